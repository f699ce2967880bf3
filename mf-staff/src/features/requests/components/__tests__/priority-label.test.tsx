import { screen } from '@testing-library/react';
import { renderWithRemote } from '../../../../test/render-with-remote';
import { aRequest } from '@cc/types/testing';
import { stubFetch } from '@cc/api-client/testing';
import { RequestDetailsDialog } from '../request-details-dialog';

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

// The citizen's dialog says "Normal" for a 'low' request (spec §2 default): staff read the same word.
describe('staff details name the priority as the citizen sees it', () => {
  it.each([
    ['en', 'Priority', 'low', 'Normal'],
    ['hi', 'प्राथमिकता', 'low', 'सामान्य'],
    ['en', 'Priority', null, 'Normal'],
    ['hi', 'प्राथमिकता', 'high', 'उच्च'],
  ] as const)('%s: %s %s reads %s', async (language, label, priority, word) => {
    stubFetch({ '/api/requests/41': aRequest({ priority: priority as never }) });
    renderWithRemote(<RequestDetailsDialog id={41} onClose={() => undefined} />, { language });
    await screen.findByText('CC-2026-000041');
    expect(valueOf(label)).toBe(word);
  });
});
