import { AUTH_TEXTS, DeadlineExceededError, OverloadedError, ResourceExhaustedError, UnauthenticatedError, type WriteWindow } from '@vmdash/domain';
import { createLogger } from '@vmdash/observability';
import type { AuditRecord, AuditTrail } from '../audit/audit-trail';
import type { PasswordHasher } from '../users/password-hasher';
import type { StoredUser, UserRepository } from '../users/user.repository';
import { failedLoginKeyOf, usernameKey } from '../users/username';
import { connectMongo } from '@vmdash/db';
import { startTestEnvironment, type TestEnvironment } from '@vmdash/testing';
import type { Connection } from 'mongoose';
import { copyLegacyLoginAttempts, legacyLoginAttemptModelOf } from './login-attempt.migration';
import { ATTEMPT_WINDOW_MS, createLoginAttemptRepository, loginAttemptModelOf, type LoginAttemptRepository } from './login-attempt.repository';
import { ACCOUNT_FAILURE_LIMIT, createLoginCommand, DEVICE_FAILURE_LIMIT, INVALID_CREDENTIALS_TEXT, PASSWORD_SIGN_IN_OFF_TEXT, type LoginResult } from './login.command';
import type { SessionDeps } from './session.deps';
import type { SessionRepository } from './session.repository';
import type { TrustedDeviceRepository } from './trusted-device.repository';

/** In-memory fakes of the repositories, and a hasher that counts its (simulated) argon2 runs. */
function setup(passwordSignIn: SessionDeps['passwordSignIn'] = { kind: 'everyone' }, queue?: { admit?: () => never; turnTooLate?: boolean }, storedAttempts?: LoginAttemptRepository) {
  const users = new Map<string, StoredUser>();
  const attempts = new Map<string, { key: string; at: Date }>();
  const devices = new Map<string, string>();
  const audits: AuditRecord[] = [];
  const sessions = new Set<string>();
  const work = { verifications: 0 };
  let nextId = 0;
  const user = (username: string, password: string, is_active = true): StoredUser => {
    const stored: StoredUser = {
      id: `u${users.size + 1}`,
      username,
      email: `${username}@example.test`,
      password_hash: `hash:${password}`,
      user_group: 'Standard_User',
      is_active,
      created_at: new Date(0),
      last_login: null,
      bu_teams: [],
      beta_first_name: null,
      beta_last_name: null,
      oidc_issuer: null,
      oidc_subject: null,
    };
    users.set(stored.id, stored);
    return stored;
  };
  const verify = async (hash: string, password: string) => {
    work.verifications++;
    return hash === `hash:${password}`;
  };
  const verifyDummy = async (): Promise<false> => {
    work.verifications++;
    return false;
  };
  const hasher: PasswordHasher = {
    hash: async (password) => `hash:${password}`,
    verify,
    verifyDummy,
    needsRehash: () => false,
    admit: () => {
      if (queue?.admit) queue.admit();
      const late = async (): Promise<never> => {
        throw new OverloadedError(AUTH_TEXTS.signInBusy, 2);
      };
      return queue?.turnTooLate ? { verify: late, verifyDummy: late, release: () => undefined } : { verify, verifyDummy, release: () => undefined };
    },
  };
  const userRepository = {
    findByUsername: async (name: string) => [...users.values()].find((u) => usernameKey(u.username) === usernameKey(name)) ?? null,
    findById: async (id: string) => users.get(id) ?? null,
    recordLogin: async () => undefined,
  } as unknown as UserRepository;
  const attemptRepository: LoginAttemptRepository = {
    reserve: async (key, at) => {
      const id = String(nextId++);
      const earlier = [...attempts.values()].filter((a) => a.key === key && a.at.getTime() >= at.getTime() - 3_600_000).length;
      attempts.set(id, { key, at });
      return { key, id, earlier };
    },
    release: async ({ id }) => void attempts.delete(id),
  };
  const deviceRepository: TrustedDeviceRepository = {
    add: async (device) => void devices.set(device.token_hash, device.user_id),
    isTrustedFor: async (hash, userId) => devices.get(hash) === userId,
    forgetAllOf: async () => undefined,
  };
  const audit: AuditTrail = { record: async (record) => void audits.push(record) };
  const command = createLoginCommand({
    users: userRepository,
    sessions: {
      create: async (session: { token_hash: string }) => void sessions.add(session.token_hash),
      delete: async (tokenHash: string) => (sessions.delete(tokenHash) ? {} : null),
    } as unknown as SessionRepository,
    attempts: storedAttempts ?? attemptRepository,
    devices: deviceRepository,
    hasher,
    audit,
    logger: createLogger('test', 'silent'),
    trustedDeviceTtlMs: 86_400_000,
    passwordSignIn,
    oidcRecheck: { intervalMs: 900_000, leaseMs: 30_000 },
    now: () => new Date(),
  });
  /** A login as these tests read it: succeeded with its result, or the kind of its refusal (text and error class). */
  const login = (attempt: Parameters<typeof command>[0]): Promise<LoginOutcome> =>
    command(attempt).then(
      (result) => ({ outcome: 'succeeded', ...result }),
      (error: unknown) => ({ outcome: refusalKindOf(error) }),
    );
  return { user, login, work, audits, attempts, sessions };
}

