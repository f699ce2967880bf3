import { Outlet } from 'react-router-dom';
import { RemoteQueryProvider } from '@cc/ui/remote';

/** The layout of every page but the landing page: they read the API, so react-query loads with them. */
export default function QueryPages() {
  return (
    <RemoteQueryProvider>
      <Outlet />
    </RemoteQueryProvider>
  );
}
