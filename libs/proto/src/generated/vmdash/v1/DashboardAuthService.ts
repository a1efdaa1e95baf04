// Original file: vmdash/v1/dashboard.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AuditPage as _vmdash_v1_AuditPage, AuditPage__Output as _vmdash_v1_AuditPage__Output } from '../../vmdash/v1/AuditPage';
import type { ChangePasswordRequest as _vmdash_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _vmdash_v1_ChangePasswordRequest__Output } from '../../vmdash/v1/ChangePasswordRequest';
import type { ChangePasswordResponse as _vmdash_v1_ChangePasswordResponse, ChangePasswordResponse__Output as _vmdash_v1_ChangePasswordResponse__Output } from '../../vmdash/v1/ChangePasswordResponse';
import type { CleanupSessionsRequest as _vmdash_v1_CleanupSessionsRequest, CleanupSessionsRequest__Output as _vmdash_v1_CleanupSessionsRequest__Output } from '../../vmdash/v1/CleanupSessionsRequest';
import type { CleanupSessionsResponse as _vmdash_v1_CleanupSessionsResponse, CleanupSessionsResponse__Output as _vmdash_v1_CleanupSessionsResponse__Output } from '../../vmdash/v1/CleanupSessionsResponse';
import type { CreateUserRequest as _vmdash_v1_CreateUserRequest, CreateUserRequest__Output as _vmdash_v1_CreateUserRequest__Output } from '../../vmdash/v1/CreateUserRequest';
import type { ImpersonateRequest as _vmdash_v1_ImpersonateRequest, ImpersonateRequest__Output as _vmdash_v1_ImpersonateRequest__Output } from '../../vmdash/v1/ImpersonateRequest';
import type { ImpersonateResponse as _vmdash_v1_ImpersonateResponse, ImpersonateResponse__Output as _vmdash_v1_ImpersonateResponse__Output } from '../../vmdash/v1/ImpersonateResponse';
import type { ListUsersRequest as _vmdash_v1_ListUsersRequest, ListUsersRequest__Output as _vmdash_v1_ListUsersRequest__Output } from '../../vmdash/v1/ListUsersRequest';
import type { LoginRequest as _vmdash_v1_LoginRequest, LoginRequest__Output as _vmdash_v1_LoginRequest__Output } from '../../vmdash/v1/LoginRequest';
import type { LoginResponse as _vmdash_v1_LoginResponse, LoginResponse__Output as _vmdash_v1_LoginResponse__Output } from '../../vmdash/v1/LoginResponse';
import type { LogoutRequest as _vmdash_v1_LogoutRequest, LogoutRequest__Output as _vmdash_v1_LogoutRequest__Output } from '../../vmdash/v1/LogoutRequest';
import type { LogoutResponse as _vmdash_v1_LogoutResponse, LogoutResponse__Output as _vmdash_v1_LogoutResponse__Output } from '../../vmdash/v1/LogoutResponse';
import type { OidcLogoutRequest as _vmdash_v1_OidcLogoutRequest, OidcLogoutRequest__Output as _vmdash_v1_OidcLogoutRequest__Output } from '../../vmdash/v1/OidcLogoutRequest';
import type { OidcLogoutResponse as _vmdash_v1_OidcLogoutResponse, OidcLogoutResponse__Output as _vmdash_v1_OidcLogoutResponse__Output } from '../../vmdash/v1/OidcLogoutResponse';
import type { OidcRecheckSessionRequest as _vmdash_v1_OidcRecheckSessionRequest, OidcRecheckSessionRequest__Output as _vmdash_v1_OidcRecheckSessionRequest__Output } from '../../vmdash/v1/OidcRecheckSessionRequest';
import type { OidcRecheckSessionResponse as _vmdash_v1_OidcRecheckSessionResponse, OidcRecheckSessionResponse__Output as _vmdash_v1_OidcRecheckSessionResponse__Output } from '../../vmdash/v1/OidcRecheckSessionResponse';
import type { OidcSignInRequest as _vmdash_v1_OidcSignInRequest, OidcSignInRequest__Output as _vmdash_v1_OidcSignInRequest__Output } from '../../vmdash/v1/OidcSignInRequest';
import type { QueryAuditRequest as _vmdash_v1_QueryAuditRequest, QueryAuditRequest__Output as _vmdash_v1_QueryAuditRequest__Output } from '../../vmdash/v1/QueryAuditRequest';
import type { ResolveSessionRequest as _vmdash_v1_ResolveSessionRequest, ResolveSessionRequest__Output as _vmdash_v1_ResolveSessionRequest__Output } from '../../vmdash/v1/ResolveSessionRequest';
import type { ResolveSessionResponse as _vmdash_v1_ResolveSessionResponse, ResolveSessionResponse__Output as _vmdash_v1_ResolveSessionResponse__Output } from '../../vmdash/v1/ResolveSessionResponse';
import type { SetTeamScopeRequest as _vmdash_v1_SetTeamScopeRequest, SetTeamScopeRequest__Output as _vmdash_v1_SetTeamScopeRequest__Output } from '../../vmdash/v1/SetTeamScopeRequest';
import type { SetTeamScopeResponse as _vmdash_v1_SetTeamScopeResponse, SetTeamScopeResponse__Output as _vmdash_v1_SetTeamScopeResponse__Output } from '../../vmdash/v1/SetTeamScopeResponse';
import type { StopImpersonationRequest as _vmdash_v1_StopImpersonationRequest, StopImpersonationRequest__Output as _vmdash_v1_StopImpersonationRequest__Output } from '../../vmdash/v1/StopImpersonationRequest';
import type { StopImpersonationResponse as _vmdash_v1_StopImpersonationResponse, StopImpersonationResponse__Output as _vmdash_v1_StopImpersonationResponse__Output } from '../../vmdash/v1/StopImpersonationResponse';
import type { UpdateUserRequest as _vmdash_v1_UpdateUserRequest, UpdateUserRequest__Output as _vmdash_v1_UpdateUserRequest__Output } from '../../vmdash/v1/UpdateUserRequest';
import type { UserList as _vmdash_v1_UserList, UserList__Output as _vmdash_v1_UserList__Output } from '../../vmdash/v1/UserList';
import type { UserRecord as _vmdash_v1_UserRecord, UserRecord__Output as _vmdash_v1_UserRecord__Output } from '../../vmdash/v1/UserRecord';

