import type { EventBus } from '@vmdash/events';
import { performance } from 'node:perf_hooks';
import type { RiskExceptionRepository, StoredRiskException } from './exception.repository';
import type { AcceptedRisk } from './exception.rules';

/**
 * The longest a replica answers from the exceptions in force it read, ms, when no event told it of a change
 * (docs/decisions/0032-risk-exceptions.md, "The exceptions in force in memory"): the bound for a change whose event
 * did not reach it (NATS away, a replica reconnecting). One read of the in-force exceptions per replica that often.
 */
export const EXCEPTIONS_IN_FORCE_MAX_AGE_MS = 10_000;

/**
 * The subjects published after a change of the exceptions in force (approved; revoked or expired; active to expiring,
 * which changes the state a finding's accepted_risk answers): each tells every replica to read them again.
 */
export const EXCEPTIONS_IN_FORCE_CHANGE_SUBJECTS = ['plans.risk_exception.approved', 'plans.risk_exception.ended', 'audit.risk_exception.expiring'] as const;

/** A repository whose exceptions in force are kept in memory, and told when another replica changed them. */
export interface KeptRiskExceptionRepository extends RiskExceptionRepository, AcceptedRisk {
  /** Forgets the kept exceptions in force: the next read takes them from the repository again. */
  changed(): void;
}

/**
 * The exception repository with its exceptions in force (`inForce`, what every findings page and compliance recompute
 * joins) kept in memory (docs/decisions/0032-risk-exceptions.md, "The exceptions in force in memory"): read once, then
 * answered from memory until a change. A change made through this repository (`transition`: a decision, a revocation,
 * the sweep's moves; a new exception is only requested, not in force) forgets them before it returns, so no read after the change's answer in this replica
 * sees the set before it; a read that started before the change is never kept. Other replicas forget them on the
 * change's event (`changed`, EXCEPTIONS_IN_FORCE_CHANGE_SUBJECTS), and every replica reads them again at least every
 * `maxAgeMs`, whatever it heard.
 * @param nowMs a monotonic clock, ms (tests move it)
 */
export function keepExceptionsInForce(
  repository: RiskExceptionRepository,
  maxAgeMs: number = EXCEPTIONS_IN_FORCE_MAX_AGE_MS,
  nowMs: () => number = () => performance.now(),
): KeptRiskExceptionRepository {
  let kept: { readAt: number; exceptions: Promise<StoredRiskException[]> } | null = null;
  const changed = () => {
    kept = null;
  };
  return {
    ...repository,
    changed,
    inForce() {
      if (kept !== null && nowMs() - kept.readAt < maxAgeMs) return kept.exceptions;
      const read = { readAt: nowMs(), exceptions: repository.inForce() };
      kept = read;
      // A failed read is not kept: the next caller tries again.
      read.exceptions.catch(() => {
        if (kept === read) kept = null;
      });
      return read.exceptions;
    },
    async transition(...args) {
      try {
        return await repository.transition(...args);
      } finally {
        changed();
      }
    },
  };
}

/**
 * Forgets `exceptions`' kept set on every event of EXCEPTIONS_IN_FORCE_CHANGE_SUBJECTS this replica receives (a core
 * subscription per subject: each replica hears each event while connected). Returns a stop function.
 */
export function forgetOnExceptionEvents(bus: Pick<EventBus, 'subscribeEach'>, exceptions: Pick<KeptRiskExceptionRepository, 'changed'>): () => void {
  const stops = EXCEPTIONS_IN_FORCE_CHANGE_SUBJECTS.map((subject) =>
    bus.subscribeEach(subject, async () => {
      exceptions.changed();
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
