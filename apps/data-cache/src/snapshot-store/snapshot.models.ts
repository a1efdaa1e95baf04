import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import { DATA_SOURCES } from '@vmdash/domain';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';

/**
 * The parts of a stored snapshot. `risk_factors` holds each distinct risk factors object of the findings once; a stored
 * finding names its factors by their index there (SnapshotRepository), as findings share them in memory.
 */
const SNAPSHOT_PARTS = ['assets', 'findings', 'risk_factors', 'skipped', 'registry_hosts', 'registry_findings'] as const;
export type SnapshotPart = (typeof SNAPSHOT_PARTS)[number];

/**
 * Stored description of one snapshot; `status` turns `complete` only after every chunk is written. `sources_fingerprint`:
 * what it was built from (refresh/sources-fingerprint.ts; null for snapshots stored before it was recorded, which
 * then match no configuration).
 */
const SnapshotMetaShape = z.object({
  _id: z.string(),
  source: z.enum(DATA_SOURCES),
  status: z.enum(['building', 'complete']),
  synthetic: z.boolean(),
  sources_fingerprint: z.string().nullable(),
  created_at: z.date(),
  completed_at: z.date().nullable(),
  assets: z.number(),
  findings: z.number(),
  skipped: z.number(),
  registry_next_host_id: z.number(),
  registry_next_finding_id: z.number(),
});

/** A gzip-compressed JSON array of records of one part of a snapshot (each chunk stays far below 16 MB). */
const SnapshotChunkShape = z.object({
  snapshot_id: z.string(),
  part: z.enum(SNAPSHOT_PARTS),
  seq: z.number(),
  data: z.instanceof(Buffer),
});

/** Which snapshot the source serves now; replaced in one single-document write, the switch every replica follows. */
const SnapshotHeadShape = z.object({
  _id: z.enum(DATA_SOURCES),
  snapshot_id: z.string(),
  activated_at: z.date(),
});

const metaSchema = mongooseSchemaOf(SnapshotMetaShape, { collection: 'snapshots', versionKey: false });
metaSchema.index({ source: 1, created_at: -1 });
const chunkSchema = mongooseSchemaOf(SnapshotChunkShape, { collection: 'snapshot_chunks', versionKey: false });
chunkSchema.index({ snapshot_id: 1, part: 1, seq: 1 }, { unique: true });
const headSchema = mongooseSchemaOf(SnapshotHeadShape, { collection: 'snapshot_heads', versionKey: false });

export interface SnapshotModels {
  meta: Model<z.output<typeof SnapshotMetaShape>>;
  chunk: Model<z.output<typeof SnapshotChunkShape>>;
  head: Model<z.output<typeof SnapshotHeadShape>>;
}

/** Registers the snapshot collections on the data-cache's own connection. */
export function snapshotModels(connection: Connection): SnapshotModels {
  return {
    meta: modelOn(connection, 'SnapshotMeta', metaSchema),
    chunk: modelOn(connection, 'SnapshotChunk', chunkSchema),
    head: modelOn(connection, 'SnapshotHead', headSchema),
  };
}
