import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@vmdash/domain';
import type { Owner__Output } from '@vmdash/proto';
import { boundedString, distinctList } from '../../http/fields';
import { pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';

/** Query of a paged listing (its page is in the path): `page_size`. */
export const PageQuery = pageQuery({ defaultPageSize: DEFAULT_PAGE_SIZE, maxPageSize: MAX_PAGE_SIZE }).pick({ page_size: true });

/** Body of POST /alpha-assets and POST /beta-assets (interface spec: "Owner list"). */
export const OwnersRequest = z
  .strictObject({
    owners: distinctList(boundedString('Owner name'), 'Owner names, as listed by GET /alpha-owners or /beta-owners'),
  })
  .openapi('OwnersRequest');

/** An owner of a source's assets with its business-unit teams and how many assets it has. */
export const OwnerRecord = z
  .object({
    owner: z.string().openapi({ description: 'Owner from the asset inventory; "unassigned" when no inventory row matched' }),
    bu_teams: z.array(z.string()).openapi({ description: "Business-unit teams of the owner's assets" }),
    asset_count: z.int(),
  })
  .openapi('Owner');

/** JSON of an owner. */
export function toOwnerJson(owner: Owner__Output): z.output<typeof OwnerRecord> {
  return { owner: owner.owner, bu_teams: owner.bu_teams, asset_count: owner.asset_count };
}
