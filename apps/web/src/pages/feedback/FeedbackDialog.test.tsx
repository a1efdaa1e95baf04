import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../test/render';
import { screenshotProblem } from './feedback.schema';
import { FeedbackDialog } from './FeedbackDialog';
import { FeedbackList } from './FeedbackList';

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('feedback', () => {
  it('refuses in the browser, in the API words, a fourth screenshot, a file that is no image and one over 5 MB', () => {
    expect(screenshotProblem([png('a.png'), png('b.png'), png('c.png'), png('d.png')])).toBe('Screenshot "d.png" refused: at most 3 screenshots per feedback');
    expect(screenshotProblem([new File(['hello'], 'notes.txt', { type: 'text/plain' })])).toBe('Screenshot "notes.txt" refused: not a PNG, JPEG, GIF or WebP image');
    expect(screenshotProblem([png('big.png', 5 * 1024 * 1024 + 1)])).toBe('Screenshot "big.png" refused: larger than 5 MB');
    expect(screenshotProblem([png('ok.png', 5 * 1024 * 1024), new File(['x'], 'shot.webp', { type: '' })])).toBeUndefined();
  });

  it('shows a friendly refusal of a wrong file before sending, then the API text of a refused screenshot', async () => {
    const { calls } = fakeApi({
      'POST /api/feedback': { status: 400, body: { error: 'Screenshot "screen.png" refused: not a PNG, JPEG, GIF or WebP image (the type is read from the file content)' } },
    });
    renderAt('/', <FeedbackDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'The chart is cut off');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'idea');
    const upload = userEvent.setup({ applyAccept: false });
    await upload.upload(within(dialog).getByLabelText(/^Screenshots/), [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(await within(dialog).findByText('Screenshot "d.png" refused: at most 3 screenshots per feedback')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(calls).toHaveLength(0);

    await upload.upload(within(dialog).getByLabelText(/^Screenshots/), [png('screen.png')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText(/refused: not a PNG, JPEG, GIF or WebP image \(the type is read from the file content\)/)).toBeInTheDocument();
    expect(calls[0].body).toEqual({ message: 'The chart is cut off', category: 'idea', screenshots: expect.objectContaining({ type: 'image/png' }) });

    // The refusal named the file sent: choosing another file clears it.
    await upload.upload(within(dialog).getByLabelText(/^Screenshots/), [png('other.png')]);
    expect(within(dialog).queryByText(/refused: not a PNG/)).not.toBeInTheDocument();
  });

  it("lists the users' feedback for an Admin with links to its screenshots", async () => {
    fakeApi({
      'GET /api/feedback': {
        body: {
          page: 1,
          page_size: 20,
          total: 1,
          items: [
            {
              id: 'f1',
              message: 'Export button hidden',
              category: 'bug',
              submitted_by: 'bob',
              submitted_at: '2026-11-20T10:00:00Z',
              screenshots: [{ index: 1, file_name: 'export.png', content_type: 'image/png', size_bytes: 1000 }],
            },
          ],
        },
      },
    });
    renderAt('/profile', <FeedbackList />);
    expect(await screen.findByText('Export button hidden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'export.png' })).toHaveAttribute('href', '/api/feedback/f1/screenshots/1');
  });
});
