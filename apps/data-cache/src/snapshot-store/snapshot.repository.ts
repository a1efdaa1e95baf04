import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { trusted, type Connection } from 'mongoose';
import type { AlphaSnapshot, BetaSnapshot, IdentityRegistry } from '../snapshot/snapshot.types';
import { snapshotModels, type SnapshotModels, type SnapshotPart } from './snapshot.models';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Records per stored chunk: about 1–5 MB of JSON before compression, far below MongoDB's 16 MB document limit. */
const RECORDS_PER_CHUNK = 5_000;

export type AnySnapshot = AlphaSnapshot | BetaSnapshot;

/**
 * Stores data-cache snapshots in MongoDB (docs/decisions/0004-data-cache-snapshots.md): records in gzip-compressed
 * chunks, a meta document that turns `complete` only after the last chunk, and a per-source head document naming the
 * active snapshot. A crash mid-save leaves a `building` snapshot nobody reads; `prune` removes it later.
 */
export class SnapshotRepository {
  private readonly models: SnapshotModels;

  constructor(connection: Connection) {
    this.models = snapshotModels(connection);
  }

  /** Creates the collections' indexes (call once at start). */
  async init(): Promise<void> {
    await Promise.all([this.models.meta.init(), this.models.chunk.init(), this.models.head.init()]);
  }

  /**
   * Writes a complete snapshot, its registry and the fingerprint of the sources it was built from
   * (refresh/sources-fingerprint.ts); returns its new id. Not yet active: call `activate`.
   * @throws the driver's error when MongoDB fails (the partial snapshot stays `building` and is never served).
   */
  async save(snapshot: AnySnapshot, registry: IdentityRegistry, sourcesFingerprint: string): Promise<string> {
    const snapshotId = randomUUID();
    const assets = snapshot.source === 'alpha' ? snapshot.assets : snapshot.hosts;
    await this.models.meta.create({
      _id: snapshotId,
      source: snapshot.source,
      status: 'building',
      synthetic: snapshot.synthetic,
      sources_fingerprint: sourcesFingerprint,
      created_at: new Date(),
      assets: assets.length,
      findings: snapshot.findings.length,
      skipped: snapshot.skipped.length,
      registry_next_host_id: registry.next_host_id,
      registry_next_finding_id: registry.next_finding_id,
    });
    await this.writePart(snapshotId, 'assets', assets);
    // Findings of a build share a few thousand risk factors objects (risk/risk-scorer.ts): each is stored once, and a
    // finding names it by index, which keeps the stored and the parsed JSON about half the size.
    const factors = new Map<unknown, number>();
    await this.writePart(
      snapshotId,
      'findings',
      (function* () {
        for (const finding of snapshot.findings) {
          let index = factors.get(finding.risk_factors);
          if (index === undefined) factors.set(finding.risk_factors, (index = factors.size));
          yield { ...finding, risk_factors: index };
        }
      })(),
    );
    await this.writePart(snapshotId, 'risk_factors', factors.keys());
    await this.writePart(snapshotId, 'skipped', snapshot.skipped);
    await this.writePart(snapshotId, 'registry_hosts', registry.hosts.entries());
    await this.writePart(
      snapshotId,
      'registry_findings',
      (function* () {
        for (const [key, identity] of registry.findings) yield [key, identity.id, identity.first_seen];
      })(),
    );
    await this.models.meta.updateOne({ _id: snapshotId }, { $set: { status: 'complete', completed_at: new Date() } });
    return snapshotId;
  }

  /** Makes `snapshotId` the one its source serves (a single-document upsert: atomic for every reader). */
  async activate(source: AnySnapshot['source'], snapshotId: string): Promise<void> {
    await this.models.head.updateOne({ _id: source }, { $set: { snapshot_id: snapshotId, activated_at: new Date() } }, { upsert: true });
  }

  /** The id of the snapshot the source serves, or null before the first refresh. */
  async activeSnapshotId(source: AnySnapshot['source']): Promise<string | null> {
    const head = await this.models.head.findById(source).lean();
    return head?.snapshot_id ?? null;
  }

  /**
   * Reads the records of a complete snapshot back.
   * @throws Error when the snapshot does not exist or is not complete.
   */
  async loadSnapshot(snapshotId: string): Promise<AnySnapshot> {
    const meta = await this.completeMeta(snapshotId);
    const [assets, findings, skipped] = await Promise.all([this.readPart(snapshotId, 'assets'), this.readPart(snapshotId, 'findings'), this.readPart(snapshotId, 'skipped')]);
    return meta.source === 'alpha'
      ? { source: 'alpha', assets: assets as AlphaSnapshot['assets'], findings: findings as AlphaSnapshot['findings'], skipped: skipped as AlphaSnapshot['skipped'], synthetic: meta.synthetic }
      : { source: 'beta', hosts: assets as BetaSnapshot['hosts'], findings: findings as BetaSnapshot['findings'], skipped: skipped as BetaSnapshot['skipped'], synthetic: meta.synthetic };
  }

