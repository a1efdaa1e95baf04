import { RISK_RATINGS, SEVERITIES } from '@vmdash/domain';
import type { ReopenedFindings } from '../lifecycle/finding-lifecycle.store';
import type { AlphaReadModel } from '../read-model/alpha-read-model';
import type { BetaReadModel } from '../read-model/beta-read-model';
import { severityRank, scopedOf, teamOf, type FindingOrder, type FindingQuery, type FindingRow, type ListedFinding, type ListedHost, type MatchedFindings, type ScopedFinding } from './finding-query';
import { alphaRow, alphaRows, betaRow } from './finding-rows';
import type { BetaFindingTemplate } from '../read-model/beta-finding-template';
import type { BetaHost } from '../snapshot/snapshot.types';
import { sortInSlices, TimeSlices } from '@vmdash/service-runtime';

/** The orders kept pre-sorted (the what-changed orders sort transitions, never the active findings). */
export type IndexedOrder = Exclude<FindingOrder, 'changed_desc' | 'changed_asc'>;

/** A query the index answers: active findings only (open, reopened), no host filter, no what-changed window. */
export type IndexedQuery = Omit<FindingQuery, 'page' | 'pageSize' | 'hosts' | 'changes' | 'order'> & { order: IndexedOrder };

/** A host of the index: its identity as listed, its source, and what the team filters compare. */
interface IndexedHost {
  source: 'alpha' | 'beta';
  host: ListedHost;
  lowerHostname: string;
  /** Index of its HostGroup. */
  group: number;
}

/** Hosts alike for every host-level filter but the hostname: one source, owner and bu_team. */
interface HostGroup {
  source: 'alpha' | 'beta';
  owner: string;
  buTeam: string | null;
}

/** What the text filters compare of a finding (shared by every finding of a plugin, or of a CVE and title). */
interface IndexedText {
  scannerId: string;
  lowerTitle: string;
  lowerScannerId: string;
  lowerCves: string[];
}

const SEVERITY_KEYS = SEVERITIES.length + 1;
const RATINGS: readonly string[] = RISK_RATINGS;
const NO_RATING = RATINGS.length;
/** Count cells per host group: severity key x KEV x rating (with none) x status (open, reopened). */
const CELLS_PER_GROUP = SEVERITY_KEYS * 2 * (RATINGS.length + 1) * 2;

/** The count cell of a row of host group `group`. */
function cellOf(group: number, severity: number, kev: number, rating: number, reopened: number): number {
  return ((group * SEVERITY_KEYS + severity) * 2 + kev) * (RATINGS.length + 1) * 2 + rating * 2 + reopened;
}

/** A typed column that grows as rows are added. */
function grow<A extends Uint8Array | Uint32Array | Float64Array>(values: A, length: number, make: (size: number) => A): A {
  if (length < values.length) return values;
  const bigger = make(Math.max(1024, values.length * 2));
  bigger.set(values);
  return bigger;
}

/** What ends each hostname in the index's joined hostnames (FindingIndex.hostsNamed); a filter holding it is judged per host. */
const NAME_END = '\u0000';

/** Every order the index keeps sorted. */
const INDEXED_ORDERS: readonly IndexedOrder[] = ['risk_desc', 'risk_asc', 'severity_desc', 'severity_asc', 'first_seen_desc', 'first_seen_asc'];
/** Loops of the build check the slice's time when `step & CHECK_EVERY` is 0: every 4,096 steps. */
const CHECK_EVERY = 4095;
/** Beta hosts whose rows the build reads between two checks of the slice's time. */
const HOSTS_PER_STEP = 256;

/** The largest time value (ECMAScript: 8.64e15 ms from the epoch); DateValues keeps other spellings above it. */
const MAX_TIME = 8.64e15;
/** Years 0000 to 9999: toISOString writes them with four digits, so their strings sort as their times. */
const FOUR_DIGIT_YEARS = { from: Date.parse('0000-01-01T00:00:00.000Z'), to: Date.parse('9999-12-31T23:59:59.999Z') };

/** A date as the index keeps it: epoch ms when toISOString writes it back the same (NaN: none), else the string. */
function canonicalDate(date: string | null): number | string {
  if (date === null) return Number.NaN;
  const ms = Date.parse(date);
  return Number.isFinite(ms) && new Date(ms).toISOString() === date ? ms : date;
}

/** The inverse of a permutation: where each value sits. */
function inverse(permutation: Uint32Array): Uint32Array {
  const places = new Uint32Array(permutation.length);
  for (let i = 0; i < permutation.length; i++) places[permutation[i]] = i;
  return places;
}

