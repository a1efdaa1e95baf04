import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import { DATA_SOURCES, RISK_RATINGS, SEVERITIES } from '@vmdash/domain';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';
import { LIFECYCLE_STATUSES } from './lifecycle-diff';

/** Kinds of lifecycle transitions, each published as `findings.finding.<kind>` (docs/decisions/0026-finding-lifecycle.md). */
export const TRANSITION_KINDS = ['opened', 'fixed', 'reopened'] as const;
export type TransitionKind = (typeof TRANSITION_KINDS)[number];

/**
 * The ids a finding is known by outside the data-cache: beta host_id, scanner_id, port, protocol and
 * active_host_findings_id; alpha asset_id (as host_id) and cve_id. Fields a source lacks are null.
 */
const FindingRefShape = {
  host_id: z.number(),
  scanner_id: z.string().nullable(),
  active_host_findings_id: z.number().nullable(),
  cve_id: z.string().nullable(),
  port: z.number().nullable(),
  protocol: z.string().nullable(),
};

/**
 * One record per finding ever seen in a source (the bound of the store: it grows with distinct findings, never with
 * refreshes). `_id` is "<source>:<finding_id>", the finding id being the identity registry's (beta: the
 * active_host_findings_id). Times are the scan's (the host's scan time where the export has one, else the refresh's).
 */
const FindingLifecycleShape = z.object({
  _id: z.string(),
  source: z.enum(DATA_SOURCES),
  finding_id: z.number(),
  ...FindingRefShape,
  title: z.string(),
  severity: z.enum(SEVERITIES),
  /** The host's business-unit team at the last sighting (a scope of the analytics), null when unmatched. */
  bu_team: z.string().nullable(),
  /** The host's owner at the last sighting (the scope of the analytics when FINDINGS_TEAM_FIELD is owner). */
  owner: z.string(),
  status: z.enum(LIFECYCLE_STATUSES),
  first_seen: z.date(),
  last_seen: z.date(),
  /** When the scan that no longer reported it ran; null unless status is fixed. */
  fixed_at: z.date().nullable(),
  reopened_count: z.number(),
  /** How many transitions the finding has had (the sequence number in its transitions' ids). */
  transitions: z.number(),
  /**
   * What the findings list shows of a fixed finding, as the finding was when it last opened or reopened (a fixed
   * finding is in no snapshot; docs/decisions/0026-finding-lifecycle.md, "One list"): its host's name, CVEs, KEV flag,
   * risk score and rating. Null in records written before they were kept.
   */
  hostname: z.string().nullable(),
  cve_ids: z.array(z.string()).nullable(),
  kev: z.boolean().nullable(),
  risk_score: z.number().nullable(),
  risk_rating: z.enum(RISK_RATINGS).nullable(),
  /**
   * What the SLA analytics judge it by, as when it last opened or reopened: its host's criticality (1-5, the SLA
   * policy's asset tier) and its KEV due date (YYYY-MM-DD, null outside the catalog). Null in older records.
   */
  criticality: z.number().nullable(),
  kev_due_date: z.string().nullable(),
});
export type FindingLifecycleRecord = z.output<typeof FindingLifecycleShape>;

/**
 * One transition, kept for the changes feed for the configured history time (a TTL index on recorded_at).
 * `_id` is "<source>:<finding_id>:<n>" (n the finding's transition count), so a refresh run again after a crash writes
 * the same transitions again, not new ones. The feed orders by recorded_at (the refresh that found it) and `order`.
 */
const FindingTransitionShape = z.object({
  _id: z.string(),
  source: z.enum(DATA_SOURCES),
  kind: z.enum(TRANSITION_KINDS),
  finding_id: z.number(),
  ...FindingRefShape,
  severity: z.enum(SEVERITIES),
  bu_team: z.string().nullable(),
  owner: z.string(),
  /** When the scan showed the change. */
  occurred_at: z.date(),
  /** When the refresh recorded it (the changes feed's `since` compares with this). */
  recorded_at: z.date(),
  /** Position within the refresh that recorded it. */
  order: z.number(),
});
export type FindingTransitionRecord = z.output<typeof FindingTransitionShape>;

const lifecycleSchema = mongooseSchemaOf(FindingLifecycleShape, { collection: 'finding_lifecycle', versionKey: false });
lifecycleSchema.index({ source: 1, finding_id: 1 }, { unique: true });
lifecycleSchema.index({ source: 1, status: 1 });
lifecycleSchema.index({ status: 1, fixed_at: 1 });
const transitionSchema = mongooseSchemaOf(FindingTransitionShape, { collection: 'finding_transitions', versionKey: false });
transitionSchema.index({ source: 1, recorded_at: 1, order: 1 });
transitionSchema.index({ occurred_at: 1 });

export interface LifecycleModels {
  record: Model<FindingLifecycleRecord>;
  transition: Model<FindingTransitionRecord>;
}

/** Registers the lifecycle collections on the data-cache's connection (the transitions' TTL index: FindingLifecycleStore.init). */
export function lifecycleModels(connection: Connection): LifecycleModels {
  return {
    record: modelOn(connection, 'FindingLifecycle', lifecycleSchema),
    transition: modelOn(connection, 'FindingTransition', transitionSchema),
  };
}
