import { storedRemarkText } from '@cc/validation';
import type { DuplicateOfLink, RequestAssignee, RequestDecider, RequestDetailOnlyField, RequestDto, RequestListItem, RequestStatus } from '@cc/types';
import type { CitizenViewSetting } from '../admin-settings/citizen-view-setting';
import { allowedActions, computeStages, derivePriority, isCitizenRole } from '../request-workflow';
import { isOverdue } from '../sla/open-statuses';
import type { RequestRow } from './request.model';
import type { Viewer } from './request-scope';

export const attachmentDownloadPath = (id: number) => `/api/requests/${id}/attachment`;

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

type HistorySteps = ReadonlyArray<{ action: string; createdAt: Date | string }>;

/** The original of a duplicate as the list statement reads it (request-read.service.ts, LIST_RELATIONS) or the track page does. */
export interface DuplicateOfRow {
  requestId: string;
  requestType: string;
  status: string;
  submittedAt: Date | string;
  resolvedAt: Date | string | null;
  history: HistorySteps;
}

/** A person as the reads select them: name, e-mail, and the display names of their role. */
export interface PersonRow {
  name: string;
  email?: string | null;
  roleName?: string | null;
  roleNameHi?: string | null;
}

/**
 * What a request shows besides its row: the assignee, the history steps of its stages, the original
 * it duplicates, the SLA clock's now; the newest office note and who decided it (the reads select
 * them); for a citizen viewer, the office's choice of what citizens see of its people.
 */
export interface RequestDtoExtra {
  assignee?: PersonRow | null;
  history?: HistorySteps;
  duplicateOf?: DuplicateOfRow | null;
  now?: Date;
  officeNote?: string | null;
  decidedBy?: PersonRow | null;
  citizenView?: CitizenViewSetting;
}

/**
 * A person of the office as this viewer may see them. The office's people see names; a citizen
 * sees names too unless the office chose to show its roles (admin setting), and then only the
 * role's names: the person's name and e-mail are not in the answer at all.
 */
function personFor(person: PersonRow, viewer: Viewer, extra: RequestDtoExtra): RequestAssignee {
  if (!isCitizenRole(viewer.role) || !extra.citizenView?.showOfficeRole) return { name: person.name, email: person.email ?? null };
  const office = { en: person.roleName ?? '', hi: person.roleNameHi ?? null };
  return { name: office.en, email: null, office };
}

/** The decider of a rejected or resolved request, labelled for that ("Decided by"); null while open. */
function deciderFor(status: string, person: PersonRow | null | undefined, viewer: Viewer, extra: RequestDtoExtra): RequestDecider | null {
  if (!person || (status !== 'rejected' && status !== 'resolved')) return null;
  const { name, office } = personFor(person, viewer, extra);
  return office ? { name, office } : { name };
}

/**
 * The office's own notes go to the office's people only: a citizen's view never carries the key,
 * whatever the read selected (docs/security.md, "Office notes").
 */
const officeNoteFor = (viewer: Viewer, extra: RequestDtoExtra) => (isCitizenRole(viewer.role) ? {} : { officeNote: extra.officeNote ?? null });

/**
 * The original a duplicate follows, as the duplicate's citizen may see it: code, type, status and
 * stages (the same stage rules as any request's), nothing of the original's citizen.
 */
export function toDuplicateOfLink(original: DuplicateOfRow | null | undefined): DuplicateOfLink | null {
  if (!original) return null;
  return {
    requestId: original.requestId,
    requestType: original.requestType,
    status: original.status as RequestStatus,
    stages: computeStages({ status: original.status, submittedAt: original.submittedAt, resolvedAt: original.resolvedAt, history: original.history }),
  };
}

/** The row a list item needs: no detail-only column is read for a list (request-read.service.ts). */
export type RequestListRow = Omit<RequestRow, RequestDetailOnlyField>;

/** A list item (GET /api/requests, GET /api/admin/requests): every field but the detail-only ones. */
export function toRequestListItem(row: RequestListRow, viewer: Viewer, extra: RequestDtoExtra = {}): RequestListItem {
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
    district: row.district,
    vidhansabha: row.vidhansabha,
    vidhanSabha: row.vidhansabha,
    constituency: row.constituency,
    assignedTo: row.assignedTo,
    assigneeId: row.assignedTo,
    assignee: extra.assignee ? personFor(extra.assignee, viewer, extra) : null,
    escalationLevel: row.escalationLevel,
    // A default remark in the reader's language; its key lets a screen follow a language switch.
    response: storedRemarkText(row.response, row.responseKey, viewer.language ?? 'hi'),
    responseKey: row.responseKey ?? null,
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
    duplicateOf: toDuplicateOfLink(extra.duplicateOf),
    ...officeNoteFor(viewer, extra),
  };
}

/**
 * Every field of the spec §3 Request entity (the detail). The storage key never leaves the server:
 * attachmentUrl and attachmentPath both name the authorised download route.
 */
export function toRequestDto(row: RequestRow, viewer: Viewer, extra: RequestDtoExtra = {}): RequestDto {
  const download = row.attachmentPath ? attachmentDownloadPath(row.id) : null;
  return {
    ...toRequestListItem(row, viewer, extra),
    phone: row.phone,
    email: row.email,
    voterIdNumber: row.voterIdNumber,
    block: row.block,
    address: row.address,
    attachmentUrl: download,
    attachmentPath: download,
    attachmentType: row.attachmentPath ? row.attachmentType : null,
    attachmentName: row.attachmentPath ? row.attachmentName : null,
    decidedBy: deciderFor(row.status, extra.decidedBy, viewer, extra),
  };
}
