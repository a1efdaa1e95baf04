import { EVIDENCE_MAX_FILE_BYTES, EVIDENCE_MAX_FILES, uploadRefusalText } from '@vmdash/domain';
import { describeBytes } from '../../http/body-kinds';
import type { UploadedFile } from '../../http/multipart-body';
import { EVIDENCE_FIELD } from './submissions.schemas';

/**
 * The first rule the evidence files of a submission create break, as its 400 text (docs/decisions/0011: "optional screenshots or
 * evidence files"; docs/decisions/0016), or undefined when they keep them: files only in the `evidence` field, at most
 * EVIDENCE_MAX_FILES (the first one past it is named), each at most EVIDENCE_MAX_FILE_BYTES. Their type is the
 * dashboard service's check (from the bytes), whose refusal names the file the same way.
 */
export function evidenceUploadRefusal(files: readonly UploadedFile[]): string | undefined {
  const stray = files.find((file) => file.field !== EVIDENCE_FIELD);
  if (stray) return `Unknown field: ${stray.field.slice(0, 64)}`;
  if (files.length > EVIDENCE_MAX_FILES) return uploadRefusalText('Evidence file', files[EVIDENCE_MAX_FILES]!.fileName, `at most ${EVIDENCE_MAX_FILES} evidence files per submission`);
  const tooLarge = files.find((file) => file.truncated);
  if (tooLarge) return uploadRefusalText('Evidence file', tooLarge.fileName, `larger than ${describeBytes(EVIDENCE_MAX_FILE_BYTES)}`);
  return undefined;
}
