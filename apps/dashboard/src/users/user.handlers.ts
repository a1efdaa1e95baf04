import type { ServiceImplementation } from '@vmdash/grpc';
import type { Actor, UserCommands } from './user.commands';
import { toUserRecord } from './user.messages';
import type { UserRepository } from './user.repository';

/**
 * User management RPCs. Their RPC_PERMISSIONS entry admits Admins only, judged on the acting identity, so an Admin
 * impersonating another user cannot use them.
 */
export function createUserHandlers(commands: UserCommands, users: UserRepository): Pick<ServiceImplementation<'vmdash.v1.DashboardAuthService'>, 'ListUsers' | 'CreateUser' | 'UpdateUser'> {
  const actorOf = async (subject: string, clientAddress: string): Promise<Actor> => {
    const user = await users.findById(subject);
    return { id: subject, username: user?.username ?? subject, clientAddress: clientAddress || null };
  };
  return {
    ListUsers: async () => ({ users: (await commands.list()).map(toUserRecord) }),

    CreateUser: async (request, { user }) => {
      const created = await commands.create(
        {
          username: request.username,
          email: request.email,
          password: request.password,
          group: request.group,
          bu_teams: request.bu_teams,
          beta_first_name: request.beta_first_name,
          beta_last_name: request.beta_last_name,
        },
        await actorOf(user.subject, request.client_address),
      );
      return toUserRecord(created);
    },

    UpdateUser: async (request, { user }) => {
      const updated = await commands.update(
        request.id,
        {
          ...(request.is_active !== undefined ? { is_active: request.is_active } : {}),
          ...(request.group !== undefined ? { group: request.group } : {}),
          ...(request.bu_teams ? { bu_teams: request.bu_teams.teams } : {}),
          ...(request.password !== undefined ? { password: request.password } : {}),
        },
        user,
        await actorOf(user.subject, request.client_address),
      );
      return toUserRecord(updated);
    },
  };
}
