import { useContext, type ReactNode } from 'react';
import { Routes, UNSAFE_RouteContext, useLocation } from 'react-router-dom';
import { useRemoteProps } from './remote-props-context';

/**
 * Routes matched relative to props.basePath, whatever route the shell mounted us under
 * (`/citizen/*`, `/web/mobile-app`, `/*`...): the path left after basePath is re-rooted
 * on the parent route's pathnameBase, which is what <Routes> strips.
 */
export function RemoteRoutes({ children }: { children: ReactNode }) {
  const { basePath } = useRemoteProps();
  const location = useLocation();
  const { matches } = useContext(UNSAFE_RouteContext);
  const parentBase = matches.length ? matches[matches.length - 1].pathnameBase : '/';
  const base = basePath.replace(/\/+$/, '');
  const inside = location.pathname === base || location.pathname.startsWith(`${base}/`);
  const relative = (inside ? location.pathname.slice(base.length) : location.pathname) || '/';
  const pathname = `${parentBase.replace(/\/+$/, '')}${relative}`;
  return <Routes location={{ ...location, pathname }}>{children}</Routes>;
}
