import { screen } from '@testing-library/react';
import { renderWithRemote, staffUser } from '../../../../test/render-with-remote';
import { RoleCard } from '../role-card';

// The moment before the shared code texts arrive (a chunk of their own in the browser): this
// module's chunk has the messages but no code names.
jest.mock('../../../../../../libs/i18n/src/shared-texts', () => {
  const { SHARED_TEXTS } = jest.requireActual('../../../../../../libs/i18n/src/shared-texts');
  return { SHARED_TEXTS: { en: { validation: SHARED_TEXTS.en.validation }, hi: { validation: SHARED_TEXTS.hi.validation } } };
});

describe('the role card before the code texts are here', () => {
  it.each([
    ['staff', 'Staff'],
    ['government_official', 'Government Official'],
  ])('shows a neutral mark for %s, never the English fallback', (role, english) => {
    const user = { ...staffUser, role };
    renderWithRemote(<RoleCard user={user} />, { language: 'hi', user });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('…');
    expect(heading).not.toHaveTextContent(english);
  });
});
