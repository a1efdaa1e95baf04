/** A person of the simulated identity provider: what it knows and releases as claims (development and tests only). */
export interface SimulatedPerson {
  /** The stable subject identifier (`sub`). */
  sub: string;
  /** `preferred_username`. */
  username: string;
  /** The sign-in form's password. */
  password: string;
  email: string;
  name: string;
  /** The `groups` claim: the provider's own group names, mapped to vmdash groups and bu_teams by the gateway's settings. */
  groups: string[];
  /** A disabled person cannot sign in, and the provider refuses its refresh tokens and userinfo calls. */
  disabled: boolean;
}

/** A person of the simulator: `sub` is `sim-<username>`, the password `<username>-password`, enabled. */
export function simulatedPerson(username: string, name: string, groups: string[]): SimulatedPerson {
  return { sub: `sim-${username}`, username, password: `${username}-password`, email: `${username}@idp.example.test`, name, groups, disabled: false };
}

/**
 * The provider's people. Their groups are the provider's (directory-style names), not vmdash's: the mapping of the
 * development setup (tools/dev) turns `vm-admins` into Admin, `vm-analysts` into Standard_User, `vm-leadership` into
 * Leadership, `vm-auditors` into Read_Only and `team-*` into bu_teams; `marketing` maps to nothing.
 */
export function initialPeople(): SimulatedPerson[] {
  return [
    simulatedPerson('alice', 'Alice Admin', ['vm-admins']),
    simulatedPerson('bob', 'Bob Analyst', ['vm-analysts', 'team-finance', 'team-payments']),
    simulatedPerson('carol', 'Carol Leader', ['vm-leadership', 'team-finance']),
    simulatedPerson('dave', 'Dave Auditor', ['vm-auditors']),
    simulatedPerson('erin', 'Erin Marketing', ['marketing']),
  ];
}
