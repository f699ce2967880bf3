import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from '@cc/types';
import { renderToString } from 'react-dom/server';
import { LanguageToggle, ThemeToggle } from '../components/toggles';
import { LanguageToggle as RemoteLanguageToggle } from '../remote/language-toggle';
import { renderInRemote } from '../testing/render-remote';

// WCAG 2.5.3 Label in Name: a voice-control user says the word they see ("English"), so the
// button's accessible name must contain it; the word is marked with its own language (3.1.2).
const PAGES: { page: Language; shows: string; showsLang: Language; purpose: string }[] = [
  { page: 'hi', shows: 'English', showsLang: 'en', purpose: 'भाषा अंग्रेज़ी में बदलें' },
  { page: 'en', shows: 'हिंदी', showsLang: 'hi', purpose: 'Switch language to Hindi' },
];

function expectLabelInName(button: HTMLElement, shows: string, showsLang: Language, purpose: string) {
  expect(button).toHaveTextContent(shows);
  expect(button).toHaveAccessibleName(expect.stringContaining(shows));
  expect(within(button).getByText(shows)).toHaveAttribute('lang', showsLang);
  // What the button does stays available to screen readers, as its description.
  expect(button).toHaveAccessibleDescription(purpose);
}

async function renderRemoteToggle(page: Language, purpose: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: page, resources: { [page]: { translation: { common: { switchLanguage: purpose } } } } });
  return renderInRemote(
    <I18nextProvider i18n={i18n}>
      <RemoteLanguageToggle />
    </I18nextProvider>,
    { language: page },
  ).shell;
}

describe.each(PAGES)('the language toggle on a page in $page', ({ page, shows, showsLang, purpose }) => {
  it(`of the shell is named by the word it shows, "${shows}", and switches to ${showsLang}`, async () => {
    const onChange = jest.fn();
    render(<LanguageToggle language={page} onChange={onChange} description={purpose} />);
    const button = screen.getByRole('button', { name: new RegExp(shows) });
    expectLabelInName(button, shows, showsLang, purpose);
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledWith(showsLang);
  });

  it(`of the remotes' header is named by the word it shows, "${shows}", and asks the shell for ${showsLang}`, async () => {
    const shell = await renderRemoteToggle(page, purpose);
    const button = screen.getByRole('button', { name: new RegExp(shows) });
    expectLabelInName(button, shows, showsLang, purpose);
    await userEvent.click(button);
    expect(shell.setLanguage).toHaveBeenCalledWith(showsLang);
  });
});

describe('on a pre-rendered page', () => {
  it('the toggles are disabled in the server HTML (a click before hydration would be lost) and enabled once rendered', () => {
    const html = renderToString(
      <>
        <LanguageToggle language="hi" onChange={() => undefined} description="भाषा अंग्रेज़ी में बदलें" />
        <ThemeToggle theme="light" onChange={() => undefined} labels={{ toDark: 'डार्क', toLight: 'लाइट' }} />
      </>,
    );
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
    render(<ThemeToggle theme="light" onChange={() => undefined} labels={{ toDark: 'डार्क', toLight: 'लाइट' }} />);
    expect(screen.getByRole('button', { name: 'डार्क' })).toBeEnabled();
  });
});
