import { createContext, type ComponentType } from 'react';
import type { RemoteAppProps } from '@cc/types';
import type { RemoteName } from './remote-registry';

/**
 * Remotes imported directly rather than loaded through federation: only the build-time
 * pre-render (tools/prerender) provides one, so RemoteArea renders mf-public's page into the
 * HTML. In the browser it is empty and the same Suspense boundary waits for the federated remote;
 * hydration keeps the pre-rendered HTML until it arrives.
 */
export const PrerenderedRemotes = createContext<Partial<Record<RemoteName, ComponentType<RemoteAppProps>>>>({});
