import type { Severity } from '../app/api/types';

/** A finding's severity as a coloured label (the colour repeats the word, never replaces it: WCAG 1.4.1). */
export function SeverityBadge({ severity }: { severity: Severity | string }) {
  return <span className={`badge severity-${severity}`}>{severity}</span>;
}

/** The KEV flag of a finding: a CVE of it is in CISA's Known Exploited Vulnerabilities catalog. */
export function KevBadge({ kev }: { kev: boolean }) {
  return kev ? (
    <span className="badge badge-kev" title="A CVE of this finding is in CISA's Known Exploited Vulnerabilities catalog">
      KEV
    </span>
  ) : null;
}
