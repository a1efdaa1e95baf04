import { unaryCall } from '@vmdash/grpc';
import { toPageJson } from '../../http/paging';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { MessageBody } from '../http/dashboard-schemas';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import {
  CloneTemplateRequest,
  CreateTemplateRequest,
  HierarchyQuery,
  RiskTemplateBody,
  RiskTemplateHierarchyBody,
  RiskTemplatePageBody,
  TemplateIdParams,
  TemplateListQuery,
  toHierarchyJson,
  toTemplateJson,
  UpdateTemplateRequest,
} from './risk-templates.schemas';

const tag = 'risk-templates';
const NOT_FOUND = { description: '"Risk template not found"' };
const NAME_TAKEN = { description: '"A risk template with this name already exists" (compared case-insensitively)' };

/**
 * The risk-acceptance template library (issue "Compliance reporting ...", Risk-acceptance templates): every signed-in
 * user reads, Admin and Standard_User write (a Standard_User deletes only its own), every write audit-logged.
 */
export function riskTemplateRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { library } = deps;
  return [
    // Before /{id}, which would take "hierarchy" as an id.
    defineDashboardRoute({
      method: 'get',
      path: '/api/risk-templates/hierarchy',
      access: accessOf('vmdash.v1.DashboardLibraryService/GetRiskTemplateHierarchy'),
      query: HierarchyQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.templateHierarchyFailed,
      docs: {
        operationId: 'getRiskTemplateHierarchy',
        summary: 'Vendors, platforms and models of the templates, with counts',
        description:
          'Without a query the whole tree: `vendors`, each with `platforms`, each with `models`. `?vendor=` walks one level down (that vendor\'s `platforms`), `?vendor=&platform=` one more (that platform\'s `models`). Names are compared case-insensitively; an unknown name answers an empty list. `platform` without `vendor` is 400 "platform needs vendor".',
        tag,
        responses: { 200: { description: 'The tree or one level of it', schema: RiskTemplateHierarchyBody } },
      },
      handle: async ({ query, call }) => {
        const request = { ...(query.vendor !== undefined ? { vendor: query.vendor } : {}), ...(query.platform !== undefined ? { platform: query.platform } : {}) };
        const hierarchy = await unaryCall(library, 'GetRiskTemplateHierarchy', request, call);
        return jsonResult(toHierarchyJson(hierarchy.nodes, query));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/risk-templates',
      access: accessOf('vmdash.v1.DashboardLibraryService/ListRiskTemplates'),
      query: TemplateListQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.templatesFailed,
      docs: {
        operationId: 'listRiskTemplates',
        summary: 'Search the risk-acceptance templates, by name',
        description:
          '`q` matches name, description, justification and compensating_controls as a case-insensitive substring; vendor, platform and model match exactly, case-insensitively. Paged: `page`, `page_size`.',
        tag,
        responses: { 200: { description: 'One page', schema: RiskTemplatePageBody } },
      },
      handle: async ({ query, call }) => {
        const page = await unaryCall(library, 'ListRiskTemplates', query, call);
        return jsonResult(toPageJson(page, page.templates.map(toTemplateJson)));
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/risk-templates',
      access: accessOf('vmdash.v1.DashboardLibraryService/CreateRiskTemplate'),
      body: CreateTemplateRequest,
      invalidInputText: CHOSEN_TEXTS.templateFieldsRequired,
      failureText: CHOSEN_TEXTS.templateCreateFailed,
      docs: {
        operationId: 'createRiskTemplate',
        summary: 'Create a risk-acceptance template',
        description: 'Audit action risk_template_create (entityType risk_template). The caller becomes created_by.',
        tag,
        responses: { 201: { description: 'Created', schema: RiskTemplateBody }, 409: NAME_TAKEN },
      },
      handle: async ({ body, clientAddress, call }) => jsonResult(toTemplateJson(await unaryCall(library, 'CreateRiskTemplate', { fields: body, client_address: clientAddress }, call)), 201),
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/risk-templates/{id}',
      access: accessOf('vmdash.v1.DashboardLibraryService/GetRiskTemplate'),
      params: TemplateIdParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.templateFailed,
      docs: { operationId: 'getRiskTemplate', summary: 'One risk-acceptance template', tag, responses: { 200: { description: 'The template', schema: RiskTemplateBody }, 404: NOT_FOUND } },
      handle: async ({ params, call }) => jsonResult(toTemplateJson(await unaryCall(library, 'GetRiskTemplate', { id: params.id }, call))),
    }),
    defineDashboardRoute({
      method: 'patch',
      path: '/api/risk-templates/{id}',
      access: accessOf('vmdash.v1.DashboardLibraryService/UpdateRiskTemplate'),
      params: TemplateIdParams,
      body: UpdateTemplateRequest,
      invalidInputText: CHOSEN_TEXTS.noTemplateChanges,
      failureText: CHOSEN_TEXTS.templateUpdateFailed,
      docs: {
        operationId: 'updateRiskTemplate',
        summary: "Change a template's fields",
        description:
          'An Admin changes any template, a Standard_User only the ones it created (403 with required and current otherwise, as for a delete; nothing is changed). Audit action risk_template_update with the changed fields.',
        tag,
        responses: { 200: { description: 'The updated template', schema: RiskTemplateBody }, 404: NOT_FOUND, 409: NAME_TAKEN },
      },
      handle: async ({ params, body, clientAddress, call }) =>
        jsonResult(toTemplateJson(await unaryCall(library, 'UpdateRiskTemplate', { id: params.id, ...body, client_address: clientAddress }, call))),
    }),
    defineDashboardRoute({
      method: 'delete',
      path: '/api/risk-templates/{id}',
      access: accessOf('vmdash.v1.DashboardLibraryService/DeleteRiskTemplate'),
      params: TemplateIdParams,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.templateDeleteFailed,
      docs: {
        operationId: 'deleteRiskTemplate',
        summary: 'Delete a template',
        description: 'An Admin deletes any template, a Standard_User only the ones it created (403 with required and current otherwise). Audit action risk_template_delete.',
        tag,
        responses: { 200: { description: '"Risk template deleted"', schema: MessageBody }, 404: NOT_FOUND },
      },
      handle: async ({ params, clientAddress, call }) => {
        await unaryCall(library, 'DeleteRiskTemplate', { id: params.id, client_address: clientAddress }, call);
        return jsonResult({ message: CHOSEN_TEXTS.templateDeleted });
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/risk-templates/{id}/clone',
      access: accessOf('vmdash.v1.DashboardLibraryService/CloneRiskTemplate'),
      params: TemplateIdParams,
      body: CloneTemplateRequest,
      invalidInputText: CHOSEN_TEXTS.cloneNameRequired,
      failureText: CHOSEN_TEXTS.templateCloneFailed,
      docs: {
        operationId: 'cloneRiskTemplate',
        summary: 'Copy a template under a new name',
        description: 'The copy has every field of the source but its name, and the caller as created_by. Audit action risk_template_clone with the source id.',
        tag,
        responses: { 201: { description: 'The copy', schema: RiskTemplateBody }, 404: NOT_FOUND, 409: NAME_TAKEN },
      },
      handle: async ({ params, body, clientAddress, call }) =>
        jsonResult(toTemplateJson(await unaryCall(library, 'CloneRiskTemplate', { id: params.id, name: body.name, client_address: clientAddress }, call)), 201),
    }),
  ];
}
