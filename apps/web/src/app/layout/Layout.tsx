import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { FeedbackDialog } from '../../pages/feedback/FeedbackDialog';
import { NotificationBell } from '../../pages/notifications/NotificationBell';
import { can, useMe, useSignOut } from '../session/session';
import { ImpersonationBanner } from './ImpersonationBanner';
import { navItemsFor } from './nav-items';
import { TeamScopeSwitch } from './TeamScopeSwitch';

/**
 * The frame of every signed-in page: a skip link to the main content, the header (navigation, the notification bell,
 * the feedback dialog, the Admin's team switch, the user's menu), the impersonation banner and the page. After each navigation the new
 * page's heading takes the focus (WCAG 2.1, 2.4.3 Focus Order).
 */
export function Layout() {
  const me = useMe().data;
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    document.getElementById('page-heading')?.focus({ preventScroll: true });
  }, [location.pathname]);

  if (!me) return null;
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="app-header">
        <NavLink to="/" className="brand">
          vmdash
        </NavLink>
        <nav aria-label="Main">
          <ul className="nav-list">
            {navItemsFor(me).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          {can(me, 'administer') ? <TeamScopeSwitch /> : null}
          <NotificationBell />
          <FeedbackDialog />
          <NavLink to="/profile" className="user-link">
            {me.user.username}
          </NavLink>
          <Button className="button button-secondary" onPress={() => signOut.mutate(undefined, { onSettled: () => navigate('/sign-in') })}>
            Sign out
          </Button>
        </div>
      </header>
      <ImpersonationBanner me={me} />
      <main id="main" tabIndex={-1} className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
