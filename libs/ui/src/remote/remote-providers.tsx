import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, useLanguage, type AppTexts, type CreateI18nOptions } from '@cc/i18n';
import type { RemoteAppProps } from '@cc/types';
import { RemotePropsContext } from './remote-props-context';
import styles from './remote-root.module.css';

export type RemoteProvidersProps = RemoteAppProps & {
  /**
   * The remote's own texts, one chunk per language: each remote owns its i18next instance
   * (architecture §2). The exposed `./App.<language>` has provided the shell's language.
   */
  texts: AppTexts;
  /** When the shared texts are fetched (createI18n); mf-public's landing page needs none. */
  sharedTexts?: CreateI18nOptions['sharedTexts'];
  children: ReactNode;
};

/**
 * What every remote's App wraps its routes in: the shell's props and its i18n. The query client is
 * RemoteQueryProvider's (./remote-query-provider.tsx), around the pages that read the API: every
 * page of mf-citizen, mf-staff and mf-admin; all but the landing page of mf-public.
 */
export function RemoteProviders({ children, texts, sharedTexts, ...props }: RemoteProvidersProps) {
  const [i18n] = useState(() => createI18n(texts, props.language, { sharedTexts }));
  useLanguage(i18n, texts, props.language);

  return (
    <RemotePropsContext.Provider value={props}>
      <I18nextProvider i18n={i18n}>
        <div className={styles.root} lang={props.language}>
          {children}
        </div>
      </I18nextProvider>
    </RemotePropsContext.Provider>
  );
}
