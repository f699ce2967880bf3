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
    const links = await within(cards).findAllByRole('link');
    expect(links).toHaveLength(3);
    links.forEach((link, index) => {
      const [shown, query] = CARDS[language][index]!;
      expect(link).toHaveAccessibleName(shown);
      expect(link).toHaveTextContent(shown);
      expect(link).toHaveAttribute('href', `/citizen/requests${query}`);
    });
  });
});
