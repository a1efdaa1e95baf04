import express, { type NextFunction, type Request, type Response } from 'express';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenAPIBackend, { type Context, type Document } from 'openapi-backend';
import { TRIMMED_DOCUMENT_PATH } from './trim-jira-openapi';
import { fieldsOf, JIRA_STATUSES, jiraTimestamp, TRANSITIONS, type SimulatedIssue } from './tracker-issues';
import { parseJql } from './tracker-jql';

/** Settings of a tracker simulator (development and tests only; docs/architecture.md, Running). */
export interface TrackerSimulatorOptions {
  /** Port to listen on (0 picks a free one). */
  port: number;
  /** The service account and its token (Basic `user:token`, or the token alone as Bearer). */
  user: string;
  token: string;
  /** The one project it has, e.g. "VM". */
  project: string;
  /** Where the signed issue-updated webhook goes when an issue reaches a done status (none: no webhook). */
  webhookUrl?: string;
  /** Shared secret of the webhook's `X-Hub-Signature: sha256=<hex>` HMAC over the raw body. */
  webhookSecret?: string;
}

/** One request the simulator received, as tests read it (`GET /_simulator/requests`). */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Arrival, ms since the epoch. */
  at: number;
  /** The answer's status (0 while it hangs). */
  status: number;
  /** Set when the request did not validate against the trimmed Jira document: the reason. */
  invalid?: string;
}

/** An answer the simulator gives to the next request(s) instead of serving them (`POST /_simulator/failures`). */
export interface InjectedFailure {
  /** e.g. 429, 500, 503; 0 with `hang` */
  status: number;
  /** Retry-After header, seconds (429). */
  retryAfterSeconds?: number;
  /** More headers of the answer, e.g. Jira DC's X-RateLimit-Remaining, X-RateLimit-FillRate, X-RateLimit-Interval-Seconds. */
  headers?: Record<string, string>;
  /** Response body (JSON when an object). */
  body?: unknown;
  /** Never answer (until the simulator stops). */
  hang?: boolean;
  /** How many requests get it (default 1). */
  count?: number;
  /** Serve the request first (e.g. create the issue), then answer the failure: an answer lost on the way back. */
  afterServing?: boolean;
}

/** A webhook delivery the simulator made. */
export interface WebhookDelivery {
  issueKey: string;
  status: number;
  deliveryId: string;
}

/** A running tracker simulator. */
export interface TrackerSimulator {
  url: string;
  stop(): Promise<void>;
}

const jsonError = (res: Response, status: number, errorMessages: string[], errors: Record<string, string> = {}) => res.status(status).json({ errorMessages, errors });

function credentialOk(header: string | undefined, options: TrackerSimulatorOptions): boolean {
  if (!header) return false;
  const expected = [`Basic ${Buffer.from(`${options.user}:${options.token}`).toString('base64')}`, `Bearer ${options.token}`];
  return expected.some((value) => value.length === header.length && timingSafeEqual(Buffer.from(value), Buffer.from(header)));
}

/**
 * Starts a simulated Jira Data Center (REST API v2, interface spec "C. Outbound calls"): it serves exactly the calls
 * vmdash makes with Jira's answer shapes, validates every request against the Jira OpenAPI document trimmed by
 * `trim-jira-openapi.ts` (an invalid request is a 400 and is recorded as invalid), keeps issues in memory, and fires
 * the signed issue-updated webhook when an issue reaches a done status. Control routes under `/_simulator` inject
 * failures (429 with Retry-After and any headers, 5xx, a hang), advertise `X-RateLimit-Remaining` (with Jira DC's
 * `X-RateLimit-FillRate` and `X-RateLimit-Interval-Seconds` when asked), seed, close and delete issues, and list the
 * requests received.
 * @throws Error when the port cannot be bound
 */
