import { UNBOUNDED_WRITE_WINDOW } from '@vmdash/domain';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import { canDeleteItem, canSeeItem, QUEUE_TEXTS, remediationNoteProblem, statusesMovableTo, statusMoveProblem, vendorProblem } from './queue.rules';

const caller = (group: WorkflowCaller['group'], teams: string[] | null, userId = 'u1'): WorkflowCaller => ({ userId, group, teams, actorId: null, writes: UNBOUNDED_WRITE_WINDOW });
const item = { user_id: 'u1', team: 'team-a', status: 'pending', submission_id: null };

describe('queue rules (docs/decisions/0011; interface spec "Authentication: Dashboard": creator ownership, record state, no cascade)', () => {
  it('when a user looks at an item, then only its creator within the item team sees it; an Admin any item of its scope', () => {
    expect(canSeeItem(caller('Standard_User', ['team-a']), item)).toBe(true);
    expect(canSeeItem(caller('Standard_User', ['team-a'], 'u2'), item)).toBe(false);
    expect(canSeeItem(caller('Standard_User', ['team-b']), item)).toBe(false);
    expect(canSeeItem(caller('Admin', ['team-b'], 'admin'), item)).toBe(false);
    expect(canSeeItem(caller('Admin', null, 'admin'), item)).toBe(true);
  });

  it('when a Standard_User deletes, then only its own pending item without ticket or submission; an Admin always', () => {
    const user = caller('Standard_User', ['team-a']);
    expect(canDeleteItem(user, item, 0)).toBe(true);
    expect(canDeleteItem(user, { ...item, status: 'completed' }, 0)).toBe(false);
    expect(canDeleteItem(user, item, 1)).toBe(false);
    expect(canDeleteItem(user, { ...item, submission_id: 's1' }, 0)).toBe(false);
    expect(canDeleteItem(caller('Admin', null, 'admin'), { ...item, status: 'completed' }, 2)).toBe(true);
  });

  it('when a status moves, then only by the transition table: a user completes and reopens items outside a submission, a submission completes pending items', () => {
    expect(statusMoveProblem(item, 'completed', 'user')).toBeNull();
    expect(statusMoveProblem({ ...item, status: 'completed' }, 'pending', 'user')).toBeNull();
    expect(statusMoveProblem(item, 'pending', 'user')).toBeNull();
    expect(statusMoveProblem({ ...item, status: 'completed', submission_id: 's1' }, 'pending', 'user')).toBe(QUEUE_TEXTS.inSubmission);
    expect(statusMoveProblem({ ...item, submission_id: 's1' }, 'completed', 'user')).toBe(QUEUE_TEXTS.inSubmission);
    expect(statusMoveProblem({ ...item, submission_id: 's1' }, 'completed', 'submission')).toBeNull();
    expect(statusMoveProblem({ ...item, status: 'completed', submission_id: 's1' }, 'pending', 'submission')).toBe(QUEUE_TEXTS.statusMoveRefused('completed', 'pending'));
    expect(statusesMovableTo('completed', 'submission')).toEqual(['pending']);
    expect(statusesMovableTo('pending', 'submission')).toEqual([]);
  });

  it('when a vendor is missing for FP, RISK or DECOM, then it is a problem; other workflows need none', () => {
    for (const type of ['FP', 'RISK', 'DECOM']) expect(vendorProblem(type, undefined)).toBe(QUEUE_TEXTS.vendorRequired);
    expect(vendorProblem('FP', '  ')).toBe(QUEUE_TEXTS.vendorRequired);
    expect(vendorProblem('CARD', undefined)).toBeNull();
    expect(vendorProblem('FP', 'v'.repeat(129))).toBe(QUEUE_TEXTS.vendorTooLong);
  });

  it('when a remediation note is checked, then only Remediate items take notes of 1 to 5000 characters', () => {
    expect(remediationNoteProblem('Remediate', 'x'.repeat(5000))).toBeNull();
    expect(remediationNoteProblem('Remediate', 'x'.repeat(5001))).toBe(QUEUE_TEXTS.noteLength);
    expect(remediationNoteProblem('Remediate', ' ')).toBe(QUEUE_TEXTS.noteLength);
    expect(remediationNoteProblem('FP', 'x')).toBe(QUEUE_TEXTS.notesOnlyRemediate);
  });
});
