import { StringPool } from '../importers/string-pool';
import type { BetaFinding, BetaHost, BetaSnapshot } from '../snapshot/snapshot.types';
import { BetaFindingTemplate } from './beta-finding-template';
import { DateValues } from './date-values';
import { JsonBytesWriter } from './json-bytes';
import { pageOf, summarizeOwners, type OwnerSummary, type Page } from './owner-summary';

/** A host's risk (docs/decisions/0027-risk-score-and-sla-policy.md): the highest risk score of its findings and their sum. */
export interface HostRisk {
  highest: number;
  total: number;
}

/**
 * A run of findings encoded as Data API JSON records: the records separated by commas (no brackets), UTF-8, and their
 * count.
 */
export interface FindingsJson {
  records: Buffer;
  count: number;
}

const COMMA = 0x2c;

/** Findings of the table, in host order: the host of each run, and the plugin template, ids, dates and port of each. */
interface FindingColumns {
  /** Findings of host `hostIds[h]` are rows `start[h]` to `start[h + 1] - 1`. */
  hostIds: number[];
  start: Uint32Array;
  template: Uint32Array;
  findingId: Float64Array;
  /** DateValues numbers. */
  firstSeen: Float64Array;
  lastSeen: Float64Array;
  port: Int32Array;
}

/**
 * In-memory indexes over one beta snapshot, built once when the snapshot becomes active and then only read
 * (readers holding a model keep a consistent view while a refresh builds the next one). Lookups by host are O(1);
 * listings are in host_id order.
 *
 * Findings are kept compact (docs/benchmarks.md, "Gateway path"): what a finding shares with the other findings of its
 * plugin (title, texts, CVEs...) is one BetaFindingTemplate, and each finding is a row of typed columns (template,
 * active_host_findings_id, dates as numbers (DateValues), port), grouped by host: about 30 bytes a finding
 * instead of an object of 17 fields. A host's findings are written as Data API JSON bytes from the templates'
 * pre-encoded pieces, the numbers and the dates (JsonBytesWriter: no string per record or date, one copy out of a
 * scratch buffer); records are made only for the RPCs that answer typed messages.
 */
export class BetaReadModel {
  private readonly hostsById = new Map<number, BetaHost>();
  private readonly owners: OwnerSummary[];
  /** Row range of a host_id in the columns: index into `columns.hostIds`. */
  private readonly runOf = new Map<number, number>();
  /** Highest and total risk score of each run's findings, computed once per snapshot. */
  private readonly runRisk: { highest: Uint16Array; total: Float64Array };
  /** Scratch of findingsJsonOf (synchronous, so one per model is enough; streams of batches get their own). */
  private readonly writer = new JsonBytesWriter();

  /** Use `BetaReadModel.of(snapshotId, snapshot)` or a BetaReadModelBuilder. */
  constructor(
    readonly snapshotId: string,
    readonly synthetic: boolean,
    private readonly hosts: BetaHost[],
    private readonly templates: BetaFindingTemplate[],
    private readonly dates: DateValues,
    private readonly columns: FindingColumns,
  ) {
    for (const host of hosts) this.hostsById.set(host.host_id, host);
    columns.hostIds.forEach((hostId, run) => this.runOf.set(hostId, run));
    this.owners = summarizeOwners(hosts);
    const runs = columns.hostIds.length;
    this.runRisk = { highest: new Uint16Array(runs), total: new Float64Array(runs) };
    for (let run = 0; run < runs; run++) {
      for (let row = columns.start[run]; row < columns.start[run + 1]; row++) {
        const score = templates[columns.template[row]].fields.risk_score;
        if (score > this.runRisk.highest[run]) this.runRisk.highest[run] = score;
        this.runRisk.total[run] += score;
      }
    }
  }

  /** The host's risk: the highest and the sum of its findings' risk scores (0 and 0 for a host without findings). */
  hostRisk(hostId: number): HostRisk {
    const run = this.runOf.get(hostId);
    return run === undefined ? { highest: 0, total: 0 } : { highest: this.runRisk.highest[run], total: this.runRisk.total[run] };
  }

