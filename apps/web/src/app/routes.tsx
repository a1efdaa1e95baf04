import type { RouteObject } from 'react-router';
import { AdminAuditPage } from '../pages/admin-audit/AdminAuditPage';
import { AdminUsersPage } from '../pages/admin-users/AdminUsersPage';
import { CompliancePage } from '../pages/compliance/CompliancePage';
import { FindingsPage } from '../pages/findings/FindingsPage';
import { HostPage } from '../pages/hosts/HostPage';
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

/**
 * Every page of the app at the paths of issue 13 (the gateway serves index.html at each of them:
 * docs/decisions/0019-web-serving.md, whose list `WEB_APP_PATHS` must name a new top-level path too).
 */
export const ROUTES: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage /> },
  {
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <OverviewPage /> },
      { path: 'findings', element: <FindingsPage /> },
      { path: 'hosts/:hostId', element: <HostPage /> },
      { path: 'compliance', element: <CompliancePage /> },
      { path: 'risk-templates', element: <RiskTemplatesPage /> },
      { path: 'queue', element: <QueuePage /> },
      { path: 'tickets', element: <TicketsPage /> },
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'profile', element: <ProfilePage /> },
      {
        path: 'admin/users',
        element: (
          <RequireCapability capability="administer">
            <AdminUsersPage />
          </RequireCapability>
        ),
      },
      {
        path: 'admin/audit',
        element: (
          <RequireCapability capability="administer">
            <AdminAuditPage />
          </RequireCapability>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
