import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ASSET_CRITICALITIES, SLA_LEVELS, SLA_POLICY_BASES, SLA_POLICY_REASON_MAX_LENGTH, type SlaLevel } from '@vmdash/domain';
import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { answer, api } from '../../app/api/client';
import type { SlaPolicy, SlaPolicyRequest } from '../../app/api/types';
import { Page } from '../../components/page/Page';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { draftOf, draftProblem, requestOf, type SlaPolicyDraft } from './sla-policy-form';
import { authorText } from '../../components/author-text';

const BASIS_LABELS: Record<(typeof SLA_POLICY_BASES)[number], string> = { severity: "the finding's severity", risk_rating: "the finding's risk rating" };
const TIER_LABELS = ['1 (low)', '2', '3', '4', '5 (business critical)'];

/** Who set a version, and when ("the default" for version 1). */
function versionAuthorText(policy: SlaPolicy): string {
  if (!policy.updated_by) return 'the default (the service settings COMPLIANCE_SLA_*_DAYS)';
  return `set by ${authorText(policy.updated_by, policy.impersonated_by, 'set')} on ${policy.updated_at?.slice(0, 10) ?? 'an unknown date'}${policy.reason ? `: ${policy.reason}` : ''}`;
}

/**
 * /admin/sla-policy (Admin): the SLA policy in force and a form for its next version (GET and PUT /api/sla-policy;
 * docs/decisions/0027-risk-score-and-sla-policy.md): days to remediate per level and asset tier, what the levels are
 * read from, the KEV cap and a reason. Items already open keep the version their due date was set by.
 */
export function SlaPolicyPage() {
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: ['sla-policy'], queryFn: () => answer(api.GET('/api/sla-policy')) });
  const save = useMutation({
    mutationFn: (body: SlaPolicyRequest) => answer(api.PUT('/api/sla-policy', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(['sla-policy'], saved);
      void queryClient.invalidateQueries({ queryKey: ['compliance'] });
    },
  });
  return (
    <Page title="SLA policy">
      <QueryStates query={policy} loading="Loading the SLA policy" />
      {/* A new version in force starts the form afresh from it. */}
      {policy.data ? <SlaPolicyForm key={policy.data.version} policy={policy.data} onSave={save.mutate} saving={save.isPending} /> : null}
      {save.isError ? <ErrorState error={save.error} /> : null}
      {save.isSuccess ? <SuccessMessage>Version {save.data.version} is in force.</SuccessMessage> : null}
    </Page>
  );
}

/** The policy in force and the form of its next version; `onSave` gets the PUT body. */
function SlaPolicyForm({ policy, onSave, saving }: { policy: SlaPolicy; onSave: (body: SlaPolicyRequest) => void; saving: boolean }) {
  const [draft, setDraft] = useState<SlaPolicyDraft>(() => draftOf(policy));
  const problem = draftProblem(draft);
  const setDays = (index: number, level: SlaLevel, value: string) => setDraft((current) => ({ ...current, days: current.days.map((tier, i) => (i === index ? { ...tier, [level]: value } : tier)) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onSave(requestOf(draft, policy.version));
  };
  return (
    <>
      <p>
        Version {policy.version}, {versionAuthorText(policy)}. A change applies to compliance items opened from then on; items already open keep the version their due date was set by.
      </p>
      <form onSubmit={submit} aria-label="SLA policy">
        <div className="field">
          <label htmlFor="sla-basis">Levels are read from</label>
          <select id="sla-basis" value={draft.basis} onChange={(event) => setDraft({ ...draft, basis: event.target.value as SlaPolicyDraft['basis'] })}>
            {SLA_POLICY_BASES.map((basis) => (
              <option key={basis} value={basis}>
                {BASIS_LABELS[basis]}
              </option>
            ))}
          </select>
        </div>
        <table className="data">
          <caption>Days to remediate, by asset criticality and level</caption>
          <thead>
            <tr>
              <th scope="col">Asset criticality</th>
              {SLA_LEVELS.map((level) => (
                <th scope="col" key={level}>
                  {level}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ASSET_CRITICALITIES.map((criticality, index) => (
              <tr key={criticality}>
                <th scope="row">{TIER_LABELS[index]}</th>
                {SLA_LEVELS.map((level) => (
                  <td key={level}>
                    <input
                      aria-label={`Days for ${level} findings on criticality ${criticality} assets`}
                      inputMode="numeric"
                      size={5}
                      value={draft.days[index][level]}
                      onChange={(event) => setDays(index, level, event.target.value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <label className="checkbox">
          <input type="checkbox" checked={draft.kev_cap} onChange={(event) => setDraft({ ...draft, kev_cap: event.target.checked })} />
          Cap a KEV finding&apos;s due date at CISA&apos;s due date
        </label>
        <div className="field">
          <label htmlFor="sla-reason">Reason (optional, at most {SLA_POLICY_REASON_MAX_LENGTH} characters)</label>
          <textarea id="sla-reason" rows={2} value={draft.reason} onChange={(event) => setDraft({ ...draft, reason: event.target.value })} />
        </div>
        {problem ? <p role="alert">{problem}</p> : null}
        <Button type="submit" className="button" isDisabled={saving || problem !== null}>
          Save as version {policy.version + 1}
        </Button>
      </form>
    </>
  );
}
