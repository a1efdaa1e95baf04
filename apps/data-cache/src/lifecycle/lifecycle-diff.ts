import { FINDING_STATUSES } from '@vmdash/domain';

/**
 * The pure part of the finding lifecycle (docs/decisions/0026-finding-lifecycle.md, "Diff"): which findings of a source
 * opened, reopened, were fixed or were seen again, computed on sorted typed arrays of finding ids (8 bytes an id), never
 * on objects, so comparing two 2,000,000-finding snapshots holds a few tens of MB.
 */

/** Lifecycle status of a finding (docs/decisions/0026-finding-lifecycle.md, "States"): libs/domain's list. */
export const LIFECYCLE_STATUSES = FINDING_STATUSES;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

/** Status codes of the stored state arrays: the index in LIFECYCLE_STATUSES. */
export const STATUS_CODE: Readonly<Record<LifecycleStatus, number>> = { open: 0, fixed: 1, reopened: 2 };

/** The findings of the new snapshot: ids and host ids, index for index with the snapshot's findings. */
export interface CurrentFindings {
  ids: Float64Array;
  hostIds: Float64Array;
}

/** What the lifecycle store knows of a source: one entry per finding ever seen, sorted by id ascending. */
export interface StoredStates {
  ids: Float64Array;
  hostIds: Float64Array;
  /** STATUS_CODE of each finding. */
  statuses: Uint8Array;
}

/** The outcome of one diff: indexes into the current findings (opened, reopened, seen) or into the stored states (fixed). */
export interface LifecycleDiff {
  /** Current findings never seen before. */
  opened: number[];
  /** Current findings that were fixed and are back. */
  reopened: number[];
  /** Current findings open (or reopened) before and still present. */
  seen: Uint32Array;
  /** Stored findings open before, absent now, on a host the new snapshot covered. */
  fixed: number[];
}

/** Indexes of `ids` in ascending order of id (ties keep snapshot order). */
export function sortedOrder(ids: Float64Array): Uint32Array {
  const order = new Uint32Array(ids.length);
  for (let i = 0; i < order.length; i += 1) order[i] = i;
  return order.sort((a, b) => ids[a] - ids[b] || a - b);
}

/**
 * Compares the findings of a new snapshot with the stored states of their source by merging both in id order.
 * A finding open before and absent now becomes fixed only when the new snapshot covers its host (`coveredHosts`): a host
 * left out of a scan is "not rescanned" and its findings stay open (the rule of DefectDojo's "close old findings").
 * A current id listed twice counts once.
 *
 * @param coveredHosts the host ids (alpha asset ids) of the new snapshot, sorted ascending
 */
export function diffLifecycle(current: CurrentFindings, stored: StoredStates, coveredHosts: Float64Array): LifecycleDiff {
  const order = sortedOrder(current.ids);
  const opened: number[] = [];
  const reopened: number[] = [];
  const fixed: number[] = [];
  const seen = new Uint32Array(order.length);
  let seenCount = 0;
  let s = 0;
  let previousId = Number.NaN;
  const fixedIfCovered = (index: number) => {
    if (stored.statuses[index] !== STATUS_CODE.fixed && contains(coveredHosts, stored.hostIds[index])) fixed.push(index);
  };
  for (const c of order) {
    const id = current.ids[c];
    if (id === previousId) continue;
    previousId = id;
    while (s < stored.ids.length && stored.ids[s] < id) fixedIfCovered(s++);
    if (s < stored.ids.length && stored.ids[s] === id) {
      if (stored.statuses[s] === STATUS_CODE.fixed) reopened.push(c);
      else seen[seenCount++] = c;
      s += 1;
    } else {
      opened.push(c);
    }
  }
  while (s < stored.ids.length) fixedIfCovered(s++);
  return { opened, reopened, fixed, seen: seen.subarray(0, seenCount) };
}

/** Binary search in an ascending array. */
function contains(sorted: Float64Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] === value) return true;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
