import { Page } from '../../components/page/Page';

/** The Overview page (issue 13). */
export function OverviewPage() {
  return <Page title="Overview">{null}</Page>;
}
