import { trusted } from 'mongoose';

/**
 * The filter part that makes a write match nothing once `commitBy` has passed by MongoDB's clock (`$$NOW`, MongoDB
 * 4.2+), or `{}` without a deadline. Spread it into the filter of the write that commits a call's change (libs/domain
 * WriteWindow): a service frozen between its own check and the write still cannot apply it after the caller's
 * deadline (docs/architecture.md, "Writes have one outcome"). Only conditional writes (update, findOneAndUpdate,
 * delete) take a filter: an insert that must obey a deadline is made invisible first (e.g. a pending status) and
 * committed by a conditional update.
 */
export function committableBefore(commitBy: Date | null): Record<string, unknown> {
  return commitBy ? { $expr: trusted({ $lt: ['$$NOW', commitBy] }) } : {};
}
