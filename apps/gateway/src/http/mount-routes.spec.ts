import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger } from '@vmdash/observability';
import { mountRoutes, type Dialect } from './mount-routes';
import { jsonResult } from './route-result';
import type { AccessRule, Route } from './route-table';

const dialect: Dialect<AccessRule, object, unknown> = {
  basePath: '/',
  preamble: [],
  guards: () => [],
  body: { limitBytes: 1024, strictJson: true, absent: 'missing' },
  refuse: (res) => void res.status(422).json({ detail: 'refused' }),
  requestScope: () => ({ internalToken: 'token', context: {} }),
  notFoundBody: { detail: 'Not Found' },
  methodNotAllowedBody: { detail: 'Method Not Allowed' },
  handleError: (_error, _req, res) => void res.status(500).json({ detail: 'Internal Server Error' }),
};

const things: Route = {
  method: 'get',
  path: '/things',
  access: { kind: 'public' },
  docs: { operationId: 'things', summary: 'Things', tag: 'things', responses: {} },
  handle: async () => jsonResult({ things: [] }),
};

/** An app with one layer of its own that fails, then an API's layers registered on the app itself (as the Data API's are). */
async function appWithApiOnIt() {
  const app = express();
  app.get('/failing', (_req, _res, next) => next(new Error('a layer before the API failed')));
  mountRoutes([things], dialect, { logger: createLogger('mount-routes-test', 'silent'), deadlines: { lookup: 1_000, stream: 1_000, bulk: 1_000, transfer: 1_000 } }, app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('an API whose layers are registered on the app itself', () => {
  it('when its route, an unknown path or another method is asked, then it answers as a mounted router would, with its headers', async () => {
    const { url, close } = await appWithApiOnIt();
    try {
      const found = await fetch(`${url}/things`);
      expect([found.status, await found.json(), found.headers.get('cache-control')]).toEqual([200, { things: [] }, 'no-store']);
      const unknown = await fetch(`${url}/nothing-here`);
      expect([unknown.status, await unknown.json(), unknown.headers.get('cache-control')]).toEqual([404, { detail: 'Not Found' }, 'no-store']);
      const otherMethod = await fetch(`${url}/things`, { method: 'DELETE' });
      expect([otherMethod.status, otherMethod.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    } finally {
      close();
    }
  });

  it('when a layer before it fails, then the error goes on to Express as before, not to the API error answer', async () => {
    const { url, close } = await appWithApiOnIt();
    try {
      const failed = await fetch(`${url}/failing`);
      expect(failed.status).toBe(500);
      expect(failed.headers.get('content-type')).toMatch(/^text\/html/);
      expect(failed.headers.get('cache-control')).toBeNull();
    } finally {
      close();
    }
  });
});
