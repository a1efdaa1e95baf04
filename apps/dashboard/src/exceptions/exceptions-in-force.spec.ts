import type { RiskExceptionRepository, StoredRiskException } from './exception.repository';
import { EXCEPTIONS_IN_FORCE_CHANGE_SUBJECTS, forgetOnExceptionEvents, keepExceptionsInForce } from './exceptions-in-force';

/** A repository over an in-memory list of exceptions in force, counting its reads; `hold` delays the next read. */
function repositoryOf(inForce: string[]) {
  let reads = 0;
  let held: Promise<void> | null = null;
  const repository = {
    async inForce() {
      reads += 1;
      const seen = [...inForce];
      if (held) await held;
      return seen.map((id) => ({ id }) as StoredRiskException);
    },
    async transition(id: string) {
      inForce.splice(inForce.indexOf(id), 1);
      return { id } as StoredRiskException;
    },
  } as unknown as RiskExceptionRepository;
  return {
    repository,
    reads: () => reads,
    hold(until: Promise<void>) {
      held = until;
    },
  };
}

const ids = (exceptions: StoredRiskException[]) => exceptions.map((exception) => exception.id);

describe('keepExceptionsInForce', () => {
  it('answers repeated reads from memory until the kept set is older than its bound', async () => {
    let clock = 0;
    const store = repositoryOf(['a']);
    const kept = keepExceptionsInForce(store.repository, 10_000, () => clock);
    expect(ids(await kept.inForce())).toEqual(['a']);
    expect(ids(await kept.inForce())).toEqual(['a']);
    expect(store.reads()).toBe(1);
    clock = 10_000;
    await kept.inForce();
    expect(store.reads()).toBe(2);
  });

  it('after a change of this replica has answered, no read sees the set before it, even one read before the change', async () => {
    const store = repositoryOf(['a', 'b']);
    const kept = keepExceptionsInForce(store.repository, 10_000, () => 0);
    let release = () => {};
    store.hold(new Promise<void>((resolve) => (release = resolve)));
    const before = kept.inForce();
    await kept.transition('a', ['active'], 'revoked', {}, new Date(), null);
    store.hold(Promise.resolve());
    expect(ids(await kept.inForce())).toEqual(['b']);
    release();
    expect(ids(await before)).toEqual(['a', 'b']);
    expect(ids(await kept.inForce())).toEqual(['b']);
  });

  it("reads again after another replica's change event", async () => {
    const inForce = ['a'];
    const store = repositoryOf(inForce);
    const kept = keepExceptionsInForce(store.repository, 10_000, () => 0);
    const handlers = new Map<string, () => Promise<void>>();
    forgetOnExceptionEvents({ subscribeEach: (subject, handler) => (handlers.set(subject, handler as () => Promise<void>), () => handlers.delete(subject)) }, kept);
    expect([...handlers.keys()]).toEqual([...EXCEPTIONS_IN_FORCE_CHANGE_SUBJECTS]);
    expect(ids(await kept.inForce())).toEqual(['a']);
    inForce.push('b');
    expect(ids(await kept.inForce())).toEqual(['a']);
    await handlers.get('plans.risk_exception.approved')!();
    expect(ids(await kept.inForce())).toEqual(['a', 'b']);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const repository = { inForce: async () => (fail ? Promise.reject(new Error('down')) : []) } as unknown as RiskExceptionRepository;
    const kept = keepExceptionsInForce(repository, 10_000, () => 0);
    await expect(kept.inForce()).rejects.toThrow('down');
    fail = false;
    await expect(kept.inForce()).resolves.toEqual([]);
  });
});
