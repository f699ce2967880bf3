import { screen } from '@testing-library/react';
import { renderWithRemote, staffUser } from '../../../../test/render-with-remote';
import { RoleCard } from '../role-card';

describe('the role card', () => {
  it('names the role in Hindi from the code texts', async () => {
    const official = { ...staffUser, role: 'government_official' };
    renderWithRemote(<RoleCard user={official} />, { language: 'hi', user: official });
    expect(await screen.findByRole('heading', { level: 2, name: 'सरकारी अधिकारी' })).toBeInTheDocument();
    expect(screen.queryByText('Government Official')).not.toBeInTheDocument();
  });
});
