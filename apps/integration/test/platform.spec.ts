import { status, type ServiceError } from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { startHarness, type Harness } from './support/integration.harness';

/*
 * The vulnerability-platform client against the platform simulator, which checks the spec's field list (interface
 * spec, "C. Outbound calls", "Authentication: Outbound").
 */

interface Workflow {
  platform_id: string;
  workflow_uuid: string;
  name: string;
  state: string;
  created?: string;
  platform_answer_json: string;
}
interface Received {
  method: string;
  path: string;
  at: number;
  status: number;
  invalid?: string;
}
interface SimulatedWorkflow {
  uuid: string;
  name: string;
  isEmptyWorkflow: boolean;
  overrideControl: string;
  findings: string[];
  files: string[];
  description: string;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: ServiceError) => ({ code: error.code, details: error.details }),
  );
const form = (overrides: Record<string, unknown> = {}) => ({
  name: `FP ${randomUUID()}`,
  reason: 'Compensating control',
  description: '',
  expiration_date: '2027-06-30',
  override_control: 'AUTHORIZED',
  host_finding_ids: ['1001', '1002'],
  files: [],
  ...overrides,
});
const requestCount = async () => (await h.platform.get<Received[]>('/requests')).length;

it('creates a workflow with a multipart form, resolves its uuid by an EXACT name search, and maps one finding per call', async () => {
  const request = form({ files: [{ filename: 'evidence.txt', content_type: 'text/plain', content: Buffer.from('scan output') }] });
  const workflow = await h.call<Workflow>('CreateFalsePositiveWorkflow', request);
  expect(workflow).toMatchObject({ name: request.name, state: 'REQUESTED', platform_id: expect.stringMatching(/^\d+$/), workflow_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(JSON.parse(workflow.platform_answer_json)).toHaveProperty('created');

  await h.call('MapFindingToWorkflow', { workflow_uuid: workflow.workflow_uuid, host_finding_id: '1003' });
  const stored = (await h.platform.get<SimulatedWorkflow[]>('/workflows')).find((candidate) => candidate.uuid === workflow.workflow_uuid)!;
  expect(stored).toMatchObject({ isEmptyWorkflow: false, overrideControl: 'AUTHORIZED', findings: ['1001', '1002', '1003'], files: ['evidence.txt'], description: '' });
});

it('creates an empty workflow with an empty filters array', async () => {
  const workflow = await h.call<Workflow>('CreateFalsePositiveWorkflow', form({ host_finding_ids: [] }));
  const stored = (await h.platform.get<SimulatedWorkflow[]>('/workflows')).find((candidate) => candidate.uuid === workflow.workflow_uuid)!;
  expect(stored).toMatchObject({ isEmptyWorkflow: true, findings: [] });
});

it('never creates a workflow twice: a second create of the same name answers the first', async () => {
  const request = form();
  const first = await h.call<Workflow>('CreateFalsePositiveWorkflow', request);
  const second = await h.call<Workflow>('CreateFalsePositiveWorkflow', request);
  expect(second.workflow_uuid).toBe(first.workflow_uuid);
  expect((await h.platform.get<SimulatedWorkflow[]>('/workflows')).filter((candidate) => candidate.name === request.name)).toHaveLength(1);
});

it('refuses before any call what the platform is known to refuse', async () => {
  const before = await requestCount();
  expect((await failureOf(h.call('CreateFalsePositiveWorkflow', form({ override_control: 'NONE', host_finding_ids: [] }))))?.code).toBe(status.INVALID_ARGUMENT);
  expect((await failureOf(h.call('CreateFalsePositiveWorkflow', form({ name: 'x'.repeat(256) }))))?.code).toBe(status.INVALID_ARGUMENT);
  expect((await failureOf(h.call('CreateFalsePositiveWorkflow', form({ override_control: 'MAYBE' }))))?.code).toBe(status.INVALID_ARGUMENT);
  expect(await requestCount()).toBe(before);
});

it("reads a workflow's state by name", async () => {
  const workflow = await h.call<Workflow>('CreateFalsePositiveWorkflow', form());
  await h.platform.post(`/workflows/${workflow.workflow_uuid}/state`, { state: 'APPROVED' });
  expect(await h.call<Workflow>('FindFalsePositiveWorkflow', { name: workflow.name })).toMatchObject({ workflow_uuid: workflow.workflow_uuid, state: 'APPROVED' });
  expect((await failureOf(h.call('FindFalsePositiveWorkflow', { name: 'no such workflow' })))?.code).toBe(status.NOT_FOUND);
});

it('maps the platform 401, 419 (naming the privilege) and 429 to clear statuses', async () => {
  await h.platform.post('/failures', { status: 401 });
  expect(await failureOf(h.call('FindFalsePositiveWorkflow', { name: 'any' }))).toEqual({ code: status.FAILED_PRECONDITION, details: 'Vulnerability platform rejected the API key (401)' });
  await h.platform.post('/failures', { status: 419 });
  expect(await failureOf(h.call('FindFalsePositiveWorkflow', { name: 'any' }))).toEqual({
    code: status.PERMISSION_DENIED,
    details: 'Vulnerability platform: insufficient privileges (419): Missing privilege: WORKFLOW_FALSE_POSITIVE_REQUEST',
  });
  await h.platform.post('/failures', { status: 429 });
  expect(await failureOf(h.call('FindFalsePositiveWorkflow', { name: 'any' }))).toEqual({ code: status.RESOURCE_EXHAUSTED, details: 'Rate limit exceeded. Try again later.' });
});

it('sends at most one request per second', async () => {
  const requests = await h.platform.get<Received[]>('/requests');
  expect(requests.length).toBeGreaterThan(5);
  for (let index = 1; index < requests.length; index += 1) expect(requests[index].at - requests[index - 1].at).toBeGreaterThanOrEqual(1_000);
});
