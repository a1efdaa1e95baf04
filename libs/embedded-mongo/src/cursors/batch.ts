/**
 * Cutting result batches the way MongoDB does: at most `maxCount` documents and about 16 MiB of BSON per batch
 * (a batch stops once it reached 16 MiB; it always holds at least one document so a cursor always progresses).
 */
import { calculateObjectSize, type Document } from 'bson';

/** MongoDB's default number of documents in a first batch. */
export const DEFAULT_FIRST_BATCH_SIZE = 101;
/** MongoDB's batch byte limit (16 MiB). */
const MAX_BATCH_BYTES = 16 * 1024 * 1024;

/** The documents of the batch starting at `start` (at most `maxCount`, undefined: no count limit). */
export function takeBatch(docs: readonly Document[], start: number, maxCount: number | undefined, maxBytes = MAX_BATCH_BYTES): Document[] {
  const batch: Document[] = [];
  let bytes = 0;
  for (let i = start; i < docs.length; i++) {
    if (maxCount !== undefined && batch.length >= maxCount) break;
    const doc = docs[i] as Document;
    const size = calculateObjectSize(doc);
    if (batch.length > 0 && bytes + size > maxBytes) break;
    batch.push(doc);
    bytes += size;
  }
  return batch;
}
