import { MongoClient } from 'mongodb';

/** The metrics of docs/decisions/0014 (libs/domain COMPLIANCE_METRIC_IDS): each generated host is out of all four. */
const METRICS = ['kev-overdue', 'critical-sla', 'high-sla', 'medium-sla'] as const;
const TEAMS = ['bench-retail', 'bench-payments', 'bench-platform', 'bench-corporate'] as const;
const INSERTS_PER_CALL = 5_000;

/**
 * Stores `count` active compliance items of generated hosts (`bench-host-0000001` ...; 4 metrics a host, 4 teams, a
 * resolution date and a remediation plan on every other item) straight into the dashboard's `compliance_items`
 * collection (apps/dashboard/src/compliance/compliance.model.ts), for an export benchmark of more items than a
 * recompute of the demo snapshot gives in reasonable time (the recompute has its own benchmark, "Compliance bulk
 * commit"). Call it once no recompute is pending (whenNoRecomputePending): a recompute would resolve them, as data-cache
 * knows none of these hosts.
 * @param databaseUrl the dashboard's MongoDB URL (RunningSystem.databaseUrl('dashboard'))
 */
export async function storeGeneratedComplianceItems(databaseUrl: string, count: number): Promise<void> {
  const client = await MongoClient.connect(databaseUrl);
  try {
    const items = client.db().collection('compliance_items');
    const now = new Date();
    for (let start = 0; start < count; start += INSERTS_PER_CALL) {
      const docs = [];
      for (let index = start; index < Math.min(count, start + INSERTS_PER_CALL); index++) {
        const hostId = 900_000_000 + Math.floor(index / METRICS.length);
        const metric = METRICS[index % METRICS.length]!;
        const hostname = `bench-host-${String(hostId - 900_000_000).padStart(7, '0')}`;
        const planned = index % 2 === 0;
        docs.push({
          _id: `beta:${hostId}:${metric}`,
          source: 'beta',
          host_id: hostId,
          hostname,
          hostname_key: hostname,
          metric_id: metric,
          owner: `owner-${hostId % 97}`,
          bu_team: TEAMS[hostId % TEAMS.length]!,
          findings: 1 + (index % 7),
          oldest_due_date: '2025-03-01',
          status: 'active',
          resolved_at: null,
          resolution_date: planned ? '2027-01-31' : null,
          remediation_plan: planned ? 'Patch in the January maintenance window, then rescan' : null,
          created_at: now,
          updated_at: now,
        });
      }
      await items.insertMany(docs as never[], { ordered: false });
    }
  } finally {
    await client.close();
  }
}

/**
 * Reads the items (`read`: GET /api/compliance/items, which runs any pending recompute: recomputes happen on reads)
 * until the dashboard's compliance state (`compliance_state`, apps/dashboard/src/compliance/compliance.model.ts) has
 * shown nothing pending for `quietMs` in a row: the snapshot activations of data-cache's start (one per source) have
 * each been recomputed.
 * @throws Error when something is still pending after `timeoutMs`
 */
export async function whenNoRecomputePending(databaseUrl: string, read: () => Promise<void>, quietMs = 5_000, timeoutMs = 300_000): Promise<void> {
  const client = await MongoClient.connect(databaseUrl);
  try {
    const state = client.db().collection<{ _id: string; pending_all?: boolean; pending_hosts?: number[] }>('compliance_state');
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error('a compliance recompute is still pending');
      await read();
      const doc = await state.findOne({ _id: 'items' });
      if (!doc || doc.pending_all || (doc.pending_hosts ?? []).length > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.close();
  }
}

/**
 * Asks for a full compliance recompute as a snapshot activation does (the dashboard's ComplianceRepository.requestAll
 * on `compliance_state`): the next compliance read starts it, a summary in the background.
 * @param databaseUrl the dashboard's MongoDB URL (RunningSystem.databaseUrl('dashboard'))
 */
export async function requestFullRecompute(databaseUrl: string): Promise<void> {
  const client = await MongoClient.connect(databaseUrl);
  try {
    await client
      .db()
      .collection<{ _id: string }>('compliance_state')
      .updateOne({ _id: 'items' }, { $set: { pending_all: true }, $inc: { generation: 1 } });
  } finally {
    await client.close();
  }
}
