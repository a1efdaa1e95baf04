import { USER_GROUPS } from '@vmdash/domain';
import { capabilitiesOf, groupsHolding } from './capabilities';

describe('the capabilities of GET /api/auth/me', () => {
  it('when each group asks, then it holds what the interface specification grants it: writers write, all but Read_Only export, Admins administer', () => {
    expect(Object.fromEntries(USER_GROUPS.map((group) => [group, capabilitiesOf(group)]))).toEqual({
      Admin: { write: true, export: true, approve: true, administer: true },
      Standard_User: { write: true, export: true, approve: false, administer: false },
      Leadership: { write: false, export: true, approve: true, administer: false },
      Read_Only: { write: false, export: false, approve: false, administer: false },
    });
  });

  it('when the document describes a capability, then it names the groups holding it in the groups order', () => {
    expect(groupsHolding('write')).toEqual(['Admin', 'Standard_User']);
    expect(groupsHolding('export')).toEqual(['Admin', 'Standard_User', 'Leadership']);
    expect(groupsHolding('administer')).toEqual(['Admin']);
  });
});
