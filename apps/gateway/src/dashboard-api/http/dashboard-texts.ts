import { AUTH_TEXTS, TRACKER_WEBHOOK_TEXTS } from '@vmdash/domain';
import { WORKFLOW_TEXTS } from '../workflows/workflow-texts';

/**
 * The `error` and `message` texts of the dashboard API that the gateway's own checks answer. The first group is the
 * interface spec's ("B. Dashboard backend authentication routes"), word for word; the second are this gateway's
 * choices where the specification says "not shown" (each is documented in the dashboard API's OpenAPI document,
 * /api/openapi.json). A refusal of the dashboard service carries its own text, written beside the rule that makes it
 * (docs/decisions/0024-one-refusal-channel.md).
 */
export const SPEC_TEXTS = {
  loginFieldsRequired: 'Username and password are required',
  accountDisabled: AUTH_TEXTS.accountDisabled,
  loginSucceeded: 'Login successful',
  tooManyLogins: AUTH_TEXTS.tooManyLogins,
  loginFailed: 'Login failed',
  loggedOut: 'Logged out successfully',
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Session expired',
  meFailed: 'Failed to get user',
  profileFailed: 'Failed to fetch profile',
  passwordFieldsRequired: 'Current password and new password are required',
  newPasswordTooShort: 'New password must be at least 8 characters',
  passwordChanged: 'Password changed successfully',
  tooManyPasswordChanges: 'Too many password change attempts. Please try again later.',
  passwordChangeFailed: 'Failed to change password',
  sessionsCleaned: 'Expired sessions cleaned up',
  authenticationRequired: AUTH_TEXTS.authenticationRequired,
  insufficientPermissions: 'Insufficient permissions',
  cleanupFailed: 'Cleanup failed',
} as const;

/** Texts of this gateway where the specification shows none. */
export const CHOSEN_TEXTS = {
  newPasswordTooLong: 'New password must be at most 1024 characters',
  logoutFailed: 'Logout failed',
  invalidBody: 'Invalid request body',
  /** A 504 of the dashboard dialect: the call's deadline passed; a write of the call was not applied (docs/decisions/0016). */
  requestTimedOut: 'Request timed out',
  /** A 503 of the dashboard dialect: the service the route calls is not reachable (starting, restarting, stopped). */
  serviceUnavailable: 'Service unavailable',
  /** A refusal of a service that carried no text. */
  requestRefused: 'Request refused',
  bodyTooLarge: 'Request body too large',
  crossSiteRefused: 'Cross-site request refused',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  userIdRequired: 'User ID is required',
  /** An id too long to name a user (the service's refusal of an unknown one has the same text). */
  userNotFound: AUTH_TEXTS.userNotFound,
  impersonationStarted: 'Impersonation started',
  impersonationStopped: 'Impersonation stopped',
  impersonateFailed: 'Failed to start impersonation',
  stopImpersonateFailed: 'Failed to stop impersonation',
  teamScopeInvalid: 'Scope must be "own" or "all"',
  teamScopeUpdated: 'Team scope updated',
  teamScopeFailed: 'Failed to update team scope',
  usersFailed: 'Failed to fetch users',
  userCreateFailed: 'Failed to create user',
  userUpdateFailed: 'Failed to update user',
  userFieldsRequired: 'Username, email, password and group are required',
  invalidUsername: 'Username must be 3 to 64 characters of letters, digits and . _ @ -',
  invalidEmail: 'Invalid email address',
  invalidGroup: 'Group must be one of Admin, Standard_User, Leadership, Read_Only',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 1024 characters',
  invalidTeams: 'bu_teams must be a list of up to 200 team names of 1 to 128 characters',
  reservedTeamName: 'bu_teams may not hold *, all, any, none, everyone, admin or admins, nor a name with *: they are reserved',
  invalidBetaName: 'beta_first_name and beta_last_name must be strings of at most 128 characters',
  invalidIsActive: 'is_active must be true or false',
  noChanges: 'No changes given: send is_active, group, bu_teams or password',
  auditFailed: 'Failed to fetch audit log',
  invalidQuery: 'Invalid query parameters',
  templatesFailed: 'Failed to fetch risk templates',
  templateFailed: 'Failed to fetch risk template',
  templateCreateFailed: 'Failed to create risk template',
  templateUpdateFailed: 'Failed to update risk template',
  templateDeleteFailed: 'Failed to delete risk template',
  templateCloneFailed: 'Failed to clone risk template',
  templateHierarchyFailed: 'Failed to fetch risk template hierarchy',
  templateDeleted: 'Risk template deleted',
  templateFieldsRequired: 'name, vendor, platform, model, risk_rating and expiration_days are required',
  invalidTemplateLabel: 'name, vendor, platform and model must be 1 to 200 characters',
  invalidTemplateText: 'description, justification and compensating_controls must be text of at most 10000 characters',
  invalidRiskRating: 'risk_rating must be one of low, medium, high, critical',
  invalidExpirationDays: 'expiration_days must be an integer from 1 to 1825',
  noTemplateChanges: 'No changes given: send at least one template field',
  cloneNameRequired: 'name is required: 1 to 200 characters',
  platformNeedsVendor: 'platform needs vendor',
  feedbackFieldsRequired: 'message and category are required',
  invalidFeedbackMessage: 'message must be 1 to 10000 characters',
  invalidFeedbackCategory: 'category must be 1 to 64 characters',
  feedbackFailed: 'Failed to submit feedback',
  feedbackListFailed: 'Failed to fetch feedback',
  screenshotFailed: 'Failed to fetch screenshot',
  webhookMalformed: TRACKER_WEBHOOK_TEXTS.malformed,
  webhookOutsideWindow: TRACKER_WEBHOOK_TEXTS.outsideWindow,
  webhookFailed: 'Webhook could not be stored',
  complianceItemsFailed: 'Failed to fetch compliance items',
  complianceHostFailed: 'Failed to fetch compliance host',
  complianceUpdateFailed: 'Failed to update compliance metadata',
  complianceBulkFailed: 'Failed to commit compliance metadata',
  complianceSummaryFailed: 'Failed to fetch compliance summary',
  complianceChangeRequired: 'resolution_date or remediation_plan is required',
  invalidResolutionDate: 'resolution_date must be a date YYYY-MM-DD',
  invalidRemediationPlan: 'remediation_plan must be text of at most 2000 characters',
  changeReasonTooLong: 'change_reason must be at most 500 characters',
  invalidMetricIds: 'metric_id and metric_ids must name kev-overdue, critical-sla, high-sla or medium-sla (not both)',
  invalidBulkItems: 'items must list 1 to 10000 hosts, each with a hostname',
} as const;

/** Every text above and the workflow routes' (docs/decisions/0011): a validation issue whose message is one of them is answered with it. */
export const KNOWN_TEXTS: ReadonlySet<string> = new Set<string>([...Object.values(SPEC_TEXTS), ...Object.values(CHOSEN_TEXTS), ...Object.values(WORKFLOW_TEXTS)]);
