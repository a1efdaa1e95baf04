import { assessRisk, riskRatingOf, vulnerabilityFactors, type AssetProfile, type VulnerabilityInputs } from './risk-formula';
import { DEFAULT_RISK_SETTINGS, type RiskSettings } from './risk-settings';

/**
 * The formula of docs/decisions/0027-risk-score-and-sla-policy.md against examples computed by hand with the default
 * settings: weights cvss 50, kev 20, ransomware 5, epss 15, exploit 10 (of 100, so a factor's full share is 10 x its
 * weight in points), criticality multipliers 0.4, 0.55, 0.7, 0.85, 1, not internet-facing 0.8, ratings from 700
 * (critical), 450 (high), 200 (medium).
 */

const nothing: VulnerabilityInputs = {
  cvss: { value: 0, version: null, vector: null, source: 'scanner' },
  kev: { value: false, due_date: null },
  ransomware: false,
  epss: null,
  exploit: false,
};
const crownJewel: AssetProfile = { criticality: 5, criticalitySource: 'inventory', internetFacing: true, internetFacingSource: 'inventory' };
const score = (inputs: Partial<VulnerabilityInputs>, asset: AssetProfile = crownJewel, settings: RiskSettings = DEFAULT_RISK_SETTINGS) =>
  assessRisk(vulnerabilityFactors({ ...nothing, ...inputs }, settings), asset, settings);
const cvss = (value: number): VulnerabilityInputs['cvss'] => ({ value, version: '3.1', vector: null, source: 'vector' });

describe('risk score formula', () => {
  it('when only CVSS counts, then it gives 50 points per CVSS point on a business-critical internet-facing asset', () => {
    const risk = score({ cvss: cvss(9.8) });
    expect(risk).toMatchObject({ risk_score: 490, risk_rating: 'high' });
    expect(risk.risk_factors.cvss.contribution).toBe(490);
    expect(risk.risk_factors.criticality).toEqual({ value: 5, source: 'inventory', multiplier: 1, contribution: 0 });
    expect(risk.risk_factors.internet_facing).toEqual({ value: true, source: 'inventory', multiplier: 1, contribution: 0 });
  });

  it('when each threat factor counts alone, then KEV gives 200, ransomware use 50 more, EPSS 150 x its probability and an exploit 100', () => {
    expect(score({ kev: { value: true, due_date: '2022-05-25' } })).toMatchObject({ risk_score: 200, risk_rating: 'medium' });
    expect(score({ kev: { value: true, due_date: null }, ransomware: true }).risk_factors).toMatchObject({ kev: { contribution: 200 }, ransomware: { value: true, contribution: 50 } });
    const epss = score({ epss: { value: 0.5, percentile: 0.97, cve_id: 'CVE-2014-0160' } });
    expect(epss.risk_score).toBe(75);
    expect(epss.risk_factors.epss).toEqual({ value: 0.5, percentile: 0.97, cve_id: 'CVE-2014-0160', contribution: 75 });
    expect(score({ exploit: true })).toMatchObject({ risk_score: 100, risk_rating: 'low', risk_factors: { exploit: { value: true, contribution: 100 } } });
  });

  it('when the asset is less critical or internal, then its multipliers take their share away: 500 x 0.55 = 275, 500 x 0.8 = 400', () => {
    const tier2 = score({ cvss: cvss(10) }, { ...crownJewel, criticality: 2 });
    expect(tier2.risk_score).toBe(275);
    expect(tier2.risk_factors.criticality).toEqual({ value: 2, source: 'inventory', multiplier: 0.55, contribution: -225 });
    const internal = score({ cvss: cvss(10) }, { ...crownJewel, internetFacing: false });
    expect(internal.risk_score).toBe(400);
    expect(internal.risk_factors.internet_facing).toEqual({ value: false, source: 'inventory', multiplier: 0.8, contribution: -100 });
  });

  it('when a KEV finding sits on a criticality-5 internet-facing host, then it ranks above a higher-CVSS finding on a criticality-2 internal host', () => {
    // 375 + 200 + 135 + 100 = 810 points, kept whole.
    const kev = score({ cvss: cvss(7.5), kev: { value: true, due_date: '2022-05-25' }, epss: { value: 0.9, percentile: 0.99, cve_id: 'CVE-2014-0160' }, exploit: true });
    expect(kev).toMatchObject({ risk_score: 810, risk_rating: 'critical' });
    // (490 + 7.5 + 100) x 0.55 x 0.8 = 262.9; the asset factors take 597.5 x -0.45 = -268.9 and 328.6 x -0.2 = -65.7.
    const qa = score({ cvss: cvss(9.8), epss: { value: 0.05, percentile: 0.9, cve_id: 'CVE-2020-0001' }, exploit: true }, { ...crownJewel, criticality: 2, internetFacing: false });
    expect(qa).toMatchObject({ risk_score: 263, risk_rating: 'medium' });
    expect(qa.risk_factors).toMatchObject({
      cvss: { contribution: 490 },
      epss: { contribution: 7.5 },
      exploit: { contribution: 100 },
      criticality: { contribution: -268.9 },
      internet_facing: { contribution: -65.7 },
    });
    const f = qa.risk_factors;
    const sum = f.cvss.contribution + f.kev.contribution + f.ransomware.contribution + f.epss.contribution + f.exploit.contribution + f.criticality.contribution + f.internet_facing.contribution;
    expect(Math.abs(sum - qa.risk_score)).toBeLessThanOrEqual(0.5);
  });

  it('when inputs are missing, then the factors say so and count nothing: no EPSS score, the severity stand-in for CVSS, the default asset', () => {
    const risk = score(
      { cvss: { value: 8, version: null, vector: null, source: 'severity' } },
      { criticality: 3, criticalitySource: 'default', internetFacing: false, internetFacingSource: 'default' },
    );
    // 400 x 0.7 x 0.8 = 224.
    expect(risk).toMatchObject({ risk_score: 224, risk_rating: 'medium' });
    expect(risk.risk_factors.epss).toEqual({ value: null, percentile: null, cve_id: null, contribution: 0 });
    expect(risk.risk_factors.cvss).toEqual({ value: 8, version: null, vector: null, source: 'severity', contribution: 400 });
    expect(risk.risk_factors.criticality.source).toBe('default');
  });

  it('when the weights are set, then they are relative: CVSS alone at any weight takes all 1000 points', () => {
    const settings: RiskSettings = { ...DEFAULT_RISK_SETTINGS, weights: { cvss: 3, kev: 0, ransomware: 0, epss: 0, exploit: 0 } };
    expect(score({ cvss: cvss(9.8), kev: { value: true, due_date: null }, exploit: true }, crownJewel, settings)).toMatchObject({ risk_score: 980, risk_rating: 'critical' });
  });

  it('when a score meets a threshold, then it takes that rating; one point below, the next lower', () => {
    const from = DEFAULT_RISK_SETTINGS.ratingFrom;
    expect([700, 699, 450, 449, 200, 199, 0].map((value) => riskRatingOf(value, from))).toEqual(['critical', 'high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});
