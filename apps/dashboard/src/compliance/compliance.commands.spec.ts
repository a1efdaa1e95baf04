import { createLogger } from '@vmdash/observability';
import type { JudgedHost } from './compliance.rules';
import { createComplianceCommands, RECOMPUTE_START_WINDOW_MS } from './compliance.commands';
import type { ComplianceRepository } from './compliance.repository';
import type { ComplianceSource } from './compliance-source';

/**
 * Compliance commands over a state that stays pending (a mark arrives during every recompute) and a source whose
 * streams end when `release` is called; `streams` counts the recomputes that reached data-cache.
 */
function commandsOf() {
  let streams = 0;
  let release = () => {};
  const source: ComplianceSource = {
    hosts() {
      streams += 1;
      const ended = new Promise<void>((resolve) => (release = resolve));
      return Object.assign(
        (async function* (): AsyncGenerator<JudgedHost[]> {
          await ended;
          yield [];
        })(),
        { cancel: () => {} },
      );
    },
  };
  const repository = {
    state: async () => ({ generation: 1, pending_all: true, pending_hosts: [], computed_at: new Date(), items_version: 1, host_counts: [] }),
    existing: async () => [],
    applyItemPlan: async () => {},
    itemsChanged: async () => 1,
    countSummary: async () => ({ version: 1, groups: [] }),
    finishRecompute: async () => {},
  } as unknown as ComplianceRepository;
  const commands = createComplianceCommands({
    repository,
    source,
    plans: { plansOfHosts: async () => new Map() } as never,
    policies: { versions: async () => [{ version: 1 }] as never },
    teamField: 'bu_team',
    audit: {} as never,
    logger: createLogger('test', 'silent'),
    now: () => new Date(),
  });
  return { commands, streams: () => streams, release: () => release() };
}

/** Lets every pending promise and I/O callback run (setImmediate is not faked). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('compliance recompute: who starts it', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('when callers waited longer than the start window for a running recompute, then none of them starts the next one (its token is too old); a caller arriving later does', async () => {
    const { commands, streams, release } = commandsOf();
    const first = commands.ensureFresh();
    const waiting = commands.ensureFresh();
    await settle();
    expect(streams()).toBe(1);
    jest.advanceTimersByTime(RECOMPUTE_START_WINDOW_MS + 1);
    release();
    await Promise.all([first, waiting]);
    expect(streams()).toBe(1);

    const later = commands.ensureFresh();
    await settle();
    expect(streams()).toBe(2);
    release();
    await settle();
    // Still pending after it: this caller is within its window and runs a second round at once.
    expect(streams()).toBe(3);
    release();
    await later;
  });
});
