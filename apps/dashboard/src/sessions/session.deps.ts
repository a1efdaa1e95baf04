import type { Logger } from '@vmdash/observability';
import type { AuditTrail } from '../audit/audit-trail';
import type { PasswordHasher } from '../users/password-hasher';
import type { UserRepository } from '../users/user.repository';
import type { LoginAttemptRepository } from './login-attempt.repository';
import type { SessionRepository } from './session.repository';
import type { TrustedDeviceRepository } from './trusted-device.repository';

/** Session lifetime (interface spec, Limits: 24 hours, cookie and stored session). */
export const SESSION_TTL_MS = 24 * 3_600_000;

/**
 * How long one gateway replica holds a due re-check, ms: longer than its call to the provider (the gateway's lookup
 * deadline, 5 s by default); after it another replica may run the re-check, e.g. when the provider did not answer.
 */
export const OIDC_RECHECK_LEASE_MS = 30_000;

/** What the session use cases work with: repositories, the hasher, the audit trail and a clock. */
export interface SessionDeps {
  users: UserRepository;
  sessions: SessionRepository;
  attempts: LoginAttemptRepository;
  devices: TrustedDeviceRepository;
  hasher: PasswordHasher;
  audit: AuditTrail;
  logger: Logger;
  /** Lifetime of a trusted-device token, ms. */
  trustedDeviceTtlMs: number;
  /** Who may sign in with a password: everyone, or only the break-glass Admin (none: nobody; PASSWORD_SIGN_IN). */
  passwordSignIn: { kind: 'everyone' } | { kind: 'break-glass'; username: string | undefined };
  /**
   * The re-check of single sign-on sessions against the provider (docs/decisions/0029-oidc-sign-in.md, Re-check):
   * due `intervalMs` after the last one (OIDC_RECHECK_SECONDS), run by the one caller holding its lease for `leaseMs`.
   */
  oidcRecheck: { intervalMs: number; leaseMs: number };
  now(): Date;
}
