import { Cvss2, Cvss3P0, Cvss3P1, Cvss4P0 } from 'ae-cvss-calculator';
import type { CvssVersion } from '../snapshot/snapshot.types';

/** A CVSS vector read with FIRST's rules (ae-cvss-calculator): its version, base score and what it says of exploits. */
export interface ParsedCvssVector {
  version: CvssVersion;
  /** The vector as vmdash shows it: v3.x and v4.0 with their `CVSS:x.y/` prefix, v2 bare (`AV:N/AC:L/...`). */
  vector: string;
  /** Base score 0.0-10.0: CVSS-B for v4.0 (base metrics only), the base score for v3.x and v2. */
  base: number;
  /**
   * True when the vector's exploit maturity says exploit code exists: v4.0 E:A (attacked), v3.x E:F or E:H, v2 E:F or
   * E:H (FIRST's specifications of each version).
   */
  exploitMature: boolean;
}

const parsed = new Map<string, ParsedCvssVector | null>();
/** Distinct vectors kept (a snapshot has a few thousand; the cache is emptied when it grows past this). */
const CACHE_LIMIT = 50_000;

/**
 * Parses a CVSS v2, v3.0, v3.1 or v4.0 vector (importers/scan-values.ts normalizeCvssVector's form) and computes its base score with
 * ae-cvss-calculator. Null when the text is not a vector of one of these versions or lacks a base metric. Results are
 * cached by text: a snapshot of millions of findings has a few thousand distinct vectors.
 */
export function parseCvssVector(vector: string): ParsedCvssVector | null {
  let result = parsed.get(vector);
  if (result !== undefined) return result;
  result = parse(vector);
  if (parsed.size >= CACHE_LIMIT) parsed.clear();
  parsed.set(vector, result);
  return result;
}

function parse(vector: string): ParsedCvssVector | null {
  try {
    if (vector.startsWith('CVSS:4.0/')) {
      const cvss = new Cvss4P0(vector);
      if (!cvss.isBaseFullyDefined()) return null;
      const base = cvss.calculateScores().baseMetricsOnly;
      return base === undefined ? null : { version: '4.0', vector, base, exploitMature: metric(cvss, 'E') === 'A' };
    }
    const v3 = /^CVSS:3\.([01])\//.exec(vector);
    if (v3) {
      const cvss = v3[1] === '1' ? new Cvss3P1(vector) : new Cvss3P0(vector);
      if (!cvss.isBaseFullyDefined()) return null;
      const base = cvss.calculateScores().base;
      return base === undefined ? null : { version: v3[1] === '1' ? '3.1' : '3.0', vector, base, exploitMature: ['F', 'H'].includes(metric(cvss, 'E') ?? '') };
    }
    if (!/^AV:[LAN]\//.test(vector)) return null;
    const cvss = new Cvss2(vector);
    if (!cvss.isBaseFullyDefined()) return null;
    const base = cvss.calculateScores().base;
    return base === undefined ? null : { version: '2.0', vector, base, exploitMature: ['F', 'H'].includes(metric(cvss, 'E') ?? '') };
  } catch {
    return null;
  }
}

/** The short name of a metric's value in the vector (`E` -> `A`), or null when the vector does not set it. */
function metric(cvss: { getComponentByStringOpt(name: string): { shortName: string } | null }, name: string): string | null {
  return cvss.getComponentByStringOpt(name)?.shortName ?? null;
}
