import { randomUUID } from 'node:crypto';
import { storedFieldsOf } from '@vmdash/db';
import { trusted, type Model } from 'mongoose';
import { z } from 'zod';
import { NoteShape, type NoteDocument } from './note.model';

/** A note as the service sees it: `_id` as `id`, without the subject. */
const StoredNoteShape = NoteShape.omit({ _id: true, subject: true }).extend({ id: z.string() });

/** A note as the service sees it (a plain object). */
export type StoredNote = z.output<typeof StoredNoteShape>;

/** The subject key of a finding's notes. */
export function findingSubject(hostId: number, scannerId: string): string {
  return `finding:${hostId}:${scannerId}`;
}

/** The subject key of a queue item's remediation notes. */
export function queueItemSubject(id: string): string {
  return `queue_item:${id}`;
}

/** A note to store: its text and who wrote it (notes/note-author.ts). */
export type NewNote = Pick<NoteDocument, 'text' | 'author_id' | 'author' | 'impersonated_by' | 'impersonated_by_id'>;

/** Storage of finding and remediation notes. */
export interface NoteRepository {
  add(subject: string, note: NewNote, now: Date): Promise<StoredNote>;
  /** The subject's notes, oldest first. */
  list(subject: string): Promise<StoredNote[]>;
  /** How many notes each of `subjects` has (subjects without notes are absent). */
  countBySubject(subjects: readonly string[]): Promise<Map<string, number>>;
  /** Removes every note of `subjects`; how many. */
  removeSubjects(subjects: readonly string[]): Promise<number>;
}

/** The note repository over the `workflow_notes` collection. Filters hold only plain values. */
export function createNoteRepository(model: Model<NoteDocument>): NoteRepository {
  const toStored = (doc: NoteDocument) => storedFieldsOf(StoredNoteShape, { ...doc, id: doc._id });
  return {
    async add(subject, note, now) {
      const doc: NoteDocument = { _id: randomUUID(), subject, ...note, created_at: now };
      await model.create(doc);
      return toStored(doc);
    },
    async list(subject) {
      const docs = await model.find({ subject }).sort({ created_at: 1, _id: 1 }).lean<NoteDocument[]>();
      return docs.map(toStored);
    },
    async countBySubject(subjects) {
      if (subjects.length === 0) return new Map();
      const rows = await model.aggregate<{ _id: string; count: number }>([{ $match: { subject: { $in: [...subjects] } } }, { $group: { _id: '$subject', count: { $sum: 1 } } }]);
      return new Map(rows.map((row) => [row._id, row.count]));
    },
    async removeSubjects(subjects) {
      if (subjects.length === 0) return 0;
      return (await model.deleteMany({ subject: trusted({ $in: [...subjects] }) })).deletedCount;
    },
  };
}
