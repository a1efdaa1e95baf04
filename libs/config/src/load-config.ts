import { z } from 'zod';

/** Thrown when the environment does not satisfy an app's schema; the message names every missing or bad key. */
export class ConfigError extends Error {
  constructor(
    readonly app: string,
    readonly issues: string[],
  ) {
    super(`${app}: invalid configuration: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates `env` against an app's zod schema and returns the typed configuration.
 * Fails fast (docs/architecture.md, Configuration): every problem is listed, with the variable name.
 * @throws ConfigError when a variable is missing or malformed.
 */
export function loadConfig<S extends z.ZodType>(app: string, schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    app,
    parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  );
}