/**
 * The rows of each distinct text, in row order (a counting sort of the text column, in slices): the rows of text `t`
 * are rows[starts[t]] to rows[starts[t + 1] - 1].
 */
async function rowsByText(text: Uint32Array, texts: number, slices: TimeSlices): Promise<{ starts: Uint32Array; rows: Uint32Array }> {
  const starts = new Uint32Array(texts + 1);
  for (let row = 0; row < text.length; row++) {
    if ((row & CHECK_EVERY) === 0) await slices.check();
    starts[text[row] + 1] += 1;
  }
  for (let t = 0; t < texts; t++) starts[t + 1] += starts[t];
  const next = starts.slice(0, texts);
  const rows = new Uint32Array(text.length);
  for (let row = 0; row < text.length; row++) {
    if ((row & CHECK_EVERY) === 0) await slices.check();
    rows[next[text[row]]++] = row;
  }
  return { starts, rows };
}

/** The rank of each value among the distinct values, ascending (numbers; no NaN), computed in slices. */
async function numberRanks(values: Float64Array, slices: TimeSlices): Promise<{ ranks: Uint32Array; distinct: number }> {
  const sorted = values.slice();
  await sortInSlices(sorted, slices);
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++) {
    if ((i & CHECK_EVERY) === 0) await slices.check();
    if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i];
  }
  const ranks = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    if ((i & CHECK_EVERY) === 0) await slices.check();
    let low = 0;
    let high = distinct - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle] < values[i]) low = middle + 1;
      else high = middle;
    }
    ranks[i] = low;
  }
  return { ranks, distinct };
}

/**
 * The rank of each row's first_seen among the distinct ones in string order (the list's order, finding-query.ts
 * byFirstSeen), `distinct` for none. Dates toISOString wrote, of four-digit years, sort as their epoch ms; when any
 * other spelling is present every date is compared as its string.
 */
async function dateRanks(ms: Float64Array, others: ReadonlyMap<number, string>, slices: TimeSlices): Promise<{ ranks: Uint32Array; distinct: number }> {
  // The rows with a date as epoch ms, in row order (typed, filled in slices: a JS array and a mapped from() of
  // millions held the event loop for hundreds of ms on a loaded machine).
  const rows = new Uint32Array(ms.length);
  let count = 0;
  let numeric = others.size === 0;
  for (let row = 0; row < ms.length; row++) {
    if ((row & CHECK_EVERY) === 0) await slices.check();
    if (Number.isNaN(ms[row])) continue;
    rows[count++] = row;
    if (ms[row] < FOUR_DIGIT_YEARS.from || ms[row] > FOUR_DIGIT_YEARS.to) numeric = false;
  }
  const present = rows.subarray(0, count);
  const ranks = new Uint32Array(ms.length);
  let distinct: number;
  if (numeric) {
    const values = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      if ((i & CHECK_EVERY) === 0) await slices.check();
      values[i] = ms[present[i]];
    }
    const ranked = await numberRanks(values, slices);
    for (let i = 0; i < count; i++) {
      if ((i & CHECK_EVERY) === 0) await slices.check();
      ranks[present[i]] = ranked.ranks[i];
    }
    distinct = ranked.distinct;
  } else {
    const strings = new Map<number, string>(others);
    for (const row of present) strings.set(row, new Date(ms[row]).toISOString());
    const sorted = [...new Set(strings.values())].sort();
    const rankOf = new Map(sorted.map((value, rank) => [value, rank]));
    for (const [row, value] of strings) ranks[row] = rankOf.get(value) as number;
    distinct = sorted.length;
  }
  for (let row = 0; row < ms.length; row++) {
    if ((row & CHECK_EVERY) === 0) await slices.check();
    if (Number.isNaN(ms[row]) && !others.has(row)) ranks[row] = distinct;
  }
  return { ranks, distinct };
}

/**
 * The active findings of one pair of served snapshots (alpha, beta) with the lifecycle's reopened ones, indexed once
 * per pair (docs/decisions/0031-dashboard-reads-at-scale.md): a row per finding in the list's tie order (source, host_id,
 * scanner_id, active_host_findings_id), typed columns of what the filters compare (severity, KEV, risk score and
 * rating, status, host, text), and each order as a permutation of the rows (Uint32Array), so a query is one pass
 * over the rows of its order with no record made, and only the rows of the page asked are made as records (from the
 * read models, as the plain scan makes them). Answers equal the plain scan's (matchingFindings): the property test
 * finding-index.spec.ts compares them.
 */
export class FindingIndex {
  /** Rows per order (each 4 bytes a finding), every order sorted by `build`. */
  private readonly orders = new Map<IndexedOrder, Uint32Array>();

