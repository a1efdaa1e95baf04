import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { answer, api } from '../../app/api/client';
import { QUEUE_WORKFLOW_TYPES } from '@vmdash/domain';
import type { Finding, WorkflowType } from '../../app/api/types';
import { ErrorState, SuccessMessage } from '../../components/states/States';

/**
 * Stages the selected findings into the caller's queue with a workflow type (POST /api/beta/todo-queue, at most 100
 * items per call: docs/decisions/0011). Shown to groups that may write only.
 */
export function StageBar({ selected, onStaged }: { selected: Finding[]; onStaged: () => void }) {
  const [workflowType, setWorkflowType] = useState<WorkflowType>('Remediate');
  const queryClient = useQueryClient();
  const stage = useMutation({
    mutationFn: () =>
      answer(
        api.POST('/api/beta/todo-queue', {
          body: { items: selected.slice(0, 100).map((finding) => ({ host_id: finding.host_id, scanner_id: finding.scanner_id, workflow_type: workflowType })) },
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['queue'] });
      onStaged();
    },
  });
  return (
    <div className="toolbar" role="group" aria-label="Stage into the queue">
      <div className="field">
        <label htmlFor="workflow-type">Workflow</label>
        <select id="workflow-type" value={workflowType} onChange={(event) => setWorkflowType(event.target.value as WorkflowType)}>
          {QUEUE_WORKFLOW_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </div>
      <Button className="button" isDisabled={selected.length === 0 || stage.isPending} onPress={() => stage.mutate()}>
        Stage {selected.length > 0 ? `${Math.min(selected.length, 100)} ` : ''}into queue
      </Button>
      {stage.isError ? <ErrorState error={stage.error} /> : null}
      {stage.isSuccess ? <SuccessMessage>Staged {stage.data.length} into your queue.</SuccessMessage> : null}
    </div>
  );
}
