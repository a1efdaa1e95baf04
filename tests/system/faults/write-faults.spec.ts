import { randomUUID } from 'node:crypto';
import { eventually, startSystem, type RunningSystem } from '@vmdash/testing';
import { MongoClient } from 'mongodb';

/*
 * Writes have one outcome, with real processes (docs/decisions/0008-writes-have-one-outcome.md): a frozen
 * action-plan woken after the client's deadline writes nothing, and a bulk create cut by a killed action-plan ends,
 * after a retry with the same Idempotency-Key, with each plan stored once and the answer naming exactly those plans.
 */

/** Deadlines of the gateway's routes in this system, ms: short, so the faults play out in seconds. */
const LOOKUP_DEADLINE_MS = 1_500;
const BULK_DEADLINE_MS = 15_000;
const HOSTS = 3_000;

interface Answer {
  status: number;
  body: unknown;
}

describe('write faults with real processes', () => {
  let system: RunningSystem;
  let mongo: MongoClient;
  let hostIds: number[];

  beforeAll(async () => {
    system = await startSystem({
      env: {
        'data-cache': { DEMO_BETA_HOSTS: String(HOSTS), DEMO_BETA_FINDINGS_PER_HOST: '1' },
        gateway: { GRPC_DEADLINE_MS: String(LOOKUP_DEADLINE_MS), GRPC_BULK_DEADLINE_MS: String(BULK_DEADLINE_MS) },
      },
    });
    mongo = await MongoClient.connect(system.databaseUrl('action-plan'));
    hostIds = ((await (await system.request('GET', '/beta-assets')).json()) as { host_id: number }[]).map((host) => host.host_id);
    expect(hostIds).toHaveLength(HOSTS);
  });
  afterAll(async () => {
    await mongo?.close();
    await system?.stop();
  });

  const plans = () => mongo.db().collection<{ host_id: number; action_plan_id: string; status: string }>('action_plans');
  /** A plan write with an Idempotency-Key header. */
  const write = async (method: string, route: string, body: unknown, key: string): Promise<Answer> => {
    const response = await fetch(`${system.url}${route}`, {
      method,
      headers: { authorization: `Bearer ${system.token()}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  const signal = (name: NodeJS.Signals) => {
    const pid = system.pid('action-plan');
    if (pid === undefined) throw new Error('action-plan is not running');
    process.kill(pid, name);
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const decommission = { plan_type: 'decommission', commit_date: '2026-12-31' };

  it('when action-plan is frozen during a PUT and woken after the deadline, then the client got 504, no plan is ever stored, and a retry with the key creates it once', async () => {
    const hostId = hostIds[0];
    const key = randomUUID();
    signal('SIGSTOP');
    let answer: Answer;
    try {
      answer = await write('PUT', `/hosts/${hostId}/action-plans`, decommission, key);
    } finally {
      signal('SIGCONT');
    }
    expect(answer.status).toBe(504);
    // Woken: it reads the call it held and must refuse to commit it. Give it the time it needs to (not) write.
    await eventually(
      async () => (await system.request('GET', `/hosts/${hostId}/action-plans`)).status,
      (status) => status === 200,
    );
    await pause(1_000);
    expect(await plans().countDocuments({ host_id: hostId })).toBe(0);

    const retry = await write('PUT', `/hosts/${hostId}/action-plans`, decommission, key);
    expect(retry.status).toBe(200);
    expect(await write('PUT', `/hosts/${hostId}/action-plans`, decommission, key)).toEqual(retry);
    expect(await plans().find({ host_id: hostId }).toArray()).toEqual([expect.objectContaining({ action_plan_id: (retry.body as { action_plan_id: string }).action_plan_id, status: 'active' })]);
  });

  it('when action-plan is killed during a bulk create, then a retry with the same key creates nothing twice and its answer names exactly the stored plans', async () => {
    const targets = hostIds.slice(1);
    const key = randomUUID();
    const body = { ...decommission, host_ids: targets };
    const first = write('POST', '/hosts/create-bulk-action-plans', body, key);
    // Kill it once some plans are committed (or the answer came first: then there is nothing left to cut).
    const cut = await eventually(
      async () => (await plans().countDocuments({ host_id: { $in: targets }, status: 'active' })) > 0 || (await Promise.race([first.then(() => true), pause(10).then(() => false)])),
      Boolean,
      { timeoutMs: 30_000, intervalMs: 10 },
    );
    expect(cut).toBe(true);
    signal('SIGKILL');
    // Wait for its exit (null: ended by the signal) before starting it again.
    expect(await system.stopApp('action-plan')).toBeNull();
    const firstAnswer = await first;
    expect([200, 503, 504]).toContain(firstAnswer.status);
    await system.startApp('action-plan');

    // A client retries 503 and 504 with the same key (docs/architecture.md, Errors and retries); until the killed
    // attempt's lease (its deadline) has passed, the key is still held (409). On a loaded machine a retry may itself
    // run past the deadline (504): it keeps the chunks it committed, and the next retry goes on from there.
    const retry = await eventually(
      () => write('POST', '/hosts/create-bulk-action-plans', body, key),
      (answer) => ![409, 503, 504].includes(answer.status),
      { timeoutMs: 100_000, intervalMs: 500 },
    );
    expect(retry.status).toBe(200);
    const outcome = retry.body as { created: { host_id: number; action_plan_id: string }[]; failed: unknown[] };
    if (firstAnswer.status === 200) expect(retry).toEqual(firstAnswer);
    expect(outcome.failed).toEqual([]);
    expect(outcome.created.map((entry) => entry.host_id)).toEqual(targets);

    const stored = await plans()
      .find({ host_id: { $in: targets }, status: { $in: ['active', 'inactive'] } })
      .toArray();
    expect(stored).toHaveLength(targets.length);
    const storedIdOf = new Map(stored.map((plan) => [plan.host_id, plan.action_plan_id]));
    expect(outcome.created.filter((entry) => storedIdOf.get(entry.host_id) !== entry.action_plan_id)).toEqual([]);
    expect(await write('POST', '/hosts/create-bulk-action-plans', body, key)).toEqual(retry);
  }, 150_000);
});
