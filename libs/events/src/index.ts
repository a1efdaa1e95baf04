export { connectEventBus, ensureStreams, type EventBus, type PublishReceipt } from './event-bus';
export { createEventOutbox, type EventOutbox } from './outbox';
export { EVENT_SCHEMAS, STREAMS, type EventSubject, type EventPayload, type StreamName } from './subjects';
