import { Page } from '../../components/page/Page';

/** The Findings page (issue 13). */
export function FindingsPage() {
  return <Page title="Findings">{null}</Page>;
}
