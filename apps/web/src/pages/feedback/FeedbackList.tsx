import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { answer, api } from '../../app/api/client';
import { EmptyState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { authorText } from '../../components/author-text';

const PAGE_SIZE = 20;
/** The search parameter of the list's page (the list lives on /profile, whose URL may carry other parameters). */
const PAGE_PARAM = 'feedback_page';

/** The URL of a stored screenshot (GET /api/feedback/{id}/screenshots/{n}, served with its own image type). */
export const screenshotUrl = (id: string, index: number) => `/api/feedback/${encodeURIComponent(id)}/screenshots/${index}`;

/** The users' feedback for an Admin (GET /api/feedback), newest first, with links to its screenshots; paged in the URL. */
export function FeedbackList() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const feedback = useQuery({
    queryKey: ['feedback', page],
    queryFn: () => answer(api.GET('/api/feedback', { params: { query: { page, page_size: PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
  const pages = feedback.data ? Math.max(1, Math.ceil(feedback.data.total / PAGE_SIZE)) : 1;
  const goTo = (next: number) =>
    setParams((current) => {
      const params = new URLSearchParams(current);
      if (next > 1) params.set(PAGE_PARAM, String(next));
      else params.delete(PAGE_PARAM);
      return params;
    });
  return (
    <section className="card" aria-labelledby="users-feedback">
      <h2 id="users-feedback">Feedback from users</h2>
      <QueryStates query={feedback} loading="Loading feedback" isEmpty={(data) => data.items.length === 0} empty={<EmptyState>No feedback yet.</EmptyState>} />
      {feedback.isSuccess && feedback.data.items.length > 0 ? (
        <>
          <ul className="notification-list">
            {feedback.data.items.map((entry) => (
              <li key={entry.id} className="card">
                <p>
                  <strong>{entry.category}</strong> from {authorText(entry.submitted_by, entry.impersonated_by, 'sent')},{' '}
                  <time dateTime={entry.submitted_at}>{new Date(entry.submitted_at).toLocaleString('en')}</time>
                </p>
                <p className="pre-wrap">{entry.message}</p>
                {entry.screenshots.length > 0 ? (
                  <ul className="link-list" aria-label={`Screenshots of the feedback from ${entry.submitted_by}`}>
                    {entry.screenshots.map((shot) => (
                      <li key={shot.index}>
                        <a href={screenshotUrl(entry.id, shot.index)} target="_blank" rel="noreferrer">
                          {shot.file_name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <nav className="pager" aria-label="Feedback pages">
            <span>
              Page {page} of {pages} ({feedback.data.total} in all)
            </span>
            <span>
              <Button className="button button-secondary" isDisabled={page <= 1} onPress={() => goTo(page - 1)}>
                Previous page
              </Button>{' '}
              <Button className="button button-secondary" isDisabled={page >= pages} onPress={() => goTo(page + 1)}>
                Next page
              </Button>
            </span>
          </nav>
        </>
      ) : null}
    </section>
  );
}
