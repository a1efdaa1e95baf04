/*
 * An app as `npm start` runs one, for launcher-bound.spec.ts: the apps' own shell (runServiceMain, libs/service-runtime)
 * around a service of one component that listens on a free port and, when it is stopped in its normal order, appends
 * "stopped" to STOP_MARKER_FILE before it closes.
 */
import { commonEnvSchema } from '@vmdash/config';
import { defineService, runServiceMain } from '@vmdash/service-runtime';
import { appendFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { z } from 'zod';

const schema = commonEnvSchema.extend({ STOP_MARKER_FILE: z.string().min(1) });

void runServiceMain({
  name: 'shell-app',
  schema,
  build: (config, logger) =>
    defineService({ name: 'shell-app', logger, drainDelayMs: config.SHUTDOWN_DRAIN_DELAY_MS })
      .add('http', {
        start: () =>
          new Promise<Server>((resolve) => {
            const server: Server = createServer((_req, res) => res.end('ok')).listen(0, '127.0.0.1', () => resolve(server));
          }),
        stop: (server) =>
          new Promise<void>((resolve) => {
            appendFileSync(config.STOP_MARKER_FILE, 'stopped\n');
            server.close(() => resolve());
          }),
      })
      .build(({ http }) => ({ port: (http.address() as { port: number }).port })),
});
