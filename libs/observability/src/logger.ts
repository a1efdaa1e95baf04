import pino, { type Logger, type LoggerOptions } from 'pino';
import { logDestination } from './log-destination';

export type { Logger };

/**
 * Paths pino removes from every log line: credentials, cookies, session ids and passwords must never reach a log
 * (OWASP ASVS 4.0.3, 7.1.1 and 7.1.2).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.password_hash',
  '*.token',
  '*.session_id',
  '*.sessionId',
  'metadata.authorization',
  'metadata["x-internal-token"]',
];

/**
 * Creates the structured JSON logger of a service (pino) on the process's one log destination: stdout, written in
 * the background with a bounded buffer, so a log write never blocks the service (log-destination.ts). `service` is
 * added to every line.
 * @param service app name, e.g. "data-cache"
 * @param level pino level; "silent" turns logging off (tests)
 */
export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info', options: LoggerOptions = {}): Logger {
  return pino(
    {
      level,
      base: { service },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      ...options,
    },
    logDestination(),
  );
}