export interface DashboardAuthServiceClient extends grpc.Client {
  ChangePassword(argument: _vmdash_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _vmdash_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _vmdash_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _vmdash_v1_ChangePasswordRequest, callback: grpc.requestCallback<_vmdash_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _vmdash_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _vmdash_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _vmdash_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _vmdash_v1_ChangePasswordRequest, callback: grpc.requestCallback<_vmdash_v1_ChangePasswordResponse__Output>): grpc.ClientUnaryCall;
  
  CleanupSessions(argument: _vmdash_v1_CleanupSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_CleanupSessionsResponse__Output>): grpc.ClientUnaryCall;
  CleanupSessions(argument: _vmdash_v1_CleanupSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_CleanupSessionsResponse__Output>): grpc.ClientUnaryCall;
  CleanupSessions(argument: _vmdash_v1_CleanupSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_CleanupSessionsResponse__Output>): grpc.ClientUnaryCall;
  CleanupSessions(argument: _vmdash_v1_CleanupSessionsRequest, callback: grpc.requestCallback<_vmdash_v1_CleanupSessionsResponse__Output>): grpc.ClientUnaryCall;
  cleanupSessions(argument: _vmdash_v1_CleanupSessionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_CleanupSessionsResponse__Output>): grpc.ClientUnaryCall;
  cleanupSessions(argument: _vmdash_v1_CleanupSessionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_CleanupSessionsResponse__Output>): grpc.ClientUnaryCall;
  cleanupSessions(argument: _vmdash_v1_CleanupSessionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_CleanupSessionsResponse__Output>): grpc.ClientUnaryCall;
  cleanupSessions(argument: _vmdash_v1_CleanupSessionsRequest, callback: grpc.requestCallback<_vmdash_v1_CleanupSessionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * CONFLICT when another user has the same username, compared case-insensitively.
   */
  CreateUser(argument: _vmdash_v1_CreateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  CreateUser(argument: _vmdash_v1_CreateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  CreateUser(argument: _vmdash_v1_CreateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  CreateUser(argument: _vmdash_v1_CreateUserRequest, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  /**
   * CONFLICT when another user has the same username, compared case-insensitively.
   */
  createUser(argument: _vmdash_v1_CreateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  createUser(argument: _vmdash_v1_CreateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  createUser(argument: _vmdash_v1_CreateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  createUser(argument: _vmdash_v1_CreateUserRequest, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  
  Impersonate(argument: _vmdash_v1_ImpersonateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ImpersonateResponse__Output>): grpc.ClientUnaryCall;
  Impersonate(argument: _vmdash_v1_ImpersonateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ImpersonateResponse__Output>): grpc.ClientUnaryCall;
  Impersonate(argument: _vmdash_v1_ImpersonateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ImpersonateResponse__Output>): grpc.ClientUnaryCall;
  Impersonate(argument: _vmdash_v1_ImpersonateRequest, callback: grpc.requestCallback<_vmdash_v1_ImpersonateResponse__Output>): grpc.ClientUnaryCall;
  impersonate(argument: _vmdash_v1_ImpersonateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ImpersonateResponse__Output>): grpc.ClientUnaryCall;
  impersonate(argument: _vmdash_v1_ImpersonateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ImpersonateResponse__Output>): grpc.ClientUnaryCall;
  impersonate(argument: _vmdash_v1_ImpersonateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ImpersonateResponse__Output>): grpc.ClientUnaryCall;
  impersonate(argument: _vmdash_v1_ImpersonateRequest, callback: grpc.requestCallback<_vmdash_v1_ImpersonateResponse__Output>): grpc.ClientUnaryCall;
  
  ListUsers(argument: _vmdash_v1_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserList__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _vmdash_v1_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_UserList__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _vmdash_v1_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserList__Output>): grpc.ClientUnaryCall;
  ListUsers(argument: _vmdash_v1_ListUsersRequest, callback: grpc.requestCallback<_vmdash_v1_UserList__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _vmdash_v1_ListUsersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserList__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _vmdash_v1_ListUsersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_UserList__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _vmdash_v1_ListUsersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserList__Output>): grpc.ClientUnaryCall;
  listUsers(argument: _vmdash_v1_ListUsersRequest, callback: grpc.requestCallback<_vmdash_v1_UserList__Output>): grpc.ClientUnaryCall;
  
  Login(argument: _vmdash_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _vmdash_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _vmdash_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _vmdash_v1_LoginRequest, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _vmdash_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _vmdash_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _vmdash_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _vmdash_v1_LoginRequest, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  
  Logout(argument: _vmdash_v1_LogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  Logout(argument: _vmdash_v1_LogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  Logout(argument: _vmdash_v1_LogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  Logout(argument: _vmdash_v1_LogoutRequest, callback: grpc.requestCallback<_vmdash_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  logout(argument: _vmdash_v1_LogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  logout(argument: _vmdash_v1_LogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  logout(argument: _vmdash_v1_LogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  logout(argument: _vmdash_v1_LogoutRequest, callback: grpc.requestCallback<_vmdash_v1_LogoutResponse__Output>): grpc.ClientUnaryCall;
  
  OidcLogout(argument: _vmdash_v1_OidcLogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OidcLogoutResponse__Output>): grpc.ClientUnaryCall;
  OidcLogout(argument: _vmdash_v1_OidcLogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_OidcLogoutResponse__Output>): grpc.ClientUnaryCall;
  OidcLogout(argument: _vmdash_v1_OidcLogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OidcLogoutResponse__Output>): grpc.ClientUnaryCall;
  OidcLogout(argument: _vmdash_v1_OidcLogoutRequest, callback: grpc.requestCallback<_vmdash_v1_OidcLogoutResponse__Output>): grpc.ClientUnaryCall;
  oidcLogout(argument: _vmdash_v1_OidcLogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OidcLogoutResponse__Output>): grpc.ClientUnaryCall;
  oidcLogout(argument: _vmdash_v1_OidcLogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_OidcLogoutResponse__Output>): grpc.ClientUnaryCall;
  oidcLogout(argument: _vmdash_v1_OidcLogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OidcLogoutResponse__Output>): grpc.ClientUnaryCall;
  oidcLogout(argument: _vmdash_v1_OidcLogoutRequest, callback: grpc.requestCallback<_vmdash_v1_OidcLogoutResponse__Output>): grpc.ClientUnaryCall;
  
  OidcRecheckSession(argument: _vmdash_v1_OidcRecheckSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OidcRecheckSessionResponse__Output>): grpc.ClientUnaryCall;
  OidcRecheckSession(argument: _vmdash_v1_OidcRecheckSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_OidcRecheckSessionResponse__Output>): grpc.ClientUnaryCall;
  OidcRecheckSession(argument: _vmdash_v1_OidcRecheckSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OidcRecheckSessionResponse__Output>): grpc.ClientUnaryCall;
  OidcRecheckSession(argument: _vmdash_v1_OidcRecheckSessionRequest, callback: grpc.requestCallback<_vmdash_v1_OidcRecheckSessionResponse__Output>): grpc.ClientUnaryCall;
  oidcRecheckSession(argument: _vmdash_v1_OidcRecheckSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OidcRecheckSessionResponse__Output>): grpc.ClientUnaryCall;
  oidcRecheckSession(argument: _vmdash_v1_OidcRecheckSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_OidcRecheckSessionResponse__Output>): grpc.ClientUnaryCall;
  oidcRecheckSession(argument: _vmdash_v1_OidcRecheckSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_OidcRecheckSessionResponse__Output>): grpc.ClientUnaryCall;
  oidcRecheckSession(argument: _vmdash_v1_OidcRecheckSessionRequest, callback: grpc.requestCallback<_vmdash_v1_OidcRecheckSessionResponse__Output>): grpc.ClientUnaryCall;
  
  OidcSignIn(argument: _vmdash_v1_OidcSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  OidcSignIn(argument: _vmdash_v1_OidcSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  OidcSignIn(argument: _vmdash_v1_OidcSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  OidcSignIn(argument: _vmdash_v1_OidcSignInRequest, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  oidcSignIn(argument: _vmdash_v1_OidcSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  oidcSignIn(argument: _vmdash_v1_OidcSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  oidcSignIn(argument: _vmdash_v1_OidcSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  oidcSignIn(argument: _vmdash_v1_OidcSignInRequest, callback: grpc.requestCallback<_vmdash_v1_LoginResponse__Output>): grpc.ClientUnaryCall;
  
  QueryAudit(argument: _vmdash_v1_QueryAuditRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AuditPage__Output>): grpc.ClientUnaryCall;
  QueryAudit(argument: _vmdash_v1_QueryAuditRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_AuditPage__Output>): grpc.ClientUnaryCall;
  QueryAudit(argument: _vmdash_v1_QueryAuditRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AuditPage__Output>): grpc.ClientUnaryCall;
  QueryAudit(argument: _vmdash_v1_QueryAuditRequest, callback: grpc.requestCallback<_vmdash_v1_AuditPage__Output>): grpc.ClientUnaryCall;
  queryAudit(argument: _vmdash_v1_QueryAuditRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AuditPage__Output>): grpc.ClientUnaryCall;
  queryAudit(argument: _vmdash_v1_QueryAuditRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_AuditPage__Output>): grpc.ClientUnaryCall;
  queryAudit(argument: _vmdash_v1_QueryAuditRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_AuditPage__Output>): grpc.ClientUnaryCall;
  queryAudit(argument: _vmdash_v1_QueryAuditRequest, callback: grpc.requestCallback<_vmdash_v1_AuditPage__Output>): grpc.ClientUnaryCall;
  
  ResolveSession(argument: _vmdash_v1_ResolveSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _vmdash_v1_ResolveSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _vmdash_v1_ResolveSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _vmdash_v1_ResolveSessionRequest, callback: grpc.requestCallback<_vmdash_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _vmdash_v1_ResolveSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _vmdash_v1_ResolveSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _vmdash_v1_ResolveSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _vmdash_v1_ResolveSessionRequest, callback: grpc.requestCallback<_vmdash_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  
  SetTeamScope(argument: _vmdash_v1_SetTeamScopeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SetTeamScopeResponse__Output>): grpc.ClientUnaryCall;
  SetTeamScope(argument: _vmdash_v1_SetTeamScopeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SetTeamScopeResponse__Output>): grpc.ClientUnaryCall;
  SetTeamScope(argument: _vmdash_v1_SetTeamScopeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SetTeamScopeResponse__Output>): grpc.ClientUnaryCall;
  SetTeamScope(argument: _vmdash_v1_SetTeamScopeRequest, callback: grpc.requestCallback<_vmdash_v1_SetTeamScopeResponse__Output>): grpc.ClientUnaryCall;
  setTeamScope(argument: _vmdash_v1_SetTeamScopeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SetTeamScopeResponse__Output>): grpc.ClientUnaryCall;
  setTeamScope(argument: _vmdash_v1_SetTeamScopeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_SetTeamScopeResponse__Output>): grpc.ClientUnaryCall;
  setTeamScope(argument: _vmdash_v1_SetTeamScopeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_SetTeamScopeResponse__Output>): grpc.ClientUnaryCall;
  setTeamScope(argument: _vmdash_v1_SetTeamScopeRequest, callback: grpc.requestCallback<_vmdash_v1_SetTeamScopeResponse__Output>): grpc.ClientUnaryCall;
  
  StopImpersonation(argument: _vmdash_v1_StopImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  StopImpersonation(argument: _vmdash_v1_StopImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  StopImpersonation(argument: _vmdash_v1_StopImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  StopImpersonation(argument: _vmdash_v1_StopImpersonationRequest, callback: grpc.requestCallback<_vmdash_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  stopImpersonation(argument: _vmdash_v1_StopImpersonationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  stopImpersonation(argument: _vmdash_v1_StopImpersonationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  stopImpersonation(argument: _vmdash_v1_StopImpersonationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  stopImpersonation(argument: _vmdash_v1_StopImpersonationRequest, callback: grpc.requestCallback<_vmdash_v1_StopImpersonationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * NOT_FOUND for an unknown id; INVALID_ARGUMENT when an Admin would disable or demote itself (the last way back in
   * could be lost).
   */
  UpdateUser(argument: _vmdash_v1_UpdateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  UpdateUser(argument: _vmdash_v1_UpdateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  UpdateUser(argument: _vmdash_v1_UpdateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  UpdateUser(argument: _vmdash_v1_UpdateUserRequest, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  /**
   * NOT_FOUND for an unknown id; INVALID_ARGUMENT when an Admin would disable or demote itself (the last way back in
   * could be lost).
   */
  updateUser(argument: _vmdash_v1_UpdateUserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  updateUser(argument: _vmdash_v1_UpdateUserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  updateUser(argument: _vmdash_v1_UpdateUserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  updateUser(argument: _vmdash_v1_UpdateUserRequest, callback: grpc.requestCallback<_vmdash_v1_UserRecord__Output>): grpc.ClientUnaryCall;
  
}

export interface DashboardAuthServiceHandlers extends grpc.UntypedServiceImplementation {
  ChangePassword: grpc.handleUnaryCall<_vmdash_v1_ChangePasswordRequest__Output, _vmdash_v1_ChangePasswordResponse>;
  
  CleanupSessions: grpc.handleUnaryCall<_vmdash_v1_CleanupSessionsRequest__Output, _vmdash_v1_CleanupSessionsResponse>;
  
  /**
   * CONFLICT when another user has the same username, compared case-insensitively.
   */
  CreateUser: grpc.handleUnaryCall<_vmdash_v1_CreateUserRequest__Output, _vmdash_v1_UserRecord>;
  
  Impersonate: grpc.handleUnaryCall<_vmdash_v1_ImpersonateRequest__Output, _vmdash_v1_ImpersonateResponse>;
  
  ListUsers: grpc.handleUnaryCall<_vmdash_v1_ListUsersRequest__Output, _vmdash_v1_UserList>;
  
  Login: grpc.handleUnaryCall<_vmdash_v1_LoginRequest__Output, _vmdash_v1_LoginResponse>;
  
  Logout: grpc.handleUnaryCall<_vmdash_v1_LogoutRequest__Output, _vmdash_v1_LogoutResponse>;
  
  OidcLogout: grpc.handleUnaryCall<_vmdash_v1_OidcLogoutRequest__Output, _vmdash_v1_OidcLogoutResponse>;
  
  OidcRecheckSession: grpc.handleUnaryCall<_vmdash_v1_OidcRecheckSessionRequest__Output, _vmdash_v1_OidcRecheckSessionResponse>;
  
  OidcSignIn: grpc.handleUnaryCall<_vmdash_v1_OidcSignInRequest__Output, _vmdash_v1_LoginResponse>;
  
  QueryAudit: grpc.handleUnaryCall<_vmdash_v1_QueryAuditRequest__Output, _vmdash_v1_AuditPage>;
  
  ResolveSession: grpc.handleUnaryCall<_vmdash_v1_ResolveSessionRequest__Output, _vmdash_v1_ResolveSessionResponse>;
  
  SetTeamScope: grpc.handleUnaryCall<_vmdash_v1_SetTeamScopeRequest__Output, _vmdash_v1_SetTeamScopeResponse>;
  
  StopImpersonation: grpc.handleUnaryCall<_vmdash_v1_StopImpersonationRequest__Output, _vmdash_v1_StopImpersonationResponse>;
  
  /**
   * NOT_FOUND for an unknown id; INVALID_ARGUMENT when an Admin would disable or demote itself (the last way back in
   * could be lost).
   */
  UpdateUser: grpc.handleUnaryCall<_vmdash_v1_UpdateUserRequest__Output, _vmdash_v1_UserRecord>;
  
}

export interface DashboardAuthServiceDefinition extends grpc.ServiceDefinition {
  ChangePassword: MethodDefinition<_vmdash_v1_ChangePasswordRequest, _vmdash_v1_ChangePasswordResponse, _vmdash_v1_ChangePasswordRequest__Output, _vmdash_v1_ChangePasswordResponse__Output>
  CleanupSessions: MethodDefinition<_vmdash_v1_CleanupSessionsRequest, _vmdash_v1_CleanupSessionsResponse, _vmdash_v1_CleanupSessionsRequest__Output, _vmdash_v1_CleanupSessionsResponse__Output>
  CreateUser: MethodDefinition<_vmdash_v1_CreateUserRequest, _vmdash_v1_UserRecord, _vmdash_v1_CreateUserRequest__Output, _vmdash_v1_UserRecord__Output>
  Impersonate: MethodDefinition<_vmdash_v1_ImpersonateRequest, _vmdash_v1_ImpersonateResponse, _vmdash_v1_ImpersonateRequest__Output, _vmdash_v1_ImpersonateResponse__Output>
  ListUsers: MethodDefinition<_vmdash_v1_ListUsersRequest, _vmdash_v1_UserList, _vmdash_v1_ListUsersRequest__Output, _vmdash_v1_UserList__Output>
  Login: MethodDefinition<_vmdash_v1_LoginRequest, _vmdash_v1_LoginResponse, _vmdash_v1_LoginRequest__Output, _vmdash_v1_LoginResponse__Output>
  Logout: MethodDefinition<_vmdash_v1_LogoutRequest, _vmdash_v1_LogoutResponse, _vmdash_v1_LogoutRequest__Output, _vmdash_v1_LogoutResponse__Output>
  OidcLogout: MethodDefinition<_vmdash_v1_OidcLogoutRequest, _vmdash_v1_OidcLogoutResponse, _vmdash_v1_OidcLogoutRequest__Output, _vmdash_v1_OidcLogoutResponse__Output>
  OidcRecheckSession: MethodDefinition<_vmdash_v1_OidcRecheckSessionRequest, _vmdash_v1_OidcRecheckSessionResponse, _vmdash_v1_OidcRecheckSessionRequest__Output, _vmdash_v1_OidcRecheckSessionResponse__Output>
  OidcSignIn: MethodDefinition<_vmdash_v1_OidcSignInRequest, _vmdash_v1_LoginResponse, _vmdash_v1_OidcSignInRequest__Output, _vmdash_v1_LoginResponse__Output>
  QueryAudit: MethodDefinition<_vmdash_v1_QueryAuditRequest, _vmdash_v1_AuditPage, _vmdash_v1_QueryAuditRequest__Output, _vmdash_v1_AuditPage__Output>
  ResolveSession: MethodDefinition<_vmdash_v1_ResolveSessionRequest, _vmdash_v1_ResolveSessionResponse, _vmdash_v1_ResolveSessionRequest__Output, _vmdash_v1_ResolveSessionResponse__Output>
  SetTeamScope: MethodDefinition<_vmdash_v1_SetTeamScopeRequest, _vmdash_v1_SetTeamScopeResponse, _vmdash_v1_SetTeamScopeRequest__Output, _vmdash_v1_SetTeamScopeResponse__Output>
  StopImpersonation: MethodDefinition<_vmdash_v1_StopImpersonationRequest, _vmdash_v1_StopImpersonationResponse, _vmdash_v1_StopImpersonationRequest__Output, _vmdash_v1_StopImpersonationResponse__Output>
  UpdateUser: MethodDefinition<_vmdash_v1_UpdateUserRequest, _vmdash_v1_UserRecord, _vmdash_v1_UpdateUserRequest__Output, _vmdash_v1_UserRecord__Output>
}
