import { WEB_PAGES } from '@vmdash/web-pages';
import type { Me } from '../api/types';
import { can } from '../session/session';

/** One entry of the main navigation. */
export interface NavItem {
  to: string;
  label: string;
}

/**
 * The main navigation a user sees: each page of the page table (WEB_PAGES, libs/web-pages) with a `nav` label, in the
 * table's order; a page that needs a capability only for a user holding it.
 */
export function navItemsFor(me: Me | null | undefined): NavItem[] {
  return WEB_PAGES.flatMap((page) => (page.nav && (!page.capability || can(me, page.capability)) ? [{ to: page.path, label: page.nav }] : []));
}
