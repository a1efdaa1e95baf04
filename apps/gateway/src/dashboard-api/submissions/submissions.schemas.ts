import {
  characterCount,
  calendarDateProblem,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_MAX_FILES,
  FP_LIFECYCLE,
  MAX_USER_ID_LENGTH,
  MAX_VENDOR_LENGTH,
  QUEUE_STAGE_MAX_ITEMS,
  REQUEUE_WORKFLOW_TYPES,
  TICKET_DESCRIPTION_MAX_LENGTH,
  vendorRequired,
} from '@vmdash/domain';
import type { FpSubmission__Output } from '@vmdash/proto';
import { describeBytes } from '../../http/body-kinds';
import { pageOf, pageQuery } from '../../http/paging';
import { z } from '../../openapi/zod';
import { impersonatedByField } from '../http/dashboard-schemas';
import { WORKFLOW_PAGE_SIZES } from '../findings/findings.schemas';
import { QueueItemBody } from '../queue/queue.schemas';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';

const required = WORKFLOW_TEXTS.submissionFieldsRequired;
/** Longest workflow name (interface spec, Limits: workflow name 255 characters). */
const MAX_NAME = 255;
const MAX_REASON = 2_000;

const queueItemIds = z
  .array(z.string({ error: WORKFLOW_TEXTS.queueItemIdsRequired }).min(1, WORKFLOW_TEXTS.queueItemIdsRequired).max(MAX_USER_ID_LENGTH, WORKFLOW_TEXTS.queueItemIdsRequired), {
    error: WORKFLOW_TEXTS.queueItemIdsRequired,
  })
  .min(1, WORKFLOW_TEXTS.queueItemIdsRequired)
  .max(QUEUE_STAGE_MAX_ITEMS, WORKFLOW_TEXTS.queueItemIdsRequired)
  .openapi({ description: `Ids of pending FP queue items of the caller (1 to ${QUEUE_STAGE_MAX_ITEMS})` });

/** The form field that carries the evidence files of a multipart create. */
export const EVIDENCE_FIELD = 'evidence';

/**
 * queue_item_ids of a create: a JSON array, or in a multipart form one field of comma-separated ids (a form field is
 * text; a repeated field name keeps only its last value, multipart-body.ts).
 */
const createQueueItemIds = z.union(
  [
    queueItemIds,
    z
      .string()
      .transform((value) => value.split(',').map((id) => id.trim()))
      .pipe(queueItemIds),
  ],
  {
    error: WORKFLOW_TEXTS.queueItemIdsRequired,
  },
);

/**
 * Body of POST /api/beta/fp-workflow/submissions (docs/decisions/0011): the FP queue items and the platform's create fields
 * (interface spec, "C. Outbound calls": name up to 255, reason, description (may be empty), expirationDate,
 * overrideControl AUTHORIZED, NONE or AUTOMATED). Strict. As multipart/form-data the same fields are form fields
 * (queue_item_ids comma-separated) and up to EVIDENCE_MAX_FILES files come in `evidence` (docs/decisions/0016).
 */
export const CreateSubmissionRequest = z
  .strictObject(
    {
      queue_item_ids: createQueueItemIds,
      name: z
        .string({ error: required })
        .refine((value) => value.trim() !== '' && characterCount(value) <= MAX_NAME, WORKFLOW_TEXTS.submissionNameLength)
        .openapi({ description: 'Unique workflow name: the platform workflow is found by an exact search on it', maxLength: MAX_NAME }),
      reason: z
        .string({ error: required })
        .refine((value) => value.trim() !== '' && characterCount(value) <= MAX_REASON, WORKFLOW_TEXTS.submissionReasonLength)
        .openapi({ maxLength: MAX_REASON }),
      description: z
        .string({ error: required })
        .refine((value) => characterCount(value) <= TICKET_DESCRIPTION_MAX_LENGTH, WORKFLOW_TEXTS.ticketDescriptionLength)
        .openapi({ description: 'May be empty', maxLength: TICKET_DESCRIPTION_MAX_LENGTH }),
      expiration_date: z
        .string({ error: required })
        .refine((value) => calendarDateProblem(value) === undefined, WORKFLOW_TEXTS.invalidExpirationDate)
        .openapi({ format: 'date', example: '2026-12-31' }),
      override_control: z.enum(['AUTHORIZED', 'NONE', 'AUTOMATED'], { error: (issue) => (issue.input === undefined ? required : WORKFLOW_TEXTS.invalidOverrideControl) }),
      // Files never reach the schema (the parser keeps them beside the fields): a field of this name is refused.
      [EVIDENCE_FIELD]: z
        .never()
        .optional()
        .openapi({
          type: 'array',
          items: { type: 'string', format: 'binary' },
          maxItems: EVIDENCE_MAX_FILES,
          description: `multipart/form-data only: up to ${EVIDENCE_MAX_FILES} files of at most ${describeBytes(EVIDENCE_MAX_FILE_BYTES)} each, PNG, JPEG, GIF or WebP images, PDF or plain UTF-8 text; the type is read from the bytes, not the name or Content-Type. Sent to the platform with the create.`,
        }),
    },
    { error: required },
  )
  .openapi('CreateSubmissionRequest');

