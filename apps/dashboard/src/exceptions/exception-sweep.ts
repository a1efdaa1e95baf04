import type { Logger } from '@vmdash/observability';
import type { AuditTrail } from '../audit/audit-trail';
import type { ExceptionNotices } from './exception-notices';
import { EXCEPTION_SWEEP_ACTOR, type ExceptionPlanEvents } from './exception-plan-events';
import type { RiskExceptionRepository, StoredRiskException } from './exception.repository';
import { addDays } from '@vmdash/domain';
import { dateOf } from './exception.rules';

/** Exceptions one pass of the sweep moves per batch (it runs batches until none is due). */
const BATCH = 100;

/** What the sweep needs. */
interface SweepDeps {
  exceptions: Pick<RiskExceptionRepository, 'dueBy' | 'transition'>;
  notices: Pick<ExceptionNotices, 'expiring' | 'expired'>;
  audit: AuditTrail;
  /** Days before expires_on an active exception becomes expiring (EXCEPTION_EXPIRING_DAYS). */
  expiringDays: number;
  /** How often the sweep runs, ms (EXCEPTION_SWEEP_INTERVAL_MS). */
  intervalMs: number;
  /** The exceptions' clock. */
  now: () => Date;
  /** The action-plan record: an expiry ends the exception's risk_acceptance plans; none when absent. */
  planEvents?: Pick<ExceptionPlanEvents, 'ended'>;
  /** Called after exceptions stopped covering findings (expired), to have compliance judge them again. */
  onEnded(): void;
  logger: Logger;
}

/** The running sweep. */
export interface ExceptionSweep {
  /** One pass now (also what the timer runs); resolves when it is done. Never two passes at once in one process. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The expiry of risk exceptions (docs/decisions/0032-risk-exceptions.md, "Expiry"): every replica runs this sweep, and
 * each move is one conditional update on the state (active -> expiring from EXCEPTION_EXPIRING_DAYS before
 * expires_on; active or expiring -> expired on expires_on), so whatever number of replicas see an exception due, one
 * update matches and only that replica audits and notifies. The state lives in MongoDB, so a restart loses nothing: the
 * next pass finds what is due. An exception past both dates at once goes straight to expired.
 */
export function startExceptionSweep(deps: SweepDeps): ExceptionSweep {
  let running: Promise<void> | null = null;
  const moved = async (exception: StoredRiskException, action: 'risk_exception_expiring' | 'risk_exception_expire') => {
    await deps.audit.record({
      action,
      userId: null,
      username: 'system',
      impersonatedBy: null,
      entityType: 'risk_exception',
      entityId: exception.id,
      details: { expires_on: exception.expires_on, requested_by: exception.requested_by, decided_by: exception.decided_by },
      ipAddress: null,
    });
    if (action === 'risk_exception_expire') {
      await deps.planEvents?.ended(exception, EXCEPTION_SWEEP_ACTOR);
      await deps.notices.expired(exception);
    } else await deps.notices.expiring(exception);
  };
  const pass = async () => {
    const now = deps.now();
    const today = dateOf(now);
    let ended = 0;
    for (;;) {
      const due = await deps.exceptions.dueBy(['active', 'expiring'], today, BATCH);
      for (const id of due) {
        const expired = await deps.exceptions.transition(id, ['active', 'expiring'], 'expired', { expired_at: now }, now, null);
        if (expired) {
          ended += 1;
          await moved(expired, 'risk_exception_expire');
        }
      }
      if (due.length < BATCH) break;
    }
    if (ended > 0) deps.onEnded();
    for (;;) {
      const due = await deps.exceptions.dueBy(['active'], addDays(today, deps.expiringDays), BATCH);
      for (const id of due) {
        const expiring = await deps.exceptions.transition(id, ['active'], 'expiring', { expiring_at: now }, now, null);
        if (expiring) await moved(expiring, 'risk_exception_expiring');
      }
      if (due.length < BATCH) break;
    }
  };
  const tick = () => {
    running ??= pass()
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'risk exception sweep failed; the next pass retries'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), deps.intervalMs);
  timer.unref();
  void tick();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