type LoginOutcome = ({ outcome: 'succeeded' } & LoginResult) | { outcome: 'invalid_credentials' | 'account_disabled' | 'too_many_attempts' | 'password_sign_in_off' };

/** The kind of a login's refusal: the spec's 401 texts as a CREDENTIALS_REFUSED refusal, its 429 text as RESOURCE_EXHAUSTED. */
function refusalKindOf(error: unknown): 'invalid_credentials' | 'account_disabled' | 'too_many_attempts' | 'password_sign_in_off' {
  if (error instanceof UnauthenticatedError && error.reason === 'CREDENTIALS_REFUSED' && error.message === PASSWORD_SIGN_IN_OFF_TEXT) return 'password_sign_in_off';
  if (error instanceof UnauthenticatedError && error.reason === 'CREDENTIALS_REFUSED' && error.message === INVALID_CREDENTIALS_TEXT) return 'invalid_credentials';
  if (error instanceof UnauthenticatedError && error.reason === 'CREDENTIALS_REFUSED' && error.message === AUTH_TEXTS.accountDisabled) return 'account_disabled';
  if (error instanceof ResourceExhaustedError && error.message === AUTH_TEXTS.tooManyLogins) return 'too_many_attempts';
  throw error;
}

const input = (username: string, password: string, deviceToken?: string) => ({ username, password, clientAddress: '192.0.2.9', ...(deviceToken ? { deviceToken } : {}) });

