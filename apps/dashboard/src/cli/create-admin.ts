/**
 * `npm run create-admin -- --username <name> --email <address>`: creates an Admin in the dashboard's database, for
 * the first start without ADMIN_USERNAME / ADMIN_PASSWORD, or to get back in when every Admin is lost.
 *
 * The password is read from standard input (typed without echo on a terminal, or piped: `... < secret-file`), never
 * from the command line, where other users of the machine could read it in the process list. MONGO_URL names the
 * dashboard's database. The audit event (user_create, by "cli") goes into the dashboard's outbox; the running
 * dashboard publishes it within seconds (or at its next start).
 */
import { Command } from 'commander';
import { connectMongo } from '@vmdash/db';
import { characterCount, ConflictError, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from '@vmdash/domain';
import { enqueueOutboxEvent } from '@vmdash/events';
import { createLogger } from '@vmdash/observability';
import { createAuditTrail } from '../audit/audit-trail';
import { sessionModelOf } from '../sessions/session.model';
import { createSessionRepository } from '../sessions/session.repository';
import { createTrustedDeviceRepository, trustedDeviceModelOf } from '../sessions/trusted-device.repository';
import { createPasswordHasher } from '../users/password-hasher';
import { createUserCommands } from '../users/user.commands';
import { userModelOf } from '../users/user.model';
import { createUserRepository } from '../users/user.repository';

/** Reads one line from a terminal without echoing it. */
function readHiddenLine(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let line = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(line);
          return;
        }
        if (char === '\u0003') {
          input.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') line = line.slice(0, -1);
        else line += char;
      }
    };
    input.on('data', onData);
  });
}

/** Reads the password: hidden prompt (twice) on a terminal, else all of standard input without its final newline. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await readHiddenLine('Password: ');
    const second = await readHiddenLine('Repeat password: ');
    if (first !== second) throw new Error('the passwords differ');
    return first;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(): Promise<void> {
  const program = new Command()
    .name('create-admin')
    .description('Create a dashboard Admin (password read from standard input)')
    .requiredOption('--username <name>', '3-64 of A-Z a-z 0-9 . _ @ -')
    .requiredOption('--email <address>', 'email address')
    .option('--mongo-url <url>', "the dashboard's database (default: MONGO_URL)")
    .parse();
  const options = program.opts<{ username: string; email: string; mongoUrl?: string }>();
  const mongoUrl = options.mongoUrl ?? process.env.MONGO_URL;
  if (!mongoUrl) throw new Error('MONGO_URL (or --mongo-url) must name the dashboard database');
  if (!USERNAME_PATTERN.test(options.username)) throw new Error('--username must be 3-64 of A-Z a-z 0-9 . _ @ -');
  const password = await readPassword();
  const length = characterCount(password);
  if (length < MIN_PASSWORD_LENGTH || length > MAX_PASSWORD_LENGTH) {
    throw new Error(`the password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`);
  }

  const logger = createLogger('create-admin', process.env.LOG_LEVEL ?? 'error');
  const connection = await connectMongo(mongoUrl, { logger });
  try {
    const users = userModelOf(connection);
    await users.createIndexes();
    // The CLI acts as no one, so no entry it writes names an impersonating Admin.
    const audit = createAuditTrail(
      (subject, event, msgId) => enqueueOutboxEvent(connection, subject, event, msgId),
      async (userId) => userId,
    );
    const commands = createUserCommands({
      users: createUserRepository(users),
      sessions: createSessionRepository(sessionModelOf(connection)),
      devices: createTrustedDeviceRepository(trustedDeviceModelOf(connection)),
      hasher: await createPasswordHasher(),
      audit,
      logger,
      now: () => new Date(),
    });
    const admin = await commands
      .create({ username: options.username, email: options.email, password, group: 'Admin', bu_teams: [] }, { id: null, username: 'cli', clientAddress: null })
      .catch((error: unknown) => {
        throw error instanceof ConflictError ? new Error(`a user named ${options.username} (compared case-insensitively) already exists`) : error;
      });
    process.stdout.write(`Admin ${admin.username} created (id ${admin.id})\n`);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`create-admin: ${(error as Error).message}\n`);
  process.exit(1);
});
