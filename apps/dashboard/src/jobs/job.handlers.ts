import type { ServiceImplementation } from '@vmdash/grpc';
import { checkedWorkflowPage } from '../findings/finding.handlers';
import { workflowCallerOf } from '../workflows/workflow-caller';
import type { JobCommands } from './job.commands';
import { toJobMessage } from './job.messages';

type JobRpcs = 'StartJob' | 'ListJobs' | 'GetJob' | 'WatchJob' | 'CancelJob' | 'ReadJobResult';

/** The job RPCs of DashboardWorkflowService (docs/decisions/0028-jobs.md); the rules are the commands'. */
export function createJobHandlers(commands: JobCommands): Pick<ServiceImplementation<'vmdash.v1.DashboardWorkflowService'>, JobRpcs> {
  return {
    StartJob: async (request, context) => toJobMessage(await commands.start(workflowCallerOf(context), request, request.client_address || null)),
    ListJobs: async (request, context) => {
      const { page, pageSize } = checkedWorkflowPage(request);
      const { jobs, total } = await commands.list(workflowCallerOf(context), request.all, page, pageSize);
      return { page, page_size: pageSize, total, items: jobs.map(toJobMessage) };
    },
    GetJob: async (request, context) => toJobMessage(await commands.get(workflowCallerOf(context), request.id)),
    WatchJob: async function* (request, context) {
      for await (const job of commands.watch(workflowCallerOf(context), request.id, context.signal)) yield toJobMessage(job);
    },
    CancelJob: async (request, context) => toJobMessage(await commands.cancel(workflowCallerOf(context), request.id, request.client_address || null)),
    ReadJobResult: async function* (request, context) {
      const headers = { ...(request.range ? { range: request.range } : {}), ...(request.if_range ? { ifRange: request.if_range } : {}) };
      const { file, range, bytes } = await commands.result(workflowCallerOf(context), request.id, request.client_address || null, headers);
      yield {
        file: { name: file.name, type: file.type, size: file.size, sha256: file.sha256 },
        data: Buffer.alloc(0),
        range_unsatisfiable: range.kind === 'unsatisfiable',
        ...(range.kind === 'part' ? { range_first: range.first, range_last: range.last } : {}),
      };
      if (!bytes) return;
      try {
        for await (const chunk of bytes) {
          if (context.signal.aborted) return;
          yield { data: chunk as Buffer };
        }
      } finally {
        bytes.destroy();
      }
    },
  };
}
