/**
 * Strings the importers keep must not pin the file's read buffers. saxes hands out attribute values and text as
 * slices of the chunk being parsed, and V8 implements a slice of 13 or more characters as a view that keeps the whole
 * chunk (256 KB) alive; kept in a snapshot, a few such views per chunk retain the entire file. `detach` copies a
 * string out; `StringPool` also shares one copy of values that repeat (a plugin's title, description and solution
 * recur on every host it is found on), which keeps memory proportional to distinct text rather than findings.
 */

/** V8 copies substrings shorter than this instead of making a view (SlicedString::kMinLength). */
const MIN_SLICE_LENGTH = 13;

/** A copy of `value` that shares no memory with the string it was cut from. */
function detach(value: string): string {
  // Concatenation then slice makes V8 flatten into a fresh buffer of value.length + 1 characters.
  return value.length < MIN_SLICE_LENGTH ? value : ` ${value}`.slice(1);
}

/** `detach` for nullable values. */
export function detachOrNull(value: string | null): string | null {
  return value === null ? null : detach(value);
}

/**
 * Interns detached copies of strings (and string lists): equal values share one copy. One pool per import of a file.
 * Pooled lists are shared between records, so nothing may change them in place (snapshots are immutable).
 */
export class StringPool {
  private readonly values = new Map<string, string>();
  private readonly lists = new Map<string, string[]>();

  /** The pooled copy of `value`. */
  intern(value: string): string {
    let pooled = this.values.get(value);
    if (pooled === undefined) {
      pooled = detach(value);
      this.values.set(pooled, pooled);
    }
    return pooled;
  }

  /** `intern` for nullable values. */
  internOrNull(value: string | null): string | null {
    return value === null ? null : this.intern(value);
  }

  /** The pooled list equal to `items` (same strings, same order), its strings pooled too. */
  internList(items: readonly string[]): string[] {
    // NUL cannot occur in XML text, so joined keys of different lists never collide.
    const key = items.join('\u0000');
    let pooled = this.lists.get(key);
    if (pooled === undefined) {
      pooled = items.map((item) => this.intern(item));
      this.lists.set(detach(key), pooled);
    }
    return pooled;
  }
}
