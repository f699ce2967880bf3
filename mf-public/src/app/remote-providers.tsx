import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createI18n } from '@cc/i18n';
import type { RemoteAppProps } from '@cc/types';
import { resources } from '../i18n/resources';
import { RemotePropsContext } from './remote-props-context';
import styles from './app.module.css';

// Spec §7: reads never retry and do not refetch on focus.
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function RemoteProviders({ children, ...props }: RemoteAppProps & { children: ReactNode }) {
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
