import { createLogger } from '@vmdash/observability';
import type { JudgedHost } from './compliance.rules';
import { createComplianceCommands, RECOMPUTE_START_WINDOW_MS } from './compliance.commands';
import type { ComplianceRepository } from './compliance.repository';
import type { ComplianceSource } from './compliance-source';

/**
 * A compliance source whose every stream yields one empty batch once `release` is called; `streams` counts the streams
 * started (the recomputes that reached data-cache).
 */
function releasableSource() {
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
  return { source, streams: () => streams, release: () => release() };
}

/**
 * Compliance commands over a state that stays pending (a mark arrives during every recompute) and a source whose
 * streams end when `release` is called; `streams` counts the recomputes that reached data-cache.
 */
function commandsOf() {
  const { source, streams, release } = releasableSource();
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
  return { commands, streams, release };
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

describe('compliance summary during a recompute', () => {
  /**
   * A recompute of every host pending over a complete earlier one (one team, four hosts, two active items of
   * kev-overdue), a source whose stream ends when `release` is called, and a database that stops answering reads
   * while `busy` (as one busy with the recompute's reads and writes).
   */
  function summaryOf() {
    const { source, release } = releasableSource();
    const database = { busy: false, reads: 0 };
    const stored = {
      state: {
        generation: 1,
        pending_all: true,
        pending_hosts: [] as number[],
        computed_at: new Date('2026-11-20T06:00:00Z'),
        items_version: 1,
        host_counts: [{ bu_team: 'markets', owner: 'desk-ops', hosts: 4, accepted: [] }],
      },
      counts: { version: 1, groups: [{ bu_team: 'markets', owner: 'desk-ops', metric_id: 'kev-overdue', status: 'active', resolution_date: null, resolved_at: null, items: 2 }] },
    };
    const read = <T>(value: () => T) => {
      database.reads += 1;
      return database.busy ? new Promise<T>(() => {}) : Promise.resolve(structuredClone(value()));
    };
    const repository = {
      state: () => read(() => stored.state),
      summaryCounts: () => read(() => stored.counts),
      existing: async () => [],
      applyItemPlan: async () => {},
      itemsChanged: async () => 2,
      countSummary: async (version: number) => ({ version, groups: [] }),
      finishRecompute: async (_generation: number, _full: boolean, hostCounts: [], at: Date) => {
        stored.state = { ...stored.state, pending_all: false, computed_at: at, items_version: 2, host_counts: hostCounts };
        stored.counts = { version: 2, groups: [] };
      },
    } as unknown as ComplianceRepository;
    const commands = createComplianceCommands({
      repository,
      source,
      plans: { plansOfHosts: async () => new Map() } as never,
      policies: { versions: async () => [{ version: 1 }] as never },
      teamField: 'bu_team',
      audit: {} as never,
      logger: createLogger('test', 'silent'),
      now: () => new Date('2026-11-27T12:00:00Z'),
    });
    return { commands, database, release };
  }
  const everyTeam = { teams: null } as never;

  it("while a recompute runs in this process, answers the last complete recompute's summary without waiting for the database; once it has finished, the new one", async () => {
    const { commands, database, release } = summaryOf();
    const before = await commands.summary(everyTeam);
    expect(before.computed_at).toEqual(new Date('2026-11-20T06:00:00Z'));
    expect(before.rows.find((row) => row.metric_id === 'kev-overdue')).toMatchObject({ bu_team: 'markets', active: 2, hosts: 4, compliant_share: 0.5 });
    await settle();

    database.busy = true;
    const reads = database.reads;
    let during: unknown = 'no answer';
    void commands.summary(everyTeam).then((answer) => (during = answer));
    await settle();
    expect(during).toEqual(before);
    expect(database.reads).toBe(reads);

    database.busy = false;
    release();
    await settle();
    const after = await commands.summary(everyTeam);
    expect(after.computed_at).toEqual(new Date('2026-11-27T12:00:00Z'));
    expect(after.rows).toEqual([]);
  });
});
