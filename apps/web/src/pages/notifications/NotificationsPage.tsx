import { Page } from '../../components/page/Page';

/** The Notifications page (issue 13). */
export function NotificationsPage() {
  return <Page title="Notifications">{null}</Page>;
}
