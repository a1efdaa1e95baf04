import { PermissionDeniedError, ValidationError } from '@vmdash/domain';
import type { WorkflowCaller } from '../workflows/workflow-caller';
import { approverIdsOf, checkExpiry, checkMayDecide, checkMayRevoke, checkScope, scopeCovers } from './exception.rules';

const policy = { critical: 90, high: 180, medium: 270, low: 365 };
const writes = { commitBy: null, ensureOpen: () => undefined };
const caller = (userId: string, group: WorkflowCaller['group'], teams: string[] | null, actorId: string | null = null): WorkflowCaller => ({ userId, group, teams, actorId, writes });
const requested = { requested_by_id: 'ana', impersonated_by_id: null, teams: ['retail'], all_teams: false };

describe('checkMayDecide (separation of duties)', () => {
  it('when the requester decides, as themselves or as the Admin behind an impersonation of anyone, then it is refused', () => {
    expect(() => checkMayDecide(requested, caller('ana', 'Leadership', ['retail']))).toThrow(PermissionDeniedError);
    expect(() => checkMayDecide({ ...requested, impersonated_by_id: 'root' }, caller('lea', 'Leadership', ['retail'], 'root'))).toThrow(PermissionDeniedError);
    expect(() => checkMayDecide(requested, caller('lea', 'Leadership', ['retail'], 'ana'))).toThrow(PermissionDeniedError);
  });
  it("when the approver's teams do not cover every team of the exception, then it is refused; an Admin of every team covers all", () => {
    expect(() => checkMayDecide({ ...requested, teams: ['retail', 'it'] }, caller('lea', 'Leadership', ['retail']))).toThrow(PermissionDeniedError);
    expect(() => checkMayDecide({ ...requested, all_teams: true, teams: [] }, caller('lea', 'Leadership', ['retail']))).toThrow(PermissionDeniedError);
    expect(() => checkMayDecide({ ...requested, teams: ['retail', 'it'] }, caller('root', 'Admin', null))).not.toThrow();
    expect(() => checkMayDecide(requested, caller('lea', 'Leadership', ['retail', 'it']))).not.toThrow();
  });
});

describe('checkMayRevoke', () => {
  it("when a Standard_User revokes another user's exception, then it is refused; the requester and a covering Leadership user may", () => {
    expect(() => checkMayRevoke(requested, caller('bob', 'Standard_User', ['retail']))).toThrow(PermissionDeniedError);
    expect(() => checkMayRevoke(requested, caller('ana', 'Standard_User', ['retail']))).not.toThrow();
    expect(() => checkMayRevoke(requested, caller('lea', 'Leadership', ['retail']))).not.toThrow();
  });
});

describe('checkExpiry', () => {
  it("when the expiry is today or past, beyond the rating's maximum, or no date, then it is refused naming the limit", () => {
    expect(() => checkExpiry('2026-01-01', 'low', '2026-01-01', policy)).toThrow(new ValidationError('expires_on must be after today'));
    expect(() => checkExpiry('2026-04-02', 'critical', '2026-01-01', policy)).toThrow(/at most 90 days ahead for a critical risk \(on or before 2026-04-01\)/);
    expect(() => checkExpiry('2026-02-30', 'low', '2026-01-01', policy)).toThrow(/expires_on must be a date/);
    expect(() => checkExpiry('2026-04-01', 'critical', '2026-01-01', policy)).not.toThrow();
  });
});

describe('checkScope', () => {
  it('when a scope lacks an id its type needs or names one it does not take, then the error names the field', () => {
    expect(() => checkScope({ type: 'finding', host_id: 1, scanner_id: null, cve_id: null, plugin_id: null })).toThrow('scope.scanner_id is required for a finding scope');
    expect(() => checkScope({ type: 'host', host_id: 1, scanner_id: '10863', cve_id: null, plugin_id: null })).toThrow('scope.scanner_id is not taken by a host scope');
    expect(() => checkScope({ type: 'cve', host_id: null, scanner_id: null, cve_id: 'CVE-21-1', plugin_id: null })).toThrow(/scope.cve_id must be a CVE id/);
  });
});

describe('scopeCovers', () => {
  const base = { host_id: null, scanner_id: null, cve_id: null, plugin_id: null, teams: ['retail'], all_teams: false };
  const finding = { host_id: 7, scanner_id: '10863', cve_ids: ['CVE-2021-44228'], team: 'retail' };
  it('when a CVE or plugin scope meets a finding of another host of its teams, then it covers it; of another team, not', () => {
    expect(scopeCovers({ ...base, scope_type: 'cve', cve_id: 'cve-2021-44228' }, finding)).toBe(true);
    expect(scopeCovers({ ...base, scope_type: 'plugin', plugin_id: '10863' }, { ...finding, host_id: 99 })).toBe(true);
    expect(scopeCovers({ ...base, scope_type: 'plugin', plugin_id: '10863' }, { ...finding, team: 'it' })).toBe(false);
    expect(scopeCovers({ ...base, scope_type: 'plugin', plugin_id: '10863', all_teams: true, teams: [] }, { ...finding, team: 'it' })).toBe(true);
  });
  it('when a finding or host scope meets a finding, then it covers it only on its host (and plugin)', () => {
    expect(scopeCovers({ ...base, scope_type: 'finding', host_id: 7, scanner_id: '10863' }, finding)).toBe(true);
    expect(scopeCovers({ ...base, scope_type: 'finding', host_id: 7, scanner_id: '1' }, finding)).toBe(false);
    expect(scopeCovers({ ...base, scope_type: 'host', host_id: 7 }, { ...finding, scanner_id: '1' })).toBe(true);
  });
});

describe('approverIdsOf', () => {
  const user = (id: string, user_group: string, bu_teams: string[], is_active = true) => ({ id, user_group, bu_teams, is_active });
  it('when a request is stored, then the active Admin and Leadership users covering its teams are told, never its requester or the Admin behind it', () => {
    const users = [
      user('ana', 'Leadership', ['retail']),
      user('lea', 'Leadership', ['retail', 'it']),
      user('out', 'Leadership', ['it']),
      user('old', 'Leadership', ['retail'], false),
      user('bob', 'Standard_User', ['retail']),
      user('root', 'Admin', ['retail']),
    ];
    expect(approverIdsOf(users, { ...requested, impersonated_by_id: 'root' })).toEqual(['lea']);
    expect(approverIdsOf(users, { ...requested, requested_by_id: 'bob', teams: [], all_teams: true })).toEqual(['root']);
  });
});
