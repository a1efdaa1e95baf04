import type { Response } from 'express';
import type { StreamOutcome } from '../../http/json-array-stream';
import type { RouteResult } from '../../http/route-result';

/**
 * A stored screenshot as the answer: its bytes with the content type detected when it was stored, and
 * `X-Content-Type-Options: nosniff` so a browser never reads it as anything else (OWASP File Upload Cheat Sheet);
 * the client's file name never decides the type. The bytes (at most 5 MB) are sent at once.
 */
export function screenshotResult(screenshot: { content: Buffer; content_type: string }): RouteResult {
  return {
    kind: 'stream',
    write: (res: Response) =>
      new Promise<StreamOutcome>((resolve) => {
        res.status(200);
        res.set('Content-Type', screenshot.content_type);
        res.set('X-Content-Type-Options', 'nosniff');
        res.set('Content-Length', String(screenshot.content.byteLength));
        res.once('close', () => resolve(res.writableFinished ? { kind: 'completed', items: 1 } : { kind: 'client-gone', items: 0 }));
        res.end(screenshot.content);
      }),
  };
}
