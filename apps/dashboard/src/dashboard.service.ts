import { randomUUID } from 'node:crypto';
import { FEEDBACK_MAX_SCREENSHOT_BYTES, FEEDBACK_MAX_SCREENSHOTS } from '@vmdash/domain';
import { enqueueOutboxEvent } from '@vmdash/events';
import { defineHandlers } from '@vmdash/grpc';
import { loadVmdashProtos } from '@vmdash/proto';
import type { Logger } from '@vmdash/observability';
import { grpcPeer, grpcServicePlan, type RunningService } from '@vmdash/service-runtime';
import { startJobs } from '@vmdash/jobs';
import type { Connection } from 'mongoose';
import { createCleanupCommands } from './cleanup/cleanup.commands';
import { createCleanupHandlers } from './cleanup/cleanup.handlers';
import { startAuditConsumer } from './audit/audit.consumer';
import { createAuditHandlers } from './audit/audit.handlers';
import { auditModelOf } from './audit/audit.model';
import { createAuditRepository } from './audit/audit.repository';
import { createAuditTrail, type AuditPublish } from './audit/audit-trail';
import { createComplianceCommands } from './compliance/compliance.commands';
import { startComplianceConsumer } from './compliance/compliance.consumer';
import { createComplianceHandlers } from './compliance/compliance.handlers';
import { complianceModelsOf } from './compliance/compliance.model';
import { createComplianceRepository } from './compliance/compliance.repository';
import { createDataCacheComplianceSource } from './compliance/compliance-source';
import { createExceptionCommands } from './exceptions/exception.commands';
import { exceptionClockOf } from './exceptions/exception-clock';
import { createExceptionHandlers } from './exceptions/exception.handlers';
import { riskExceptionModelOf } from './exceptions/exception.model';
import { createExceptionNotices } from './exceptions/exception-notices';
import { createExceptionPlanEvents } from './exceptions/exception-plan-events';
import { createRiskExceptionRepository } from './exceptions/exception.repository';
import { startExceptionSweep } from './exceptions/exception-sweep';
import { forgetOnExceptionEvents, keepExceptionsInForce } from './exceptions/exceptions-in-force';
import { createSlaPolicyCommands } from './sla-policy/sla-policy.commands';
import { createSlaPolicyHandlers } from './sla-policy/sla-policy.handlers';
import { slaPolicyModelOf } from './sla-policy/sla-policy.model';
import { createSlaPolicyRepository } from './sla-policy/sla-policy.repository';
import type { DashboardConfig } from './config';
import type { ActivePlanLookup } from './plans/active-plans';
import { createDataCacheRemediationAnalytics } from './analytics/remediation-analytics';
import { createRemediationAnalyticsHandlers } from './analytics/remediation-analytics.handlers';
import { createDataCacheFindingDirectory } from './findings/finding-directory';
import { createFindingCommands } from './findings/finding.commands';
import { createFindingHandlers } from './findings/finding.handlers';
import { COMPLIANCE_EXPORT_JOB, complianceExportJob } from './jobs/compliance-export.job';
import { FINDING_CHANGES_EXPORT_JOB, FINDINGS_EXPORT_JOB, findingsExportJob, pinFindingsSnapshot } from './jobs/findings-export.job';
import { createJobFinish } from './jobs/job-finish';
import { createJobGrantSealing, readJobGrantSealingKey } from './jobs/job-grant-sealing';
import { createJobCommands } from './jobs/job.commands';
import { createJobHandlers } from './jobs/job.handlers';
import { noteModelOf } from './notes/note.model';
import { createNoteRepository } from './notes/note.repository';
import { createNotificationFeed } from './notifications/notification-feed';
import { startNotificationConsumer } from './notifications/notification.consumer';
import { createNotificationHandlers } from './notifications/notification.handlers';
import { notificationModelOf } from './notifications/notification.model';
import { createNotificationRepository } from './notifications/notification.repository';
import { createActionPlanServiceSource } from './plans/action-plan-source';
import { createPlanCache } from './plans/plan-cache.commands';
import { startPlanCacheConsumer } from './plans/plan-cache.consumer';
import { createPlanCacheHandlers } from './plans/plan-cache.handlers';
import { cachedPlanModelOf, planCacheHostModelOf, planCacheStateModelOf } from './plans/plan-cache.model';
import { createPlanCacheRepository } from './plans/plan-cache.repository';
import { PLANS_SYNC_JOB, plansSyncJob } from './plans/plans-sync.job';
import { createUpstreamPlanSource } from './plans/upstream-plan-source';
import { queueItemModelOf } from './queue/queue-item.model';
import { createQueueCommands, queueItemViews } from './queue/queue.commands';
import { createQueueHandlers } from './queue/queue.handlers';
import { createQueueRepository } from './queue/queue.repository';
import { ticketLinkModelOf } from './queue/ticket-link.model';
import { createIntegrationTracker, UNCONFIGURED_TRACKER } from './tickets/integration-tracker';
import { createIntegrationPlatform, UNCONFIGURED_PLATFORM } from './submissions/integration-platform';
import { createSubmissionCommands } from './submissions/fp-submission.commands';
import { createSubmissionHandlers } from './submissions/fp-submission.handlers';
import { fpSubmissionModelOf } from './submissions/fp-submission.model';
import { createSubmissionRepository } from './submissions/fp-submission.repository';
import { createTicketCommands } from './tickets/ticket.commands';
import { createTicketHandlers } from './tickets/ticket.handlers';
import { trackerTicketModelOf } from './tickets/tracker-ticket.model';
import { createTicketRepository } from './tickets/tracker-ticket.repository';
import { createFeedbackCommands } from './feedback/feedback.commands';
import { createFeedbackHandlers } from './feedback/feedback.handlers';
import { feedbackModelOf } from './feedback/feedback.model';
import { createFeedbackRepository } from './feedback/feedback.repository';
import { createActionPlanClient } from './host-plans/action-plan-client';
import { createHostPlanCommands } from './host-plans/host-plans.commands';
import { createHostPlanHandlers } from './host-plans/host-plans.handlers';
import { createDataCacheHostTeams } from './host-plans/host-team-directory';
import { createRiskTemplateCommands } from './risk-templates/risk-template.commands';
import { createRiskTemplateHandlers } from './risk-templates/risk-template.handlers';
import { riskTemplateModelOf } from './risk-templates/risk-template.model';
import { createRiskTemplateRepository } from './risk-templates/risk-template.repository';
import { createImpersonationCommands } from './sessions/impersonation.commands';
import { legacyLoginAttemptModelOf, startLoginAttemptMigration } from './sessions/login-attempt.migration';
import { createLoginAttemptRepository, loginAttemptModelOf } from './sessions/login-attempt.repository';
import { createLoginCommand } from './sessions/login.command';
import { createOidcLogoutCommand } from './sessions/oidc-logout.command';
import { createOidcRecheckCommand } from './sessions/oidc-recheck.command';
import { createOidcSignInCommand } from './sessions/oidc-sign-in.command';
import { createLogoutTokenRepository, logoutTokenModelOf } from './sessions/logout-token.repository';
import { createSessionCommands } from './sessions/session.commands';
import { OIDC_RECHECK_LEASE_MS, type SessionDeps } from './sessions/session.deps';
import { createSessionHandlers } from './sessions/session.handlers';
import { sessionModelOf } from './sessions/session.model';
import { createSessionRepository } from './sessions/session.repository';
import { createTrustedDeviceRepository, trustedDeviceModelOf } from './sessions/trusted-device.repository';
import { createPasswordHasher } from './users/password-hasher';
import { createUserCommands } from './users/user.commands';
import { createUserHandlers } from './users/user.handlers';
import { userModelOf } from './users/user.model';
import { createUserRepository } from './users/user.repository';
import { workflowAuditOf } from './workflows/workflow-audit';

