import { randomUUID } from 'node:crypto';
import { FEEDBACK_MAX_SCREENSHOT_BYTES, FEEDBACK_MAX_SCREENSHOTS } from '@vmdash/domain';
import { enqueueOutboxEvent } from '@vmdash/events';
import { createGrpcClient, defineHandlers } from '@vmdash/grpc';
import { loadVmdashProtos, type ActionPlanServiceClient } from '@vmdash/proto';
import type { Logger } from '@vmdash/observability';
import { createGrpcService, type GrpcService } from '@vmdash/service-runtime';
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
import type { DashboardConfig } from './config';
import type { ActivePlanLookup } from './plans/active-plans';
import { createDataCacheFindingDirectory } from './findings/finding-directory';
import { createFindingCommands } from './findings/finding.commands';
import { createFindingHandlers } from './findings/finding.handlers';
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
import { createUpstreamPlanSource } from './plans/upstream-plan-source';
import { queueItemModelOf } from './queue/queue-item.model';
import { createQueueCommands, queueItemViews } from './queue/queue.commands';
import { createQueueHandlers } from './queue/queue.handlers';
import { createQueueRepository } from './queue/queue.repository';
import { ticketLinkModelOf } from './queue/ticket-link.model';
import { createIntegrationClient, createIntegrationTracker, UNCONFIGURED_TRACKER } from './tickets/integration-tracker';
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
import { createLoginAttemptRepository, loginAttemptModelOf } from './sessions/login-attempt.repository';
import { createLoginCommand } from './sessions/login.command';
import { createSessionCommands } from './sessions/session.commands';
import type { SessionDeps } from './sessions/session.deps';
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

/** Options besides the environment (tests move the clock to expire sessions without waiting a day). */
interface DashboardServiceOptions {
  now?: () => Date;
  /**
   * Stands in for the action-plan cache as the source of the active plans compliance items leave out
   * (apps/dashboard/src/plans/active-plans.ts); compliance component tests pass a fake.
   */
  activePlans?: ActivePlanLookup;
}

/** The running dashboard service: the shared gRPC service lifecycle (libs/service-runtime). */
export type DashboardService = GrpcService;

/**
 * Builds the dashboard service: its collections and indexes (TTL ones included), the first Admin when configured and
 * no user exists, the audit trail (published through the outbox, stored by a durable consumer), the session, user
 * and audit handlers, the library's (risk-acceptance templates, feedback with screenshots), and the workflows of issue
 * 10 (findings from data-cache, the queue, notes, tracker tickets and false-positive submissions through the
 * integration service, notifications stored by a durable consumer of the NOTIFY stream), the action-plan cache of
 * issue 11 (fed by a durable consumer of the plan events, rebuilt from the action-plan service or, with
 * PLANS_SOURCE=upstream, from the action plans upstream service through the integration service) and the compliance
 * items of issue 11 (recomputed from data-cache after `cache.snapshot.activated` and plan changes;
 * docs/decisions/0014-compliance-items.md) and a host's action plans through the action-plan service (issue 13,
 * docs/decisions/0020-dashboard-host-plans.md). The shared runtime
 * (libs/service-runtime) does the rest of the lifecycle.
 */
