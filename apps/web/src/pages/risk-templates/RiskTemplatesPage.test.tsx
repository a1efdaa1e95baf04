import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meAs } from '../../test/me';
import { fakeApi, renderAt } from '../../test/render';
import { templateFiltersFromSearch } from './template-filters';
import { templateChanges, templateValues } from './template.schema';
import { RiskTemplatesPage } from './RiskTemplatesPage';

const template = {
  id: 't1',
  name: 'Cisco IOS baseline',
  vendor: 'Cisco',
  platform: 'IOS',
  model: 'ISR 4000',
  description: 'Routers without a vendor fix',
  justification: 'Isolated management network',
  compensating_controls: 'ACLs',
  risk_rating: 'high',
  expiration_days: 90,
  created_by: 'bob',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};
const page = (items: unknown[]) => ({ page: 1, page_size: 50, total: items.length, items });

/** The hierarchy levels of GET /api/risk-templates/hierarchy by query. */
function hierarchy({ url }: { url: URL }) {
  const vendor = url.searchParams.get('vendor');
  const platform = url.searchParams.get('platform');
  if (vendor && platform) return { body: { vendor, platform, models: [{ name: 'ISR 4000', count: 1 }] } };
  if (vendor) return { body: { vendor, platforms: [{ name: 'IOS', count: 1 }] } };
  return {
    body: {
      vendors: [
        { name: 'Cisco', count: 1, platforms: [] },
        { name: 'Juniper', count: 2, platforms: [] },
      ],
    },
  };
}

describe('risk-acceptance templates', () => {
  it('drops a platform without its vendor from the URL (the API would refuse it)', () => {
    expect(templateFiltersFromSearch(new URLSearchParams('platform=IOS&q=acl&page=2'))).toEqual({ q: 'acl', page: 2 });
  });

  it('an edit sends only the fields that changed (the API refuses an empty change)', () => {
    const values = { ...templateValues(template as never), name: ' Cisco IOS strict ', expiration_days: '30' };
    expect(templateChanges(template as never, values)).toEqual({ name: 'Cisco IOS strict', expiration_days: 30 });
    expect(templateChanges(template as never, templateValues(template as never))).toEqual({});
  });

  it('walks Vendor, then Platform, then Model, each step a URL the list is filtered by, and back up by the breadcrumbs', async () => {
    const { calls } = fakeApi({ 'GET /api/auth/me': { body: meAs('Read_Only') }, 'GET /api/risk-templates/hierarchy': hierarchy, 'GET /api/risk-templates': { body: page([template]) } });
    const { router } = renderAt('/risk-templates?q=acl', <RiskTemplatesPage />);
    await userEvent.click(await screen.findByRole('link', { name: 'Cisco (1)' }));
    expect(router.state.location.search).toBe('?vendor=Cisco&q=acl');
    await userEvent.click(await screen.findByRole('link', { name: 'IOS (1)' }));
    expect(router.state.location.search).toBe('?vendor=Cisco&platform=IOS&q=acl');
    await userEvent.click(await screen.findByRole('link', { name: 'ISR 4000 (1)' }));
    expect(router.state.location.search).toBe('?vendor=Cisco&platform=IOS&model=ISR+4000&q=acl');
    expect(await screen.findByText('Cisco IOS baseline')).toBeInTheDocument();
    const hierarchyCalls = calls.filter((call) => call.url.pathname === '/api/risk-templates/hierarchy').map((call) => call.url.search);
    expect(hierarchyCalls).toEqual(['', '?vendor=Cisco', '?vendor=Cisco&platform=IOS']);
    const lastList = calls.filter((call) => call.url.pathname === '/api/risk-templates').at(-1);
    expect(Object.fromEntries(lastList?.url.searchParams ?? [])).toEqual({ vendor: 'Cisco', platform: 'IOS', model: 'ISR 4000', q: 'acl', page: '1', page_size: '50' });
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clone Cisco IOS baseline' })).not.toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('list', { name: 'Hierarchy' })).getByRole('link', { name: 'All vendors' }));
    expect(router.state.location.search).toBe('?q=acl');
  });

  it('clone asks the new name and shows the API text of a name already taken', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/risk-templates/hierarchy': hierarchy,
      'GET /api/risk-templates': { body: page([template]) },
      'POST /api/risk-templates/t1/clone': ({ body }) =>
        (body as { name: string }).name.toLowerCase() === 'cisco ios baseline'
          ? { status: 409, body: { error: 'A risk template with this name already exists' } }
          : { status: 201, body: { ...template, id: 't2', name: 'Cisco IOS strict' } },
    });
    renderAt('/risk-templates', <RiskTemplatesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clone Cisco IOS baseline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clone Cisco IOS baseline' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    expect(name).toHaveValue('Cisco IOS baseline (copy)');
    await userEvent.clear(name);
    await userEvent.type(name, 'CISCO IOS baseline');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A risk template with this name already exists');

    await userEvent.clear(name);
    await userEvent.type(name, 'Cisco IOS strict');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByRole('button', { name: 'Clone Cisco IOS baseline' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ name: 'CISCO IOS baseline' }, { name: 'Cisco IOS strict' }]);
  });

  it('creating a template under a name already taken shows the 409 text in the form', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Admin') },
      'GET /api/risk-templates/hierarchy': hierarchy,
      'GET /api/risk-templates': { body: page([]) },
      'POST /api/risk-templates': { status: 409, body: { error: 'A risk template with this name already exists' } },
    });
    renderAt('/risk-templates', <RiskTemplatesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New risk-acceptance template' });
    for (const [label, value] of [
      ['Name', 'Cisco IOS baseline'],
      ['Vendor', 'Cisco'],
      ['Platform', 'IOS'],
      ['Model', 'ISR 4000'],
    ]) {
      fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A risk template with this name already exists');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Cisco IOS baseline',
      vendor: 'Cisco',
      platform: 'IOS',
      model: 'ISR 4000',
      description: '',
      justification: '',
      compensating_controls: '',
      risk_rating: 'medium',
      expiration_days: 90,
    });
  });

  it('delete asks for a confirmation and shows the API text when a Standard_User deletes another user’s template', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/me': { body: meAs('Standard_User') },
      'GET /api/risk-templates/hierarchy': hierarchy,
      'GET /api/risk-templates': { body: page([template]) },
      'DELETE /api/risk-templates/t1': { status: 403, body: { error: 'Insufficient permissions', required: ['Admin', 'Standard_User'], current: 'Standard_User' } },
    });
    renderAt('/risk-templates', <RiskTemplatesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Cisco IOS baseline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Cisco IOS baseline?' });
    expect(within(dialog).getByText('Only its creator (bob) or an Admin may delete it.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insufficient permissions');
  });
});
