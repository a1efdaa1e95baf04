import { screen, within } from '@testing-library/react';
import { WEB_PAGES } from '@vmdash/web-pages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { meAs } from '../test/me';
import { fakeApi, renderAt } from '../test/render';
import type { Group } from './api/types';
import { ROUTES } from './routes';

/** The layout's notification bell opens a stream; jsdom has no EventSource, so a silent one stands in. */
class SilentEventSource extends EventTarget {
  close() {}
}

/** The app's routes at `url`, for a user of `group` (or signed out); every other API call answers 404. */
function openApp(url: string, group: Group | null) {
  fakeApi({
    'GET /api/auth/me': group ? { body: meAs(group) } : { status: 401, body: { error: 'Not authenticated' } },
    'GET /api/auth/team-scope': { body: { scope: 'own', teams: [] } },
  });
  return renderAt(url, ROUTES);
}

/** A concrete path of a page of the page table (a host id for its parameter). */
const concrete = (path: string) => path.replace(':hostId', '7');

describe('the router and the main navigation read the page table', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', SilentEventSource);
  });

  it.each(WEB_PAGES.map((page) => [concrete(page.path), page] as const))('when an Admin opens %s, then the router shows a page of the app there, not the not-found page', async (path, page) => {
    openApp(path, page.signedOut ? null : 'Admin');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Page not found');
    expect(screen.queryByText('Insufficient permissions')).not.toBeInTheDocument();
  });

  it('when a path is no page of the table, then the signed-in layout shows the not-found page', async () => {
    openApp('/no-such-page', 'Admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('when an Admin is signed in, then the navigation lists every page with a nav label, in the table order', async () => {
    openApp('/', 'Admin');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(labels).toEqual(WEB_PAGES.filter((page) => page.nav).map((page) => [page.nav, page.path]));
  });

  it('when a Read_Only user is signed in, then the pages that need the administer capability are not in the navigation', async () => {
    openApp('/', 'Read_Only');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Overview', 'Findings', 'What changed', 'Queue', 'Tickets', 'Compliance', 'Risk templates', 'Risk exceptions', 'Notifications', 'Jobs']);
  });

  it("when a Read_Only user opens a page that needs the administer capability, then the API's refusal is shown instead", async () => {
    openApp('/admin/users', 'Read_Only');
    expect(await screen.findByText('Insufficient permissions')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
