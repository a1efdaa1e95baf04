import { OverloadedError } from '@vmdash/domain';
import { createWorkQueue } from './work-queue';

/** A queue on a hand-moved clock: 2 places, runs measured at 100 ms. */
function setup(maxPending = 64) {
  const clock = { now: 0 };
  const queue = createWorkQueue({ parallelism: 2, maxPending, initialRunMs: 100, busyText: 'busy', now: () => clock.now });
  /** Work that finishes when `finish` is called, advancing the clock by `ms` first. */
  const work = () => {
    let finish!: (ms: number) => void;
    const done = new Promise<void>((resolve) => (finish = (ms) => ((clock.now += ms), resolve())));
    return { run: () => done, finish: (ms = 100) => finish(ms) };
  };
  return { clock, queue, work };
}

const refusalOf = (admit: () => unknown): OverloadedError => {
  try {
    admit();
  } catch (error) {
    if (error instanceof OverloadedError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('the password-check queue (docs/decisions/0017, "Sign-ins under load")', () => {
  it('when a burst arrives, then checks that could not finish by their deadline are refused up front with the expected wait, and the admitted ones run two at a time in order', async () => {
    const { queue, work } = setup();
    const deadline = new Date(450); // 2 places x 100 ms: 4 checks are done by 200 ms ... the 8th by 400 ms
    const tickets = Array.from({ length: 8 }, () => queue.admit(deadline));
    const refused = refusalOf(() => queue.admit(deadline));
    expect(refused.message).toBe('busy');
    expect(refused.retryAfterSeconds).toBe(1); // (8 / 2 + 1) x 100 ms = 0.5 s, rounded up
    expect(queue.state()).toMatchObject({ pending: 8, running: 0 });

    const order: number[] = [];
    const pieces = tickets.map(() => work());
    const runs = tickets.map((ticket, i) => ticket.run(async () => (order.push(i), pieces[i].run())));
    await Promise.resolve();
    expect(queue.state()).toMatchObject({ pending: 8, running: 2 });
    for (const piece of pieces) piece.finish(10);
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(queue.state()).toMatchObject({ pending: 0, running: 0 });
  });

  it('when runs take longer than measured, then the estimate follows, and a check whose turn comes too late is refused without running', async () => {
    const { queue, work, clock } = setup();
    const [first, second] = [work(), work()];
    const runs = [queue.admit(null).run(first.run), queue.admit(null).run(second.run)];
    // Admitted at 0 to end by 250: (2 / 2 + 1) x 100 ms = 200 ms expected.
    let ran = false;
    const late = queue.admit(new Date(250)).run(async () => void (ran = true));
    first.finish(600); // the first place frees at 600
    await runs[0];
    await expect(late).rejects.toBeInstanceOf(OverloadedError);
    expect(ran).toBe(false);
    expect(queue.state().runMs).toBeCloseTo(100 + 0.2 * (600 - 100));
    expect(clock.now).toBe(600);
    expect(queue.state()).toMatchObject({ pending: 1, running: 1 });
    second.finish();
    await runs[1];
    expect(queue.state()).toMatchObject({ pending: 0, running: 0 });
  });

  it('when a waiting check can no longer finish by its deadline, then it is refused while its caller still waits, and gives its place up', async () => {
    const { queue, work } = setup();
    const [first, second] = [work(), work()];
    const runs = [queue.admit(null).run(first.run), queue.admit(null).run(second.run)];
    let ran = false;
    // Expected at admission: (2 / 2 + 1) x 100 ms = 200 ms, by 250; it gives up 100 ms (one run) before 250.
    const waiting = queue.admit(new Date(250)).run(async () => void (ran = true));
    await expect(waiting).rejects.toBeInstanceOf(OverloadedError);
    expect(ran).toBe(false);
    expect(queue.state()).toMatchObject({ pending: 2, running: 2 });
    first.finish();
    second.finish();
    await Promise.all(runs);
    expect(queue.state()).toMatchObject({ pending: 0, running: 0 });
  });

  it('when the bound is reached, then further work is refused even without a deadline, and a released ticket gives its place back', () => {
    const { queue } = setup(3);
    const tickets = [queue.admit(null), queue.admit(null), queue.admit(null)];
    expect(() => queue.admit(null)).toThrow(OverloadedError);
    tickets[0].release();
    tickets[0].release();
    expect(queue.state().pending).toBe(2);
    expect(() => queue.admit(null)).not.toThrow();
  });
});
