import { jsonNestingExceeds } from './json-nesting';

const exceeds = (text: string, maxDepth: number) => jsonNestingExceeds(Buffer.from(text), maxDepth);

describe('jsonNestingExceeds', () => {
  it('when arrays and objects nest one level past the limit, then it says so; at the limit it does not', () => {
    expect(exceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(exceeds('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(exceeds('[]'.repeat(1_000), 1)).toBe(false);
  });

  it('when brackets are inside strings, escaped quotes included, then they do not count', () => {
    expect(exceeds('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(exceeds('{"a":"\\"[[[[","b":"\\\\"}', 1)).toBe(false);
    expect(exceeds('{"a":"\\\\",  "b":[[1]]}', 2)).toBe(true);
  });

  it('when the text is not JSON (unclosed, stray closers first), then stray closers do not buy depth', () => {
    expect(exceeds('{"a":'.repeat(10), 9)).toBe(true);
    expect(exceeds(']]]]]][[', 1)).toBe(true);
  });
});
