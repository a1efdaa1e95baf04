import {
  AUTH_TEXTS,
  characterCount,
  ConflictError,
  EMAIL_PATTERN,
  isReservedTeamName,
  MAX_BETA_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TEAM_NAME_LENGTH,
  MAX_TEAMS,
  MIN_PASSWORD_LENGTH,
  NotFoundError,
  USER_GROUPS,
  USERNAME_PATTERN,
  ValidationError,
  type UserGroup,
} from '@vmdash/domain';
import type { DashboardUserCaller } from '@vmdash/identity';
import type { Logger } from '@vmdash/observability';
import type { AuditTrail } from '../audit/audit-trail';
import type { SessionRepository } from '../sessions/session.repository';
import type { TrustedDeviceRepository } from '../sessions/trusted-device.repository';
import type { PasswordHasher } from './password-hasher';
import type { StoredUser, UserChanges, UserRepository } from './user.repository';

/** A new user as an Admin (or the bootstrap) asks for it. */
interface CreateUserInput {
  username: string;
  email: string;
  password: string;
  group: string;
  bu_teams: string[];
  beta_first_name?: string;
  beta_last_name?: string;
}

/** An update; absent keys stay. */
interface UpdateUserInput {
  is_active?: boolean;
  group?: string;
  bu_teams?: string[];
  password?: string;
}

/** Texts of refused user changes (the specification shows none). */
export const USER_TEXTS = {
  usernameTaken: 'Username already exists',
  cannotLockOutSelf: 'Cannot disable or demote your own account',
} as const;

/** Who performs a user-management change, for the audit trail. */
export interface Actor {
  id: string | null;
  username: string;
  clientAddress: string | null;
}

/** Admin user management (GET/POST /api/users, PATCH /api/users/{id}), audit-logged. */
export interface UserCommands {
  list(): Promise<StoredUser[]>;
  /**
   * Creates a user (audit user_create).
   * @throws ConflictError when another user has the username, compared case-insensitively
   */
  create(input: CreateUserInput, actor: Actor): Promise<StoredUser>;
  /**
   * Applies is_active, group, bu_teams and password. Disabling ends all the user's sessions (and forgets their
   * trusted devices); a new password set by an Admin ends all their sessions too.
   * @throws NotFoundError for an unknown id ("User not found"), ValidationError when an Admin would disable or demote
   *   itself (the last way back in could be lost)
   */
  update(id: string, input: UpdateUserInput, caller: DashboardUserCaller, actor: Actor): Promise<StoredUser>;
  /**
   * Creates the first Admin when there is no user at all (first start with ADMIN_USERNAME / ADMIN_PASSWORD, or the
   * CLI); returns 'exists' when users already exist or another replica created it first.
   */
  bootstrapAdmin(input: { username: string; email: string; password: string }, via: string): Promise<'created' | 'exists'>;
}

const isEmail = (value: string) => value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
const isGroup = (value: string): value is UserGroup => USER_GROUPS.includes(value as UserGroup);

/** The gateway validates every field first; these checks keep the service's own invariants (defence in depth). */
function checkPassword(password: string, field: string): void {
  const length = characterCount(password);
  if (length < MIN_PASSWORD_LENGTH || length > MAX_PASSWORD_LENGTH) {
    throw new ValidationError(`${field} must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`, [{ loc: ['body', field], msg: 'bad length', type: 'value_error' }]);
  }
}

function checkTeams(teams: string[]): void {
  if (teams.length > MAX_TEAMS || teams.some((team) => team.length === 0 || team.length > MAX_TEAM_NAME_LENGTH)) {
    throw new ValidationError('bu_teams is invalid', [{ loc: ['body', 'bu_teams'], msg: 'invalid teams', type: 'value_error' }]);
  }
  const reserved = teams.find(isReservedTeamName);
  if (reserved !== undefined) {
    throw new ValidationError(`bu_teams holds a reserved name: ${reserved}`, [{ loc: ['body', 'bu_teams'], msg: 'reserved team name', type: 'value_error' }]);
  }
}

