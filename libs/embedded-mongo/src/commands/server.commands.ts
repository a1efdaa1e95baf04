/**
 * Handshake and server-level commands: hello/isMaster, ping, buildInfo, sessions, parameters and the introspection
 * commands mongosh and the drivers send on connect.
 *
 * The server presents itself as a standalone MongoDB 6.0 (wire version 17) with logical sessions (so drivers use
 * implicit sessions; their `lsid` is accepted and ignored). `topologyVersion` is not sent, so drivers poll `hello`
 * instead of using the streaming (awaitable hello) protocol.
 */
import { hostname } from 'node:os';
import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { MAX_BSON_OBJECT_SIZE } from '../query/update';
import { MAX_MESSAGE_SIZE_BYTES } from '../wire/message-header';
import type { CommandContext, CommandHandler } from './command-context';

export const SERVER_VERSION = '6.0.0';
const MAX_WIRE_VERSION = 17;
export const MAX_WRITE_BATCH_SIZE = 100_000;
const LOGICAL_SESSION_TIMEOUT_MINUTES = 30;

function hello(context: CommandContext): Document {
  const legacy = context.name !== 'hello';
  return {
    ...(context.command['helloOk'] ? { helloOk: true } : {}),
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: LOGICAL_SESSION_TIMEOUT_MINUTES,
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
  };
}

function buildInfo(): Document {
  return {
    version: SERVER_VERSION,
    gitVersion: 'embedded',
    versionArray: [6, 0, 0, 0],
    modules: [],
    allocator: 'system',
    javascriptEngine: 'none',
    sysInfo: 'deprecated',
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
    storageEngines: ['embedded'],
  };
}

function getParameter(context: CommandContext): Document {
  const all = context.command['getParameter'] === '*';
  const known: Document = {
    featureCompatibilityVersion: { version: '6.0' },
    ttlMonitorSleepSecs: Math.max(1, Math.round(context.server.ttl.interval / 1000)),
  };
  if (all) return known;
  const reply: Document = {};
  for (const key of Object.keys(context.command)) {
    if (key in known) reply[key] = known[key];
  }
  if (Object.keys(reply).length === 0) throw new MongoCommandError(ErrorCode.InvalidOptions, 'no option found to get');
  return reply;
}

function setParameter(context: CommandContext): Document {
  const value = context.command['ttlMonitorSleepSecs'];
  if (value === undefined) {
    const names = Object.keys(context.command).filter((k) => k !== 'setParameter' && !k.startsWith('$') && k !== 'lsid');
    throw new MongoCommandError(ErrorCode.InvalidOptions, `attempted to set unrecognized parameter [${names.join(', ')}] (the embedded server supports ttlMonitorSleepSecs)`);
  }
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw new MongoCommandError(ErrorCode.BadValue, 'ttlMonitorSleepSecs must be a positive integer');
  const was = Math.max(1, Math.round(context.server.ttl.interval / 1000));
  context.server.ttl.setInterval(seconds * 1000);
  return { was };
}

function serverStatus(context: CommandContext): Document {
  const uptimeMillis = Date.now() - context.server.startedAt.getTime();
  return {
    host: context.server.address(),
    version: SERVER_VERSION,
    process: 'mongod',
    pid: process.pid,
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis,
    localTime: new Date(),
    metrics: { cursor: { open: { total: context.server.cursors.openCount } } },
  };
}

/** Handlers by command name. */
export const serverCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: () => ({}),
  buildInfo,
  buildinfo: buildInfo,
  endSessions: () => ({}),
  killSessions: () => ({}),
  killAllSessions: () => ({}),
  refreshSessions: () => ({}),
  whatsmyuri: (context) => ({ you: context.remoteAddress }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] } }),
  getCmdLineOpts: () => ({ argv: ['embedded-mongo'], parsed: {} }),
  hostInfo: () => ({ system: { hostname: hostname(), currentTime: new Date() }, os: { type: process.platform }, extra: {} }),
  getLog: () => ({ totalLinesWritten: 0, log: [] }),
  getParameter,
  setParameter,
  serverStatus,
};