describe('login (the dashboard side of POST /api/auth/login)', () => {
  it('when password sign-in is off, then only the break-glass Admin signs in with a password, every other name is refused alike and audited', async () => {
    const { user, login, work, audits } = setup({ kind: 'break-glass', username: 'Rescue' });
    user('rescue', 'rescue password').user_group = 'Admin';
    user('alice', 'alice password');
    const outcomes = [];
    for (const [username, password] of [
      ['alice', 'alice password'],
      ['nobody', 'x'],
      ['RESCUE', 'rescue password'],
    ]) {
      const before = work.verifications;
      outcomes.push([username, (await login(input(username, password))).outcome, work.verifications - before]);
    }
    expect(outcomes).toEqual([
      ['alice', 'password_sign_in_off', 1],
      ['nobody', 'password_sign_in_off', 1],
      ['RESCUE', 'succeeded', 1],
    ]);
    expect(audits.filter((record) => record.action === 'login_failed').map((record) => record.details)).toEqual([{ reason: 'password_sign_in_off' }, { reason: 'password_sign_in_off' }]);
  });

  it("when the user is unknown, disabled, or the password wrong or right, then exactly one password verification runs (equal cost) and the audit reason is the spec's", async () => {
    const { user, login, work, audits } = setup();
    user('alice', 'right password');
    user('bob', 'bob password', false);
    const cases: [string, string, string][] = [
      ['nobody', 'x', 'invalid_credentials'],
      ['bob', 'bob password', 'account_disabled'],
      ['bob', 'wrong', 'account_disabled'],
      ['alice', 'wrong', 'invalid_credentials'],
      ['ALICE', 'right password', 'succeeded'],
    ];
    for (const [username, password, outcome] of cases) {
      const before = work.verifications;
      const result = await login(input(username, password));
      expect([username, password, result.outcome, work.verifications - before]).toEqual([username, password, outcome, 1]);
    }
    expect(audits.map((record) => [record.action, record.details])).toEqual([
      ['login_failed', { reason: 'user_not_found' }],
      ['login_failed', { reason: 'account_disabled' }],
      ['login_failed', { reason: 'account_disabled' }],
      ['login_failed', { reason: 'invalid_password' }],
      ['login', { group: 'Standard_User' }],
    ]);
  });

  it('when 100 attempts failed within the hour, then the 101st is refused without a password check, for known and unknown names alike and for every case variant', async () => {
    for (const name of ['Carol', 'no-such-user']) {
      const { user, login, work, audits } = setup();
      if (name === 'Carol') user('Carol', 'carol password');
      for (let n = 0; n < ACCOUNT_FAILURE_LIMIT; n++) expect((await login(input(n % 2 ? name.toUpperCase() : name.toLowerCase(), `guess ${n}`))).outcome).not.toBe('too_many_attempts');
      const before = work.verifications;
      expect((await login(input(name, name === 'Carol' ? 'carol password' : 'x'))).outcome).toBe('too_many_attempts');
      expect(work.verifications).toBe(before);
      expect(audits.at(-1)?.details).toEqual({ reason: 'too_many_attempts' });
    }
  });

  it("when the browser holds the account's trusted-device token, then the account cap does not apply but the device has its own", async () => {
    const { user, login } = setup();
    user('dave', 'dave password');
    const first = await login(input('dave', 'dave password'));
    if (first.outcome !== 'succeeded' || !first.newDeviceToken) throw new Error('expected a device token');
    const device = first.newDeviceToken;
    for (let n = 0; n < ACCOUNT_FAILURE_LIMIT; n++) await login(input('dave', `attacker guess ${n}`));
    expect((await login(input('dave', 'dave password'))).outcome).toBe('too_many_attempts');
    const trusted = await login(input('dave', 'dave password', device));
    expect(trusted.outcome).toBe('succeeded');
    expect(trusted.outcome === 'succeeded' ? trusted.newDeviceToken : 'not succeeded').toBeUndefined();
    for (let n = 0; n < DEVICE_FAILURE_LIMIT; n++) expect((await login(input('dave', `typo ${n}`, device))).outcome).toBe('invalid_credentials');
    expect((await login(input('dave', 'dave password', device))).outcome).toBe('too_many_attempts');
    // A device token of another account is no trust at all.
    expect((await login(input('dave', 'dave password', 'f'.repeat(64)))).outcome).toBe('too_many_attempts');
  });

  it('when a login succeeds, then its reserved attempt is released and does not count as a failure', async () => {
    const { user, login, attempts } = setup();
    user('erin', 'erin password');
    await login(input('erin', 'erin password'));
    expect(attempts.size).toBe(0);
    await login(input('erin', 'wrong'));
    expect(attempts.size).toBe(1);
  });

  /** A write window that is open for its first `openChecks` checks, then closed as a passed deadline closes it. */
  const closingAfter = (openChecks: number): WriteWindow => {
    let checks = 0;
    return {
      commitBy: new Date(),
      ensureOpen: () => {
        if (checks++ >= openChecks) throw new DeadlineExceededError();
      },
    };
  };

  it.each([
    ['while the password was verified', 0],
    ['as the session was stored', 1],
  ])("when the call's deadline passed %s, then the sign-in fails with it and leaves no session, no login audit and no counted failure", async (_when, openChecks) => {
    const { user, login, audits, attempts, sessions } = setup();
    user('alice', 'right password');
    await expect(login({ ...input('alice', 'right password'), writes: closingAfter(openChecks) })).rejects.toBeInstanceOf(DeadlineExceededError);
    expect(sessions.size).toBe(0);
    expect(audits.map((record) => record.action)).toEqual([]);
    expect(attempts.size).toBe(0);
    // The same sign-in within its window starts a session.
    expect((await login(input('alice', 'right password'))).outcome).toBe('succeeded');
    expect(sessions.size).toBe(1);
  });

  it.each([
    [
      'refused at admission',
      {
        admit: (): never => {
          throw new OverloadedError(AUTH_TEXTS.signInBusy, 3);
        },
      },
    ],
    ['refused when its turn came too late', { turnTooLate: true }],
  ])('when the sign-in is shed (%s), then it fails with 503 OVERLOADED and does no password check, starts no session, counts no attempt and audits nothing', async (_when, queue) => {
    const { user, login, work, audits, attempts, sessions } = setup({ kind: 'everyone' }, queue);
    user('alice', 'right password');
    const shed = await login(input('alice', 'right password')).catch((error: unknown) => error);
    expect(shed).toBeInstanceOf(OverloadedError);
    expect([(shed as OverloadedError).message, (shed as OverloadedError).reason]).toEqual([AUTH_TEXTS.signInBusy, 'OVERLOADED']);
    expect([work.verifications, sessions.size, attempts.size, audits.length]).toEqual([0, 0, 0, 0]);
  });
});

