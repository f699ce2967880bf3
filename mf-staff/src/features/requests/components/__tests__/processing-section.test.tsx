import { screen } from '@testing-library/react';
import { renderWithRemote } from '../../../../test/render-with-remote';
import { aRequest } from '@cc/types/testing';
import { stubFetch } from '@cc/api-client/testing';
import { RequestDetailsDialog } from '../request-details-dialog';

describe('staff details: the Processing section', () => {
  it.each([
    ['en', 'Processing', 'Submitted On'],
    ['hi', 'कार्यवाही', 'जमा करने की तिथि'],
  ] as const)('has no heading over nothing for an untouched request, and the submission date stays (%s)', async (language, heading, submitted) => {
    stubFetch({ '/api/requests/41': aRequest() });
    renderWithRemote(<RequestDetailsDialog id={41} onClose={() => undefined} />, { language });
    await screen.findByText('CC-2026-000041');
    expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    expect(screen.getByText(submitted, { selector: 'dt' }).nextElementSibling?.textContent).toMatch(/2026/);
  });

  it('shows who has the request and the staff response under Processing', async () => {
    stubFetch({ '/api/requests/41': aRequest({ assignedTo: 4, assignee: { name: 'Vijay Patel', email: null }, response: 'Tanker sent', updatedAt: '2026-11-21T05:00:00.000Z' }) });
    renderWithRemote(<RequestDetailsDialog id={41} onClose={() => undefined} />, { language: 'en' });
    const section = (await screen.findByRole('heading', { name: 'Processing' })).closest('section')!;
    expect(section).toHaveTextContent('Vijay Patel');
    expect(section).toHaveTextContent('Last Updated');
    expect(section).toHaveTextContent('Tanker sent');
  });
});
