import type { RemoteAppProps } from '@cc/types';
import { AppRoutes } from './app/app-routes';
import { RemoteProviders } from './app/remote-providers';

/** The one module this remote exposes (`./App`): its area's routes, under props.basePath. */
export default function App(props: RemoteAppProps) {
  return (
    <RemoteProviders {...props}>
      <AppRoutes />
    </RemoteProviders>
  );
}
