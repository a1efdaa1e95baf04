import type * as grpc from '@grpc/grpc-js';
import { writeWindow, type WriteWindow } from '@vmdash/domain';

/**
 * Metadata key of the caller's deadline as an absolute time, epoch milliseconds (docs/architecture.md, "Writes have
 * one outcome"). gRPC sends a deadline as a relative `grpc-timeout`, which the server turns into an instant when it
 * reads the call's headers: a service frozen (SIGSTOP, a long GC pause) before it read them restarts the caller's
 * clock and would still write after the caller gave up. The absolute instant, read with the caller's clock (hosts
 * keep time with NTP), has no such gap.
 */
export const DEADLINE_KEY = 'x-deadline-ms';

/**
 * Time a write must leave before the deadline, ms: the answer of a committed write still has to reach the caller
 * before it gives up, and it absorbs a small clock difference between the service, MongoDB and the caller.
 */
export const COMMIT_MARGIN_MS = 250;

/** A grpc-js deadline (a Date, epoch ms, or Infinity) as epoch ms. */
export function deadlineMsOf(deadline: grpc.Deadline): number {
  return deadline instanceof Date ? deadline.getTime() : deadline;
}

/**
 * The deadline of a served call, epoch ms (Infinity for none): the earlier of grpc-js's own (from `grpc-timeout`) and
 * the caller's absolute one in metadata `x-deadline-ms`. A caller can only shorten its own deadline with it.
 */
function callDeadlineOf(call: grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>): number {
  const own = deadlineMsOf(call.getDeadline());
  const sent = Number(call.metadata.get(DEADLINE_KEY)[0]);
  return Number.isFinite(sent) && sent > 0 ? Math.min(own, sent) : own;
}

/** The write window of a served call (libs/domain WriteWindow): its deadline less COMMIT_MARGIN_MS, and its cancellation. */
export function writeWindowOf(call: grpc.ServerUnaryCall<unknown, unknown> | grpc.ServerWritableStream<unknown, unknown>, signal: AbortSignal): WriteWindow {
  return writeWindow(callDeadlineOf(call), signal, COMMIT_MARGIN_MS);
}
