import { screen } from '@testing-library/react';
import { renderWithRemote } from '../../../test/render-with-remote';
import { stubFetch } from '@cc/api-client/testing';
import { TemplatesPage } from '../components/templates-page';

const templates = [{ id: 1, category: 'staff-response', title: 'Visit scheduled', titleHi: 'निरीक्षण तय', content: 'A team will visit.', contentHi: 'एक दल आएगा।', language: 'both' }];

describe('templates page', () => {
  it.each([
    ['en', 'Staff response'],
    ['hi', 'कर्मचारी उत्तर'],
  ] as const)('names the template category in %s', async (language, label) => {
    stubFetch({ '/api/response-templates': templates });
    renderWithRemote(<TemplatesPage />, { language });
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.queryByText('staff-response')).not.toBeInTheDocument();
  });
});
