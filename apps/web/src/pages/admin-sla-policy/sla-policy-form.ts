import { ASSET_CRITICALITIES, SLA_DAYS_MAX, SLA_DAYS_MIN, SLA_LEVELS, SLA_POLICY_REASON_MAX_LENGTH, characterCount, type SlaLevel } from '@vmdash/domain';
import type { SlaPolicy, SlaPolicyRequest } from '../../app/api/types';

/** The SLA policy form's values: days as the inputs hold them (text), the basis, the KEV cap and the reason. */
export interface SlaPolicyDraft {
  basis: SlaPolicy['basis'];
  kev_cap: boolean;
  /** days[criticality - 1][level] */
  days: Record<SlaLevel, string>[];
  reason: string;
}

/** The form's values of the policy in force. */
export function draftOf(policy: SlaPolicy): SlaPolicyDraft {
  return {
    basis: policy.basis,
    kev_cap: policy.kev_cap,
    days: ASSET_CRITICALITIES.map((criticality) => {
      const tier = policy.tiers.find((candidate) => candidate.criticality === criticality);
      return { critical: String(tier?.critical ?? ''), high: String(tier?.high ?? ''), medium: String(tier?.medium ?? '') };
    }),
    reason: '',
  };
}

/** Why the form cannot be sent yet (the API checks the same bounds: libs/domain), or null when it can. */
export function draftProblem(draft: SlaPolicyDraft): string | null {
  for (const tier of draft.days) {
    for (const level of SLA_LEVELS) {
      const text = tier[level].trim();
      const days = Number(text);
      if (!/^\d+$/.test(text) || days < SLA_DAYS_MIN || days > SLA_DAYS_MAX) return `Every cell needs whole days from ${SLA_DAYS_MIN} to ${SLA_DAYS_MAX}.`;
    }
  }
  if (characterCount(draft.reason) > SLA_POLICY_REASON_MAX_LENGTH) return `The reason may have at most ${SLA_POLICY_REASON_MAX_LENGTH} characters.`;
  return null;
}

/** The PUT /api/sla-policy body of a draft made from version `replaces` (check draftProblem first). */
export function requestOf(draft: SlaPolicyDraft, replaces: number): SlaPolicyRequest {
  return {
    replaces_version: replaces,
    basis: draft.basis,
    kev_cap: draft.kev_cap,
    tiers: ASSET_CRITICALITIES.map((criticality, index) => ({
      criticality,
      critical: Number(draft.days[index].critical),
      high: Number(draft.days[index].high),
      medium: Number(draft.days[index].medium),
    })),
    ...(draft.reason.trim() ? { reason: draft.reason.trim() } : {}),
  };
}
