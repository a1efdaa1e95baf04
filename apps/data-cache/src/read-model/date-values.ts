import type { JsonBytesWriter } from './json-bytes';

/**
 * Dates of read-model rows as numbers: a finding's dates are ISO 8601 strings (snapshot.types.ts), millions of them
 * and often all different (first sightings), so a row keeps a Float64: the epoch milliseconds of a date written as
 * `Date.prototype.toISOString` writes it, NaN for null, and for any other spelling an index into a list of the strings
 * kept as they are (offset past the largest valid time), so every date reads back as the same string.
 */
export class DateValues {
  private readonly others: string[] = [];
  /** JSON of each of `others`, UTF-8. */
  private readonly othersJson: Buffer[] = [];
  private readonly otherIndex = new Map<string, number>();
  /** The last date encoded and its number: a host's findings mostly share their dates. */
  private last: { date: string; value: number } = { date: '', value: Number.NaN };

  /** The number a row keeps for `date`. */
  encode(date: string | null): number {
    if (date === null) return Number.NaN;
    if (date === this.last.date) return this.last.value;
    const value = this.valueOf(date);
    this.last = { date, value };
    return value;
  }

  private valueOf(date: string): number {
    const ms = Date.parse(date);
    if (Number.isFinite(ms) && new Date(ms).toISOString() === date) return ms;
    let index = this.otherIndex.get(date);
    if (index === undefined) {
      index = this.others.push(` ${date}`.slice(1)) - 1;
      this.othersJson.push(Buffer.from(JSON.stringify(date)));
      this.otherIndex.set(this.others[index], index);
    }
    return OTHER_OFFSET + index;
  }

  /** The date string of a kept number (null for NaN). */
  decode(value: number): string | null {
    if (Number.isNaN(value)) return null;
    return value >= OTHER_OFFSET ? this.others[value - OTHER_OFFSET] : new Date(value).toISOString();
  }

  /** Writes the JSON of a kept number to `out`: a quoted string (toISOString's characters need no escaping), or null. */
  write(out: JsonBytesWriter, value: number): void {
    if (Number.isNaN(value)) out.bytes(NULL);
    else if (value >= OTHER_OFFSET) out.bytes(this.othersJson[value - OTHER_OFFSET]);
    else out.isoDate(value);
  }
}

const NULL = Buffer.from('null');

/**
 * Above every valid time value (ECMAScript: at most 8.64e15 ms from the epoch) and far enough below 2^53 (9.007e15) that
 * every index added to it is still an exact integer.
 */
const OTHER_OFFSET = 8.64e15 + 1;
