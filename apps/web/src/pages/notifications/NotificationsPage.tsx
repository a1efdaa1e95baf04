import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { answer, api } from '../../app/api/client';
import { Page } from '../../components/page/Page';
import { EmptyState, ErrorState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { NOTIFICATION_COUNT_KEY, NOTIFICATIONS_KEY } from './notification-stream';

/**
 * /notifications: the caller's notifications, newest first (GET /api/notifications), each marked read on demand,
 * all at once with "Mark all read" (every signed-in user may, as the API lets every group mark its own notifications
 * read). New ones appear live (the layout's bell keeps the stream open). A tracker issue's notification links to the
 * issue; a job's (job_finished, no url) to the Jobs page, where its file is downloaded; a risk exception's
 * (risk_exception, no url) to the Risk exceptions page, where it is decided or renewed.
 */
export function NotificationsPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: [...NOTIFICATIONS_KEY, 1], queryFn: () => answer(api.GET('/api/notifications', { params: { query: { page_size: 100 } } })) });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }), queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_KEY })]);
  const markRead = useMutation({ mutationFn: (id: string) => answer(api.PATCH('/api/notifications/{id}', { params: { path: { id } }, body: { read: true } })), onSuccess: refresh });
  const readAll = useMutation({ mutationFn: () => answer(api.POST('/api/notifications/read-all')), onSuccess: refresh });
  return (
    <Page
      title="Notifications"
      actions={
        <Button className="button button-secondary" onPress={() => readAll.mutate()} isDisabled={readAll.isPending}>
          Mark all read
        </Button>
      }
    >
      {readAll.isError ? <ErrorState error={readAll.error} /> : null}
      {markRead.isError ? <ErrorState error={markRead.error} /> : null}
      <QueryStates
        query={list}
        loading="Loading notifications"
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState>No notifications yet. You are told here when a tracker issue of your tickets is closed or one of your jobs ends.</EmptyState>}
      />
      {list.isSuccess && list.data.items.length > 0 ? (
        <ul className="notification-list" aria-label="Notifications">
          {list.data.items.map((notification) => (
            <li key={notification.id} className={`card ${notification.read ? '' : 'unread'}`}>
              <p>
                {notification.read ? null : <span className="visually-hidden">Unread: </span>}
                {notification.title}
              </p>
              <p>{notification.message}</p>
              <p>
                <time dateTime={notification.created_at}>{new Date(notification.created_at).toLocaleString('en')}</time>
                {notification.url ? (
                  <>
                    {' · '}
                    <a href={notification.url} rel="noreferrer" target="_blank">
                      Open {notification.issue_key ?? 'the issue'}
                    </a>
                  </>
                ) : null}
                {notification.type === 'job_finished' ? (
                  <>
                    {' · '}
                    <Link to="/jobs">Open the Jobs page</Link>
                  </>
                ) : null}
                {notification.type === 'risk_exception' ? (
                  <>
                    {' · '}
                    <Link to="/exceptions">Open the risk exceptions</Link>
                  </>
                ) : null}
              </p>
              {!notification.read ? (
                <Button className="button button-secondary" onPress={() => markRead.mutate(notification.id)}>
                  Mark read
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
