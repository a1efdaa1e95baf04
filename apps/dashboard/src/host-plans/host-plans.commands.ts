import { NotFoundError } from '@vmdash/domain';
import type { PlanFields } from '@vmdash/proto';
import type { WorkflowAudit } from '../workflows/workflow-audit';
import { inTeamScope, type WorkflowCaller } from '../workflows/workflow-caller';
import type { HostPlan, HostPlanService } from './action-plan-client';
import type { HostTeamDirectory } from './host-team-directory';

/** Text of a host outside the caller's teams or unknown (the same text either way: nothing is confirmed). */
export const HOST_NOT_FOUND = 'Host not found';

/** What the host-plan commands need. */
interface HostPlanDeps {
  hosts: HostTeamDirectory;
  plans: HostPlanService;
  audit: WorkflowAudit<'action_plan_create'>;
}

/** A plan to create on a host: the fields of the spec's create action plan request, and the client's key if any. */
export interface NewHostPlan {
  hostId: number;
  plan: PlanFields;
  idempotencyKey?: string;
  clientAddress: string | null;
}

/** Use cases of a host's action plans on the dashboard (docs/decisions/0020: the host page's plan history and create). */
export interface HostPlanCommands {
  /**
   * Every plan of a host in the caller's teams, newest first.
   * @throws NotFoundError outside them (or for an unknown host)
   */
  list(caller: WorkflowCaller, hostId: number): Promise<HostPlan[]>;
  /**
   * Creates a plan on a host in the caller's teams through action-plan (its rules by plan_type, its write window: the
   * call ends at the caller's commit instant, so no plan is stored after the caller gave up) and audits it
   * (action_plan_create, entityType action_plan).
   * @throws NotFoundError for a host outside the caller's teams, action-plan's refusals (HostPlanService.create),
   *   DeadlineExceededError when the caller's window closed before the call (nothing was sent)
   */
  create(caller: WorkflowCaller, plan: NewHostPlan): Promise<HostPlan>;
}

export function createHostPlanCommands(deps: HostPlanDeps): HostPlanCommands {
  /** Team scope (docs/architecture.md; the dashboard applies it): an Admin of every team sees every host. */
  const visible = async (caller: WorkflowCaller, hostId: number): Promise<boolean> => {
    if (caller.teams === null) return true;
    const team = await deps.hosts.teamOf(hostId, caller.writes.commitBy);
    return team !== null && inTeamScope(caller, team);
  };
  return {
    async list(caller, hostId) {
      if (!(await visible(caller, hostId))) throw new NotFoundError(HOST_NOT_FOUND);
      return deps.plans.list(hostId, caller.writes.commitBy);
    },
    async create(caller, { hostId, plan, idempotencyKey, clientAddress }) {
      if (!(await visible(caller, hostId))) throw new NotFoundError(HOST_NOT_FOUND);
      caller.writes.ensureOpen();
      const created = await deps.plans.create(hostId, plan, idempotencyKey, caller.writes.commitBy);
      await deps.audit(
        caller,
        'action_plan_create',
        created.action_plan_id,
        {
          host_id: created.host_id,
          plan_type: created.plan_type,
          commit_date: created.commit_date,
          scanner_id: created.scanner_id ?? null,
          active_host_findings_id: created.active_host_findings_id ?? null,
        },
        clientAddress,
      );
      return created;
    },
  };
}
