import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { parseCveId } from '../importers/scan-values';
import { SourceFileError } from '../importers/source.errors';

/**
 * The fields read from CISA's Known Exploited Vulnerabilities catalog JSON
 * (https://www.cisa.gov/known-exploited-vulnerabilities-catalog, schema kev/known_exploited_vulnerabilities_schema.json).
 */
const kevFileSchema = z.object({
  catalogVersion: z.string().optional(),
  vulnerabilities: z.array(
    z.object({
      cveID: z.string(),
      dateAdded: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateAdded must be YYYY-MM-DD'),
    }),
  ),
});

/** CVE id -> KEV `dateAdded` (YYYY-MM-DD). */
export class KevCatalog {
  private readonly added: ReadonlyMap<string, string>;

  /** @param entries [CVE id, dateAdded] pairs; CVE ids are normalised to upper case, the earliest date kept. */
  constructor(
    entries: Iterable<readonly [string, string]>,
    readonly version: string | null = null,
  ) {
    const added = new Map<string, string>();
    for (const [cve, date] of entries) {
      const id = parseCveId(cve);
      if (id === null) continue;
      const known = added.get(id);
      if (known === undefined || date < known) added.set(id, date);
    }
    this.added = added;
  }

  /** A catalog that lists nothing (when KEV_CATALOG is not configured): every finding has kev false. */
  static empty(): KevCatalog {
    return new KevCatalog([]);
  }

  get size(): number {
    return this.added.size;
  }

  /** KEV dateAdded of the CVE, else null. */
  dateAdded(cveId: string): string | null {
    return this.added.get(cveId.toUpperCase()) ?? null;
  }

  /** Earliest dateAdded among the CVEs (a Nessus plugin names several), else null when none is in the catalog. */
  earliestDateAdded(cveIds: readonly string[]): string | null {
    let earliest: string | null = null;
    for (const cve of cveIds) {
      const date = this.dateAdded(cve);
      if (date !== null && (earliest === null || date < earliest)) earliest = date;
    }
    return earliest;
  }
}

/**
 * Loads CISA's KEV catalog JSON (`vulnerabilities[].cveID`, `dateAdded`; other fields ignored).
 *
 * @throws SourceFileError when the file cannot be read, is not JSON, or does not have the catalog's shape.
 */
export async function loadKevCatalog(file: string): Promise<KevCatalog> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw new SourceFileError(file, `cannot read the KEV catalog: ${(err as Error).message}`);
  }
  const parsed = kevFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SourceFileError(file, `not a KEV catalog: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return new KevCatalog(
    parsed.data.vulnerabilities.map((v) => [v.cveID, v.dateAdded] as const),
    parsed.data.catalogVersion ?? null,
  );
}
