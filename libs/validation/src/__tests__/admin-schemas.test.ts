import { adminListQuerySchema, adminUserCreateSchema, adminUserUpdateSchema, messageTemplateSchema, registrationSchema, STRICT, systemSettingsSchema, validate, validationMessages } from '../index';

/** The admin console's own schemas: what the forms and the API share. */
const fieldErrors = (schema: Parameters<typeof validate>[0], value: unknown) =>
  Object.fromEntries((validate(schema, value, STRICT).errors ?? []).map((e) => [e.field, e.message]));

describe('admin schemas', () => {
  it('list queries default to page 1 of 10 and cap the page size at 100', () => {
    expect(validate(adminListQuerySchema, {}).value).toEqual({ search: null, page: 1, pageSize: 10 });
    expect(fieldErrors(adminListQuerySchema, { pageSize: '101', page: '0' })).toEqual({ pageSize: 'Invalid value', page: 'Invalid value' });
  });

  it('a blank password on edit keeps the current one (null); a new one follows the create rule', () => {
    const base = { username: 'clerk', name: 'Clerk', email: 'c@example.in', phone: '9812345678' };
    expect(validate(adminUserUpdateSchema, { ...base, password: '' }).value).toEqual(expect.objectContaining({ password: null, role: 'citizen' }));
    const tooShort = validationMessages.passwordMinLength.en;
    for (const password of ['a', 'abc', 'abcde']) {
      expect(fieldErrors(adminUserUpdateSchema, { ...base, password })).toEqual({ password: tooShort });
      expect(fieldErrors(adminUserCreateSchema, { ...base, password })).toEqual({ password: tooShort });
      expect(fieldErrors(registrationSchema, { password })).toEqual(expect.objectContaining({ password: tooShort }));
    }
    expect(fieldErrors(adminUserUpdateSchema, { ...base, password: 'x'.repeat(201) })).toEqual({ password: tooShort });
    expect(validate(adminUserUpdateSchema, { ...base, password: 'abcdef' }).value).toEqual(expect.objectContaining({ password: 'abcdef' }));
  });

  it('templates (staff response templates) accept only the placeholders a remark fills, with or without inner spaces', () => {
    const ok = { category: 'c', title: 'T {{requestCode}}', content: 'Dear {{ name }}, {{requestId}}: {{title}} L{{level}} {single}' };
    expect(validate(messageTemplateSchema, ok).errors).toBeUndefined();
    const unknown = validationMessages.templatePlaceholderNotAllowed.en;
    expect(fieldErrors(messageTemplateSchema, { ...ok, content: 'Dear {{user}}' })).toEqual({ content: unknown });
    expect(fieldErrors(messageTemplateSchema, { ...ok, content: 'Dear {{name' })).toEqual({ content: unknown });
    for (const eventOnly of ['{{remarks}}', '{{response}}', '{{trackUrl}}']) {
      expect(fieldErrors(messageTemplateSchema, { ...ok, contentHi: `प्रिय ${eventOnly}` })).toEqual({ contentHi: unknown });
    }
  });

  it('settings: office hours open before they close; the default time is at least 1 hour', () => {
    const hours = validationMessages.officeHoursInvalid.en;
    expect(fieldErrors(systemSettingsSchema, { officeHours: { openHour: 18, closeHour: 9 } })).toEqual({ 'officeHours.closeHour': hours });
    expect(fieldErrors(systemSettingsSchema, { officeHours: { openHour: -1, closeHour: 25 } })).toEqual({ 'officeHours.openHour': hours, 'officeHours.closeHour': hours });
    expect(fieldErrors(systemSettingsSchema, { defaultResponseTime: 0 })).toEqual({ defaultResponseTime: 'Response time must be at least 1 hour' });
    expect(validate(systemSettingsSchema, { contactEmail: ' Office@Example.IN ' }).value).toEqual({ contactEmail: 'office@example.in' });
  });
});
