import { screen, within } from '@testing-library/react';
import { renderWithRemote } from '../../../../test/render-with-remote';
import { aRequest } from '@cc/types/testing';
import { stubFetch } from '@cc/api-client/testing';
import { RequestDetailsDialog } from '../request-details-dialog';

/** The value shown beside a label in the dialog's definition lists. */
function valueOf(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term ? (term.nextElementSibling?.textContent ?? null) : null;
}

describe('staff request details show words, not codes', () => {
  it.each([
    ['en', 'Category', 'General', 'Block'],
    ['hi', 'श्रेणी', 'सामान्य', 'ब्लॉक'],
  ] as const)('in %s: no category reads "General" and a block equal to the Vidhan Sabha is not repeated as a code', async (language, category, general, block) => {
    stubFetch({ '/api/requests/41': aRequest({ category: 'general' }) });
    renderWithRemote(<RequestDetailsDialog id={41} onClose={() => undefined} />, { language });
    await screen.findByText('CC-2026-000041');
    expect(valueOf(category)).toBe(general);
    expect(valueOf(block)).toBeNull();
    expect(within(screen.getByRole('dialog')).queryByText(/^general$|^bhojpur$/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Category', 'General'],
    ['hi', 'श्रेणी', 'सामान्य'],
  ] as const)("reads the API's 'general' category as a word in %s", async (language, category, general) => {
    stubFetch({ '/api/requests/41': aRequest({ category: 'general' }) });
    renderWithRemote(<RequestDetailsDialog id={41} onClose={() => undefined} />, { language });
    await screen.findByText('CC-2026-000041');
    expect(valueOf(category)).toBe(general);
  });

  it('names a different block in the chosen language', async () => {
    stubFetch({ '/api/requests/41': aRequest({ block: 'sanchi' }) });
    renderWithRemote(<RequestDetailsDialog id={41} onClose={() => undefined} />, { language: 'hi' });
    await screen.findByText('CC-2026-000041');
    expect(valueOf('ब्लॉक')).toBe('सांची');
  });
});
