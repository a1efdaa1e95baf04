import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../test/render';
import { NotificationsPage } from './NotificationsPage';

const notification = {
  id: 'n1',
  type: 'tracker_issue_closed',
  title: 'VULN-7 was closed',
  message: 'The tracker closed the issue of your ticket',
  issue_key: 'VULN-7',
  url: null,
  read: false,
  created_at: '2026-02-01T10:00:00Z',
  read_at: null,
};

describe('the notifications page', () => {
  it('when a user of any group reads an unread notification, then Mark read and Mark all read are offered, as the API lets every group mark its own notifications', async () => {
    const { calls } = fakeApi({
      'GET /api/notifications': { body: { page: 1, page_size: 100, total: 1, items: [notification] } },
      'PATCH /api/notifications/n1': { body: { ...notification, read: true } },
    });
    renderAt('/notifications', <NotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark read' }));
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.url.pathname, call.body])).toEqual([['/api/notifications/n1', { read: true }]]);
  });

  it("when one of the user's jobs ended, then its notification links to the Jobs page", async () => {
    const finished = { ...notification, id: 'job:j1', type: 'job_finished', title: 'Findings export done', message: '1,000 rows', issue_key: null };
    fakeApi({ 'GET /api/notifications': { body: { page: 1, page_size: 100, total: 1, items: [finished] } } });
    renderAt('/notifications', <NotificationsPage />);
    expect(await screen.findByRole('link', { name: 'Open the Jobs page' })).toHaveAttribute('href', '/jobs');
    expect(screen.queryByRole('link', { name: /^Open the issue/ })).not.toBeInTheDocument();
  });
});
