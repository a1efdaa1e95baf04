import { Page } from '../../components/page/Page';

/** The Host page (issue 13). */
export function HostPage() {
  return <Page title="Host">{null}</Page>;
}
