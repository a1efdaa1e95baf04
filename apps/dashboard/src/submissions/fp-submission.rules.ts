import { EVIDENCE_MAX_FILE_BYTES, EVIDENCE_MAX_FILES, shownFileName, uploadRefusalText, ValidationError, type FpLifecycleStatus } from '@vmdash/domain';
import { evidenceTypeOf } from './evidence-type';
import type { EvidenceFile } from './platform';

/** Texts of the submissions' refusals (docs/decisions/0011). */
export const SUBMISSION_TEXTS = {
  notFound: 'Submission not found',
  queueItemNotFound: (id: string) => `Queue item not found: ${id}`,
  notPendingFp: (id: string) => `Queue item ${id} is not a pending FP item outside any submission`,
  nameTaken: 'A submission with this name already exists',
  onlyRejected: 'Only a rejected submission can be requeued',
  alreadyRequeued: 'The submission was already requeued',
  stillCreating: 'The submission is still being created; sync it again in a moment',
  changedMeanwhile: 'The submission changed meanwhile; read it again',
  notCreated: 'The submission was not created on the platform (still creating, or failed)',
  workflowUnresolved: 'The platform workflow of this submission is not resolved yet; sync it first',
} as const;

/** The platform states and the lifecycle each means (REQUESTED and anything unknown: still submitted). */
const LIFECYCLE_OF_STATE: Record<string, FpLifecycleStatus> = {
  REQUESTED: 'submitted',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  EXPIRED: 'expired',
};

/** The lifecycle_status of the platform's state of a workflow batch (docs/decisions/0011: sync maps it). */
export function lifecycleOf(platformState: string): FpLifecycleStatus {
  return LIFECYCLE_OF_STATE[platformState.toUpperCase()] ?? 'submitted';
}

/** An evidence file as the client sent it. */
export interface EvidenceUpload {
  fileName: string;
  content: Buffer;
}

/** The refusal of evidence file `fileName` for `rule` (docs/decisions/0016): `Evidence file "<name>" refused: <rule>`. */
function evidenceRefused(fileName: string, rule: string): ValidationError {
  return new ValidationError(uploadRefusalText('Evidence file', fileName, rule));
}

/** The rule of an evidence file's type. */
export const EVIDENCE_TYPE_RULE = 'not a PNG, JPEG, GIF or WebP image, a PDF or plain UTF-8 text (the type is read from the file content)';

/**
 * The evidence files with the types read from their bytes (docs/decisions/0016): at most EVIDENCE_MAX_FILES files of at
 * most EVIDENCE_MAX_FILE_BYTES each, of a type of EVIDENCE_CONTENT_TYPES.
 * @throws ValidationError naming the first file that breaks a rule
 */
export function checkedEvidence(uploads: readonly EvidenceUpload[]): EvidenceFile[] {
  if (uploads.length > EVIDENCE_MAX_FILES) throw evidenceRefused(uploads[EVIDENCE_MAX_FILES]!.fileName, `at most ${EVIDENCE_MAX_FILES} evidence files per submission`);
  const files: EvidenceFile[] = [];
  for (const upload of uploads) {
    if (upload.content.length > EVIDENCE_MAX_FILE_BYTES) throw evidenceRefused(upload.fileName, `larger than ${EVIDENCE_MAX_FILE_BYTES / (1024 * 1024)} MB`);
    const contentType = evidenceTypeOf(upload.content);
    if (!contentType) throw evidenceRefused(upload.fileName, EVIDENCE_TYPE_RULE);
    files.push({ fileName: shownFileName(upload.fileName) || 'evidence', contentType, content: upload.content });
  }
  return files;
}
