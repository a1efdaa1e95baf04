import { REQUEST_LINE_PREFIX, SUBMITTED_BY_PREFIX } from '@vmdash/domain';

/*
 * The lines vmdash writes at the end of an issue's description (no extra field: a field missing from the project's
 * create screen makes Jira refuse the whole create; docs/decisions/0021-tracker-webhook-trust.md). `Submitted by:`
 * names the dashboard user a closed issue notifies when vmdash holds no record of its create; `vmdash-request:`
 * carries the caller's request id, searched for before a create is ever sent twice. Only the last two lines count:
 * text above them is the user's.
 */

/** Request ids vmdash accepts (they go into a JQL text search, so no quotes or operators). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** The description sent to the tracker: the body, then the submitter line and the request line last. */
export function composeDescription(body: string, submittedBy: string, requestId: string): string {
  return `${body.trimEnd()}\n\n${SUBMITTED_BY_PREFIX}${submittedBy}\n${REQUEST_LINE_PREFIX}${requestId}`;
}

/**
 * The dashboard username vmdash wrote on the description's `Submitted by:` line, if any: only the line right above
 * the last one, which must be vmdash's `vmdash-request:` line (trailing blank lines ignored). A `Submitted by:` line
 * anywhere else is text a person wrote and names nobody.
 */
export function submitterOf(description: string | undefined): string | undefined {
  const lines = (description ?? '').trimEnd().split(/\r\n|\r|\n/);
  const [submitterLine, requestLine] = lines.slice(-2);
  if (lines.length < 2 || !requestLine?.startsWith(REQUEST_LINE_PREFIX) || !submitterLine?.startsWith(SUBMITTED_BY_PREFIX)) return undefined;
  const name = submitterLine.slice(SUBMITTED_BY_PREFIX.length).trim();
  return name ? name : undefined;
}