  private constructor(
    private readonly models: { alpha: AlphaReadModel; beta: BetaReadModel },
    private readonly reopened: ReopenedFindings,
    /** In the tie order (source, host_id). */
    private readonly hosts: IndexedHost[],
    /** Rows of host `h`: hostRows[h] to hostRows[h + 1] - 1. */
    private readonly hostRows: Uint32Array,
    private readonly groups: HostGroup[],
    /** Rows per count cell (cellOf): the totals of queries without hostname, text or risk score filters. */
    private readonly counts: Uint32Array,
    private readonly texts: IndexedText[],
    private readonly columns: {
      host: Uint32Array;
      /** The host's HostGroup (read per row by the walk, so the hosts are not). */
      group: Uint16Array | Uint32Array;
      /** Position of the finding among its host's findings as the read model lists them. */
      ordinal: Uint32Array;
      text: Uint32Array;
      /** severityRank + 1 (0: a severity not listed). */
      severity: Uint8Array;
      kev: Uint8Array;
      risk: Float64Array;
      rating: Uint8Array;
      reopened: Uint8Array;
      /** Rank of first_seen among the distinct values (string order); `firstSeenRanks` for none. */
      firstSeen: Uint32Array;
    },
    private readonly firstSeenRanks: number,
    /** Rank of each row's risk score among the distinct scores, ascending. */
    private readonly riskRank: Uint32Array,
    private readonly riskRanks: number,
    /** The rows of each distinct text (rowsByText): a text filter reads the rows of the texts passing, not every row. */
    private readonly textRows: { starts: Uint32Array; rows: Uint32Array },
  ) {
    const starts = new Uint32Array(hosts.length + 1);
    let offset = 0;
    hosts.forEach(({ lowerHostname }, h) => {
      starts[h] = offset;
      offset += lowerHostname.length + NAME_END.length;
    });
    starts[hosts.length] = offset;
    this.hostnames = { text: hosts.map(({ lowerHostname }) => lowerHostname + NAME_END).join(''), starts };
  }

  /** The hosts' lower-case names, each followed by NAME_END, and where each starts (one more: the text's length). */
  private readonly hostnames: { text: string; starts: Uint32Array };

  /** How many active findings the index holds. */
  get size(): number {
    return this.columns.host.length;
  }

