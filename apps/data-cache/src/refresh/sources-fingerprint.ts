import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { resolveSourceFiles } from '../importers/source-files';
import type { RiskSettings } from '../risk/risk-settings';

/**
 * Where a source's data comes from (data-cache config: ALPHA_SOURCES, BETA_SOURCES, ASSET_INVENTORY, KEV_CATALOG,
 * EPSS_SCORES) and how its findings are scored (RISK_*: docs/decisions/0027-risk-score-and-sla-policy.md).
 */
export interface SnapshotSourceConfig {
  /** Comma-separated file globs; undefined means the generated demo dataset (labelled synthetic). */
  globs?: string;
  inventoryFile?: string;
  kevFile?: string;
  epssFile?: string;
  riskSettings: RiskSettings;
  /** Size of the generated demo dataset (beta only; alpha's demo has a fixed size). */
  demo?: { hosts: number; findingsPerHost: number };
  /**
   * Weeks of history the generated demo has before its current scan (docs/decisions/0026-finding-lifecycle.md, "Demo
   * data with a past"); 0 or absent: none. Not part of the fingerprint: the history is imported once, into an empty
   * lifecycle, so a changed length changes nothing already served.
   */
  demoHistoryWeeks?: number;
  /** The clock the demo is dated by (default the system's). */
  now?: () => Date;
}

/** One file as the fingerprint sees it: absolute path, size in bytes and modification time (ms since the epoch), or missing. */
type FileStamp = [path: string, size: number, modifiedMs: number] | [path: string, 'missing'];

async function stampOf(file: string): Promise<FileStamp> {
  try {
    const { size, mtimeMs } = await stat(file);
    return [file, size, mtimeMs];
  } catch {
    return [file, 'missing'];
  }
}

/**
 * The fingerprint of what a snapshot of `source` configured as `config` would be built from now
 * (docs/decisions/0004-data-cache-snapshots.md, "Sources of a snapshot"): for configured exports the globs, every file
 * they match (name, size, modification time), the inventory, KEV and EPSS files (the same, or missing) and the risk
 * score's settings; for the demo dataset "synthetic" with the generator's and the risk score's settings. A SHA-256 hex
 * digest of that description, so two fingerprints are equal exactly when the descriptions are.
 * A stored snapshot is served at start only when its fingerprint equals the configured sources' one.
 * @throws SourceGlobError when a glob matches no file (as the refresh would).
 */
export async function sourcesFingerprint(source: 'alpha' | 'beta', config: SnapshotSourceConfig): Promise<string> {
  const description = config.globs
    ? {
        source,
        globs: config.globs,
        files: await Promise.all((await resolveSourceFiles(config.globs)).map(stampOf)),
        inventory: config.inventoryFile ? await stampOf(config.inventoryFile) : null,
        kev: config.kevFile ? await stampOf(config.kevFile) : null,
        epss: config.epssFile ? await stampOf(config.epssFile) : null,
        risk: config.riskSettings,
      }
    : { source, synthetic: true, demo: config.demo ?? null, risk: config.riskSettings };
  return createHash('sha256').update(JSON.stringify(description)).digest('hex');
}
