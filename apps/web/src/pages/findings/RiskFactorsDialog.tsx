import type { Finding, RiskFactors } from '../../app/api/types';
import { ModalDialog } from '../../components/dialog/ModalDialog';

/** A contribution in points with its sign, as the factor table shows it ("+490", "-268.9", "0"). */
export function pointsText(points: number): string {
  const text = points.toLocaleString('en', { maximumFractionDigits: 1 });
  return points > 0 ? `+${text}` : text;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const sourceText = (source: string) => (source === 'inventory' ? 'from the asset inventory' : 'default');

/** Each factor of a finding's risk score: its name, its value in words, and its contribution in points. */
export function riskFactorRows(factors: RiskFactors): { factor: string; value: string; points: number }[] {
  const { cvss, kev, ransomware, epss, exploit, criticality, internet_facing: exposure } = factors;
  const cvssSource = cvss.source === 'vector' ? `CVSS ${cvss.version}${cvss.vector ? `, ${cvss.vector}` : ''}` : cvss.source === 'scanner' ? "the scanner's score" : 'stand-in for its severity';
  return [
    { factor: 'CVSS base score', value: `${cvss.value} (${cvssSource})`, points: cvss.contribution },
    { factor: "In CISA's KEV catalog", value: kev.value ? `yes, due ${kev.due_date ?? 'date unknown'}` : 'no', points: kev.contribution },
    { factor: 'Known ransomware use', value: yesNo(ransomware.value), points: ransomware.contribution },
    {
      factor: 'EPSS probability',
      value: epss.value === null ? 'no score' : `${epss.value}${epss.percentile !== null ? ` (percentile ${epss.percentile})` : ''}${epss.cve_id ? `, ${epss.cve_id}` : ''}`,
      points: epss.contribution,
    },
    { factor: 'Exploit available', value: yesNo(exploit.value), points: exploit.contribution },
    { factor: 'Asset criticality', value: `${criticality.value} of 5, ${sourceText(criticality.source)}: × ${criticality.multiplier}`, points: criticality.contribution },
    { factor: 'Internet-facing', value: `${yesNo(exposure.value)}, ${sourceText(exposure.source)}: × ${exposure.multiplier}`, points: exposure.contribution },
  ];
}

/**
 * The risk score of a finding as a button that opens its explanation ("why is this 870?"): each factor's value and
 * the points it adds or takes away (docs/decisions/0027-risk-score-and-sla-policy.md).
 */
export function RiskFactorsDialog({ finding }: { finding: Finding }) {
  const where = finding.hostname ?? `host ${finding.host_id}`;
  return (
    <ModalDialog
      label={String(finding.risk_score)}
      ariaLabel={`Risk ${finding.risk_score} of ${finding.title} on ${where}: why`}
      buttonClassName={`badge-button risk-${finding.risk_rating}`}
      title={`Why is this ${finding.risk_score}?`}
    >
      {(close) => (
        <>
          <p>
            {finding.title} on {where}: risk {finding.risk_score} of 1000, rated {finding.risk_rating}. The vulnerability&apos;s factors add points; the asset&apos;s criticality and exposure multiply
            them.
          </p>
          <table className="data">
            <caption className="visually-hidden">Factors of the risk score</caption>
            <thead>
              <tr>
                <th scope="col">Factor</th>
                <th scope="col">Value</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {riskFactorRows(finding.risk_factors).map((row) => (
                <tr key={row.factor}>
                  <th scope="row">{row.factor}</th>
                  <td>{row.value}</td>
                  <td className="numeric">{pointsText(row.points)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Risk score</th>
                <td>{finding.risk_rating}</td>
                <td className="numeric">{finding.risk_score}</td>
              </tr>
            </tfoot>
          </table>
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={close}>
              Close
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
