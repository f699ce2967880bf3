import { screen, within } from '@testing-library/react';
import { aRequest } from '@cc/types/testing';
import { stubFetch } from '@cc/api-client/testing';
import { renderCitizenApp } from '../test/render-citizen-app';

// The moment before the shared code texts arrive (a chunk of their own in the browser): this
// module's chunk has the messages but no code names.
jest.mock('../../../libs/i18n/src/shared-texts', () => {
  const { SHARED_TEXTS } = jest.requireActual('../../../libs/i18n/src/shared-texts');
  return { SHARED_TEXTS: { en: { validation: SHARED_TEXTS.en.validation }, hi: { validation: SHARED_TEXTS.hi.validation } } };
});

const ENGLISH_STATUSES = /^(Pending|In Progress|Resolved|Escalated|Rejected)$/;

describe('My Requests before the status names are here', () => {
  it('offers no English status to a Hindi reader: the filter waits, its options neutral', async () => {
    stubFetch({ '/api/requests': { items: [aRequest()], nextCursor: null }, '/api/requests/stats': { total: 1, pending: 1, in_progress: 0, resolved: 0 } });
    renderCitizenApp('/citizen/requests', { language: 'hi' });
    const filter = await screen.findByRole('combobox');
    expect(filter).toBeDisabled();
    const options = within(filter).getAllByRole('option').map((option) => option.textContent ?? '');
    expect(options.filter((text) => ENGLISH_STATUSES.test(text))).toEqual([]);
    expect(options.slice(1)).toEqual(['…', '…', '…', '…', '…']);
  });
});
