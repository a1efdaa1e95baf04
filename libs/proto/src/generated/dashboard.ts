import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AuditEntry as _vmdash_v1_AuditEntry, AuditEntry__Output as _vmdash_v1_AuditEntry__Output } from './vmdash/v1/AuditEntry';
import type { AuditPage as _vmdash_v1_AuditPage, AuditPage__Output as _vmdash_v1_AuditPage__Output } from './vmdash/v1/AuditPage';
import type { ChangePasswordRequest as _vmdash_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _vmdash_v1_ChangePasswordRequest__Output } from './vmdash/v1/ChangePasswordRequest';
import type { ChangePasswordResponse as _vmdash_v1_ChangePasswordResponse, ChangePasswordResponse__Output as _vmdash_v1_ChangePasswordResponse__Output } from './vmdash/v1/ChangePasswordResponse';
import type { CleanupSessionsRequest as _vmdash_v1_CleanupSessionsRequest, CleanupSessionsRequest__Output as _vmdash_v1_CleanupSessionsRequest__Output } from './vmdash/v1/CleanupSessionsRequest';
import type { CleanupSessionsResponse as _vmdash_v1_CleanupSessionsResponse, CleanupSessionsResponse__Output as _vmdash_v1_CleanupSessionsResponse__Output } from './vmdash/v1/CleanupSessionsResponse';
import type { CreateUserRequest as _vmdash_v1_CreateUserRequest, CreateUserRequest__Output as _vmdash_v1_CreateUserRequest__Output } from './vmdash/v1/CreateUserRequest';
import type { DashboardAuthServiceClient as _vmdash_v1_DashboardAuthServiceClient, DashboardAuthServiceDefinition as _vmdash_v1_DashboardAuthServiceDefinition } from './vmdash/v1/DashboardAuthService';
import type { DashboardUser as _vmdash_v1_DashboardUser, DashboardUser__Output as _vmdash_v1_DashboardUser__Output } from './vmdash/v1/DashboardUser';
import type { ImpersonateRequest as _vmdash_v1_ImpersonateRequest, ImpersonateRequest__Output as _vmdash_v1_ImpersonateRequest__Output } from './vmdash/v1/ImpersonateRequest';
import type { ImpersonateResponse as _vmdash_v1_ImpersonateResponse, ImpersonateResponse__Output as _vmdash_v1_ImpersonateResponse__Output } from './vmdash/v1/ImpersonateResponse';
import type { ListUsersRequest as _vmdash_v1_ListUsersRequest, ListUsersRequest__Output as _vmdash_v1_ListUsersRequest__Output } from './vmdash/v1/ListUsersRequest';
import type { LoginRequest as _vmdash_v1_LoginRequest, LoginRequest__Output as _vmdash_v1_LoginRequest__Output } from './vmdash/v1/LoginRequest';
import type { LoginResponse as _vmdash_v1_LoginResponse, LoginResponse__Output as _vmdash_v1_LoginResponse__Output } from './vmdash/v1/LoginResponse';
import type { LogoutRequest as _vmdash_v1_LogoutRequest, LogoutRequest__Output as _vmdash_v1_LogoutRequest__Output } from './vmdash/v1/LogoutRequest';
import type { LogoutResponse as _vmdash_v1_LogoutResponse, LogoutResponse__Output as _vmdash_v1_LogoutResponse__Output } from './vmdash/v1/LogoutResponse';
import type { OidcLogoutRequest as _vmdash_v1_OidcLogoutRequest, OidcLogoutRequest__Output as _vmdash_v1_OidcLogoutRequest__Output } from './vmdash/v1/OidcLogoutRequest';
import type { OidcLogoutResponse as _vmdash_v1_OidcLogoutResponse, OidcLogoutResponse__Output as _vmdash_v1_OidcLogoutResponse__Output } from './vmdash/v1/OidcLogoutResponse';
import type { OidcRecheckDue as _vmdash_v1_OidcRecheckDue, OidcRecheckDue__Output as _vmdash_v1_OidcRecheckDue__Output } from './vmdash/v1/OidcRecheckDue';
import type { OidcRecheckSessionRequest as _vmdash_v1_OidcRecheckSessionRequest, OidcRecheckSessionRequest__Output as _vmdash_v1_OidcRecheckSessionRequest__Output } from './vmdash/v1/OidcRecheckSessionRequest';
import type { OidcRecheckSessionResponse as _vmdash_v1_OidcRecheckSessionResponse, OidcRecheckSessionResponse__Output as _vmdash_v1_OidcRecheckSessionResponse__Output } from './vmdash/v1/OidcRecheckSessionResponse';
import type { OidcSignInRequest as _vmdash_v1_OidcSignInRequest, OidcSignInRequest__Output as _vmdash_v1_OidcSignInRequest__Output } from './vmdash/v1/OidcSignInRequest';
import type { QueryAuditRequest as _vmdash_v1_QueryAuditRequest, QueryAuditRequest__Output as _vmdash_v1_QueryAuditRequest__Output } from './vmdash/v1/QueryAuditRequest';
import type { ResolveSessionRequest as _vmdash_v1_ResolveSessionRequest, ResolveSessionRequest__Output as _vmdash_v1_ResolveSessionRequest__Output } from './vmdash/v1/ResolveSessionRequest';
import type { ResolveSessionResponse as _vmdash_v1_ResolveSessionResponse, ResolveSessionResponse__Output as _vmdash_v1_ResolveSessionResponse__Output } from './vmdash/v1/ResolveSessionResponse';
import type { SetTeamScopeRequest as _vmdash_v1_SetTeamScopeRequest, SetTeamScopeRequest__Output as _vmdash_v1_SetTeamScopeRequest__Output } from './vmdash/v1/SetTeamScopeRequest';
import type { SetTeamScopeResponse as _vmdash_v1_SetTeamScopeResponse, SetTeamScopeResponse__Output as _vmdash_v1_SetTeamScopeResponse__Output } from './vmdash/v1/SetTeamScopeResponse';
import type { StopImpersonationRequest as _vmdash_v1_StopImpersonationRequest, StopImpersonationRequest__Output as _vmdash_v1_StopImpersonationRequest__Output } from './vmdash/v1/StopImpersonationRequest';
import type { StopImpersonationResponse as _vmdash_v1_StopImpersonationResponse, StopImpersonationResponse__Output as _vmdash_v1_StopImpersonationResponse__Output } from './vmdash/v1/StopImpersonationResponse';
import type { TeamList as _vmdash_v1_TeamList, TeamList__Output as _vmdash_v1_TeamList__Output } from './vmdash/v1/TeamList';
import type { UpdateUserRequest as _vmdash_v1_UpdateUserRequest, UpdateUserRequest__Output as _vmdash_v1_UpdateUserRequest__Output } from './vmdash/v1/UpdateUserRequest';
import type { UserList as _vmdash_v1_UserList, UserList__Output as _vmdash_v1_UserList__Output } from './vmdash/v1/UserList';
import type { UserRecord as _vmdash_v1_UserRecord, UserRecord__Output as _vmdash_v1_UserRecord__Output } from './vmdash/v1/UserRecord';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  vmdash: {
    v1: {
      AuditEntry: MessageTypeDefinition<_vmdash_v1_AuditEntry, _vmdash_v1_AuditEntry__Output>
      AuditPage: MessageTypeDefinition<_vmdash_v1_AuditPage, _vmdash_v1_AuditPage__Output>
      ChangePasswordRequest: MessageTypeDefinition<_vmdash_v1_ChangePasswordRequest, _vmdash_v1_ChangePasswordRequest__Output>
      ChangePasswordResponse: MessageTypeDefinition<_vmdash_v1_ChangePasswordResponse, _vmdash_v1_ChangePasswordResponse__Output>
      CleanupSessionsRequest: MessageTypeDefinition<_vmdash_v1_CleanupSessionsRequest, _vmdash_v1_CleanupSessionsRequest__Output>
      CleanupSessionsResponse: MessageTypeDefinition<_vmdash_v1_CleanupSessionsResponse, _vmdash_v1_CleanupSessionsResponse__Output>
      CreateUserRequest: MessageTypeDefinition<_vmdash_v1_CreateUserRequest, _vmdash_v1_CreateUserRequest__Output>
      DashboardAuthService: SubtypeConstructor<typeof grpc.Client, _vmdash_v1_DashboardAuthServiceClient> & { service: _vmdash_v1_DashboardAuthServiceDefinition }
      DashboardUser: MessageTypeDefinition<_vmdash_v1_DashboardUser, _vmdash_v1_DashboardUser__Output>
      ImpersonateRequest: MessageTypeDefinition<_vmdash_v1_ImpersonateRequest, _vmdash_v1_ImpersonateRequest__Output>
      ImpersonateResponse: MessageTypeDefinition<_vmdash_v1_ImpersonateResponse, _vmdash_v1_ImpersonateResponse__Output>
      ListUsersRequest: MessageTypeDefinition<_vmdash_v1_ListUsersRequest, _vmdash_v1_ListUsersRequest__Output>
      LoginRequest: MessageTypeDefinition<_vmdash_v1_LoginRequest, _vmdash_v1_LoginRequest__Output>
      LoginResponse: MessageTypeDefinition<_vmdash_v1_LoginResponse, _vmdash_v1_LoginResponse__Output>
      LogoutRequest: MessageTypeDefinition<_vmdash_v1_LogoutRequest, _vmdash_v1_LogoutRequest__Output>
      LogoutResponse: MessageTypeDefinition<_vmdash_v1_LogoutResponse, _vmdash_v1_LogoutResponse__Output>
      OidcLogoutRequest: MessageTypeDefinition<_vmdash_v1_OidcLogoutRequest, _vmdash_v1_OidcLogoutRequest__Output>
      OidcLogoutResponse: MessageTypeDefinition<_vmdash_v1_OidcLogoutResponse, _vmdash_v1_OidcLogoutResponse__Output>
      OidcRecheckDue: MessageTypeDefinition<_vmdash_v1_OidcRecheckDue, _vmdash_v1_OidcRecheckDue__Output>
      OidcRecheckSessionRequest: MessageTypeDefinition<_vmdash_v1_OidcRecheckSessionRequest, _vmdash_v1_OidcRecheckSessionRequest__Output>
      OidcRecheckSessionResponse: MessageTypeDefinition<_vmdash_v1_OidcRecheckSessionResponse, _vmdash_v1_OidcRecheckSessionResponse__Output>
      OidcSignInRequest: MessageTypeDefinition<_vmdash_v1_OidcSignInRequest, _vmdash_v1_OidcSignInRequest__Output>
      QueryAuditRequest: MessageTypeDefinition<_vmdash_v1_QueryAuditRequest, _vmdash_v1_QueryAuditRequest__Output>
      ResolveSessionRequest: MessageTypeDefinition<_vmdash_v1_ResolveSessionRequest, _vmdash_v1_ResolveSessionRequest__Output>
      ResolveSessionResponse: MessageTypeDefinition<_vmdash_v1_ResolveSessionResponse, _vmdash_v1_ResolveSessionResponse__Output>
      SessionState: EnumTypeDefinition
      SetTeamScopeRequest: MessageTypeDefinition<_vmdash_v1_SetTeamScopeRequest, _vmdash_v1_SetTeamScopeRequest__Output>
      SetTeamScopeResponse: MessageTypeDefinition<_vmdash_v1_SetTeamScopeResponse, _vmdash_v1_SetTeamScopeResponse__Output>
      StopImpersonationRequest: MessageTypeDefinition<_vmdash_v1_StopImpersonationRequest, _vmdash_v1_StopImpersonationRequest__Output>
      StopImpersonationResponse: MessageTypeDefinition<_vmdash_v1_StopImpersonationResponse, _vmdash_v1_StopImpersonationResponse__Output>
      TeamList: MessageTypeDefinition<_vmdash_v1_TeamList, _vmdash_v1_TeamList__Output>
      TeamScope: EnumTypeDefinition
      UpdateUserRequest: MessageTypeDefinition<_vmdash_v1_UpdateUserRequest, _vmdash_v1_UpdateUserRequest__Output>
      UserList: MessageTypeDefinition<_vmdash_v1_UserList, _vmdash_v1_UserList__Output>
      UserRecord: MessageTypeDefinition<_vmdash_v1_UserRecord, _vmdash_v1_UserRecord__Output>
    }
  }
}

