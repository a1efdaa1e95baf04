import { Schema, type Connection, type Model } from 'mongoose';

/** Stored description of one snapshot; `status` turns `complete` only after every chunk is written. */
export interface SnapshotMetaDoc {
  _id: string;
  source: 'alpha' | 'beta';
  status: 'building' | 'complete';
  synthetic: boolean;
  created_at: Date;
  completed_at: Date | null;
  assets: number;
  findings: number;
  skipped: number;
  registry_next_host_id: number;
  registry_next_finding_id: number;
}

/** A gzip-compressed JSON array of records of one part of a snapshot (each chunk stays far below 16 MB). */
export interface SnapshotChunkDoc {
  snapshot_id: string;
  part: SnapshotPart;
  seq: number;
  data: Buffer;
}

/** Which snapshot the source serves now; replaced in one single-document write, the switch every replica follows. */
export interface SnapshotHeadDoc {
  _id: 'alpha' | 'beta';
  snapshot_id: string;
  activated_at: Date;
}

export const SNAPSHOT_PARTS = ['assets', 'findings', 'skipped', 'registry_hosts', 'registry_findings'] as const;
export type SnapshotPart = (typeof SNAPSHOT_PARTS)[number];

export interface SnapshotModels {
  meta: Model<SnapshotMetaDoc>;
  chunk: Model<SnapshotChunkDoc>;
  head: Model<SnapshotHeadDoc>;
}

/** Registers the snapshot collections on the data-cache's own connection. */
export function snapshotModels(connection: Connection): SnapshotModels {
  const meta = new Schema<SnapshotMetaDoc>(
    {
      _id: String,
      source: { type: String, enum: ['alpha', 'beta'], required: true },
      status: { type: String, enum: ['building', 'complete'], required: true },
      synthetic: Boolean,
      created_at: { type: Date, required: true },
      completed_at: { type: Date, default: null },
      assets: Number,
      findings: Number,
      skipped: Number,
      registry_next_host_id: Number,
      registry_next_finding_id: Number,
    },
    { collection: 'snapshots', versionKey: false },
  );
  meta.index({ source: 1, created_at: -1 });
  const chunk = new Schema<SnapshotChunkDoc>(
    {
      snapshot_id: { type: String, required: true },
      part: { type: String, enum: SNAPSHOT_PARTS, required: true },
      seq: { type: Number, required: true },
      data: { type: Buffer, required: true },
    },
    { collection: 'snapshot_chunks', versionKey: false },
  );
  chunk.index({ snapshot_id: 1, part: 1, seq: 1 }, { unique: true });
  const head = new Schema<SnapshotHeadDoc>(
    { _id: String, snapshot_id: { type: String, required: true }, activated_at: { type: Date, required: true } },
    { collection: 'snapshot_heads', versionKey: false },
  );
  return {
    meta: connection.models.SnapshotMeta ?? connection.model('SnapshotMeta', meta),
    chunk: connection.models.SnapshotChunk ?? connection.model('SnapshotChunk', chunk),
    head: connection.models.SnapshotHead ?? connection.model('SnapshotHead', head),
  };
}
