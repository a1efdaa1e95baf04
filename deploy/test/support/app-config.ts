import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Variables a deployment may set that no app schema lists: read by node itself, not by the app. */
const RUNTIME_VARIABLES = new Set(['NODE_OPTIONS']);

/** Hosts that only mean "this machine": a default naming one works for `npm start`, never in a container. */
const LOOPBACK = /(^|[/@:])(127\.0\.0\.1|localhost|\[::1\])([:/]|$)/;

/**
 * Well-formed stand-ins for the values of operator Secrets, by variable: the manifests reference the Secrets, the
 * operator fills them, so the schema check needs a value of the right shape. A variable without a stand-in throws,
 * so a new Secret-backed variable gets one on purpose.
 */
const SECRET_STAND_INS: Record<string, string> = {
  MONGO_URL: 'mongodb://vmdash:secret@mongo.example:27017/vmdash?tls=true',
  REDIS_URL: 'rediss://:secret@redis.example:6380',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'a long operator password',
  ADMIN_EMAIL: 'admin@example.com',
  TRACKER_URL: 'https://jira.example.com',
  TRACKER_PROJECT: 'VM',
  TRACKER_USER: 'vmdash-bot',
  TRACKER_TOKEN: 'an operator token',
  TRACKER_WEBHOOK_SECRET: 'a long shared secret',
  PLATFORM_URL: 'https://platform.example.com',
  PLATFORM_CLIENT_ID: '1',
  PLATFORM_API_KEY: 'an operator api key',
  PLANS_UPSTREAM_URL: 'https://plans.example.com',
  PLANS_UPSTREAM_USER: 'vmdash',
  PLANS_UPSTREAM_PASSWORD: 'an operator password',
  OIDC_CLIENT_SECRET: 'an operator client secret',
};

/**
 * The apps of the repository: folders under apps/ with a `src/main.ts` (every one is deployed, docs/architecture.md,
 * Deployment).
 */
export function repositoryApps(repoRoot: string): string[] {
  const apps = path.join(repoRoot, 'apps');
  return readdirSync(apps)
    .filter((name) => existsSync(path.join(apps, name, 'src', 'main.ts')))
    .sort();
}

/**
 * The environment schema of an app: the `*EnvSchema` zod object exported by apps/<app>/src/config.ts (docs/architecture.md,
 * Configuration: one typed schema per app). Refinements (zod 4 keeps them on the object) run with it.
 * @throws Error when config.ts is missing or exports no `*EnvSchema` object.
 */
export function appEnvSchema(repoRoot: string, app: string): z.ZodObject {
  const file = path.join(repoRoot, 'apps', app, 'src', 'config.ts');
  if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} missing: every app validates its environment with one schema`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a computed path: the set of apps is whatever deploy/ deploys
  const exports = require(file) as Record<string, unknown>;
  const schema = Object.entries(exports).find(([name, value]) => name.endsWith('EnvSchema') && value instanceof z.ZodObject)?.[1];
  if (!schema) throw new Error(`${path.relative(repoRoot, file)} exports no *EnvSchema zod object`);
  return schema as z.ZodObject;
}

/**
 * A rendered environment with Secret references (`<secret:name/key>`, see containerEnvironment) replaced by
 * well-formed stand-ins.
 * @throws Error when a Secret-backed variable has no stand-in.
 */
export function withSecretStandIns(env: Map<string, string> | Record<string, string>): Record<string, string> {
  const entries = env instanceof Map ? [...env] : Object.entries(env);
  return Object.fromEntries(
    entries.map(([key, value]) => {
      if (!value.startsWith('<secret:')) return [key, value];
      const standIn = SECRET_STAND_INS[key];
      if (standIn === undefined) throw new Error(`${key} comes from ${value}: add a stand-in to SECRET_STAND_INS`);
      return [key, standIn];
    }),
  );
}

/**
 * Checks a deployment's environment for an app against its schema: every required variable set, no variable the app
 * does not know (a typo or a leftover), no unset variable whose default points at the loopback address (a service
 * address or URL that only works on a developer machine), and the whole environment accepted by the schema
 * (refinements included).
 * @returns one line per problem; empty when the app would start with this environment.
 */
export function envProblems(schema: z.ZodObject, env: Record<string, string>): string[] {
  const known = new Set(Object.keys(schema.shape));
  const problems: string[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (env[key] !== undefined) continue;
    const fallback = field.safeParse(undefined);
    if (!fallback.success) problems.push(`${key} is required but not set`);
    else if (typeof fallback.data === 'string' && LOOPBACK.test(fallback.data)) problems.push(`${key} is not set: its default ${fallback.data} only works on a developer machine`);
  }
  for (const key of Object.keys(env)) {
    if (!known.has(key) && !RUNTIME_VARIABLES.has(key)) problems.push(`${key} is not a variable of the app`);
  }
  const parsed = schema.safeParse(env);
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  return problems;
}
