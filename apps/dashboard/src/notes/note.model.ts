import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { z } from 'zod';
import { ImpersonatingAdminShape } from '../workflows/impersonating-admin';

/**
 * A stored note (docs/decisions/0011): a finding note (`subject` "finding:<host_id>:<scanner_id>", at most 255 characters) or a
 * remediation note of a Remediate queue item (`subject` "queue_item:<id>", at most 5000; interface spec, Limits).
 * `_id` is a UUID; `author` is the username when the note was written; `impersonated_by` (and its id) the Admin who
 * wrote it while impersonating the author, null otherwise (and in notes stored before it was kept).
 */
export const NoteShape = z.object({
  _id: z.string(),
  subject: z.string(),
  text: z.string(),
  author_id: z.string(),
  author: z.string(),
  ...ImpersonatingAdminShape.shape,
  created_at: z.date(),
});

/** A note document as stored (see NoteShape). */
export type NoteDocument = z.output<typeof NoteShape>;

const noteSchema = mongooseSchemaOf(NoteShape, { collection: 'workflow_notes', versionKey: false, autoIndex: false, strict: 'throw' });

// A subject's notes in the order they were written; counts per subject.
noteSchema.index({ subject: 1, created_at: 1, _id: 1 }, { name: 'by_subject_time' });

/** The note model on the service's connection. */
export function noteModelOf(connection: Connection): Model<NoteDocument> {
  return modelOn(connection, 'WorkflowNote', noteSchema);
}
