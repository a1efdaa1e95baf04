import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import { COMPLIANCE_METRIC_IDS, COMPLIANCE_STATUSES, DATA_SOURCES } from '@vmdash/domain';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';
import { ImpersonatingAdminShape } from '../workflows/impersonating-admin';

/**
 * A stored compliance item (docs/decisions/0014): one host out of one metric from one source. `_id` is
 * `<source>:<host_id>:<metric_id>` (compliance.rules itemKey), so a recompute writes each item by its key and converges;
 * `hostname_key` is the case-insensitive hostname the routes address. `resolved_at` is set when the last breaking
 * finding went and kept (resolved items stay); the metadata fields are the user's (never touched by a recompute).
 */
export const ComplianceItemShape = z.object({
  _id: z.string(),
  source: z.enum(DATA_SOURCES),
  host_id: z.number(),
  hostname: z.string(),
  hostname_key: z.string(),
  metric_id: z.enum(COMPLIANCE_METRIC_IDS),
  owner: z.string(),
  bu_team: z.string(),
  findings: z.number(),
  oldest_due_date: z.string().nullable(),
  /** The SLA policy version the due date was set by (docs/decisions/0027); items stored before it have version 1. */
  sla_policy_version: z.number().default(1),
  status: z.enum(COMPLIANCE_STATUSES),
  resolved_at: z.date().nullable(),
  resolution_date: z.string().nullable(),
  remediation_plan: z.string().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
});

export type ComplianceItemDocument = z.output<typeof ComplianceItemShape>;

/** One history entry: one changed field of one item (interface spec: compliance item history with metric_id, change_reason). */
export const ComplianceHistoryShape = z.object({
  _id: z.string(),
  hostname_key: z.string(),
  item_id: z.string(),
  metric_id: z.string(),
  field: z.enum(['resolution_date', 'remediation_plan']),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  change_reason: z.string().nullable(),
  changed_by: z.string(),
  changed_by_id: z.string(),
  /** The Admin who made the change while impersonating `changed_by` (workflows/impersonating-admin.ts). */
  ...ImpersonatingAdminShape.shape,
  changed_at: z.date(),
});

export type ComplianceHistoryDocument = z.output<typeof ComplianceHistoryShape>;

/**
 * The recompute state (one document, `_id` "items"): what is waiting to be recomputed (every host after a snapshot
 * switch, or the beta hosts whose plans changed), a generation that every new request for a recompute raises (a
 * recompute clears only what it saw), when the items were last computed, and the hosts per team and owner (the
 * denominator of the summary's compliant share) with their accepted risk.
 */
export const ComplianceStateShape = z.object({
  _id: z.string(),
  generation: z.number(),
  pending_all: z.boolean(),
  pending_hosts: z.array(z.number()),
  computed_at: z.date().nullable(),
  /**
   * Raised after every write of items (a recompute's, a metadata change's): the summary's counts describe the items as
   * of one version (ComplianceCountsShape; docs/decisions/0031, "The compliance summary"). Absent in a state stored
   * before the counts were kept.
   */
  items_version: z.number().default(0),
  host_counts: z.array(
    z.object({
      bu_team: z.string(),
      owner: z.string(),
      hosts: z.number(),
      /**
       * Per metric, the findings a risk exception in force keeps out of it and their hosts (docs/decisions/0032,
       * "accepted risk"); empty in a state stored before exceptions were counted.
       */
      accepted: z.array(z.object({ metric_id: z.string(), findings: z.number(), hosts: z.number() })).default([]),
    }),
  ),
});

export type ComplianceStateDocument = z.output<typeof ComplianceStateShape>;

/**
 * One group of the summary's counts: the items of one bu_team, owner, metric and status; an active group per
 * resolution_date (null: none set), a resolved group per resolved_at within the 30 days before `counted_at` (null:
 * earlier), so the overdue and resolved-recently counts of any later day are sums over the groups.
 */
export const ComplianceCountGroupShape = z.object({
  bu_team: z.string(),
  owner: z.string(),
  metric_id: z.string(),
  status: z.enum(COMPLIANCE_STATUSES),
  resolution_date: z.string().nullable(),
  resolved_at: z.date().nullable(),
  items: z.number(),
});

export type ComplianceCountGroup = z.output<typeof ComplianceCountGroupShape>;

/**
 * The summary's counts (one document, `_id` "summary"; docs/decisions/0031, "The compliance summary"): the items
 * grouped as ComplianceCountGroupShape, counted once after each write of items, as of state `items_version` `version`.
 */
export const ComplianceCountsShape = z.object({
  _id: z.string(),
  version: z.number(),
  counted_at: z.date(),
  groups: z.array(ComplianceCountGroupShape),
});

export type ComplianceCountsDocument = z.output<typeof ComplianceCountsShape>;

const itemSchema = mongooseSchemaOf(ComplianceItemShape, { collection: 'compliance_items', versionKey: false, autoIndex: false, strict: 'throw' });
// The list's and the export's order (hostname, metric, source), so a page is read in index order, never sorted in
// memory; its prefix serves a host's items. (It replaced `by_hostname`, the first two keys, which a database built
// before keeps unused.)
itemSchema.index({ hostname_key: 1, metric_id: 1, source: 1 }, { name: 'by_list_order' });
itemSchema.index({ status: 1, metric_id: 1, bu_team: 1 }, { name: 'by_status' });
itemSchema.index({ source: 1, host_id: 1 }, { name: 'by_host' });

const historySchema = mongooseSchemaOf(ComplianceHistoryShape, { collection: 'compliance_history', versionKey: false, autoIndex: false, strict: 'throw' });
historySchema.index({ hostname_key: 1, changed_at: -1 }, { name: 'by_hostname_newest' });

const stateSchema = mongooseSchemaOf(ComplianceStateShape, { collection: 'compliance_state', versionKey: false, autoIndex: false, strict: 'throw' });

const countsSchema = mongooseSchemaOf(ComplianceCountsShape, { collection: 'compliance_counts', versionKey: false, autoIndex: false, strict: 'throw' });

/** The compliance models on the service's connection (indexes are built before the server takes calls). */
export function complianceModelsOf(connection: Connection): {
  items: Model<ComplianceItemDocument>;
  history: Model<ComplianceHistoryDocument>;
  state: Model<ComplianceStateDocument>;
  counts: Model<ComplianceCountsDocument>;
} {
  return {
    items: modelOn(connection, 'ComplianceItem', itemSchema),
    history: modelOn(connection, 'ComplianceHistory', historySchema),
    state: modelOn(connection, 'ComplianceState', stateSchema),
    counts: modelOn(connection, 'ComplianceCounts', countsSchema),
  };
}