/** Component: the cap on the stored attempts (one document per key, docs/decisions/0017 "Login attempts in one document"). */
describe('login attempts on the embedded MongoDB', () => {
  let environment: TestEnvironment;
  let connection: Connection;
  let database = 0;

  beforeAll(async () => {
    environment = await startTestEnvironment();
  });
  beforeEach(async () => {
    connection = await connectMongo(environment.databaseUrl(`attempts${database++}`), { logger: createLogger('attempts-test', 'silent') });
    await loginAttemptModelOf(connection).createIndexes();
  });
  afterEach(async () => {
    await connection.close();
  });
  afterAll(async () => {
    await environment.stop();
  });
  const storedSetup = () => setup(undefined, undefined, createLoginAttemptRepository(loginAttemptModelOf(connection)));

  it('when 20 sign-ins of one account run at once after 95 failures in the hour, then 5 are checked and 15 refused without a check', async () => {
    const { user, login, work } = storedSetup();
    user('mallory', 'mallory password');
    for (let n = 0; n < ACCOUNT_FAILURE_LIMIT - 5; n++) expect((await login(input('mallory', `guess ${n}`))).outcome).toBe('invalid_credentials');
    const before = work.verifications;
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, n) => login(input(n % 2 ? 'MALLORY' : 'mallory', `burst ${n}`))));
    expect(work.verifications - before).toBe(5);
    expect(outcomes.filter((outcome) => outcome.outcome === 'too_many_attempts')).toHaveLength(15);
    expect(outcomes.filter((outcome) => outcome.outcome === 'invalid_credentials')).toHaveLength(5);
  });

  it('when a sign-in succeeds, then its attempt is released; a failed one stays counted', async () => {
    const { user, login } = storedSetup();
    user('erin', 'erin password');
    const stored = () => loginAttemptModelOf(connection).findById(failedLoginKeyOf('erin')).lean();
    expect((await login(input('erin', 'erin password'))).outcome).toBe('succeeded');
    expect((await stored())?.attempts).toEqual([]);
    expect((await login(input('erin', 'wrong'))).outcome).toBe('invalid_credentials');
    expect((await stored())?.attempts).toHaveLength(1);
  });

  it('when attempts of the earlier stored shape are inside the window, then they are copied once, however often the copy runs, and count against the cap', async () => {
    const { user, login, work } = storedSetup();
    user('frank', 'frank password');
    const now = new Date();
    const legacy = legacyLoginAttemptModelOf(connection);
    await legacy.insertMany([
      ...Array.from({ length: ACCOUNT_FAILURE_LIMIT }, () => ({ key: failedLoginKeyOf('frank'), at: now })),
      { key: failedLoginKeyOf('grace'), at: new Date(now.getTime() - ATTEMPT_WINDOW_MS - 1000) },
    ]);
    expect(await copyLegacyLoginAttempts(legacy, loginAttemptModelOf(connection), now)).toBe(ACCOUNT_FAILURE_LIMIT);
    expect(await copyLegacyLoginAttempts(legacy, loginAttemptModelOf(connection), now)).toBe(ACCOUNT_FAILURE_LIMIT);
    expect((await loginAttemptModelOf(connection).findById(failedLoginKeyOf('frank')).lean())?.attempts).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect(await loginAttemptModelOf(connection).findById(failedLoginKeyOf('grace')).lean()).toBeNull();
    const before = work.verifications;
    expect((await login(input('frank', 'frank password'))).outcome).toBe('too_many_attempts');
    expect(work.verifications).toBe(before);
  });
});
