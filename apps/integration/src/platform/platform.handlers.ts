import type { ServiceImplementation } from '@vmdash/grpc';
import type { PlatformCommands } from './platform.commands';

type PlatformRpc = 'CreateFalsePositiveWorkflow' | 'FindFalsePositiveWorkflow' | 'MapFindingToWorkflow';

/** The vulnerability-platform RPCs of IntegrationService. */
export function createPlatformHandlers(commands: PlatformCommands): Pick<ServiceImplementation<'vmdash.v1.IntegrationService'>, PlatformRpc> {
  return {
    CreateFalsePositiveWorkflow: (request, context) =>
      commands.createFalsePositive(
        {
          name: request.name,
          reason: request.reason,
          description: request.description,
          expirationDate: request.expiration_date,
          overrideControl: request.override_control as 'AUTHORIZED' | 'NONE' | 'AUTOMATED',
          hostFindingIds: request.host_finding_ids,
          files: request.files.map((file) => ({ filename: file.filename, contentType: file.content_type || 'application/octet-stream', content: file.content })),
        },
        context.signal,
      ),
    FindFalsePositiveWorkflow: (request, context) => commands.findByName(request.name, context.signal),
    MapFindingToWorkflow: async (request, context) => {
      await commands.mapFinding(request.workflow_uuid, request.host_finding_id, context.signal);
      return {};
    },
  };
}
