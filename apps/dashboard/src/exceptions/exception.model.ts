import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import { EXCEPTION_SCOPE_TYPES, EXCEPTION_STATES, RISK_RATINGS } from '@vmdash/domain';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';
import { ImpersonatingAdminShape } from '../workflows/impersonating-admin';

/** The risk template an exception uses, its fields copied when the exception was requested (a later edit of the template does not change it). */
const ExceptionTemplateShape = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().default(''),
  justification: z.string().default(''),
  compensating_controls: z.string().default(''),
  risk_rating: z.enum(RISK_RATINGS),
  expiration_days: z.int(),
});

/**
 * A stored risk exception (docs/decisions/0032-risk-exceptions.md). `_id` is its public id (UUID v4). The scope is
 * flat: `scope_type` and the ids its type needs (the others null). `teams` are the teams whose hosts it covers (the
 * host's team for a finding or host, the requester's teams for a CVE or plugin), `all_teams` when an Admin of every team
 * requested it. `expires_on` is the last day it covers (YYYY-MM-DD, UTC). Every state change is one conditional update
 * on `state`, so two replicas or two approvers never both apply one.
 */
export const RiskExceptionShape = z.object({
  _id: z.string(),
  scope_type: z.enum(EXCEPTION_SCOPE_TYPES),
  host_id: z.number().nullable(),
  scanner_id: z.string().nullable(),
  cve_id: z.string().nullable(),
  plugin_id: z.string().nullable(),
  teams: z.array(z.string()).default([]),
  all_teams: z.boolean(),
  template: ExceptionTemplateShape,
  justification: z.string().default(''),
  compensating_controls: z.string().default(''),
  expires_on: z.string(),
  state: z.enum(EXCEPTION_STATES),
  requested_by: z.string(),
  requested_by_id: z.string(),
  /** The Admin who requested it while impersonating `requested_by` (docs/decisions/0030-impersonated-authors.md). */
  ...ImpersonatingAdminShape.shape,
  requested_at: z.date(),
  decided_by: z.string().nullable(),
  decided_by_id: z.string().nullable(),
  decided_at: z.date().nullable(),
  decision_comment: z.string().nullable(),
  revoked_by: z.string().nullable(),
  revoked_by_id: z.string().nullable(),
  revoked_at: z.date().nullable(),
  renews: z.string().nullable(),
  expiring_at: z.date().nullable(),
  expired_at: z.date().nullable(),
  updated_at: z.date(),
});

/** An exception document as stored (see RiskExceptionShape). */
export type RiskExceptionDocument = z.output<typeof RiskExceptionShape>;

const riskExceptionSchema = mongooseSchemaOf(RiskExceptionShape, { collection: 'risk_exceptions', versionKey: false, autoIndex: false, strict: 'throw' });
// Lists newest first (optionally of a state), and the sweep's "in force and due" scan.
riskExceptionSchema.index({ requested_at: -1, _id: -1 }, { name: 'by_requested' });
riskExceptionSchema.index({ state: 1, expires_on: 1 }, { name: 'by_state_expiry' });
riskExceptionSchema.index({ teams: 1, requested_at: -1 }, { name: 'by_team' });

/** The exception model on the service's connection (indexes are built before the server takes calls). */
export function riskExceptionModelOf(connection: Connection): Model<RiskExceptionDocument> {
  return modelOn(connection, 'RiskException', riskExceptionSchema);
}
