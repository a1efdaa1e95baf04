import { createReadStream } from 'node:fs';
import { ASSET_CRITICALITIES, UNASSIGNED_OWNER, type AssetCriticality } from '@vmdash/domain';
import { parse } from 'csv-parse';
import type { HostIdentityFields } from '../importers/observations';
import { nonEmpty, parseIpAddress } from '../importers/scan-values';
import { SourceFileError } from '../importers/source.errors';
import type { SkippedRecord } from '../snapshot/snapshot.types';

/** One usable row of the asset inventory CSV. */
export interface InventoryEntry {
  hostname: string | null;
  ip_address: string | null;
  owner: string;
  bu_team: string | null;
  environment: string | null;
  /** Business criticality 1 (low) to 5 (business critical); null when the cell is empty or invalid. */
  criticality: AssetCriticality | null;
  /** Whether the asset is reachable from the internet; null when the cell is empty or invalid. */
  internet_facing: boolean | null;
  /** 1-based line of the row in the CSV (for messages). */
  line: number;
}

/** Owner and business-unit team given to an asset. */
export interface OwnerAssignment {
  owner: string;
  bu_team: string | null;
}

/** What an asset gets when no inventory row matches it (issue "Data API": unmatched assets get owner `unassigned`). */
const UNASSIGNED: Readonly<OwnerAssignment> = Object.freeze({ owner: UNASSIGNED_OWNER, bu_team: null });

/** Columns the inventory CSV must have (bu_team and environment may be absent or empty). */
const INVENTORY_REQUIRED_COLUMNS = ['hostname', 'ip_address', 'owner'] as const;

/**
 * The asset inventory: maps an asset to its owner and business-unit team. Matching (first hit wins): the asset's IP
 * address against `ip_address`, then its FQDN, then its hostname against `hostname`, names compared
 * case-insensitively. When two rows claim the same address or name, the first row wins.
 */
export class AssetInventory {
  private readonly byIp = new Map<string, InventoryEntry>();
  private readonly byName = new Map<string, InventoryEntry>();
  /** Number of usable rows. */
  readonly size: number;

  /**
   * @param entries rows in file order
   * @param skipped rows left out while loading (reported with the snapshot's skipped records)
   */
  constructor(
    entries: readonly InventoryEntry[],
    readonly skipped: readonly SkippedRecord[] = [],
    /** False for the empty inventory that stands in when ASSET_INVENTORY is not configured. */
    readonly configured = true,
  ) {
    for (const entry of entries) {
      if (entry.ip_address !== null && !this.byIp.has(entry.ip_address)) this.byIp.set(entry.ip_address, entry);
      const name = entry.hostname?.toLowerCase();
      if (name !== undefined && !this.byName.has(name)) this.byName.set(name, entry);
    }
    this.size = entries.length;
  }

  /** An inventory that matches nothing (when ASSET_INVENTORY is not configured): every asset is unassigned. */
  static empty(): AssetInventory {
    return new AssetInventory([], [], false);
  }

  /** The row matching the host (IP, then FQDN, then hostname), else null. */
  match(host: HostIdentityFields): InventoryEntry | null {
    if (host.ip_address !== null) {
      const byIp = this.byIp.get(host.ip_address);
      if (byIp !== undefined) return byIp;
    }
    for (const name of [host.fqdn, host.hostname]) {
      const entry = name === null ? undefined : this.byName.get(name.toLowerCase());
      if (entry !== undefined) return entry;
    }
    return null;
  }

  /** Owner and bu_team of the host; `unassigned` and null when no row matches. */
  ownerOf(host: HostIdentityFields): OwnerAssignment {
    const entry = this.match(host);
    return entry === null ? UNASSIGNED : { owner: entry.owner, bu_team: entry.bu_team };
  }
}

/** A criticality cell: an integer 1 to 5, else null. */
function criticalityOf(text: string | null): AssetCriticality | null {
  const value = text === null ? NaN : Number(text);
  return (ASSET_CRITICALITIES as readonly number[]).includes(value) ? (value as AssetCriticality) : null;
}

