import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceFileError } from './source.errors';
import { childElement, streamXmlFile, textContent, type XmlElement } from './xml-stream';

describe('streamXmlFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vmdash-xml-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const readItems = (file: string) =>
    streamXmlFile<XmlElement>(file, (emit) => ({
      roots: ['items'],
      capture: (name) => name === 'item',
      dropTextOf: new Set(['noise']),
      onElement: (element) => emit(element),
    }));

  async function collect(file: string): Promise<XmlElement[]> {
    const out: XmlElement[] = [];
    for await (const item of readItems(file)) out.push(item);
    return out;
  }

  it('when a file spans many read chunks, then every captured element arrives whole, in order', async () => {
    const file = path.join(dir, 'big.xml');
    const count = 20_000;
    const body = Array.from({ length: count }, (_, i) => `<item n="${i}"><name>item &amp; ${i}</name><noise>${'x'.repeat(20)}</noise></item>`).join('\n');
    await writeFile(file, `<?xml version="1.0"?>\n<items>\n${body}\n</items>\n`);
    const items = await collect(file);
    expect(items).toHaveLength(count);
    expect(items[12_345].attributes.n).toBe('12345');
    expect(textContent(childElement(items[12_345], 'name'))).toBe('item & 12345');
    expect(textContent(childElement(items[0], 'noise'))).toBe('');
  });

  it('when the error is far into the file, then its line is reported, not the end of a chunk', async () => {
    const file = path.join(dir, 'late-error.xml');
    const lines = Array.from({ length: 30_000 }, (_, i) => `<item n="${i}"/>`);
    lines[25_000] = '<item n="bad"></itme>';
    await writeFile(file, `<items>\n${lines.join('\n')}\n</items>\n`);
    const error = await collect(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceFileError);
    expect(error).toMatchObject({ file, line: 25_002 });
  });

  it('when the file is truncated, then SourceFileError reports the unclosed document', async () => {
    const file = path.join(dir, 'truncated.xml');
    await writeFile(file, '<items><item n="1">');
    await expect(collect(file)).rejects.toThrow(/truncated\.xml:1:\d+: unclosed tag: item/);
  });

  it('when the file is empty, then SourceFileError is thrown', async () => {
    const file = path.join(dir, 'empty.xml');
    await writeFile(file, '');
    await expect(collect(file)).rejects.toBeInstanceOf(SourceFileError);
  });

  it('when the consumer stops early, then the generator ends without error', async () => {
    const file = path.join(dir, 'early.xml');
    await writeFile(file, `<items>${'<item/>'.repeat(100_000)}</items>`);
    let seen = 0;
    for await (const _item of readItems(file)) {
      seen += 1;
      if (seen === 3) break;
    }
    expect(seen).toBe(3);
  });
});
