import { ConflictError, DeadlineExceededError, type WriteWindow } from '@vmdash/domain';
import type { AuditTrail } from '../audit/audit-trail';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import type { SlaPolicyRepository } from './sla-policy.repository';
import type { SlaPolicy, SlaPolicyInput } from './sla-policy.rules';

/** Who changes the SLA policy: the caller, their username, the Admin behind an impersonation (username) and address. */
export interface SlaPolicyActor {
  caller: WorkflowCaller;
  username: string;
  impersonatedBy: string | null;
  clientAddress: string | null;
}

interface SlaPolicyDeps {
  repository: SlaPolicyRepository;
  audit: AuditTrail;
  /** Asks for a recompute of every compliance item, so that new items follow the new policy. */
  requestRecompute: () => Promise<void>;
  now: () => Date;
}

/**
 * The SLA policy use cases (docs/decisions/0027-risk-score-and-sla-policy.md, "SLA policy"): the policy in force, and
 * a new version of it. A new version applies to items created from then on; an item keeps the version its due date was
 * set by (compliance.commands.ts).
 */
export function createSlaPolicyCommands(deps: SlaPolicyDeps) {
  const { repository, audit, requestRecompute, now } = deps;
  return {
    /** The policy in force: the newest version (the default, version 1, until an Admin sets one). */
    async current(): Promise<SlaPolicy> {
      const versions = await repository.versions();
      return versions[versions.length - 1];
    },

    /**
     * Puts `input` in force as the version after `replaces`, audits it (sla_policy_update) and asks for a compliance
     * recompute.
     * @throws ConflictError when the policy in force is no longer version `replaces` (another Admin saved meanwhile)
     * @throws DeadlineExceededError when the caller's write window closed before it was in force (nothing applies)
     */
    async update(actor: SlaPolicyActor, input: SlaPolicyInput, replaces: number, writes: WriteWindow): Promise<SlaPolicy> {
      writes.ensureOpen();
      const stored = await repository.insert(
        { ...input, updated_by: actor.username, updated_by_id: actor.caller.userId, impersonated_by: actor.impersonatedBy, updated_at: now() },
        replaces,
        writes.commitBy,
      );
      if (stored === 'stale') throw new ConflictError(`The SLA policy changed since version ${replaces}: reload it and try again`);
      if (stored === 'closed') throw new DeadlineExceededError();
      await audit.record({
        action: 'sla_policy_update',
        userId: actor.caller.userId,
        username: actor.username,
        impersonatedBy: actor.caller.actorId,
        entityType: 'sla_policy',
        entityId: String(stored.version),
        details: { version: stored.version, replaces, basis: stored.basis, tiers: stored.tiers, kev_cap: stored.kev_cap, reason: stored.reason },
        ipAddress: actor.clientAddress,
      });
      await requestRecompute();
      return stored;
    },
  };
}

/** The SLA policy commands (see createSlaPolicyCommands). */
export type SlaPolicyCommands = ReturnType<typeof createSlaPolicyCommands>;
