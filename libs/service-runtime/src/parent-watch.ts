/** The part of a process the watch uses (`process`; tests pass their own). */
export interface WatchedProcess {
  /** The IPC channel to the parent while it is open (stdio 'ipc'); null once it closed, undefined without one. */
  channel?: { unref(): void } | null;
  /** False once an IPC channel closed; undefined for a process started without one. */
  connected?: boolean;
  once(event: 'disconnect', listener: () => void): unknown;
}

/**
 * Calls `onParentGone` once when the process that started this one with an IPC channel goes away, however it ended
 * (its exit, a crash, SIGKILL, its terminal closed): the kernel closes the channel's socket and Node emits
 * `disconnect`. The development launcher starts every app and simulator with such a channel
 * (tools/dev/app-supervisor.ts), so none outlives it (docs/decisions/0022-launcher-bound-processes.md). A process
 * started without one (a container, a shell, the tests' harness) is not watched. The channel is unreferenced, so it
 * never keeps the process alive by itself. A parent already gone when the watch begins (during a long start) calls
 * `onParentGone` on the next turn of the event loop.
 * @returns whether a parent is watched
 */
export function watchParent(onParentGone: () => void, watched: WatchedProcess = process): boolean {
  if (watched.connected === false) {
    setImmediate(onParentGone);
    return true;
  }
  if (!watched.channel) return false;
  watched.once('disconnect', onParentGone);
  // After the listener: adding a 'disconnect' listener references the channel again.
  watched.channel.unref();
  return true;
}
