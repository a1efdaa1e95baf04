import { ConflictError, UNBOUNDED_WRITE_WINDOW } from '@vmdash/domain';
import type { DashboardFinding, FindingFilter, FindingOrder } from './finding';
import type { AuditTrail } from '../audit/audit-trail';
import { createFindingCommands, EXPORT_PAGE_SIZE } from './finding.commands';
import type { FindingDirectory } from './finding-directory';
import type { NoteRepository } from '../notes/note.repository';
import type { ActivePlanLookup, AtlasHostLookup } from '../plans/active-plans';
import type { WorkflowCaller } from '../workflows/workflow-caller';

function finding(hostId: number, team: string): DashboardFinding {
  return {
    source: 'beta',
    host_id: hostId,
    hostname: `h${hostId}`,
    owner: 'o',
    bu_team: team,
    scanner_id: '1',
    active_host_findings_id: hostId,
    title: 't',
    severity: 'High',
    cve_ids: [],
    kev: false,
    first_seen: null,
    last_seen: null,
    team,
    risk_score: 0,
    risk_rating: 'low',
    risk_factors: null,
    host_risk_score: 0,
    host_risk_total: 0,
    status: 'open',
    fixed_at: null,
    change: null,
    changed_at: null,
  };
}

/**
 * A directory over fixed rows that records every page asked for, serving snapshot `served.id` (a test switches it) and
 * refusing a page pinned to another snapshot as data-cache does.
 */
function directoryOf(rows: DashboardFinding[]) {
  const asked: { teams: readonly string[] | null; filter: FindingFilter; order: FindingOrder; page: number; pageSize: number; snapshotId?: string }[] = [];
  const served = { id: 'snapshot-1' };
  const directory: FindingDirectory = {
    async query(teams, filter, order, page, pageSize, snapshotId) {
      asked.push({ teams, filter, order, page, pageSize, ...(snapshotId ? { snapshotId } : {}) });
      if (snapshotId && snapshotId !== served.id) throw new ConflictError('The findings changed while they were read');
      const visible = rows.filter((row) => teams === null || teams.includes(row.team));
      return { page, page_size: pageSize, total: visible.length, items: visible.slice((page - 1) * pageSize, page * pageSize), snapshot_id: served.id };
    },
    queryJson: async () => ({ page: 1, page_size: 1, total: 0, items: [] }),
    find: async () => null,
    servedSnapshot: async () => served.id,
    counts: async () => ({ by_severity: [], kev: 0 }),
  };
  return { directory, asked, served };
}

function commandsOn(directory: FindingDirectory) {
  return createFindingCommands({
    findings: directory,
    notes: {} as NoteRepository,
    plans: {} as ActivePlanLookup,
    atlas: {} as AtlasHostLookup,
    usernameOf: async () => 'u',
    audit: {} as AuditTrail,
    now: () => new Date(),
  });
}

async function collect(batches: AsyncIterable<DashboardFinding[]>): Promise<DashboardFinding[][]> {
  const all: DashboardFinding[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

describe('finding commands: exportAll', () => {
  const caller: WorkflowCaller = { userId: 'u1', group: 'Standard_User', teams: ['A'], actorId: null, writes: UNBOUNDED_WRITE_WINDOW };

  it("when the caller's teams hold 2.5 pages of findings, then the export yields three batches of the caller's team only, asking with its filter and order", async () => {
    const rows = [...Array.from({ length: 2500 }, (_, i) => finding(i + 1, 'A')), ...Array.from({ length: 300 }, (_, i) => finding(10_000 + i, 'B'))];
    const { directory, asked } = directoryOf(rows);
    const batches = await collect(commandsOn(directory).exportAll(caller, { severity: 'High' }, 'FINDING_SORT_FIRST_SEEN_ASC'));
    expect(batches.map((batch) => batch.length)).toEqual([EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE, 500]);
    expect(batches.flat().every((row) => row.team === 'A')).toBe(true);
    expect(asked.map((query) => query.page)).toEqual([1, 2, 3]);
    expect(asked.every((query) => query.teams === caller.teams && query.filter.severity === 'High' && query.order === 'FINDING_SORT_FIRST_SEEN_ASC')).toBe(true);
  });

  it('when exactly one full page matches, then the export stops without asking for an empty page', async () => {
    const { directory, asked } = directoryOf(Array.from({ length: EXPORT_PAGE_SIZE }, (_, i) => finding(i + 1, 'A')));
    expect((await collect(commandsOn(directory).exportAll(caller, {}, 'FINDING_SORT_SEVERITY_DESC'))).length).toBe(1);
    expect(asked).toHaveLength(1);
  });

  it('when nothing matches, then the export yields no batch', async () => {
    const { directory } = directoryOf([finding(1, 'B')]);
    expect(await collect(commandsOn(directory).exportAll(caller, {}, 'FINDING_SORT_SEVERITY_DESC'))).toEqual([]);
  });

  it('when the consumer stops after the first batch, then no further page is asked for', async () => {
    const { directory, asked } = directoryOf(Array.from({ length: 3000 }, (_, i) => finding(i + 1, 'A')));
    for await (const batch of commandsOn(directory).exportAll(caller, {}, 'FINDING_SORT_SEVERITY_DESC')) {
      expect(batch).toHaveLength(EXPORT_PAGE_SIZE);
      break;
    }
    expect(asked).toHaveLength(1);
  });

  it('when a refresh activates another snapshot during the export, then the later pages are refused rather than mixed, and a pinned export asks its snapshot from the first page', async () => {
    const { directory, asked, served } = directoryOf(Array.from({ length: 3000 }, (_, i) => finding(i + 1, 'A')));
    const batches = commandsOn(directory).exportAll(caller, {}, 'FINDING_SORT_SEVERITY_DESC');
    expect((await batches.next()).value).toHaveLength(EXPORT_PAGE_SIZE);
    served.id = 'snapshot-2';
    await expect(batches.next()).rejects.toThrow(new ConflictError('The findings changed while they were read'));
    expect(asked.map((query) => query.snapshotId)).toEqual([undefined, 'snapshot-1']);

    asked.length = 0;
    const pinned = await collect(commandsOn(directory).exportAll(caller, {}, 'FINDING_SORT_SEVERITY_DESC', undefined, 'snapshot-2'));
    expect(pinned.flat()).toHaveLength(3000);
    expect(asked.map((query) => query.snapshotId)).toEqual(['snapshot-2', 'snapshot-2', 'snapshot-2']);
  });
});
