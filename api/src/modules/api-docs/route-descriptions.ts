import { adminConsoleRoutes } from './descriptions/admin-console';
import { adminContentRoutes } from './descriptions/admin-content';
import { adminOperationsRoutes } from './descriptions/admin-operations';
import { open311Routes } from './descriptions/open311';
import { platformRoutes } from './descriptions/platform';
import { publicRoutes } from './descriptions/public';
import { requestRoutes } from './descriptions/requests';
import type { RouteTable } from './route-description';

const parts: RouteTable[] = [platformRoutes, publicRoutes, requestRoutes, adminConsoleRoutes, adminOperationsRoutes, adminContentRoutes, open311Routes];

/**
 * Every route of the API described once, keyed exactly like the policy table (`'METHOD /path'`).
 * A test enumerates the registered routers as the policy-table test does and fails on a route
 * without a description or a description without a route, so the OpenAPI document built from this
 * table (openapi-document.ts) lists the whole API and nothing else.
 */
export const routeDescriptions: RouteTable = Object.assign({}, ...parts);

// A key in two parts would silently keep only the last description.
const keys = parts.flatMap((part) => Object.keys(part));
const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
if (repeated.length > 0) throw new Error(`Routes described twice: ${repeated.join(', ')}`);
