import {
  characterCount,
  EMAIL_PATTERN,
  isReservedTeamName,
  MAX_BETA_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TEAM_NAME_LENGTH,
  MAX_TEAMS,
  MAX_USER_ID_LENGTH,
  MIN_PASSWORD_LENGTH,
  USER_GROUPS,
  USERNAME_PATTERN,
} from '@vmdash/domain';
import type { UserRecord__Output } from '@vmdash/proto';
import { z } from '../../openapi/zod';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';

const required = CHOSEN_TEXTS.userFieldsRequired;
const teams = z
  .array(
    z
      .string({ error: CHOSEN_TEXTS.invalidTeams })
      .min(1, CHOSEN_TEXTS.invalidTeams)
      .max(MAX_TEAM_NAME_LENGTH, CHOSEN_TEXTS.invalidTeams)
      .refine((name) => !isReservedTeamName(name), CHOSEN_TEXTS.reservedTeamName),
    { error: CHOSEN_TEXTS.invalidTeams },
  )
  .max(MAX_TEAMS, CHOSEN_TEXTS.invalidTeams)
  .openapi({ description: 'Business-unit teams the user is scoped to' });
const password = (missing: string) =>
  z
    .string({ error: missing })
    .refine((value) => characterCount(value) >= MIN_PASSWORD_LENGTH, CHOSEN_TEXTS.passwordTooShort)
    .refine((value) => characterCount(value) <= MAX_PASSWORD_LENGTH, CHOSEN_TEXTS.passwordTooLong)
    .openapi({ format: 'password', minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH });
const group = (missing: string) => z.enum(USER_GROUPS, { error: (issue) => (issue.input === undefined ? missing : CHOSEN_TEXTS.invalidGroup) });
const betaName = z.string({ error: CHOSEN_TEXTS.invalidBetaName }).max(MAX_BETA_NAME_LENGTH, CHOSEN_TEXTS.invalidBetaName);

/**
 * Body of POST /api/users (issue "Dashboard sign-in": username, email, password, group, bu_teams). Strict: unknown keys
 * are refused (400 "Unknown field: <name>"). Usernames are unique case-insensitively (409 "Username already exists").
 */
export const CreateUserRequest = z
  .strictObject(
    {
      username: z.string({ error: required }).regex(USERNAME_PATTERN, CHOSEN_TEXTS.invalidUsername).openapi({ description: '3-64 of A-Z a-z 0-9 . _ @ -; unique, compared case-insensitively' }),
      email: z.string({ error: required }).max(MAX_EMAIL_LENGTH, CHOSEN_TEXTS.invalidEmail).regex(EMAIL_PATTERN, CHOSEN_TEXTS.invalidEmail).openapi({ format: 'email' }),
      password: password(required),
      group: group(required),
      bu_teams: teams.default([]),
      beta_first_name: betaName.optional(),
      beta_last_name: betaName.optional(),
    },
    { error: required },
  )
  .openapi('CreateUserRequest');

/** Body of PATCH /api/users/{id}: any of is_active, group, bu_teams, password (at least one). Strict. */
export const UpdateUserRequest = z
  .strictObject(
    {
      is_active: z.boolean({ error: CHOSEN_TEXTS.invalidIsActive }).optional().openapi({ description: 'false disables the user and ends all their sessions' }),
      group: group(CHOSEN_TEXTS.invalidGroup).optional(),
      bu_teams: teams.optional(),
      password: password(CHOSEN_TEXTS.passwordTooShort).optional().openapi({ description: "A new password; ends all the user's sessions" }),
    },
    { error: CHOSEN_TEXTS.noChanges },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), CHOSEN_TEXTS.noChanges)
  .openapi('UpdateUserRequest');

/** Path of PATCH /api/users/{id}. */
export const UserIdParams = z.object({ id: z.string().min(1).max(MAX_USER_ID_LENGTH).openapi({ description: 'User id' }) });

/** A user as user management shows it (the stored user without its password hash). */
export const UserRecordBody = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    group: z.enum(USER_GROUPS),
    is_active: z.boolean(),
    created_at: z.string().openapi({ format: 'date-time' }),
    last_login: z.string().nullable().openapi({ format: 'date-time' }),
    bu_teams: z.array(z.string()),
    beta_first_name: z.string().nullable(),
    beta_last_name: z.string().nullable(),
  })
  .openapi('UserRecord');

/** JSON of a stored user (unset optionals of the message become null). */
export function toUserRecordJson(user: UserRecord__Output): z.output<typeof UserRecordBody> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    group: user.group as z.output<typeof UserRecordBody>['group'],
    is_active: user.is_active,
    created_at: user.created_at,
    last_login: user.last_login ?? null,
    bu_teams: user.bu_teams,
    beta_first_name: user.beta_first_name ?? null,
    beta_last_name: user.beta_last_name ?? null,
  };
}
