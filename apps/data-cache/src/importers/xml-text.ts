import type { XmlElement } from './xml-stream';

/**
 * Text clean-up for scanner prose. Exports wrap and indent text to the XML's layout; what reaches the API keeps the
 * author's line structure but not the file's indentation.
 */

/** Each line trimmed, runs of blank lines collapsed to one, the whole trimmed; null when nothing is left. */
export function normalizeMultiline(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const joined = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return joined === '' ? null : joined;
}

/** All whitespace runs collapsed to one space, trimmed; null when empty (titles, names). */
export function normalizeInline(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed === '' ? null : collapsed;
}

/**
 * For prose the export hard-wrapped (OpenVAS NVT tags): lines of a paragraph joined with spaces, paragraphs (split
 * at blank lines) kept; null when empty.
 */
export function normalizeParagraphs(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '');
  return paragraphs.length === 0 ? null : paragraphs.join('\n\n');
}

const BLOCK_ELEMENTS = new Set(['ContainerBlockElement', 'Paragraph', 'UnorderedList', 'OrderedList', 'ListItem', 'Table']);

/**
 * Plain text of Nexpose's rich-text markup (ContainerBlockElement, Paragraph, UnorderedList/ListItem, URLLink):
 * one line per paragraph or list item ("- " before items), wrapped lines joined, `preformat="true"` paragraphs kept
 * line by line. Null when the element holds no text.
 */
export function nexposeRichText(element: XmlElement | undefined): string | null {
  if (element === undefined) return null;
  const lines: string[] = [];
  let current = '';
  let prefix = '';
  const flush = (): void => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line !== '') {
      lines.push(prefix + line);
      // A list item's marker goes on its first line, even when that line is in a nested paragraph.
      prefix = '';
    }
    current = '';
  };
  const walk = (node: XmlElement): void => {
    const block = BLOCK_ELEMENTS.has(node.name);
    if (block) flush();
    if (node.name === 'ListItem') prefix = '- ';
    if (node.name === 'Paragraph' && node.attributes.preformat === 'true') {
      const pre = normalizeMultiline(plainText(node));
      if (pre !== null) lines.push(pre);
      return;
    }
    if (node.name === 'URLLink' && plainText(node).trim() === '') {
      current += ` ${node.attributes.LinkURL ?? node.attributes.LinkTitle ?? ''} `;
      return;
    }
    for (const child of node.content) {
      if (typeof child === 'string') current += child;
      else walk(child);
    }
    if (block) flush();
  };
  walk(element);
  flush();
  return lines.length === 0 ? null : lines.join('\n');
}

function plainText(element: XmlElement): string {
  let text = '';
  for (const node of element.content) text += typeof node === 'string' ? node : plainText(node);
  return text;
}
