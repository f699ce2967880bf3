import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ErrorState } from '../page-state';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'hi',
  resources: { hi: { translation: { common: { loadError: 'यह जानकारी लोड नहीं हो सकी।', retry: 'पुनः प्रयास करें' } } } },
});

describe('ErrorState', () => {
  it('says what failed and offers a Retry that asks again', async () => {
    const retry = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorState onRetry={retry} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('यह जानकारी लोड नहीं हो सकी।');
    await userEvent.click(screen.getByRole('button', { name: 'पुनः प्रयास करें' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no button where nothing can be asked again', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorState />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
