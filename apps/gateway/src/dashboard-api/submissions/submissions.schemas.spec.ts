import type { FpSubmission__Output } from '@vmdash/proto';
import { SubmissionBody, toSubmissionJson } from './submissions.schemas';

const MESSAGE: FpSubmission__Output = {
  id: 's-1',
  name: 'FP batch',
  platform_id: '9007199254740994',
  workflow_uuid: '',
  lifecycle_status: 'submitted',
  platform_state: 'REQUESTED',
  queue_item_ids: ['q-1'],
  finding_ids: ['11'],
  reason: 'Compensating control',
  description: '',
  expiration_date: '2026-12-31',
  override_control: 'AUTHORIZED',
  created_by: 'alice',
  created_at: '2026-01-02T03:04:05.000Z',
  platform_answer_json: '{"id":9007199254740994,"state":"REQUESTED"}',
};

describe('the JSON of a false-positive submission', () => {
  it("when the message has no uuid, no requeue and no sync yet, then those are null, the platform's answer is its JSON value, and no wire-only field is answered", () => {
    const json = toSubmissionJson(MESSAGE);
    expect(json).toEqual({
      ...MESSAGE,
      platform_answer_json: undefined,
      workflow_uuid: null,
      impersonated_by: null,
      requeued_at: null,
      last_synced_at: null,
      platform_answer: { id: 9007199254740994, state: 'REQUESTED' },
    });
    expect(Object.keys(json).sort()).toEqual(Object.keys(SubmissionBody.shape).sort());
  });

  it('when the platform answered no JSON, then its text is answered as it is', () => {
    expect(toSubmissionJson({ ...MESSAGE, platform_answer_json: 'not json' }).platform_answer).toBe('not json');
    expect(toSubmissionJson({ ...MESSAGE, platform_answer_json: '' }).platform_answer).toBeNull();
  });
});
