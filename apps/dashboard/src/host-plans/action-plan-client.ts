import { status } from '@grpc/grpc-js';
import { ConflictError, DeadlineExceededError, NotFoundError, PermissionDeniedError, UnavailableError, ValidationError, type DomainError } from '@vmdash/domain';
import { fieldViolationsOf, httpStatusForGrpc, isGrpcError, unaryCall, type GrpcError } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { ActionPlanServiceClient, ActionPlan__Output, PlanFields } from '@vmdash/proto';

/** A stored plan as the action-plan service answers it (action_plan.proto ActionPlan). */
export type HostPlan = ActionPlan__Output;

/** The action-plan service's plans of one host, for the dashboard user the call runs for. */
export interface HostPlanService {
  /**
   * Every plan of the host, active and inactive, newest first.
   * @throws NotFoundError when action-plan does not know the host; the others of actionPlanRefusal
   */
  list(hostId: number, deadline: Date | null): Promise<HostPlan[]>;
  /**
   * Creates a plan under action-plan's rules by plan_type.
   * @throws its refusals as the dashboard's (actionPlanRefusal)
   */
  create(hostId: number, plan: PlanFields, idempotencyKey: string | undefined, deadline: Date | null): Promise<HostPlan>;
}

const UNAVAILABLE_TEXT = 'The action plans are unavailable: the action-plan service did not answer';

/** "commit_date: Input should be ..." : the first field violation, named by its field (the loc after "body"). */
function violationText(error: GrpcError): string {
  const [first] = fieldViolationsOf(error);
  if (!first) return error.details || 'Invalid action plan';
  const field = first.loc.filter((part) => part !== 'body').join('.');
  return field ? `${field}: ${first.msg}` : first.msg;
}

/**
 * The dashboard's domain error for a failed action-plan call, by libs/grpc's one status mapping (httpStatusForGrpc,
 * dashboard face): 400 a ValidationError naming the first field violation, 404 NotFoundError and 409 ConflictError
 * with the service's text; DeadlineExceededError (504 "Request timed out": action-plan commits nothing after the
 * deadline it was given, docs/decisions/0008), PermissionDeniedError (403), UnavailableError for anything else (the
 * route's 500).
 */
export function actionPlanRefusal(error: unknown, logger: Logger): DomainError {
  const serviceError: GrpcError = isGrpcError(error) ? error : { code: status.UNKNOWN, details: '' };
  const httpStatus = httpStatusForGrpc(serviceError.code, 'dashboard');
  if (httpStatus === 400) return new ValidationError(violationText(serviceError));
  if (httpStatus === 404) return new NotFoundError(serviceError.details || 'Host not found');
  if (httpStatus === 409) return new ConflictError(serviceError.details || 'The action plan conflicts with another change');
  logger.warn({ code: serviceError.code, details: serviceError.details }, 'action-plan call failed');
  if (serviceError.code === status.DEADLINE_EXCEEDED) return new DeadlineExceededError();
  if (httpStatus === 403) return new PermissionDeniedError(serviceError.details || 'Insufficient permissions');
  return new UnavailableError(UNAVAILABLE_TEXT);
}

/**
 * A client of the action-plan service's ListPlans and CreatePlan. Calls run in the request context, so the signed-in
 * user's internal token travels with them and becomes the plan's created_by (docs/decisions/0020-dashboard-host-plans.md);
 * each ends at the deadline given (the caller's commit instant), else at `client`'s own deadline.
 * @param client the dashboard's one client of the action-plan service (its owner closes it)
 */
export function createActionPlanClient(client: ActionPlanServiceClient, logger: Logger): HostPlanService {
  const options = (deadline: Date | null) => (deadline ? { deadline } : {});
  return {
    async list(hostId, deadline) {
      try {
        const answer = await unaryCall(client, 'ListPlans', { host_id: hostId }, options(deadline));
        return answer.items;
      } catch (error) {
        throw actionPlanRefusal(error, logger);
      }
    },
    async create(hostId, plan, idempotencyKey, deadline) {
      try {
        return await unaryCall(client, 'CreatePlan', { host_id: hostId, plan, idempotency_key: idempotencyKey }, options(deadline));
      } catch (error) {
        throw actionPlanRefusal(error, logger);
      }
    },
  };
}
