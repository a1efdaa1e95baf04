import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../test/render';
import { parseBulkList } from './bulk-commit';
import { BulkCommitCard } from './BulkCommitCard';

describe('VCL bulk commit', () => {
  it('reads a list with or without a header row and names the lines it cannot send', async () => {
    const withHeader = await parseBulkList('metric_ids,hostname,resolution_date\n"kev-overdue;high-sla",web-1,2026-12-31\n,web-2,31/12/2026\n,web-1,2026-12-01\n');
    expect(withHeader.items).toEqual([{ hostname: 'web-1', resolution_date: '2026-12-31', metric_ids: ['kev-overdue', 'high-sla'] }]);
    expect(withHeader.problems).toEqual([
      { line: 3, problem: 'resolution_date "31/12/2026" is not a date YYYY-MM-DD' },
      { line: 4, problem: 'web-1 is already listed on line 2' },
    ]);
    const plain = await parseBulkList('db-1,,"rebuild, then patch"\ndb-2\ndb-3,2026-10-01,,low-sla');
    expect(plain.items).toEqual([{ hostname: 'db-1', remediation_plan: 'rebuild, then patch' }]);
    expect(plain.problems.map((problem) => problem.line)).toEqual([2, 3]);
    expect((await parseBulkList('web-1,"unclosed')).problems).toHaveLength(1);
  });

  it('previews an uploaded CSV file, commits it, then shows the counts and the refused hostnames with their reasons', async () => {
    const { calls } = fakeApi({
      'POST /api/compliance/vcl/bulk-commit': {
        body: {
          committed: 1,
          unchanged: 0,
          refused: [
            { hostname: 'ghost-9', reason: 'unknown host' },
            { hostname: 'ghost-10', reason: 'unknown host' },
          ],
        },
      },
    });
    renderAt('/compliance', <BulkCommitCard />);
    const file = new File(['hostname,resolution_date\nweb-1,2026-12-31\nghost-9,2026-12-31\nghost-10,2026-12-31\n'], 'vcl.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file'), file);
    expect(await screen.findByRole('textbox', { name: 'Hosts to commit' })).toHaveValue('hostname,resolution_date\nweb-1,2026-12-31\nghost-9,2026-12-31\nghost-10,2026-12-31\n');
    fireEvent.change(screen.getByRole('textbox', { name: 'Change reason for every host' }), { target: { value: 'VCL import' } });
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview: 3 hosts to send' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Hosts to commit' })).getAllByRole('row')).toHaveLength(4);
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Commit 3 hosts' }));
    expect(await screen.findByText('1 committed, 0 unchanged, 2 refused.')).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: 'Refused hosts' });
    expect(within(refused).getByText('ghost-9').closest('tr')).toHaveTextContent('unknown host');
    expect(within(refused).getByText('ghost-10').closest('tr')).toHaveTextContent('unknown host');
    expect(calls[0].body).toEqual({
      items: [
        { hostname: 'web-1', resolution_date: '2026-12-31' },
        { hostname: 'ghost-9', resolution_date: '2026-12-31' },
        { hostname: 'ghost-10', resolution_date: '2026-12-31' },
      ],
      change_reason: 'VCL import',
    });
  });
});
