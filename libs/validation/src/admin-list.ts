import { Joi, msg, optionalText } from './joi-helpers';

/** The largest page an admin list serves: a client cannot ask the server for a million rows. */
export const ADMIN_MAX_PAGE_SIZE = 100;

/** Spec §9: admin pages of 10. */
const ADMIN_PAGE_SIZE = 10;

const listKeys = {
  search: optionalText(100),
  page: Joi.number().integer().min(1).max(1_000_000).default(1).messages(msg('invalidValue')),
  pageSize: Joi.number().integer().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE).messages(msg('invalidValue')),
};

/** `?search=&page=&pageSize=` of every admin list. */
export const adminListQuerySchema = Joi.object(listKeys);

/** The users list also narrows by role (the staff page lists one role at a time). */
export const adminUserListQuerySchema = Joi.object({ ...listKeys, role: optionalText(50) });

/** The audit log's filter: one kind of record (the entity names audit rows carry; the admin tab names each). */
export const AUDITED_ENTITIES = [
  'user',
  'role',
  'request-type',
  'location',
  'message-template',
  'system-settings',
  'holiday',
  'export',
  'event',
  'social-handle',
  'gallery-item',
  'media',
  'notification',
  'open311-key',
] as const;

/** `search` finds an actor by name or username, or a record by its id or its kind (admin-audit). */
export const adminAuditQuerySchema = Joi.object({
  search: listKeys.search,
  page: listKeys.page,
  pageSize: listKeys.pageSize,
  entity: Joi.string()
    .valid(...AUDITED_ENTITIES)
    .messages(msg('invalidValue')),
});
