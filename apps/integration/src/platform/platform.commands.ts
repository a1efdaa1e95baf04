import { ValidationError } from '@vmdash/domain';
import { OutboundError } from '../outbound/outbound-error';
import type { FalsePositiveForm, PlatformClient, PlatformWorkflow } from './platform.client';

/** A false-positive workflow as vmdash keeps it (protos/vmdash/v1/integration.proto FalsePositiveWorkflow). */
export interface FalsePositiveWorkflow {
  platform_id: string;
  workflow_uuid: string;
  name: string;
  state: string;
  created?: string;
  platform_answer_json: string;
}

/** The platform use cases behind IntegrationService's false-positive RPCs. */
export interface PlatformCommands {
  /**
   * Creates the workflow unless one of that name exists, then resolves its uuid by an EXACT name search.
   * @throws ValidationError for what the platform is known to refuse (checked before any call)
   */
  createFalsePositive(form: FalsePositiveForm, signal?: AbortSignal): Promise<FalsePositiveWorkflow>;
  findByName(name: string, signal?: AbortSignal): Promise<FalsePositiveWorkflow>;
  mapFinding(workflowUuid: string, hostFindingId: string, signal?: AbortSignal): Promise<void>;
}

/** Workflow names are at most 255 characters (interface spec, "Limits": workflow name). */
export const WORKFLOW_NAME_MAX = 255;
const OVERRIDE_CONTROLS = new Set(['AUTHORIZED', 'NONE', 'AUTOMATED']);
const ID_PATTERN = /^\d{1,19}$/;

/** Refuses, before any call, what the platform is known to refuse (interface spec, "C. Outbound calls"). */
export function checkFalsePositiveForm(form: FalsePositiveForm): void {
  if (form.name.trim() === '') throw new ValidationError('name is required');
  if (form.name.length > WORKFLOW_NAME_MAX) throw new ValidationError(`name is longer than ${WORKFLOW_NAME_MAX} characters`);
  if (form.reason.trim() === '') throw new ValidationError('reason is required');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.expirationDate) || Number.isNaN(Date.parse(`${form.expirationDate}T00:00:00Z`))) throw new ValidationError('expiration_date must be a date (YYYY-MM-DD)');
  if (!OVERRIDE_CONTROLS.has(form.overrideControl)) throw new ValidationError('override_control must be AUTHORIZED, NONE or AUTOMATED');
  if (form.overrideControl === 'NONE' && form.hostFindingIds.length === 0)
    throw new ValidationError('override_control NONE needs at least one host finding (the platform refuses it for an empty workflow)');
  if (!form.hostFindingIds.every((id) => ID_PATTERN.test(id))) throw new ValidationError('host_finding_ids must be numeric ids');
}

function toWorkflow(found: PlatformWorkflow, answer: Record<string, unknown> = found): FalsePositiveWorkflow {
  return {
    platform_id: String(answer.id ?? found.id ?? ''),
    workflow_uuid: String(found.uuid ?? ''),
    name: String(found.name ?? ''),
    state: String(found.state ?? ''),
    created: answer.created !== undefined ? String(answer.created) : found.created,
    platform_answer_json: JSON.stringify(answer),
  };
}

export function createPlatformCommands(client: PlatformClient): PlatformCommands {
  const findByName = async (name: string, signal?: AbortSignal) => {
    if (name.trim() === '' || name.length > WORKFLOW_NAME_MAX) throw new ValidationError(`name must be 1 to ${WORKFLOW_NAME_MAX} characters`);
    const found = await client.findByName(name, signal);
    if (!found?.uuid) throw new OutboundError('not_found', `No workflow named ${name} on the vulnerability platform`);
    return found;
  };
  return {
    async createFalsePositive(form, signal) {
      checkFalsePositiveForm(form);
      // Never created twice: the name is unique, so an earlier attempt (answered or not) is found first.
      const existing = await client.findByName(form.name, signal);
      if (existing?.uuid) return toWorkflow(existing);
      let answer: Record<string, unknown>;
      try {
        answer = await client.createFalsePositive(form, signal);
      } catch (error) {
        if (!(error instanceof OutboundError) || (error.failure !== 'timeout' && error.failure !== 'unavailable')) throw error;
        // Not tied to the caller: the outcome of a create that left must be known before it is ever sent again.
        const found = await client.findByName(form.name).catch(() => undefined);
        if (!found?.uuid) throw error;
        return toWorkflow(found);
      }
      return toWorkflow(await findByName(form.name), answer);
    },
    findByName: async (name, signal) => toWorkflow(await findByName(name, signal)),
    async mapFinding(workflowUuid, hostFindingId, signal) {
      if (!/^[0-9a-fA-F-]{8,64}$/.test(workflowUuid)) throw new ValidationError('workflow_uuid must be a uuid');
      if (!ID_PATTERN.test(hostFindingId)) throw new ValidationError('host_finding_id must be a numeric id');
      await client.mapFinding(workflowUuid, hostFindingId, signal);
    },
  };
}
