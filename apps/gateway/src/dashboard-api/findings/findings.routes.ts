import { unaryCall } from '@vmdash/grpc';
import { toPageJson } from '../../http/paging';
import { jsonResult, jsonBytesResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import { z } from '../../openapi/zod';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';
import {
  FindingChangePageBody,
  FindingChangesQuery,
  FindingCountsBody,
  findingChangesMessage,
  findingFilterMessage,
  FindingNoteRequest,
  FindingPageBody,
  findingPageBytes,
  FindingParams,
  FindingsQuery,
  NoteBody,
  toFindingChangeJson,
  toFindingCountsJson,
  toNoteJson,
} from './findings.schemas';

const tag = 'findings';

const NOT_FOUND = '"Finding not found": no active finding of the caller\'s teams (a finding of another team is not confirmed to exist)';

/** Findings of the caller's teams and their notes (docs/decisions/0011). */
export function findingRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { workflows } = deps;
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/findings',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListFindings'),
      query: FindingsQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.findingsFailed,
      docs: {
        operationId: 'listFindings',
        summary: "Findings of the caller's teams, every scanner in one list",
        description:
          "Both sources in one list, each finding with its `source`: alpha (Nexpose, OpenVAS: one CVE on one asset, `scanner_id` its CVE id) and beta (Nessus: one plugin result on one host and port), from data-cache's active snapshots; with `status=fixed` also the findings a later scan of their host no longer reported, from the finding lifecycle (docs/decisions/0026-finding-lifecycle.md). Team scope: the hosts whose team field (FINDINGS_TEAM_FIELD of the dashboard service, bu_team by default) is one of the caller's bu_teams, or every host for an Admin who chose every team. `host_id` lists one machine's findings of every scanner (the host of `host_source` and the other source's hosts of the same address, else name). Workflows (the queue, its remediation, false-positive, risk-acceptance and decommission workflows, finding notes) take beta findings only: staging an alpha finding is refused with 409. Paged: `page` (1-based) and `page_size` in the query, `{page, page_size, total, items}` answered.",
        tag,
        responses: { 200: { description: 'One page', schema: FindingPageBody } },
      },
      handle: async ({ query, call }) => {
        // The rows come as data-cache wrote their JSON and are written as they are (docs/decisions/0031, "The rows of a page").
        const page = await unaryCall(workflows, 'ListFindings', { ...findingFilterMessage(query), page: query.page, page_size: query.page_size, rows_as_json: true }, call);
        return jsonBytesResult(findingPageBytes(page));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/findings/counts',
      access: accessOf('vmdash.v1.DashboardWorkflowService/CountFindings'),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.findingsFailed,
      docs: {
        operationId: 'countFindings',
        summary: "How many active findings the caller's teams have, per severity and with KEV",
        description:
          "The `total` GET /api/findings answers with `severity` (each severity) and with `kev=true`, in one read (the overview's counts; docs/decisions/0031-dashboard-reads-at-scale.md): active findings (open and reopened) of both sources, team scoped as the list.",
        tag,
        responses: { 200: { description: 'The counts', schema: FindingCountsBody } },
      },
      handle: async ({ call }) => {
        const counts = await unaryCall(workflows, 'CountFindings', {}, call);
        return jsonResult(toFindingCountsJson(counts));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/findings/changes',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListFindings'),
      query: FindingChangesQuery,
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: WORKFLOW_TEXTS.findingsFailed,
      docs: {
        operationId: 'listFindingChanges',
        summary: "What changed: new, fixed and reopened findings of the caller's teams in a window",
        description:
          "One row per lifecycle transition (docs/decisions/0026-finding-lifecycle.md) whose scan time lies in the window (the last `days` days, 7 by default, or `since` up to `until` or now), with the finding as it is now: its status, fixed_at, source and the list's other fields, `change` (new, fixed, reopened) and `changed_at`. A finding fixed and reopened in the window has a row for each. The list's filters, team scope and paging apply; transitions are kept FINDING_HISTORY_DAYS of data-cache. Exported by GET /api/exports/findings-changes.csv and .xlsx.",
        tag,
        responses: { 200: { description: 'One page of changes', schema: FindingChangePageBody } },
      },
      handle: async ({ query, call }) => {
        const page = await unaryCall(workflows, 'ListFindings', { ...findingChangesMessage(query, new Date()), page: query.page, page_size: query.page_size }, call);
        return jsonResult(toPageJson(page, page.items.map(toFindingChangeJson)));
      },
    }),
    defineDashboardRoute({
      method: 'get',
      path: '/api/findings/{host_id}/{scanner_id}/notes',
      access: accessOf('vmdash.v1.DashboardWorkflowService/ListFindingNotes'),
      params: FindingParams,
      invalidInputText: WORKFLOW_TEXTS.invalidFindingKey,
      failureText: WORKFLOW_TEXTS.findingNotesFailed,
      docs: {
        operationId: 'listFindingNotes',
        summary: 'Notes of a finding, oldest first',
        tag,
        responses: { 200: { description: 'The notes', schema: z.array(NoteBody) }, 404: { description: NOT_FOUND } },
      },
      handle: async ({ params, call }) => {
        const answer = await unaryCall(workflows, 'ListFindingNotes', { host_id: params.host_id, scanner_id: params.scanner_id }, call);
        return jsonResult(answer.notes.map(toNoteJson));
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/findings/{host_id}/{scanner_id}/notes',
      access: accessOf('vmdash.v1.DashboardWorkflowService/AddFindingNote'),
      params: FindingParams,
      body: FindingNoteRequest,
      invalidInputText: WORKFLOW_TEXTS.findingNoteLength,
      failureText: WORKFLOW_TEXTS.findingNoteFailed,
      docs: {
        operationId: 'addFindingNote',
        summary: 'Add a note to a finding',
        description:
          'At most 255 characters (interface spec, Limits: finding note). A note written while an Admin impersonates the author names the Admin (impersonated_by). Audit action finding_note_create (entityType finding, entityId "<host_id>:<scanner_id>").',
        tag,
        responses: { 201: { description: 'The note', schema: NoteBody }, 404: { description: NOT_FOUND } },
      },
      handle: async ({ params, body, clientAddress, call }) => {
        const note = await unaryCall(workflows, 'AddFindingNote', { finding: { host_id: params.host_id, scanner_id: params.scanner_id }, text: body.text, client_address: clientAddress }, call);
        return jsonResult(toNoteJson(note), 201);
      },
    }),
  ];
}
