import { TEMPLATE_MAX_PAGE_SIZE, ValidationError } from '@vmdash/domain';
import type { ServiceImplementation } from '@vmdash/grpc';
import type { DashboardUserCaller } from '@vmdash/identity';
import type { UserRepository } from '../users/user.repository';
import { impersonatingAdminMessageOf, impersonatingAdminOf } from '../workflows/impersonating-admin';
import type { RiskTemplateCommands, TemplateActor } from './risk-template.commands';
import type { RiskTemplateFields, StoredRiskTemplate } from './risk-template.repository';
import { isRiskRating } from './risk-template.rules';

type TemplateRpc = 'ListRiskTemplates' | 'CreateRiskTemplate' | 'GetRiskTemplate' | 'UpdateRiskTemplate' | 'DeleteRiskTemplate' | 'CloneRiskTemplate' | 'GetRiskTemplateHierarchy';

/** A stored template as the RiskTemplate message (timestamps ISO 8601 UTC). */
function toMessage(template: StoredRiskTemplate) {
  return {
    id: template.id,
    name: template.name,
    vendor: template.vendor,
    platform: template.platform,
    model: template.model,
    description: template.description,
    justification: template.justification,
    compensating_controls: template.compensating_controls,
    risk_rating: template.risk_rating,
    expiration_days: template.expiration_days,
    created_by: template.created_by,
    ...impersonatingAdminMessageOf(template),
    created_at: template.created_at.toISOString(),
    updated_at: template.updated_at.toISOString(),
  };
}

/** A rating from a message, checked (the rules check the other fields). */
function ratingOf(value: string): RiskTemplateFields['risk_rating'] {
  if (!isRiskRating(value)) throw new ValidationError('risk_rating is invalid', [{ loc: ['body', 'risk_rating'], msg: 'unknown rating', type: 'value_error' }]);
  return value;
}

/**
 * The risk-acceptance template RPCs of DashboardLibraryService. Reads are open to every signed-in user, writes to
 * Admin and Standard_User (RPC_PERMISSIONS); the commands keep the creator rule of deletes.
 */
export function createRiskTemplateHandlers(commands: RiskTemplateCommands, users: UserRepository): Pick<ServiceImplementation<'vmdash.v1.DashboardLibraryService'>, TemplateRpc> {
  const actorOf = async (caller: DashboardUserCaller, clientAddress: string): Promise<TemplateActor> => {
    const usernameOf = async (userId: string) => (await users.findById(userId))?.username ?? userId;
    return { caller, username: await usernameOf(caller.subject), impersonatingAdmin: await impersonatingAdminOf(caller.actorSubject, usernameOf), clientAddress: clientAddress || null };
  };
  return {
    ListRiskTemplates: async (request) => {
      if (request.page < 1 || request.page_size < 1 || request.page_size > TEMPLATE_MAX_PAGE_SIZE) {
        throw new ValidationError(`page must be >= 1 and page_size 1..${TEMPLATE_MAX_PAGE_SIZE}`, [{ loc: ['query', 'page'], msg: 'out of range', type: 'value_error' }]);
      }
      const filter = {
        ...(request.q !== undefined ? { q: request.q } : {}),
        ...(request.vendor !== undefined ? { vendor: request.vendor } : {}),
        ...(request.platform !== undefined ? { platform: request.platform } : {}),
        ...(request.model !== undefined ? { model: request.model } : {}),
      };
      const { templates, total } = await commands.search(filter, request.page, request.page_size);
      return { templates: templates.map(toMessage), page: request.page, page_size: request.page_size, total };
    },

    GetRiskTemplate: async (request) => toMessage(await commands.get(request.id)),

    CreateRiskTemplate: async (request, { user }) => {
      const fields = request.fields;
      if (!fields) throw new ValidationError('fields are required', [{ loc: ['body'], msg: 'missing', type: 'value_error' }]);
      return toMessage(await commands.create({ ...fields, risk_rating: ratingOf(fields.risk_rating) }, await actorOf(user, request.client_address)));
    },

    UpdateRiskTemplate: async (request, { user }) => {
      const { id, client_address: clientAddress, risk_rating: rating, ...rest } = request;
      const changes: Partial<RiskTemplateFields> = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
      if (rating !== undefined) changes.risk_rating = ratingOf(rating);
      if (Object.keys(changes).length === 0) throw new ValidationError('no changes given', [{ loc: ['body'], msg: 'empty', type: 'value_error' }]);
      return toMessage(await commands.update(id, changes, await actorOf(user, clientAddress)));
    },

    DeleteRiskTemplate: async (request, { user }) => toMessage(await commands.delete(request.id, await actorOf(user, request.client_address))),

    CloneRiskTemplate: async (request, { user }) => toMessage(await commands.clone(request.id, request.name, await actorOf(user, request.client_address))),

    GetRiskTemplateHierarchy: async (request) => {
      if (request.platform !== undefined && request.vendor === undefined) {
        throw new ValidationError('platform needs vendor', [{ loc: ['query', 'platform'], msg: 'platform needs vendor', type: 'value_error' }]);
      }
      return { nodes: await commands.hierarchy(request.vendor, request.platform) };
    },
  };
}
