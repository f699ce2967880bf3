import type { RequestTypeOption } from './domain';

/**
 * Shapes of the admin API (spec §2 Admin dashboard, §3, §7 Admin). The API answers exactly these;
 * mf-admin and the staff remote read them. camelCase in JSON, dates as ISO strings. Each `...Input`
 * body has the keys and required flags of its joi schema (libs/validation/src/__tests__/admin-schema-types.test.ts).
 */
import type { LocationType, RequestTypeVisibility, RoleName, SessionUser } from './domain';

/** Every admin list: `GET ...?search=&page=&pageSize=` (page from 1, pageSize default 10, at most 100). */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/users item (spec §3 User; never the password). `role` filter: `?role=staff`. */
export interface AdminUser extends SessionUser {
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** PATCH /api/admin/users/:id body (spec §5 Admin create user); a blank password keeps the current one. */
export interface AdminUserInput {
  username: string;
  password?: string | null;
  name: string;
  email: string;
  phone: string;
  role?: RoleName;
  district?: string | null;
  constituency?: string | null;
  mandal?: string | null;
  ward?: string | null;
  address?: string | null;
  department?: string | null;
  isActive?: boolean;
}

/** POST /api/admin/users body: the same fields, the password required (spec §5). */
export type AdminUserCreateInput = AdminUserInput & { password: string };

/** GET /api/admin/roles item (spec §3 Role). `isSystem`: super_admin, admin, citizen (spec §6). */
export interface Role {
  id: number;
  name: string;
  displayName: string;
  displayNameHi: string | null;
  description: string | null;
  escalationLevel: number;
  isActive: boolean;
  isSystem: boolean;
  /** Users (not deleted) holding the role: a role in use cannot be deleted. */
  userCount: number;
}

/** POST /api/admin/roles body; PATCH sends the same at top level, only the fields sent change. */
export interface RoleInput {
  name: string;
  displayName: string;
  displayNameHi?: string | null;
  description?: string | null;
  escalationLevel?: number;
  isActive?: boolean;
}

/** GET /api/admin/request-types item: the same record as GET /api/request-types, inactive types included. */
export type RequestTypeAdmin = RequestTypeOption;

/** POST /api/admin/request-types body; PATCH sends the same at top level, only the fields sent change. */
export interface RequestTypeInput {
  name: string;
  displayName: string;
  displayNameHi?: string | null;
  description?: string | null;
  descriptionHi?: string | null;
  department?: string | null;
  departmentHi?: string | null;
  /** Hours, at least 1; default 72. */
  standardResponseTime?: number;
  isActive?: boolean;
  /** Default 'private': a new type publishes nothing until an admin says its requests are street matters. */
  visibility?: RequestTypeVisibility;
}

/** GET /api/admin/locations item (spec §3 Location). `parentName` saves the list a lookup. */
export interface Location {
  id: number;
  type: LocationType;
  name: string;
  nameHi: string | null;
  code: string;
  parentId: number | null;
  parentName: string | null;
  isActive: boolean;
}

/** POST /api/admin/locations body (locations are added only). */
export interface LocationInput {
  type: LocationType;
  name: string;
  nameHi?: string | null;
  code: string;
  parentId?: number | null;
  isActive?: boolean;
}

export type TemplateType = 'sms' | 'email';
export type TemplateLanguage = 'en' | 'hi' | 'both';

/** GET /api/admin/message-templates item (spec §3 Message template). */
export interface MessageTemplate {
  id: number;
  type: TemplateType;
  category: string;
  title: string;
  titleHi: string | null;
  content: string;
  contentHi: string | null;
  language: TemplateLanguage;
  isActive: boolean;
}

/** POST /api/admin/message-templates body (templates are added only, spec §2). */
export interface MessageTemplateInput {
  type?: TemplateType;
  category: string;
  title: string;
  titleHi?: string | null;
  content: string;
  contentHi?: string | null;
  language?: TemplateLanguage;
  isActive?: boolean;
}

/** The office-hours window of the SLA clock, IST, Monday to Friday. */
export interface OfficeHours {
  /** Hour of the day the clock starts, 0-23. */
  openHour: number;
  /** Hour of the day the clock stops, 1-24, after openHour. */
  closeHour: number;
}

export interface TransportStatus {
  /** SMTP_URL / SMS_GATEWAY_URL set: false means messages only go to the log. */
  configured: boolean;
  /** The last message this channel delivered (sent or logged), if any. */
  lastDeliveryAt: string | null;
  lastDeliveryStatus: 'sent' | 'logged' | null;
  /** Messages that gave up after every retry. */
  failedCount: number;
}

export interface Holiday {
  id: number;
  date: string;
  name: string;
  nameHi: string | null;
}

/** POST /api/admin/holidays body: a day (`YYYY-MM-DD`) the SLA clock skips. */
export interface HolidayInput {
  date: string;
  name: string;
  nameHi?: string | null;
}

/** GET /api/admin/system-settings. Holidays are edited through /api/admin/holidays. */
export interface SystemSettings {
  officeHours: OfficeHours;
  /** Hours, used when a request type has none (spec §9: 72). */
  defaultResponseTime: number;
  /** The office's contact e-mail shown on public pages; null when not set. */
  contactEmail: string | null;
  /** Citizens see the role of whoever handles or decided their request ("Government Official"), not the person's name (API-enforced). */
  showOfficeRole: boolean;
  holidays: Holiday[];
  transports: { email: TransportStatus; sms: TransportStatus };
  /** Background jobs needing an admin's eye (docs/operations.md, "Background jobs"). */
  jobs: JobHealth;
}

/** Counts behind the settings tab's background jobs card. */
export interface JobHealth {
  /** Notifications that gave up after every retry, or could not be rendered. */
  failed: number;
  /** Claimed and never finished (the claimer died), or due long ago and never claimed (no dispatcher running). */
  stuck: number;
  /** Open requests overdue for 30 minutes below the top level: the escalation scheduler is not getting to them. */
  escalationsStuck: number;
}

/** A row of GET /api/admin/jobs/failed: one notification that failed or is stuck. */
export interface FailedJobItem {
  id: number;
  state: 'failed' | 'stuck';
  channel: 'email' | 'sms';
  /** The workflow event (received, escalated...) or another message kind; null for none. */
  event: string | null;
  recipient: string;
  /** The request's public code, when the message is about one. */
  requestCode: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When it was last due (a stuck row: since when it waits). */
  nextAttemptAt: string;
  /** A failed message with a rendered text can be put back in the queue (POST .../retry). */
  retryable: boolean;
}

/** GET /api/public/contact (public): the office's contact e-mail for the public pages, null when unset. */
export interface PublicContact {
  contactEmail: string | null;
}

/** PUT /api/admin/system-settings body: every field optional, only those sent change. */
export interface SystemSettingsInput {
  officeHours?: OfficeHours;
  defaultResponseTime?: number;
  contactEmail?: string | null;
  showOfficeRole?: boolean;
}

/** GET /api/admin/audit-log item: who did which admin write, when, from where, what changed. */
export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: 'create' | 'update' | 'delete' | string;
  entity: string;
  entityId: string | null;
  at: string;
  ip: string | null;
  userAgent: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /api/staff/team item: a staff member of the viewer's district, read-only. */
export interface StaffMember {
  id: number;
  name: string;
  username: string;
  role: RoleName;
  roleDisplayName: string;
  roleDisplayNameHi: string | null;
  /** The role's escalation level (0-5). */
  level: number;
  district: string | null;
  constituency: string | null;
  department: string | null;
  /** Requests assigned to this member that are still open. */
  openWorkload: number;
}

/** A row of GET /api/admin/data-deletion-requests (docs/data-deletion.md). */
export interface DeletionRequestItem {
  id: number;
  requestCode: string;
  /** As typed on the form; null once the request is completed (or long expired unconfirmed). */
  email: string | null;
  /** Whether the e-mail belonged to a citizen account when the request came in (only then is a link mailed). */
  hasAccount: boolean;
  state: 'awaiting_confirmation' | 'expired' | 'confirmed' | 'anonymised' | 'completed';
  reason: string | null;
  createdAt: string;
  confirmExpiresAt: string | null;
  confirmedAt: string | null;
  anonymisedAt: string | null;
  completedAt: string | null;
  /** The promises of spec §9, counted from the confirmation: personal data by the first, everything by the second. */
  anonymiseBy: string | null;
  removeBy: string | null;
}
