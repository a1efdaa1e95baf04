import type { components } from './dashboard-api.generated';

/** The dashboard API's shapes by their OpenAPI names (apps/gateway/test/openapi/dashboard-api.openapi.json). */
type Schemas = components['schemas'];
export type User = Schemas['User'];
export type Me = Schemas['MeResponse'];
export type Profile = Schemas['Profile'];
export type TeamScope = Schemas['TeamScope'];
export type UserRecord = Schemas['UserRecord'];
export type AuditEntry = Schemas['AuditEntry'];
export type Finding = Schemas['Finding'];
export type FindingPage = Schemas['FindingPage'];
export type Notification = Schemas['Notification'];
export type TrackerTicket = Schemas['TrackerTicket'];
export type ComplianceItem = Schemas['ComplianceItem'];
export type ComplianceHost = Schemas['ComplianceHost'];
export type ComplianceSummary = Schemas['ComplianceSummary'];
export type ComplianceBulkCommitItem = Schemas['ComplianceBulkCommitItem'];
export type ComplianceBulkCommitResult = Schemas['ComplianceBulkCommitResult'];
export type MetricId = ComplianceItem['metric_id'];
export type RiskTemplate = Schemas['RiskTemplate'];
export type RiskRating = RiskTemplate['risk_rating'];
export type Feedback = Schemas['Feedback'];
export type TrackerQuota = Schemas['TrackerQuota'];
export type QueueItem = Schemas['QueueItem'];
export type Note = Schemas['Note'];
export type FpSubmission = Schemas['FpSubmission'];
export type Group = User['group'];
export type Severity = Finding['severity'];
export type WorkflowType = Schemas['QueueItem']['workflow_type'];

/** Severities, most severe first (interface spec, beta findings). */
export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info'];
/** Workflow types of a queue item (issue 10). */
export const WORKFLOW_TYPES: readonly WorkflowType[] = ['Remediate', 'FP', 'RISK', 'CARD', 'GRANITE', 'DECOM'];
/** Groups of a user (interface spec, face B). */
export const GROUPS: readonly Group[] = ['Admin', 'Standard_User', 'Leadership', 'Read_Only'];

/** Compliance metrics, in the order of the issue "Compliance reporting" (the SLA rules over findings). */
export const METRIC_IDS: readonly MetricId[] = ['kev-overdue', 'critical-sla', 'high-sla', 'medium-sla'];

/** Ratings of a risk-acceptance template, lowest first. */
export const RISK_RATINGS: readonly RiskRating[] = ['low', 'medium', 'high', 'critical'];
