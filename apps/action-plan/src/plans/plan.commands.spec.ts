import { DeadlineExceededError, UNBOUNDED_WRITE_WINDOW, type WriteWindow } from '@vmdash/domain';
import { createLogger } from '@vmdash/observability';
import type { HostDirectory } from '../hosts/host-directory';
import { createPlanCommands } from './plan.commands';
import type { PlanEvents } from './plan.events';
import type { CreateOutcome, NewPlan, PlanRepository, StoredPlan } from './plan.repository';

/*
 * The bulk create's chunks against its write window: a window that closes midway fails the call, keeps what was
 * committed, and a retry under the same request key creates only the rest (docs/decisions/0008-writes-have-one-outcome.md).
 */

const hosts: HostDirectory = {
  knownHosts: async (ids) => new Set(ids),
  knownFindings: async (refs) => refs.map(() => true),
};
const events: PlanEvents = { announceCreates: async () => undefined, announceUpdate: async () => undefined, announceDeactivations: async () => undefined };

/** An in-memory store of the plans created, by request key: only what the bulk create path uses. */
function memoryRepository() {
  const stored: StoredPlan[] = [];
  const calls: number[] = [];
  const repository = {
    async createPlans(plans: NewPlan[], options: { by: string; requestKey: string | null }): Promise<CreateOutcome[]> {
      calls.push(plans.length);
      return plans.map(({ host_id, fields }) => {
        const now = new Date();
        const plan: StoredPlan = {
          action_plan_id: `plan-${host_id}`,
          host_id,
          ...fields,
          status: 'active',
          created_at: now,
          updated_at: now,
          created_by: options.by,
          updated_by: options.by,
          deactivated_at: null,
          superseded_by: null,
          revision: 0,
          request_key: options.requestKey,
        };
        stored.push(plan);
        return { host_id, ok: true, plan, superseded: [] };
      });
    },
    findByRequestKey: async (requestKey: string) => stored.filter((plan) => plan.request_key === requestKey),
  };
  return { repository: repository as unknown as PlanRepository, stored, calls };
}

/** A window that closes once `openChecks` checks have passed. */
function closingWindow(openChecks: number): WriteWindow {
  let checks = 0;
  return {
    commitBy: new Date(Date.now() + 60_000),
    ensureOpen() {
      if (++checks > openChecks) throw new DeadlineExceededError();
    },
  };
}

describe('bulk create against its write window', () => {
  const plan = { plan_type: 'decommission', commit_date: '2026-06-30' };
  const hostIds = Array.from({ length: 2_500 }, (_v, i) => i + 1);

  it('when the window closes after the first chunk, then the call fails, the first chunk stays, and a retry with the request key creates only the rest', async () => {
    const { repository, stored, calls } = memoryRepository();
    const commands = createPlanCommands({ repository, hosts, events, logger: createLogger('plan-commands-test', 'silent') });

    // Two checks pass: the one before any write and the one before the first chunk.
    await expect(commands.bulkCreate(hostIds, plan, { by: 'planner', writes: closingWindow(2), requestKey: 'key-1' })).rejects.toBeInstanceOf(DeadlineExceededError);
    expect(calls).toEqual([1_000]);

    const retry = await commands.bulkCreate(hostIds, plan, { by: 'planner', writes: UNBOUNDED_WRITE_WINDOW, requestKey: 'key-1' });
    expect(calls).toEqual([1_000, 1_000, 500]);
    expect(retry.failed).toEqual([]);
    expect(retry.created.map((entry) => entry.host_id)).toEqual(hostIds);
    expect(stored.map((entry) => entry.host_id).sort((a, b) => a - b)).toEqual(hostIds);
  });
});
