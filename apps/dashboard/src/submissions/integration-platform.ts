import { unaryCall } from '@vmdash/grpc';
import type { Logger } from '@vmdash/observability';
import type { FalsePositiveWorkflow__Output, IntegrationServiceClient } from '@vmdash/proto';
import { attemptIntegration, INTEGRATION_NOT_CONFIGURED } from '../tickets/integration-tracker';
import { done } from '../workflows/workflow-outcome';
import type { Platform, PlatformWorkflow } from './platform';

function toWorkflow(workflow: FalsePositiveWorkflow__Output): PlatformWorkflow {
  return { platformId: workflow.platform_id, workflowUuid: workflow.workflow_uuid, name: workflow.name, state: workflow.state, answerJson: workflow.platform_answer_json };
}

/** The Platform while no integration service is configured: every call is refused (502). */
export const UNCONFIGURED_PLATFORM: Platform = {
  createWorkflow: async () => INTEGRATION_NOT_CONFIGURED,
  findWorkflow: async () => INTEGRATION_NOT_CONFIGURED,
  mapFinding: async () => INTEGRATION_NOT_CONFIGURED,
};

/** The Platform over the integration service (IntegrationService's false-positive workflow RPCs). */
export function createIntegrationPlatform(client: IntegrationServiceClient, logger: Logger): Platform {
  return {
    async createWorkflow(workflow) {
      const answer = await attemptIntegration(
        () =>
          unaryCall(client, 'CreateFalsePositiveWorkflow', {
            name: workflow.name,
            reason: workflow.reason,
            description: workflow.description,
            expiration_date: workflow.expirationDate,
            override_control: workflow.overrideControl,
            host_finding_ids: workflow.hostFindingIds,
            files: workflow.files.map((file) => ({ filename: file.fileName, content_type: file.contentType, content: file.content })),
          }),
        logger,
      );
      return answer.ok ? done(toWorkflow(answer.value)) : answer;
    },
    async findWorkflow(name) {
      const answer = await attemptIntegration(() => unaryCall(client, 'FindFalsePositiveWorkflow', { name }), logger);
      return answer.ok ? done(toWorkflow(answer.value)) : answer;
    },
    async mapFinding(workflowUuid, hostFindingId) {
      const answer = await attemptIntegration(() => unaryCall(client, 'MapFindingToWorkflow', { workflow_uuid: workflowUuid, host_finding_id: hostFindingId }), logger);
      return answer.ok ? done(null) : answer;
    },
  };
}
