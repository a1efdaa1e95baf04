/**
 * MongoDB server error codes the embedded server answers with, and the error type every layer throws.
 *
 * Codes and names follow MongoDB's `src/mongo/base/error_codes.yml`; drivers and mongoose branch on the numeric
 * code (e.g. 11000 for duplicate keys, 26 for a missing namespace), so they must match the real server's.
 */
export const ErrorCode = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  InvalidBSON: 22,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  CannotIndexParallelArrays: 171,
  InvalidIndexSpecificationOption: 197,
  NotImplemented: 238,
  DuplicateKey: 11000,
  BSONObjectTooLarge: 10334,
  /** MongoDB's "Resulting document after update is larger than 16777216" (no code name). */
  UpdateResultTooLarge: 17419,
  /** MongoDB's IDL error for an unknown field in a command (no code name beyond Location40415). */
  UnknownCommandField: 40415,
} as const;

const codeNames = new Map<number, string>(
  Object.entries(ErrorCode)
    .filter(([name]) => !['UpdateResultTooLarge', 'UnknownCommandField'].includes(name))
    .map(([name, code]) => [code, name]),
);
codeNames.set(ErrorCode.UpdateResultTooLarge, 'Location17419');
codeNames.set(ErrorCode.UnknownCommandField, 'Location40415');

/** The `codeName` MongoDB reports for a code (e.g. 11000 -> "DuplicateKey"). */
export function codeNameOf(code: number): string {
  return codeNames.get(code) ?? `Location${code}`;
}

/**
 * An error the server reports to the client as `{ ok: 0, errmsg, code, codeName, ...extra }` (or as a write error
 * entry for writes). `extra` carries fields such as `keyPattern`/`keyValue` of a duplicate key.
 */
export class MongoCommandError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'MongoCommandError';
  }

  get codeName(): string {
    return codeNameOf(this.code);
  }

  /** The error as the fields of a command reply (without `ok`). */
  toReplyFields(): Record<string, unknown> {
    return { errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }
}

/** Any thrown value as a MongoCommandError; unknown errors become InternalError (1) so a bug answers, not crashes. */
export function toCommandError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // mingo reports invalid operators and arguments as plain errors; MongoDB answers those with BadValue.
  if (error instanceof Error && error.constructor.name === 'MingoError') {
    return new MongoCommandError(ErrorCode.BadValue, message);
  }
  if (error instanceof Error && /operator|invalid|unknown|unregistered|expected|must/i.test(message)) {
    return new MongoCommandError(ErrorCode.BadValue, message);
  }
  return new MongoCommandError(ErrorCode.InternalError, message);
}
