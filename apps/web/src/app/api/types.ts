import type { components } from './dashboard-api.generated';

/** The dashboard API's shapes by their OpenAPI names (apps/gateway/test/openapi/dashboard-api.openapi.json). */
type Schemas = components['schemas'];
export type User = Schemas['User'];
export type Me = Schemas['MeResponse'];
/** What the signed-in user may do (GET /api/auth/me `capabilities`, derived by the gateway from its permission table). */
export type Capabilities = Schemas['Capabilities'];
export type Capability = keyof Capabilities;
export type Profile = Schemas['Profile'];
export type TeamScope = Schemas['TeamScope'];
export type UserRecord = Schemas['UserRecord'];
export type AuditEntry = Schemas['AuditEntry'];
export type Finding = Schemas['Finding'];
/** Why a finding scores what it does: each factor's value and contribution (docs/decisions/0027). */
export type RiskFactors = Schemas['RiskFactors'];
export type SlaPolicy = Schemas['SlaPolicy'];
export type SlaPolicyRequest = Schemas['SlaPolicyRequest'];
export type FindingPage = Schemas['FindingPage'];
export type Notification = Schemas['Notification'];
export type TrackerTicket = Schemas['TrackerTicket'];
export type ComplianceItem = Schemas['ComplianceItem'];
export type ComplianceHost = Schemas['ComplianceHost'];
export type ComplianceSummary = Schemas['ComplianceSummary'];
export type ComplianceBulkCommitItem = Schemas['ComplianceBulkCommitItem'];
export type ComplianceBulkCommitResult = Schemas['ComplianceBulkCommitResult'];
export type MetricId = ComplianceItem['metric_id'];
export type ComplianceStatus = ComplianceItem['status'];
export type RiskTemplate = Schemas['RiskTemplate'];
export type RiskRating = RiskTemplate['risk_rating'];
export type RiskException = Schemas['RiskException'];
export type RiskExceptionScope = Schemas['RiskExceptionScope'];
export type FindingRiskRating = Finding['risk_rating'];
export type Feedback = Schemas['Feedback'];
export type RefreshStatus = Schemas['RefreshStatus'];
export type RefreshProgress = NonNullable<RefreshStatus['beta']>;
export type TrackerQuota = Schemas['TrackerQuota'];
export type QueueItem = Schemas['QueueItem'];
export type Note = Schemas['Note'];
export type FpSubmission = Schemas['FpSubmission'];
/** Remediation analytics of the finding lifecycle (GET /api/analytics/trend and /mttr; docs/decisions/0026). */
export type FindingTrend = Schemas['FindingTrend'];
export type RemediationTimes = Schemas['RemediationTimes'];
export type Group = User['group'];
export type Severity = Finding['severity'];
export type WorkflowType = Schemas['QueueItem']['workflow_type'];

/*
 * The API's enums are not listed here: the app imports them from libs/domain (SEVERITIES, USER_GROUPS,
 * COMPLIANCE_METRIC_IDS, RISK_RATINGS, QUEUE_WORKFLOW_TYPES...), the declarations the gateway's schemas and so the
 * OpenAPI document are built from (docs/architecture.md, "The web app").
 */

/** Severities most severe first (libs/domain), as the app lists them. */
export { SEVERITIES_MOST_SEVERE_FIRST } from '@vmdash/domain';

/** A job of libs/jobs as the dashboard API shows it (docs/decisions/0028-jobs.md): kind, state, progress, result. */
export type Job = Schemas['Job'];
export type JobState = Job['state'];
/** The body of POST /api/jobs: an export kind and its params (the list's filters and the file format). */
export type StartJob = Schemas['StartJob'];