  /** The read model of a snapshot held in memory (after a refresh built it). */
  static of(snapshotId: string, snapshot: BetaSnapshot): BetaReadModel {
    const builder = new BetaReadModelBuilder(snapshot.findings.length);
    for (const host of snapshot.hosts) builder.addHost(host);
    for (const finding of snapshot.findings) builder.addFinding(finding);
    return builder.build(snapshotId, snapshot.synthetic);
  }

  get hostCount(): number {
    return this.hosts.length;
  }

  /** How many active findings the snapshot holds (at least the rows forEachRow visits: those of its hosts). */
  get findingCount(): number {
    return this.columns.start[this.columns.hostIds.length];
  }

  listOwners(): OwnerSummary[] {
    return this.owners;
  }

  /** Every host, or the hosts of `owners` when that list is not empty. */
  *hostsOf(owners: readonly string[]): Generator<BetaHost> {
    const wanted = owners.length > 0 ? new Set(owners) : null;
    for (const host of this.hosts) if (!wanted || wanted.has(host.owner)) yield host;
  }

  page(page: number, pageSize: number): Page<BetaHost> {
    return pageOf(this.hosts, page, pageSize);
  }

  host(hostId: number): BetaHost | undefined {
    return this.hostsById.get(hostId);
  }

  /** Active findings of a host as JSON records (none for a host without findings, undefined for an unknown host). */
  findingsJsonOf(hostId: number): FindingsJson | undefined {
    if (!this.hostsById.has(hostId)) return undefined;
    const run = this.runOf.get(hostId);
    if (run === undefined) return { records: Buffer.alloc(0), count: 0 };
    const { start } = this.columns;
    const out = this.writer;
    for (let row = start[run]; row < start[run + 1]; row++) {
      if (row !== start[run]) out.char(COMMA);
      this.writeRow(out, row, hostId);
    }
    return { records: out.take(), count: start[run + 1] - start[run] };
  }

  /**
   * Active findings of the known hosts among `hostIds`, in that order, as JSON records in batches of about
   * `batchBytes` bytes (a host's findings may span batches; a batch never starts empty).
   */
  *findingsJsonBatches(hostIds: Iterable<number>, batchBytes: number): Generator<FindingsJson> {
    const { start } = this.columns;
    const out = new JsonBytesWriter(batchBytes + 16 * 1024);
    let count = 0;
    for (const hostId of hostIds) {
      const run = this.hostsById.has(hostId) ? this.runOf.get(hostId) : undefined;
      if (run === undefined) continue;
      for (let row = start[run]; row < start[run + 1]; row++) {
        if (count > 0) out.char(COMMA);
        this.writeRow(out, row, hostId);
        count += 1;
        if (out.length >= batchBytes) {
          yield { records: out.take(), count };
          count = 0;
        }
      }
    }
    if (count > 0) yield { records: out.take(), count };
  }

  /**
   * Every active finding with its host and the host's risk in host_id order, or those of host `hostId` only (the
   * dashboard's findings query).
   */
  *findingsWithHosts(hostId?: number): Generator<{ host: BetaHost; finding: BetaFinding; hostRisk: HostRisk }> {
    const hosts = hostId === undefined ? this.hosts : [this.hostsById.get(hostId)].filter((host) => host !== undefined);
    for (const host of hosts) {
      const hostRisk = this.hostRisk(host.host_id);
      for (const finding of this.recordsOf(host.host_id, () => true)) yield { host, finding, hostRisk };
    }
  }

  /**
   * Every active finding in findingsWithHosts' order, decoding no record (the findings list's index reads them,
   * docs/decisions/0031-dashboard-reads-at-scale.md): its host, its position among the host's findings
   * (findingAt), its plugin template, active_host_findings_id and first_seen as a DateValues number (firstSeenOf).
   * `hosts` limits the walk to the hosts at positions [from, to) of that order (0 to hostCount: all), so a caller can
   * walk in slices.
   */
  forEachRow(
    visit: (host: BetaHost, ordinal: number, template: BetaFindingTemplate, findingId: number, firstSeen: number) => void,
    hosts: { from: number; to: number } = { from: 0, to: this.hosts.length },
  ): void {
    const { start, template, findingId, firstSeen } = this.columns;
    for (let position = hosts.from; position < Math.min(hosts.to, this.hosts.length); position++) {
      const host = this.hosts[position];
      const run = this.runOf.get(host.host_id);
      if (run === undefined) continue;
      for (let row = start[run]; row < start[run + 1]; row++) visit(host, row - start[run], this.templates[template[row]], findingId[row], firstSeen[row]);
    }
  }

