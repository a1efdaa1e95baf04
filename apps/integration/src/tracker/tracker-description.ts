/*
 * The lines vmdash writes at the end of an issue's description (no extra field: a field missing from the project's
 * create screen makes Jira refuse the whole create). `Submitted by:` names the dashboard user the webhook notifies;
 * `vmdash-request:` carries the caller's request id, searched for before a create is ever sent twice.
 */

const SUBMITTED_BY = 'Submitted by: ';
const REQUEST_LINE = 'vmdash-request: ';

/** Request ids vmdash accepts (they go into a JQL text search, so no quotes or operators). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** The description sent to the tracker: the body, then the submitter line and the request line last. */
export function composeDescription(body: string, submittedBy: string, requestId: string): string {
  return `${body.trimEnd()}\n\n${SUBMITTED_BY}${submittedBy}\n${REQUEST_LINE}${requestId}`;
}

/** The dashboard username on the description's `Submitted by:` line, if any. */
export function submitterOf(description: string | undefined): string | undefined {
  const line = (description ?? '').split(/\r?\n/).find((candidate) => candidate.startsWith(SUBMITTED_BY));
  const name = line?.slice(SUBMITTED_BY.length).trim();
  return name ? name : undefined;
}