  /**
   * Indexes the active findings of `models` (every row of alphaRows and betaRows) and sorts every order, in slices of
   * `slices` (docs/decisions/0031-dashboard-reads-at-scale.md, "Built in slices"): the event loop answers calls
   * between them, and the index is returned only when complete.
   */
  static async build(models: { alpha: AlphaReadModel; beta: BetaReadModel }, reopened: ReopenedFindings, slices: TimeSlices = new TimeSlices()): Promise<FindingIndex> {
    const hosts: IndexedHost[] = [];
    const groups: HostGroup[] = [];
    const groupOf = new Map<string, number>();
    const texts: IndexedText[] = [];
    const textOfKey = new Map<string, number>();
    const textOfTemplate = new Map<BetaFindingTemplate, number>();
    // Every column sized once, for at most every finding of both read models (growing them doubled and copied
    // millions of values inside one slice); `length` rows are filled.
    const rowCount = models.alpha.findingCount + models.beta.findingCount;
    let length = 0;
    const host = new Uint32Array(rowCount);
    const ordinal = new Uint32Array(rowCount);
    const text = new Uint32Array(rowCount);
    const severity = new Uint8Array(rowCount);
    const kev = new Uint8Array(rowCount);
    const risk = new Float64Array(rowCount);
    const rating = new Uint8Array(rowCount);
    const status = new Uint8Array(rowCount);
    const findingId = new Float64Array(rowCount);
    /** first_seen as epoch ms when written as toISOString writes it (NaN: none); other spellings in `otherDates`. */
    const firstSeenMs = new Float64Array(rowCount);
    const otherDates = new Map<number, string>();
    const addHost = (source: 'alpha' | 'beta', listed: ListedHost) => {
      const groupKey = JSON.stringify([source, listed.owner, listed.bu_team]);
      let group = groupOf.get(groupKey);
      if (group === undefined) {
        group = groups.length;
        groupOf.set(groupKey, group);
        groups.push({ source, owner: listed.owner, buTeam: listed.bu_team });
      }
      hosts.push({ source, host: listed, lowerHostname: (listed.hostname ?? '').toLowerCase(), group });
    };
    const textIndexOf = (finding: Pick<ListedFinding, 'scanner_id' | 'title' | 'cve_ids'>, key: string, cache: Map<string, number>) => {
      let index = cache.get(key);
      if (index === undefined) {
        index =
          texts.push({
            scannerId: finding.scanner_id,
            lowerTitle: finding.title.toLowerCase(),
            lowerScannerId: finding.scanner_id.toLowerCase(),
            lowerCves: finding.cve_ids.map((cve) => cve.toLowerCase()),
          }) - 1;
        cache.set(key, index);
      }
      return index;
    };
    const addRow = (
      position: number,
      textIndex: number,
      finding: Pick<ListedFinding, 'severity' | 'kev' | 'risk_score' | 'risk_rating'>,
      id: number,
      isReopened: boolean,
      firstSeen: number | string,
    ) => {
      // A typed array drops a write past its end without a word: a read model listing more rows than it counts is a fault.
      if (length === rowCount) throw new Error(`the read models list more findings than they count (${rowCount})`);
      host[length] = hosts.length - 1;
      ordinal[length] = position;
      text[length] = textIndex;
      severity[length] = severityRank(finding.severity) + 1;
      kev[length] = finding.kev ? 1 : 0;
      risk[length] = finding.risk_score;
      const ratingIndex = RATINGS.indexOf(finding.risk_rating);
      rating[length] = ratingIndex < 0 ? NO_RATING : ratingIndex;
      status[length] = isReopened ? 1 : 0;
      findingId[length] = id;
      if (typeof firstSeen === 'string') otherDates.set(length, firstSeen);
      firstSeenMs[length] = typeof firstSeen === 'string' ? Number.NaN : firstSeen;
      length += 1;
    };
    let lastAsset = -1;
    let position = 0;
    for (const row of alphaRows(models.alpha, reopened, undefined)) {
      if ((length & CHECK_EVERY) === 0) await slices.check();
      if (row.host.host_id !== lastAsset || hosts.length === 0) {
        addHost('alpha', row.host);
        lastAsset = row.host.host_id;
        position = 0;
      }
      const { finding } = row;
      const textKey = `${finding.scanner_id}\u0000${finding.title}\u0000${finding.cve_ids.join('\u0000')}`;
      addRow(position++, textIndexOf(finding, textKey, textOfKey), finding, finding.active_host_findings_id, row.status === 'reopened', canonicalDate(finding.first_seen));
    }
    let lastHost: BetaHost | null = null;
    const visit = (betaHost: BetaHost, at: number, template: BetaFindingTemplate, id: number, firstSeen: number) => {
      if (betaHost !== lastHost) {
        addHost('beta', { host_id: betaHost.host_id, hostname: betaHost.hostname, owner: betaHost.owner, bu_team: betaHost.bu_team });
        lastHost = betaHost;
      }
      let textIndex = textOfTemplate.get(template);
      if (textIndex === undefined) {
        const { fields } = template;
        textIndex = textIndexOf(fields, `${fields.scanner_id}\u0000${fields.title}\u0000${fields.cve_ids.join('\u0000')}`, textOfKey);
        textOfTemplate.set(template, textIndex);
      }
      // DateValues keeps a date toISOString wrote as its epoch ms (at most 8.64e15), any other spelling above.
      const date = firstSeen > MAX_TIME ? (models.beta.firstSeenOf(firstSeen) as string) : firstSeen;
      addRow(at, textIndex, template.fields, id, reopened.beta.has(id), date);
    };
    for (let from = 0; from < models.beta.hostCount; from += HOSTS_PER_STEP) {
      models.beta.forEachRow(visit, { from, to: from + HOSTS_PER_STEP });
      await slices.check();
    }

    const counts = new Uint32Array(groups.length * CELLS_PER_GROUP);
    for (let row = 0; row < length; row++) {
      if ((row & CHECK_EVERY) === 0) await slices.check();
      counts[cellOf(hosts[host[row]].group, severity[row], kev[row], rating[row], status[row])] += 1;
    }

    // The tie order: hosts by source (alpha first) and host_id, a host's findings by scanner_id, then
    // active_host_findings_id (stable sorts, as the plain scan's sort is).
    const hostStart = new Uint32Array(hosts.length + 1);
    for (let row = 0; row < length; row++) {
      if ((row & CHECK_EVERY) === 0) await slices.check();
      hostStart[host[row] + 1] = row + 1;
    }
    const hostOrder = hosts
      .map((_, index) => index)
      .sort((a, b) => (hosts[a].source < hosts[b].source ? -1 : hosts[a].source > hosts[b].source ? 1 : 0) || hosts[a].host.host_id - hosts[b].host.host_id);
    const tie = new Uint32Array(length);
    /** Rows of the host at place `h` of hostOrder (the index's host numbers): hostRows[h] to hostRows[h + 1] - 1. */
    const hostRows = new Uint32Array(hosts.length + 1);
    const hostPlace = new Uint32Array(hosts.length);
    let next = 0;
    for (const [place, index] of hostOrder.entries()) {
      await slices.check();
      hostPlace[index] = place;
      hostRows[place] = next;
      const rows: number[] = [];
      for (let row = hostStart[index]; row < hostStart[index + 1]; row++) rows.push(row);
      const scanner = (row: number) => texts[text[row]].scannerId;
      rows.sort((a, b) => (scanner(a) < scanner(b) ? -1 : scanner(a) > scanner(b) ? 1 : 0) || findingId[a] - findingId[b]);
      for (const row of rows) tie[next++] = row;
    }
    hostRows[hosts.length] = next;
    const reorder = async <A extends Uint8Array | Uint32Array | Float64Array>(values: A): Promise<A> => {
      const ordered = values.slice(0, length) as A;
      for (let i = 0; i < length; i++) {
        if ((i & CHECK_EVERY) === 0) await slices.check();
        ordered[i] = values[tie[i]];
      }
      return ordered;
    };

    const placeOf = inverse(tie);
    const { ranks: firstSeenRank, distinct: firstSeenRanks } = await dateRanks(await reorder(firstSeenMs), new Map([...otherDates].map(([row, date]) => [placeOf[row], date])), slices);
    const orderedRisk = await reorder(risk);
    const { ranks: riskRank, distinct: riskRanks } = await numberRanks(orderedRisk, slices);
    const orderedText = await reorder(text);

    // The hosts renumbered in the tie order, so that each host's rows are one range (hostRows).
    const orderedHost = new Uint32Array(length);
    const group = groups.length <= 0x10000 ? new Uint16Array(length) : new Uint32Array(length);
    for (let i = 0; i < length; i++) {
      if ((i & CHECK_EVERY) === 0) await slices.check();
      orderedHost[i] = hostPlace[host[tie[i]]];
      group[i] = hosts[host[tie[i]]].group;
    }
    const index = new FindingIndex(
      models,
      reopened,
      hostOrder.map((place) => hosts[place]),
      hostRows,
      groups,
      counts,
      texts,
      {
        host: orderedHost,
        group,
        ordinal: await reorder(ordinal),
        text: orderedText,
        severity: await reorder(severity),
        kev: await reorder(kev),
        risk: orderedRisk,
        rating: await reorder(rating),
        reopened: await reorder(status),
        firstSeen: firstSeenRank,
      },
      firstSeenRanks,
      riskRank,
      riskRanks,
      await rowsByText(orderedText, texts.length, slices),
    );
    for (const order of INDEXED_ORDERS) index.orders.set(order, await index.sorted(order, slices));
    return index;
  }