/**
 * Largest request the dashboard takes, bytes: a feedback with its largest screenshots (FEEDBACK_MAX_SCREENSHOTS of
 * FEEDBACK_MAX_SCREENSHOT_BYTES) and 1 MiB for its texts and framing.
 */
const FEEDBACK_MESSAGE_MAX_BYTES = FEEDBACK_MAX_SCREENSHOTS * FEEDBACK_MAX_SCREENSHOT_BYTES + 1024 * 1024;

/** How often a job's progress is stored, and a watcher (GET /api/jobs/{id}/events) reads it, ms. */
const JOB_PROGRESS_INTERVAL_MS = 500;
/** How often, during the hour after start, login attempts of the earlier stored shape are copied (a rolling update's lag), ms. */
const LOGIN_ATTEMPT_COPY_INTERVAL_MS = 30_000;

/** Options besides the environment (tests move the clock to expire sessions without waiting a day). */
interface DashboardServiceOptions {
  now?: () => Date;
  /**
   * Stands in for the action-plan cache as the source of the active plans compliance items leave out
   * (apps/dashboard/src/plans/active-plans.ts); compliance component tests pass a fake.
   */
  activePlans?: ActivePlanLookup;
}

/** The running dashboard service (libs/service-runtime). */
export type DashboardService = RunningService<{ port: number }>;

