import { AUTH_TEXTS, OverloadedError, ResourceExhaustedError, UNBOUNDED_WRITE_WINDOW, UnauthenticatedError, type WriteWindow } from '@vmdash/domain';
import { failedLoginKeyOf, auditableUsername } from '../users/username';
import type { PasswordCheck } from '../users/password-hasher';
import type { StoredUser } from '../users/user.repository';
import type { SessionDeps } from './session.deps';
import { newSession, signInAudit, storeSessionWithin } from './session-start';
import { newToken, TOKEN_PATTERN, tokenHash } from './session-token';

/** Failed logins an account takes per hour from browsers it does not trust (ASVS 4.0.3 2.2.1: at most 100). */
export const ACCOUNT_FAILURE_LIMIT = 100;
/** Failed logins one trusted device may make per hour (a stolen device token buys few guesses). */
export const DEVICE_FAILURE_LIMIT = 10;

/** A login request as the gateway forwards it (fields already checked to be non-empty strings). */
interface LoginInput {
  username: string;
  password: string;
  clientAddress: string;
  deviceToken?: string;
  /** The call's write window (libs/grpc CallContext.writes); unbounded when absent (tests of the rules). */
  writes?: WriteWindow;
}

/**
 * Time a sign-in keeps after its password check for its writes (the session, then last-login, device and audit:
 * 10-100 ms at load average 5-15, docs/benchmarks.md "Login"): a check that would end later than this before the
 * call's commit deadline is shed instead, so an admitted sign-in does not end in a 504 after its argon2id work.
 */
export const WRITES_AFTER_CHECK_MS = 200;

/** The 401 text of an unknown username or a wrong password: one text, so the caller cannot tell them apart (interface spec B). */
export const INVALID_CREDENTIALS_TEXT = 'Invalid username or password';

/** The 401 text of a password login while PASSWORD_SIGN_IN is off (docs/decisions/0029-oidc-sign-in.md). */
export const PASSWORD_SIGN_IN_OFF_TEXT = 'Password sign-in is turned off: sign in with single sign-on';

/** undefined (keep the stored hash) when the hasher's queue refused the re-hash; any other failure is thrown. */
function keepOldHashWhenOverloaded(error: unknown): undefined {
  if (error instanceof OverloadedError) return undefined;
  throw error;
}

/** A login that succeeded: its user, the new session and, for a browser the account did not trust yet, a device token. */
export interface LoginResult {
  user: StoredUser;
  sessionId: string;
  expiresAt: Date;
  newDeviceToken?: string;
}

/**
 * POST /api/auth/login behind the gateway (interface spec B): after the gateway's "both fields present" check,
 * in the specification's order: user exists (else INVALID_CREDENTIALS_TEXT, audit reason user_not_found), account
 * active (else "Account is disabled", reason account_disabled), password matches (else INVALID_CREDENTIALS_TEXT,
 * reason invalid_password); each refusal is audited login_failed before it is thrown. On success: a session of 32
 * random bytes with expires_at 24 h ahead in its initial team scope (team-scope.rules.ts), last_login set, audit login
 * with details {group}.
 *
 * Before those checks, the account's failed-login cap (ASVS 2.2.1): every attempt counts against the username's key
 * (case variants share it, unknown names count too, so the cap reveals nothing) until it succeeds; at 100 in the
 * last hour, browsers the account does not trust are refused without a password check (the spec's 429 text). A
 * browser holding the account's trusted-device token is exempt from that cap and has its own (10 per hour), so an
 * attacker cannot lock the owner out. With password sign-in off (SessionDeps.passwordSignIn), every name but the
 * break-glass Admin's is refused with PASSWORD_SIGN_IN_OFF_TEXT (audit reason password_sign_in_off) after a dummy
 * verification, whether the user exists or not. Every path runs exactly one argon2 verification (a dummy one when there is no
 * user), so unknown user, disabled account and wrong password cost about the same.
 *
 * A sign-in has one outcome (storeSessionWithin): when the call's write window closed while the verification queued
 * (the gateway answers 504 then), no session is started and no login is recorded or audited; the attempt's
 * reservation is released all the same, since the password was right.
 * Before all of it, the password check is admitted to the hasher's bounded queue (PasswordHasher.admit): a sign-in
 * that could not be verified within the call's write window is refused at once (OverloadedError, 503 with
 * Retry-After): no argon2id work, no attempt counted, no session, no audit entry (docs/decisions/0017, "Sign-ins under
 * load").
 * @throws OverloadedError when the sign-in is shed, UnauthenticatedError (CREDENTIALS_REFUSED) for a wrong name or password or a disabled account,
 *   ResourceExhaustedError when the account's cap is reached, DeadlineExceededError or CancelledError when the
 *   call's write window closed before the session was started
 */
