import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import mongoose, { type Connection } from 'mongoose';
import type { JobResultFile } from './job.model';

/**
 * GridFS bucket of job results (collections job_results.files and job_results.chunks). A file's id is
 * `<job id>/<uuid>`, so the chunks of a file whose writer died before its files document was written are still found
 * by their job.
 */
const RESULT_BUCKET = 'job_results';

/** A string file id as GridFS takes it: the GridFS specification allows an id of any BSON type; the driver's typings name only ObjectId. */
function gridFsId(id: string): mongoose.mongo.ObjectId {
  return id as unknown as mongoose.mongo.ObjectId;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A result file being written: write the bytes to `stream`, end it, then await `done` for what was stored. */
export interface ResultFileWriter {
  stream: Writable;
  /** Resolves with the stored file (size in bytes, SHA-256 of the bytes) once `stream` ended; rejects when a write failed. */
  done: Promise<JobResultFile>;
  /** Stops writing and removes what was written so far (the job failed or was cancelled). */
  discard(): Promise<void>;
}

/** The result files of jobs, in GridFS on the service's database; each file carries its job's id. */
export interface JobResults {
  /** Opens a new file of job `jobId` named `name` with media type `type`. */
  create(jobId: string, name: string, type: string): ResultFileWriter;
  /** The bytes of a stored file, or those from `range.start` (inclusive) to `range.end` (exclusive), offsets in bytes. */
  open(fileId: string, range?: { start: number; end: number }): Readable;
  /** Deletes every file of job `jobId` (finished, partial or left by a worker that died); resolves with how many. */
  deleteOf(jobId: string): Promise<number>;
}

/** The job results on `connection`'s database. */
export function createJobResults(connection: Connection): JobResults {
  const bucket = () => {
    if (!connection.db) throw new Error('the jobs database is not connected');
    return new mongoose.mongo.GridFSBucket(connection.db, { bucketName: RESULT_BUCKET });
  };
  return {
    create(jobId, name, type) {
      const upload = bucket().openUploadStreamWithId(gridFsId(`${jobId}/${randomUUID()}`), name, { metadata: { job_id: jobId, content_type: type } });
      const hash = createHash('sha256');
      let size = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      tap.pipe(upload);
      tap.once('error', (error) => upload.destroy(error));
      const done = finished(upload).then(() => ({ file_id: String(upload.id), name, type, size, sha256: hash.digest('hex') }));
      done.catch(() => undefined);
      return {
        stream: tap,
        done,
        async discard() {
          // An ended file is let finish (then deleted with its job's files); an open one is aborted, its chunks removed.
          if (tap.writableEnded) {
            await done.catch(() => undefined);
            return;
          }
          tap.unpipe(upload);
          tap.destroy();
          if (!upload.writableFinished) await upload.abort().catch(() => undefined);
        },
      };
    },
    open(fileId, range) {
      return bucket().openDownloadStream(gridFsId(fileId), range ? { start: range.start, end: range.end } : {});
    },
    async deleteOf(jobId) {
      if (!connection.db) throw new Error('the jobs database is not connected');
      const ofJob = new RegExp(`^${escapeRegExp(jobId)}/`);
      const files = await connection.db.collection(`${RESULT_BUCKET}.files`).deleteMany({ _id: { $regex: ofJob } as never });
      await connection.db.collection(`${RESULT_BUCKET}.chunks`).deleteMany({ files_id: { $regex: ofJob } });
      return files.deletedCount;
    },
  };
}