/** A durable consumer's settings from its variables: its name, where a new one starts replaying, when NATS deletes it unused. */
function durableOf(durable: string, replayFrom: string | undefined, inactiveMs: number | undefined) {
  return { durable, ...(replayFrom ? { startAt: new Date(replayFrom) } : {}), ...(inactiveMs ? { inactiveThresholdMs: inactiveMs } : {}) };
}

/** The dashboard's collections on its database, indexes (TTL ones included) created. */
async function dashboardModelsOf(connection: Connection) {
  const complianceModels = complianceModelsOf(connection);
  const models = {
    users: userModelOf(connection),
    sessions: sessionModelOf(connection),
    logoutTokens: logoutTokenModelOf(connection),
    attempts: loginAttemptModelOf(connection),
    devices: trustedDeviceModelOf(connection),
    audit: auditModelOf(connection),
    notes: noteModelOf(connection),
    queueItems: queueItemModelOf(connection),
    ticketLinks: ticketLinkModelOf(connection),
    notifications: notificationModelOf(connection),
    tickets: trackerTicketModelOf(connection),
    submissions: fpSubmissionModelOf(connection),
    riskTemplates: riskTemplateModelOf(connection),
    feedback: feedbackModelOf(connection),
    cachedPlans: cachedPlanModelOf(connection),
    planCacheState: planCacheStateModelOf(connection),
    planCacheHosts: planCacheHostModelOf(connection),
    complianceItems: complianceModels.items,
    complianceHistory: complianceModels.history,
    complianceState: complianceModels.state,
    slaPolicies: slaPolicyModelOf(connection),
    riskExceptions: riskExceptionModelOf(connection),
  };
  for (const model of Object.values(models)) await model.createIndexes();
  return { ...models, compliance: complianceModels };
}

/**
 * Builds the dashboard service from its components (docs/architecture.md, "The service skeleton"): the shared
 * database, bus and outbox; one client per peer (data-cache, action-plan, and the integration service when
 * INTEGRATION_ADDR is set); its collections and indexes; the features (the first Admin when configured and no user
 * exists, the audit trail published through the outbox, sessions and users, the workflows over data-cache and the
 * integration service, the action-plan cache, the compliance items of docs/decisions/0014-compliance-items.md, a host's
 * action plans of docs/decisions/0020-dashboard-host-plans.md, the library); the durable consumers of the audit,
 * notification, plan and snapshot events and the compliance recompute on plan changes; the gRPC server of its four
 * services.
 * @throws Error naming INTERNAL_TOKEN_PUBLIC_KEY_FILE or JOB_GRANT_SEALING_KEY_FILE when its file cannot be read
 */
