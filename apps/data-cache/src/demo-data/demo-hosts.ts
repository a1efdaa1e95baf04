import type { BetaHost } from '../snapshot/snapshot.types';
import { DEMO_ENVIRONMENTS, DEMO_OWNERS, DEMO_ROLES } from './demo-catalog';
import { DemoRandom } from './demo-random';

/**
 * The demo data's "today" when none is given (tests and benchmarks): fixed, so that the dataset does not depend on the
 * clock. The data-cache gives the day it builds the demo (demo-history.ts), so that its scans are recent.
 */
export const DEMO_REFERENCE_TIME = Date.UTC(2025, 5, 30);

const DAY_SECONDS = 86_400;
/** One week, ms: the demo's scans run weekly. */
export const DEMO_WEEK_MS = 7 * DAY_SECONDS * 1000;

/** Host fields shared by the alpha and beta demos (one fleet, scanned by both sources). */
type DemoHostBasics = Omit<BetaHost, 'host_id' | 'last_seen'> & { last_seen: string };

/**
 * The `index`-th demo host (0-based) for `seed`: hostname "<role>-<env>-<nnnnn>", FQDN under `corp.example`
 * (RFC 2606 reserved), a unique address in 10.0.0.0/8, owner and team from the inventory's vocabulary, an OS fitting
 * the role, last_seen within the 30 days before `today` (ms since the epoch).
 */
export function demoHostBasics(index: number, seed: number, today = DEMO_REFERENCE_TIME): DemoHostBasics {
  const rng = new DemoRandom(seed, index);
  const role = rng.pick(DEMO_ROLES);
  const environment = rng.pick(DEMO_ENVIRONMENTS);
  const owner = rng.pick(DEMO_OWNERS);
  const hostname = `${role.role}-${environment}-${String(index + 1).padStart(5, '0')}`;
  return {
    hostname,
    fqdn: `${hostname}.corp.example`,
    ip_address: demoIpAddress(index),
    owner: owner.owner,
    bu_team: owner.bu_team,
    os: rng.pick(role.os),
    // Whole seconds, as scanners report them (a Nessus export of the demo round-trips exactly).
    last_seen: new Date(today - rng.int(30 * DAY_SECONDS) * 1000).toISOString(),
  };
}

/** A first_seen up to `maxDays` days before `lastSeen` (ISO dates). */
export function demoFirstSeen(lastSeen: string, rng: DemoRandom, maxDays = 400): string {
  return new Date(Date.parse(lastSeen) - rng.int(maxDays * DAY_SECONDS) * 1000).toISOString();
}

/** The scan time of a host `week` weeks before its scan at `lastSeen` (ISO dates; the demo's scans run weekly). */
export function demoScanTimeOfWeek(lastSeen: string, week: number): string {
  if (week === 0) return lastSeen;
  return new Date(Date.parse(lastSeen) - week * DEMO_WEEK_MS).toISOString();
}

/** 10.a.b.c with c in 1..254: unique for the first 16.6 million indexes. */
function demoIpAddress(index: number): string {
  const c = (index % 254) + 1;
  const b = Math.floor(index / 254) % 256;
  const a = Math.floor(index / (254 * 256)) % 256;
  return `10.${a}.${b}.${c}`;
}
