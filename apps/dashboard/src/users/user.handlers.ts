import type { Handlers } from '@vmdash/grpc';
import type {
  CreateUserRequest__Output,
  CreateUserResponse,
  DashboardAuthServiceHandlers,
  ListUsersRequest__Output,
  UpdateUserRequest__Output,
  UpdateUserResponse,
  UserList,
} from '@vmdash/proto';
import { requireUser } from '../caller/caller-policy';
import type { Actor, UserCommands } from './user.commands';
import { toUserRecord } from './user.messages';
import type { UserRepository } from './user.repository';

/** User management RPCs (Admin only; the acting identity must be an Admin, so an impersonating Admin cannot use them). */
export function createUserHandlers(handlers: Handlers, commands: UserCommands, users: UserRepository): Pick<DashboardAuthServiceHandlers, 'ListUsers' | 'CreateUser' | 'UpdateUser'> {
  const actorOf = async (subject: string, clientAddress: string): Promise<Actor> => {
    const user = await users.findById(subject);
    return { id: subject, username: user?.username ?? subject, clientAddress: clientAddress || null };
  };
  return {
    ListUsers: handlers.unary<ListUsersRequest__Output, UserList>(async (_request, context) => {
      requireUser(context.caller, ['Admin']);
      return { users: (await commands.list()).map(toUserRecord) };
    }),

    CreateUser: handlers.unary<CreateUserRequest__Output, CreateUserResponse>(async (request, context) => {
      const admin = requireUser(context.caller, ['Admin']);
      const result = await commands.create(
        {
          username: request.username,
          email: request.email,
          password: request.password,
          group: request.group,
          bu_teams: request.bu_teams,
          beta_first_name: request.beta_first_name,
          beta_last_name: request.beta_last_name,
        },
        await actorOf(admin.subject, request.client_address),
      );
      if (result.outcome === 'username_taken') return { outcome: 'CREATE_USER_OUTCOME_USERNAME_TAKEN' };
      return { outcome: 'CREATE_USER_OUTCOME_CREATED', user: toUserRecord(result.user) };
    }),

    UpdateUser: handlers.unary<UpdateUserRequest__Output, UpdateUserResponse>(async (request, context) => {
      const admin = requireUser(context.caller, ['Admin']);
      const result = await commands.update(
        request.id,
        {
          ...(request.is_active !== undefined ? { is_active: request.is_active } : {}),
          ...(request.group !== undefined ? { group: request.group } : {}),
          ...(request.bu_teams ? { bu_teams: request.bu_teams.teams } : {}),
          ...(request.password !== undefined ? { password: request.password } : {}),
        },
        admin,
        await actorOf(admin.subject, request.client_address),
      );
      if (result.outcome === 'updated') return { outcome: 'UPDATE_USER_OUTCOME_UPDATED', user: toUserRecord(result.user) };
      return { outcome: result.outcome === 'not_found' ? 'UPDATE_USER_OUTCOME_NOT_FOUND' : 'UPDATE_USER_OUTCOME_SELF_LOCKOUT' };
    }),
  };
}
