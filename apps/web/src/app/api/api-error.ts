/**
 * A refused or failed dashboard API call: its HTTP status and the text the API answered (`{"error": "..."}`, the
 * interface spec's wording), shown to the user as it is (docs/decisions/0018: "errors shown as the API words them").
 */
export class ApiError extends Error {
  /**
   * @param status HTTP status of the answer (0 when the request never got one).
   * @param message the API's `error` text, or a description of the network failure.
   * @param retryAfterSeconds the `Retry-After` header of the answer (a 429, or a 503 of a shed sign-in), in seconds, when the API sent one.
   */
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Seconds of a `Retry-After` header (RFC 9110 section 10.2.3: delay-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The text to show for any error a call may throw: the API's own words for an ApiError, a generic line otherwise. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Please try again.';
}
