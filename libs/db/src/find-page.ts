import type { Model, QueryFilter } from 'mongoose';

/** A sort of a paged list, field by field: 1 ascending, -1 descending; end it with a unique field so pages never overlap. */
export type PageOrder = Record<string, 1 | -1>;

/**
 * One page of a list, the one paging of every repository (docs/architecture.md, "Adding a route": `page` is 1-based
 * and the answer carries the total): the documents of `model` that match `filter`, in `order`, skipping the
 * `(page - 1) * pageSize` before them, read as plain objects, and how many match in all (counted at the same time).
 * @param page 1-based page number
 * @param pageSize documents per page, at least 1 (the route's schema bounds it)
 * @returns `docs` (at most `pageSize`, none past the last page) and `total`
 */
export async function findPage<D>(model: Model<D>, filter: QueryFilter<D>, order: PageOrder, page: number, pageSize: number): Promise<{ docs: D[]; total: number }> {
  const [docs, total] = await Promise.all([
    model
      .find(filter)
      .sort(order)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<D[]>(),
    model.countDocuments(filter),
  ]);
  return { docs, total };
}
