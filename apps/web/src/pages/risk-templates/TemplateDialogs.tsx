import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { RISK_RATINGS } from '@vmdash/domain';
import type { RiskTemplate } from '../../app/api/types';
import { useMe } from '../../app/session/session';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { TextField } from '../../components/form/TextField';
import { ErrorState } from '../../components/states/States';
import { useCloneTemplate, useCreateTemplate, useDeleteTemplate, useUpdateTemplate } from './template-queries';
import { CloneForm, templateBody, templateChanges, TemplateForm, templateValues, type CloneValues, type TemplateValues } from './template.schema';

const TEXT_FIELDS = [
  ['name', 'Name', false],
  ['vendor', 'Vendor', false],
  ['platform', 'Platform', false],
  ['model', 'Model', false],
  ['description', 'Description', true],
  ['justification', 'Justification', true],
  ['compensating_controls', 'Compensating controls', true],
] as const;

/**
 * The fields of a template (create or edit), checked in the API's words; the API's refusal (409 for a name already
 * taken) is shown as it answers. `onSave` gets the checked values; `error` is the failed save's error.
 */
function TemplateFields({
  template,
  onSave,
  onCancel,
  error,
  pending,
  submitLabel,
}: {
  template?: RiskTemplate;
  onSave: (values: TemplateValues) => void;
  onCancel: () => void;
  error: unknown;
  pending: boolean;
  submitLabel: string;
}) {
  const form = useForm<TemplateValues>({ resolver: zodResolver(TemplateForm), defaultValues: templateValues(template) });
  return (
    <Form className="form" onSubmit={form.handleSubmit(onSave)} validationBehavior="aria">
      {TEXT_FIELDS.map(([name, label, multiline]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field, fieldState }) => (
            <TextField label={label} multiline={multiline} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="risk_rating"
        render={({ field }) => (
          <div className="field">
            <label htmlFor="template-rating">Risk rating</label>
            <select id="template-rating" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
              {RISK_RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {rating}
                </option>
              ))}
            </select>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="expiration_days"
        render={({ field, fieldState }) => (
          <TextField label="Expiration (days)" inputMode="numeric" name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      {error ? <ErrorState error={error} /> : null}
      <div className="dialog-actions">
        <Button className="button button-secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="button" isDisabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** The create form: POST /api/risk-templates, closed on 201 (a fresh mutation each time the dialog opens). */
function CreateFields({ close }: { close: () => void }) {
  const create = useCreateTemplate();
  return (
    <TemplateFields onSave={(values) => create.mutate(templateBody(values), { onSuccess: close })} onCancel={close} error={create.error} pending={create.isPending} submitLabel="Create template" />
  );
}

/** "New template": the form in a dialog. */
export function CreateTemplateDialog() {
  return (
    <ModalDialog label="New template" buttonClassName="button" title="New risk-acceptance template">
      {(close) => <CreateFields close={close} />}
    </ModalDialog>
  );
}

/** The edit form: PATCH of the changed fields only, closed on success (nothing changed closes at once). */
function EditFields({ template, close }: { template: RiskTemplate; close: () => void }) {
  const update = useUpdateTemplate();
  const save = (values: TemplateValues) => {
    const body = templateChanges(template, values);
    if (Object.keys(body).length === 0) close();
    else update.mutate({ id: template.id, body }, { onSuccess: close });
  };
  return <TemplateFields template={template} onSave={save} onCancel={close} error={update.error} pending={update.isPending} submitLabel="Save changes" />;
}

/** "Edit": the template's form in a dialog. */
export function EditTemplateDialog({ template }: { template: RiskTemplate }) {
  return (
    <ModalDialog label="Edit" ariaLabel={`Edit ${template.name}`} title={`Edit ${template.name}`}>
      {(close) => <EditFields template={template} close={close} />}
    </ModalDialog>
  );
}

/** The clone dialog's form: the new name (the copy keeps every other field). */
function CloneFields({ template, close }: { template: RiskTemplate; close: () => void }) {
  const clone = useCloneTemplate();
  const form = useForm<CloneValues>({ resolver: zodResolver(CloneForm), defaultValues: { name: `${template.name} (copy)` } });
  return (
    <Form className="form" onSubmit={form.handleSubmit(({ name }) => clone.mutate({ id: template.id, name: name.trim() }, { onSuccess: close }))} validationBehavior="aria">
      <Controller
        control={form.control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField label="Name of the copy" autoFocus name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      {clone.isError ? <ErrorState error={clone.error} /> : null}
      <div className="dialog-actions">
        <Button className="button button-secondary" onPress={close}>
          Cancel
        </Button>
        <Button type="submit" className="button" isDisabled={clone.isPending}>
          Clone
        </Button>
      </div>
    </Form>
  );
}

/** "Clone": asks the copy's name, POST /api/risk-templates/{id}/clone (201), closed on success. */
export function CloneTemplateDialog({ template }: { template: RiskTemplate }) {
  return (
    <ModalDialog label="Clone" ariaLabel={`Clone ${template.name}`} title={`Clone ${template.name}`}>
      {(close) => <CloneFields template={template} close={close} />}
    </ModalDialog>
  );
}

/** The delete confirmation's content: what goes, and the API's refusal (a Standard_User's 403 for another's template). */
function DeleteConfirmation({ template, close }: { template: RiskTemplate; close: () => void }) {
  const remove = useDeleteTemplate();
  const me = useMe().data;
  const notOwn = me?.user.group === 'Standard_User' && me.user.username !== template.created_by;
  return (
    <>
      <p>
        Delete the template “{template.name}” ({template.vendor} › {template.platform} › {template.model})? This cannot be undone.
      </p>
      {notOwn ? <p className="muted">Only its creator ({template.created_by}) or an Admin may delete it.</p> : null}
      {remove.isError ? <ErrorState error={remove.error} /> : null}
      <div className="dialog-actions">
        <Button className="button button-secondary" onPress={close}>
          Cancel
        </Button>
        <Button className="button button-danger" isDisabled={remove.isPending} onPress={() => remove.mutate(template.id, { onSuccess: close })}>
          Delete
        </Button>
      </div>
    </>
  );
}

/** "Delete": a confirmation dialog, then DELETE /api/risk-templates/{id}. */
export function DeleteTemplateDialog({ template }: { template: RiskTemplate }) {
  return (
    <ModalDialog label="Delete" ariaLabel={`Delete ${template.name}`} title={`Delete ${template.name}?`}>
      {(close) => <DeleteConfirmation template={template} close={close} />}
    </ModalDialog>
  );
}
