import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { queueFiltersFromSearch, searchFromQueueFilters } from './queue-filters';
import { QueuePage } from './QueuePage';

const item = (n: number, change: Record<string, unknown> = {}) => ({
  id: `q${n}`,
  user_id: 'u1',
  host_id: n,
  hostname: `web-${n}`,
  scanner_id: String(10_000 + n),
  active_host_findings_id: n,
  title: `Finding ${n}`,
  severity: 'high',
  cve_ids: ['CVE-2024-0001'],
  bu_team: 'Payments',
  workflow_type: 'FP',
  vendor: 'Microsoft',
  status: 'pending',
  remediation_notes_count: 0,
  ticket_keys: [],
  submission_id: null,
  created_at: '2026-01-02T00:00:00Z',
  completed_at: null,
  ...change,
});
const page = (items: unknown[]) => ({ body: { page: 1, page_size: 200, total: items.length, items } });
const quota = { body: { minute_remaining: 58, minute_limit: 60, day_remaining: 1432, day_limit: 1440, blocked_until: null } };
const submission = {
  id: 's1',
  name: 'Batch 1',
  platform_id: '1',
  workflow_uuid: 'uuid-1',
  lifecycle_status: 'rejected',
  platform_state: 'REJECTED',
  queue_item_ids: ['q1'],
  finding_ids: ['1'],
  reason: 'r',
  description: '',
  expiration_date: '2030-12-31',
  override_control: 'AUTHORIZED',
  created_by: 'alice',
  created_at: '2026-01-02T00:00:00Z',
  requeued_at: null,
  last_synced_at: null,
};

