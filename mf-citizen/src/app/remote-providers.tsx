import type { ReactNode } from 'react';
import type { RemoteAppProps } from '@cc/types';
import { RemoteQueryProvider, RemoteProviders as SharedRemoteProviders } from '@cc/ui/remote';
import { resources } from '../i18n/resources';

export function RemoteProviders({ children, ...props }: RemoteAppProps & { children: ReactNode }) {
  return (
    <SharedRemoteProviders {...props} resources={resources}>
      <RemoteQueryProvider>{children}</RemoteQueryProvider>
    </SharedRemoteProviders>
  );
}
