import fc from 'fast-check';
import { RISK_RATINGS, SEVERITIES } from '@vmdash/domain';
import { generateDemoAlphaSnapshot } from '../demo-data/demo-alpha.generator';
import { generateDemoBetaSnapshot } from '../demo-data/demo-beta.generator';
import { alphaListingKey } from '../lifecycle/finding-lifecycle.store';
import { AlphaReadModel } from '../read-model/alpha-read-model';
import { BetaReadModel } from '../read-model/beta-read-model';
import { FindingIndex, type IndexedOrder, type IndexedQuery } from './finding-index';
import { matchingFindings, pageOfMatched, type ListedStatus } from './finding-query';
import { alphaRows, betaRows } from './finding-rows';

/**
 * A small demo estate with what the orders must tie-break: some findings without first_seen, severities and risk
 * scores of few values (many ties), a few reopened findings; with `otherSpellings`, some first_seen not written as
 * toISOString writes them (compared as strings).
 */
function estate(seed: number, otherSpellings = false) {
  const beta = generateDemoBetaSnapshot({ hosts: 40, findingsPerHost: 6, seed });
  beta.findings = beta.findings.map((finding, i) => ({
    ...finding,
    first_seen: i % 7 === 0 ? null : i % 5 === 0 ? (beta.findings[0].first_seen ?? null) : otherSpellings && i % 13 === 0 ? '2024-01-01T00:00:00Z' : finding.first_seen,
    risk_score: i % 3 === 0 ? 500 : finding.risk_score,
  }));
  const alpha = generateDemoAlphaSnapshot({ assets: 12, findingsPerAsset: 4, seed });
  const models = { alpha: new AlphaReadModel('a', alpha), beta: BetaReadModel.of('b', beta) };
  const reopened = {
    beta: new Set(beta.findings.filter((_, i) => i % 11 === 0).map((finding) => finding.active_host_findings_id)),
    alpha: new Set(alpha.findings.filter((_, i) => i % 9 === 0).map((finding) => alphaListingKey(finding.asset_id, finding.cve_id))),
  };
  return { models, reopened, hostnames: beta.hosts.map((host) => host.hostname ?? ''), owners: beta.hosts.map((host) => host.owner) };
}

const ORDERS: IndexedOrder[] = ['severity_desc', 'severity_asc', 'risk_desc', 'risk_asc', 'first_seen_desc', 'first_seen_asc'];
const TEAMS = ['retail-banking', 'corporate-it', 'infrastructure', 'markets', 'digital-channels', 'governance', ''];
const STATUSES: ListedStatus[][] = [['open', 'reopened'], ['open'], ['reopened']];

describe('FindingIndex', () => {
  it('answers every query, order and page as the plain scan of the rows does', async () => {
    const estates = [estate(1), estate(2, true)];
    const indexes = await Promise.all(estates.map(({ models, reopened }) => FindingIndex.build(models, reopened)));
    fc.assert(
      fc.property(
        fc.record({
          estate: fc.integer({ min: 0, max: 1 }),
          order: fc.constantFrom(...ORDERS),
          teamField: fc.constantFrom('bu_team' as const, 'owner' as const),
          teams: fc.option(fc.subarray(TEAMS), { nil: null, freq: 2 }),
          source: fc.option(fc.constantFrom('alpha' as const, 'beta' as const), { nil: undefined, freq: 2 }),
          statuses: fc.constantFrom(...STATUSES),
          severity: fc.option(fc.constantFrom(...SEVERITIES), { nil: undefined, freq: 2 }),
          kev: fc.option(fc.boolean(), { nil: undefined, freq: 2 }),
          buTeam: fc.option(fc.constantFrom(...TEAMS), { nil: undefined, freq: 2 }),
          riskRating: fc.option(fc.constantFrom(...RISK_RATINGS), { nil: undefined, freq: 2 }),
          minRiskScore: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined, freq: 2 }),
          text: fc.option(fc.constantFrom('cve-2', 'ssl', 'remote', '1', 'zzz'), { nil: undefined, freq: 2 }),
          hostname: fc.option(fc.constantFrom('web', 'prod', '-0001', 'db', '', 'b\u0000w'), { nil: undefined, freq: 2 }),
          owner: fc.option(fc.nat(), { nil: undefined, freq: 2 }),
          page: fc.integer({ min: 1, max: 6 }),
          pageSize: fc.constantFrom(1, 7, 50),
          // A later page of the same answer (an export's next pages): the walk resumes, or the matches are sorted.
          later: fc.integer({ min: 1, max: 60 }),
        }),
        (drawn) => {
          const { models, reopened, owners } = estates[drawn.estate];
          const query: IndexedQuery = {
            ...drawn,
            teams: drawn.teams === null ? null : new Set(drawn.teams),
            statuses: new Set(drawn.statuses),
            owner: drawn.owner === undefined ? undefined : owners[drawn.owner % owners.length],
          };
          const index = indexes[drawn.estate];
          const plain = matchingFindings([...alphaRows(models.alpha, reopened, undefined), ...betaRows(models.beta, reopened, undefined)], query);
          const indexed = index.query(query);
          expect(indexed.total).toBe(plain.length);
          const start = (drawn.page - 1) * drawn.pageSize;
          expect(pageOfMatched(indexed, drawn.page, drawn.pageSize).items).toEqual(plain.slice(start, start + drawn.pageSize));
          const later = start + drawn.later * drawn.pageSize;
          expect(pageOfMatched(indexed, drawn.page + drawn.later, drawn.pageSize).items).toEqual(plain.slice(later, later + drawn.pageSize));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds every active finding of both sources and lists them all in every order', async () => {
    const { models, reopened } = estate(3);
    const index = await FindingIndex.build(models, reopened);
    const all = [...alphaRows(models.alpha, reopened, undefined), ...betaRows(models.beta, reopened, undefined)];
    expect(index.size).toBe(all.length);
    for (const order of ORDERS) {
      const query: IndexedQuery = { teamField: 'bu_team', teams: null, statuses: new Set<ListedStatus>(['open', 'reopened']), order };
      expect(index.query(query).slice(0, all.length)).toEqual(matchingFindings(all, query));
    }
  });
});
