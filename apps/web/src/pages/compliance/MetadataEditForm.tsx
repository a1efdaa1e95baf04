import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { COMPLIANCE_CHANGE_REASON_MAX_LENGTH } from '@vmdash/domain';
import type { ComplianceItem } from '../../app/api/types';
import { TextField } from '../../components/form/TextField';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { METRIC_LABELS } from './compliance-filters';
import { useUpdateMetadata } from './compliance-queries';
import { metadataBody, MetadataForm, type MetadataValues } from './metadata.schema';

/**
 * The metadata edit of one host (PATCH /api/compliance/items/{hostname}/metadata): resolution date, remediation plan,
 * which of its items, and the change reason with its 500-character limit counted as the user types. Checked here in
 * the API's words; what the API still refuses is shown as it answers.
 */
export function MetadataEditForm({ hostname, items }: { hostname: string; items: ComplianceItem[] }) {
  const metrics = [...new Set(items.map((item) => item.metric_id))];
  const active = [...new Set(items.filter((item) => item.status === 'active').map((item) => item.metric_id))];
  const form = useForm<MetadataValues>({
    resolver: zodResolver(MetadataForm),
    defaultValues: { resolution_date: '', remediation_plan: '', metric_ids: active, change_reason: '' },
  });
  const update = useUpdateMetadata(hostname);
  return (
    <Form className="form" onSubmit={form.handleSubmit((values) => update.mutate(metadataBody(values)))} validationBehavior="aria" aria-labelledby="edit-metadata">
      <Controller
        control={form.control}
        name="resolution_date"
        render={({ field, fieldState }) => (
          <TextField label="Resolution date" type="date" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={form.control}
        name="remediation_plan"
        render={({ field, fieldState }) => (
          <TextField label="Remediation plan" multiline name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={form.control}
        name="metric_ids"
        render={({ field }) => (
          <fieldset className="choices">
            <legend>Items changed</legend>
            {metrics.map((metric) => (
              <label key={metric} className="checkbox">
                <input
                  type="checkbox"
                  checked={field.value.includes(metric)}
                  onChange={(event) => field.onChange(event.target.checked ? [...field.value, metric] : field.value.filter((value) => value !== metric))}
                />
                {METRIC_LABELS[metric]}
              </label>
            ))}
            <span className="muted">None chosen: every active item of the host.</span>
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="change_reason"
        render={({ field, fieldState }) => (
          <TextField
            label="Change reason"
            multiline
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            description={`${field.value.length} of ${COMPLIANCE_CHANGE_REASON_MAX_LENGTH} characters`}
            error={fieldState.error?.message}
          />
        )}
      />
      {update.isError ? <ErrorState error={update.error} /> : null}
      {update.isSuccess ? <SuccessMessage>Saved: the history below shows the change.</SuccessMessage> : null}
      <Button type="submit" className="button" isDisabled={update.isPending}>
        Save metadata
      </Button>
    </Form>
  );
}
