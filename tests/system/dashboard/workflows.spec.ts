import { randomUUID } from 'node:crypto';
import { eventually, publishIssueClosed } from '@vmdash/testing';
import { ADMIN, type Browser } from './support/dashboard-system';
import { startWorkflowSystem, TEAM_A, TEAM_B, type FindingJson, type PageJson, type WorkflowSystem } from './support/workflow-system';

/** A queue item as the tests read it. */
interface QueueItemJson {
  id: string;
  user_id: string;
  host_id: number;
  scanner_id: string;
  workflow_type: string;
  vendor: string | null;
  status: string;
  remediation_notes_count: number;
  ticket_keys: string[];
  completed_at: string | null;
  bu_team: string | null;
}

/** Black-box: findings, notes, the queue and notifications through the gateway, on the real exports (docs/decisions/0011). */
describe('dashboard workflows on real scanner exports', () => {
  let world: WorkflowSystem;
  let alice: { browser: Browser; username: string; id: string };
  let bob: { browser: Browser; username: string; id: string };
  let teamAFindings: FindingJson[];
  let teamBFindings: FindingJson[];

  const findings = async (browser: Browser, query = '') => {
    const answer = await browser.request('GET', `/api/findings${query}`);
    expect(answer.status).toBe(200);
    return answer.body as PageJson<FindingJson>;
  };

  beforeAll(async () => {
    world = await startWorkflowSystem();
    alice = await world.signedIn('Standard_User', [TEAM_A]);
    bob = await world.signedIn('Standard_User', [TEAM_B]);
    teamAFindings = (await findings(alice.browser, '?source=beta&page_size=200')).items;
    teamBFindings = (await findings(bob.browser, '?source=beta&page_size=200')).items;
  });
  afterAll(async () => {
    await world?.stop();
  });

  describe('findings', () => {
    it("when a user lists findings, then they are paged and only of the user's team, and another team's user sees none of them", async () => {
      const page = await findings(alice.browser, '?page_size=5');
      expect(page).toMatchObject({ page: 1, page_size: 5 });
      expect(page.items).toHaveLength(5);
      expect(page.total).toBeGreaterThan(5);
      expect(teamAFindings.every((finding) => finding.bu_team === TEAM_A)).toBe(true);
      expect(teamBFindings.length).toBeGreaterThan(0);
      expect(teamBFindings.every((finding) => finding.bu_team === TEAM_B)).toBe(true);
      expect(Object.keys(page.items[0]!).sort()).toEqual(
        [
          'accepted_risk',
          'action_plan',
          'active_host_findings_id',
          'atlas_known',
          'bu_team',
          'cve_ids',
          'first_seen',
          'fixed_at',
          'host_id',
          'host_risk_score',
          'host_risk_total',
          'hostname',
          'kev',
          'last_seen',
          'owner',
          'risk_factors',
          'risk_rating',
          'risk_score',
          'scanner_id',
          'severity',
          'source',
          'status',
          'title',
        ].sort(),
      );
    });

    it("when filters are given, then every item passes them, and a filter naming another team's host finds nothing", async () => {
      const high = await findings(alice.browser, '?severity=high&page_size=200');
      expect(high.items.every((finding) => finding.severity === 'high')).toBe(true);
      const host = teamAFindings[0]!;
      const ofHost = await findings(alice.browser, `?host_id=${host.host_id}&host_source=${host.source}&page_size=200`);
      expect(ofHost.total).toBeGreaterThan(0);
      // The real exports' alpha and beta hosts are different machines: the host's page holds its own findings.
      expect(ofHost.items.every((finding) => finding.host_id === host.host_id && finding.source === host.source)).toBe(true);
      const otherHost = teamBFindings[0]!;
      expect(await findings(alice.browser, `?host_id=${otherHost.host_id}&host_source=${otherHost.source}`)).toMatchObject({ total: 0, items: [] });
      const withCve = teamAFindings.find((finding) => finding.cve_ids.length > 0)!;
      const byCve = await findings(alice.browser, `?q=${encodeURIComponent(withCve.cve_ids[0]!.toLowerCase())}&page_size=200`);
      expect(byCve.items.some((finding) => finding.active_host_findings_id === withCve.active_host_findings_id)).toBe(true);
      expect(byCve.items.every((finding) => finding.cve_ids.some((cve) => cve === withCve.cve_ids[0]) || finding.title.toLowerCase().includes(withCve.cve_ids[0]!.toLowerCase()))).toBe(true);
    });

    it('when sorted, then the risk score descends by default (ties most severe first), severity and first_seen follow the order asked', async () => {
      const rank = ['info', 'low', 'medium', 'high', 'critical'];
      const byRisk = teamAFindings.map((finding) => [finding.risk_score, rank.indexOf(finding.severity)] as const);
      expect(byRisk).toEqual([...byRisk].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
      const bySeverity = (await findings(alice.browser, '?sort=-severity&page_size=200')).items.map((finding) => rank.indexOf(finding.severity));
      expect(bySeverity).toEqual([...bySeverity].sort((a, b) => b - a));
      const ascending = (await findings(alice.browser, '?sort=first_seen&page_size=200')).items.map((finding) => finding.first_seen).filter((seen) => seen !== null);
      expect(ascending).toEqual([...ascending].sort());
    });

    it("when the overview's counts are asked, then each severity's count and the KEV count equal the list's totals for that filter, within the caller's team", async () => {
      for (const browser of [alice.browser, bob.browser, await world.admin()]) {
        const answer = await browser.request('GET', '/api/findings/counts');
        expect(answer.status).toBe(200);
        const counts = answer.body as { by_severity: { severity: string; count: number }[]; kev: number };
        expect(counts.by_severity.map((entry) => entry.severity)).toEqual(['critical', 'high', 'medium', 'low', 'info']);
        for (const entry of counts.by_severity) expect(entry.count).toBe((await findings(browser, `?severity=${entry.severity}&page_size=1`)).total);
        expect(counts.kev).toBe((await findings(browser, '?kev=true&page_size=1')).total);
        expect(counts.by_severity.reduce((sum, entry) => sum + entry.count, 0)).toBe((await findings(browser, '?page_size=1')).total);
      }
    });

    it('when a query is malformed, then it is a 400 naming the problem', async () => {
      expect((await alice.browser.request('GET', '/api/findings?severity=urgent')).status).toBe(400);
      expect((await alice.browser.request('GET', '/api/findings?pageSize=5')).body).toEqual({ error: 'Unknown query parameter pageSize: use page_size' });
      expect((await alice.browser.request('GET', '/api/findings?kev=yes')).status).toBe(400);
    });

    it('when an Admin without teams signs in, then the findings of both teams are listed; switched to its own (no) teams, none', async () => {
      const admin = await world.admin();
      expect((await findings(admin, '?page_size=200')).total).toBeGreaterThanOrEqual(teamAFindings.length + teamBFindings.length);
      expect((await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'own' } })).status).toBe(200);
      expect((await findings(admin)).total).toBe(0);
      expect((await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } })).status).toBe(200);
      const all = await findings(admin, '?page_size=200');
      expect(all.total).toBeGreaterThanOrEqual(teamAFindings.length + teamBFindings.length);
    });
  });

  describe('finding notes', () => {
    it('when a note of 255 characters is added, then it is listed with its author; 256 characters are refused', async () => {
      const finding = teamAFindings[1]!;
      const path = `/api/findings/${finding.host_id}/${finding.scanner_id}/notes`;
      const added = await alice.browser.request('POST', path, { body: { text: 'n'.repeat(255) } });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ text: 'n'.repeat(255), author: alice.username, author_id: alice.id });
      expect(await alice.browser.request('POST', path, { body: { text: 'n'.repeat(256) } })).toMatchObject({ status: 400, body: { error: 'Note text must be 1 to 255 characters' } });
      const listed = await alice.browser.request('GET', path);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([expect.objectContaining({ text: 'n'.repeat(255), author: alice.username })]);
    });

    it('when an Admin impersonating a user writes a note, then the note names the Admin and so does its audit entry', async () => {
      const admin = await world.admin();
      const adminId = ((await admin.request('GET', '/api/auth/me')).body as { user: { id: string } }).user.id;
      expect((await admin.request('POST', '/api/auth/impersonate', { body: { userId: alice.id } })).status).toBe(200);
      const finding = teamAFindings[2]!;
      const path = `/api/findings/${finding.host_id}/${finding.scanner_id}/notes`;
      const added = await admin.request('POST', path, { body: { text: 'Written by the Admin as alice' } });
      expect(added).toMatchObject({ status: 201, body: { author: alice.username, author_id: alice.id, impersonated_by: ADMIN.username } });
      expect((await alice.browser.request('GET', path)).body).toEqual([expect.objectContaining({ text: 'Written by the Admin as alice', author: alice.username, impersonated_by: ADMIN.username })]);
      expect((await admin.request('POST', '/api/auth/stop-impersonate')).status).toBe(200);

      const [entry] = await eventually(
        async () =>
          (
            (await admin.request('GET', '/api/audit?action=finding_note_create&page_size=200')).body as PageJson<{
              entityId: string;
              userId: string;
              username: string;
              entityType: string;
              details: object;
            }>
          ).items.filter((found) => found.entityId === `${finding.host_id}:${finding.scanner_id}`),
        (found) => found.length === 1,
      );
      expect(entry).toMatchObject({
        userId: alice.id,
        username: alice.username,
        entityType: 'finding',
        details: expect.objectContaining({ note_id: (added.body as { id: string }).id, impersonated_by: ADMIN.username, impersonated_by_id: adminId }),
      });
    });

    it("when a user of another team asks for a finding's notes or adds one, then it is 404 and nothing is stored", async () => {
      const finding = teamAFindings[1]!;
      const path = `/api/findings/${finding.host_id}/${finding.scanner_id}/notes`;
      expect(await bob.browser.request('GET', path)).toMatchObject({ status: 404, body: { error: 'Finding not found' } });
      expect((await bob.browser.request('POST', path, { body: { text: 'from team B' } })).status).toBe(404);
      expect(((await alice.browser.request('GET', path)).body as unknown[]).length).toBe(1);
      // An id guess of a finding that exists nowhere answers the same.
      expect((await alice.browser.request('GET', `/api/findings/999999/1/notes`)).status).toBe(404);
    });
  });

  describe('the queue', () => {
    const stage = (browser: Browser, items: unknown[]) => browser.request('POST', '/api/beta/todo-queue', { body: { items } });

    it('when findings are staged, then 201 answers the items; the same finding pending twice for one workflow stays one item', async () => {
      const finding = teamAFindings[2]!;
      const first = await stage(alice.browser, [{ host_id: finding.host_id, scanner_id: finding.scanner_id, workflow_type: 'FP', vendor: 'Microsoft' }]);
      expect(first.status).toBe(201);
      const [item] = first.body as QueueItemJson[];
      expect(item).toMatchObject({
        user_id: alice.id,
        host_id: finding.host_id,
        scanner_id: finding.scanner_id,
        workflow_type: 'FP',
        vendor: 'Microsoft',
        status: 'pending',
        bu_team: TEAM_A,
        ticket_keys: [],
      });
      const again = await stage(alice.browser, [{ host_id: finding.host_id, scanner_id: finding.scanner_id, workflow_type: 'FP', vendor: 'Microsoft' }]);
      expect((again.body as QueueItemJson[])[0]!.id).toBe(item!.id);
      const listed = (await alice.browser.request('GET', '/api/beta/todo-queue?workflow_type=FP')).body as PageJson<QueueItemJson>;
      expect(listed.items.filter((queued) => queued.scanner_id === finding.scanner_id && queued.host_id === finding.host_id)).toHaveLength(1);
    });

    it('when a vendor is missing for FP, RISK or DECOM, or a finding lies in another team, then nothing is staged', async () => {
      const mine = teamAFindings[3]!;
      const theirs = teamBFindings[0]!;
      const before = ((await alice.browser.request('GET', '/api/beta/todo-queue')).body as PageJson<QueueItemJson>).total;
      expect(await stage(alice.browser, [{ host_id: mine.host_id, scanner_id: mine.scanner_id, workflow_type: 'RISK' }])).toMatchObject({
        status: 400,
        body: { error: 'vendor is required for workflow types FP, RISK and DECOM' },
      });
      const mixed = await stage(alice.browser, [
        { host_id: mine.host_id, scanner_id: mine.scanner_id, workflow_type: 'CARD' },
        { host_id: theirs.host_id, scanner_id: theirs.scanner_id, workflow_type: 'CARD' },
      ]);
      expect(mixed).toMatchObject({ status: 404, body: { error: `Finding not found: host ${theirs.host_id}, plugin ${theirs.scanner_id}` } });
      expect(((await alice.browser.request('GET', '/api/beta/todo-queue')).body as PageJson<QueueItemJson>).total).toBe(before);
    });

    it('when a Remediate item gets notes, then 5000 characters pass, 5001 are refused, and the count shows; other workflows refuse notes', async () => {
      const finding = teamAFindings[4]!;
      const [remediate] = (await stage(alice.browser, [{ host_id: finding.host_id, scanner_id: finding.scanner_id, workflow_type: 'Remediate' }])).body as QueueItemJson[];
      const notes = `/api/beta/todo-queue/${remediate!.id}/notes`;
      expect((await alice.browser.request('POST', notes, { body: { text: 'r'.repeat(5000) } })).status).toBe(201);
      expect(await alice.browser.request('POST', notes, { body: { text: 'r'.repeat(5001) } })).toMatchObject({ status: 400, body: { error: 'Note text must be 1 to 5000 characters' } });
      expect((await alice.browser.request('GET', notes)).body).toEqual([expect.objectContaining({ author: alice.username, text: 'r'.repeat(5000) })]);
      const listed = (await alice.browser.request('GET', '/api/beta/todo-queue?workflow_type=Remediate')).body as PageJson<QueueItemJson>;
      expect(listed.items.find((item) => item.id === remediate!.id)?.remediation_notes_count).toBe(1);
      const [card] = (await stage(alice.browser, [{ host_id: finding.host_id, scanner_id: finding.scanner_id, workflow_type: 'CARD' }])).body as QueueItemJson[];
      expect(await alice.browser.request('POST', `/api/beta/todo-queue/${card!.id}/notes`, { body: { text: 'no' } })).toMatchObject({
        status: 400,
        body: { error: 'Notes can only be added to Remediate queue items' },
      });
    });

    it("when another team's user lists the queue or guesses an item's id, then it sees nothing and every route answers 404", async () => {
      const [item] = ((await alice.browser.request('GET', '/api/beta/todo-queue')).body as PageJson<QueueItemJson>).items;
      expect(((await bob.browser.request('GET', '/api/beta/todo-queue')).body as PageJson<QueueItemJson>).items.some((queued) => queued.id === item!.id)).toBe(false);
      expect((await bob.browser.request('PATCH', `/api/beta/todo-queue/${item!.id}`, { body: { status: 'completed' } })).status).toBe(404);
      expect((await bob.browser.request('DELETE', `/api/beta/todo-queue/${item!.id}`)).status).toBe(404);
      expect((await bob.browser.request('GET', `/api/beta/todo-queue/${item!.id}/notes`)).status).toBe(404);
      expect((await bob.browser.request('GET', `/api/beta/todo-queue/${randomUUID()}/notes`)).status).toBe(404);
      expect((await alice.browser.request('GET', `/api/beta/todo-queue/${item!.id}`)).status).toBe(405);
    });

    it('when an item is completed, then its creator can no longer delete it but an Admin can; a pending one its creator deletes', async () => {
      const finding = teamAFindings[5]!;
      const [item] = (await stage(alice.browser, [{ host_id: finding.host_id, scanner_id: finding.scanner_id, workflow_type: 'GRANITE' }])).body as QueueItemJson[];
      const completed = await alice.browser.request('PATCH', `/api/beta/todo-queue/${item!.id}`, { body: { status: 'completed' } });
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({ status: 'completed', completed_at: expect.any(String) });
      expect(await alice.browser.request('DELETE', `/api/beta/todo-queue/${item!.id}`)).toMatchObject({
        status: 409,
        body: { error: 'Only a pending queue item that is linked to no ticket or submission can be deleted' },
      });
      const admin = await world.admin();
      await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'own' } });
      expect((await admin.request('DELETE', `/api/beta/todo-queue/${item!.id}`)).status).toBe(404);
      await admin.request('POST', '/api/auth/team-scope', { body: { scope: 'all' } });
      expect((await admin.request('DELETE', `/api/beta/todo-queue/${item!.id}`)).status).toBe(204);
      const [pending] = (await stage(alice.browser, [{ host_id: finding.host_id, scanner_id: finding.scanner_id, workflow_type: 'DECOM', vendor: 'Dell' }])).body as QueueItemJson[];
      expect((await alice.browser.request('DELETE', `/api/beta/todo-queue/${pending!.id}`)).status).toBe(204);
      expect((await alice.browser.request('DELETE', `/api/beta/todo-queue/${pending!.id}`)).status).toBe(404);
    });

    it('when the queue changes, then the audit log has entries of entityType queue_item; ticket links start empty', async () => {
      const admin = await world.admin();
      const auditOf = async (action: string) => (await admin.request('GET', `/api/audit?action=${action}&page_size=200`)).body as PageJson<{ entityType: string; userId: string }>;
      const deleted = await eventually(
        () => auditOf('queue_item_delete'),
        (page) => page.total >= 2,
      );
      expect(deleted.items.every((entry) => entry.entityType === 'queue_item')).toBe(true);
      const created = await eventually(
        () => auditOf('queue_item_create'),
        (page) => page.items.some((entry) => entry.userId === alice.id),
      );
      expect(created.items.every((entry) => entry.entityType === 'queue_item')).toBe(true);
      expect(await alice.browser.request('GET', '/api/beta/todo-queue/ticket-links')).toMatchObject({ status: 200, body: [] });
    });
  });

  describe('notifications', () => {
    const closedEvent = (username: string) => ({
      event_id: randomUUID(),
      submitted_by: username,
      issue_key: `VM-${Math.floor(Math.random() * 10_000)}`,
      issue_url: 'https://tracker.example.test/browse/VM-1',
      summary: 'Patch the web servers',
      status: 'Done',
      closed_at: new Date().toISOString(),
      occurred_at: new Date().toISOString(),
    });

    /** Opens the SSE stream and collects its events until aborted. */
    const openStream = async (browser: Browser, lastEventId?: string) => {
      const controller = new AbortController();
      const response = await fetch(`${world.system.url}/api/notifications/stream`, {
        headers: { cookie: `session_id=${browser.sessionId}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        signal: controller.signal,
      });
      const events: { event: string; data: unknown; id?: string }[] = [];
      const reading = (async () => {
        const decoder = new TextDecoder();
        let buffer = '';
        try {
          for await (const chunk of response.body!) {
            buffer += decoder.decode(chunk as Uint8Array, { stream: true });
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const event = /^event: (.*)$/m.exec(frame)?.[1];
              const data = /^data: (.*)$/m.exec(frame)?.[1];
              const id = /^id: (.*)$/m.exec(frame)?.[1];
              if (event && data) events.push({ event, data: JSON.parse(data), ...(id ? { id } : {}) });
            }
          }
        } catch {
          // aborted
        }
      })();
      return { response, events, close: async () => (controller.abort(), await reading) };
    };

    it('when a tracker issue the user submitted closes, then the SSE stream pushes it, /count counts it once, and read-all clears it', async () => {
      const stream = await openStream(alice.browser);
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await eventually(() => stream.events.length > 0);
      expect(stream.events[0]).toEqual({ event: 'count', data: { count: 0 }, id: expect.any(String) });
      const event = closedEvent(alice.username);
      await publishIssueClosed(event);
      await publishIssueClosed(event);
      const pushed = await eventually(() => stream.events.find((sent) => sent.event === 'notification'));
      expect(pushed?.data).toMatchObject({ issue_key: event.issue_key, read: false });
      await stream.close();
      expect((await alice.browser.request('GET', '/api/notifications/count')).body).toEqual({ count: 1 });
      expect(stream.events.filter((pushed) => pushed.event === 'notification')).toHaveLength(1);
      const unread = (await alice.browser.request('GET', '/api/notifications?unread=true')).body as PageJson<{ id: string; issue_key: string }>;
      expect(unread).toMatchObject({ total: 1, items: [expect.objectContaining({ issue_key: event.issue_key })] });
      await publishIssueClosed(closedEvent(alice.username));
      await eventually(
        async () => (await alice.browser.request('GET', '/api/notifications/count')).body as { count: number },
        (body) => body.count === 2,
      );
      expect((await alice.browser.request('PATCH', `/api/notifications/${unread.items[0]!.id}`, { body: { read: true } })).body).toMatchObject({ read: true, read_at: expect.any(String) });
      expect((await alice.browser.request('GET', '/api/notifications/count')).body).toEqual({ count: 1 });
      expect((await alice.browser.request('POST', '/api/notifications/read-all')).body).toEqual({ updated: 1 });
      expect((await alice.browser.request('GET', '/api/notifications/count')).body).toEqual({ count: 0 });
    });

    it('when the browser reconnects with Last-Event-ID, then a notification stored while it was away arrives first', async () => {
      const first = await openStream(alice.browser);
      await eventually(() => first.events.length > 0);
      const lastEventId = first.events.at(-1)?.id;
      await first.close();
      expect(lastEventId).toEqual(expect.any(String));
      const event = closedEvent(alice.username);
      await publishIssueClosed(event);
      await eventually(
        async () => (await alice.browser.request('GET', '/api/notifications/count')).body as { count: number },
        (body) => body.count > 0,
      );
      const resumed = await openStream(alice.browser, lastEventId);
      const pushed = await eventually(() => resumed.events.find((sent) => sent.event === 'notification'));
      await resumed.close();
      expect(pushed?.data).toMatchObject({ issue_key: event.issue_key });
    });

    it("when another user asks, then it sees none of the user's notifications and cannot mark them", async () => {
      const event = closedEvent(alice.username);
      await publishIssueClosed(event);
      await eventually(
        async () => (await alice.browser.request('GET', '/api/notifications')).body as PageJson<{ id: string }>,
        (page) => page.items.some((item) => item.id === event.event_id),
      );
      expect((await bob.browser.request('GET', '/api/notifications/count')).body).toEqual({ count: 0 });
      expect(((await bob.browser.request('GET', '/api/notifications')).body as PageJson<unknown>).total).toBe(0);
      expect(await bob.browser.request('PATCH', `/api/notifications/${event.event_id}`, { body: { read: true } })).toMatchObject({ status: 404, body: { error: 'Notification not found' } });
      expect(((await alice.browser.request('GET', '/api/notifications?unread=true')).body as PageJson<{ id: string }>).items.some((item) => item.id === event.event_id)).toBe(true);
    });
  });
});
