import { useMemo } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { can, useMe } from '../../app/session/session';
import { Page } from '../../components/page/Page';
import { queueFiltersFromSearch, searchFromQueueFilters, type QueueFilters } from './queue-filters';
import { QueueItemsView } from './QueueItemsView';
import { SubmissionsPanel } from './SubmissionsPanel';

/**
 * /queue: the caller's queue items by workflow type and status, with their actions (notes, delete, create ticket,
 * link to ticket, false-positive submission), and the false-positive submissions (`?view=submissions`). Every view is
 * a URL; actions are shown to groups that may write only (Admin, Standard_User: interface spec, face B).
 */
export function QueuePage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => queueFiltersFromSearch(params), [params]);
  const apply = (next: QueueFilters) => setParams(searchFromQueueFilters(next));
  const writer = can(useMe().data, 'write');
  return (
    <Page title="Queue">
      <Tabs selectedKey={filters.view ?? 'items'} onSelectionChange={(key) => apply(key === 'submissions' ? { ...filters, view: 'submissions' } : { ...filters, view: undefined })}>
        <TabList className="tabs" aria-label="Queue views">
          <Tab id="items" className="tab">
            Items
          </Tab>
          <Tab id="submissions" className="tab">
            False-positive submissions
          </Tab>
        </TabList>
        <TabPanel id="items">
          <QueueItemsView filters={filters} onFilters={apply} writer={writer} />
        </TabPanel>
        <TabPanel id="submissions">
          <SubmissionsPanel writer={writer} />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