  /** The first_seen of a forEachRow number (null for none). */
  firstSeenOf(value: number): string | null {
    return this.dates.decode(value);
  }

  /** The `ordinal`-th active finding of a host (findingsOfHost(hostId)[ordinal], making no other record). */
  findingAt(hostId: number, ordinal: number): BetaFinding | undefined {
    const run = this.runOf.get(hostId);
    if (run === undefined || ordinal >= this.columns.start[run + 1] - this.columns.start[run]) return undefined;
    const row = this.columns.start[run] + ordinal;
    const { template, findingId, firstSeen, lastSeen, port } = this.columns;
    return this.templates[template[row]].record({
      host_id: hostId,
      active_host_findings_id: findingId[row],
      first_seen: this.dates.decode(firstSeen[row]),
      last_seen: this.dates.decode(lastSeen[row]),
      port: port[row],
    });
  }

  /**
   * True when the host has an active finding with every id `ref` gives (scanner_id, active_host_findings_id); a ref
   * with neither names no finding and is false. A scan of the host's rows (hundreds at most), decoding none.
   */
  hasFinding(hostId: number, ref: { scanner_id?: string | null; active_host_findings_id?: number | null }): boolean {
    const scannerId = ref.scanner_id ?? undefined;
    const activeId = ref.active_host_findings_id ?? undefined;
    if (scannerId === undefined && activeId === undefined) return false;
    const run = this.runOf.get(hostId);
    if (run === undefined) return false;
    const { start, template, findingId } = this.columns;
    for (let row = start[run]; row < start[run + 1]; row++) {
      if ((scannerId === undefined || this.templates[template[row]].fields.scanner_id === scannerId) && (activeId === undefined || findingId[row] === activeId)) return true;
    }
    return false;
  }

  /** Every active finding of one host as records (none for an unknown host or one without findings). */
  findingsOfHost(hostId: number): BetaFinding[] {
    return this.recordsOf(hostId, () => true);
  }

  /** Findings of one host and plugin (one per port and protocol). */
  findingsOfScanner(hostId: number, scannerId: string): BetaFinding[] {
    return this.recordsOf(hostId, (template) => template.fields.scanner_id === scannerId);
  }

  private recordsOf(hostId: number, wanted: (template: BetaFindingTemplate) => boolean): BetaFinding[] {
    const run = this.runOf.get(hostId);
    if (run === undefined) return [];
    const { start, template, findingId, firstSeen, lastSeen, port } = this.columns;
    const records: BetaFinding[] = [];
    for (let row = start[run]; row < start[run + 1]; row++) {
      const plugin = this.templates[template[row]];
      if (!wanted(plugin)) continue;
      records.push(
        plugin.record({ host_id: hostId, active_host_findings_id: findingId[row], first_seen: this.dates.decode(firstSeen[row]), last_seen: this.dates.decode(lastSeen[row]), port: port[row] }),
      );
    }
    return records;
  }

  private writeRow(out: JsonBytesWriter, row: number, hostId: number): void {
    const { template, findingId, firstSeen, lastSeen, port } = this.columns;
    this.templates[template[row]].write(out, this.dates, hostId, findingId[row], firstSeen[row], lastSeen[row], port[row]);
  }
}

/** A typed column that grows as rows are added. */
class Column<A extends Uint32Array | Float64Array | Int32Array> {
  length = 0;
  constructor(
    public values: A,
    private readonly make: (size: number) => A,
  ) {}

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = this.make(Math.max(1024, this.values.length * 2));
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/**
 * Builds a BetaReadModel from hosts and findings given one at a time (as a snapshot is read from its stored chunks), so
 * loading never holds every finding as an object: each finding becomes a row as it arrives. Findings keep their order
 * within a host.
 */
export class BetaReadModelBuilder {
  private readonly hosts: BetaHost[] = [];
  private readonly pool = new StringPool();
  private readonly templates: BetaFindingTemplate[] = [];
  /** Templates by plugin and risk score: a plugin has a template per host risk profile, and most profiles score apart. */
  private readonly templatesOfPlugin = new Map<string, number[]>();
  private readonly dates = new DateValues();
  private readonly runOfHost = new Map<number, number>();
  private readonly runHostIds: number[] = [];
  private readonly run: Column<Uint32Array>;
  private readonly template: Column<Uint32Array>;
  private readonly findingId: Column<Float64Array>;
  private readonly firstSeen: Column<Float64Array>;
  private readonly lastSeen: Column<Float64Array>;
  private readonly port: Column<Int32Array>;

