import express, { type NextFunction, type Request, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Settings of a vulnerability-platform simulator (development and tests only). */
export interface PlatformSimulatorOptions {
  port: number;
  /** The numeric client id of the path. */
  clientId: string;
  /** The x-api-key it accepts. */
  apiKey: string;
}

/** A running platform simulator. */
export interface PlatformSimulator {
  url: string;
  stop(): Promise<void>;
}

/** A request the simulator received (`GET /_simulator/requests`). */
export interface PlatformRequest {
  method: string;
  path: string;
  at: number;
  status: number;
  /** Set when the request broke the spec's field list: the reason. */
  invalid?: string;
}

interface Workflow {
  id: number;
  uuid: string;
  name: string;
  state: string;
  created: string;
  reason: string;
  description: string;
  expirationDate: string;
  overrideControl: string;
  isEmptyWorkflow: boolean;
  findings: string[];
  files: string[];
}

const FORM_FIELDS = new Set(['name', 'reason', 'description', 'expirationDate', 'overrideControl', 'isEmptyWorkflow', 'subjectFilterRequest', 'files']);
/** Media types of files the simulator takes at creation, and their largest size (the evidence vmdash sends). */
const FILE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const OPERATORS = new Set(['EXACT', 'IN', 'LIKE', 'WILDCARD', 'RANGE', 'CIDR']);

/**
 * Starts a simulated vulnerability platform ({url}/api/v1, interface spec "C. Outbound calls"): the workflow-batch
 * search, the multipart false-positive create (200/202 with a numeric id and no uuid) and the one-finding map. It checks
 * every request against the spec's field list (a violation is a 400, or the platform's 500 where the spec says so, and
 * is recorded as invalid), answers 401, 419 or 429 on demand (`POST /_simulator/failures`) and lets tests set a
 * workflow's state (`POST /_simulator/workflows/{uuid}/state`). The attach call does not exist here.
 */
export async function startPlatformSimulator(options: PlatformSimulatorOptions): Promise<PlatformSimulator> {
  const workflows: Workflow[] = [];
  const requests: PlatformRequest[] = [];
  const failures: { status: number; body?: unknown }[] = [];
  let nextId = 9_007_199_254_740_993n;

  const app = express();
  app.disable('x-powered-by');
  const control = express.Router();
  control.use(express.json());
  control.get('/requests', (_req, res) => res.json(requests));
  control.get('/workflows', (_req, res) => res.json(workflows));
  control.post('/failures', (req, res) => {
    failures.push(...([] as { status: number }[]).concat(req.body as { status: number }));
    res.status(204).end();
  });
  control.post('/workflows/:uuid/state', (req, res) => {
    const workflow = workflows.find((candidate) => candidate.uuid === req.params.uuid);
    if (!workflow) return void res.status(404).end();
    workflow.state = String((req.body as { state?: string }).state);
    res.status(204).end();
  });
  app.use('/_simulator', control);

  const api = express.Router();
  const refuse = (res: Response, status: number, reason: string) => {
    (res.locals.received as PlatformRequest).invalid = reason;
    res.status(status).json({ status, message: reason });
  };
  api.use((req: Request, res: Response, next: NextFunction) => {
    const received: PlatformRequest = { method: req.method, path: `/api/v1${req.path}`, at: Date.now(), status: 0 };
    requests.push(received);
    res.locals.received = received;
    res.on('finish', () => (received.status = res.statusCode));
    if (req.headers['x-api-key'] !== options.apiKey) return void res.status(401).json({ status: 401, message: 'Invalid API key' });
    const failure = failures.shift();
    if (failure)
      return void res
        .status(failure.status)
        .json(failure.body ?? { status: failure.status, message: failure.status === 419 ? 'Missing privilege: WORKFLOW_FALSE_POSITIVE_REQUEST' : `Simulated ${failure.status}` });
    next();
  });
  const base = `/client/${options.clientId}/workflowBatch`;

  api.post(`${base}/search`, express.json(), (req, res) => {
    const body = req.body as { filters?: { field?: string; operator?: string; value?: string; exclusive?: boolean }[]; projection?: string; page?: number; size?: number; sort?: unknown };
    const unknown = Object.keys(body ?? {}).filter((key) => !['filters', 'projection', 'sort', 'page', 'size'].includes(key));
    if (unknown.length > 0 || !Array.isArray(body.filters)) return refuse(res, 400, `search body must hold filters, projection, sort, page, size (got ${Object.keys(body ?? {}).join(', ')})`);
    if (body.filters.some((filter) => !OPERATORS.has(String(filter.operator)) || typeof filter.exclusive !== 'boolean')) return refuse(res, 400, 'each filter needs an operator and exclusive');
    const page = body.page ?? 0;
    const size = body.size ?? 20;
    // Only name filters match anything: searching by the numeric id returns nothing.
    const matching = workflows.filter((workflow) => body.filters!.every((filter) => filter.field === 'name' && filter.operator === 'EXACT' && filter.value === workflow.name));
    const internal = body.projection === 'internal';
    res.json({
      _embedded: {
        workflowBatches: matching
          .slice(page * size, page * size + size)
          .map((workflow) => ({ id: workflow.id, name: workflow.name, state: workflow.state, created: workflow.created, ...(internal ? { uuid: workflow.uuid } : {}) })),
      },
      page: { size, totalElements: matching.length, totalPages: Math.ceil(matching.length / size), number: page },
    });
  });

  api.post(`${base}/falsePositive/request`, express.raw({ type: 'multipart/form-data', limit: '20mb' }), async (req, res) => {
    if (!String(req.headers['content-type']).startsWith('multipart/form-data') || !Buffer.isBuffer(req.body)) return refuse(res, 400, 'create must be multipart/form-data');
    const form = await new Response(req.body, { headers: { 'content-type': String(req.headers['content-type']) } }).formData();
    const unknown = [...form.keys()].filter((key) => !FORM_FIELDS.has(key));
    if (unknown.length > 0) return refuse(res, 400, `unknown form fields: ${unknown.join(', ')}`);
    const text = (name: string) => form.get(name);
    const name = text('name');
    if (typeof name !== 'string' || name === '' || name.length > 255) return refuse(res, 400, 'name is required, at most 255 characters');
    for (const field of ['reason', 'description', 'expirationDate', 'overrideControl', 'isEmptyWorkflow', 'subjectFilterRequest'])
      if (typeof text(field) !== 'string') return refuse(res, 400, `${field} is required`);
    if (text('reason') === '') return refuse(res, 400, 'reason is required');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(text('expirationDate')))) return refuse(res, 400, 'expirationDate must be an ISO 8601 date');
    const override = String(text('overrideControl'));
    if (!['AUTHORIZED', 'NONE', 'AUTOMATED'].includes(override)) return refuse(res, 400, 'overrideControl must be AUTHORIZED, NONE or AUTOMATED');
    const empty = String(text('isEmptyWorkflow'));
    if (empty !== 'true' && empty !== 'false') return refuse(res, 400, 'isEmptyWorkflow must be a boolean');
    if (override === 'NONE' && empty === 'true') return refuse(res, 400, 'overrideControl NONE is not allowed for an empty workflow');
    let subject: { subject?: string; filterRequest?: { filters?: { field?: string; operator?: string; value?: string; exclusive?: boolean }[] }; filters?: unknown };
    try {
      subject = JSON.parse(String(text('subjectFilterRequest'))) as typeof subject;
    } catch {
      return refuse(res, 400, 'subjectFilterRequest must hold JSON');
    }
    if (subject.subject !== 'hostFinding' || subject.filters !== undefined || !Array.isArray(subject.filterRequest?.filters)) return refuse(res, 500, 'Internal Server Error');
    const filters = subject.filterRequest.filters;
    if ((empty === 'true') !== (filters.length === 0)) return refuse(res, 400, 'isEmptyWorkflow must match an empty filters array');
    if (filters.some((filter) => !OPERATORS.has(String(filter.operator)) || typeof filter.exclusive !== 'boolean' || typeof filter.value !== 'string'))
      return refuse(res, 400, 'each filter needs field, exclusive, operator and a string value');
    // Files are parts with a file name, a declared media type and content (evidence, docs/decisions/0016).
    const files = form.getAll('files');
    for (const file of files) {
      if (typeof file === 'string') return refuse(res, 400, 'files must be file parts, not text fields');
      if (file.name === '' || file.size === 0 || file.size > MAX_FILE_BYTES) return refuse(res, 400, `file "${file.name}" needs a name and 1 byte to 5 MB of content`);
      if (!FILE_TYPES.has(file.type)) return refuse(res, 400, `file "${file.name}" has an unsupported media type ${file.type || '(none)'}`);
    }
    const workflow: Workflow = {
      id: Number(nextId++ % 9_000_000_000n),
      uuid: randomUUID(),
      name,
      state: 'REQUESTED',
      created: new Date().toISOString(),
      reason: String(text('reason')),
      description: String(text('description')),
      expirationDate: String(text('expirationDate')),
      overrideControl: override,
      isEmptyWorkflow: empty === 'true',
      findings: filters.flatMap((filter) => String(filter.value).split(',')),
      files: files.map((file) => (typeof file === 'string' ? file : file.name)),
    };
    workflows.push(workflow);
    res.status(202).json({ id: workflow.id, created: workflow.created });
  });

  api.post(`${base}/falsePositive/:uuid/map`, express.json(), (req, res) => {
    const workflow = workflows.find((candidate) => candidate.uuid === req.params.uuid);
    if (!workflow) return void res.status(404).json({ status: 404, message: 'Workflow batch not found' });
    const filters = (req.body as { filterRequest?: { filters?: { operator?: string; value?: string }[] } }).filterRequest?.filters;
    if (!Array.isArray(filters) || filters.length !== 1 || filters[0].operator !== 'EXACT') return refuse(res, 400, 'map takes one finding with operator EXACT');
    workflow.findings.push(String(filters[0].value));
    res.json({ id: workflow.id, uuid: workflow.uuid });
  });
  api.use((_req: Request, res: Response) => refuse(res, 404, 'not a call vmdash makes'));
  app.use('/api/v1', api);

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
