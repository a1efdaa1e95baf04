import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api/api-error';
import { QueryStates, type QueryStatus } from './QueryStates';
import { EmptyState } from './States';

const pending: QueryStatus<string[]> = { isPending: true, isError: false, isSuccess: false, error: null, data: undefined };
const failed: QueryStatus<string[]> = { isPending: false, isError: true, isSuccess: false, error: new ApiError(503, 'Service unavailable'), data: undefined };
const answered = (data: string[]): QueryStatus<string[]> => ({ isPending: false, isError: false, isSuccess: true, error: null, data });

function List({ query }: { query: QueryStatus<string[]> }) {
  return <QueryStates query={query} loading="Loading things" isEmpty={(data) => data.length === 0} empty={<EmptyState>No things yet.</EmptyState>} />;
}

describe('the states of a query', () => {
  it('while the query is pending, then a screen reader is told politely that the list is loading', () => {
    render(<List query={pending} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading things…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the query failed, then the API’s own words are announced at once and nothing claims the list is empty', () => {
    render(<List query={failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
    expect(screen.queryByText('No things yet.')).toBeNull();
  });

  it('when the answer is empty, then the list’s empty state is shown and neither loading nor an error', () => {
    render(<List query={answered([])} />);
    expect(screen.getByText('No things yet.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the answer has rows, then no state line is shown, so the page shows its content alone', () => {
    const { container } = render(<List query={answered(['a'])} />);
    expect(container).toBeEmptyDOMElement();
  });
});
