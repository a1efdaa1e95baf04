import { DEFAULT_PAGE_SIZE, MAX_LIST_ITEMS, MAX_PAGE, MAX_PAGE_SIZE } from '@vmdash/domain';
import type { Owner__Output } from '@vmdash/proto';
import { boundedString, pathInteger, queryInteger } from '../../http/fields';
import { z } from '../../openapi/zod';

/** Path of a paged listing: the 1-based page number. */
export const PageParams = z.object({ page: pathInteger('1-based page number; a page past the end has no items', MAX_PAGE) });

/** Query of a paged listing. */
export const PageQuery = z.object({
  page_size: queryInteger('Items per page', { min: 1, max: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
});

/** Body of POST /alpha-assets and POST /beta-assets (interface-spec.md: "Owner list"). */
export const OwnersRequest = z
  .strictObject({
    owners: z.array(boundedString('Owner name, as listed by GET /alpha-owners or /beta-owners')).max(MAX_LIST_ITEMS),
  })
  .openapi('OwnersRequest');

/** An owner of a source's assets with its business-unit teams and how many assets it has. */
export const OwnerRecord = z
  .object({
    owner: z.string().openapi({ description: 'Owner from the asset inventory; "unassigned" when no inventory row matched' }),
    bu_teams: z.array(z.string()).openapi({ description: 'Business-unit teams of the owner\'s assets' }),
    asset_count: z.int(),
  })
  .openapi('Owner');

/** JSON of an owner. */
export function toOwnerJson(owner: Owner__Output): z.output<typeof OwnerRecord> {
  return { owner: owner.owner, bu_teams: owner.bu_teams, asset_count: owner.asset_count };
}

/** A page of a listing: `{page, page_size, total, items}`, 1-based. */
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
