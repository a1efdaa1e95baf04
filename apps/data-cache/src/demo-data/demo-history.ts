import { DemoRandom } from './demo-random';

/**
 * The demo's past (docs/decisions/0026-finding-lifecycle.md, "Demo data with a past"): weekly scans of the demo fleet
 * before the current one, in which findings appear, get fixed and a few come back, so that the remediation analytics
 * have a history to show on a fresh demo start. Weeks are counted back from the current scan (week 0).
 *
 * Each host has finding slots: the first `perHost` are the findings of the current scan (the demo as it is without a
 * history), the next `extraSlotsOf(perHost)` findings that were fixed during the history. Every slot draws its
 * presence from a random stream of its own, so the current scan's findings and their order are those of the demo
 * without a history.
 */

/** The weeks a demo finding is reported in: from week `from` down to week `until`, except the weeks of `gap`. */
export interface DemoPresence {
  from: number;
  until: number;
  /** Weeks `[first, last]` (first >= last) in which it was fixed, before it was reported again (reopened); or null. */
  gap: readonly [number, number] | null;
}

/** Shares of the current scan's findings: reported since the first week of the history, or new during it; the rest were fixed once and reopened. */
const BASELINE_SHARE = 0.7;
const OPENED_SHARE = 0.2;
/** Share of the findings fixed during the history that were reported since its first week. */
const FIXED_BASELINE_SHARE = 0.6;
/** Longest time a reopened finding was fixed, weeks. */
const LONGEST_GAP_WEEKS = 3;
/** Seed offset of the history's random streams (distinct from the hosts' and findings' streams). */
const HISTORY_STREAM = 0x68e31da4;

/** A finding of the current scan without a history. */
const CURRENT_ONLY: DemoPresence = Object.freeze({ from: 0, until: 0, gap: null });

/** How many findings of a host were fixed during a history: half as many as it has now, rounded up. */
export function extraSlotsOf(perHost: number): number {
  return Math.ceil(perHost / 2);
}

/** Whether a finding of `presence` is reported by the scan `week` weeks back. */
export function reportedIn(presence: DemoPresence, week: number): boolean {
  if (week > presence.from || week < presence.until) return false;
  return presence.gap === null || week > presence.gap[0] || week < presence.gap[1];
}

/**
 * The presence of every finding slot of the `index`-th host (0-based) over a history of `weeks` weeks: `perHost`
 * findings of the current scan, then (with a history) `extraSlotsOf(perHost)` findings fixed during it. Deterministic
 * for the seed, host and history length.
 */
export function demoPresences(seed: number, index: number, perHost: number, weeks: number): DemoPresence[] {
  if (weeks === 0) return new Array<DemoPresence>(perHost).fill(CURRENT_ONLY);
  const rng = new DemoRandom(seed ^ HISTORY_STREAM, index);
  const presences: DemoPresence[] = [];
  for (let slot = 0; slot < perHost; slot += 1) presences.push(currentPresence(rng, weeks));
  for (let slot = 0; slot < extraSlotsOf(perHost); slot += 1) presences.push(fixedPresence(rng, weeks));
  return presences;
}

/** A finding of the current scan: reported since the first week, new in a later one, or fixed for a while and reopened. */
function currentPresence(rng: DemoRandom, weeks: number): DemoPresence {
  const draw = rng.next();
  if (draw < BASELINE_SHARE) return { from: weeks, until: 0, gap: null };
  if (draw < BASELINE_SHARE + OPENED_SHARE) return { from: rng.int(weeks), until: 0, gap: null };
  // Fixed in a week of [2, weeks - 1] for 1..3 weeks, reported again at the latest in week 1.
  if (weeks < 3) return { from: weeks, until: 0, gap: null };
  const first = 2 + rng.int(weeks - 2);
  const length = 1 + rng.int(Math.min(LONGEST_GAP_WEEKS, first - 1));
  return { from: weeks, until: 0, gap: [first, first - length + 1] };
}

/** A finding fixed during the history: reported from the first week or a later one, for at least one week, absent now. */
function fixedPresence(rng: DemoRandom, weeks: number): DemoPresence {
  const from = rng.next() < FIXED_BASELINE_SHARE ? weeks : 1 + rng.int(weeks);
  return { from, until: 1 + rng.int(from), gap: null };
}

/**
 * A finding's first sighting: the scan of the week it first appeared in (`firstScan`), or for a finding reported since
 * the history's first week `drawn` (a random earlier date) but no later than that week's scan.
 */
export function demoFirstSeenOf(presence: DemoPresence, weeks: number, drawn: string, firstScan: string): string {
  return presence.from < weeks || firstScan < drawn ? firstScan : drawn;
}
