/** One audited-resource shape for the admin record kinds of spec §7 (docs/decisions/0101-admin-audited-resources.md). */
export type { AuditedResource } from './audited-resource';
export { registerAuditedResource } from './audited-routes';
