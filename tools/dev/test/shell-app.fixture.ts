/*
 * An app as `npm start` runs one, for launcher-bound.spec.ts: the apps' own shell (runServiceMain, libs/grpc) around a
 * service that listens on a free port and, when it is stopped in its normal order, appends "stopped" to
 * STOP_MARKER_FILE before it closes.
 */
import { commonEnvSchema } from '@vmdash/config';
import { runServiceMain } from '@vmdash/grpc';
import { appendFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { z } from 'zod';

const schema = commonEnvSchema.extend({ STOP_MARKER_FILE: z.string().min(1) });

void runServiceMain({
  name: 'shell-app',
  schema,
  build(config) {
    let server: Server | undefined;
    return {
      start: () =>
        new Promise((resolve) => {
          server = createServer((_req, res) => res.end('ok')).listen(0, '127.0.0.1', () => resolve({ port: (server?.address() as { port: number }).port }));
        }),
      stop: () =>
        new Promise<void>((resolve) => {
          appendFileSync(config.STOP_MARKER_FILE, 'stopped\n');
          server?.close(() => resolve());
        }),
    };
  },
});
