import express, { type NextFunction, type Request, type Response } from 'express';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeSelfSigned } from './self-signed';

/** Settings of an action plans upstream simulator (development and tests only). */
export interface PlansUpstreamSimulatorOptions {
  port: number;
  /** The RFC 7617 Basic user and password it accepts. */
  user: string;
  password: string;
  /** Also serve the Data API over HTTPS with a self-signed certificate made at start (its address: GET /_simulator/tls). */
  tls: boolean;
}

/** A running simulator: `url` serves the Data API and the control routes over plain HTTP. */
export interface PlansUpstreamSimulator {
  url: string;
  /** The HTTPS address of the same Data API, when `tls` was asked for. */
  tlsUrl?: string;
  stop(): Promise<void>;
}

/** A request the simulator received (`GET /_simulator/requests`). */
export interface PlansUpstreamRequest {
  method: string;
  path: string;
  tls: boolean;
  status: number;
  /** Set when the request is one the sync never makes: the reason. */
  invalid?: string;
}

/** One seeded host: its plan history (any JSON the Data API would answer), or `known: false` for a 404. */
interface SeededHost {
  host_id: number;
  known?: boolean;
  plans?: Record<string, unknown>[];
}

/** A failure the next matching requests answer: a status, or an answer held back `hang_ms` first. */
interface Failure {
  /** The request path it applies to (e.g. "/hosts/3/action-plans"); every path when absent. */
  path?: string;
  status?: number;
  hang_ms?: number;
  /** How many requests it answers (default 1). */
  times?: number;
}

/**
 * Starts a simulated action plans upstream service (interface spec "Authentication: Outbound"; a Data API of this
 * interface, face A): GET /beta-assets/{page} (1-based pages of the seeded hosts, `items` empty past the end) and GET
 * /hosts/{host_id}/action-plans (the seeded history, 404 for a host seeded `known: false`), behind Basic
 * authentication (401 otherwise). Any other request, a page or host id that is not an integer, a query string, or a
 * host the pages never listed is answered 404/422 and recorded as invalid, so the test that caused it fails. Control
 * routes (`/_simulator`, plain HTTP only): seed (hosts and page size; clears pending failures), failures, requests, tls.
 */
export async function startPlansUpstreamSimulator(options: PlansUpstreamSimulatorOptions): Promise<PlansUpstreamSimulator> {
  let hosts: SeededHost[] = [];
  // By host id: a seed of tens of thousands of hosts is asked host by host.
  let hostsById = new Map<number, SeededHost>();
  let pageSize = 100;
  const requests: PlansUpstreamRequest[] = [];
  const failures: Failure[] = [];
  const expected = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  let tlsUrl: string | undefined;

  const api = express.Router();
  const refuse = (res: Response, status: number, reason: string) => {
    (res.locals.received as PlansUpstreamRequest).invalid = reason;
    res.status(status).json({ detail: [{ loc: ['path'], msg: reason, type: 'simulator' }] });
  };
  api.use((req: Request, res: Response, next: NextFunction) => {
    const received: PlansUpstreamRequest = { method: req.method, path: req.path, tls: 'encrypted' in req.socket, status: 0 };
    requests.push(received);
    res.locals.received = received;
    res.on('finish', () => (received.status = res.statusCode));
    if (req.method !== 'GET') return refuse(res, 405, `${req.method} is not a call the sync makes`);
    if (Object.keys(req.query).length > 0) return refuse(res, 422, `unexpected query ${req.originalUrl}`);
    if (req.headers.authorization !== expected) return void res.status(401).set('www-authenticate', 'Basic realm="plans"').json({ detail: 'Not authenticated' });
    const index = failures.findIndex((failure) => failure.path === undefined || failure.path === req.path);
    if (index < 0) return next();
    const failure = failures[index];
    failure.times = (failure.times ?? 1) - 1;
    if (failure.times <= 0) failures.splice(index, 1);
    const answer = () => (failure.status ? void res.status(failure.status).json({ detail: `Simulated ${failure.status}` }) : next());
    if (failure.hang_ms) setTimeout(answer, failure.hang_ms).unref();
    else answer();
  });
  api.get('/beta-assets/:page', (req, res) => {
    if (!/^[1-9]\d*$/.test(req.params.page)) return refuse(res, 422, `page must be a positive integer (got ${req.params.page})`);
    const page = Number(req.params.page);
    const items = hosts.slice((page - 1) * pageSize, page * pageSize).map((host) => ({ host_id: host.host_id, hostname: `host-${host.host_id}`, owner: 'unassigned' }));
    res.json({ page, page_size: pageSize, total: hosts.length, items });
  });
  api.get('/hosts/:hostId/action-plans', (req, res) => {
    if (!/^\d+$/.test(req.params.hostId)) return refuse(res, 422, `host_id must be an integer (got ${req.params.hostId})`);
    const host = hostsById.get(Number(req.params.hostId));
    if (!host) return refuse(res, 404, `host ${req.params.hostId} was never listed by GET /beta-assets/{page}`);
    if (host.known === false) return void res.status(404).json({ detail: 'Host not found' });
    res.json(host.plans ?? []);
  });
  api.use((req: Request, res: Response) => refuse(res, 404, `${req.method} ${req.path} is not a call the sync makes`));

  const control = express.Router();
  control.use(express.json({ limit: '10mb' }));
  control.post('/seed', (req, res) => {
    const body = req.body as { hosts?: SeededHost[]; page_size?: number };
    hosts = body.hosts ?? [];
    hostsById = new Map(hosts.map((host) => [host.host_id, host]));
    pageSize = body.page_size ?? 100;
    failures.length = 0;
    res.status(204).end();
  });
  control.post('/failures', (req, res) => {
    failures.push(...([] as Failure[]).concat(req.body as Failure));
    res.status(204).end();
  });
  control.get('/requests', (_req, res) => res.json(requests));
  control.get('/tls', (_req, res) => (tlsUrl ? res.json({ url: tlsUrl }) : res.status(404).end()));

  const plain = express();
  plain.disable('x-powered-by');
  plain.use('/_simulator', control);
  plain.use(api);
  const secure = express();
  secure.disable('x-powered-by');
  secure.use(api);

  const listen = (server: Server | HttpsServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const httpServer = createHttpServer(plain);
  // Longer than any client's idle keep-alive, so a client never sends on a connection the server is closing.
  httpServer.keepAliveTimeout = 65_000;
  const servers: (Server | HttpsServer)[] = [httpServer];
  const httpPort = await listen(httpServer, options.port);
  if (options.tls) {
    const httpsServer = createHttpsServer({ ...makeSelfSigned(), keepAliveTimeout: 65_000 }, secure);
    servers.push(httpsServer);
    tlsUrl = `https://127.0.0.1:${await listen(httpsServer, 0)}`;
  }
  return {
    url: `http://127.0.0.1:${httpPort}`,
    tlsUrl,
    stop: async () => {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
}
