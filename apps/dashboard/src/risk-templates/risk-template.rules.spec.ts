import { PermissionDeniedError, ValidationError } from '@vmdash/domain';
import type { StoredRiskTemplate } from './risk-template.repository';
import { buildHierarchy, checkMayChange, checkTemplateFields } from './risk-template.rules';

const groups = [
  { vendor: 'Cisco', platform: 'IOS', model: 'ISR', count: 2 },
  { vendor: 'cisco', platform: 'ios', model: 'ASR', count: 1 },
  { vendor: 'Cisco', platform: 'ASA', model: '5506', count: 1 },
  { vendor: 'Aruba', platform: 'AOS', model: 'AP-505', count: 3 },
];

describe('buildHierarchy', () => {
  it('when spellings differ only by case, then they are one node under the first spelling, counts added, names sorted', () => {
    expect(buildHierarchy(groups, ['vendor', 'platform', 'model'])).toEqual([
      { name: 'Aruba', count: 3, children: [{ name: 'AOS', count: 3, children: [{ name: 'AP-505', count: 3, children: [] }] }] },
      {
        name: 'Cisco',
        count: 4,
        children: [
          { name: 'ASA', count: 1, children: [{ name: '5506', count: 1, children: [] }] },
          {
            name: 'IOS',
            count: 3,
            children: [
              { name: 'ASR', count: 1, children: [] },
              { name: 'ISR', count: 2, children: [] },
            ],
          },
        ],
      },
    ]);
  });

  it('when one level is asked for, then the nodes have no children', () => {
    expect(buildHierarchy(groups.slice(0, 3), ['platform'])).toEqual([
      { name: 'ASA', count: 1, children: [] },
      { name: 'IOS', count: 3, children: [] },
    ]);
  });
});

describe('checkMayChange', () => {
  const template = { created_by_id: 'user-1' } as StoredRiskTemplate;

  it("when a Standard_User changes or deletes another user's template, then it is refused; its own and an Admin's pass", () => {
    expect(() => checkMayChange(template, { subject: 'user-2', group: 'Standard_User' })).toThrow(PermissionDeniedError);
    expect(() => checkMayChange(template, { subject: 'user-1', group: 'Standard_User' })).not.toThrow();
    expect(() => checkMayChange(template, { subject: 'admin-1', group: 'Admin' })).not.toThrow();
  });
});

describe('checkTemplateFields', () => {
  it('when a field breaks its rule, then the error names it; absent fields are not checked', () => {
    expect(() => checkTemplateFields({ vendor: '  ' })).toThrow(new ValidationError('vendor must be 1 to 200 characters'));
    expect(() => checkTemplateFields({ risk_rating: 'severe' })).toThrow(/risk_rating/);
    expect(() => checkTemplateFields({ expiration_days: 1.5 })).toThrow(/expiration_days/);
    expect(() => checkTemplateFields({ description: 'x'.repeat(10_001) })).toThrow(/description/);
    expect(() => checkTemplateFields({ name: 'ok', expiration_days: 1825 })).not.toThrow();
  });
});
