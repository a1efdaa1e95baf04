import type { Capability, Me } from '../api/types';
import { can } from '../session/session';

/** One entry of the main navigation. */
export interface NavItem {
  to: string;
  label: string;
  /** The capability a user needs to see the entry (every user when absent). */
  capability?: Capability;
}

/**
 * The main navigation, in order: one entry per page of issue 13 that exists. A new page adds its entry here and its
 * route in src/app/routes.tsx.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Overview' },
  { to: '/findings', label: 'Findings' },
  { to: '/queue', label: 'Queue' },
  { to: '/tickets', label: 'Tickets' },
  { to: '/compliance', label: 'Compliance' },
  { to: '/risk-templates', label: 'Risk templates' },
  { to: '/notifications', label: 'Notifications' },
  { to: '/admin/users', label: 'Users', capability: 'administer' },
  { to: '/admin/audit', label: 'Audit log', capability: 'administer' },
];

/** The entries the signed-in user sees. */
export function navItemsFor(me: Me | null | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.capability || can(me, item.capability));
}
