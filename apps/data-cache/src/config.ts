import { grpcServiceEnvSchema, loadConfig, portSchema, SERVICE_PORTS } from '@vmdash/config';
import { z } from 'zod';
import { checkRiskEnv, riskEnvShape } from './risk/risk-settings';

/** Optional path: an empty string counts as unset. */
const optionalPath = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

/**
 * Environment of the data-cache service. Without ALPHA_SOURCES / BETA_SOURCES the source serves the generated demo
 * dataset (labelled synthetic in every refresh answer).
 */
export const dataCacheEnvSchema = grpcServiceEnvSchema
  .extend({
    GRPC_PORT: portSchema.default(SERVICE_PORTS['data-cache']),
    /** Comma-separated globs of Nexpose and OpenVAS XML exports. */
    ALPHA_SOURCES: optionalPath,
    /** Comma-separated globs of Nessus v2 exports. */
    BETA_SOURCES: optionalPath,
    /** Asset inventory CSV (hostname, ip_address, owner, bu_team, environment, criticality, internet_facing). */
    ASSET_INVENTORY: optionalPath,
    /** CISA KEV catalog JSON. */
    KEV_CATALOG: optionalPath,
    /** FIRST EPSS scores: the daily CSV, gzipped or not (docs/decisions/0027-risk-score-and-sla-policy.md). */
    EPSS_SCORES: optionalPath,
    /** Size of the generated beta demo dataset served without BETA_SOURCES (development and benchmarks). */
    DEMO_BETA_HOSTS: z.coerce.number().int().positive().default(50),
    DEMO_BETA_FINDINGS_PER_HOST: z.coerce.number().int().positive().default(12),
    /**
     * Weeks of generated history (weekly scans with new, fixed and reopened findings) imported into the finding lifecycle
     * before the demo's first snapshot, when neither ALPHA_SOURCES nor BETA_SOURCES is set (0: none; the benchmarks'
     * large datasets use 0). docs/decisions/0026-finding-lifecycle.md, "Demo data with a past".
     */
    DEMO_HISTORY_WEEKS: z.coerce.number().int().min(0).max(104).default(12),
    /** How often each replica re-checks which snapshot is active, in case it missed a NATS event (ms). */
    SNAPSHOT_POLL_MS: z.coerce.number().int().positive().default(30_000),
    /**
     * How long the finding lifecycle keeps transitions (the changes feed, what changed), days (default 2 years;
     * docs/decisions/0026-finding-lifecycle.md). The one record per finding is kept regardless.
     */
    FINDING_HISTORY_DAYS: z.coerce.number().int().positive().default(730),
    /**
     * How long the daily aggregates of the lifecycle (new, fixed and open per day, severity, team and source) are kept
     * after their day, days (default 2 years; docs/decisions/0026-finding-lifecycle.md, "Daily aggregates").
     */
    LIFECYCLE_AGGREGATE_RETENTION_DAYS: z.coerce.number().int().positive().default(730),
    /** Weights, multipliers, defaults and thresholds of the risk score (risk/risk-settings.ts), applied at the next refresh. */
    ...riskEnvShape,
  })
  .superRefine(checkRiskEnv);

export type DataCacheConfig = z.infer<typeof dataCacheEnvSchema>;

/** @throws ConfigError naming every missing or malformed variable. */
export function loadDataCacheConfig(env: NodeJS.ProcessEnv = process.env): DataCacheConfig {
  return loadConfig('data-cache', dataCacheEnvSchema, env);
}