  /**
   * The sort key of each row in `order` (finding-query.ts COMPARATORS): its place in the order's first fields times the
   * row count plus its row (the tie order), so keys sorted as numbers are the order exactly (below 2^53 for any row count
   * a process holds).
   */
  private keyOf(order: IndexedOrder): (row: number) => number {
    const { severity, firstSeen } = this.columns;
    const n = this.size;
    const { riskRank, riskRanks, firstSeenRanks } = this;
    switch (order) {
      case 'severity_desc':
        return (row) => (SEVERITY_KEYS - 1 - severity[row]) * n + row;
      case 'severity_asc':
        return (row) => severity[row] * n + row;
      case 'risk_desc':
        return (row) => ((riskRanks - 1 - riskRank[row]) * SEVERITY_KEYS + (SEVERITY_KEYS - 1 - severity[row])) * n + row;
      case 'risk_asc':
        return (row) => (riskRank[row] * SEVERITY_KEYS + severity[row]) * n + row;
      // A finding without first_seen sorts last in both directions.
      case 'first_seen_desc':
        return (row) => (firstSeen[row] === firstSeenRanks ? firstSeenRanks : firstSeenRanks - 1 - firstSeen[row]) * n + row;
      case 'first_seen_asc':
        return (row) => firstSeen[row] * n + row;
    }
  }

