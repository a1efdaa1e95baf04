import { JsonBytesWriter } from './json-bytes';

/** What the writer wrote for `write`, as text. */
function written(write: (out: JsonBytesWriter) => void): string {
  const out = new JsonBytesWriter(4);
  write(out);
  return out.take().toString('utf8');
}

describe('JSON written as bytes', () => {
  it('when dates are written, then each reads as toISOString writes it, quoted, from year 0 to the last valid time', () => {
    const times = [0, -1, 1, 951_782_400_000, 951_868_800_000, 4_107_542_399_999, -62_167_219_200_000, -62_167_219_200_001, 253_402_300_799_999, 253_402_300_800_000, 8.64e15, -8.64e15];
    for (let i = 0; i < 20_000; i++) times.push(Math.round((Math.random() - 0.3) * 4e13));
    for (const ms of times) expect(written((out) => out.isoDate(ms))).toBe(`"${new Date(ms).toISOString()}"`);
  });

  it('when numbers are written, then each reads as a template string writes it', () => {
    const numbers = [0, -0, 7, -7, 10, 99, 100, 443, 65_535, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, 0.5, -1.25, 7.5];
    for (const n of numbers) expect(written((out) => out.number(n))).toBe(`${n}`);
  });

  it('when more is written than the scratch holds, then nothing is lost, and each take starts over', () => {
    const out = new JsonBytesWriter(4);
    const piece = Buffer.from('{"title":"ünïcode"}');
    for (let i = 0; i < 100; i++) out.bytes(piece);
    expect(out.take().toString('utf8')).toBe('{"title":"ünïcode"}'.repeat(100));
    out.char(0x5b);
    out.number(12);
    expect(out.take().toString('utf8')).toBe('[12');
  });
});
