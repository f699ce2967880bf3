import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@cc/api-client';
import { createI18n, type BilingualResources } from '@cc/i18n';
import type { RemoteAppProps } from '@cc/types';
import { RemotePropsContext } from './remote-props-context';
import styles from './remote-root.module.css';


export type RemoteProvidersProps = RemoteAppProps & {
  /** The remote's own texts: each remote owns its i18next instance (architecture §2). */
  resources: BilingualResources;
  children: ReactNode;
};

/** What every remote's App wraps its routes in: the shell's props, its i18n and its query client. */
export function RemoteProviders({ children, resources, ...props }: RemoteProvidersProps) {
  const [i18n] = useState(() => createI18n(resources, props.language));
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    if (i18n.language !== props.language) void i18n.changeLanguage(props.language);
  }, [i18n, props.language]);

  return (
    <RemotePropsContext.Provider value={props}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <div className={styles.root} lang={props.language}>
            {children}
          </div>
        </QueryClientProvider>
      </I18nextProvider>
    </RemotePropsContext.Provider>
  );
}