export function createUserCommands(deps: {
  users: UserRepository;
  sessions: SessionRepository;
  devices: TrustedDeviceRepository;
  hasher: PasswordHasher;
  audit: AuditTrail;
  logger: Logger;
  now(): Date;
}): UserCommands {
  const { users, sessions, devices, hasher, audit } = deps;

  /** The new user, or 'username_taken' (the first Admin's bootstrap takes that as "exists"). */
  const insert = async (input: CreateUserInput, actor: Actor): Promise<StoredUser | 'username_taken'> => {
    if (!USERNAME_PATTERN.test(input.username)) throw new ValidationError('username is invalid', [{ loc: ['body', 'username'], msg: 'invalid', type: 'value_error' }]);
    if (!isEmail(input.email)) throw new ValidationError('email is invalid', [{ loc: ['body', 'email'], msg: 'invalid', type: 'value_error' }]);
    if (!isGroup(input.group)) throw new ValidationError('group is invalid', [{ loc: ['body', 'group'], msg: 'invalid', type: 'value_error' }]);
    checkPassword(input.password, 'password');
    checkTeams(input.bu_teams);
    const inserted = await users.insert(
      {
        username: input.username,
        email: input.email,
        password_hash: await hasher.hash(input.password),
        user_group: input.group,
        bu_teams: [...new Set(input.bu_teams)],
        beta_first_name: input.beta_first_name?.slice(0, MAX_BETA_NAME_LENGTH) ?? null,
        beta_last_name: input.beta_last_name?.slice(0, MAX_BETA_NAME_LENGTH) ?? null,
      },
      deps.now(),
    );
    if (inserted === 'username_taken') return inserted;
    await audit.record({
      action: 'user_create',
      userId: actor.id,
      username: actor.username,
      entityType: 'user',
      entityId: inserted.id,
      details: { username: inserted.username, group: inserted.user_group, bu_teams: inserted.bu_teams },
      ipAddress: actor.clientAddress,
    });
    return inserted;
  };

  return {
    list: () => users.list(),
    async create(input, actor) {
      const created = await insert(input, actor);
      if (created === 'username_taken') throw new ConflictError(USER_TEXTS.usernameTaken);
      return created;
    },

    async update(id, input, caller, actor) {
      const existing = await users.findById(id);
      if (!existing) throw new NotFoundError(AUTH_TEXTS.userNotFound);
      if (id === caller.subject && (input.is_active === false || (input.group !== undefined && input.group !== 'Admin'))) throw new ValidationError(USER_TEXTS.cannotLockOutSelf);
      const changes: UserChanges = {};
      if (input.is_active !== undefined) changes.is_active = input.is_active;
      if (input.group !== undefined) {
        if (!isGroup(input.group)) throw new ValidationError('group is invalid', [{ loc: ['body', 'group'], msg: 'invalid', type: 'value_error' }]);
        changes.user_group = input.group;
      }
      if (input.bu_teams !== undefined) {
        checkTeams(input.bu_teams);
        changes.bu_teams = [...new Set(input.bu_teams)];
      }
      if (input.password !== undefined) {
        checkPassword(input.password, 'password');
        changes.password_hash = await hasher.hash(input.password);
      }
      const updated = await users.update(id, changes, deps.now());
      if (!updated) throw new NotFoundError(AUTH_TEXTS.userNotFound);
      let sessionsEnded = 0;
      if (changes.is_active === false) {
        sessionsEnded = await sessions.endAllOf(id, deps.now());
        await devices.forgetAllOf(id);
      } else if (changes.password_hash !== undefined) {
        sessionsEnded = await sessions.deleteAllOf(id);
        await devices.forgetAllOf(id);
      }
      // The fields that changed and their new values, never the password itself.
      const details: Record<string, unknown> = { username: updated.username, changed: Object.keys(input).sort(), sessionsEnded };
      if (input.is_active !== undefined) details.is_active = input.is_active;
      if (input.group !== undefined) details.group = input.group;
      if (input.bu_teams !== undefined) details.bu_teams = changes.bu_teams;
      await audit.record({
        action: 'user_update',
        userId: actor.id,
        username: actor.username,
        impersonatedBy: caller.actorSubject,
        entityType: 'user',
        entityId: id,
        details,
        ipAddress: actor.clientAddress,
      });
      return updated;
    },

    async bootstrapAdmin(input, via) {
      if ((await users.count()) > 0) return 'exists';
      const result = await insert({ ...input, group: 'Admin', bu_teams: [] }, { id: null, username: via, clientAddress: null });
      if (result === 'username_taken') return 'exists';
      deps.logger.info({ username: input.username, via }, 'first Admin created');
      return 'created';
    },
  };
}