  /** The rows in `order` (keyOf), sorted in slices. */
  private async sorted(order: IndexedOrder, slices: TimeSlices): Promise<Uint32Array> {
    const n = this.size;
    const key = this.keyOf(order);
    const keys = new Float64Array(n);
    for (let row = 0; row < n; row++) {
      if ((row & CHECK_EVERY) === 0) await slices.check();
      keys[row] = key(row);
    }
    await sortInSlices(keys, slices);
    const rows = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      if ((i & CHECK_EVERY) === 0) await slices.check();
      rows[i] = keys[i] % n;
    }
    return rows;
  }

  /**
   * The findings passing `query` in its order (docs/decisions/0031-dashboard-reads-at-scale.md, "A page walks only as
   * far as it needs"). Host-level filters (team scope, source, owner, bu_team) are judged once per host group, the
   * hostname once per host, the text filters once per distinct text; the rows that can match are then the row ranges of
   * the hosts passing (every row when no host-level filter is given). The total is the sum of the count cells passing
   * when the query has no hostname, text or risk score filter, else one pass over those rows. The rows of a page are
   * found by walking the order's rows as far as the page, or, when the matches are few against the walk that would find
   * them, by sorting the matches' keys (MatchedRows); a query with no filter at all is the order itself.
   */
  query(query: IndexedQuery): MatchedFindings {
    const rows = this.orders.get(query.order) as Uint32Array;
    const severityKey = query.severity === undefined ? -1 : severityRank(query.severity) + 1;
    const ratingValue = query.riskRating === undefined ? -1 : RATINGS.indexOf(query.riskRating);
    // Every finding has a listed severity and rating: an unlisted one matches none.
    if (severityKey === 0 || (query.riskRating !== undefined && ratingValue < 0)) return this.matchedOf(new MatchedRows(new Uint32Array(0), 0, null), query);
    const groupPass = this.groupsPassing(query);
    const hostPass = query.hostname === undefined ? null : this.hostsNamed(query.hostname);
    const textPass = this.textsPassing(query);
    const { host, group, text, severity, kev, risk, rating, reopened } = this.columns;
    const wantOpen = query.statuses.has('open');
    const wantReopened = query.statuses.has('reopened');
    const kevValue = query.kev === undefined ? -1 : query.kev ? 1 : 0;
    const minRisk = query.minRiskScore;
    const byRow = hostPass !== null || textPass !== null || minRisk !== undefined;
    if (!byRow && groupPass === null && wantOpen && wantReopened && severityKey < 0 && kevValue < 0 && ratingValue < 0) return this.matchedOf(new MatchedRows(rows, rows.length, null), query);
    // The text first: when given, it is most often what excludes a row.
    const passes = (row: number) =>
      (textPass === null || textPass[text[row]] === 1) &&
      (reopened[row] === 1 ? wantReopened : wantOpen) &&
      (severityKey < 0 || severity[row] === severityKey) &&
      (kevValue < 0 || kev[row] === kevValue) &&
      (ratingValue < 0 || rating[row] === ratingValue) &&
      (minRisk === undefined || risk[row] >= minRisk) &&
      (groupPass === null || groupPass[group[row]] === 1) &&
      (hostPass === null || hostPass[host[row]] === 1);
    const ranges = this.rangesOf(groupPass, hostPass);
    // The rows a text filter leaves (its texts' rows), when fewer than the hosts' ranges: only those are tested.
    const textRanges = textPass === null ? null : this.textRangesOf(textPass);
    const tested = textRanges !== null && rangeLength(textRanges) < (ranges === null ? this.size : rangeLength(ranges)) ? textRanges : ranges;
    const rowList = textRanges !== null && tested === textRanges ? this.textRows.rows : null;
    // Collected in row order (the columns read in sequence), not in the order's; by text, in row order per text (the
    // page sorts the matches' keys, MatchedRows, and their number is the total).
    const collect = () => {
      let found = new Uint32Array(1024);
      let count = 0;
      const take = (from: number, to: number) => {
        for (let at = from; at < to; at++) {
          const row = rowList === null ? at : rowList[at];
          if (!passes(row)) continue;
          if (count === found.length) found = grow(found, count, (size) => new Uint32Array(size));
          found[count++] = row;
        }
      };
      if (tested === null) take(0, this.size);
      else for (let i = 0; i < tested.length; i += 2) take(tested[i], tested[i + 1]);
      return found.subarray(0, count);
    };
    const key = this.keyOf(query.order);
    if (byRow) {
      const matches = collect();
      return this.matchedOf(new MatchedRows(rows, matches.length, { passes, matches: () => matches, key, candidates: 0 }), query);
    }
    const total = this.countOf(groupPass, { open: wantOpen, reopened: wantReopened }, severityKey, kevValue, ratingValue);
    const candidates = tested === null ? this.size : rangeLength(tested);
    return this.matchedOf(new MatchedRows(rows, total, { passes, matches: collect, key, candidates }), query);
  }

  /**
   * The row ranges of the hosts passing the host-level filters (pairs from, to; adjacent hosts joined), or null when
   * every host passes.
   */
  private rangesOf(groupPass: Uint8Array | null, hostPass: Uint8Array | null): Uint32Array | null {
    if (groupPass === null && hostPass === null) return null;
    const ranges: number[] = [];
    for (let h = 0; h < this.hosts.length; h++) {
      if ((groupPass !== null && groupPass[this.hosts[h].group] === 0) || (hostPass !== null && hostPass[h] === 0)) continue;
      if (ranges.length > 0 && ranges[ranges.length - 1] === this.hostRows[h]) ranges[ranges.length - 1] = this.hostRows[h + 1];
      else ranges.push(this.hostRows[h], this.hostRows[h + 1]);
    }
    return Uint32Array.from(ranges);
  }

  /** The ranges of textRows.rows holding the rows of the texts passing (pairs from, to; adjacent texts joined). */
  private textRangesOf(textPass: Uint8Array): Uint32Array {
    const { starts } = this.textRows;
    const ranges: number[] = [];
    for (let t = 0; t < textPass.length; t++) {
      if (textPass[t] === 0 || starts[t] === starts[t + 1]) continue;
      if (ranges.length > 0 && ranges[ranges.length - 1] === starts[t]) ranges[ranges.length - 1] = starts[t + 1];
      else ranges.push(starts[t], starts[t + 1]);
    }
    return Uint32Array.from(ranges);
  }

  /** The sum of the count cells of the groups passing (every group: null) and the row-level values asked (-1: any). */
  private countOf(groupPass: Uint8Array | null, statuses: { open: boolean; reopened: boolean }, severityKey: number, kevValue: number, ratingValue: number): number {
    let total = 0;
    for (let group = 0; group < this.groups.length; group++) {
      if (groupPass !== null && groupPass[group] === 0) continue;
      for (let severity = 0; severity < SEVERITY_KEYS; severity++) {
        if (severityKey >= 0 && severity !== severityKey) continue;
        for (let kev = 0; kev < 2; kev++) {
          if (kevValue >= 0 && kev !== kevValue) continue;
          for (let rating = 0; rating <= RATINGS.length; rating++) {
            if (ratingValue >= 0 && rating !== ratingValue) continue;
            if (statuses.open) total += this.counts[cellOf(group, severity, kev, rating, 0)];
            if (statuses.reopened) total += this.counts[cellOf(group, severity, kev, rating, 1)];
          }
        }
      }
    }
    return total;
  }

  /** Per host group, 1 when it passes the host-level filters but the hostname; null when there are none. */
  private groupsPassing(query: IndexedQuery): Uint8Array | null {
    if (query.teams === null && query.source === undefined && query.owner === undefined && query.buTeam === undefined) return null;
    return Uint8Array.from(this.groups, ({ source, owner, buTeam }) =>
      (query.source === undefined || source === query.source) &&
      (query.teams === null || query.teams.has(teamOf({ owner, bu_team: buTeam, host_id: 0, hostname: null }, query.teamField))) &&
      (query.owner === undefined || owner === query.owner) &&
      (query.buTeam === undefined || buTeam === query.buTeam)
        ? 1
        : 0,
    );
  }

  /**
   * Per host, 1 when its hostname (lower case) holds `hostname`: found by searching the hostnames joined in one string
   * (one native search over the text, instead of one per host), each match's host by its offset.
   */
  private hostsNamed(hostname: string): Uint8Array {
    const pass = new Uint8Array(this.hosts.length);
    if (hostname.includes(NAME_END)) {
      this.hosts.forEach(({ lowerHostname }, h) => (pass[h] = lowerHostname.includes(hostname) ? 1 : 0));
      return pass;
    }
    const { text, starts } = this.hostnames;
    for (let at = text.indexOf(hostname); at >= 0;) {
      let low = 0;
      let high = this.hosts.length;
      // The last host starting at or before `at`.
      while (low < high - 1) {
        const middle = (low + high) >> 1;
        if (starts[middle] <= at) low = middle;
        else high = middle;
      }
      // An empty name found at the very end of the text belongs to no host.
      if (at >= starts[this.hosts.length]) break;
      pass[low] = 1;
      at = text.indexOf(hostname, starts[low + 1]);
    }
    return pass;
  }

  /** Per distinct text, 1 when it passes the text filters; null when there are none. */
  private textsPassing(query: IndexedQuery): Uint8Array | null {
    if (query.text === undefined && query.scannerId === undefined) return null;
    const pass = new Uint8Array(this.texts.length);
    this.texts.forEach((entry, index) => {
      if (query.scannerId !== undefined && entry.scannerId !== query.scannerId) return;
      const text = query.text;
      if (text !== undefined && !entry.lowerTitle.includes(text) && !entry.lowerScannerId.includes(text) && !entry.lowerCves.some((cve) => cve.includes(text))) return;
      pass[index] = 1;
    });
    return pass;
  }

  /** The matches of `rows` as MatchedFindings: the records of a range made only for that range. */
  private matchedOf(rows: MatchedRows, query: IndexedQuery): MatchedFindings {
    return {
      total: rows.total,
      slice: (start, end) => {
        const last = Math.min(end, rows.total);
        // A range past the end walks none.
        if (start >= last) return [];
        const found = rows.upTo(last);
        const items: ScopedFinding[] = [];
        const findingsOf = new Map<number, FindingRow[]>();
        for (let i = start; i < last; i++) items.push(scopedOf(this.rowAt(found[i], findingsOf), query.teamField));
        return items;
      },
    };
  }

  /** The row `row` as the plain scan makes it (finding-rows.ts); an alpha asset's findings made once per range. */
  private rowAt(row: number, findingsOf: Map<number, FindingRow[]>): FindingRow {
    const hostIndex = this.columns.host[row];
    const { source, host } = this.hosts[hostIndex];
    const ordinal = this.columns.ordinal[row];
    if (source === 'beta') {
      const betaHost = this.models.beta.host(host.host_id)!;
      return betaRow(betaHost, this.models.beta.findingAt(host.host_id, ordinal)!, this.models.beta.hostRisk(host.host_id), this.reopened);
    }
    let rows = findingsOf.get(hostIndex);
    if (!rows) {
      const asset = this.models.alpha.asset(host.host_id)!;
      const hostRisk = this.models.alpha.hostRisk(host.host_id);
      rows = this.models.alpha.findingsOfAsset(host.host_id).map((finding) => alphaRow(asset, finding, hostRisk, this.reopened));
      findingsOf.set(hostIndex, rows);
    }
    return rows[ordinal];
  }
}

