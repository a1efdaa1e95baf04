import { EVIDENCE_CONTENT_TYPES } from '@vmdash/domain';
import { filetypemime } from 'magic-bytes.js';

/** A type an evidence file may have (libs/domain EVIDENCE_CONTENT_TYPES). */
export type EvidenceContentType = (typeof EVIDENCE_CONTENT_TYPES)[number];

const BINARY_TYPES = EVIDENCE_CONTENT_TYPES.filter((type) => type !== 'text/plain');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** True for UTF-8 text without control characters other than tab, line feed, form feed and carriage return. */
function isPlainText(content: Uint8Array): boolean {
  let text: string;
  try {
    text = utf8.decode(content);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The type of an evidence file read from its bytes, never its name or the client's Content-Type (OWASP File Upload
 * Cheat Sheet, "File Content Validation"; the same reading as a feedback screenshot, feedback/screenshot-type.ts):
 * PNG, JPEG, GIF or WebP image, PDF (magic numbers, magic-bytes.js), or plain UTF-8 text; null for anything else (an
 * empty file included).
 */
export function evidenceTypeOf(content: Uint8Array): EvidenceContentType | null {
  if (content.length === 0) return null;
  const candidates = filetypemime(content);
  const binary = BINARY_TYPES.find((type) => candidates.includes(type));
  if (binary) return binary;
  return isPlainText(content) ? 'text/plain' : null;
}
