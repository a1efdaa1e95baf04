import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../test/render';
import { NotificationBell } from './NotificationBell';
import { parseCount } from './notification-stream';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource extends EventTarget {
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  emit(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

describe('the notification bell', () => {
  it('shows the unread count, then follows the count events of the stream live', async () => {
    fakeApi({ 'GET /api/notifications/count': { body: { count: 2 } } });
    const sources: FakeEventSource[] = [];
    const createSource = (url: string) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    };
    const { unmount } = renderAt('/', <NotificationBell createSource={createSource} />);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(sources).toHaveLength(1);
    expect(sources[0].url).toBe('/api/notifications/stream');

    act(() => sources[0].emit('count', { count: 3 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('bell-count')).toHaveTextContent('3');

    act(() => sources[0].emit('count', { count: 0 }));
    expect(await screen.findByRole('link', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(screen.queryByTestId('bell-count')).not.toBeInTheDocument();

    unmount();
    expect(sources[0].closed).toBe(true);
  });

  it('ignores count events that are not a count', () => {
    expect(parseCount('{"count":4}')).toBe(4);
    expect(parseCount('{"count":-1}')).toBeUndefined();
    expect(parseCount('{"count":"4"}')).toBeUndefined();
    expect(parseCount('not json')).toBeUndefined();
  });
});
