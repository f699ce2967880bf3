import { adminListQuerySchema, adminUserUpdateSchema, messageTemplateSchema, STRICT, systemSettingsSchema, validate, validationMessages } from '../index';

/** The admin console's own schemas (issue 11): what the forms and the API share. */
const fieldErrors = (schema: Parameters<typeof validate>[0], value: unknown) =>
  Object.fromEntries((validate(schema, value, STRICT).errors ?? []).map((e) => [e.field, e.message]));

describe('admin schemas', () => {
  it('list queries default to page 1 of 10 and cap the page size at 100', () => {
    expect(validate(adminListQuerySchema, {}).value).toEqual({ search: null, page: 1, pageSize: 10 });
    expect(fieldErrors(adminListQuerySchema, { pageSize: '101', page: '0' })).toEqual({ pageSize: 'Invalid value', page: 'Invalid value' });
  });

  it('a blank password on edit keeps the current one (null), any length otherwise', () => {
    const base = { username: 'clerk', name: 'Clerk', email: 'c@example.in', phone: '9812345678' };
    expect(validate(adminUserUpdateSchema, { ...base, password: '' }).value).toEqual(expect.objectContaining({ password: null, role: 'citizen' }));
    expect(validate(adminUserUpdateSchema, { ...base, password: 'abc' }).value).toEqual(expect.objectContaining({ password: 'abc' }));
  });

  it('templates accept only the known placeholders, with or without inner spaces', () => {
    const ok = { category: 'c', title: 'T {{requestCode}}', content: 'Dear {{ name }}, {{requestId}}: {{remarks}} {{response}} L{{level}} {single}' };
    expect(validate(messageTemplateSchema, ok).errors).toBeUndefined();
    const unknown = validationMessages.templatePlaceholderUnknown.en;
    expect(fieldErrors(messageTemplateSchema, { ...ok, content: 'Dear {{user}}' })).toEqual({ content: unknown });
    expect(fieldErrors(messageTemplateSchema, { ...ok, content: 'Dear {{name' })).toEqual({ content: unknown });
  });

  it('settings: office hours open before they close; the default time is at least 1 hour', () => {
    const hours = validationMessages.officeHoursInvalid.en;
    expect(fieldErrors(systemSettingsSchema, { officeHours: { openHour: 18, closeHour: 9 } })).toEqual({ 'officeHours.closeHour': hours });
    expect(fieldErrors(systemSettingsSchema, { officeHours: { openHour: -1, closeHour: 25 } })).toEqual({ 'officeHours.openHour': hours, 'officeHours.closeHour': hours });
    expect(fieldErrors(systemSettingsSchema, { defaultResponseTime: 0 })).toEqual({ defaultResponseTime: 'Response time must be at least 1 hour' });
    expect(validate(systemSettingsSchema, { contactEmail: ' Office@Example.IN ' }).value).toEqual({ contactEmail: 'office@example.in' });
  });
});
