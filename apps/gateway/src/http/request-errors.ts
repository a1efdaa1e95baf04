import type { InputProblem } from './route-input';

/** The error shape of body-parser and raw-body (http-errors: a 4xx `status`, and a `type` for the ones they name). */
interface HttpInputError extends Error {
  status: number;
  type?: string;
  limit?: number;
  code?: string;
}

function isHttpInputError(error: unknown): error is HttpInputError {
  const status = (error as { status?: unknown } | null)?.status;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

/** Longest parser message a refusal repeats (V8's JSON errors quote a piece of the input). */
const MAX_PARSER_MESSAGE = 120;

/**
 * The input problem behind an error raised while a request was being read, or undefined for any other error (a gRPC
 * failure, a bug), which the dialect's handleError answers. Recognised (docs/architecture.md, "Errors and retries"):
 * - the router's `URIError` for a path parameter that is not valid percent-encoded UTF-8;
 * - body-parser's errors: over the limit (`entity.too.large`), not JSON (`entity.parse.failed`), nested too deep
 *   (`entity.too.deep`, body-kinds.ts), an unknown charset or content encoding (415), a corrupt or truncated
 *   gzip/deflate/br stream (zlib's error, status 400), a body shorter or longer than its Content-Length or cut off.
 * Texts are fixed or bounded: nothing of the input is repeated beyond the parser's short excerpt.
 */
export function inputProblemOf(error: unknown): InputProblem | undefined {
  if (error instanceof URIError) return { kind: 'malformed', location: 'path', what: 'percent-encoding', message: 'Path parameter is not valid percent-encoded UTF-8' };
  if (!isHttpInputError(error)) return undefined;
  if (typeof error.code === 'string' && (error.code.startsWith('Z_') || error.code.startsWith('ERR_BROTLI') || error.code.startsWith('ERR__'))) {
    return { kind: 'malformed', location: 'body', what: 'compression', message: 'Request body is not a valid compressed stream' };
  }
  switch (error.type) {
    case 'entity.too.large':
      return { kind: 'too-large', limitBytes: error.limit };
    case 'entity.parse.failed':
      return { kind: 'malformed', location: 'body', what: 'json', message: error.message.slice(0, MAX_PARSER_MESSAGE) };
    case 'entity.too.deep':
      return { kind: 'malformed', location: 'body', what: 'nesting', message: error.message };
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return { kind: 'unsupported-encoding' };
    case undefined:
      // A 4xx error without a body-reading type is not the request's: the dialect's handleError answers it.
      return undefined;
    default:
      // raw-body's own: `request.aborted`, `request.size.invalid` (length differs from Content-Length), ...
      return { kind: 'malformed', location: 'body', what: 'framing', message: 'Request body could not be read' };
  }
}
