import { Page } from '../../components/page/Page';

/** The Users page (issue 13). */
export function AdminUsersPage() {
  return <Page title="Users">{null}</Page>;
}
