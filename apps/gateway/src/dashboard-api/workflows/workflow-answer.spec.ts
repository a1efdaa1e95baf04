import { jsonResult } from '../../http/route-result';
import { workflowAnswer } from './workflow-answer';

describe('workflowAnswer (the HTTP answer of a workflow outcome)', () => {
  const success = (status: 200 | 201) => jsonResult({ ok: true }, status);

  it.each([
    ['WORKFLOW_OUTCOME_INVALID', 400],
    ['WORKFLOW_OUTCOME_NOT_FOUND', 404],
    ['WORKFLOW_OUTCOME_CONFLICT', 409],
    ['WORKFLOW_OUTCOME_RATE_LIMITED', 429],
    ['WORKFLOW_OUTCOME_UPSTREAM_FAILED', 502],
    ['WORKFLOW_OUTCOME_UPSTREAM_TIMEOUT', 504],
  ] as const)('when the service answers %s, then the client gets %i with the service text as error', (outcome, status) => {
    expect(workflowAnswer({ outcome, error: 'the real failure' }, success)).toEqual({ kind: 'json', status, body: { error: 'the real failure' } });
  });

  it('when the service answers OK or CREATED, then the success answer is sent with 200 or 201', () => {
    expect(workflowAnswer({ outcome: 'WORKFLOW_OUTCOME_OK', error: '' }, success)).toEqual({ kind: 'json', status: 200, body: { ok: true } });
    expect(workflowAnswer({ outcome: 'WORKFLOW_OUTCOME_CREATED', error: '' }, success)).toEqual({ kind: 'json', status: 201, body: { ok: true } });
  });

  it("when the status is missing or unspecified, then it throws (answered as the route's 500)", () => {
    expect(() => workflowAnswer(null, success)).toThrow(/unknown workflow outcome/);
    expect(() => workflowAnswer({ outcome: 'WORKFLOW_OUTCOME_UNSPECIFIED', error: '' }, success)).toThrow(/unknown workflow outcome/);
  });
});
