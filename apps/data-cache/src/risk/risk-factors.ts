import { RISK_FACTORS } from '@vmdash/domain';
import type { RiskFactors } from '../snapshot/snapshot.types';

/**
 * Whether two findings' risk factors say the same: the same object (findings of one build share theirs), or equal in
 * every value of every factor (findings read back from a stored snapshot each have their own).
 */
export function sameRiskFactors(a: RiskFactors, b: RiskFactors): boolean {
  if (a === b) return true;
  for (const name of RISK_FACTORS) {
    const left = a[name] as Readonly<Record<string, unknown>>;
    const right = b[name] as Readonly<Record<string, unknown>>;
    for (const key in left) if (left[key] !== right[key]) return false;
  }
  return true;
}
