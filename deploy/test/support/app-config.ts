import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Variables a deployment may set that no app schema lists: read by node itself, not by the app. */
const RUNTIME_VARIABLES = new Set(['NODE_OPTIONS']);

/**
 * The environment schema of an app: the `*EnvSchema` zod object exported by apps/<app>/src/config.ts (ARCHITECTURE.md
 * convention 3: one typed schema per app). Undefined while the app has no config.ts yet.
 * @throws Error when config.ts exists but exports no `*EnvSchema` object.
 */
export function appEnvSchema(repoRoot: string, app: string): z.ZodObject | undefined {
  const file = path.join(repoRoot, 'apps', app, 'src', 'config.ts');
  if (!existsSync(file)) return undefined;
  // A computed path: the set of apps is whatever deploy/ deploys.
  const exports = require(file) as Record<string, unknown>;
  const schema = Object.entries(exports).find(([name, value]) => name.endsWith('EnvSchema') && value instanceof z.ZodObject)?.[1];
  if (!schema) throw new Error(`${path.relative(repoRoot, file)} exports no *EnvSchema zod object`);
  return schema as z.ZodObject;
}

/**
 * Checks a deployment's environment for an app against its schema: every required variable set, no variable the app
 * does not know (a typo or a leftover), and the whole environment accepted by the schema.
 * @returns one line per problem; empty when the app would start with this environment.
 */
export function envProblems(schema: z.ZodObject, env: Record<string, string>): string[] {
  const known = new Set(Object.keys(schema.shape));
  const problems: string[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (!field.safeParse(undefined).success && env[key] === undefined) problems.push(`${key} is required but not set`);
  }
  for (const key of Object.keys(env)) {
    if (!known.has(key) && !RUNTIME_VARIABLES.has(key)) problems.push(`${key} is not a variable of the app`);
  }
  const parsed = schema.safeParse(env);
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  return problems;
}