/** The length of row ranges (pairs from, to). */
function rangeLength(ranges: Uint32Array): number {
  let length = 0;
  for (let i = 0; i < ranges.length; i += 2) length += ranges[i + 1] - ranges[i];
  return length;
}

/**
 * How much more a row tested by the walk costs than a row tested in row order or a step of a sort: the walk reads the
 * columns in the order's sequence, far apart in memory (docs/decisions/0031-dashboard-reads-at-scale.md, "A page walks
 * only as far as it needs").
 */
const WALK_COST = 4;

/**
 * The matches of a query in its order, found as far as asked: by walking the order's rows (`order`) and testing each,
 * resuming where the last walk stopped, or, when that walk would test many more rows than the matches are (a
 * selective filter, a page deep in the list), by collecting the matches in row order and sorting their keys once.
 * `filter` null: every row of `order` matches.
 */
class MatchedRows {
  private found: Uint32Array;
  private count = 0;
  private next = 0;

  constructor(
    private readonly order: Uint32Array,
    readonly total: number,
    private readonly filter: {
      passes: (row: number) => boolean;
      /** The matches in row order (collected once, or already). */
      matches: () => Uint32Array;
      key: (row: number) => number;
      /** Rows a collection tests (0: collected already). */
      candidates: number;
    } | null,
  ) {
    this.found = filter === null ? order : new Uint32Array(Math.min(order.length, 1024));
    if (filter === null) this.count = total;
  }

  /** The first `wanted` matches (at most `total`), in the order. */
  upTo(wanted: number): Uint32Array {
    const { filter, order } = this;
    if (filter === null || this.count >= wanted) return this.found;
    // Rows the walk would test to reach `wanted` (the matches spread evenly), against a collection and sort of all.
    const walk = this.total === 0 ? 0 : ((wanted - this.count) * (order.length - this.next)) / (this.total - this.count);
    const sort = filter.candidates + this.total * Math.log2(this.total + 1);
    if (walk * WALK_COST > sort) {
      const matches = filter.matches();
      const keys = new Float64Array(matches.length);
      for (let i = 0; i < matches.length; i++) keys[i] = filter.key(matches[i]);
      keys.sort();
      const n = order.length;
      this.found = new Uint32Array(matches.length);
      for (let i = 0; i < keys.length; i++) this.found[i] = keys[i] % n;
      this.count = matches.length;
      this.next = n;
      return this.found;
    }
    while (this.count < wanted && this.next < order.length) {
      const row = order[this.next++];
      if (!filter.passes(row)) continue;
      if (this.count === this.found.length) this.found = grow(this.found, this.count, (size) => new Uint32Array(size));
      this.found[this.count++] = row;
    }
    return this.found;
  }
}
