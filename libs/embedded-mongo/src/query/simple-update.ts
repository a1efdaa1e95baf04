/**
 * The fast path of operator updates: `$set`, `$unset` and `$inc` on plain field paths, applied without mingo.
 *
 * Why: mingo's `update()` builds its operator context anew for every call (copies of all operator tables, about
 * 0.25 ms), which dominated update-heavy workloads. The common updates of vmdash services touch a few named fields;
 * those are applied here, copy-on-write (only the documents along the changed paths are copied, the rest is shared
 * with the stored, never-mutated document).
 *
 * The fast path takes an update only where its result is exactly mingo's (operators/update/set.js, unset.js, inc.js,
 * with `walk(..., { buildGraph: true })` creating missing parents); everything else returns undefined and the caller
 * applies mingo, so errors and mingo's own behaviour in odd cases (null or array parents, non-numeric `$inc` targets,
 * conflicting paths, `_id`) stay mingo's:
 * - only the operators `$set`, `$unset`, `$inc` (after `$setOnInsert` was folded into `$set`, see update.ts);
 * - paths without `$`, without empty or all-digit segments (array positions) and without inherited Object
 *   properties (`__proto__`, `constructor`...), none equal to or a prefix of another, none on `_id`;
 * - every parent on the path is a plain document or missing (missing parents are created as `{}`, as mingo does);
 * - `$inc` by a JS number (not NaN) of a missing field or of a JS number (not NaN).
 * As in mingo, `$set` keeps the stored value when mingo's `isEqual` finds it equal to the new one, and `$unset` of a
 * missing field does nothing. `simple-update.spec.ts` compares every case with mingo on the same inputs.
 */
import type { Document } from 'bson';
import { isEqual } from 'mingo/util';
import { isPlainDocument } from './bson-values';
import { cloneValue } from './clone';
import { valueKey } from './value-key';

const SIMPLE_OPERATORS = new Set(['$set', '$unset', '$inc']);
const DIGITS = /^\d+$/;
/** Names a plain object inherits (`__proto__`, `constructor`, `toString`...): reading them finds no field. */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));
/** Checked paths (the same field names recur in every statement); emptied when it grows past PATH_CACHE_SIZE. */
const pathCache = new Map<string, readonly string[] | null>();
const PATH_CACHE_SIZE = 10_000;

/** The result of a fast-path update: the new document and whether any field differs from before. */
interface SimpleUpdateResult {
  readonly doc: Document;
  readonly changed: boolean;
}

interface Step {
  readonly op: string;
  readonly segments: readonly string[];
  readonly value: unknown;
}

const hasOwn = (doc: Document, key: string): boolean => Object.prototype.hasOwnProperty.call(doc, key);

function checkPath(path: string): readonly string[] | null {
  if (path.includes('$')) return null;
  const segments = path.split('.');
  for (const segment of segments) {
    if (segment.length === 0 || DIGITS.test(segment) || INHERITED.has(segment)) return null;
  }
  return segments[0] === '_id' ? null : segments;
}

/** The segments of a fast-path field path, or undefined when the path is left to mingo (see module doc). */
function simplePath(path: string): readonly string[] | undefined {
  let segments = pathCache.get(path);
  if (segments === undefined) {
    if (pathCache.size >= PATH_CACHE_SIZE) pathCache.clear();
    segments = checkPath(path);
    pathCache.set(path, segments);
  }
  return segments ?? undefined;
}

/** True when no path equals or is a prefix (at a segment boundary) of another. */
function prefixFree(paths: string[]): boolean {
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1] as string;
    const current = sorted[i] as string;
    if (current === previous || current.startsWith(`${previous}.`)) return false;
  }
  return true;
}

/** Parents of `segments` in `doc`: each must be a plain document or missing. Returns the leaf's container or undefined. */
function parentOf(doc: Document, segments: readonly string[]): { ok: boolean; container: Document | undefined } {
  let current: Document | undefined = doc;
  for (let i = 0; i < segments.length - 1; i++) {
    if (current === undefined) return { ok: true, container: undefined };
    const segment = segments[i] as string;
    if (!hasOwn(current, segment)) {
      current = undefined;
      continue;
    }
    const child: unknown = current[segment];
    if (!isPlainDocument(child)) return { ok: false, container: undefined };
    current = child;
  }
  return { ok: true, container: current };
}

function isIncrementable(value: unknown): boolean {
  return typeof value === 'number' && !Number.isNaN(value);
}

/** Checks the update against the document; the steps to apply, or undefined when mingo must apply it. */
function plan(doc: Document, modifier: Document): Step[] | undefined {
  const steps: Step[] = [];
  const paths: string[] = [];
  for (const [op, spec] of Object.entries(modifier)) {
    if (!SIMPLE_OPERATORS.has(op) || !isPlainDocument(spec)) return undefined;
    for (const [path, value] of Object.entries(spec)) {
      const segments = simplePath(path);
      if (!segments) return undefined;
      const { ok, container } = parentOf(doc, segments);
      if (!ok) return undefined;
      // mingo's isEqual(undefined, undefined) skips the write but keeps parents it created: left to mingo.
      if (op === '$set' && value === undefined) return undefined;
      if (op === '$inc') {
        if (!isIncrementable(value)) return undefined;
        const leaf = segments[segments.length - 1] as string;
        if (container && hasOwn(container, leaf) && !isIncrementable(container[leaf])) return undefined;
      }
      steps.push({ op, segments, value });
      paths.push(path);
    }
  }
  return prefixFree(paths) ? steps : undefined;
}

/**
 * Applies a `$set`/`$unset`/`$inc` update to `doc` without modifying it (see module doc), or returns undefined when the
 * update is outside the fast path and mingo must apply it.
 */
export function applySimpleUpdate(doc: Document, modifier: Document): SimpleUpdateResult | undefined {
  const steps = plan(doc, modifier);
  if (!steps) return undefined;
  const root: Document = { ...doc };
  // Documents created or copied by this update: they may be written; anything else is shared with `doc`.
  const own = new Set<Document>([root]);
  let changed = false;
  // Also a write that changes nothing by value (`$inc` by 0 turns -0 into 0, as in mingo) returns the new object.
  let wrote = false;

  const container = (segments: readonly string[], create: boolean): Document | undefined => {
    let current = root;
    for (let i = 0; i < segments.length - 1; i++) {
      const segment = segments[i] as string;
      if (!hasOwn(current, segment)) {
        if (!create) return undefined;
        const created: Document = {};
        current[segment] = created;
        own.add(created);
        current = created;
        continue;
      }
      let child = current[segment] as Document;
      if (!own.has(child)) {
        child = { ...child };
        current[segment] = child;
        own.add(child);
      }
      current = child;
    }
    return current;
  };

  for (const { op, segments, value } of steps) {
    const leaf = segments[segments.length - 1] as string;
    if (op === '$unset') {
      const target = container(segments, false);
      if (target && hasOwn(target, leaf)) {
        delete target[leaf];
        changed = true;
        wrote = true;
      }
      continue;
    }
    const target = container(segments, true) as Document;
    const present = hasOwn(target, leaf);
    const previous: unknown = target[leaf];
    if (op === '$set') {
      if (present && isEqual(previous, value)) continue;
      target[leaf] = cloneValue(value);
    } else {
      target[leaf] = ((previous as number | undefined) || 0) + (value as number);
    }
    wrote = true;
    if (!present || valueKey(previous) !== valueKey(target[leaf])) changed = true;
  }
  return { doc: wrote ? root : doc, changed };
}