  /**
   * Reads the identity registry stored with a snapshot (the input of the next refresh's build).
   * @throws Error when the snapshot does not exist or is not complete.
   */
  async loadRegistry(snapshotId: string): Promise<IdentityRegistry> {
    const meta = await this.completeMeta(snapshotId);
    const [hosts, findings] = await Promise.all([this.readPart(snapshotId, 'registry_hosts'), this.readPart(snapshotId, 'registry_findings')]);
    return {
      source: meta.source,
      next_host_id: meta.registry_next_host_id,
      next_finding_id: meta.registry_next_finding_id,
      hosts: new Map(hosts as [string, number][]),
      findings: new Map((findings as [string, number, string][]).map(([key, id, first_seen]) => [key, { id, first_seen }])),
    };
  }

  /**
   * The stored description of a complete snapshot: its source, whether it is synthetic, the fingerprint of its sources
   * and its record counts.
   * @throws Error when the snapshot does not exist or is not complete.
   */
  async completeMeta(snapshotId: string) {
    const meta = await this.models.meta.findById(snapshotId).lean();
    if (!meta || meta.status !== 'complete') throw new Error(`snapshot ${snapshotId} is missing or incomplete`);
    return meta;
  }

  /**
   * Deletes snapshots of `source` other than the active one and the `keep - 1` newest complete ones, and `building`
   * leftovers older than an hour (a crashed refresh). Returns how many snapshots were removed.
   */
  async prune(source: AnySnapshot['source'], keep = 2): Promise<number> {
    const active = await this.activeSnapshotId(source);
    const metas = await this.models.meta.find({ source }).sort({ created_at: -1 }).lean();
    const staleBuilding = Date.now() - 60 * 60 * 1000;
    const complete = metas.filter((m) => m.status === 'complete' && m._id !== active);
    const doomed = [...complete.slice(Math.max(0, keep - 1)), ...metas.filter((m) => m.status === 'building' && m.created_at.getTime() < staleBuilding)].map((m) => m._id);
    if (doomed.length === 0) return 0;
    // Operators built here, never from input: marked trusted, or libs/db's sanitizeFilter would turn them into values.
    await this.models.meta.deleteMany({ _id: trusted({ $in: doomed }) });
    await this.models.chunk.deleteMany({ snapshot_id: trusted({ $in: doomed }) });
    return doomed.length;
  }

  private async writePart(snapshotId: string, part: SnapshotPart, records: Iterable<unknown>): Promise<void> {
    let batch: unknown[] = [];
    let seq = 0;
    const flush = async () => {
      const data = await gzipAsync(Buffer.from(JSON.stringify(batch)), { level: 1 });
      await this.models.chunk.create({ snapshot_id: snapshotId, part, seq: seq++, data });
      batch = [];
    };
    for (const record of records) {
      batch.push(record);
      if (batch.length >= RECORDS_PER_CHUNK) await flush();
    }
    if (batch.length > 0 || seq === 0) await flush();
  }

  private async readPart(snapshotId: string, part: SnapshotPart): Promise<unknown[]> {
    const out: unknown[] = [];
    for await (const record of this.records(snapshotId, part)) out.push(record);
    return out;
  }

  /**
   * The records of one part of a snapshot, one at a time, in stored order. One chunk is read and decompressed at a
   * time and its text dropped once parsed, so a caller that keeps records in its own compact form (BetaReadModelBuilder)
   * never holds the decompressed text of the snapshot, nor its records as parsed objects, all at once. Findings come
   * with their risk factors (stored once each in the `risk_factors` part).
   */
  async *records(snapshotId: string, part: SnapshotPart): AsyncGenerator<unknown> {
    // A finding's risk factors come back from their table, one shared object each, as the build held them.
    const factors = part === 'findings' ? await this.readPart(snapshotId, 'risk_factors') : null;
    // Hydrated (not lean) documents: mongoose turns the BSON Binary into a Buffer. Two chunks per batch (each up to a
    // few MB decompressed): the driver's default batch would hold about a hundred of them.
    const cursor = this.models.chunk.find({ snapshot_id: snapshotId, part }).sort({ seq: 1 }).batchSize(2).cursor();
    for await (const chunk of cursor) {
      const records = JSON.parse((await gunzipAsync(chunk.data)).toString('utf8')) as { risk_factors?: unknown }[];
      if (factors) for (const record of records) record.risk_factors = factors[record.risk_factors as number];
      yield* records;
    }
  }
}
