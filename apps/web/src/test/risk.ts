import type { Finding } from '../app/api/types';

/**
 * The risk fields of a test finding (GET /api/findings): a KEV finding with a CVSS 3.1 vector and an EPSS score on a
 * criticality-4 internal host of `score` points, its host's risk `host` (highest) and `total`.
 */
export function riskOf(score: number, host = score, total = score): Pick<Finding, 'risk_score' | 'risk_rating' | 'risk_factors' | 'host_risk_score' | 'host_risk_total'> {
  return {
    risk_score: score,
    risk_rating: score >= 700 ? 'critical' : score >= 450 ? 'high' : score >= 200 ? 'medium' : 'low',
    risk_factors: {
      cvss: { value: 9.8, version: '3.1', vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', source: 'vector', contribution: 490 },
      kev: { value: true, due_date: '2022-04-15', contribution: 200 },
      ransomware: { value: false, contribution: 0 },
      epss: { value: 0.94, percentile: 0.999, cve_id: 'CVE-2012-1823', contribution: 141 },
      exploit: { value: true, contribution: 100 },
      criticality: { value: 4, source: 'inventory', multiplier: 0.85, contribution: -139.7 },
      internet_facing: { value: false, source: 'default', multiplier: 0.8, contribution: -158.3 },
    },
    host_risk_score: host,
    host_risk_total: total,
  };
}
