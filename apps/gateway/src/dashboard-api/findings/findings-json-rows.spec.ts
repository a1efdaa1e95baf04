import fc from 'fast-check';
import { FINDING_STATUSES, RISK_RATINGS, SEVERITIES } from '@vmdash/domain';
import { jsonRowOf, vmdashServiceDefinition, type FindingPage__Output, type ListedFindingFields } from '@vmdash/proto';
import { toPageJson } from '../../http/paging';
import { findingPageBytes, toFindingJson } from './findings.schemas';

/*
 * The rows of GET /api/findings travel as JSON that data-cache writes once (libs/proto jsonRowOf; docs/decisions/0031,
 * "The rows of a page"). The answer must be the one the rows as messages gave, byte for byte: each row's way through
 * both paths, with the codecs of the two gRPC calls, is compared over alpha, beta, open, reopened and fixed findings
 * (factors or none), unset optionals, any text, with and without the dashboard's plan, atlas_known and accepted risk.
 */

const dataCache = vmdashServiceDefinition('vmdash.v1.DataCacheService').QueryBetaFindings;
const dashboard = vmdashServiceDefinition('vmdash.v1.DashboardWorkflowService').ListFindings;
/** A message as the receiving process decodes it from the bytes the sender encoded. */
const through = <T>(method: { responseSerialize(value: unknown): Buffer; responseDeserialize(bytes: Buffer): unknown }, message: unknown) =>
  method.responseDeserialize(method.responseSerialize(message)) as T;

const text = fc.string({ unit: 'binary', maxLength: 12 });
const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const score = fc.double({ min: 0, max: 10, noNaN: true });
const points = fc.double({ min: -500, max: 500, noNaN: true });
/** Risk factors as the snapshots hold them: every factor, in the order of the RiskFactors message. */
const factors = fc.record({
  cvss: fc.record({ value: score, version: orNull(fc.constantFrom('3.1', '4.0')), vector: orNull(text), source: fc.constantFrom('vector', 'scanner', 'severity'), contribution: points }),
  kev: fc.record({ value: fc.boolean(), due_date: orNull(fc.constant('2024-03-01')), contribution: points }),
  ransomware: fc.record({ value: fc.boolean(), contribution: points }),
  epss: fc.record({ value: orNull(fc.double({ min: 0, max: 1, noNaN: true })), percentile: orNull(fc.double({ min: 0, max: 1, noNaN: true })), cve_id: orNull(text), contribution: points }),
  exploit: fc.record({ value: fc.boolean(), contribution: points }),
  criticality: fc.record({ value: fc.integer({ min: 1, max: 5 }), source: fc.constantFrom('inventory', 'default'), multiplier: fc.double({ min: 0, max: 2, noNaN: true }), contribution: points }),
  internet_facing: fc.record({ value: fc.boolean(), source: fc.constantFrom('inventory', 'default'), multiplier: fc.double({ min: 0, max: 2, noNaN: true }), contribution: points }),
});

const finding: fc.Arbitrary<ListedFindingFields> = fc.record({
  source: fc.constantFrom('alpha', 'beta'),
  host_id: fc.nat(),
  hostname: orNull(text),
  owner: text,
  bu_team: orNull(text),
  scanner_id: text,
  active_host_findings_id: fc.nat(),
  title: text,
  severity: fc.constantFrom(...SEVERITIES),
  cve_ids: fc.array(text, { maxLength: 3 }),
  kev: fc.boolean(),
  first_seen: orNull(fc.constant('2025-01-02T03:04:05.000Z')),
  last_seen: orNull(fc.constant('2026-11-20T00:00:00.000Z')),
  team: text,
  risk_score: fc.integer({ min: 0, max: 1000 }),
  risk_rating: fc.constantFrom(...RISK_RATINGS),
  risk_factors: orNull(factors),
  host_risk_score: fc.integer({ min: 0, max: 1000 }),
  host_risk_total: fc.nat(),
  status: fc.constantFrom(...FINDING_STATUSES),
  fixed_at: orNull(fc.constant('2026-11-21T00:00:00.000Z')),
});

/** The dashboard's fields of a row: a plan, an accepted risk (active or expiring) and atlas_known, or none. */
const planned = fc.record({
  action_plan: fc.option(
    fc.record({
      action_plan_id: fc.uuid(),
      host_id: fc.nat(),
      plan_type: fc.constantFrom('remediation', 'risk_acceptance'),
      commit_date: fc.constant('2027-01-31'),
      scanner_id: fc.option(text, { nil: undefined }),
      active_host_findings_id: fc.option(fc.nat(), { nil: undefined }),
      created_by: text,
      created_at: fc.constant('2026-11-01T00:00:00.000Z'),
    }),
    { nil: undefined },
  ),
  atlas_known: fc.boolean(),
  accepted_risk: fc.option(fc.record({ exception_id: fc.uuid(), expires_on: fc.constant('2027-02-01'), state: fc.constantFrom('active', 'expiring') }), { nil: undefined }),
});

describe('the rows of GET /api/findings as JSON data-cache writes', () => {
  it('when a page is answered from the rows as JSON, then its text is the one the rows as messages gave, byte for byte', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(finding, planned), { maxLength: 8 }), fc.nat(), fc.integer({ min: 1, max: 3000 }), (rows, total, pageNumber) => {
        const page = { page: pageNumber, page_size: 200, total };
        // Messages: data-cache -> dashboard -> gateway, the gateway's JSON of each.
        const scoped = through<{ items: unknown[] }>(dataCache, { ...page, items: rows.map(([row]) => row), snapshot_id: 'a/b' });
        const asMessages = through<FindingPage__Output>(dashboard, { ...page, items: scoped.items.map((item, i) => ({ finding: item, ...rows[i]![1] })) });
        const expected = JSON.stringify(toPageJson(asMessages, asMessages.items.map(toFindingJson)));
        // JSON rows: written by data-cache, passed on by the dashboard with its fields, written by the gateway.
        const json = through<{ json_items: { json: Buffer; split: number }[] }>(dataCache, { ...page, items: [], json_items: rows.map(([row]) => jsonRowOf(row)), snapshot_id: 'a/b' });
        const asJson = through<FindingPage__Output>(dashboard, { ...page, items: [], json_items: json.json_items.map(({ json: bytes, split }, i) => ({ json: bytes, split, ...rows[i]![1] })) });
        expect(findingPageBytes(asJson).toString('utf8')).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
