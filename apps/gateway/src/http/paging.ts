import { z } from '../openapi/zod';
import { MAX_PAGE } from '@vmdash/domain';
import { pathInteger, queryInteger } from './fields';

/**
 * The one paging convention of every list of both APIs (docs/architecture.md, "Adding a route"): `page` (1-based) and
 * `page_size` in the query, `{page, page_size, total, items}` answered. The Data API's paged asset listings keep
 * their page in the path, as the specification names them (interface-spec, "A. Data API": /alpha-assets/{page}).
 */

const PAGE_DESCRIPTION = '1-based page number; a page past the end has no items';

/** Page sizes of one list: the size when the query names none and the largest a caller may ask for. */
interface PageSizes {
  defaultPageSize: number;
  maxPageSize: number;
}

/**
 * The query of a paged list: `page` (1 to MAX_PAGE, default 1) and `page_size` (1 to `maxPageSize`, default
 * `defaultPageSize`), integers in decimal (a repeated key keeps its last value). Spread its `shape` into a list's
 * query object with the list's filters; `.pick({ page_size: true })` where the page is in the path.
 */
export function pageQuery(sizes: PageSizes) {
  return z.object({
    page: queryInteger(PAGE_DESCRIPTION, { min: 1, max: MAX_PAGE, default: 1 }),
    page_size: queryInteger('Items per page', { min: 1, max: sizes.maxPageSize, default: sizes.defaultPageSize }),
  });
}

/** Path of a paged listing whose page is in the path: the 1-based page number. */
export const PagePathParams = z.object({ page: pathInteger(PAGE_DESCRIPTION, MAX_PAGE) });

/** The answer of a paged list: `{page, page_size, total, items}`, registered in the document as `name`. */
export function pageOf<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      page: z.int().openapi({ description: 'The page asked for (1-based)' }),
      page_size: z.int(),
      total: z.int().openapi({ description: 'Number of items over all pages' }),
      items: z.array(item),
    })
    .openapi(name);
}

/** JSON of a page a service answered: its paging fields and the page's items, already as JSON. */
export function toPageJson<T>(page: { page: number; page_size: number; total: number }, items: T[]): { page: number; page_size: number; total: number; items: T[] } {
  return { page: page.page, page_size: page.page_size, total: page.total, items };
}

/** Query keys that a list spelled otherwise before this convention, each with the key that replaced it. */
export const RETIRED_QUERY_KEYS: Readonly<Record<string, string>> = { pageSize: 'page_size' };
