import { z } from 'zod';

/**
 * Every NATS subject vmdash publishes, named `<domain>.<entity>.<past-tense verb>` (ARCHITECTURE.md convention 9),
 * with the zod schema of its payload. Publishing and consuming go through these, so a payload is checked on both ends.
 */
export const EVENT_SCHEMAS = {
  /** A host action plan was created (a superseded plan, if any, is named). */
  'plans.action_plan.created': z.object({
    action_plan_id: z.string(),
    host_id: z.number().int(),
    plan_type: z.string(),
    scanner_id: z.string().nullable(),
    active_host_findings_id: z.number().int().nullable(),
    created_by: z.string(),
    superseded_action_plan_id: z.string().nullable(),
    occurred_at: z.string(),
  }),
  /** A host action plan was changed (PATCH, deactivation, or superseded by a newer plan). */
  'plans.action_plan.updated': z.object({
    action_plan_id: z.string(),
    host_id: z.number().int(),
    changed_fields: z.array(z.string()),
    status: z.enum(['active', 'inactive']),
    updated_by: z.string(),
    occurred_at: z.string(),
  }),
  /** A data-cache snapshot was stored complete and is now the one to serve; replicas load it. */
  'cache.snapshot.activated': z.object({
    source: z.enum(['alpha', 'beta']),
    snapshot_id: z.string(),
    occurred_at: z.string(),
  }),
} as const;

export type EventSubject = keyof typeof EVENT_SCHEMAS;
export type EventPayload<S extends EventSubject> = z.infer<(typeof EVENT_SCHEMAS)[S]>;

/** JetStream streams by concern (ARCHITECTURE.md, Events). */
export const STREAMS = {
  AUDIT: ['audit.>'],
  NOTIFY: ['notification.>'],
  DOMAIN: ['plans.>', 'cache.>', 'tracker.>'],
} as const;

export type StreamName = keyof typeof STREAMS;
