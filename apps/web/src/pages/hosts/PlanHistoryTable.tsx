import { TableFrame } from '../../components/table/TableFrame';
import type { ActionPlan } from './host-plans-query';

const HEADERS = ['Plan type', 'Commit date', 'Scanner id', 'Status', 'Created', 'Updated'];

const PLAN_TYPE_LABELS: Record<ActionPlan['plan_type'], string> = {
  decommission: 'Decommission',
  remediation: 'Remediation',
  false_positive: 'False positive',
  risk_acceptance: 'Risk acceptance',
  scan_exclusion: 'Scan exclusion',
};

const timeOf = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** A host's action plans, newest first: type, commit date, finding, status, created and updated times. */
export function PlanHistoryTable({ plans, caption }: { plans: ActionPlan[]; caption: string }) {
  return (
    <TableFrame caption={caption} headers={HEADERS}>
      {plans.map((plan) => (
        <tr key={plan.action_plan_id}>
          <td>{PLAN_TYPE_LABELS[plan.plan_type]}</td>
          <td>{plan.commit_date}</td>
          <td>{plan.scanner_id ?? (plan.active_host_findings_id !== null ? `finding ${plan.active_host_findings_id}` : 'whole host')}</td>
          <td>{plan.status}</td>
          <td>{timeOf(plan.created_at)}</td>
          <td>{timeOf(plan.updated_at)}</td>
        </tr>
      ))}
    </TableFrame>
  );
}
