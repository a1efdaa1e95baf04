import { impersonatingAdminOf } from '../workflows/impersonating-admin';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import type { NewNote } from './note.repository';

/**
 * Who wrote a note, as it is stored: the acting user (the impersonated one while an Admin impersonates) by id and
 * username, and the Admin behind an impersonation (workflows/impersonating-admin.ts).
 */
export async function noteAuthorOf(caller: WorkflowCaller, usernameOf: (userId: string) => Promise<string>): Promise<Omit<NewNote, 'text'>> {
  return { author_id: caller.userId, author: await usernameOf(caller.userId), ...(await impersonatingAdminOf(caller.actorId, usernameOf)) };
}