export function createDashboardService(config: DashboardConfig, logger: Logger, options: DashboardServiceOptions = {}): DashboardService {
  const now = options.now ?? (() => new Date());
  return createGrpcService({ ...config, name: 'dashboard' }, logger, async ({ connection, bus, outbox }) => {
    const complianceModels = complianceModelsOf(connection);
    const models = {
      users: userModelOf(connection),
      sessions: sessionModelOf(connection),
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
    };
    for (const model of Object.values(models)) await model.createIndexes();
    // While NATS is unreachable an audit event goes straight to the outbox (a publish would wait for its ack
    // timeout first); the relay publishes it, with the same message id, once NATS is back.
    const publish: AuditPublish = (subject, event, msgId) => (bus.isConnected() ? outbox.publish(subject, event, msgId) : enqueueOutboxEvent(connection, subject, event, msgId));
    const users = createUserRepository(models.users);
    const usernameOf = async (userId: string) => (await users.findById(userId))?.username ?? userId;
    const audit = createAuditTrail(publish, usernameOf, now);
    const sessions = createSessionRepository(models.sessions);
    const devices = createTrustedDeviceRepository(models.devices);
    const auditEntries = createAuditRepository(models.audit);
    const hasher = await createPasswordHasher();
    const deps: SessionDeps = {
      users,
      sessions,
      attempts: createLoginAttemptRepository(models.attempts),
      devices,
      hasher,
      audit,
      logger,
      trustedDeviceTtlMs: config.TRUSTED_DEVICE_DAYS * 86_400_000,
      now,
    };
    const userCommands = createUserCommands({ users, sessions, devices, hasher, audit, logger, now });
    if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
      await userCommands.bootstrapAdmin({ username: config.ADMIN_USERNAME, email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }, 'bootstrap');
    } else if ((await users.count()) === 0) {
      logger.warn('no dashboard user exists: set ADMIN_USERNAME and ADMIN_PASSWORD, or run the create-admin CLI');
    }
    const consumer = await startAuditConsumer(
      bus,
      auditEntries,
      {
        durable: config.AUDIT_CONSUMER_NAME,
        ...(config.AUDIT_REPLAY_FROM ? { startAt: new Date(config.AUDIT_REPLAY_FROM) } : {}),
        ...(config.AUDIT_CONSUMER_INACTIVE_MS ? { inactiveThresholdMs: config.AUDIT_CONSUMER_INACTIVE_MS } : {}),
      },
      logger,
    );
    const findings = createDataCacheFindingDirectory(config.DATA_CACHE_ADDR, config.FINDINGS_TEAM_FIELD, config.DATA_CACHE_DEADLINE_MS, logger);
    const integration = config.INTEGRATION_ADDR ? createIntegrationClient(config.INTEGRATION_ADDR, config.INTEGRATION_DEADLINE_MS) : undefined;
    const tracker = integration ? createIntegrationTracker(integration, logger) : UNCONFIGURED_TRACKER;
    const queue = createQueueRepository(models.queueItems, models.ticketLinks);
    const notes = createNoteRepository(models.notes);
    const notifications = createNotificationRepository(models.notifications);
    const feed = createNotificationFeed(notifications, config.NOTIFICATION_POLL_MS, now);
    const tickets = createTicketRepository(models.tickets, models.ticketLinks);
    const notificationConsumer = await startNotificationConsumer(
      bus,
      users,
      tickets,
      notifications,
      {
        durable: config.NOTIFICATION_CONSUMER_NAME,
        ...(config.NOTIFICATION_REPLAY_FROM ? { startAt: new Date(config.NOTIFICATION_REPLAY_FROM) } : {}),
        ...(config.NOTIFICATION_CONSUMER_INACTIVE_MS ? { inactiveThresholdMs: config.NOTIFICATION_CONSUMER_INACTIVE_MS } : {}),
        onStored: (userId) => feed.wake(userId),
      },
      logger,
    );
    const plans = createPlanCache(createPlanCacheRepository(models.cachedPlans, models.planCacheState, models.planCacheHosts), now, config.PLANS_SOURCE === 'upstream' ? 'upstream' : 'plans');
    const planConsumer = await startPlanCacheConsumer(
      bus,
      plans,
      {
        durable: config.PLAN_CONSUMER_NAME,
        ...(config.PLAN_REPLAY_FROM ? { startAt: new Date(config.PLAN_REPLAY_FROM) } : {}),
        ...(config.PLAN_CONSUMER_INACTIVE_MS ? { inactiveThresholdMs: config.PLAN_CONSUMER_INACTIVE_MS } : {}),
      },
      logger,
    );
    // One client of the action-plan service for the cache's full sync and the host pages' plans (each call sets its deadline).
    const actionPlanService: ActionPlanServiceClient = createGrpcClient(loadVmdashProtos().ActionPlanService, config.ACTION_PLAN_ADDR, { deadlineMs: config.DATA_CACHE_DEADLINE_MS });
    const actionPlanSource = createActionPlanServiceSource(actionPlanService, config.PLAN_SYNC_DEADLINE_MS, logger);
    // PLANS_SOURCE=upstream requires INTEGRATION_ADDR (config.ts).
    const planSource = config.PLANS_SOURCE === 'upstream' && integration ? createUpstreamPlanSource(integration, config.PLAN_SYNC_DEADLINE_MS, logger) : actionPlanSource;
    const hostTeams = createDataCacheHostTeams(config.DATA_CACHE_ADDR, config.FINDINGS_TEAM_FIELD, config.DATA_CACHE_DEADLINE_MS, logger);
    const hostPlans = createActionPlanClient(actionPlanService, logger);
    const activePlans = options.activePlans ?? plans;
    const complianceSource = createDataCacheComplianceSource(config.DATA_CACHE_ADDR, config.COMPLIANCE_SOURCE_DEADLINE_MS, logger);
    const compliance = createComplianceCommands({
      repository: createComplianceRepository(complianceModels),
      source: complianceSource,
      plans: activePlans,
      sla: { critical: config.COMPLIANCE_SLA_CRITICAL_DAYS, high: config.COMPLIANCE_SLA_HIGH_DAYS, medium: config.COMPLIANCE_SLA_MEDIUM_DAYS },
      teamField: config.FINDINGS_TEAM_FIELD,
      audit,
      logger,
      now,
    });
    const complianceConsumer = await startComplianceConsumer(
      bus,
      compliance.requestAll,
      {
        durable: config.COMPLIANCE_CONSUMER_NAME,
        ...(config.COMPLIANCE_REPLAY_FROM ? { startAt: new Date(config.COMPLIANCE_REPLAY_FROM) } : {}),
        ...(config.COMPLIANCE_CONSUMER_INACTIVE_MS ? { inactiveThresholdMs: config.COMPLIANCE_CONSUMER_INACTIVE_MS } : {}),
      },
      logger,
    );
    const stopPlanListener = activePlans.onChange((hostIds) => {
      compliance.requestHosts(hostIds).catch((error: unknown) => logger.warn({ err: error }, 'compliance recompute request failed'));
    });
    return {
      services: [
        defineHandlers('vmdash.v1.DashboardAuthService', {
          ...createSessionHandlers({
            login: createLoginCommand(deps),
            sessions: createSessionCommands(deps),
            impersonation: createImpersonationCommands(deps),
            deviceTokenMaxAgeSeconds: config.TRUSTED_DEVICE_DAYS * 86_400,
          }),
          ...createUserHandlers(userCommands, users),
          ...createAuditHandlers(auditEntries),
        }),
        defineHandlers('vmdash.v1.DashboardWorkflowService', {
          ...createFindingHandlers(createFindingCommands({ findings, notes, plans, atlas: plans, usernameOf, audit, now })),
          ...createQueueHandlers(createQueueCommands({ queue, notes, findings, audit, usernameOf, now })),
          ...createTicketHandlers(createTicketCommands({ tickets, queue, tracker, audit, usernameOf, newId: randomUUID, now })),
          ...createSubmissionHandlers(
            createSubmissionCommands({
              submissions: createSubmissionRepository(models.submissions),
              queue,
              users,
              platform: integration ? createIntegrationPlatform(integration, logger) : UNCONFIGURED_PLATFORM,
              audit,
              views: queueItemViews({ queue, notes }),
              newId: randomUUID,
              now,
              createWindowMs: config.INTEGRATION_DEADLINE_MS,
            }),
          ),
          ...createNotificationHandlers(notifications, feed, audit, usernameOf, now),
          ...createPlanCacheHandlers({ cache: plans, consumer: planConsumer, source: planSource, audit: workflowAuditOf({ audit, usernameOf }, 'plan_cache'), logger }),
          ...createCleanupHandlers(createCleanupCommands({ queue, notes, notifications, audit, usernameOf, now })),
          ...createHostPlanHandlers(createHostPlanCommands({ hosts: hostTeams, plans: hostPlans, audit: workflowAuditOf({ audit, usernameOf }, 'action_plan') })),
        }),
        defineHandlers('vmdash.v1.DashboardLibraryService', {
          ...createRiskTemplateHandlers(createRiskTemplateCommands({ templates: createRiskTemplateRepository(models.riskTemplates), audit, now }), users),
          ...createFeedbackHandlers(createFeedbackCommands(createFeedbackRepository(models.feedback, connection), audit, now), users),
        }),
        defineHandlers('vmdash.v1.DashboardComplianceService', createComplianceHandlers(compliance, users)),
      ],
      maxReceiveMessageBytes: FEEDBACK_MESSAGE_MAX_BYTES,
      stop: async () => {
        await consumer.stop().catch((error: unknown) => logger.warn({ err: error }, 'audit consumer stop failed'));
        await notificationConsumer.stop().catch((error: unknown) => logger.warn({ err: error }, 'notification consumer stop failed'));
        await planConsumer.stop().catch((error: unknown) => logger.warn({ err: error }, 'plan consumer stop failed'));
        actionPlanService.close();
        hostTeams.close();
        await complianceConsumer.stop().catch((error: unknown) => logger.warn({ err: error }, 'compliance consumer stop failed'));
        stopPlanListener();
        complianceSource.close();
        findings.close();
        integration?.close();
      },
    };
  });
}
