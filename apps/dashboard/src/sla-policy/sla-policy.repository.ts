import { committableBefore } from '@vmdash/db';
import type { AssetCriticality } from '@vmdash/domain';
import { trusted, type Model } from 'mongoose';
import { defaultSlaPolicy, type SlaDays, type SlaPolicy } from './sla-policy.rules';
import type { SlaPolicyDocument } from './sla-policy.model';

/** Storage of the SLA policy's versions. Version 1, the default, is not stored: it follows COMPLIANCE_SLA_*_DAYS. */
export interface SlaPolicyRepository {
  /** Every version in force, oldest first: the default first, the policy in force now last. */
  versions(): Promise<SlaPolicy[]>;
  /**
   * Stores `policy` as version `replaces + 1`, the successor of the version in force when the Admin read it, and puts
   * it in force if `commitBy` has not passed by MongoDB's clock.
   * @returns the policy now in force; 'stale' when the version in force is no longer `replaces`, or another Admin's
   *   version took the number first; 'closed' when the write window closed before it could be put in force (it then
   *   stays pending and is never read)
   */
  insert(policy: Omit<SlaPolicy, 'version'>, replaces: number, commitBy: Date | null): Promise<SlaPolicy | 'stale' | 'closed'>;
}

const DUPLICATE_KEY = 11000;

/** A pending version older than this never came into force: its caller's deadline (at most 30 s) is long past. */
const STALE_PENDING_MS = 60_000;

function toPolicy(doc: SlaPolicyDocument): SlaPolicy {
  return {
    version: doc._id,
    basis: doc.basis,
    tiers: doc.tiers.map((tier) => ({ criticality: tier.criticality as AssetCriticality, critical: tier.critical, high: tier.high, medium: tier.medium })),
    kev_cap: doc.kev_cap,
    reason: doc.reason,
    updated_by: doc.updated_by,
    updated_by_id: doc.updated_by_id,
    impersonated_by: doc.impersonated_by,
    updated_at: doc.updated_at,
  };
}

/** The SLA policy repository over `sla_policies`, with the default version from `sla` (COMPLIANCE_SLA_*_DAYS). */
export function createSlaPolicyRepository(model: Model<SlaPolicyDocument>, sla: SlaDays): SlaPolicyRepository {
  const fallback = defaultSlaPolicy(sla);

  /**
   * Inserts a pending version; false when its number is taken by a version in force or by another Admin's pending one.
   * A pending version older than STALE_PENDING_MS (its write window closed long ago) is removed and the insert tried
   * once more, so a version that never came into force does not block its number.
   */
  async function insertPending(doc: SlaPolicyDocument): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await model.create(doc);
        return true;
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
        const removed = await model.deleteOne({ _id: doc._id, state: 'pending', updated_at: trusted({ $lt: new Date(doc.updated_at.getTime() - STALE_PENDING_MS) }) });
        if (removed.deletedCount === 0) return false;
      }
    }
    return false;
  }

  return {
    async versions() {
      const docs = await model.find({ state: 'in_force' }).sort({ _id: 1 }).lean<SlaPolicyDocument[]>();
      return [fallback, ...docs.map(toPolicy)];
    },
    async insert(policy, replaces, commitBy) {
      const inForce = await model.findOne({ state: 'in_force' }, { _id: 1 }).sort({ _id: -1 }).lean<Pick<SlaPolicyDocument, '_id'>>();
      if ((inForce?._id ?? fallback.version) !== replaces) return 'stale';
      const version = replaces + 1;
      const pending = {
        _id: version,
        state: 'pending' as const,
        basis: policy.basis,
        tiers: policy.tiers,
        kev_cap: policy.kev_cap,
        reason: policy.reason,
        updated_by: policy.updated_by ?? '',
        updated_by_id: policy.updated_by_id ?? '',
        impersonated_by: policy.impersonated_by,
        updated_at: policy.updated_at ?? new Date(),
      };
      if (!(await insertPending(pending))) return 'stale';
      const doc = await model
        .findOneAndUpdate({ _id: version, state: 'pending', ...committableBefore(commitBy) }, { $set: { state: 'in_force' } }, { returnDocument: 'after' })
        .lean<SlaPolicyDocument>();
      return doc ? toPolicy(doc) : 'closed';
    },
  };
}
