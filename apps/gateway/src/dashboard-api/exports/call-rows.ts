import type { ClientReadableStream } from '@grpc/grpc-js';

/**
 * The batches of rows of a server-streaming gRPC call, for tableExportResult: one batch per message, pulled one at a
 * time (the call's readable side pauses, and with it the HTTP/2 stream, while nothing is pulled). When the consumer
 * stops early (client gone, write failed) the call is cancelled; an error of the call is thrown from the iteration.
 * @param open starts the call (only once the response is ready to take it)
 */
export async function* rowsOfCall<M, R>(open: () => ClientReadableStream<M>, rowsOf: (message: M) => readonly R[]): AsyncGenerator<readonly R[]> {
  const call = open();
  try {
    for await (const message of call as AsyncIterable<M>) yield rowsOf(message);
  } finally {
    call.cancel();
  }
}
