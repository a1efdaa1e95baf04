import type { Capabilities, Group, Me } from '../app/api/types';

/**
 * The capabilities GET /api/auth/me reports for each group, as the gateway derives them from its permission table
 * (apps/gateway/src/dashboard-api/auth/capabilities.ts; the system test of the workflow routes checks them against
 * the guard): writers write, all but Read_Only export, Admins administer.
 */
const CAPABILITIES_OF: Record<Group, Capabilities> = {
  Admin: { write: true, export: true, approve: true, administer: true },
  Standard_User: { write: true, export: true, approve: false, administer: false },
  Leadership: { write: false, export: true, approve: true, administer: false },
  Read_Only: { write: false, export: false, approve: false, administer: false },
};

/** The answer of GET /api/auth/me for alice (id u1), signed in as a user of `group`. */
export function meAs(group: Group): Me {
  return { user: { id: 'u1', username: 'alice', email: 'alice@example.com', group }, capabilities: CAPABILITIES_OF[group] };
}
