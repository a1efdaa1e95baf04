import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';

/**
 * Every `error` and `message` text of the dashboard API. The first group is the interface spec's ("B. Dashboard backend
 * authentication routes"), word for word; the second are this gateway's choices where the specification says
 * "not shown" (each is documented in the dashboard API's OpenAPI document, /api/openapi.json).
 */
export const SPEC_TEXTS = {
  loginFieldsRequired: 'Username and password are required',
  invalidCredentials: 'Invalid username or password',
  accountDisabled: 'Account is disabled',
  loginSucceeded: 'Login successful',
  tooManyLogins: 'Too many login attempts. Please try again in 15 minutes.',
  loginFailed: 'Login failed',
  loggedOut: 'Logged out successfully',
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Session expired',
  meFailed: 'Failed to get user',
  profileFailed: 'Failed to fetch profile',
  passwordFieldsRequired: 'Current password and new password are required',
  newPasswordTooShort: 'New password must be at least 8 characters',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  tooManyPasswordChanges: 'Too many password change attempts. Please try again later.',
  passwordChangeFailed: 'Failed to change password',
  sessionsCleaned: 'Expired sessions cleaned up',
  authenticationRequired: 'Authentication required',
  insufficientPermissions: 'Insufficient permissions',
  cleanupFailed: 'Cleanup failed',
} as const;

/** Texts of this gateway where the specification shows none. */
export const CHOSEN_TEXTS = {
  newPasswordTooLong: 'New password must be at most 1024 characters',
  logoutFailed: 'Logout failed',
  passwordChangeWhileImpersonating: 'Cannot change password while impersonating',
  invalidBody: 'Invalid request body',
  bodyTooLarge: 'Request body too large',
  crossSiteRefused: 'Cross-site request refused',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  userIdRequired: 'User ID is required',
  userNotFound: 'User not found',
  cannotImpersonateSelf: 'Cannot impersonate yourself',
  cannotImpersonateAdmin: 'Cannot impersonate another Admin',
  cannotImpersonateDisabled: 'Cannot impersonate a disabled user',
  impersonationStarted: 'Impersonation started',
  impersonationStopped: 'Impersonation stopped',
  notImpersonating: 'Not currently impersonating',
  impersonateFailed: 'Failed to start impersonation',
  stopImpersonateFailed: 'Failed to stop impersonation',
  teamScopeInvalid: 'Scope must be "own" or "all"',
  teamScopeUpdated: 'Team scope updated',
  teamScopeFailed: 'Failed to update team scope',
  usersFailed: 'Failed to fetch users',
  userCreateFailed: 'Failed to create user',
  userUpdateFailed: 'Failed to update user',
  usernameTaken: 'Username already exists',
  cannotLockOutSelf: 'Cannot disable or demote your own account',
  userFieldsRequired: 'Username, email, password and group are required',
  invalidUsername: 'Username must be 3 to 64 characters of letters, digits and . _ @ -',
  invalidEmail: 'Invalid email address',
  invalidGroup: 'Group must be one of Admin, Standard_User, Leadership, Read_Only',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 1024 characters',
  invalidTeams: 'bu_teams must be a list of up to 200 team names of 1 to 128 characters',
  invalidBetaName: 'beta_first_name and beta_last_name must be strings of at most 128 characters',
  invalidIsActive: 'is_active must be true or false',
  noChanges: 'No changes given: send is_active, group, bu_teams or password',
  auditFailed: 'Failed to fetch audit log',
  invalidQuery: 'Invalid query parameters',
} as const;

/** Every text above and the workflow routes' (issue 10): a validation issue whose message is one of them is answered with it. */
export const KNOWN_TEXTS: ReadonlySet<string> = new Set<string>([...Object.values(SPEC_TEXTS), ...Object.values(CHOSEN_TEXTS), ...Object.values(WORKFLOW_TEXTS)]);