/** An internet_facing cell: true/false, yes/no or 1/0 (any case), else null. */
function internetFacingOf(text: string | null): boolean | null {
  const word = text?.toLowerCase();
  if (word === 'true' || word === 'yes' || word === '1') return true;
  if (word === 'false' || word === 'no' || word === '0') return false;
  return null;
}

/**
 * Loads the asset inventory CSV (header row `hostname,ip_address,owner,bu_team,environment,criticality,internet_facing`,
 * any column order, RFC 4180 quoting, UTF-8 with or without BOM), streaming it with csv-parse. Rows without an owner,
 * or with neither a hostname nor a valid IP address, are skipped with a reason; an invalid IP keeps the row for
 * hostname matching. `criticality` (1-5) and `internet_facing` (true/false) are optional columns: an empty cell, or
 * an invalid one (reported), leaves the asset to the risk score's defaults (docs/decisions/0027-risk-score-and-sla-policy.md).
 *
 * @throws SourceFileError when the file cannot be read, is not valid CSV, or lacks a required column.
 */
export async function loadAssetInventory(file: string): Promise<AssetInventory> {
  const entries: InventoryEntry[] = [];
  const skipped: SkippedRecord[] = [];
  const header: { columns: string[] | null } = { columns: null };
  const parser = parse({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    columns: (names: string[]) => {
      header.columns = names.map((n) => n.trim().toLowerCase());
      return header.columns;
    },
  });
  const source = createReadStream(file);
  // pipe() does not forward errors: a missing file must end the parser's iteration with the error, not crash.
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);
  try {
    for await (const item of parser as AsyncIterable<{ info: { lines: number }; record: Record<string, string | undefined> }>) {
      const { record, info } = item;
      const subject = `inventory line ${info.lines}`;
      const rawIp = nonEmpty(record.ip_address);
      const ip = parseIpAddress(rawIp);
      const hostname = nonEmpty(record.hostname);
      const owner = nonEmpty(record.owner);
      if (owner === null) {
        skipped.push({ file, subject, reason: 'row without an owner' });
        continue;
      }
      if (ip === null && hostname === null) {
        skipped.push({ file, subject, reason: rawIp === null ? 'row without hostname or ip_address' : `invalid IP address "${rawIp}" and no hostname` });
        continue;
      }
      if (rawIp !== null && ip === null) skipped.push({ file, subject, reason: `invalid IP address "${rawIp}"; row matched by hostname only` });
      const rawCriticality = nonEmpty(record.criticality);
      const criticality = criticalityOf(rawCriticality);
      if (rawCriticality !== null && criticality === null) skipped.push({ file, subject, reason: 'invalid criticality (not 1 to 5); the default criticality applies' });
      const rawExposure = nonEmpty(record.internet_facing);
      const internetFacing = internetFacingOf(rawExposure);
      if (rawExposure !== null && internetFacing === null) skipped.push({ file, subject, reason: 'invalid internet_facing (not true or false); the default exposure applies' });
      entries.push({
        hostname,
        ip_address: ip,
        owner,
        bu_team: nonEmpty(record.bu_team),
        environment: nonEmpty(record.environment),
        criticality,
        internet_facing: internetFacing,
        line: info.lines,
      });
    }
  } catch (err) {
    const line = (err as { lines?: unknown }).lines;
    throw new SourceFileError(file, `cannot read the asset inventory: ${(err as Error).message}`, typeof line === 'number' ? line : null);
  }
  const missing = INVENTORY_REQUIRED_COLUMNS.filter((c) => !(header.columns ?? []).includes(c));
  if (missing.length > 0) {
    throw new SourceFileError(file, `asset inventory lacks the column(s) ${missing.join(', ')} (header: ${(header.columns ?? []).join(',') || 'none'})`, 1);
  }
  return new AssetInventory(entries, skipped);
}
