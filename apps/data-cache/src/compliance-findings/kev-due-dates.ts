import { stat } from 'node:fs/promises';
import { KevCatalog, loadKevCatalog } from '../enrichment/kev-catalog';

/** The KEV catalog whose due dates the compliance findings carry. */
export type KevDueDates = () => Promise<KevCatalog>;

/**
 * The configured KEV catalog (KEV_CATALOG), read once and again whenever the file's modification time changes, so a
 * catalog update applies without a restart (as a refresh re-reads it for the kev flags). Without a file: an empty
 * catalog (no finding has a due date). A file that cannot be read keeps the last catalog read.
 * Snapshots keep only `kev_date_added`; the due dates are read here rather than stored in every snapshot
 * (docs/decisions/0014-compliance-items.md, "KEV due dates").
 * @throws SourceFileError when the first read fails (the file missing or malformed)
 */
export function kevDueDatesOf(file: string | undefined): KevDueDates {
  let cached: { mtimeMs: number; catalog: KevCatalog } | undefined;
  return async () => {
    if (!file) return KevCatalog.empty();
    const mtimeMs = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (cached && (mtimeMs === undefined || mtimeMs === cached.mtimeMs)) return cached.catalog;
    try {
      cached = { mtimeMs: mtimeMs ?? 0, catalog: await loadKevCatalog(file) };
    } catch (error) {
      if (!cached) throw error;
    }
    return cached.catalog;
  };
}
