import mongoose, { type Connection } from 'mongoose';
import type { Logger } from '@vmdash/observability';

/*
 * Query safety for every service (OWASP ASVS 4.0.3, 5.3.4; issue "Dashboard sign-in": sanitizeFilter or strict
 * schemas, not hand-written filtering): a filter value that is an object with `$` keys is wrapped in `$eq`, so input
 * can never become an operator; unknown filter paths throw instead of being silently dropped.
 */
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', 'throw');

interface MongoConnectOptions {
  logger: Logger;
  /** How long the first connection and each operation wait for a reachable server, ms. */
  serverSelectionTimeoutMs?: number;
}

/**
 * Opens the service's own mongoose connection (docs/architecture.md, Persistence: each service owns its database, named in
 * the URL path). Waits for the first connection; later drops are retried by the driver, and logged.
 * @throws the driver's error when no server answers within serverSelectionTimeoutMs.
 */
export async function connectMongo(url: string, options: MongoConnectOptions): Promise<Connection> {
  const connection = mongoose.createConnection(url, {
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 10_000,
    autoIndex: true,
  });
  connection.on('disconnected', () => options.logger.warn('mongodb disconnected'));
  connection.on('reconnected', () => options.logger.info('mongodb reconnected'));
  await connection.asPromise();
  options.logger.info({ db: connection.name }, 'mongodb connected');
  return connection;
}

/** True while the connection can serve operations (readiness check). */
export function isMongoUp(connection: Connection): boolean {
  return connection.readyState === mongoose.ConnectionStates.connected;
}
