import type { ServiceImplementation } from '@vmdash/grpc';
import type { UserRepository } from '../users/user.repository';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { SlaPolicyCommands } from './sla-policy.commands';
import { checkedPolicyInput, type SlaPolicy } from './sla-policy.rules';

/** A policy as the SlaPolicy message (dashboard_compliance.proto; unset optionals for the default's absent author). */
function toPolicyMessage(policy: SlaPolicy) {
  return {
    version: policy.version,
    basis: policy.basis,
    tiers: policy.tiers,
    kev_cap: policy.kev_cap,
    ...(policy.reason !== null ? { reason: policy.reason } : {}),
    ...(policy.updated_by !== null ? { updated_by: policy.updated_by } : {}),
    ...(policy.updated_at !== null ? { updated_at: policy.updated_at.toISOString() } : {}),
    ...(policy.impersonated_by !== null ? { impersonated_by: policy.impersonated_by } : {}),
  };
}

/**
 * The SLA policy RPCs of DashboardComplianceService: every signed-in user reads the policy in force, only an Admin
 * puts a new version in force (RPC_PERMISSIONS; docs/decisions/0027-risk-score-and-sla-policy.md).
 */
export function createSlaPolicyHandlers(commands: SlaPolicyCommands, users: UserRepository): Pick<ServiceImplementation<'vmdash.v1.DashboardComplianceService'>, 'GetSlaPolicy' | 'UpdateSlaPolicy'> {
  return {
    GetSlaPolicy: async () => toPolicyMessage(await commands.current()),
    UpdateSlaPolicy: async (request, context) => {
      const input = checkedPolicyInput({ basis: request.basis, tiers: request.tiers, kev_cap: request.kev_cap, reason: request.reason });
      const caller = workflowCallerOf(context);
      const [user, admin] = await Promise.all([users.findById(caller.userId), caller.actorId ? users.findById(caller.actorId) : null]);
      const actor = { caller, username: user?.username ?? caller.userId, impersonatedBy: caller.actorId ? (admin?.username ?? caller.actorId) : null, clientAddress: request.client_address || null };
      return toPolicyMessage(await commands.update(actor, input, request.replaces_version, context.writes));
    },
  };
}
