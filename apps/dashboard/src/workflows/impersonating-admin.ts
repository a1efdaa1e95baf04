import { z } from 'zod';

/**
 * The stored fields that name the Admin behind an impersonation beside a record's author (notes, feedback, tickets,
 * false-positive submissions, risk-acceptance templates, compliance history): the Admin's username when the record was
 * written and user id (the internal token's `act`, RFC 8693 section 4.1), both null when the author acted themselves
 * and in records stored before they were kept (a missing nullable field reads as null, libs/db storedFieldsOf).
 */
export const ImpersonatingAdminShape = z.object({
  impersonated_by: z.string().nullable(),
  impersonated_by_id: z.string().nullable(),
});

/** The Admin behind an impersonation as a record stores it (see ImpersonatingAdminShape). */
export type ImpersonatingAdmin = z.output<typeof ImpersonatingAdminShape>;

/**
 * The stored fields of the Admin `actorId` (the caller's `act` subject; null or absent when nobody impersonates),
 * named by `usernameOf` (which answers the id itself for a user that is gone).
 */
export async function impersonatingAdminOf(actorId: string | null | undefined, usernameOf: (userId: string) => Promise<string>): Promise<ImpersonatingAdmin> {
  return actorId ? { impersonated_by: await usernameOf(actorId), impersonated_by_id: actorId } : { impersonated_by: null, impersonated_by_id: null };
}

/** The Admin of a stored record as its message carries it: `impersonated_by` (username) only when there is one. */
export function impersonatingAdminMessageOf(record: { impersonated_by: string | null; impersonated_by_id: string | null }): { impersonated_by?: string } {
  return record.impersonated_by_id ? { impersonated_by: record.impersonated_by ?? record.impersonated_by_id } : {};
}
