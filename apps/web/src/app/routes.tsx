import { WEB_PAGES, type PageId } from '@vmdash/web-pages';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { AdminAuditPage } from '../pages/admin-audit/AdminAuditPage';
import { SlaPolicyPage } from '../pages/admin-sla-policy/SlaPolicyPage';
import { AdminUsersPage } from '../pages/admin-users/AdminUsersPage';
import { CompliancePage } from '../pages/compliance/CompliancePage';
import { ExceptionsPage } from '../pages/exceptions/ExceptionsPage';
import { FindingsPage } from '../pages/findings/FindingsPage';
import { ChangesPage } from '../pages/changes/ChangesPage';
import { HostPage } from '../pages/hosts/HostPage';
import { JobsPage } from '../pages/jobs/JobsPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { NotificationsPage } from '../pages/notifications/NotificationsPage';
import { OverviewPage } from '../pages/overview/OverviewPage';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { RiskTemplatesPage } from '../pages/risk-templates/RiskTemplatesPage';
import { QueuePage } from '../pages/queue/QueuePage';
import { SignInPage } from '../pages/sign-in/SignInPage';
import { TicketsPage } from '../pages/tickets/TicketsPage';
import { Layout } from './layout/Layout';
import { RequireCapability, RequireSession } from './session/RequireSession';

/** The component of each page of the page table (WEB_PAGES, libs/web-pages): a page without one fails the type check. */
const PAGE_ELEMENTS: Record<PageId, ReactElement> = {
  'sign-in': <SignInPage />,
  overview: <OverviewPage />,
  findings: <FindingsPage />,
  changes: <ChangesPage />,
  host: <HostPage />,
  queue: <QueuePage />,
  tickets: <TicketsPage />,
  compliance: <CompliancePage />,
  'risk-templates': <RiskTemplatesPage />,
  exceptions: <ExceptionsPage />,
  notifications: <NotificationsPage />,
  jobs: <JobsPage />,
  'admin-users': <AdminUsersPage />,
  'admin-audit': <AdminAuditPage />,
  'admin-sla-policy': <SlaPolicyPage />,
  profile: <ProfilePage />,
};

/** The route of a page: its path and component, behind RequireCapability when the page needs a capability. */
function routeOf(page: (typeof WEB_PAGES)[number]): RouteObject {
  const element = PAGE_ELEMENTS[page.id];
  return { path: page.path, element: page.capability ? <RequireCapability capability={page.capability}>{element}</RequireCapability> : element };
}

/**
 * Every page of the page table at its path (the gateway serves index.html at the same paths:
 * docs/decisions/0019-web-serving.md): the signed-out pages alone, the others inside the signed-in layout, where any
 * other path is the not-found page.
 */
export const ROUTES: RouteObject[] = [
  ...WEB_PAGES.filter((page) => page.signedOut).map(routeOf),
  {
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [...WEB_PAGES.filter((page) => !page.signedOut).map(routeOf), { path: '*', element: <NotFoundPage /> }],
  },
];
