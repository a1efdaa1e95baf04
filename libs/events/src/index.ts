export { connectEventBus, type EventBus } from './event-bus';
export { createEventOutbox, enqueueOutboxEvent, type EventOutbox } from './outbox';
export { auditEventSchema, EVENT_SCHEMAS, type AuditEvent, type AuditSubject, type EventPayload } from './subjects';
export { startDurableConsumer, type DeliveredEvent, type DurableConsumer } from './durable-consumer';
