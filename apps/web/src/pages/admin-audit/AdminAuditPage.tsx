import { Page } from '../../components/page/Page';

/** The Audit log page (issue 13). */
export function AdminAuditPage() {
  return <Page title="Audit log">{null}</Page>;
}
