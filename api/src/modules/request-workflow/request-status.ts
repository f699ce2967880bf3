/** Spec §4 request statuses. `assigned` is accepted in data and filters; no action produces it. */
import type { RequestStatus, WorkflowAction } from '@cc/types';

export const REQUEST_STATUSES = ['pending', 'in_progress', 'resolved', 'escalated', 'rejected', 'assigned'] as const satisfies readonly RequestStatus[];

export const WORKFLOW_ACTIONS = ['approve_forward', 'reject', 'complete', 'assign'] as const satisfies readonly WorkflowAction[];

export const ADMIN_ROLES = ['admin', 'super_admin'] as const;
/** Spec §6: only this role assigns pending requests to level 1-3 officials. */
export const ASSIGNER_ROLE = 'minister_staff';

export const isAdminRole = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role);
export const isCitizenRole = (role: string) => role === 'citizen';
/** Spec §2 staff dashboard: every role but citizen may act on requests. */
export const isStaffLikeRole = (role: string) => !isCitizenRole(role);