// A page of React Aria widgets over a virtualised table renders slowly in jsdom on a shared machine: a wider guard
// than Vitest's 5 s, not a timing asserted.
describe('queue page', { timeout: 60_000 }, () => {
  it('reads the workflow type and status of the URL, leaving out values the API would refuse', () => {
    expect(queueFiltersFromSearch(new URLSearchParams('status=pending&workflow_type=FP&view=submissions'))).toEqual({ view: 'submissions', workflow_type: 'FP', status: 'pending' });
    expect(queueFiltersFromSearch(new URLSearchParams('status=open&workflow_type=fp&view=x'))).toEqual({});
    expect(searchFromQueueFilters({ status: 'completed', workflow_type: 'Remediate' }).toString()).toBe('workflow_type=Remediate&status=completed');
  });

  it('when opened at a filtered URL, then it asks the API with those filters, and a new filter or the submissions tab is put in the URL', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/tracker-tickets/quota': quota,
      'GET /api/beta/todo-queue': ({ url }) => page(url.searchParams.get('workflow_type') === 'Remediate' ? [] : [item(1)]),
      'GET /api/beta/fp-workflow/submissions': page([]),
    });
    const { router } = renderAt('/queue?workflow_type=FP&status=pending', <QueuePage />);
    expect(await screen.findByText('Finding 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Queue' })).toBeInTheDocument();
    const first = calls.find((call) => call.url.pathname === '/api/beta/todo-queue');
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({ workflow_type: 'FP', status: 'pending', page: '1', page_size: '200' });
    expect(screen.getByRole('link', { name: 'web-1' })).toHaveAttribute('href', '/hosts/1');

    await userEvent.selectOptions(screen.getByLabelText('Workflow type'), 'Remediate');
    expect(router.state.location.search).toBe('?workflow_type=Remediate&status=pending');
    expect(await screen.findByText('No queue items match these filters.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'False-positive submissions' }));
    expect(router.state.location.search).toBe('?view=submissions&workflow_type=Remediate&status=pending');
    expect(await screen.findByText(/No false-positive submissions yet/)).toBeInTheDocument();
  });

  it('when the user is Read_Only, then no selection, create, link, submission or delete action is shown, and notes are read only', async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Read_Only') },
      'GET /api/beta/todo-queue': page([item(1, { workflow_type: 'Remediate', vendor: null, remediation_notes_count: 1 })]),
      'GET /api/beta/todo-queue/q1/notes': {
        body: [
          { id: 'n1', text: 'Patched on Monday', author_id: 'u2', author: 'bob', impersonated_by: null, created_at: '2026-01-03T10:00:00Z' },
          { id: 'n2', text: 'Checked for bob', author_id: 'u2', author: 'bob', impersonated_by: 'root-admin', created_at: '2026-01-04T10:00:00Z' },
        ],
      },
    });
    renderAt('/queue', <QueuePage />);
    expect(await screen.findByText('Finding 1')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create ticket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link to ticket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create false-positive submission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notes of Finding 1 on web-1' }));
    expect(await screen.findByText('Patched on Monday')).toBeInTheDocument();
    expect(screen.getByText(/^bob,/)).toBeInTheDocument();
    expect(screen.getByText(/^bob \(written by root-admin impersonating them\),/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New note')).not.toBeInTheDocument();
  });

  it('when a note is longer than 5000 characters, then the count and the API text are shown and nothing is sent; 5000 are sent', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/tracker-tickets/quota': quota,
      'GET /api/beta/todo-queue': page([item(1, { workflow_type: 'Remediate', vendor: null })]),
      'GET /api/beta/todo-queue/q1/notes': { body: [] },
      'POST /api/beta/todo-queue/q1/notes': ({ body }) => ({
        status: 201,
        body: { id: 'n1', text: (body as { text: string }).text, author_id: 'u1', author: 'alice', impersonated_by: null, created_at: '2026-01-03T10:00:00Z' },
      }),
    });
    renderAt('/queue', <QueuePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notes of Finding 1 on web-1' }));
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('New note'));
    await userEvent.paste('x'.repeat(5001));
    expect(screen.getByText('5001 of 5000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note text must be 1 to 5000 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('New note'), '{Backspace}');
    expect(screen.getByText('5000 of 5000 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await screen.findByText('0 of 5000 characters');
    // jsdom's File loses its name and bytes when it crosses into Node's Request (a test-only gap; a browser keeps
    // them), so only the presence of the evidence part is checked.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ text: 'x'.repeat(5000) });
  });

  it('when a ticket is created from selected items, then the form refuses bad fields in the API words, shows the quota left, and shows the API refusal', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/tracker-tickets/quota': quota,
      'GET /api/beta/todo-queue': page([item(1), item(2)]),
      'POST /api/tracker-tickets': { status: 429, body: { error: 'Rate limit exceeded. Try again later.' } },
    });
    renderAt('/queue', <QueuePage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Finding 2 on web-2' }));
    const actions = screen.getByRole('group', { name: 'Act on the selected items' });
    expect(within(actions).getByText('Tracker calls left: 58 of 60 this minute, 1432 of 1440 today.')).toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: 'Create ticket' }));

    const form = screen.getByRole('region', { name: 'Create a tracker ticket from 1 item' });
    await userEvent.click(within(form).getByLabelText('CVE (optional)'));
    await userEvent.paste('CVE-24-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Create tracker ticket' }));
    expect(await within(form).findByText('summary must be 1 to 255 characters')).toBeInTheDocument();
    expect(within(form).getByText('cve_id must look like CVE-2024-12345')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(form).getByLabelText('Summary'));
    await userEvent.paste('Patch web-2');
    await userEvent.clear(within(form).getByLabelText('CVE (optional)'));
    await userEvent.paste('CVE-2024-0001');
    await userEvent.click(within(form).getByRole('button', { name: 'Create tracker ticket' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Rate limit exceeded. Try again later.');
    // jsdom's File loses its name and bytes when it crosses into Node's Request (a test-only gap; a browser keeps
    // them), so only the presence of the evidence part is checked.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ summary: 'Patch web-2', description: '', source_context: 'beta_queue', cve_id: 'CVE-2024-0001', queue_item_ids: ['q2'] });
  });

  it("when a delete is refused, then the API's text is shown", async () => {
    fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/tracker-tickets/quota': quota,
      'GET /api/beta/todo-queue': page([item(1, { ticket_keys: ['VM-1'] })]),
      'DELETE /api/beta/todo-queue/q1': { status: 409, body: { error: 'Only a pending queue item that is linked to no ticket or submission can be deleted' } },
    });
    renderAt('/queue', <QueuePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Finding 1 on web-1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a pending queue item that is linked to no ticket or submission can be deleted');
  });

  it('when a rejected submission is requeued twice, then the second answer, the 409, is shown in its words', async () => {
    let requeues = 0;
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/beta/fp-workflow/submissions': page([submission]),
      'POST /api/beta/fp-workflow/submissions/s1/requeue': () =>
        requeues++ === 0 ? { status: 201, body: { submission: {}, items: [item(9)] } } : { status: 409, body: { error: 'The submission was already requeued' } },
    });
    renderAt('/queue?view=submissions', <QueuePage />);
    const card = await screen.findByRole('listitem', { name: 'Batch 1' });
    expect(within(card).getByText('rejected')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Requeue' }));
    expect(await within(card).findByText('vendor is required for workflow types FP, RISK and DECOM')).toBeInTheDocument();
    await userEvent.click(within(card).getByLabelText('Vendor'));
    await userEvent.paste('Microsoft');
    await userEvent.click(within(card).getByRole('button', { name: 'Requeue' }));
    expect(await within(card).findByText('Requeued: 1 new pending items.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Requeue' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The submission was already requeued');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { workflow_type: 'FP', vendor: 'Microsoft' },
      { workflow_type: 'FP', vendor: 'Microsoft' },
    ]);
  });

  it('when pending FP items are submitted with evidence, then the fields and the files go as one multipart form, and an FP-only rule guards the button', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/tracker-tickets/quota': quota,
      'GET /api/beta/todo-queue': page([item(1), item(2), item(3, { workflow_type: 'CARD', vendor: null })]),
      'POST /api/beta/fp-workflow/submissions': { status: 201, body: { name: 'Batch 7', lifecycle_status: 'submitted' } },
    });
    renderAt('/queue', <QueuePage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Finding 3 on web-3' }));
    expect(screen.getByRole('button', { name: 'Create false-positive submission' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Finding 3 on web-3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Finding 1 on web-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Finding 2 on web-2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create false-positive submission' }));

    const form = screen.getByRole('region', { name: 'Create a false-positive submission from 2 items' });
    await userEvent.click(within(form).getByLabelText('Name'));
    await userEvent.paste('Batch 7');
    await userEvent.click(within(form).getByLabelText('Reason'));
    await userEvent.paste('Compensating control');
    await userEvent.type(within(form).getByLabelText('Expiration date'), '2030-12-31');
    await userEvent.selectOptions(within(form).getByLabelText('Override control'), 'NONE');
    await userEvent.upload(within(form).getByLabelText(/^Evidence files/), new File(['proof'], 'proof.txt', { type: 'text/plain' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create submission' }));
    expect(await within(form).findByText('Submission Batch 7 created (submitted).')).toBeInTheDocument();
    // jsdom's File loses its name and bytes when it crosses into Node's Request (a test-only gap; a browser keeps
    // them), so only the presence of the evidence part is checked.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      queue_item_ids: 'q1,q2',
      name: 'Batch 7',
      reason: 'Compensating control',
      description: '',
      expiration_date: '2030-12-31',
      override_control: 'NONE',
      evidence: expect.objectContaining({ type: 'text/plain' }),
    });
  });

  it('when more findings are mapped to a submission, then the mapped ones and each failure are shown as the platform answered', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/beta/fp-workflow/submissions': page([{ ...submission, lifecycle_status: 'submitted' }]),
      'GET /api/beta/todo-queue': page([item(4), item(5), item(6, { submission_id: 's1' })]),
      'POST /api/beta/fp-workflow/submissions/s1/findings': { body: { addedFindings: ['q4'], failedFindings: [{ queue_item_id: 'q5', error: 'Platform API error 500: host finding locked' }] } },
    });
    renderAt('/queue?view=submissions', <QueuePage />);
    const card = await screen.findByRole('listitem', { name: 'Batch 1' });
    expect(within(card).queryByRole('button', { name: 'Requeue' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Map more findings to Batch 1' }));
    await userEvent.click(await within(card).findByRole('checkbox', { name: 'Finding 4 on web-4' }));
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Finding 5 on web-5' }));
    expect(within(card).queryByRole('checkbox', { name: 'Finding 6 on web-6' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Map 2 findings' }));
    expect(await within(card).findByText('Mapped: Finding 4 on web-4.')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Findings not mapped' })).toHaveTextContent('Finding 5 on web-5: Platform API error 500: host finding locked');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ queue_item_ids: ['q4', 'q5'] });
  });
});
