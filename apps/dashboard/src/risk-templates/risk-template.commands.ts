import type { DashboardUserCaller } from '@vmdash/identity';
import type { AuditTrail } from '../audit/audit-trail';
import type { RiskTemplateFields, RiskTemplateFilter, RiskTemplateRepository, StoredRiskTemplate } from './risk-template.repository';
import { buildHierarchy, checkMayChange, checkTemplateFields, type HierarchyNode } from './risk-template.rules';

/** Who performs a change, for the record and the audit trail. */
export interface TemplateActor {
  caller: DashboardUserCaller;
  username: string;
  clientAddress: string | null;
}

/** The outcome of a command on one template. */
export type TemplateResult = { outcome: 'ok'; template: StoredRiskTemplate } | { outcome: 'not_found' | 'name_taken' };

/** The risk-acceptance template library (issue "Compliance reporting ...", Risk-acceptance templates). */
export interface RiskTemplateCommands {
  search(filter: RiskTemplateFilter, page: number, pageSize: number): Promise<{ templates: StoredRiskTemplate[]; total: number }>;
  get(id: string): Promise<TemplateResult>;
  /** Creates a template owned by the actor; audit action risk_template_create. */
  create(fields: RiskTemplateFields, actor: TemplateActor): Promise<TemplateResult>;
  /**
   * Changes the given fields (an Admin any template, a Standard_User its own); audit action risk_template_update with
   * the changed fields' names.
   * @throws PermissionDeniedError when a Standard_User changes another user's template (nothing is changed)
   */
  update(id: string, changes: Partial<RiskTemplateFields>, actor: TemplateActor): Promise<TemplateResult>;
  /**
   * Deletes a template (an Admin any, a Standard_User its own); audit action risk_template_delete.
   * @throws PermissionDeniedError when a Standard_User deletes another user's template
   */
  delete(id: string, actor: TemplateActor): Promise<TemplateResult>;
  /** Copies a template under `name`, owned by the actor; audit action risk_template_clone with the source id. */
  clone(id: string, name: string, actor: TemplateActor): Promise<TemplateResult>;
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

  const insert = async (fields: RiskTemplateFields, actor: TemplateActor): Promise<TemplateResult> => {
    checkTemplateFields(fields);
    const stored = await templates.insert(fields, { id: actor.caller.subject, username: actor.username }, now());
    return stored === 'name_taken' ? { outcome: 'name_taken' } : { outcome: 'ok', template: stored };
  };

  return {
    search: (filter, page, pageSize) => templates.search(filter, page, pageSize),

    async get(id) {
      const template = await templates.findById(id);
      return template ? { outcome: 'ok', template } : { outcome: 'not_found' };
    },

    async create(fields, actor) {
      const result = await insert(fields, actor);
      if (result.outcome === 'ok') await record('risk_template_create', result.template, actor, {});
      return result;
    },

    async update(id, changes, actor) {
      checkTemplateFields(changes);
      const template = await templates.findById(id);
      if (!template) return { outcome: 'not_found' };
      // created_by_id never changes, so the check holds for the update that follows.
      checkMayChange(template, actor.caller);
      const updated = await templates.update(id, changes, now());
      if (updated === null) return { outcome: 'not_found' };
      if (updated === 'name_taken') return { outcome: 'name_taken' };
      await record('risk_template_update', updated, actor, { changed_fields: Object.keys(changes).sort() });
      return { outcome: 'ok', template: updated };
    },

    async delete(id, actor) {
      const template = await templates.findById(id);
      if (!template) return { outcome: 'not_found' };
      checkMayChange(template, actor.caller);
      if (!(await templates.delete(id))) return { outcome: 'not_found' };
      await record('risk_template_delete', template, actor, {});
      return { outcome: 'ok', template };
    },

    async clone(id, name, actor) {
      const source = await templates.findById(id);
      if (!source) return { outcome: 'not_found' };
      const { vendor, platform, model, description, justification, compensating_controls, risk_rating, expiration_days } = source;
      const result = await insert({ name, vendor, platform, model, description, justification, compensating_controls, risk_rating, expiration_days }, actor);
      if (result.outcome === 'ok') await record('risk_template_clone', result.template, actor, { source_id: source.id });
      return result;
    },

    async hierarchy(vendor, platform) {
      const groups = await templates.hierarchy(vendor, platform);
      if (vendor === undefined) return buildHierarchy(groups, ['vendor', 'platform', 'model']);
      return buildHierarchy(groups, platform === undefined ? ['platform'] : ['model']);
    },
  };
}