/** Body of POST /api/beta/fp-workflow/submissions/{id}/requeue: workflow_type and vendor (required for FP, RISK, DECOM). */
export const RequeueRequest = z
  .strictObject(
    {
      workflow_type: z.enum(REQUEUE_WORKFLOW_TYPES, { error: WORKFLOW_TEXTS.invalidRequeueWorkflowType }),
      vendor: z
        .string({ error: WORKFLOW_TEXTS.vendorTooLong })
        .refine((value) => characterCount(value) <= MAX_VENDOR_LENGTH, WORKFLOW_TEXTS.vendorTooLong)
        .optional(),
    },
    { error: WORKFLOW_TEXTS.invalidRequeueWorkflowType },
  )
  .refine((body) => !vendorRequired(body.workflow_type) || (body.vendor !== undefined && body.vendor.trim() !== ''), WORKFLOW_TEXTS.vendorRequired)
  .openapi('RequeueSubmissionRequest');

/** Body of POST /api/beta/fp-workflow/submissions/{id}/findings. */
export const MapFindingsRequest = z.strictObject({ queue_item_ids: queueItemIds }, { error: WORKFLOW_TEXTS.queueItemIdsRequired }).openapi('MapSubmissionFindingsRequest');

/** Path of one submission. */
export const SubmissionParams = z.object({ id: z.string().min(1).max(MAX_USER_ID_LENGTH).openapi({ description: 'Submission id (UUID)' }) });

/** Query of GET /api/beta/fp-workflow/submissions: paged. */
export const SubmissionsQuery = z.strictObject({ ...pageQuery(WORKFLOW_PAGE_SIZES).shape });

/** A false-positive submission (docs/decisions/0011). */
export const SubmissionBody = z
  .object({
    id: z.string(),
    name: z.string(),
    platform_id: z.string().openapi({ description: "The platform's numeric id, as text (it may exceed 2^53)" }),
    workflow_uuid: z.string().nullable().openapi({ description: 'Resolved by an exact name search; null until found' }),
    lifecycle_status: z.enum(FP_LIFECYCLE),
    platform_state: z.string().openapi({ description: "The platform's state of the batch, e.g. REQUESTED" }),
    queue_item_ids: z.array(z.string()),
    finding_ids: z.array(z.string()).openapi({ description: 'active_host_findings_id of each finding, as text' }),
    reason: z.string(),
    description: z.string(),
    expiration_date: z.string().openapi({ format: 'date' }),
    override_control: z.string(),
    created_by: z.string(),
    impersonated_by: impersonatedByField('submitted', 'created_by'),
    created_at: z.string().openapi({ format: 'date-time' }),
    requeued_at: z.string().nullable().openapi({ format: 'date-time' }),
    last_synced_at: z.string().nullable().openapi({ format: 'date-time' }),
    platform_answer: z.unknown().openapi({ description: "The platform's answer to the create" }),
  })
  .openapi('FpSubmission');

/** A page of submissions. */
export const SubmissionPageBody = pageOf(SubmissionBody, 'FpSubmissionPage');

/** The answer of a requeue: the submission and its new pending queue items. */
export const RequeueBody = z.object({ submission: SubmissionBody, items: z.array(QueueItemBody) }).openapi('RequeueSubmissionAnswer');

/** The answer of mapping findings (docs/decisions/0011). */
export const MapFindingsBody = z
  .object({
    addedFindings: z.array(z.string()).openapi({ description: 'Queue item ids whose finding was mapped (now completed)' }),
    failedFindings: z.array(z.object({ queue_item_id: z.string(), error: z.string().openapi({ description: "The platform's failure" }) })),
  })
  .openapi('MapSubmissionFindingsAnswer');

/** The message and the JSON record have the same fields but the platform's answer: a new one fails to compile here. */
type SameFields<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : never;
const SUBMISSION_FIELDS_MATCH: SameFields<Omit<FpSubmission__Output, 'platform_answer_json'>, Omit<z.output<typeof SubmissionBody>, 'platform_answer'>> = true;
void SUBMISSION_FIELDS_MATCH;

/**
 * JSON of a submission: the FpSubmission message as the dashboard wrote it (its one mapping of the stored record,
 * fp-submission.messages.ts), with what JSON says differently: an unresolved uuid and an absent time are null, and the
 * platform's answer is the JSON value it was sent as text.
 */
export function toSubmissionJson(submission: FpSubmission__Output): z.output<typeof SubmissionBody> {
  const { platform_answer_json: answerJson, ...fields } = submission;
  let answer: unknown;
  try {
    answer = answerJson ? JSON.parse(answerJson) : null;
  } catch {
    answer = answerJson;
  }
  return {
    ...fields,
    workflow_uuid: fields.workflow_uuid || null,
    lifecycle_status: fields.lifecycle_status as z.output<typeof SubmissionBody>['lifecycle_status'],
    impersonated_by: fields.impersonated_by ?? null,
    requeued_at: fields.requeued_at ?? null,
    last_synced_at: fields.last_synced_at ?? null,
    platform_answer: answer,
  };
}
