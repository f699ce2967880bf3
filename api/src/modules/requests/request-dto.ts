import type { RequestDto, RequestStatus } from '@cc/types';
import { allowedActions, computeStages, derivePriority } from '../request-workflow';
import { isOverdue } from '../sla/open-statuses';
import type { RequestRow } from './request.model';
import type { Viewer } from './request-scope';


export const attachmentDownloadPath = (id: number) => `/api/requests/${id}/attachment`;

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

/**
 * Every field of the spec §3 Request entity. The storage key never leaves the server:
 * attachmentUrl and attachmentPath both name the authorised download route.
 */
export function toRequestDto(
  row: RequestRow,
  viewer: Viewer,
  extra: {
    assignee?: { name: string; email: string | null } | null;
    history?: ReadonlyArray<{ action: string; createdAt: Date | string }>;
    now?: Date;
  } = {},
): RequestDto {
  const download = row.attachmentPath ? attachmentDownloadPath(row.id) : null;
  return {
    id: row.id,
    requestId: row.requestId,
    title: row.title,
    requestType: row.requestType,
    category: row.category ?? row.requestType ?? 'general',
    priority: derivePriority(row.escalationLevel),
    status: row.status as RequestStatus,
    description: row.description,
    name: row.name,
    phone: row.phone,
    email: row.email,
    voterIdNumber: row.voterIdNumber,
    district: row.district,
    vidhansabha: row.vidhansabha,
    vidhanSabha: row.vidhansabha,
    constituency: row.constituency,
    block: row.block,
    address: row.address,
    attachmentUrl: download,
    attachmentPath: download,
    attachmentType: row.attachmentPath ? row.attachmentType : null,
    attachmentName: row.attachmentPath ? row.attachmentName : null,
    assignedTo: row.assignedTo,
    assigneeId: row.assignedTo,
    assignee: extra.assignee ? { name: extra.assignee.name, email: extra.assignee.email } : null,
    escalationLevel: row.escalationLevel,
    response: row.response,
    submittedAt: iso(row.submittedAt)!,
    updatedAt: iso(row.updatedAt)!,
    resolvedAt: iso(row.resolvedAt),
    createdAt: iso(row.createdAt)!,
    submitterId: row.submitterId,
    submitterType: row.submitterType,
    dueAt: iso(row.dueAt),
    isOverdue: isOverdue(row, extra.now ?? new Date()),
    workflow: { stages: computeStages({ status: row.status, submittedAt: row.submittedAt, resolvedAt: row.resolvedAt, history: extra.history }) },
    allowedActions: allowedActions(row, viewer),
  };
}
