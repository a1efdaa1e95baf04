import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { answer, api } from '../../app/api/client';
import { FilterSelect } from '../../components/form/FilterSelect';
import { TextField } from '../../components/form/TextField';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { EXCEPTIONS_KEY } from './exception-queries';
import { SCOPE_TYPES, scopeOf, scopeText, type ScopeDraft } from './exception-scope';

/**
 * The request of a risk exception (POST /api/exceptions, docs/decisions/0032-risk-exceptions.md): what it covers (a
 * finding, a host, a CVE or a plugin; a finding's or host's page links here with the scope filled in), the template
 * its fields come from, why, the controls meanwhile and until when. "Preview" shows the findings it would cover now.
 */
export function RequestExceptionForm({ initial }: { initial: ScopeDraft }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ScopeDraft>(initial);
  const [templateId, setTemplateId] = useState('');
  const [justification, setJustification] = useState('');
  const [controls, setControls] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const templates = useQuery({ queryKey: ['risk-templates', 'all'], queryFn: () => answer(api.GET('/api/risk-templates', { params: { query: { page_size: 200 } } })) });
  const scope = scopeOf(draft);
  const preview = useMutation({
    mutationFn: () => answer(api.GET('/api/exceptions/preview', { params: { query: { ...scope! } } })),
  });
  const request = useMutation({
    mutationFn: () => answer(api.POST('/api/exceptions', { body: { scope: scope!, template_id: templateId, justification, compensating_controls: controls, expires_on: expiresOn } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXCEPTIONS_KEY }),
  });
  const set = (field: keyof ScopeDraft) => (value: string) => {
    setDraft({ ...draft, [field]: value });
    preview.reset();
  };
  return (
    <section className="card" aria-labelledby="request-exception">
      <h2 id="request-exception">Request a risk exception</h2>
      <div className="stack">
        <FilterSelect id="exception-scope-type" label="Covers" value={draft.type} choices={SCOPE_TYPES} onChange={set('type')} />
        {draft.type === 'finding' || draft.type === 'host' ? <TextField label="Host id" value={draft.host_id} onChange={set('host_id')} /> : null}
        {draft.type === 'finding' ? <TextField label="Plugin id of the finding" value={draft.scanner_id} onChange={set('scanner_id')} /> : null}
        {draft.type === 'cve' ? <TextField label="CVE id" value={draft.cve_id} onChange={set('cve_id')} placeholder="CVE-2024-12345" /> : null}
        {draft.type === 'plugin' ? <TextField label="Plugin id" value={draft.plugin_id} onChange={set('plugin_id')} /> : null}
        <FilterSelect
          id="exception-template"
          label="Risk template"
          value={templateId}
          choices={(templates.data?.items ?? []).map((template) => ({ value: template.id, label: `${template.name} (${template.risk_rating})` }))}
          onChange={setTemplateId}
        />
        <TextField label="Justification" multiline value={justification} onChange={setJustification} />
        <TextField label="Compensating controls" multiline value={controls} onChange={setControls} />
        <TextField label="Expires on" value={expiresOn} onChange={setExpiresOn} placeholder="YYYY-MM-DD" description="At most the policy's days for the template's risk rating ahead" />
        <div className="page-actions">
          <Button className="button button-secondary" isDisabled={!scope || preview.isPending} onPress={() => preview.mutate()}>
            Preview
          </Button>
          <Button className="button" isDisabled={!scope || templateId === '' || request.isPending} onPress={() => request.mutate()}>
            Request exception
          </Button>
        </div>
      </div>
      {preview.isError ? <ErrorState error={preview.error} /> : null}
      {preview.isSuccess ? (
        <p role="status">
          {scope ? scopeText(scope) : ''} covers {preview.data.findings.length.toLocaleString('en')} findings on {preview.data.hosts.toLocaleString('en')} hosts now.
        </p>
      ) : null}
      {request.isError ? <ErrorState error={request.error} /> : null}
      {request.isSuccess ? <SuccessMessage>Requested: an Admin or Leadership user of the team decides it.</SuccessMessage> : null}
    </section>
  );
}
