import type { ReactNode } from 'react';
import type { RemoteAppProps } from '@cc/types';
import { RemoteQueryProvider, RemoteProviders as SharedRemoteProviders } from '@cc/ui/remote';
import { texts } from '../i18n/texts';

export function RemoteProviders({ children, ...props }: RemoteAppProps & { children: ReactNode }) {
  return (
    <SharedRemoteProviders {...props} texts={texts}>
      <RemoteQueryProvider>{children}</RemoteQueryProvider>
    </SharedRemoteProviders>
  );
}
