import { EventEmitter } from 'node:events';
import { watchParent } from './parent-watch';

/** A process double: an emitter with or without an IPC channel that records whether it was unreferenced. */
function processWith(channel: boolean) {
  const emitter = new EventEmitter();
  const unref = jest.fn();
  return Object.assign(emitter, channel ? { channel: { unref } } : {}, { unref });
}

describe('watchParent', () => {
  it('when the parent started the process with an IPC channel, then its going away calls the handler once, and the channel keeps nothing alive', () => {
    const watched = processWith(true);
    const gone = jest.fn();
    expect(watchParent(gone, watched)).toBe(true);
    expect(watched.unref).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    watched.emit('disconnect');
    watched.emit('disconnect');
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('when the parent went away before the watch began (during a long start), then the handler is called at once', async () => {
    const gone = jest.fn();
    expect(watchParent(gone, Object.assign(new EventEmitter(), { channel: null, connected: false }))).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('when the process has no IPC channel (a container, a shell), then nothing is watched', () => {
    const watched = processWith(false);
    expect(watchParent(jest.fn(), watched)).toBe(false);
    expect(watched.listenerCount('disconnect')).toBe(0);
  });
});
