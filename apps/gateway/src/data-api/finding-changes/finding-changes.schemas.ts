import type { FindingChange__Output } from '@vmdash/proto';
import { z } from '../../openapi/zod';

/** One query value: a repeated key keeps its last value (as the data API does). */
const lastOf = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

/** Query of GET /alpha-findings/changes and /beta-findings/changes: the time to read from. Unknown keys are refused. */
export const FindingChangesQuery = z.strictObject({
  since: z.preprocess(lastOf, z.iso.datetime({ offset: true })).openapi({
    description: 'Transitions recorded strictly after this time (ISO 8601 with offset); to follow the feed, pass the recorded_at of the last transition read',
    type: 'string',
    format: 'date-time',
  }),
});

/** One lifecycle transition of a finding (docs/decisions/0026-finding-lifecycle.md); ids the source lacks are null. */
export const FindingChangeRecord = z
  .object({
    change_id: z.string().openapi({ description: 'Unique id of the transition' }),
    kind: z.enum(['opened', 'fixed', 'reopened']),
    host_id: z.int().openapi({ description: 'beta host_id, or alpha asset_id' }),
    scanner_id: z.string().nullable().openapi({ description: 'beta plugin id' }),
    active_host_findings_id: z.int().nullable().openapi({ description: 'beta finding id' }),
    cve_id: z.string().nullable().openapi({ description: 'alpha CVE id' }),
    port: z.int().nullable(),
    protocol: z.string().nullable(),
    severity: z.string(),
    bu_team: z.string().nullable(),
    occurred_at: z.string().openapi({ description: 'ISO 8601 time of the scan that showed the change (the refresh time when the export has none)' }),
    recorded_at: z.string().openapi({ description: 'ISO 8601 time of the refresh that recorded it; the feed is ordered by it' }),
  })
  .openapi('FindingChange');

/** The JSON record of a FindingChange message (unset fields as null). */
export function toFindingChangeJson(change: FindingChange__Output): z.infer<typeof FindingChangeRecord> {
  return {
    change_id: change.change_id,
    kind: change.kind as z.infer<typeof FindingChangeRecord>['kind'],
    host_id: Number(change.host_id),
    scanner_id: change.scanner_id ?? null,
    active_host_findings_id: change.active_host_findings_id == null ? null : Number(change.active_host_findings_id),
    cve_id: change.cve_id ?? null,
    port: change.port ?? null,
    protocol: change.protocol ?? null,
    severity: change.severity,
    bu_team: change.bu_team ?? null,
    occurred_at: change.occurred_at,
    recorded_at: change.recorded_at,
  };
}
