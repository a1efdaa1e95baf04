/** An HTTP answer as tests look at it. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The body parsed as JSON (undefined when it is empty or not JSON). */
  body: unknown;
  text: string;
}

/** What one request sends besides its method and URL. */
export interface HttpRequestOptions {
  /** A JSON body (serialised; content-type application/json unless `headers` names one). */
  body?: unknown;
  /** A body sent as it is (when `body` is not given). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** `manual` answers a redirect itself (status and Location) instead of following it (fetch's default, `follow`). */
  redirect?: 'follow' | 'manual';
}

/** Reads a fetch response whole into an HttpAnswer. */
async function readAnswer(response: Response): Promise<HttpAnswer> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** Sends one request with fetch and reads the answer whole (status, headers, text and JSON body). */
export async function sendRequest(method: string, url: string, options: HttpRequestOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  const body = options.body === undefined ? options.rawBody : JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  return readAnswer(await fetch(url, { method, headers, body, redirect: options.redirect ?? 'follow' }));
}