export async function startTrackerSimulator(options: TrackerSimulatorOptions): Promise<TrackerSimulator> {
  const issues = new Map<string, SimulatedIssue>();
  const requests: ReceivedRequest[] = [];
  const failures: InjectedFailure[] = [];
  const deliveries: WebhookDelivery[] = [];
  let advertisedRemaining: number | undefined;
  /** The refill advertised beside it (X-RateLimit-FillRate per X-RateLimit-Interval-Seconds), when set. */
  let advertisedRefill: { fillRate: number; intervalSeconds: number } | undefined;
  let nextId = 10_000;
  let nextNumber = 1;
  let baseUrl = '';

  const api = new OpenAPIBackend({
    definition: JSON.parse(readFileSync(TRIMMED_DOCUMENT_PATH, 'utf8')) as Document,
    apiRoot: '/rest',
    coerceTypes: true,
    strict: false,
    quick: true,
  });
  /**
   * Applies the advertised X-RateLimit-Remaining and the next injected failure to a request that validated; true when
   * the failure answered it (or hangs).
   */
  const injectFailure = (res: Response, serve: (discarded: Response) => unknown): boolean => {
    if (advertisedRemaining !== undefined) {
      advertisedRemaining = Math.max(0, advertisedRemaining - 1);
      res.setHeader('X-RateLimit-Remaining', String(advertisedRemaining));
      if (advertisedRefill) {
        res.setHeader('X-RateLimit-FillRate', String(advertisedRefill.fillRate));
        res.setHeader('X-RateLimit-Interval-Seconds', String(advertisedRefill.intervalSeconds));
      }
    }
    const failure = failures[0];
    if (!failure) return false;
    failure.count = (failure.count ?? 1) - 1;
    if (failure.count <= 0) failures.shift();
    if (failure.afterServing) {
      const discarded = { status: () => discarded, json: () => discarded, end: () => discarded, setHeader: () => discarded, locals: res.locals };
      serve(discarded as unknown as Response);
    }
    if (failure.hang) return true;
    if (failure.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(failure.retryAfterSeconds));
    for (const [name, value] of Object.entries(failure.headers ?? {})) res.setHeader(name, value);
    if (typeof failure.body === 'string') res.status(failure.status).type('text/plain').send(failure.body);
    else res.status(failure.status).json(failure.body ?? { errorMessages: [`Simulated ${failure.status}`], errors: {} });
    return true;
  };
  type Served = (context: Context, req: Request, res: Response) => unknown;
  const served = (handlers: Record<string, Served>) =>
    Object.fromEntries(
      Object.entries(handlers).map(([operationId, handler]) => [
        operationId,
        (context: Context, req: Request, res: Response) => (injectFailure(res, (discarded: Response) => handler(context, req, discarded)) ? undefined : handler(context, req, res)),
      ]),
    );

  api.register({
    validationFail: (context: Context, _req: Request, res: Response) => {
      const reason = (context.validation.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ');
      res.locals.received.invalid = reason;
      return jsonError(res, 400, [`Request does not match the Jira document: ${reason}`]);
    },
    notFound: (_context: Context, _req: Request, res: Response) => {
      res.locals.received.invalid = 'operation vmdash never calls';
      return jsonError(res, 404, ['Not served by the tracker simulator']);
    },
    ...served({
      getUser: (_context: Context, _req: Request, res: Response) => res.json({ name: options.user, key: options.user, displayName: `${options.user} (service account)`, active: true }),
      createIssue: (context: Context, _req: Request, res: Response) => {
        const fields = (context.request.body as { fields?: Record<string, unknown> }).fields ?? {};
        const unknown = Object.keys(fields).filter((name) => !['project', 'summary', 'issuetype', 'description'].includes(name));
        if (unknown.length > 0) return jsonError(res, 400, [], Object.fromEntries(unknown.map((name) => [name, `Field '${name}' cannot be set. It is not on the appropriate screen, or unknown.`])));
        const project = (fields.project as { key?: string } | undefined)?.key;
        if (project !== options.project) return jsonError(res, 400, [], { project: 'project is required' });
        const issueType = (fields.issuetype as { name?: string } | undefined)?.name;
        if (!issueType || !['Task', 'Bug'].includes(issueType)) return jsonError(res, 400, [], { issuetype: 'issue type is required' });
        if (typeof fields.summary !== 'string' || fields.summary.trim() === '') return jsonError(res, 400, [], { summary: 'You must specify a summary of the issue.' });
        const now = new Date();
        const issue: SimulatedIssue = {
          id: String(nextId++),
          key: `${options.project}-${nextNumber++}`,
          summary: fields.summary,
          description: typeof fields.description === 'string' ? fields.description : '',
          issueType,
          status: 'To Do',
          created: now,
          updated: now,
          comments: [],
        };
        issues.set(issue.key, issue);
        return res.status(201).json({ id: issue.id, key: issue.key, self: `${baseUrl}/rest/api/2/issue/${issue.id}` });
      },
      search_1: (context: Context, _req: Request, res: Response) => {
        const query = context.request.query as Record<string, string | undefined>;
        const parsed = parseJql(query.jql ?? '', options.project);
        if ('error' in parsed) return jsonError(res, 400, [parsed.error]);
        if (parsed.keys) {
          const stale = parsed.keys.filter((key) => !issues.has(key));
          if (stale.length > 0)
            return jsonError(
              res,
              400,
              stale.map((key) => `An issue with key '${key}' does not exist for field 'key'.`),
            );
        }
        const matching = [...issues.values()].filter((issue) => parsed.matches(issue)).sort((a, b) => Number(b.id) - Number(a.id));
        const startAt = Number(query.startAt ?? 0);
        const maxResults = Math.min(Number(query.maxResults ?? 50), 1000);
        const wanted = (query.fields ?? '').split(',').filter(Boolean);
        return res.json({
          expand: 'schema,names',
          startAt,
          maxResults,
          total: matching.length,
          issues: matching.slice(startAt, startAt + maxResults).map((issue) => ({ id: issue.id, key: issue.key, self: `${baseUrl}/rest/api/2/issue/${issue.id}`, fields: fieldsOf(issue, wanted) })),
        });
      },
      editIssue: (context: Context, _req: Request, res: Response) => {
        const issue = issues.get(String(context.request.params.issueIdOrKey));
        if (!issue) return jsonError(res, 404, ['Issue Does Not Exist']);
        const fields = (context.request.body as { fields?: Record<string, unknown> }).fields ?? {};
        const unknown = Object.keys(fields).filter((name) => !['summary', 'description'].includes(name));
        if (unknown.length > 0) return jsonError(res, 400, [], Object.fromEntries(unknown.map((name) => [name, `Field '${name}' cannot be set. It is not on the appropriate screen, or unknown.`])));
        if (typeof fields.summary === 'string') issue.summary = fields.summary;
        if (typeof fields.description === 'string') issue.description = fields.description;
        issue.updated = new Date();
        return res.status(204).end();
      },
      addComment: (context: Context, _req: Request, res: Response) => {
        const issue = issues.get(String(context.request.params.issueIdOrKey));
        if (!issue) return jsonError(res, 404, ['Issue Does Not Exist']);
        const body = (context.request.body as { body?: unknown }).body;
        if (typeof body !== 'string' || body.trim() === '') return jsonError(res, 400, [], { comment: 'Comment body can not be empty!' });
        const comment = { id: String(nextId++), body, created: new Date() };
        issue.comments.push(comment);
        issue.updated = comment.created;
        return res.status(201).json({ id: comment.id, body, author: { name: options.user }, created: jiraTimestamp(comment.created), updated: jiraTimestamp(comment.created) });
      },
      getTransitions: (context: Context, _req: Request, res: Response) => {
        const issue = issues.get(String(context.request.params.issueIdOrKey));
        if (!issue) return jsonError(res, 404, ['Issue Does Not Exist']);
        return res.json({
          expand: 'transitions',
          transitions: TRANSITIONS.filter((transition) => transition.to !== issue.status).map((transition) => {
            const to = JIRA_STATUSES[transition.to];
            return { id: transition.id, name: transition.name, to: { name: transition.to, id: to.id, statusCategory: { id: to.categoryId, key: to.category, name: to.categoryName } } };
          }),
        });
      },
      doTransition: (context: Context, req: Request, res: Response) => {
        const issue = issues.get(String(context.request.params.issueIdOrKey));
        if (!issue) return jsonError(res, 404, ['Issue Does Not Exist']);
        const id = (context.request.body as { transition?: { id?: string } }).transition?.id;
        const transition = TRANSITIONS.find((candidate) => candidate.id === id && candidate.to !== issue.status);
        if (!transition)
          return jsonError(res, 400, [`It seems that you have tried to perform a workflow operation (${id ?? 'none'}) that is not valid for the current state of this issue (${issue.key}).`]);
        moveIssue(issue, transition.to, actorOf(req.headers.authorization));
        return res.status(204).end();
      },
    }),
  });
  // The credential was checked before validation (credentialOk): Basic, or the token as Bearer.
  api.registerSecurityHandler('basic', () => true);
  await api.init();

  const actorOf = (authorization: string | undefined) => (authorization?.startsWith('Basic ') ? Buffer.from(authorization.slice(6), 'base64').toString().split(':')[0] : options.user);

  /** Changes the status; reaching a done status sets the resolution and fires the webhook as `actor`. */
  function moveIssue(issue: SimulatedIssue, status: keyof typeof JIRA_STATUSES, actor: string): void {
    const from = issue.status;
    issue.status = status;
    issue.updated = new Date();
    issue.resolution = JIRA_STATUSES[status].category === 'done' ? 'Done' : undefined;
    if (JIRA_STATUSES[status].category === 'done') void fireWebhook(issue, from, actor);
  }

  async function fireWebhook(issue: SimulatedIssue, from: string, actor: string): Promise<void> {
    if (!options.webhookUrl) return;
    const deliveryId = randomUUID();
    const body = JSON.stringify({
      timestamp: issue.updated.getTime(),
      webhookEvent: 'jira:issue_updated',
      issue_event_type_name: 'issue_generic',
      user: { name: actor, key: actor, displayName: actor },
      issue: {
        id: issue.id,
        key: issue.key,
        self: `${baseUrl}/rest/api/2/issue/${issue.id}`,
        fields: { ...fieldsOf(issue, ['summary', 'status', 'updated', 'resolution']), description: issue.description },
      },
      changelog: { id: String(nextId++), items: [{ field: 'status', fieldtype: 'jira', fromString: from, toString: issue.status }] },
    });
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-atlassian-webhook-identifier': deliveryId };
    if (options.webhookSecret) headers['x-hub-signature'] = `sha256=${createHmac('sha256', options.webhookSecret).update(body).digest('hex')}`;
    try {
      const answer = await fetch(options.webhookUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      deliveries.push({ issueKey: issue.key, status: answer.status, deliveryId });
    } catch {
      deliveries.push({ issueKey: issue.key, status: 0, deliveryId });
    }
  }

  const app = express();
  app.disable('x-powered-by');

  // Control routes for tests and the development launcher (not part of Jira).
  const control = express.Router();
  control.use(express.json());
  control.get('/requests', (_req, res) => res.json(requests));
  control.delete('/requests', (_req, res) => {
    requests.length = 0;
    res.status(204).end();
  });
  control.post('/failures', (req, res) => {
    failures.push(...([] as InjectedFailure[]).concat(req.body as InjectedFailure | InjectedFailure[]));
    res.status(204).end();
  });
  control.post('/rate-limit-remaining', (req, res) => {
    const body = req.body as { remaining?: number | null; fillRate?: number; intervalSeconds?: number };
    advertisedRemaining = body.remaining ?? undefined;
    advertisedRefill = body.fillRate !== undefined && body.intervalSeconds !== undefined ? { fillRate: body.fillRate, intervalSeconds: body.intervalSeconds } : undefined;
    res.status(204).end();
  });
  control.get('/issues', (_req, res) =>
    res.json(
      [...issues.values()].map((issue) => ({
        key: issue.key,
        summary: issue.summary,
        description: issue.description,
        status: issue.status,
        updated: issue.updated.toISOString(),
        comments: issue.comments.length,
      })),
    ),
  );
  control.post('/issues', (req, res) => {
    const seed = req.body as { summary?: string; description?: string; updated?: string };
    const now = new Date();
    const issue: SimulatedIssue = {
      id: String(nextId++),
      key: `${options.project}-${nextNumber++}`,
      summary: seed.summary ?? 'Seeded issue',
      description: seed.description ?? '',
      issueType: 'Task',
      status: 'To Do',
      created: now,
      updated: seed.updated ? new Date(seed.updated) : now,
      comments: [],
    };
    issues.set(issue.key, issue);
    res.status(201).json({ key: issue.key });
  });
  control.post('/issues/:key/close', (req, res) => {
    const issue = issues.get(req.params.key);
    if (!issue) return void res.status(404).end();
    moveIssue(issue, 'Done', (req.body as { by?: string } | undefined)?.by ?? 'tracker.admin');
    res.status(204).end();
  });
  control.delete('/issues/:key', (req, res) => {
    res.status(issues.delete(req.params.key) ? 204 : 404).end();
  });
  control.get('/webhook-deliveries', (_req, res) => res.json(deliveries));
  app.use('/_simulator', control);

  app.use('/rest', (req: Request, res: Response, next: NextFunction) => {
    const received: ReceivedRequest = { method: req.method, path: req.path, query: Object.fromEntries(new URLSearchParams(req.url.split('?')[1] ?? '')), at: Date.now(), status: 0 };
    received.path = `/rest${req.path}`;
    requests.push(received);
    res.locals.received = received;
    res.on('finish', () => (received.status = res.statusCode));
    if (!credentialOk(req.headers.authorization, options)) return void jsonError(res, 401, ['You are not authenticated. Authentication required to perform this operation.']);
    next();
  });
  app.use('/rest', express.json({ limit: '1mb' }));
  app.use('/rest', (req: Request, res: Response) => {
    const url = new URL(req.originalUrl, 'http://simulator');
    void api.handleRequest({ method: req.method, path: url.pathname, query: url.search.slice(1), body: req.body as unknown, headers: req.headers as Record<string, string> }, req, res);
  });
  app.use((error: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    void _next;
    jsonError(res, error.status ?? 500, [error.message]);
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
