/**
 * The outcome of a workflow command: its value, or a refusal the HTTP face answers with its own status and text
 * (dashboard_workflows.proto, WorkflowOutcome): `invalid` 400, `not_found` 404 (also for a record outside the caller's
 * scope, so its existence is not confirmed), `conflict` 409, and the tracker's failures `rate_limited` 429,
 * `upstream_failed` 502, `upstream_timeout` 504.
 */
export type Refusal = { ok: false; kind: 'invalid' | 'not_found' | 'conflict' | 'rate_limited' | 'upstream_failed' | 'upstream_timeout'; error: string };

/** A command's answer: `{ ok: true, value }` or a Refusal. */
export type Outcome<T> = { ok: true; value: T } | Refusal;

/** A successful outcome. */
export function done<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** A refused outcome with the user's text. */
export function refused(kind: Refusal['kind'], error: string): Refusal {
  return { ok: false, kind, error };
}
