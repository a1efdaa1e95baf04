import type { XmlElement } from './xml-stream';
import { nexposeRichText, normalizeInline, normalizeMultiline, normalizeParagraphs } from './xml-text';

const el = (name: string, content: XmlElement['content'], attributes: Record<string, string> = {}): XmlElement => ({ name, attributes, content });

describe('xml text', () => {
  it('when prose is indented by the export, then indentation goes and line structure stays', () => {
    expect(normalizeMultiline('\n    First line\n      second line\n\n\n\n    next paragraph  \n')).toBe('First line\nsecond line\n\nnext paragraph');
    expect(normalizeMultiline('   ')).toBeNull();
    expect(normalizeInline('Distributed Ruby\n        Vulnerabilities ')).toBe('Distributed Ruby Vulnerabilities');
    expect(normalizeParagraphs('wrapped\n   line\n\n  next')).toBe('wrapped line\n\nnext');
  });

  it('when Nexpose rich text has lists, links and preformatted lines, then it becomes plain lines', () => {
    const solution = el('solution', [
      el('ContainerBlockElement', [
        el('Paragraph', ['Apply the\n   update.']),
        el('UnorderedList', [el('ListItem', [el('Paragraph', ['First step'])]), el('ListItem', ['See ', el('URLLink', [], { LinkURL: 'http://example.invalid/' })])]),
        el('Paragraph', ['  sysctl -w a=0\n  sysctl -w b=0'], { preformat: 'true' }),
      ]),
    ]);
    expect(nexposeRichText(solution)).toBe('Apply the update.\n- First step\n- See http://example.invalid/\nsysctl -w a=0\nsysctl -w b=0');
    expect(nexposeRichText(el('description', ['  ']))).toBeNull();
  });
});
