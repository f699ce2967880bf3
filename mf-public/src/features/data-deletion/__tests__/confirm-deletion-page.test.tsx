import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '../../../test/render-remote';
import { stubFetch } from '../../../test/stub-fetch';

const INVALID = {
  status: 400,
  body: {
    error: 'This confirmation link is invalid, has expired or has already been used. Please submit a new deletion request.',
    field: 'token',
    messageKey: 'deletionLinkInvalid',
  },
};

describe('deletion confirmation page', () => {
  it('changes nothing on opening; the button sends the token and shows the request id', async () => {
    const fetch = stubFetch({ 'POST /api/data-deletion/confirm': () => ({ status: 200, body: { requestCode: 'DEL-2031-ABCD2345', success: true } }) });
    renderRemote({ path: '/data-deletion/confirm?token=tok_en-1', language: 'en' });
    const button = await screen.findByRole('button', { name: 'Confirm deletion' });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Keep my account' })).toHaveAttribute('href', '/');

    await userEvent.click(button);
    const done = await screen.findByRole('status', { name: 'Deletion confirmed' });
    expect(done).toHaveTextContent('DEL-2031-ABCD2345');
    expect(done).toHaveTextContent('within 7 days');
    const [, init] = fetch.mock.calls[0];
    expect(JSON.parse(init.body)).toEqual({ token: 'tok_en-1' });
  });

  it('says in Hindi that a used or expired link no longer works', async () => {
    stubFetch({ 'POST /api/data-deletion/confirm': () => INVALID });
    renderRemote({ path: '/data-deletion/confirm?token=used', language: 'hi' });
    await userEvent.click(await screen.findByRole('button', { name: 'हटाने की पुष्टि करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('यह पुष्टि लिंक अमान्य है');
    expect(screen.getByRole('button', { name: 'हटाने की पुष्टि करें' })).toBeEnabled();
  });

  it('offers no button without a token', async () => {
    const fetch = stubFetch({});
    renderRemote({ path: '/data-deletion/confirm', language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid');
    expect(screen.queryByRole('button', { name: 'Confirm deletion' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
