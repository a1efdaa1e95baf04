/*
 * The lines vmdash writes at the end of a tracker issue's description (docs/decisions/0021-tracker-webhook-trust.md):
 * `Submitted by: <username>` names the dashboard user the closed issue notifies when vmdash holds no record of the
 * issue, and `vmdash-request: <id>` carries the create's request id. They are always the description's last two lines.
 */

/** The prefix of the submitter line vmdash writes. */
export const SUBMITTED_BY_PREFIX = 'Submitted by: ';
/** The prefix of the request-id line vmdash writes, the description's last. */
export const REQUEST_LINE_PREFIX = 'vmdash-request: ';

/** A line that reads as one of vmdash's own, however it is spaced or capitalised. */
const VMDASH_LINE = /^\s*(?:submitted\s+by|vmdash-request)\s*:/i;

/**
 * The first line of user text that poses as a line vmdash writes (`Submitted by:` or `vmdash-request:`, in any case
 * and spacing), or undefined. A ticket's description with such a line is refused (400): only vmdash writes them, so
 * nobody reading the issue can take a user's line for the submitter vmdash recorded.
 */
export function vmdashLineIn(text: string): string | undefined {
  return text.split(/\r\n|\r|\n/).find((line) => VMDASH_LINE.test(line));
}
