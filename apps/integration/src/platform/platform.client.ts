import { FormData } from 'undici';
import { OutboundError, RATE_LIMIT_TEXT } from '../outbound/outbound-error';
import type { OutboundAnswer, OutboundHttp } from '../outbound/outbound-http';

/** A workflow batch as the platform's search answers it (projection internal carries the uuid). */
export interface PlatformWorkflow {
  id?: number | string;
  uuid?: string;
  name?: string;
  state?: string;
  created?: string;
  [field: string]: unknown;
}

/** The create form's fields (interface spec, "C. Outbound calls": create false-positive form fields). */
export interface FalsePositiveForm {
  name: string;
  reason: string;
  description: string;
  /** YYYY-MM-DD */
  expirationDate: string;
  overrideControl: 'AUTHORIZED' | 'NONE' | 'AUTOMATED';
  hostFindingIds: string[];
  files: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * The platform calls vmdash makes ({PLATFORM_URL}/api/v1, client id in the path), exactly the spec's three. `signal`
 * (the gRPC caller's) stops a call that has not left yet.
 */
export interface PlatformClient {
  /** POST .../workflowBatch/search by name, operator EXACT, projection internal; undefined when none has the name. */
  findByName(name: string, signal?: AbortSignal): Promise<PlatformWorkflow | undefined>;
  /** POST .../workflowBatch/falsePositive/request (multipart); the platform's answer (numeric id, created; no uuid). */
  createFalsePositive(form: FalsePositiveForm, signal?: AbortSignal): Promise<Record<string, unknown>>;
  /** POST .../workflowBatch/falsePositive/{uuid}/map with one finding, operator EXACT. */
  mapFinding(workflowUuid: string, hostFindingId: string, signal?: AbortSignal): Promise<void>;
}

/**
 * The subject filter of a false-positive workflow: subject `hostFinding` (any other is a platform 500) with the
 * filters inside `filterRequest` (outside it is a 500 too); several ids as one comma-separated IN value; an empty
 * workflow an empty filters array.
 */
export function subjectFilterRequest(hostFindingIds: string[]): string {
  const filters = hostFindingIds.length === 0 ? [] : [{ field: 'id', exclusive: false, operator: 'IN', value: hostFindingIds.join(',') }];
  return JSON.stringify({ subject: 'hostFinding', filterRequest: { filters } });
}

/**
 * The failure an unsuccessful platform answer means (interface spec, "Authentication: Outbound"): 401 a bad key, 419
 * insufficient privileges (the body names the missing privilege: passed on), 429 rate limited, 5xx a platform API
 * error carrying the body, 400 the platform's refusal, 404 `notFound`.
 */
export function platformFailure(answer: OutboundAnswer, notFound = 'Workflow not found on the vulnerability platform'): OutboundError {
  const text = answer.text.slice(0, 2_000);
  const message = ((answer.json ?? {}) as { message?: string; error?: string }).message ?? ((answer.json ?? {}) as { error?: string }).error ?? text;
  if (answer.status === 429) return new OutboundError('rate_limited', RATE_LIMIT_TEXT);
  if (answer.status === 401) return new OutboundError('credentials', 'Vulnerability platform rejected the API key (401)');
  if (answer.status === 419) return new OutboundError('permission', `Vulnerability platform: insufficient privileges (419): ${message}`);
  if (answer.status === 404) return new OutboundError('not_found', notFound);
  if (answer.status === 400) return new OutboundError('rejected', `Vulnerability platform refused the request (400): ${message}`);
  return new OutboundError('unavailable', `Vulnerability platform API error (${answer.status}): ${text}`);
}

/** A platform client over `http` (its base is {PLATFORM_URL}/api/v1) for client `clientId`. */
export function createPlatformClient(http: OutboundHttp, clientId: string): PlatformClient {
  const base = `/client/${clientId}/workflowBatch`;
  return {
    async findByName(name, signal) {
      const answer = await http.send({
        method: 'POST',
        path: `${base}/search`,
        json: { filters: [{ field: 'name', exclusive: false, operator: 'EXACT', value: name }], projection: 'internal', sort: [{ field: 'created', direction: 'DESC' }], page: 0, size: 1 },
        signal,
      });
      if (answer.status !== 200) throw platformFailure(answer);
      return (answer.json as { _embedded?: { workflowBatches?: PlatformWorkflow[] } })._embedded?.workflowBatches?.[0];
    },
    async createFalsePositive(form, signal) {
      const body = new FormData();
      body.set('name', form.name);
      body.set('reason', form.reason);
      body.set('description', form.description);
      body.set('expirationDate', form.expirationDate);
      body.set('overrideControl', form.overrideControl);
      body.set('isEmptyWorkflow', String(form.hostFindingIds.length === 0));
      body.set('subjectFilterRequest', subjectFilterRequest(form.hostFindingIds));
      for (const file of form.files) body.append('files', new Blob([file.content], { type: file.contentType }), file.filename);
      const answer = await http.send({ method: 'POST', path: `${base}/falsePositive/request`, form: body, signal });
      if (answer.status !== 200 && answer.status !== 202) throw platformFailure(answer);
      return (answer.json ?? {}) as Record<string, unknown>;
    },
    async mapFinding(workflowUuid, hostFindingId, signal) {
      const answer = await http.send({
        method: 'POST',
        path: `${base}/falsePositive/${encodeURIComponent(workflowUuid)}/map`,
        json: { subject: 'hostFinding', filterRequest: { filters: [{ field: 'id', exclusive: false, operator: 'EXACT', value: hostFindingId }] } },
        signal,
      });
      if (answer.status !== 200 && answer.status !== 202 && answer.status !== 204) throw platformFailure(answer, `Workflow ${workflowUuid} not found on the vulnerability platform`);
    },
  };
}
