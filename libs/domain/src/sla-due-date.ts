import { LRUCache } from 'lru-cache';
import { ASSET_CRITICALITIES, SLA_LEVELS, type SlaLevel, type SlaPolicyBasis } from './risk';

/**
 * The SLA rule of a policy version (docs/decisions/0027-risk-score-and-sla-policy.md, "SLA policy"): what a finding's
 * level is read from, days per level for each asset tier (criticality 1 to 5, in order), and the KEV cap. One rule for
 * the compliance items (dashboard) and the SLA analytics over time (data-cache).
 */
export interface SlaRule {
  basis: SlaPolicyBasis;
  tiers: readonly { critical: number; high: number; medium: number }[];
  kev_cap: boolean;
}

/**
 * The SLA level of a finding under `policy`: its severity or its risk rating, when that is critical, high or medium;
 * null for the levels no SLA metric judges.
 */
export function slaLevelOf(policy: Pick<SlaRule, 'basis'>, finding: { severity: string; risk_rating: string | null }): SlaLevel | null {
  const level = policy.basis === 'risk_rating' ? finding.risk_rating : finding.severity;
  return (SLA_LEVELS as readonly (string | null)[]).includes(level) ? (level as SlaLevel) : null;
}

/**
 * The days `policy` gives a finding of `level` on an asset of `criticality` (1-5; anything else, e.g. a host data-cache
 * scored no finding of, takes the tier of the nearest criticality).
 */
export function slaDaysOf(policy: Pick<SlaRule, 'tiers'>, level: SlaLevel, criticality: number): number {
  const tier = Math.min(ASSET_CRITICALITIES.length, Math.max(1, Math.round(criticality)));
  return policy.tiers[tier - 1][level];
}

/**
 * Days already added (`YYYY-MM-DD:days` -> YYYY-MM-DD): a compliance recompute asks for every finding's due date, and
 * an estate's findings share a few thousand first-seen days and a dozen SLA day counts, while a Date parsed and
 * written per finding was a fifth of the dashboard's recompute at 2,000,000 findings (docs/benchmarks.md, "Dashboard
 * reads at 2,000,000 findings"). Bounded: the least recently used day goes first.
 */
const addedDays = new LRUCache<string, string>({ max: 20_000 });

/** `date` (YYYY-MM-DD, or an ISO 8601 timestamp whose UTC day counts) plus `days`, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const from = date.slice(0, 10);
  const key = `${from}:${days}`;
  let added = addedDays.get(key);
  if (added === undefined) {
    const day = new Date(`${from}T00:00:00.000Z`);
    day.setUTCDate(day.getUTCDate() + days);
    added = day.toISOString().slice(0, 10);
    addedDays.set(key, added);
  }
  return added;
}

/**
 * The SLA due date (YYYY-MM-DD) of a finding of `level` first seen at `firstSeen` (ISO 8601) on an asset of
 * `criticality`: first_seen's UTC day plus the policy's days, capped at the KEV due date (YYYY-MM-DD, or '' without
 * one) when the policy says so. The finding is past its SLA from the day after the due date.
 */
export function slaDueDate(policy: Pick<SlaRule, 'tiers' | 'kev_cap'>, level: SlaLevel, firstSeen: string, criticality: number, kevDueDate: string): string {
  const due = addDays(firstSeen, slaDaysOf(policy, level, criticality));
  return policy.kev_cap && kevDueDate !== '' && kevDueDate < due ? kevDueDate : due;
}
