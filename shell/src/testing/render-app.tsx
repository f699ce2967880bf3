import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@cc/types';
import { AppProviders } from '../app/providers';
import { createShellQueryClient } from '../app/queries/query-runtime';
import { AppRoutes } from '../app/app-routes';
import { resetRemoteManifest } from '../features/remotes/remote-registry';
import { resetRemoteComponents } from '../features/remotes/components/remote-area';

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** A fake remote App: shows which remote and basePath the shell gave it. */
export function fakeRemote(name: string) {
  return function FakeRemoteApp(props: RemoteAppProps) {
    return (
      <div data-testid="remote">
        {name} {props.basePath} {props.language} {props.user ? props.user.role : 'anonymous'}
      </div>
    );
  };
}

export const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Every remote resolves to a fake App unless a test says otherwise. */
export function useFakeRemotes() {
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: fakeRemote(id.split('/')[0]) }) as never);
}

export function resetShellState() {
  localStorage.clear();
  resetRemoteManifest();
  resetRemoteComponents();
  loadRemoteMock.mockReset();
  document.documentElement.lang = '';
}

export function renderApp(path: string) {
  const queryClient = createShellQueryClient();
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...utils, queryClient };
}
