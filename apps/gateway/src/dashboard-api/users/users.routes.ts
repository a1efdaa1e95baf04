import { unaryCall } from '@vmdash/grpc';
import { jsonResult } from '../../http/route-result';
import { accessOf } from '../../http/rpc-access';
import { z } from '../../openapi/zod';
import type { DashboardApiDeps } from '../dashboard-api.deps';
import { defineDashboardRoute, type DashboardRoute } from '../http/dashboard-route';
import { CHOSEN_TEXTS } from '../http/dashboard-texts';
import { CreateUserRequest, toUserRecordJson, UpdateUserRequest, UserIdParams, UserRecordBody } from './users.schemas';

const tag = 'users';

/** Admin user management (issue "Dashboard sign-in"; request and answer shapes are not shown in the specification). */
export function userRoutes(deps: DashboardApiDeps): DashboardRoute[] {
  const { client } = deps;
  return [
    defineDashboardRoute({
      method: 'get',
      path: '/api/users',
      access: accessOf('vmdash.v1.DashboardAuthService/ListUsers'),
      invalidInputText: CHOSEN_TEXTS.invalidQuery,
      failureText: CHOSEN_TEXTS.usersFailed,
      docs: { operationId: 'listUsers', summary: 'Every user, by username', tag, responses: { 200: { description: 'The users', schema: z.array(UserRecordBody) } } },
      handle: async ({ call }) => {
        const list = await unaryCall(client, 'ListUsers', {}, call);
        return jsonResult(list.users.map(toUserRecordJson));
      },
    }),
    defineDashboardRoute({
      method: 'post',
      path: '/api/users',
      access: accessOf('vmdash.v1.DashboardAuthService/CreateUser'),
      body: CreateUserRequest,
      invalidInputText: CHOSEN_TEXTS.userFieldsRequired,
      failureText: CHOSEN_TEXTS.userCreateFailed,
      docs: {
        operationId: 'createUser',
        summary: 'Create a user',
        description: 'Audit action user_create. The password is hashed with argon2id and never returned.',
        tag,
        responses: { 201: { description: 'Created', schema: UserRecordBody }, 409: { description: '"Username already exists" (compared case-insensitively)' } },
      },
      handle: async ({ body, clientAddress, call }) => {
        return jsonResult(toUserRecordJson(await unaryCall(client, 'CreateUser', { ...body, client_address: clientAddress }, call)), 201);
      },
    }),
    defineDashboardRoute({
      method: 'patch',
      path: '/api/users/{id}',
      access: accessOf('vmdash.v1.DashboardAuthService/UpdateUser'),
      params: UserIdParams,
      body: UpdateUserRequest,
      invalidInputText: CHOSEN_TEXTS.noChanges,
      failureText: CHOSEN_TEXTS.userUpdateFailed,
      docs: {
        operationId: 'updateUser',
        summary: "Change a user's is_active, group, bu_teams or password",
        description:
          'Audit action user_update (the changed fields, never the password). is_active false ends all the user\'s sessions (their me and profile answer 401 "Account is disabled"); a new password ends all of them too. An Admin cannot disable or demote itself (400 "Cannot disable or demote your own account").',
        tag,
        responses: { 200: { description: 'The updated user', schema: UserRecordBody }, 404: { description: '"User not found"' } },
      },
      handle: async ({ params, body, clientAddress, call }) => {
        const updated = await unaryCall(
          client,
          'UpdateUser',
          {
            id: params.id,
            ...(body.is_active !== undefined ? { is_active: body.is_active } : {}),
            ...(body.group !== undefined ? { group: body.group } : {}),
            ...(body.bu_teams !== undefined ? { bu_teams: { teams: body.bu_teams } } : {}),
            ...(body.password !== undefined ? { password: body.password } : {}),
            client_address: clientAddress,
          },
          call,
        );
        return jsonResult(toUserRecordJson(updated));
      },
    }),
  ];
}
