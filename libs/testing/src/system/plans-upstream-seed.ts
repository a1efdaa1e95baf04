/**
 * An action plan as the action plans upstream service answers it (GET /hosts/{host_id}/action-plans, the Data API of
 * the interface spec, face A), for seeding the plans-upstream simulator (POST /_simulator/seed): an active
 * remediation plan of plugin 10863 due 2027-03-31 unless `fields` say otherwise (e.g. `status: 'inactive'` with
 * `superseded_by`).
 */
export function upstreamPlanJson(actionPlanId: string, hostId: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    action_plan_id: actionPlanId,
    host_id: hostId,
    plan_type: 'remediation',
    commit_date: '2027-03-31',
    scanner_id: '10863',
    active_host_findings_id: null,
    tracker_vnr: null,
    risk_exc: null,
    status: 'active',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    created_by: 'upstream-user',
    deactivated_at: null,
    superseded_by: null,
    ...fields,
  };
}
