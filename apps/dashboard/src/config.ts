import { grpcAddressSchema, grpcServiceEnvSchema, loadConfig, millisecondsSchema, portSchema, SERVICE_PORTS, localAddressOf } from '@vmdash/config';
import { DEFAULT_JOBS_SETTINGS } from '@vmdash/jobs';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from '@vmdash/domain';
import { z } from 'zod';

/**
 * Environment of the dashboard service (docs/architecture.md, Configuration). MONGO_URL and the internal-token key have no
 * default. ADMIN_USERNAME / ADMIN_PASSWORD create the first Admin when the user collection is empty; there is no
 * default password anywhere (the development launcher generates one and prints it).
 */
export const dashboardEnvSchema = grpcServiceEnvSchema
  .extend({
    GRPC_PORT: portSchema.default(SERVICE_PORTS.dashboard),
    /** First Admin, created at a start that finds no user at all. */
    ADMIN_USERNAME: z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(USERNAME_PATTERN, 'must be 3-64 of A-Z a-z 0-9 . _ @ -').optional()),
    ADMIN_PASSWORD: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`).max(MAX_PASSWORD_LENGTH).optional(),
    ),
    ADMIN_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.email().default('admin@vmdash.local')),
    /** Durable name of the audit consumer; replicas share it (each event is stored by one of them). */
    AUDIT_CONSUMER_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('dashboard-audit'),
    /**
     * Where a newly created audit consumer starts (ISO 8601); default the stream's beginning, so a fresh database
     * receives every audit event the AUDIT stream still holds. Tests set it to skip older events.
     */
    AUDIT_REPLAY_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.iso.datetime().optional()),
    /** Let NATS delete the audit consumer after this long without a client, ms (default never; tests set it). */
    AUDIT_CONSUMER_INACTIVE_MS: z.preprocess((value) => (value === '' ? undefined : value), millisecondsSchema.optional()),
    /** Lifetime of a trusted-device token (OWASP device cookie), days. */
    TRUSTED_DEVICE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * Password sign-in (docs/decisions/0029-oidc-sign-in.md): `on` (default) for everyone; `off` for everyone but the
     * break-glass Admin (PASSWORD_SIGN_IN_BREAK_GLASS_ADMIN), so an organisation can require single sign-on.
     */
    PASSWORD_SIGN_IN: z.enum(['on', 'off']).default('on'),
    /** The one username that still signs in with a password when PASSWORD_SIGN_IN is off (an Admin; none: nobody). */
    PASSWORD_SIGN_IN_BREAK_GLASS_ADMIN: z.preprocess((value) => (value === '' ? undefined : value), z.string().regex(USERNAME_PATTERN, 'must be 3-64 of A-Z a-z 0-9 . _ @ -').optional()),
    /**
     * How often a single sign-on session is re-checked against the identity provider, seconds (docs/decisions/
     * 0029-oidc-sign-in.md, Re-check): at its first use this long after the last check, the gateway redeems its refresh
     * token (or asks userinfo); when the provider refuses, every session of the user ends. It bounds how long a person
     * removed at the provider keeps access.
     */
    OIDC_RECHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    /**
     * File holding the secret (at least 32 bytes, e.g. a line of `openssl rand -base64 48`) job grants are sealed with
     * at rest (docs/decisions/0028-jobs.md, "The grant at rest"); every replica has the same one.
     */
    JOB_GRANT_SEALING_KEY_FILE: z.string().min(1),
    /** data-cache's gRPC address: the findings of GET /api/findings and the queue's finding checks. */
    DATA_CACHE_ADDR: grpcAddressSchema.default(localAddressOf('data-cache')),
    /** Deadline of each data-cache call, ms. */
    DATA_CACHE_DEADLINE_MS: millisecondsSchema.default(5_000),
    /**
     * The integration service's gRPC address (tracker tickets, false-positive workflows). Unset while no integration
     * service is deployed: those routes then answer 502 "The integration service is not configured".
     */
    INTEGRATION_ADDR: z.preprocess((value) => (value === '' ? undefined : value), grpcAddressSchema.optional()),
    /**
     * Deadline of each integration call, ms: above the tracker's 15 s timeout plus the integration service's wait for
     * its quota (interface spec, Limits), so the integration service's own failure text answers first, and below the
     * gateway's 30 s bulk deadline, so the dashboard answers before the gateway gives up.
     */
    INTEGRATION_DEADLINE_MS: millisecondsSchema.default(28_000),
    /**
     * Which host field carries the business unit a user's bu_teams name (interface spec, "Authentication: Dashboard":
     * the findings filter of the business unit is configurable): bu_team (default) or owner.
     */
    FINDINGS_TEAM_FIELD: z.enum(['bu_team', 'owner']).default('bu_team'),
    /** Durable name of the notification consumer; replicas share it (each event is stored by one of them). */
    NOTIFICATION_CONSUMER_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('dashboard-notifications'),
    /** Where a newly created notification consumer starts (ISO 8601); default the NOTIFY stream's beginning. */
    NOTIFICATION_REPLAY_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.iso.datetime().optional()),
    /** Let NATS delete the notification consumer after this long without a client, ms (default never; tests set it). */
    NOTIFICATION_CONSUMER_INACTIVE_MS: z.preprocess((value) => (value === '' ? undefined : value), millisecondsSchema.optional()),
    /**
     * How often an open notification stream reads the store, ms: the longest delay of a notification another replica
     * stored (this replica's own are pushed at once). docs/decisions/0011: pushed within a second.
     */
    NOTIFICATION_POLL_MS: millisecondsSchema.max(1_000).default(500),
    /** The action-plan service's gRPC address: the full sync of the action-plan cache (docs/decisions/0013). */
    ACTION_PLAN_ADDR: grpcAddressSchema.default(localAddressOf('action-plan')),
    /**
     * Where the action-plan cache's full sync reads the active plans (docs/decisions/0013-action-plan-cache.md,
     * "Upstream mode"): `action-plan`, the action-plan service of this deployment (ACTION_PLAN_ADDR); `upstream`, the
     * action plans upstream service through the integration service (INTEGRATION_ADDR, whose PLANS_UPSTREAM_URL names
     * it): findings of hosts the upstream does not know then carry atlas_known false.
     */
    PLANS_SOURCE: z.enum(['action-plan', 'upstream']).default('action-plan'),
    /**
     * Deadline of one page of the action-plan cache's sync (a plans.sync job reads its source a page per call:
     * docs/decisions/0028-jobs.md, "Plan sync as a job"), ms; at most 30 s like every call.
     */
    PLAN_SYNC_DEADLINE_MS: millisecondsSchema.max(30_000).default(25_000),
    /** Durable name of the plan consumer feeding the action-plan cache; replicas share it. */
    PLAN_CONSUMER_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('dashboard-plan-cache'),
    /** Where a newly created plan consumer starts (ISO 8601); default the DOMAIN stream's beginning. */
    PLAN_REPLAY_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.iso.datetime().optional()),
    /** Let NATS delete the plan consumer after this long without a client, ms (default never; tests set it). */
    PLAN_CONSUMER_INACTIVE_MS: z.preprocess((value) => (value === '' ? undefined : value), millisecondsSchema.optional()),
    /** SLA days of the compliance metrics critical-sla, high-sla and medium-sla (docs/decisions/0014, defaults 15, 30, 90). */
    COMPLIANCE_SLA_CRITICAL_DAYS: z.coerce.number().int().min(1).max(3650).default(15),
    COMPLIANCE_SLA_HIGH_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    COMPLIANCE_SLA_MEDIUM_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /**
     * Longest a risk exception may last, by its template's risk rating, days from the request (docs/decisions/0032-risk-exceptions.md).
     */
    EXCEPTION_MAX_DAYS_CRITICAL: z.coerce.number().int().min(1).max(3650).default(90),
    EXCEPTION_MAX_DAYS_HIGH: z.coerce.number().int().min(1).max(3650).default(180),
    EXCEPTION_MAX_DAYS_MEDIUM: z.coerce.number().int().min(1).max(3650).default(270),
    EXCEPTION_MAX_DAYS_LOW: z.coerce.number().int().min(1).max(3650).default(365),
    /** An active exception becomes `expiring` (its requester and approver are told) this many days before its expiry. */
    EXCEPTION_EXPIRING_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    /** How often the exception sweep moves exceptions to expiring and expired and covers new hosts, ms (default 1 min). */
    EXCEPTION_SWEEP_INTERVAL_MS: millisecondsSchema.min(100).default(60_000),
    /**
     * Tests only: a file holding a number of milliseconds the exceptions' clock runs ahead of real time (read at every
     * tick; a missing or empty file is 0), so a system test moves time without sleeping. Refused in production.
     */
    VMDASH_TEST_CLOCK_FILE: z.string().min(1).optional(),
    /** Durable name of the consumer of `cache.snapshot.activated` that asks for a compliance recompute. */
    COMPLIANCE_CONSUMER_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('dashboard-compliance'),
    /** Where a newly created compliance consumer starts (ISO 8601); default the DOMAIN stream's beginning. */
    COMPLIANCE_REPLAY_FROM: z.preprocess((value) => (value === '' ? undefined : value), z.iso.datetime().optional()),
    /** Let NATS delete the compliance consumer after this long without a client, ms (default never; tests set it). */
    COMPLIANCE_CONSUMER_INACTIVE_MS: z.preprocess((value) => (value === '' ? undefined : value), millisecondsSchema.optional()),
    /**
     * Longest wait for data-cache's next batch while a recompute reads every host's compliance findings, ms (below the
     * gateway's 30 s); the whole stream is bounded by COMPLIANCE_STREAM_DEADLINE_MS (compliance/compliance-source.ts).
     */
    COMPLIANCE_SOURCE_BATCH_WAIT_MS: millisecondsSchema.max(30_000).default(20_000),
    /**
     * Most rows a streamed export (GET /api/exports/findings.* and compliance.*) answers; a larger one is refused with
     * 413 before its first row, pointing at POST /api/jobs (docs/decisions/0028-jobs.md). 100,000 rows took 8 to 28 s
     * (docs/benchmarks.md, "Findings exports"): half of that stays inside the 30 s stream deadline under load.
     */
    EXPORT_STREAM_MAX_ROWS: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
    /** The dashboard's job queue (docs/decisions/0028-jobs.md): subject `jobs.<name>`, durable consumer `jobs-<name>`, shared by every replica. */
    JOB_QUEUE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('dashboard'),
    /** Let NATS delete the job consumer after this long without a client, ms (default never; tests set it). */
    JOB_CONSUMER_INACTIVE_MS: z.preprocess((value) => (value === '' ? undefined : value), millisecondsSchema.optional()),
    /**
     * Jobs of the dashboard (exports) running at once across all its replicas, and the worker loops of each replica;
     * 0 runs none on this replica.
     */
    JOB_WORKERS: z.coerce.number().int().min(0).max(64).default(DEFAULT_JOBS_SETTINGS.workers),
    /** How long a job's worker may go without a sign of life before JetStream hands the job to another one, ms. */
    JOB_ACK_WAIT_MS: millisecondsSchema.min(1_000).default(DEFAULT_JOBS_SETTINGS.ackWaitMs),
    /** How long a job's result is kept after the job finished, ms (default 24 h). */
    JOB_RESULT_TTL_MS: millisecondsSchema.min(1).default(DEFAULT_JOBS_SETTINGS.resultTtlMs),
    /** How often expired job results and silent jobs are looked for, ms. */
    JOB_SWEEP_INTERVAL_MS: millisecondsSchema.min(100).default(DEFAULT_JOBS_SETTINGS.sweepIntervalMs),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_USERNAME === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_USERNAME and ADMIN_PASSWORD go together' });
    }
    if (env.VMDASH_TEST_CLOCK_FILE !== undefined && process.env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['VMDASH_TEST_CLOCK_FILE'], message: 'is for tests only and is refused when NODE_ENV is production' });
    }
    if (env.PLANS_SOURCE === 'upstream' && env.INTEGRATION_ADDR === undefined) {
      ctx.addIssue({ code: 'custom', path: ['INTEGRATION_ADDR'], message: 'is required when PLANS_SOURCE is upstream (the integration service reaches the upstream)' });
    }
  });

/** Typed configuration of the dashboard service. */
export type DashboardConfig = z.infer<typeof dashboardEnvSchema>;

/** @throws ConfigError naming every missing or malformed variable. */
export function loadDashboardConfig(env: NodeJS.ProcessEnv = process.env): DashboardConfig {
  return loadConfig('dashboard', dashboardEnvSchema, env);
}
