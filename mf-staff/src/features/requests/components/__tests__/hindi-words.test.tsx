import { screen, within } from '@testing-library/react';
import { renderWithRemote } from '../../../../test/render-with-remote';
import { aRequest } from '@cc/types/testing';
import { stubFetch } from '@cc/api-client/testing';
import { AuthorityPicker } from '../authority-picker';
import { RequestCard } from '../request-card';

describe('Hindi staff screens carry no English made from codes', () => {
  it.each([
    ['hi', 'जल आपूर्ति'],
    ['en', 'Water Supply'],
  ] as const)('a title the API made from the type reads as the type in %s', (language, title) => {
    renderWithRemote(<RequestCard request={aRequest({ title: 'Water Supply' })} />, { language });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('keeps a title the citizen wrote', () => {
    renderWithRemote(<RequestCard request={aRequest({ title: 'Hand pump broken' })} />, { language: 'hi' });
    expect(screen.getByRole('heading', { name: 'Hand pump broken' })).toBeInTheDocument();
  });

  it.each([
    ['hi', 'लोक निर्माण विभाग', 'पुलिस'],
    ['en', 'Public Works Department', 'Police'],
  ] as const)('names authority departments in %s', async (language, works, police) => {
    stubFetch({
      '/api/users/authorities': [
        { id: 1, name: 'Vijay Patel', role: 'government_official', department: 'Public Works Department', level: 1 },
        { id: 2, name: 'Neha Tiwari', role: 'sp', department: 'Police', level: 2 },
        { id: 3, name: 'Asha Rai', role: 'government_official', department: 'Fisheries cell', level: 1 },
      ],
    });
    renderWithRemote(<AuthorityPicker value={null} onChange={() => undefined} />, { language });
    const list = await screen.findByRole('list');
    expect(within(list).getByText(new RegExp(`· ${works}$`))).toBeInTheDocument();
    expect(within(list).getByText(new RegExp(`· ${police}$`))).toBeInTheDocument();
    // A department somebody typed that has no Hindi name yet is shown as typed, not mangled.
    expect(within(list).getByText(/· Fisheries cell$/)).toBeInTheDocument();
  });
});
