import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/** The steps of a refresh, in order (docs/decisions/0028-jobs.md, Refresh progress). */
export const REFRESH_PHASES = ['reading_sources', 'scoring', 'storing', 'updating_lifecycle', 'activating', 'done'] as const;

/** One step of a refresh (see REFRESH_PHASES). */
export type RefreshPhase = (typeof REFRESH_PHASES)[number];

/**
 * The last refresh of one source as every replica sees it (collection `refresh_progress`, one document per source):
 * running with its phase and counts so far (source files read of those found, hosts merged, findings), or finished
 * (`succeeded` with the snapshot it activated, `failed` with the reason). The replica that runs the refresh writes it;
 * any replica answers GET /cache/refresh-status from it.
 */
export const RefreshProgressShape = z.object({
  source: z.enum(['alpha', 'beta']),
  state: z.enum(['running', 'succeeded', 'failed']),
  phase: z.enum(REFRESH_PHASES),
  files_read: z.number(),
  files_total: z.number(),
  hosts: z.number(),
  findings: z.number(),
  started_at: z.date(),
  updated_at: z.date(),
  finished_at: z.date().nullable(),
  snapshot_id: z.string().nullable(),
  error: z.string().nullable(),
});

/** A source's refresh progress as stored (see RefreshProgressShape). */
export type RefreshProgressRecord = z.output<typeof RefreshProgressShape>;

const progressSchema = mongooseSchemaOf(RefreshProgressShape, { collection: 'refresh_progress', versionKey: false, autoIndex: false, strict: 'throw' });
progressSchema.index({ source: 1 }, { unique: true, name: 'source_unique' });

/** Storage of the refresh progress of both sources. */
export class RefreshProgressStore {
  private readonly model: Model<RefreshProgressRecord>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'RefreshProgress', progressSchema);
  }

  /** Creates the collection's index (call once at start). */
  async init(): Promise<void> {
    await this.model.createIndexes();
  }

  /** Replaces the source's record with `record` (one per source: the last refresh). */
  async save(record: RefreshProgressRecord): Promise<void> {
    await this.model.replaceOne({ source: record.source }, record, { upsert: true });
  }

  /** The last refresh of each source that ever refreshed (no record: none since the database was made). */
  async all(): Promise<RefreshProgressRecord[]> {
    const docs = await this.model.find({}, { _id: 0 }).lean<RefreshProgressRecord[]>();
    return docs.map((doc) => RefreshProgressShape.parse(doc));
  }
}