  /** @param expectedFindings how many findings will come (the columns grow past it when more do) */
  constructor(expectedFindings = 0) {
    const u32 = (n: number) => new Uint32Array(n);
    this.run = new Column(u32(expectedFindings), u32);
    this.template = new Column(u32(expectedFindings), u32);
    this.findingId = new Column(new Float64Array(expectedFindings), (n) => new Float64Array(n));
    const f64 = (n: number) => new Float64Array(n);
    this.firstSeen = new Column(f64(expectedFindings), f64);
    this.lastSeen = new Column(f64(expectedFindings), f64);
    this.port = new Column(new Int32Array(expectedFindings), (n) => new Int32Array(n));
  }

  addHost(host: BetaHost): void {
    this.hosts.push(host);
  }

  addFinding(finding: BetaFinding): void {
    let run = this.runOfHost.get(finding.host_id);
    if (run === undefined) {
      run = this.runHostIds.push(finding.host_id) - 1;
      this.runOfHost.set(finding.host_id, run);
    }
    this.run.push(run);
    this.template.push(this.templateOf(finding));
    this.findingId.push(finding.active_host_findings_id);
    this.firstSeen.push(this.dates.encode(finding.first_seen));
    this.lastSeen.push(this.dates.encode(finding.last_seen));
    this.port.push(finding.port);
  }

  /** The model; the builder must not be used afterwards. */
  build(snapshotId: string, synthetic: boolean): BetaReadModel {
    // Rows grouped by host (counting sort by run, stable), runs in the order hosts were first seen.
    const rows = this.run.length;
    const runs = this.runHostIds.length;
    const start = new Uint32Array(runs + 1);
    for (let row = 0; row < rows; row++) start[this.run.values[row] + 1]++;
    for (let run = 0; run < runs; run++) start[run + 1] += start[run];
    const next = start.slice(0, runs);
    const order = new Uint32Array(rows);
    for (let row = 0; row < rows; row++) order[next[this.run.values[row]]++] = row;
    const permute = <A extends Uint32Array | Float64Array | Int32Array>(column: Column<A>): A => {
      const out = column.values.slice(0, rows) as A;
      for (let i = 0; i < rows; i++) out[i] = column.values[order[i]];
      return out;
    };
    const hosts = [...this.hosts].sort((a, b) => a.host_id - b.host_id);
    return new BetaReadModel(snapshotId, synthetic, hosts, this.templates, this.dates, {
      hostIds: this.runHostIds,
      start,
      template: permute(this.template),
      findingId: permute(this.findingId),
      firstSeen: permute(this.firstSeen),
      lastSeen: permute(this.lastSeen),
      port: permute(this.port),
    });
  }

  private templateOf(finding: BetaFinding): number {
    const key = `${finding.scanner_id}|${finding.risk_score}`;
    let candidates = this.templatesOfPlugin.get(key);
    if (!candidates) this.templatesOfPlugin.set(key, (candidates = []));
    for (const index of candidates) if (this.templates[index].matches(finding)) return index;
    const pool = this.pool;
    const template = new BetaFindingTemplate({
      scanner_id: pool.intern(finding.scanner_id),
      title: pool.intern(finding.title),
      severity: finding.severity,
      cvss: finding.cvss,
      cve_ids: pool.internList(finding.cve_ids),
      kev: finding.kev,
      kev_date_added: pool.internOrNull(finding.kev_date_added),
      protocol: pool.intern(finding.protocol),
      service: pool.internOrNull(finding.service),
      plugin_family: pool.internOrNull(finding.plugin_family),
      description: pool.internOrNull(finding.description),
      solution: pool.internOrNull(finding.solution),
      risk_score: finding.risk_score,
      risk_rating: finding.risk_rating,
      risk_factors: finding.risk_factors,
    });
    candidates.push(this.templates.push(template) - 1);
    return candidates[candidates.length - 1];
  }
}
