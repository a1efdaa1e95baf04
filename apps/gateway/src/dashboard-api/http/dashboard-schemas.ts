import { USER_GROUPS } from '@vmdash/domain';
import type { DashboardUser__Output, UserRecord__Output } from '@vmdash/proto';
import { z } from '../../openapi/zod';

/** Body of every error answer: `{"error": "<text>"}` (interface spec, Errors). */
export const ErrorBody = z.object({ error: z.string() }).openapi('Error');

/** Body of a 403 by the permission guard (interface spec: "403 adds required and current"). */
export const PermissionErrorBody = z
  .object({
    error: z.literal('Insufficient permissions'),
    required: z.array(z.enum(USER_GROUPS)).openapi({ description: 'Groups that may call the route' }),
    current: z.string().openapi({ description: "The caller's group (the impersonated user's while impersonating)" }),
  })
  .openapi('PermissionError');

/** Body of a plain success answer: `{"message": "<text>"}`. */
export const MessageBody = z.object({ message: z.string() }).openapi('Message');

/** The user of login and me answers (interface spec, "Dashboard records": id, username, email, group). */
export const UserBody = z
  .object({
    id: z.string().openapi({ description: 'User id (UUID)' }),
    username: z.string(),
    email: z.string(),
    group: z.enum(USER_GROUPS),
  })
  .openapi('User');

/**
 * The `impersonated_by` field beside a stored author: the username of the Admin who made the record while impersonating
 * `author` (the internal token's `act`, RFC 8693 section 4.1), or null when the author acted themselves. `made` says
 * what the Admin did ("created", "submitted", "changed").
 */
export function impersonatedByField(made: string, author: string) {
  return z
    .string()
    .nullable()
    .openapi({ description: `Username of the Admin who ${made} it while impersonating ${author} (RFC 8693 act), or null` });
}

/** JSON of a user for login and me. */
export function toUserJson(user: DashboardUser__Output | UserRecord__Output): z.output<typeof UserBody> {
  return { id: user.id, username: user.username, email: user.email, group: user.group as z.output<typeof UserBody>['group'] };
}

/**
 * A message field the dashboard always sets in an answer (a proto3 message field reads as null when unset).
 * @throws Error when it is missing (a broken contract, answered as the route's 500)
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`the dashboard answered success without ${what}`);
  return value;
}