export function createLoginCommand(deps: SessionDeps): (input: LoginInput) => Promise<LoginResult> {
  const { users, sessions, attempts, devices, hasher, audit } = deps;

  const failed = async (input: LoginInput, reason: string, user: StoredUser | null) =>
    audit.record({
      action: 'login_failed',
      userId: user?.id ?? null,
      username: user?.username ?? auditableUsername(input.username),
      entityType: 'auth',
      entityId: user?.id ?? null,
      details: { reason },
      ipAddress: input.clientAddress,
    });

  return async (input) => {
    // Refused up front when the checks queued before this one would not let it finish within the call's window: no
    // argon2id work, no lookup, no attempt counted, nothing audited (docs/decisions/0017, "Sign-ins under load").
    const commitBy = input.writes?.commitBy ?? null;
    const check = hasher.admit(commitBy && new Date(commitBy.getTime() - WRITES_AFTER_CHECK_MS));
    try {
      return await signIn(input, check);
    } finally {
      check.release();
    }
  };

  async function signIn(input: LoginInput, check: PasswordCheck): Promise<LoginResult> {
    const now = deps.now();
    const accountKey = failedLoginKeyOf(input.username);
    // The lookup and the account's reservation do not depend on each other: one round trip instead of two
    // (docs/decisions/0017-gateway-request-path.md, "Login").
    const [user, accountReservation] = await Promise.all([users.findByUsername(input.username), attempts.reserve(accountKey, now)]);
    const deviceHash = input.deviceToken && TOKEN_PATTERN.test(input.deviceToken) ? tokenHash(input.deviceToken) : undefined;
    const trusted = user !== null && deviceHash !== undefined && (await devices.isTrustedFor(deviceHash, user.id, now));

    // Each reservation says how many unreleased attempts of its key came before it, in the same atomic update, so
    // no count follows it (docs/decisions/0017-gateway-request-path.md, "Login attempts in one document").
    const deviceReservation = trusted ? await attempts.reserve(`device:${deviceHash}`, now) : undefined;
    const reserved = deviceReservation ? [accountReservation, deviceReservation] : [accountReservation];
    const releaseAll = () => Promise.all(reserved.map((reservation) => attempts.release(reservation)));
    const earlier = deviceReservation ? deviceReservation.earlier : accountReservation.earlier;
    if (earlier >= (deviceReservation ? DEVICE_FAILURE_LIMIT : ACCOUNT_FAILURE_LIMIT)) {
      await releaseAll();
      await failed(input, 'too_many_attempts', user);
      throw new ResourceExhaustedError(AUTH_TEXTS.tooManyLogins);
    }

    try {
      return await checkAndStart(input, check, { user, accountKey, trusted, releaseAll, now });
    } catch (error) {
      // Shed when its turn came too late: no check was made, so the attempt does not count.
      if (error instanceof OverloadedError) await releaseAll();
      throw error;
    }
  }

  async function checkAndStart(
    input: LoginInput,
    check: PasswordCheck,
    { user, accountKey, trusted, releaseAll, now }: { user: StoredUser | null; accountKey: string; trusted: boolean; releaseAll: () => Promise<unknown>; now: Date },
  ): Promise<LoginResult> {
    const passwordAllowed =
      deps.passwordSignIn.kind === 'everyone' ||
      (user !== null && deps.passwordSignIn.username !== undefined && failedLoginKeyOf(deps.passwordSignIn.username) === accountKey && user.user_group === 'Admin');
    if (!passwordAllowed) {
      // The same answer and cost for every name, known or not (no enumeration); the reservation stays, as for any refusal.
      await check.verifyDummy(input.password);
      await failed(input, 'password_sign_in_off', user);
      throw new UnauthenticatedError(PASSWORD_SIGN_IN_OFF_TEXT, 'CREDENTIALS_REFUSED');
    }
    if (!user) {
      await check.verifyDummy(input.password);
      await failed(input, 'user_not_found', null);
      throw new UnauthenticatedError(INVALID_CREDENTIALS_TEXT, 'CREDENTIALS_REFUSED');
    }
    const matches = await check.verify(user.password_hash, input.password);
    if (!user.is_active) {
      await failed(input, 'account_disabled', user);
      throw new UnauthenticatedError(AUTH_TEXTS.accountDisabled, 'CREDENTIALS_REFUSED');
    }
    if (!matches) {
      await failed(input, 'invalid_password', user);
      throw new UnauthenticatedError(INVALID_CREDENTIALS_TEXT, 'CREDENTIALS_REFUSED');
    }

    // The session first (with the release of the reservations): the rest records a login that happened, so it
    // follows only once the session exists; each group's writes are independent and go out together.
    const { sessionId, expiresAt, record } = newSession(user, now);
    await Promise.all([releaseAll(), storeSessionWithin(sessions, record, input.writes ?? UNBOUNDED_WRITE_WINDOW)]);
    // The session is stored: a full queue only postpones the re-hash to a later sign-in, it never fails this one.
    const rehashed = hasher.needsRehash(user.password_hash) ? await hasher.hash(input.password).catch(keepOldHashWhenOverloaded) : undefined;
    const newDeviceToken = trusted ? undefined : newToken();
    await Promise.all([
      users.recordLogin(user.id, now, rehashed),
      newDeviceToken ? devices.add({ token_hash: tokenHash(newDeviceToken), user_id: user.id, expires_at: new Date(now.getTime() + deps.trustedDeviceTtlMs) }) : undefined,
      audit.record(signInAudit(user, input.clientAddress)),
    ]);
    return { user: { ...user, last_login: now }, sessionId, expiresAt, ...(newDeviceToken ? { newDeviceToken } : {}) };
  }
}
