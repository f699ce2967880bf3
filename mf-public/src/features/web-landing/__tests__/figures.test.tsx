import { screen, within } from '@testing-library/react';
import { renderRemote } from '../../../test/render-remote';

describe('web landing figures', () => {
  it.each([
    ['hi', 'आँकड़ों में ऐप', '24 घंटे'],
    ['en', 'The app in numbers', '24hrs'],
  ] as const)('write the average resolution time in %s (English keeps the spec §1 text 24hrs)', async (language, listName, value) => {
    renderRemote({ path: '/web', basePath: '/web', language });
    const figures = await screen.findByRole('list', { name: listName });
    expect(within(figures).getByText(value)).toBeInTheDocument();
    if (language === 'hi') expect(within(figures).queryByText('24hrs')).not.toBeInTheDocument();
  });
});
