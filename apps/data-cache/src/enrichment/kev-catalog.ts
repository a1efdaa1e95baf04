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
      /** The remediation deadline of CISA BOD 22-01 (the compliance metric kev-overdue, docs/decisions/0014). */
      dueDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional()
        .catch(undefined),
      /** "Known" when the CVE is known to be used in ransomware campaigns, else "Unknown". */
      knownRansomwareCampaignUse: z.string().optional().catch(undefined),
    }),
  ),
});

/** CVE id -> KEV `dateAdded` and `dueDate` (YYYY-MM-DD), and whether it is known to be used by ransomware. */
export class KevCatalog {
  private readonly added: ReadonlyMap<string, string>;
  private readonly due: ReadonlyMap<string, string>;
  private readonly ransomware: ReadonlySet<string>;

  /**
   * @param entries [CVE id, dateAdded, dueDate?, knownRansomwareCampaignUse?] tuples; CVE ids are normalised to upper
   *   case, the earliest dates kept; ransomware use is "Known" (any case) or not.
   */
  constructor(
    entries: Iterable<readonly [string, string, (string | undefined)?, (string | undefined)?]>,
    readonly version: string | null = null,
    /** False for the empty catalog that stands in when KEV_CATALOG is not configured. */
    readonly configured = true,
  ) {
    const added = new Map<string, string>();
    const due = new Map<string, string>();
    const ransomware = new Set<string>();
    for (const [cve, date, dueDate, ransomwareUse] of entries) {
      const id = parseCveId(cve);
      if (id === null) continue;
      const known = added.get(id);
      if (known === undefined || date < known) added.set(id, date);
      const knownDue = due.get(id);
      if (dueDate !== undefined && (knownDue === undefined || dueDate < knownDue)) due.set(id, dueDate);
      if (ransomwareUse?.toLowerCase() === 'known') ransomware.add(id);
    }
    this.added = added;
    this.due = due;
    this.ransomware = ransomware;
  }

  /**
   * True when CISA's catalog says one of the CVEs is known to be used in ransomware campaigns
   * (`knownRansomwareCampaignUse` "Known"; a factor of the risk score, docs/decisions/0027-risk-score-and-sla-policy.md).
   */
  anyRansomware(cveIds: readonly string[]): boolean {
    return cveIds.some((cve) => this.ransomware.has(cve.toUpperCase()));
  }

  /** A catalog that lists nothing (when KEV_CATALOG is not configured): every finding has kev false. */
  static empty(): KevCatalog {
    return new KevCatalog([], null, false);
  }

  get size(): number {
    return this.added.size;
  }

  /** KEV dateAdded of the CVE, else null. */
  dateAdded(cveId: string): string | null {
    return this.added.get(cveId.toUpperCase()) ?? null;
  }

  /**
   * Earliest KEV `dueDate` (YYYY-MM-DD) among the CVEs, else null (none in the catalog, or the catalog gives no due
   * date for them). The deadline of the compliance metric kev-overdue (docs/decisions/0014).
   */
  earliestDueDate(cveIds: readonly string[]): string | null {
    let earliest: string | null = null;
    for (const cve of cveIds) {
      const date = this.due.get(cve.toUpperCase());
      if (date !== undefined && (earliest === null || date < earliest)) earliest = date;
    }
    return earliest;
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
 * Loads CISA's KEV catalog JSON (`vulnerabilities[].cveID`, `dateAdded`, `dueDate`, `knownRansomwareCampaignUse`;
 * other fields ignored).
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
    parsed.data.vulnerabilities.map((v) => [v.cveID, v.dateAdded, v.dueDate, v.knownRansomwareCampaignUse] as const),
    parsed.data.catalogVersion ?? null,
  );
}
