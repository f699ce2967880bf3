import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { bundledTexts, createI18n } from '@cc/i18n';
import { createQueryClient } from '@cc/api-client';
import type { Language, RequestFeedbackState } from '@cc/types';
import { RequestFeedback, type FeedbackSender } from '../index';

const closed: RequestFeedbackState = {
  given: null,
  closedAt: '2026-11-20T10:00:00Z',
  reopenUntil: '2026-12-05T10:00:00Z',
  reopens: 0,
  canRate: true,
  canReopen: true,
};

function renderPanel(state: RequestFeedbackState, send: FeedbackSender, language: Language = 'en') {
  const onChanged = jest.fn();
  // The host's own i18next instance, without the panel's texts: the panel registers them itself.
  const i18n = createI18n(bundledTexts({ en: {}, hi: {} }), language);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RequestFeedback state={state} send={send} onChanged={onChanged} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onChanged };
}

const sender = (): FeedbackSender & { rate: jest.Mock; reopen: jest.Mock } => ({
  rate: jest.fn().mockResolvedValue({ rating: 4, comment: null, outcome: 'recorded' }),
  reopen: jest.fn().mockResolvedValue({ status: 'pending', escalationLevel: 1, reopen: 1 }),
});

describe('RequestFeedback', () => {
  it('asks for a rating before sending, then sends the chosen one and thanks', async () => {
    const send = sender();
    const { onChanged } = renderPanel(closed, send);
    await userEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect(screen.getByText('Please choose a rating from 1 to 5')).toBeInTheDocument();
    expect(send.rate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '4 – Good' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect(send.rate).toHaveBeenCalledWith({ rating: 4, comment: null });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(onChanged).toHaveBeenCalled();
  });

  it('reopens only with a reason, in Hindi', async () => {
    const send = sender();
    renderPanel(closed, send, 'hi');
    await userEvent.click(screen.getByRole('button', { name: 'अनुरोध दोबारा खोलें' }));
    const dialog = screen.getByRole('dialog', { name: 'यह अनुरोध दोबारा खोलें' });
    await userEvent.click(screen.getByRole('button', { name: 'दोबारा खोलें' }));
    expect(dialog).toHaveTextContent('कृपया बताएँ कि अनुरोध दोबारा क्यों खोला जाए');
    await userEvent.type(screen.getByLabelText(/दोबारा खोलने का कारण/), 'पानी अब भी नहीं आ रहा');
    await userEvent.click(screen.getByRole('button', { name: 'दोबारा खोलें' }));
    expect(send.reopen).toHaveBeenCalledWith({ reason: 'पानी अब भी नहीं आ रहा' });
    expect(await screen.findByRole('status')).toHaveTextContent('आपका अनुरोध दोबारा खोल दिया गया है');
  });

  it('shows the rating given instead of the form, and nothing while a request was never closed', () => {
    renderPanel({ ...closed, given: { rating: 5, comment: 'Quick', createdAt: '2026-11-21T10:00:00Z' }, canRate: false }, sender());
    expect(screen.getByTestId('given-rating')).toHaveTextContent('You rated this response 5 of 5 (5 – Excellent) — Quick');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
