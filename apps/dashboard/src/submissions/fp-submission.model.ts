import { modelOn, mongooseSchemaOf } from '@vmdash/db';
import type { Connection, Model } from 'mongoose';
import { FP_LIFECYCLE } from '@vmdash/domain';
import { z } from 'zod';
import { ImpersonatingAdminShape } from '../workflows/impersonating-admin';

/**
 * A stored false-positive submission (docs/decisions/0011; interface spec "Dashboard records": with requeued_at). Written
 * `creating` before the platform call and committed once the platform created the workflow (docs/decisions/0016);
 * `workflow_uuid` is resolved by an exact name search and cached here (empty until
 * a search found it). `beta_first_name`/`beta_last_name` are the submitter's, which filter a user's list.
 */
export const FpSubmissionShape = z.object({
  _id: z.string(),
  name: z.string(),
  /** Empty while `creating` (a default, since mongoose refuses '' for a required string). */
  platform_id: z.string().default(''),
  /** Empty until an exact name search found it. */
  workflow_uuid: z.string().default(''),
  lifecycle_status: z.enum(FP_LIFECYCLE),
  platform_state: z.string().default(''),
  queue_item_ids: z.array(z.string()).default([]),
  finding_ids: z.array(z.string()).default([]),
  reason: z.string(),
  /** May be empty (interface spec, "C. Outbound calls"); a default, since mongoose refuses '' for a required string. */
  description: z.string().default(''),
  expiration_date: z.string(),
  override_control: z.string(),
  created_by: z.string(),
  created_by_id: z.string(),
  /** The Admin who submitted it while impersonating `created_by` (workflows/impersonating-admin.ts). */
  ...ImpersonatingAdminShape.shape,
  beta_first_name: z.string().nullable(),
  beta_last_name: z.string().nullable(),
  created_at: z.date(),
  requeued_at: z.date().nullable(),
  last_synced_at: z.date().nullable(),
  platform_answer_json: z.string().default(''),
  /** While `creating`: until when the create itself may still commit; a sync settles the create only after it. */
  creating_until: z.date().nullable().default(null),
});

/** A submission document as stored (see FpSubmissionShape). */
export type FpSubmissionDocument = z.output<typeof FpSubmissionShape>;

const submissionSchema = mongooseSchemaOf(FpSubmissionShape, { collection: 'fp_submissions', versionKey: false, autoIndex: false, strict: 'throw' });

// The platform resolves a workflow by its exact name: one submission per name.
submissionSchema.index({ name: 1 }, { name: 'name_unique', unique: true });
submissionSchema.index({ beta_first_name: 1, beta_last_name: 1, created_at: -1 }, { name: 'by_beta_name_time' });
submissionSchema.index({ created_by_id: 1, created_at: -1 }, { name: 'by_creator_time' });

/** The submission model on the service's connection. */
export function fpSubmissionModelOf(connection: Connection): Model<FpSubmissionDocument> {
  return modelOn(connection, 'FpSubmission', submissionSchema);
}
