/**
 * Whether arrays and objects in a JSON text nest deeper than `maxDepth`, counted on its bytes before it is parsed and
 * stopping as soon as the limit is passed (a hostile body costs one linear scan, never a deep parse or walk after it).
 * Brackets inside strings do not count; the text need not be valid JSON (the parser reports that), and a closer with
 * nothing open does not lower the count.
 * @param text the body's bytes (UTF-8: the structural characters are ASCII, so bytes and characters agree)
 * @returns true when some array or object lies deeper than `maxDepth` levels
 */
export function jsonNestingExceeds(text: Uint8Array, maxDepth: number): boolean {
  const QUOTE = 0x22;
  const BACKSLASH = 0x5c;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const byte = text[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if ((byte === 0x5d || byte === 0x7d) && depth > 0) depth--;
  }
  return false;
}
