import { createReadStream } from 'node:fs';
import { SaxesParser } from 'saxes';
import { SourceFileError } from './source.errors';

/**
 * Streaming XML reading for the importers, on `saxes` (a conforming, non-validating XML 1.0 parser). The file is read
 * in chunks and never held whole; an importer sees either single elements (open/close events with attributes) or, for
 * elements it asks for, the complete subtree of that element (a small light DOM, e.g. one Nessus ReportItem).
 */

/** A captured element: attributes and its content in document order (text and child elements). */
export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  content: Array<XmlElement | string>;
}

/** Callbacks of one import over one file; `ancestors` lists the names of the open elements, root first. */
interface XmlStreamHandler {
  /** Accepted root element names; any other root fails the file (format detection and a clear error). */
  readonly roots: readonly string[];
  /** True when the element opening now should be captured whole and handed to `onElement` when it closes. */
  capture(name: string, ancestors: readonly string[]): boolean;
  /** Text inside captured elements of these names is dropped (e.g. Nessus `plugin_output`, which can be huge). */
  readonly dropTextOf?: ReadonlySet<string>;
  onOpen?(name: string, attributes: Readonly<Record<string, string>>, ancestors: readonly string[]): void;
  onClose?(name: string, ancestors: readonly string[]): void;
  onElement(element: XmlElement, ancestors: readonly string[]): void;
  /** Called once after the whole document was read and found well-formed. */
  onEnd?(): void;
}

/** Read size: large enough to keep per-chunk overhead low, small enough to keep memory flat. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Streams `file` through `handler` and yields what the handler emits, chunk by chunk (an async iterable that keeps
 * memory flat whatever the file size).
 *
 * @throws SourceFileError when the file cannot be read, is not well-formed XML (with the line and column saxes
 *   reports), is empty, or its root element is not one of `handler.roots`.
 */
export async function* streamXmlFile<T>(file: string, createHandler: (emit: (item: T) => void) => XmlStreamHandler): AsyncGenerator<T> {
  const queue: T[] = [];
  const handler = createHandler((item) => queue.push(item));
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const ancestors: string[] = [];
  // Stack of captured elements being built; empty when not inside a captured element.
  const building: XmlElement[] = [];
  let dropText = 0;
  // Set by the parser's callbacks (an object, so that checks after parser.write are not narrowed away).
  const state: { failure: SourceFileError | null } = { failure: null };

  const fail = (reason: string): void => {
    state.failure ??= new SourceFileError(file, reason, parser.line, parser.column);
  };

  parser.on('error', (err) => {
    // saxes prefixes its message with "line:column: "; the position is carried separately.
    fail(err.message.replace(/^\d+:\d+: /, ''));
  });
  parser.on('opentag', (tag) => {
    if (state.failure !== null) return;
    if (ancestors.length === 0 && !handler.roots.includes(tag.name)) {
      fail(`unexpected root element <${tag.name}>, expected <${handler.roots.join('> or <')}>`);
      return;
    }
    if (building.length > 0 || handler.capture(tag.name, ancestors)) {
      const element: XmlElement = { name: tag.name, attributes: tag.attributes, content: [] };
      building.at(-1)?.content.push(element);
      building.push(element);
      if (handler.dropTextOf?.has(tag.name) === true) dropText += 1;
    } else {
      handler.onOpen?.(tag.name, tag.attributes, ancestors);
    }
    ancestors.push(tag.name);
  });
  parser.on('text', (text) => {
    if (building.length > 0 && dropText === 0) building[building.length - 1].content.push(text);
  });
  parser.on('cdata', (text) => {
    if (building.length > 0 && dropText === 0) building[building.length - 1].content.push(text);
  });
  parser.on('closetag', (tag) => {
    if (state.failure !== null) return;
    ancestors.pop();
    if (building.length > 0) {
      const element = building.pop() as XmlElement;
      if (handler.dropTextOf?.has(tag.name) === true) dropText -= 1;
      if (building.length === 0) handler.onElement(element, ancestors);
    } else {
      handler.onClose?.(tag.name, ancestors);
    }
  });

  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: CHUNK_BYTES });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      parser.write(chunk);
      if (state.failure !== null) throw state.failure;
      yield* drain(queue);
    }
  } catch (err) {
    if (err instanceof SourceFileError) throw err;
    throw new SourceFileError(file, `cannot read the file: ${(err as Error).message}`);
  } finally {
    stream.destroy();
  }
  parser.close();
  if (state.failure !== null) throw state.failure;
  handler.onEnd?.();
  yield* drain(queue);
}

function* drain<T>(queue: T[]): Generator<T> {
  // Splice first: the consumer may pull slowly, and the queue must not be re-read.
  const items = queue.splice(0, queue.length);
  yield* items;
}

/** First child element named `name`, else undefined. */
export function childElement(element: XmlElement, name: string): XmlElement | undefined {
  for (const node of element.content) if (typeof node !== 'string' && node.name === name) return node;
  return undefined;
}

/** Child elements named `name`, in document order. */
export function childElements(element: XmlElement, name: string): XmlElement[] {
  return element.content.filter((node): node is XmlElement => typeof node !== 'string' && node.name === name);
}

/** All text inside `element` (descendants included), concatenated as in the document. */
export function textContent(element: XmlElement | undefined): string {
  if (element === undefined) return '';
  let text = '';
  for (const node of element.content) text += typeof node === 'string' ? node : textContent(node);
  return text;
}

/** Text of the first child named `name`, else undefined. */
export function childText(element: XmlElement, name: string): string | undefined {
  const child = childElement(element, name);
  return child === undefined ? undefined : textContent(child);
}
