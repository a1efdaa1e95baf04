/**
 * `npm run mongo`: serves an embedded MongoDB on 127.0.0.1:27017 with data in `.data/mongo` until SIGTERM/SIGINT.
 *
 * Environment: MONGO_PORT (default 27017; 0 picks a free port), MONGO_DBPATH (default `.data/mongo` under the current
 * directory), MONGO_IN_MEMORY (`true`: no data directory, the data kept in memory only and lost at exit, as the
 * in-process server of the tests; for a benchmark's database in a process of its own), MONGO_HOST (default
 * 127.0.0.1), LOG_LEVEL (default info). Logs are pino JSON lines; the
 * "embedded mongo listening" line carries the port and uri. On a signal it flushes and snapshots the data, then
 * exits 0; a start failure exits 1.
 */
import { resolve } from 'node:path';
import pino from 'pino';
import { startEmbeddedMongo } from './embedded-mongo';

const DEFAULT_PORT = 27017;

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`MONGO_PORT must be an integer 0..65535, got "${raw}"`);
  return port;
}

async function main(): Promise<void> {
  const logger = pino({ name: 'embedded-mongo', level: process.env['LOG_LEVEL'] ?? 'info' });
  let server;
  try {
    const port = readPort(process.env['MONGO_PORT']);
    const dbPath = process.env['MONGO_IN_MEMORY'] === 'true' ? undefined : resolve(process.env['MONGO_DBPATH'] || '.data/mongo');
    server = await startEmbeddedMongo({ port, host: process.env['MONGO_HOST'] || '127.0.0.1', dbPath, logger });
    logger.info({ uri: server.uri, port: server.port, dbPath }, 'embedded mongo ready');
  } catch (error) {
    logger.fatal({ err: error }, 'embedded mongo could not start');
    process.exit(1);
  }
  const running = server;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping embedded mongo');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'embedded mongo did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
