import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form } from 'react-aria-components';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { PLAN_TYPES } from '@vmdash/domain';
import { TextField } from '../../components/form/TextField';
import { ErrorState, SuccessMessage } from '../../components/states/States';
import { CreatePlanForm as CreatePlanSchema, EMPTY_PLAN, FINDING_PLAN_TYPES, planBodyOf, RISK_EXC_PLAN_TYPES, type CreatePlanValues } from './create-plan.schema';
import { useCreatePlan } from './host-plans-query';

/** One text field of the form, bound to React Hook Form. */
function PlanField({ control, name, label, type = 'text' }: { control: Control<CreatePlanValues>; name: Exclude<keyof CreatePlanValues, 'plan_type'>; label: string; type?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField label={label} type={type} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
      )}
    />
  );
}

/**
 * Creates an action plan on the host (POST /api/hosts/{host_id}/action-plans). The fields follow the plan type: a
 * finding (scanner id, and a finding id for remediation) for vulnerability-level plans, tracker_vnr for false_positive,
 * risk_exc for risk_acceptance and scan_exclusion. The API's refusal is shown in its words. Shown to writers only.
 */
export function CreatePlanForm({ hostId }: { hostId: number }) {
  const form = useForm<CreatePlanValues>({ resolver: zodResolver(CreatePlanSchema), defaultValues: EMPTY_PLAN });
  const create = useCreatePlan(hostId);
  const planType = useWatch({ control: form.control, name: 'plan_type' });
  const submit = form.handleSubmit((values) => create.mutate(planBodyOf(values), { onSuccess: () => form.reset({ ...EMPTY_PLAN, plan_type: values.plan_type }) }));
  return (
    <Form className="form" onSubmit={submit} validationBehavior="aria" aria-labelledby="create-plan">
      <div className="field">
        <label htmlFor="plan-type">Plan type</label>
        <select id="plan-type" {...form.register('plan_type')}>
          {PLAN_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <PlanField control={form.control} name="commit_date" label="Commit date" type="date" />
      {FINDING_PLAN_TYPES.includes(planType) ? <PlanField control={form.control} name="scanner_id" label="Scanner id" /> : null}
      {planType === 'remediation' ? <PlanField control={form.control} name="active_host_findings_id" label="Finding id (active_host_findings_id)" /> : null}
      {planType === 'false_positive' ? <PlanField control={form.control} name="tracker_vnr" label="Tracker reference (tracker_vnr)" /> : null}
      {RISK_EXC_PLAN_TYPES.includes(planType) ? <PlanField control={form.control} name="risk_exc" label="Risk exception (risk_exc)" /> : null}
      {create.isError ? <ErrorState error={create.error} /> : null}
      {create.isSuccess ? (
        <SuccessMessage>
          Action plan created ({create.data.plan_type}, commit {create.data.commit_date}).
        </SuccessMessage>
      ) : null}
      <Button type="submit" className="button" isDisabled={create.isPending}>
        Create action plan
      </Button>
    </Form>
  );
}
