import type { WorkflowCaller } from '../workflows/workflow-caller';
import type { NewNote } from './note.repository';

/**
 * Who wrote a note, as it is stored: the acting user (the impersonated one while an Admin impersonates) by id and
 * username, and the Admin behind an impersonation by username and id (the internal token's `act`, RFC 8693 section
 * 4.1), null when the user wrote it themselves.
 */
export async function noteAuthorOf(caller: WorkflowCaller, usernameOf: (userId: string) => Promise<string>): Promise<Omit<NewNote, 'text'>> {
  return {
    author_id: caller.userId,
    author: await usernameOf(caller.userId),
    impersonated_by: caller.actorId ? await usernameOf(caller.actorId) : null,
    impersonated_by_id: caller.actorId,
  };
}