export function createDashboardService(config: DashboardConfig, logger: Logger, options: DashboardServiceOptions = {}): DashboardService {
  const now = options.now ?? (() => new Date());
  const v1 = loadVmdashProtos();
  const { plan, serve } = grpcServicePlan({ ...config, name: 'dashboard' }, logger);
  const jobGrants = createJobGrantSealing(readJobGrantSealingKey(config.JOB_GRANT_SEALING_KEY_FILE));
  return plan
    .add('dataCache', grpcPeer(v1.DataCacheService, config.DATA_CACHE_ADDR, { deadlineMs: config.DATA_CACHE_DEADLINE_MS }))
    .add('actionPlan', grpcPeer(v1.ActionPlanService, config.ACTION_PLAN_ADDR, { deadlineMs: config.DATA_CACHE_DEADLINE_MS }))
    .add('integration', grpcPeer(v1.IntegrationService, config.INTEGRATION_ADDR, { deadlineMs: config.INTEGRATION_DEADLINE_MS }))
    .add('models', { dependsOn: ['database'], start: ({ database }) => dashboardModelsOf(database) })
    .add('loginAttemptMigration', {
      dependsOn: ['database', 'models'],
      // Login attempts of the earlier stored shape keep counting (docs/decisions/0017, "Login attempts in one document").
      start: ({ database, models }) => startLoginAttemptMigration({ legacy: legacyLoginAttemptModelOf(database), attempts: models.attempts, now, intervalMs: LOGIN_ATTEMPT_COPY_INTERVAL_MS, logger }),
      stop: (migration) => migration.stop(),
    })
    .add('features', {
      dependsOn: ['database', 'bus', 'outbox', 'models', 'loginAttemptMigration', 'dataCache', 'actionPlan', 'integration'],
      start: async ({ database, bus, outbox, models, dataCache, actionPlan, integration }) => {
        // While NATS is unreachable an audit event goes straight to the outbox (a publish would wait for its ack
        // timeout first); the relay publishes it, with the same message id, once NATS is back.
        const publish: AuditPublish = (subject, event, msgId) => (bus.isConnected() ? outbox.publish(subject, event, msgId) : enqueueOutboxEvent(database, subject, event, msgId));
        const users = createUserRepository(models.users);
        const usernameOf = async (userId: string) => (await users.findById(userId))?.username ?? userId;
        const audit = createAuditTrail(publish, usernameOf, now);
        const sessions = createSessionRepository(models.sessions);
        const devices = createTrustedDeviceRepository(models.devices);
        const hasher = await createPasswordHasher();
        const sessionDeps: SessionDeps = {
          users,
          sessions,
          attempts: createLoginAttemptRepository(models.attempts),
          devices,
          hasher,
          audit,
          logger,
          trustedDeviceTtlMs: config.TRUSTED_DEVICE_DAYS * 86_400_000,
          passwordSignIn: config.PASSWORD_SIGN_IN === 'on' ? { kind: 'everyone' } : { kind: 'break-glass', username: config.PASSWORD_SIGN_IN_BREAK_GLASS_ADMIN },
          oidcRecheck: { intervalMs: config.OIDC_RECHECK_SECONDS * 1000, leaseMs: OIDC_RECHECK_LEASE_MS },
          now,
        };
        const userCommands = createUserCommands({ users, sessions, devices, hasher, audit, logger, now });
        if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
          await userCommands.bootstrapAdmin({ username: config.ADMIN_USERNAME, email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }, 'bootstrap');
        } else if ((await users.count()) === 0) {
          logger.warn('no dashboard user exists: set ADMIN_USERNAME and ADMIN_PASSWORD, or run the create-admin CLI');
        }
        const notifications = createNotificationRepository(models.notifications);
        const plans = createPlanCache(createPlanCacheRepository(models.cachedPlans, models.planCacheState, models.planCacheHosts), now, config.PLANS_SOURCE === 'upstream' ? 'upstream' : 'plans');
        const activePlans = options.activePlans ?? plans;
        // The default SLA policy (version 1) is today's SLA days (docs/decisions/0027-risk-score-and-sla-policy.md).
        const slaPolicies = createSlaPolicyRepository(models.slaPolicies, {
          critical: config.COMPLIANCE_SLA_CRITICAL_DAYS,
          high: config.COMPLIANCE_SLA_HIGH_DAYS,
          medium: config.COMPLIANCE_SLA_MEDIUM_DAYS,
        });
        const findings = createDataCacheFindingDirectory(dataCache, config.FINDINGS_TEAM_FIELD, logger);
        const notes = createNoteRepository(models.notes);
        const feed = createNotificationFeed(notifications, config.NOTIFICATION_POLL_MS, now);
        const hostTeams = createDataCacheHostTeams(dataCache, config.FINDINGS_TEAM_FIELD, logger);
        // Risk exceptions (docs/decisions/0032-risk-exceptions.md) keep their own clock, which tests move.
        const exceptionClock = exceptionClockOf(now, config.VMDASH_TEST_CLOCK_FILE);
        const riskExceptions = keepExceptionsInForce(createRiskExceptionRepository(models.riskExceptions));
        const exceptionNotices = createExceptionNotices(notifications, feed, now);
        const exceptionPlanEvents = createExceptionPlanEvents(
          { publish: (subject, payload, msgId) => (bus.isConnected() ? outbox.publish(subject, payload, msgId) : enqueueOutboxEvent(database, subject, payload, msgId)) },
          exceptionClock,
        );
        const compliance = createComplianceCommands({
          repository: createComplianceRepository(models.compliance),
          source: createDataCacheComplianceSource(dataCache, config.COMPLIANCE_SOURCE_BATCH_WAIT_MS, logger),
          plans: activePlans,
          policies: slaPolicies,
          teamField: config.FINDINGS_TEAM_FIELD,
          acceptedRisk: riskExceptions,
          audit,
          logger,
          now,
        });
        return {
          audit,
          auditEntries: createAuditRepository(models.audit),
          users,
          sessionDeps,
          userCommands,
          findings,
          analytics: createDataCacheRemediationAnalytics(dataCache, config.FINDINGS_TEAM_FIELD, logger, async () => (await slaPolicies.versions()).at(-1)!),
          tracker: integration ? createIntegrationTracker(integration, logger) : UNCONFIGURED_TRACKER,
          platform: integration ? createIntegrationPlatform(integration, logger) : UNCONFIGURED_PLATFORM,
          queue: createQueueRepository(models.queueItems, models.ticketLinks),
          tickets: createTicketRepository(models.tickets, models.ticketLinks),
          notes,
          findingCommands: createFindingCommands({ findings, notes, plans, atlas: plans, acceptedRisk: riskExceptions, usernameOf, audit, now }),
          usernameOf,
          notifications,
          feed,
          plans,
          activePlans,
          // PLANS_SOURCE=upstream requires INTEGRATION_ADDR (config.ts).
          planSource:
            config.PLANS_SOURCE === 'upstream' && integration
              ? createUpstreamPlanSource(integration, config.PLAN_SYNC_DEADLINE_MS, logger)
              : createActionPlanServiceSource(actionPlan, config.PLAN_SYNC_DEADLINE_MS, logger),
          hostTeams,
          hostPlans: createActionPlanClient(actionPlan, logger),
          compliance,
          slaPolicies,
          riskExceptions,
          exceptionClock,
          exceptionNotices,
          exceptionPlanEvents,
          exceptionCommands: createExceptionCommands({
            exceptions: riskExceptions,
            templates: createRiskTemplateRepository(models.riskTemplates),
            hosts: hostTeams,
            findings,
            audit: workflowAuditOf({ audit, usernameOf }, 'risk_exception'),
            notices: exceptionNotices,
            users,
            policy: { critical: config.EXCEPTION_MAX_DAYS_CRITICAL, high: config.EXCEPTION_MAX_DAYS_HIGH, medium: config.EXCEPTION_MAX_DAYS_MEDIUM, low: config.EXCEPTION_MAX_DAYS_LOW },
            now: exceptionClock,
            planEvents: exceptionPlanEvents,
            onCoverageChanged: () => {
              compliance.requestAll().catch((error: unknown) => logger.warn({ err: error }, 'compliance recompute request failed'));
            },
          }),
        };
      },
    })
    .add('exceptionSweep', {
      dependsOn: ['features'],
      start: ({ features }) =>
        startExceptionSweep({
          exceptions: features.riskExceptions,
          notices: features.exceptionNotices,
          planEvents: features.exceptionPlanEvents,
          audit: features.audit,
          expiringDays: config.EXCEPTION_EXPIRING_DAYS,
          intervalMs: config.EXCEPTION_SWEEP_INTERVAL_MS,
          now: features.exceptionClock,
          onEnded: () => {
            features.compliance.requestAll().catch((error: unknown) => logger.warn({ err: error }, 'compliance recompute request failed'));
          },
          logger,
        }),
      stop: (sweep) => sweep.stop(),
    })
    .add('exceptionEvents', {
      dependsOn: ['bus', 'features'],
      start: ({ bus, features }) => forgetOnExceptionEvents(bus, features.riskExceptions),
      stop: (stopListening) => stopListening(),
    })
    .add('auditConsumer', {
      dependsOn: ['bus', 'features'],
      start: ({ bus, features }) => startAuditConsumer(bus, features.auditEntries, durableOf(config.AUDIT_CONSUMER_NAME, config.AUDIT_REPLAY_FROM, config.AUDIT_CONSUMER_INACTIVE_MS), logger),
      stop: (consumer) => consumer.stop(),
    })
    .add('notificationConsumer', {
      dependsOn: ['bus', 'features'],
      start: ({ bus, features }) =>
        startNotificationConsumer(
          bus,
          features.users,
          features.tickets,
          features.notifications,
          { ...durableOf(config.NOTIFICATION_CONSUMER_NAME, config.NOTIFICATION_REPLAY_FROM, config.NOTIFICATION_CONSUMER_INACTIVE_MS), onStored: (userId) => features.feed.wake(userId) },
          logger,
        ),
      stop: (consumer) => consumer.stop(),
    })
    .add('planConsumer', {
      dependsOn: ['bus', 'features'],
      start: ({ bus, features }) => startPlanCacheConsumer(bus, features.plans, durableOf(config.PLAN_CONSUMER_NAME, config.PLAN_REPLAY_FROM, config.PLAN_CONSUMER_INACTIVE_MS), logger),
      stop: (consumer) => consumer.stop(),
    })
    .add('complianceConsumer', {
      dependsOn: ['bus', 'features'],
      start: ({ bus, features }) =>
        startComplianceConsumer(bus, features.compliance.requestAll, durableOf(config.COMPLIANCE_CONSUMER_NAME, config.COMPLIANCE_REPLAY_FROM, config.COMPLIANCE_CONSUMER_INACTIVE_MS), logger),
      stop: (consumer) => consumer.stop(),
    })
    .add('complianceOnPlanChanges', {
      dependsOn: ['features'],
      start: ({ features: { activePlans, compliance } }) =>
        activePlans.onChange((hostIds) => {
          compliance.requestHosts(hostIds).catch((error: unknown) => logger.warn({ err: error }, 'compliance recompute request failed'));
        }),
      stop: (stopListening) => stopListening(),
    })
    .add('jobs', {
      dependsOn: ['database', 'bus', 'features'],
      start: ({ database, bus, features }) =>
        startJobs({
          database,
          nats: bus.connection,
          grants: jobGrants,
          handlers: {
            [FINDINGS_EXPORT_JOB]: findingsExportJob(features.findingCommands),
            [FINDING_CHANGES_EXPORT_JOB]: findingsExportJob(features.findingCommands, FINDING_CHANGES_EXPORT_JOB),
            [COMPLIANCE_EXPORT_JOB]: complianceExportJob(features.compliance),
            [PLANS_SYNC_JOB]: plansSyncJob({ cache: features.plans, source: features.planSource, audit: features.audit }),
          },
          settings: {
            service: config.JOB_QUEUE_NAME,
            ...(config.JOB_CONSUMER_INACTIVE_MS ? { consumerInactiveMs: config.JOB_CONSUMER_INACTIVE_MS } : {}),
            workers: config.JOB_WORKERS,
            ackWaitMs: config.JOB_ACK_WAIT_MS,
            resultTtlMs: config.JOB_RESULT_TTL_MS,
            sweepIntervalMs: config.JOB_SWEEP_INTERVAL_MS,
            progressIntervalMs: JOB_PROGRESS_INTERVAL_MS,
          },
          logger,
          now,
          onFinished: createJobFinish({ audit: features.audit, notifications: features.notifications, feed: features.feed, now }),
        }),
      stop: (jobs) => jobs.stop(),
    })
    .add('server', {
      dependsOn: ['database', 'models', 'features', 'planConsumer', 'jobs'],
      start: ({ database, models, features: f, planConsumer, jobs }, context) => {
        const { audit, users, usernameOf, queue, notes } = f;
        const jobCommands = createJobCommands({
          jobs,
          audit,
          usernameOf,
          now,
          watchIntervalMs: JOB_PROGRESS_INTERVAL_MS,
          pins: { [FINDINGS_EXPORT_JOB]: pinFindingsSnapshot(f.findingCommands), [FINDING_CHANGES_EXPORT_JOB]: pinFindingsSnapshot(f.findingCommands) },
        });
        return serve(
          context,
          [
            defineHandlers('vmdash.v1.DashboardAuthService', {
              ...createSessionHandlers({
                login: createLoginCommand(f.sessionDeps),
                oidcSignIn: createOidcSignInCommand(f.sessionDeps),
                oidcLogout: createOidcLogoutCommand({ ...f.sessionDeps, logoutTokens: createLogoutTokenRepository(models.logoutTokens) }),
                oidcRecheck: createOidcRecheckCommand(f.sessionDeps),
                sessions: createSessionCommands(f.sessionDeps),
                impersonation: createImpersonationCommands(f.sessionDeps),
                deviceTokenMaxAgeSeconds: config.TRUSTED_DEVICE_DAYS * 86_400,
              }),
              ...createUserHandlers(f.userCommands, users),
              ...createAuditHandlers(f.auditEntries),
            }),
            defineHandlers('vmdash.v1.DashboardWorkflowService', {
              ...createFindingHandlers(f.findingCommands, config.EXPORT_STREAM_MAX_ROWS),
              ...createRemediationAnalyticsHandlers(f.analytics),
              ...createQueueHandlers(createQueueCommands({ queue, notes, findings: f.findings, audit, usernameOf, now })),
              ...createTicketHandlers(createTicketCommands({ tickets: f.tickets, queue, tracker: f.tracker, audit, usernameOf, newId: randomUUID, now })),
              ...createSubmissionHandlers(
                createSubmissionCommands({
                  submissions: createSubmissionRepository(models.submissions),
                  queue,
                  users,
                  platform: f.platform,
                  audit,
                  views: queueItemViews({ queue, notes }),
                  newId: randomUUID,
                  now,
                  createWindowMs: config.INTEGRATION_DEADLINE_MS,
                }),
              ),
              ...createNotificationHandlers(f.notifications, f.feed, audit, usernameOf, now),
              ...createPlanCacheHandlers({ cache: f.plans, consumer: planConsumer, jobs: jobCommands, logger }),
              ...createCleanupHandlers(createCleanupCommands({ queue, notes, notifications: f.notifications, audit, usernameOf, now })),
              ...createHostPlanHandlers(createHostPlanCommands({ hosts: f.hostTeams, plans: f.hostPlans, audit: workflowAuditOf({ audit, usernameOf }, 'action_plan') })),
              ...createJobHandlers(jobCommands),
            }),
            defineHandlers('vmdash.v1.DashboardLibraryService', {
              ...createRiskTemplateHandlers(createRiskTemplateCommands({ templates: createRiskTemplateRepository(models.riskTemplates), audit, now }), users),
              ...createFeedbackHandlers(createFeedbackCommands(createFeedbackRepository(models.feedback, database), audit, now), users),
            }),
            defineHandlers('vmdash.v1.DashboardComplianceService', {
              ...createComplianceHandlers(f.compliance, users, config.EXPORT_STREAM_MAX_ROWS),
              ...createSlaPolicyHandlers(createSlaPolicyCommands({ repository: f.slaPolicies, audit, requestRecompute: f.compliance.requestAll, now }), users),
              ...createExceptionHandlers(f.exceptionCommands, usernameOf, config.EXPORT_STREAM_MAX_ROWS),
            }),
          ],
          { maxReceiveMessageBytes: FEEDBACK_MESSAGE_MAX_BYTES },
        );
      },
      stop: (server) => server.stop(),
    })
    .build(({ server }) => ({ port: server.port }));
}
