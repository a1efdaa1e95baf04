import type { StoredNote } from './note.repository';

/** A stored note as a WorkflowNote message (dashboard_workflows.proto). */
export function toNoteMessage(note: StoredNote) {
  return {
    id: note.id,
    text: note.text,
    author_id: note.author_id,
    author: note.author,
    created_at: note.created_at.toISOString(),
    ...(note.impersonated_by_id ? { impersonated_by: note.impersonated_by ?? note.impersonated_by_id, impersonated_by_id: note.impersonated_by_id } : {}),
  };
}
