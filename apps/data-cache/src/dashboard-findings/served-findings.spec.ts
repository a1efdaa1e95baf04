import { generateDemoAlphaSnapshot } from '../demo-data/demo-alpha.generator';
import { generateDemoBetaSnapshot } from '../demo-data/demo-beta.generator';
import { AlphaReadModel } from '../read-model/alpha-read-model';
import { BetaReadModel } from '../read-model/beta-read-model';
import type { SourceCache } from '../refresh/source-cache';
import type { AlphaSnapshot, BetaSnapshot } from '../snapshot/snapshot.types';
import { betaHandlers } from '../source-handlers/beta.handlers';
import { servedFindings } from './served-findings';

/** A source's cache serving `model` until the test activates another (only what the handlers read of it). */
function cacheOf<M>(model: M) {
  return {
    current: model,
    require() {
      return this.current;
    },
  };
}

/*
 * The findings list's index is built in slices (docs/decisions/0031-dashboard-reads-at-scale.md, "Built in slices"):
 * data-cache answers its other calls while it builds, and the list answers from the previous pair of snapshots until
 * the new pair's index is complete.
 */
describe('ServedFindings', () => {
  it('when a new snapshot is activated, then a by-host lookup is answered while its index is built, and the list answers from the previous pair until the index is complete', async () => {
    // Large enough that building its index takes many slices.
    const snapshot = generateDemoBetaSnapshot({ hosts: 2_000, findingsPerHost: 20 });
    const alphaSnapshot = generateDemoAlphaSnapshot();
    const alpha = cacheOf(new AlphaReadModel('alpha-1', alphaSnapshot));
    const beta = cacheOf(BetaReadModel.of('beta-1', snapshot));
    const caches = { alpha: alpha as unknown as SourceCache<AlphaSnapshot, AlphaReadModel>, beta: beta as unknown as SourceCache<BetaSnapshot, BetaReadModel> };
    const served = servedFindings(caches, { reopenedFindings: async () => ({ alpha: new Set(), beta: new Set() }) });
    await served.warm();
    const previous = { alpha: alpha.current, beta: beta.current };
    expect(served.answering(previous).beta).toBe(previous.beta);

    beta.current = BetaReadModel.of('beta-2', snapshot);
    const now = { alpha: alpha.current, beta: beta.current };
    let built = false;
    const building = served.warm().then(() => (built = true));
    // A call arriving during the build: with a build that held the event loop, it would run only once the index is complete.
    const hostId = snapshot.hosts[0].host_id;
    const lookup = await new Promise<{ built: boolean; answer: unknown; listedFrom: unknown }>((resolve) => {
      setTimeout(() => {
        void betaHandlers(caches.beta)
          .ListBetaVulnerabilitiesOfHost({ host_id: hostId } as never, {} as never)
          .then((answer) => resolve({ built, answer, listedFrom: served.answering(now) }));
      }, 1);
    });
    expect(lookup.built).toBe(false);
    expect(lookup.answer).toBeDefined();
    expect((lookup.listedFrom as typeof previous).beta).toBe(previous.beta);

    await building;
    expect(served.answering(now).beta).toBe(now.beta);
    expect((await served.indexOf(now)).size).toBe(snapshot.findings.length + alphaSnapshot.findings.length);
  });
});
