import { screen, within } from '@testing-library/react';
import type { Language } from '@cc/types';
import { renderCitizenApp } from '../test/render-citizen-app';
import { stubFetch } from '@cc/api-client/testing';

// WCAG 2.5.3 Label in Name: a voice-control user says what the card shows ("14 Pending"), so that
// text must be the link's accessible name (or where it starts).
const HEADING: Record<Language, string> = { en: 'Quick Status', hi: 'त्वरित स्थिति' };
const CARDS: Record<Language, [string, string][]> = {
  en: [['14 Pending', '?status=pending'], ['2 In Progress', '?status=in_progress'], ['5 Resolved', '?status=resolved']],
  hi: [['14 लंबित', '?status=pending'], ['2 प्रगति में', '?status=in_progress'], ['5 हल हो गए', '?status=resolved']],
};

describe.each(['en', 'hi'] as const)('Quick Status on the citizen home (%s)', (language) => {
  it('names each status link by the count and label it shows, and opens My Requests filtered by it', async () => {
    stubFetch({
      '/api/requests/stats': { total: 21, pending: 14, in_progress: 2, resolved: 5 },
      '/api/requests': { items: [], nextCursor: null },
    });
    renderCitizenApp('/citizen', { language });
    const cards = await screen.findByRole('list', { name: HEADING[language] });
    await within(cards).findByRole('link', { name: CARDS[language][0]![0] });
    const links = within(cards).getAllByRole('link');
    expect(links).toHaveLength(3);
    links.forEach((link, index) => {
      const [shown, query] = CARDS[language][index]!;
      expect(link).toHaveAccessibleName(shown);
      expect(link).toHaveTextContent(shown);
      expect(link).toHaveAttribute('href', `/citizen/requests${query}`);
    });
  });

  it('shows the three cards while the counts load, busy and with "…", so nothing below moves when they arrive', async () => {
    stubFetch({
      '/api/requests/stats': { total: 21, pending: 14, in_progress: 2, resolved: 5 },
      '/api/requests': { items: [], nextCursor: null },
    });
    // The counts wait until the test lets them through.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stubbed = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/requests/stats')) await gate;
      return stubbed(input, init);
    }) as typeof fetch;
    renderCitizenApp('/citizen', { language });
    const cards = await screen.findByRole('list', { name: HEADING[language] });
    expect(cards).toHaveAttribute('aria-busy', 'true');
    expect(within(cards).getAllByRole('link').map((link) => link.textContent)).toEqual(CARDS[language].map(([shown]) => shown.replace(/^\d+/, '…')));
    release();
    expect(await within(cards).findByRole('link', { name: CARDS[language][0]![0] })).toBeInTheDocument();
    expect(cards).not.toHaveAttribute('aria-busy');
  });
});
