import { eventually } from './eventually';

describe('eventually', () => {
  it('when the value read meets the condition after a few reads, then it returns that value', async () => {
    let reads = 0;
    const value = await eventually(
      () => ++reads,
      (count) => count >= 3,
      { intervalMs: 1 },
    );
    expect(value).toBe(3);
  });

  it('when no condition is given, then it waits for a truthy value', async () => {
    const values = [0, '', 'ready'];
    expect(await eventually(() => values.shift(), undefined, { intervalMs: 1 })).toBe('ready');
  });

  it('when the condition never holds, then it fails after the timeout naming the last value', async () => {
    await expect(
      eventually(
        async () => ({ state: 'pending' }),
        (value) => value.state === 'done',
        { timeoutMs: 20, intervalMs: 5 },
      ),
    ).rejects.toThrow('condition not met within 20 ms; last value {"state":"pending"}');
  });

  it('when a read throws, then the wait ends with that error', async () => {
    await expect(eventually(() => Promise.reject(new Error('service gone')))).rejects.toThrow('service gone');
  });
});
