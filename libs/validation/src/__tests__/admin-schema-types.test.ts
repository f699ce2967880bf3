import type {
  AdminUserCreateInput,
  AdminUserInput,
  EventInput,
  GalleryItemInput,
  HolidayInput,
  LocationInput,
  MessageTemplateInput,
  Open311Key,
  RequestTypeInput,
  RoleInput,
  SocialHandleInput,
  SystemSettingsInput,
} from '@cc/types';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  eventSchema,
  galleryItemSchema,
  holidaySchema,
  locationSchema,
  messageTemplateSchema,
  open311KeySchema,
  requestTypeSchema,
  roleSchema,
  socialHandleSchema,
  systemSettingsSchema,
  type ObjectSchema,
} from '../index';

/**
 * Each admin write body is spelt twice: a TypeScript type (libs/types, what mf-admin sends) and a
 * joi schema (what the form and the API check). joi infers no type, so each pair is tied here: the
 * key map must list exactly the type's keys with their required flags (tsc checks it through
 * `satisfies`), and the schema must describe exactly those keys with the same flags (jest checks it).
 */
type Presence<T> = { [K in keyof T]-?: object extends Pick<T, K> ? 'optional' : 'required' };

const presenceOf = (schema: ObjectSchema) =>
  Object.fromEntries(
    Object.entries(schema.describe().keys as Record<string, { flags?: { presence?: string } }>).map(([key, rule]) => [
      key,
      rule.flags?.presence === 'required' ? 'required' : 'optional',
    ]),
  );

const event = {
  title: 'required',
  titleHi: 'optional',
  description: 'optional',
  descriptionHi: 'optional',
  eventDate: 'required',
  eventTime: 'optional',
  location: 'optional',
  locationHi: 'optional',
  category: 'required',
  priority: 'optional',
  isPublic: 'optional',
  isActive: 'optional',
  imageUrl: 'optional',
  externalLink: 'optional',
} satisfies Presence<EventInput>;

const galleryItem = {
  title: 'required',
  titleHi: 'optional',
  description: 'optional',
  descriptionHi: 'optional',
  mediaType: 'optional',
  mediaUrl: 'required',
  thumbnailUrl: 'optional',
  category: 'optional',
  tags: 'optional',
  capturedDate: 'optional',
  isPublic: 'optional',
  isActive: 'optional',
  sortOrder: 'optional',
} satisfies Presence<GalleryItemInput>;

const socialHandle = {
  platform: 'required',
  username: 'required',
  displayName: 'required',
  profileUrl: 'required',
  isActive: 'optional',
  autoSync: 'optional',
} satisfies Presence<SocialHandleInput>;

const role = {
  name: 'required',
  displayName: 'required',
  displayNameHi: 'optional',
  description: 'optional',
  escalationLevel: 'optional',
  isActive: 'optional',
} satisfies Presence<RoleInput>;

const requestType = {
  name: 'required',
  displayName: 'required',
  displayNameHi: 'optional',
  description: 'optional',
  descriptionHi: 'optional',
  department: 'optional',
  departmentHi: 'optional',
  standardResponseTime: 'optional',
  isActive: 'optional',
  visibility: 'optional',
} satisfies Presence<RequestTypeInput>;

const messageTemplate = {
  type: 'optional',
  category: 'required',
  title: 'required',
  titleHi: 'optional',
  content: 'required',
  contentHi: 'optional',
  language: 'optional',
  isActive: 'optional',
} satisfies Presence<MessageTemplateInput>;

const location = {
  type: 'required',
  name: 'required',
  nameHi: 'optional',
  code: 'required',
  parentId: 'optional',
  isActive: 'optional',
} satisfies Presence<LocationInput>;

const adminUser = {
  username: 'required',
  password: 'optional',
  name: 'required',
  email: 'required',
  phone: 'required',
  role: 'optional',
  district: 'optional',
  constituency: 'optional',
  mandal: 'optional',
  ward: 'optional',
  address: 'optional',
  department: 'optional',
  isActive: 'optional',
} satisfies Presence<AdminUserInput>;

const adminUserCreate = { ...adminUser, password: 'required' } satisfies Presence<AdminUserCreateInput>;

const holiday = { date: 'required', name: 'required', nameHi: 'optional' } satisfies Presence<HolidayInput>;

const open311Key = { name: 'required' } satisfies Presence<Pick<Open311Key, 'name'>>;

const systemSettings = {
  officeHours: 'optional',
  defaultResponseTime: 'optional',
  contactEmail: 'optional',
  showOfficeRole: 'optional',
} satisfies Presence<SystemSettingsInput>;

const PAIRS: Array<[string, ObjectSchema, Record<string, 'required' | 'optional'>]> = [
  ['EventInput / eventSchema', eventSchema, event],
  ['GalleryItemInput / galleryItemSchema', galleryItemSchema, galleryItem],
  ['SocialHandleInput / socialHandleSchema', socialHandleSchema, socialHandle],
  ['RoleInput / roleSchema', roleSchema, role],
  ['RequestTypeInput / requestTypeSchema', requestTypeSchema, requestType],
  ['MessageTemplateInput / messageTemplateSchema', messageTemplateSchema, messageTemplate],
  ['LocationInput / locationSchema', locationSchema, location],
  ['AdminUserInput / adminUserUpdateSchema', adminUserUpdateSchema, adminUser],
  ['AdminUserCreateInput / adminUserCreateSchema', adminUserCreateSchema, adminUserCreate],
  ['HolidayInput / holidaySchema', holidaySchema, holiday],
  ["Open311Key['name'] / open311KeySchema", open311KeySchema, open311Key],
  ['SystemSettingsInput / systemSettingsSchema', systemSettingsSchema, systemSettings],
];

describe('admin input types and their schemas agree', () => {
  it.each(PAIRS)('%s: the same keys, the same required ones', (_name, schema, keys) => {
    expect(presenceOf(schema)).toEqual(keys);
  });
});
