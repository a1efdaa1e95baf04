import { MAX_FEEDBACK_FILE_NAME_LENGTH } from './limits';

/**
 * A file name as an answer repeats it: at most MAX_FEEDBACK_FILE_NAME_LENGTH characters, control characters replaced
 * (feedback screenshots and submission evidence).
 */
export function shownFileName(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  return fileName.slice(0, MAX_FEEDBACK_FILE_NAME_LENGTH).replace(/[\u0000-\u001f\u007f]/g, '?');
}

/**
 * The 400 text refusing an uploaded file for a rule, as the gateway (count, size) and the dashboard (the type read from
 * the bytes) both answer it: `Screenshot "<name>" refused: <rule>` (feedback) or `Evidence file "<name>" refused:
 * <rule>` (false-positive submissions, docs/decisions/0016).
 */
export function uploadRefusalText(kind: 'Screenshot' | 'Evidence file', fileName: string, rule: string): string {
  return `${kind} "${shownFileName(fileName)}" refused: ${rule}`;
}
