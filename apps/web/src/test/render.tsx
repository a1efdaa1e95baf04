import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** A query client for one test: no retries, nothing kept between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Renders `routes` (or one element at `path`) under a memory router at `url`, with a fresh query client. */
export function renderAt(url: string, routes: RouteObject[] | ReactNode, queryClient = testQueryClient()) {
  const routeList = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  const router = createMemoryRouter(routeList, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** One canned answer of the fake API: status, JSON body and headers. */
export interface CannedAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A request's body as a test reads it: parsed JSON, or for multipart/form-data an object of its fields (a field
 * sent more than once as an array; a file as `{ name, type, size }`, of which jsdom's File keeps only the type once it
 * passes Node's FormData), or undefined when empty.
 */
async function bodyOf(request: Request): Promise<unknown> {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of await request.formData()) {
      const shown = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
      fields[key] = key in fields ? [fields[key], shown].flat() : shown;
    }
    return fields;
  }
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Replaces fetch with a fake dashboard API: `answers` maps "METHOD /path" (query string excluded) to an answer or a
 * function of the request. Every request is recorded in `calls` (method, URL with query, body as bodyOf reads it).
 */
export function fakeApi(answers: Record<string, CannedAnswer | ((request: { url: URL; body: unknown }) => CannedAnswer)>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = await bodyOf(request);
    calls.push({ method: request.method, url, body });
    const entry = answers[`${request.method} ${url.pathname}`];
    const canned = typeof entry === 'function' ? entry({ url, body }) : (entry ?? { status: 404, body: { error: 'Not found' } });
    return new Response(canned.body === undefined ? null : JSON.stringify(canned.body), {
      status: canned.status ?? 200,
      headers: { 'content-type': 'application/json', ...canned.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
