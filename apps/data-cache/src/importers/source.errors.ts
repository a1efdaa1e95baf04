/**
 * Typed errors of the import side. A refresh that meets one of them fails as a whole and the previous snapshot keeps
 * serving (issue "Data API": a broken source file fails the refresh with a clear error).
 */

/** Base class of every error about the configured source files; `message` is meant for the refresh answer. */
export abstract class SourceError extends Error {
  protected constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * A source file that cannot be read, is not well-formed, or is not the expected format.
 * `line` and `column` (1-based) point at the failure when a parser found it; null when the file could not be opened.
 */
export class SourceFileError extends SourceError {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line: number | null = null,
    readonly column: number | null = null,
  ) {
    super(`${file}${line === null ? '' : `:${line}${column === null ? '' : `:${column}`}`}: ${reason}`);
  }
}

/** A configured glob (ALPHA_SOURCES, BETA_SOURCES) that matches no file: a typo must not look like an empty scan. */
export class SourceGlobError extends SourceError {
  constructor(readonly pattern: string) {
    super(`source pattern "${pattern}" matches no file`);
  }
}
