import {
  characterCount,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_MAX_FILES,
  MAX_VENDOR_LENGTH,
  REMEDIATION_NOTE_MAX_LENGTH,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_SUMMARY_MAX_LENGTH,
  vendorRequired,
} from '@vmdash/domain';
import { z } from 'zod';
import type { WorkflowType } from '../../app/api/types';

// The limits are the API's (libs/domain/src/limits.ts, and characters counted as it counts them) and the texts its
// words (WORKFLOW_TEXTS of the gateway), so a form refuses before the call exactly what the API would refuse after it.

/** Longest submission name and reason, in characters (the gateway's submission schema; interface spec, Limits). */
export const SUBMISSION_NAME_MAX_LENGTH = 255;
export const SUBMISSION_REASON_MAX_LENGTH = 2000;

const within = (max: number) => (value: string) => value.trim() !== '' && characterCount(value) <= max;

/** A Remediate note (POST /api/beta/todo-queue/{id}/notes). */
export const NoteForm = z.object({ text: z.string().refine(within(REMEDIATION_NOTE_MAX_LENGTH), `Note text must be 1 to ${REMEDIATION_NOTE_MAX_LENGTH} characters`) });
export type NoteValues = z.infer<typeof NoteForm>;

/** Ticket source_context values (interface spec, "Dashboard records"). */
export const SOURCE_CONTEXTS = ['beta_queue', 'cve', 'risk', 'email', 'manual'] as const;

/** The create-ticket form (POST /api/tracker-tickets); empty optional fields are left out of the body. */
export const CreateTicketForm = z.object({
  summary: z.string().refine(within(TICKET_SUMMARY_MAX_LENGTH), `summary must be 1 to ${TICKET_SUMMARY_MAX_LENGTH} characters`),
  description: z.string().refine((value) => characterCount(value) <= TICKET_DESCRIPTION_MAX_LENGTH, `description must be at most ${TICKET_DESCRIPTION_MAX_LENGTH} characters`),
  source_context: z.enum(SOURCE_CONTEXTS, { error: 'source_context must be one of cve, risk, beta_queue, email, manual' }),
  cve_id: z
    .string()
    .trim()
    .refine((value) => value === '' || /^CVE-\d{4}-\d{4,}$/.test(value), 'cve_id must look like CVE-2024-12345'),
  vendor: z.string().refine((value) => characterCount(value) <= MAX_VENDOR_LENGTH, `vendor must be at most ${MAX_VENDOR_LENGTH} characters`),
});
export type CreateTicketValues = z.infer<typeof CreateTicketForm>;

/** The body of POST /api/tracker-tickets from the form's values and the selected queue items. */
export function ticketBody(values: CreateTicketValues, queueItemIds: readonly string[]) {
  return {
    summary: values.summary,
    description: values.description,
    source_context: values.source_context,
    ...(values.cve_id ? { cve_id: values.cve_id } : {}),
    ...(values.vendor.trim() ? { vendor: values.vendor.trim() } : {}),
    ...(queueItemIds.length > 0 ? { queue_item_ids: [...queueItemIds] } : {}),
  };
}

/** Override controls of a submission (docs/decisions/0011). */
export const OVERRIDE_CONTROLS = ['AUTHORIZED', 'NONE', 'AUTOMATED'] as const;

/** The false-positive submission form (POST /api/beta/fp-workflow/submissions); the files are checked apart. */
export const SubmissionForm = z.object({
  name: z.string().refine(within(SUBMISSION_NAME_MAX_LENGTH), `name must be 1 to ${SUBMISSION_NAME_MAX_LENGTH} characters`),
  reason: z.string().refine(within(SUBMISSION_REASON_MAX_LENGTH), `reason must be 1 to ${SUBMISSION_REASON_MAX_LENGTH} characters`),
  description: z.string(),
  expiration_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expiration_date must be a date YYYY-MM-DD'),
  override_control: z.enum(OVERRIDE_CONTROLS, { error: 'override_control must be one of AUTHORIZED, NONE, AUTOMATED' }),
});
export type SubmissionValues = z.infer<typeof SubmissionForm>;

/** The refusal of chosen evidence files (at most 3, each at most 5 MB), or undefined; the API checks their types. */
export function evidenceProblem(files: readonly File[]): string | undefined {
  if (files.length > EVIDENCE_MAX_FILES) return `At most ${EVIDENCE_MAX_FILES} evidence files per submission`;
  const large = files.find((file) => file.size > EVIDENCE_MAX_FILE_BYTES);
  return large ? `Evidence file "${large.name}" refused: larger than 5 MB` : undefined;
}

/**
 * The multipart body of a submission create (the API's multipart form: queue_item_ids comma-separated, the files in
 * `evidence`; apps/gateway/src/dashboard-api/submissions).
 */
export function submissionFormData(values: SubmissionValues, queueItemIds: readonly string[], files: readonly File[]): FormData {
  const form = new FormData();
  form.set('queue_item_ids', queueItemIds.join(','));
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  for (const file of files) form.append('evidence', file, file.name);
  return form;
}

/** Workflow types a rejected submission may be requeued as (docs/decisions/0011: no Remediate). */
export const REQUEUE_TYPES = ['FP', 'RISK', 'CARD', 'GRANITE', 'DECOM'] as const satisfies readonly WorkflowType[];

/** The requeue form (POST .../submissions/{id}/requeue): vendor required for FP, RISK and DECOM. */
export const RequeueForm = z
  .object({
    workflow_type: z.enum(REQUEUE_TYPES, { error: 'workflow_type must be one of FP, RISK, CARD, GRANITE, DECOM' }),
    vendor: z.string().refine((value) => characterCount(value) <= MAX_VENDOR_LENGTH, `vendor must be at most ${MAX_VENDOR_LENGTH} characters`),
  })
  .refine((values) => !vendorRequired(values.workflow_type) || values.vendor.trim() !== '', {
    path: ['vendor'],
    message: 'vendor is required for workflow types FP, RISK and DECOM',
  });
export type RequeueValues = z.infer<typeof RequeueForm>;
