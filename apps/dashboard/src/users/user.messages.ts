import type { DashboardUser, UserRecord } from '@vmdash/proto';
import type { StoredUser } from './user.repository';

/** The user of login and me answers: {id, username, email, group} (interface spec, "Dashboard records"). */
export function toDashboardUser(user: StoredUser): DashboardUser {
  return { id: user.id, username: user.username, email: user.email, group: user.user_group };
}

/** A stored user without its password hash; timestamps ISO 8601 UTC, unset optionals for nulls (oidc_issuer unset for a password user). */
export function toUserRecord(user: StoredUser): UserRecord {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    group: user.user_group,
    is_active: user.is_active,
    created_at: user.created_at.toISOString(),
    last_login: user.last_login?.toISOString(),
    bu_teams: user.bu_teams,
    beta_first_name: user.beta_first_name ?? undefined,
    beta_last_name: user.beta_last_name ?? undefined,
    oidc_issuer: user.oidc_issuer ?? undefined,
  };
}
