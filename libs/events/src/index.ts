export { connectEventBus, type EventBus, type PublishReceipt } from './event-bus';
export { createEventOutbox, enqueueOutboxEvent, type EventOutbox } from './outbox';
export { EVENT_SCHEMAS, STREAMS, auditEventSchema, isEventSubject, type AuditEvent, type AuditSubject, type EventSubject, type EventPayload, type StreamName } from './subjects';
export { startDurableConsumer, type DeliveredEvent, type DurableConsumer, type DurableConsumerOptions } from './durable-consumer';
