import { ConflictError, NotFoundError } from '@vmdash/domain';
import type { DashboardUserCaller } from '@vmdash/identity';
import type { AuditTrail } from '../audit/audit-trail';
import type { ImpersonatingAdmin } from '../workflows/impersonating-admin';
import type { RiskTemplateFields, RiskTemplateFilter, RiskTemplateRepository, StoredRiskTemplate } from './risk-template.repository';
import { buildHierarchy, checkMayChange, checkTemplateFields, type HierarchyNode } from './risk-template.rules';

/** Who performs a change, for the record and the audit trail, with the Admin behind an impersonation (stored as the creator's). */
export interface TemplateActor {
  caller: DashboardUserCaller;
  username: string;
  impersonatingAdmin: ImpersonatingAdmin;
  clientAddress: string | null;
}

/** Texts of refused template commands (the specification shows none). */
export const TEMPLATE_TEXTS = {
  notFound: 'Risk template not found',
  nameTaken: 'A risk template with this name already exists',
} as const;

/**
 * The risk-acceptance template library (issue "Compliance reporting ...", Risk-acceptance templates). Every command on
 * one template throws NotFoundError for an unknown id, and a write ConflictError for a name another template has
 * (compared case-insensitively).
 */
export interface RiskTemplateCommands {
  search(filter: RiskTemplateFilter, page: number, pageSize: number): Promise<{ templates: StoredRiskTemplate[]; total: number }>;
  get(id: string): Promise<StoredRiskTemplate>;
  /** Creates a template owned by the actor; audit action risk_template_create. */
  create(fields: RiskTemplateFields, actor: TemplateActor): Promise<StoredRiskTemplate>;
  /**
   * Changes the given fields (an Admin any template, a Standard_User its own); audit action risk_template_update with
   * the changed fields' names.
   * @throws PermissionDeniedError when a Standard_User changes another user's template (nothing is changed)
   */
  update(id: string, changes: Partial<RiskTemplateFields>, actor: TemplateActor): Promise<StoredRiskTemplate>;
  /**
   * Deletes a template (an Admin any, a Standard_User its own); audit action risk_template_delete. Answers the deleted
   * template.
   * @throws PermissionDeniedError when a Standard_User deletes another user's template
   */
  delete(id: string, actor: TemplateActor): Promise<StoredRiskTemplate>;
  /** Copies a template under `name`, owned by the actor; audit action risk_template_clone with the source id. */
  clone(id: string, name: string, actor: TemplateActor): Promise<StoredRiskTemplate>;
  /** The vendor -> platform -> model tree with counts; one vendor's platforms; one platform's models. */
  hierarchy(vendor?: string, platform?: string): Promise<HierarchyNode[]>;
}

interface RiskTemplateDeps {
  templates: RiskTemplateRepository;
  audit: AuditTrail;
  now: () => Date;
}

/** The template library over its repository; every write is recorded in the audit trail after it is stored. */
export function createRiskTemplateCommands({ templates, audit, now }: RiskTemplateDeps): RiskTemplateCommands {
  const record = (
    action: 'risk_template_create' | 'risk_template_update' | 'risk_template_delete' | 'risk_template_clone',
    template: StoredRiskTemplate,
    actor: TemplateActor,
    details: Record<string, unknown>,
  ) =>
    audit.record({
      action,
      userId: actor.caller.subject,
      username: actor.username,
      entityType: 'risk_template',
      impersonatedBy: actor.caller.actorSubject,
      entityId: template.id,
      details: { name: template.name, ...details },
      ipAddress: actor.clientAddress,
    });

  const insert = async (fields: RiskTemplateFields, actor: TemplateActor): Promise<StoredRiskTemplate> => {
    checkTemplateFields(fields);
    const stored = await templates.insert(fields, { id: actor.caller.subject, username: actor.username, ...actor.impersonatingAdmin }, now());
    if (stored === 'name_taken') throw new ConflictError(TEMPLATE_TEXTS.nameTaken);
    return stored;
  };
  const existing = async (id: string): Promise<StoredRiskTemplate> => {
    const template = await templates.findById(id);
    if (!template) throw new NotFoundError(TEMPLATE_TEXTS.notFound);
    return template;
  };

  return {
    search: (filter, page, pageSize) => templates.search(filter, page, pageSize),

    get: existing,

    async create(fields, actor) {
      const template = await insert(fields, actor);
      await record('risk_template_create', template, actor, {});
      return template;
    },

    async update(id, changes, actor) {
      checkTemplateFields(changes);
      const template = await existing(id);
      // created_by_id never changes, so the check holds for the update that follows.
      checkMayChange(template, actor.caller);
      const updated = await templates.update(id, changes, now());
      if (updated === null) throw new NotFoundError(TEMPLATE_TEXTS.notFound);
      if (updated === 'name_taken') throw new ConflictError(TEMPLATE_TEXTS.nameTaken);
      await record('risk_template_update', updated, actor, { changed_fields: Object.keys(changes).sort() });
      return updated;
    },

    async delete(id, actor) {
      const template = await existing(id);
      checkMayChange(template, actor.caller);
      if (!(await templates.delete(id))) throw new NotFoundError(TEMPLATE_TEXTS.notFound);
      await record('risk_template_delete', template, actor, {});
      return template;
    },

    async clone(id, name, actor) {
      const source = await existing(id);
      const { vendor, platform, model, description, justification, compensating_controls, risk_rating, expiration_days } = source;
      const template = await insert({ name, vendor, platform, model, description, justification, compensating_controls, risk_rating, expiration_days }, actor);
      await record('risk_template_clone', template, actor, { source_id: source.id });
      return template;
    },

    async hierarchy(vendor, platform) {
      const groups = await templates.hierarchy(vendor, platform);
      if (vendor === undefined) return buildHierarchy(groups, ['vendor', 'platform', 'model']);
      return buildHierarchy(groups, platform === undefined ? ['platform'] : ['model']);
    },
  };
}
