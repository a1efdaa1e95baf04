import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { createInterface } from 'node:readline';
import { parseCveId } from '../importers/scan-values';
import { SourceFileError } from '../importers/source.errors';
import type { SkippedRecord } from '../snapshot/snapshot.types';

/** One CVE's EPSS score: the probability of exploitation activity in the next 30 days (0-1) and its percentile (0-1). */
export interface EpssScore {
  epss: number;
  /** Null when the file has no percentile column. */
  percentile: number | null;
}

/** The highest EPSS score among a finding's CVEs, with its CVE. */
export interface HighestEpss extends EpssScore {
  cve_id: string;
}

/**
 * FIRST's Exploit Prediction Scoring System scores of one day (https://www.first.org/epss/data_stats): CVE id ->
 * probability and percentile, with the model version and score date of the file's first line.
 */
export class EpssScores {
  /**
   * @param scores CVE id (upper case) -> score
   * @param skipped lines left out while loading (reported with the snapshot's skipped records)
   */
  constructor(
    private readonly scores: ReadonlyMap<string, EpssScore>,
    readonly modelVersion: string | null = null,
    readonly scoreDate: string | null = null,
    readonly skipped: readonly SkippedRecord[] = [],
    /** False for the empty scores that stand in when EPSS_SCORES is not configured. */
    readonly configured = true,
  ) {}

  /** Scores of nothing (when EPSS_SCORES is not configured): every finding's EPSS factor is empty. */
  static empty(): EpssScores {
    return new EpssScores(new Map(), null, null, [], false);
  }

  get size(): number {
    return this.scores.size;
  }

  /**
   * The highest-probability score among `cveIds` (ties: the first CVE), null when none has a score. A finding with
   * several CVEs takes the highest (docs/decisions/0027-risk-score-and-sla-policy.md, "Inputs").
   */
  highest(cveIds: readonly string[]): HighestEpss | null {
    let best: HighestEpss | null = null;
    for (const cve of cveIds) {
      const score = this.scores.get(cve.toUpperCase());
      if (score !== undefined && (best === null || score.epss > best.epss)) best = { cve_id: cve.toUpperCase(), ...score };
    }
    return best;
  }
}

/** gzip's magic number (RFC 1952, 2.3.1). */
const GZIP_MAGIC = [0x1f, 0x8b];

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

/** `#model_version:v2025.03.14,score_date:2025-08-25T00:00:00+0000` as its two values (each null when absent). */
function metadataOf(cells: readonly string[]): { modelVersion: string | null; scoreDate: string | null } {
  const values = new Map<string, string>();
  for (const cell of cells) {
    const text = cell.replace(/^#/, '');
    const colon = text.indexOf(':');
    if (colon > 0) values.set(text.slice(0, colon).trim(), text.slice(colon + 1).trim());
  }
  return { modelVersion: values.get('model_version') || null, scoreDate: values.get('score_date') || null };
}

/** A probability or percentile cell: a number from 0 to 1, else null. */
function unitValue(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

/**
 * Loads FIRST's daily EPSS file (EPSS_SCORES): the published CSV, gzipped (`epss_scores-YYYY-MM-DD.csv.gz`, told by
 * gzip's magic number) or not, whose first line is `#model_version:<version>,score_date:<time>` (optional here), then
 * the header `cve,epss,percentile` (any column order; percentile may be absent), then one line per CVE. A line
 * without a valid CVE id, or with a probability or percentile outside 0..1, is left out and reported (a skipped
 * record naming its line); the rest of the file still loads. A CVE listed twice keeps its first line.
 *
 * The lines are split at commas rather than read with csv-parse: FIRST writes the file by machine, without quotes or
 * embedded commas, and csv-parse took 10 to 19 s for its 280,000 lines on the shared 2-core machine against under a
 * second for this (docs/benchmarks.md, "Risk score"). A quoted cell makes a bad line.
 *
 * @throws SourceFileError when the file cannot be opened or decompressed, or has no `cve` and `epss` columns.
 */
export async function loadEpssScores(file: string): Promise<EpssScores> {
  let gzip: boolean;
  try {
    gzip = await isGzip(file);
  } catch (err) {
    throw new SourceFileError(file, `cannot read the EPSS scores: ${(err as Error).message}`);
  }
  const scores = new Map<string, EpssScore>();
  const skipped: SkippedRecord[] = [];
  let metadata: { modelVersion: string | null; scoreDate: string | null } = { modelVersion: null, scoreDate: null };
  let columns: { cve: number; epss: number; percentile: number } | null = null;
  const source = createReadStream(file);
  const bytes: Readable = gzip ? source.pipe(createGunzip()) : source;
  // pipe() does not forward errors: a broken gzip stream must end the iteration with its error.
  if (bytes !== source) source.on('error', (err) => bytes.destroy(err));
  const lines = createInterface({ input: bytes, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const text of lines) {
      line += 1;
      const trimmed = (line === 1 ? text.replace(/^\uFEFF/, '') : text).trim();
      if (trimmed === '') continue;
      const record = trimmed.split(',').map((cell) => cell.trim());
      if (columns === null) {
        if (record[0].startsWith('#')) {
          metadata = metadataOf(record);
          continue;
        }
        const names = record.map((name) => name.toLowerCase());
        columns = { cve: names.indexOf('cve'), epss: names.indexOf('epss'), percentile: names.indexOf('percentile') };
        if (columns.cve < 0 || columns.epss < 0) throw new SourceFileError(file, `EPSS scores lack the column(s) cve and epss (header: ${trimmed.slice(0, 80) || 'none'})`, line);
        continue;
      }
      const subject = `EPSS line ${line} (${JSON.stringify(trimmed.slice(0, 60))})`;
      const cve = parseCveId(record[columns.cve]);
      const epss = unitValue(record[columns.epss]);
      const percentile = columns.percentile < 0 ? null : unitValue(record[columns.percentile]);
      if (cve === null) skipped.push({ file, subject, reason: 'EPSS line without a valid CVE id' });
      else if (epss === null || (columns.percentile >= 0 && percentile === null)) skipped.push({ file, subject, reason: 'EPSS line with a probability or percentile outside 0..1' });
      else if (!scores.has(cve)) scores.set(cve, { epss, percentile });
    }
  } catch (err) {
    if (err instanceof SourceFileError) throw err;
    throw new SourceFileError(file, `cannot read the EPSS scores: ${(err as Error).message}`, line === 0 ? null : line);
  } finally {
    lines.close();
  }
  if (columns === null) throw new SourceFileError(file, 'EPSS scores have no header line (expected cve,epss,percentile)');
  return new EpssScores(scores, metadata.modelVersion, metadata.scoreDate, skipped);
}
