import { characterCount, MAX_PASSWORD_LENGTH, MAX_USER_ID_LENGTH, MIN_PASSWORD_LENGTH } from '@vmdash/domain';
import { z } from '../../openapi/zod';
import { CHOSEN_TEXTS, SPEC_TEXTS } from '../http/dashboard-texts';
import { UserBody } from '../http/dashboard-schemas';
import { CAPABILITIES, CAPABILITY_NAMES, groupsHolding, type Capability } from './capabilities';

const loginRequired = SPEC_TEXTS.loginFieldsRequired;

/**
 * Body of POST /api/auth/login. A field that is missing, empty or not a string (an operator object such as
 * `{"$ne": null}` included) is "Username and password are required" (400): such a body names no user, and never
 * reaches the dashboard. Strict: another key is refused (400 "Unknown field: <name>").
 */
export const LoginRequest = z
  .strictObject(
    {
      username: z.string({ error: loginRequired }).min(1, loginRequired).openapi({ description: 'Compared case-insensitively', example: 'jdoe' }),
      password: z.string({ error: loginRequired }).min(1, loginRequired).openapi({ description: 'Any Unicode text; used whole', format: 'password' }),
    },
    { error: loginRequired },
  )
  .openapi('LoginRequest');

export const LoginResponse = z.object({ message: z.literal(SPEC_TEXTS.loginSucceeded), user: UserBody }).openapi('LoginResponse');

/** The `capabilities` of GET /api/auth/me: one boolean per capability of CAPABILITIES, described with its groups. */
export const CapabilitiesBody = z
  .object(
    Object.fromEntries(
      CAPABILITY_NAMES.map((capability) => [capability, z.boolean().openapi({ description: `${CAPABILITIES[capability].summary}. Held by: ${groupsHolding(capability).join(', ')}` })]),
    ) as Record<Capability, z.ZodBoolean>,
  )
  .openapi('Capabilities', {
    description: "What the user's group may do, derived from the same permission table as each route's 403 (while impersonating, the impersonated user's)",
  });

/**
 * GET /api/auth/me: the user and its capabilities (this gateway's addition beside the specification's `user`); while
 * impersonating also `impersonating: true` and the Admin as `realUser`.
 */
export const MeResponse = z
  .object({
    user: UserBody,
    capabilities: CapabilitiesBody,
    impersonating: z.literal(true).optional().openapi({ description: 'Present (true) only while an Admin impersonates `user`' }),
    realUser: UserBody.optional().openapi({ description: 'The Admin behind the session, only while impersonating' }),
  })
  .openapi('MeResponse');

/** How a user signs in: with a password, or through the identity provider (docs/decisions/0029-oidc-sign-in.md). */
export const SignInMethodBody = z
  .object({
    method: z.enum(['password', 'single_sign_on']),
    provider: z.string().nullable().openapi({ description: "The identity provider's name (OIDC_PROVIDER_NAME) for single sign-on, else null" }),
  })
  .openapi('SignInMethod', {
    description: 'password: group and bu_teams are set by an Admin. single_sign_on: the user was created by the identity provider; group and bu_teams are set from its groups at every sign-in',
  });

/**
 * GET /api/auth/profile (interface spec: id, username, email, group, created_at, last_login; `signIn`, not in the
 * specification, says how the user signs in and so where group and teams come from).
 */
export const ProfileResponse = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    group: z.string(),
    created_at: z.string().openapi({ format: 'date-time' }),
    last_login: z.string().nullable().openapi({ format: 'date-time', description: 'null before the first login' }),
    signIn: SignInMethodBody,
  })
  .openapi('Profile');

const passwordsRequired = SPEC_TEXTS.passwordFieldsRequired;

/**
 * Body of POST /api/auth/change-password, checked in the specification's order: both present (400 "Current password
 * and new password are required"), then the new one at least 8 characters (Unicode code points; 400 "New password
 * must be at least 8 characters"); at most 1024 (400 "New password must be at most 1024 characters", not shown in
 * the specification). Strict.
 */
export const ChangePasswordRequest = z
  .strictObject(
    {
      currentPassword: z.string({ error: passwordsRequired }).min(1, passwordsRequired).openapi({ format: 'password' }),
      newPassword: z
        .string({ error: passwordsRequired })
        .min(1, passwordsRequired)
        .refine((value) => characterCount(value) >= MIN_PASSWORD_LENGTH, SPEC_TEXTS.newPasswordTooShort)
        .refine((value) => characterCount(value) <= MAX_PASSWORD_LENGTH, CHOSEN_TEXTS.newPasswordTooLong)
        .openapi({ format: 'password', minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
    },
    { error: passwordsRequired },
  )
  .openapi('ChangePasswordRequest');

/** Body of POST /api/auth/impersonate (not shown in the specification): the id of the user to act as. Strict. */
export const ImpersonateRequest = z
  .strictObject(
    {
      userId: z
        .string({ error: CHOSEN_TEXTS.userIdRequired })
        .min(1, CHOSEN_TEXTS.userIdRequired)
        .max(MAX_USER_ID_LENGTH, CHOSEN_TEXTS.userNotFound)
        .openapi({ description: 'Id of a user who is not an Admin' }),
    },
    { error: CHOSEN_TEXTS.userIdRequired },
  )
  .openapi('ImpersonateRequest');

export const ImpersonateResponse = z
  .object({
    message: z.literal(CHOSEN_TEXTS.impersonationStarted),
    impersonating: z.literal(true),
    user: UserBody.openapi({ description: 'The user requests now act as' }),
    realUser: UserBody.openapi({ description: 'The Admin' }),
  })
  .openapi('ImpersonateResponse');

export const StopImpersonateResponse = z
  .object({ message: z.literal(CHOSEN_TEXTS.impersonationStopped), user: UserBody.openapi({ description: 'The Admin, acting as itself again' }) })
  .openapi('StopImpersonateResponse');

/** Body of POST /api/auth/team-scope: an Admin's choice between its own teams and every team. Strict. */
export const TeamScopeRequest = z.strictObject({ scope: z.enum(['own', 'all'], { error: CHOSEN_TEXTS.teamScopeInvalid }) }, { error: CHOSEN_TEXTS.teamScopeInvalid }).openapi('TeamScopeRequest');

export const TeamScopeResponse = z
  .object({
    scope: z.enum(['own', 'all']).openapi({ description: '"all" only for an Admin: one who chose it, or one without teams, whose sessions start there' }),
    teams: z.array(z.string()).openapi({ description: "The user's own bu_teams" }),
  })
  .openapi('TeamScope');

export const TeamScopeUpdatedResponse = TeamScopeResponse.extend({ message: z.literal(CHOSEN_TEXTS.teamScopeUpdated) }).openapi('TeamScopeUpdated');
