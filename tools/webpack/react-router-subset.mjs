// The part of react-router-dom the web apps use: the declarative (component) API. The apps depend
// on and import react-router-dom (v7 re-exports react-router); it is a run-time singleton shared by
// the shell and the remotes (architecture §2), and a shared module is never tree-shaken, so sharing
// the whole package costs ~46 KB gzip more on the landing page (measured: 237 against 191 KB). The
// factory aliases `react-router-dom` to this file, which re-exports react-router's own production
// build (`react-router-full`). A name missing here fails the build (exportsPresence: 'error' on app
// sources), never silently at run time.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createSearchParams,
  createPath,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router-full';
