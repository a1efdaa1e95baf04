import { Page } from '../../components/page/Page';

/** The Profile page (issue 13). */
export function ProfilePage() {
  return <Page title="Profile">{null}</Page>;
}
