import type { Group } from '../api/types';

/** One entry of the main navigation. */
export interface NavItem {
  to: string;
  label: string;
  /** Groups that see the entry (every group when absent). */
  groups?: readonly Group[];
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
  { to: '/admin/users', label: 'Users', groups: ['Admin'] },
  { to: '/admin/audit', label: 'Audit log', groups: ['Admin'] },
];

/** The entries a user of `group` sees. */
export function navItemsFor(group: Group | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.groups || (group !== undefined && item.groups.includes(group)));
}
