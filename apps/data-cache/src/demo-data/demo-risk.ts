import { AssetInventory } from '../enrichment/asset-inventory';
import { EpssScores } from '../enrichment/epss-scores';
import { KevCatalog } from '../enrichment/kev-catalog';
import type { AssetProfile } from '../risk/risk-formula';
import { RiskScorer } from '../risk/risk-scorer';
import { DEFAULT_RISK_SETTINGS, type RiskSettings } from '../risk/risk-settings';
import { DEMO_EPSS, DEMO_KEV } from './demo-catalog';

/** Criticality of a demo host by its environment (the second label of its hostname). */
const ENVIRONMENT_CRITICALITY: Readonly<Record<string, 1 | 2 | 3 | 4>> = { prod: 4, preprod: 3, qa: 2, dev: 1 };

/** Roles whose hosts are one tier more critical (databases, domain controllers, firewalls). */
const CRITICAL_ROLES: ReadonlySet<string> = new Set(['db', 'dc', 'fw']);

/** Roles whose hosts face the internet in prod and preprod. */
const EDGE_ROLES: ReadonlySet<string> = new Set(['web', 'fw']);

const profiles = new Map<string, AssetProfile>();

/**
 * What the demo's asset inventory would say of a demo host "<role>-<env>-<n>": criticality 4 in prod, 3 in preprod, 2
 * in qa, 1 in dev, one more (at most 5) for a database, domain controller or firewall; internet-facing for web servers
 * and firewalls in prod and preprod. Profiles are shared (the risk scorer keys its cache by them).
 */
export function demoAssetProfile(hostname: string | null): AssetProfile {
  const [role = '', environment = ''] = (hostname ?? '').split('-');
  const criticality = Math.min(5, (ENVIRONMENT_CRITICALITY[environment] ?? 1) + (CRITICAL_ROLES.has(role) ? 1 : 0)) as AssetProfile['criticality'];
  const internetFacing = EDGE_ROLES.has(role) && (environment === 'prod' || environment === 'preprod');
  const key = `${criticality}|${internetFacing}`;
  let profile = profiles.get(key);
  if (profile === undefined) profiles.set(key, (profile = { criticality, criticalitySource: 'inventory', internetFacing, internetFacingSource: 'inventory' }));
  return profile;
}

/**
 * A risk scorer over the demo's own KEV entries and EPSS values (built in: the demo reads no file, so the refresh
 * answer reports them as not configured) with `settings`.
 */
export function demoRiskScorer(settings: RiskSettings = DEFAULT_RISK_SETTINGS): RiskScorer {
  const kev = new KevCatalog(
    Object.entries(DEMO_KEV).map(([cve, [added, due, ransomware]]) => [cve, added, due, ransomware ? 'Known' : 'Unknown'] as const),
    null,
    false,
  );
  const epss = new EpssScores(new Map(Object.entries(DEMO_EPSS).map(([cve, [value, percentile]]) => [cve, { epss: value, percentile }])), null, null, [], false);
  return new RiskScorer({ kev, epss, inventory: AssetInventory.empty(), settings });
}
