import fc from 'fast-check';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  attachmentProblem,
  dataDeletionSchema,
  eventSchema,
  galleryItemSchema,
  locationSchema,
  loginSchema,
  messageTemplateSchema,
  requestFormSchema,
  requestTypeSchema,
  roleSchema,
  socialHandleSchema,
  registrationSchema,
  staffActionSchemas,
  STRICT,
  validate,
  validationMessages,
} from '../index';
import { refusedInputs } from '../../testing';

const messages = (schema: Parameters<typeof validate>[0], value: unknown) =>
  (validate(schema, value).errors ?? []).map((error) => error.message);

describe('form schemas use the spec messages', () => {
  it('login: any missing field says Please fill all fields', () => {
    expect(messages(loginSchema, { username: '', password: '' })).toEqual(['Please fill all fields', 'Please fill all fields']);
  });

  it('request form: missing fields and captcha', () => {
    const result = messages(requestFormSchema, { name: 'A' });
    expect(result).toContain('Please fill all required fields');
    expect(result).toContain('Please complete the security verification');
  });

  it('request form strips server-controlled fields', () => {
    const result = validate<Record<string, unknown>>(requestFormSchema, {
      name: 'A', district: 'raisen', block: 'bhojpur', phone: '1', requestType: 'health', description: 'd', address: 'a',
      captchaToken: 't', captchaAnswer: '4', status: 'resolved', assignedTo: 3,
    });
    expect(result.errors).toBeUndefined();
    expect(result.value).not.toHaveProperty('status');
    expect(result.value).not.toHaveProperty('assignedTo');
  });

  it('attachment rule: 20MB and type', () => {
    expect(attachmentProblem({ name: 'a.PDF', size: 10 })).toBeNull();
    expect(attachmentProblem({ name: 'a.exe', size: 10 })).toBe('attachmentTypeNotAllowed');
    expect(attachmentProblem({ name: 'a.png', size: 20 * 1024 * 1024 + 1 })).toBe('attachmentTooLarge');
  });

  it('admin user create and edit', () => {
    expect(messages(adminUserCreateSchema, {})).toEqual([
      'Username is required',
      'Name is required',
      'Invalid email',
      'Phone number must be at least 10 digits',
      'Password must be at least 6 characters',
    ]);
    expect(messages(adminUserCreateSchema, { username: 'u', name: 'n', email: 'a@b.in', phone: '9876543210', password: 'abcdef', role: 'super_admin' })).toEqual([
      'Super admin role cannot be assigned',
    ]);
    const edit = validate<{ password: string | null; role: string }>(adminUserUpdateSchema, {
      username: 'u', name: 'n', email: 'a@b.in', phone: '9876543210', password: '',
    });
    expect(edit.value).toMatchObject({ password: null, role: 'citizen' });
  });

  it('role, request type, location, template', () => {
    expect(messages(roleSchema, { escalationLevel: 6 })).toEqual([
      'Role name is required', 'Display name is required', 'Escalation level must be between 0 and 5',
    ]);
    expect(messages(requestTypeSchema, { name: 'x', displayName: 'X', standardResponseTime: 0 })).toEqual(['Response time must be at least 1 hour']);
    expect(validate<{ standardResponseTime: number }>(requestTypeSchema, { name: 'x', displayName: 'X' }).value?.standardResponseTime).toBe(72);
    expect(messages(locationSchema, { type: 'district' })).toEqual(['Name is required', 'Code is required']);
    expect(messages(messageTemplateSchema, {})).toEqual(['Category is required', 'Title is required', 'Content is required']);
    expect(validate(messageTemplateSchema, { category: 'c', title: 't', content: 'x' }).value).toMatchObject({ language: 'both', type: 'sms' });
  });

  it('event, gallery, social handle', () => {
    expect(messages(eventSchema, {})).toEqual(['Event title is required', 'Event date is required', 'Category is required']);
    expect(validate(eventSchema, { title: 't', eventDate: '2030-01-01', category: 'rally' }).value).toMatchObject({
      priority: 'medium', isPublic: true, isActive: true,
    });
    expect(messages(galleryItemSchema, {})).toEqual(['Title is required', 'Media URL is required']);
    expect(validate(galleryItemSchema, { title: 't', mediaUrl: '/a.svg', capturedDate: '' }).value).toMatchObject({
      mediaType: 'image', capturedDate: null,
    });
    expect(messages(socialHandleSchema, { platform: 'twitter' })).toEqual([
      'Username is required', 'Display name is required', 'Profile URL is required',
    ]);
  });

  it('event: a real calendar day kept as text, a time of day, spec categories, safe links and images', () => {
    expect(messages(eventSchema, { title: 't', eventDate: '2030-02-30', category: 'picnic', eventTime: '25:00', externalLink: 'javascript:alert(1)', imageUrl: '//evil.example/a.png' })).toEqual([
      'Event date must be a valid date', 'Event time must be a time of day (HH:MM)', 'Invalid value',
      'Image must be an https:// address or an uploaded image', 'Link must start with https:// or http://',
    ]);
    expect(validate(eventSchema, { title: ' t ', eventDate: '2030-02-28', category: 'rally', eventTime: '', externalLink: 'https://example.in/a?b', imageUrl: 'data:image/svg+xml;utf8,%3Csvg' }).value).toMatchObject({
      title: 't', eventDate: '2030-02-28', eventTime: null, externalLink: 'https://example.in/a?b',
    });
    expect(validate(eventSchema, { title: 't', eventDate: '2030-01-01', category: 'meeting', imageUrl: '/media/a.jpg', eventTime: '09:30' }).errors).toBeUndefined();
  });

  it('social handle: an http(s) profile link, autoSync off by default', () => {
    expect(messages(socialHandleSchema, { platform: 'twitter', username: 'u', displayName: 'D', profileUrl: 'javascript:alert(1)' })).toEqual([
      'Link must start with https:// or http://',
    ]);
    expect(validate(socialHandleSchema, { platform: 'facebook', username: 'u', displayName: 'D', profileUrl: 'https://facebook.com/u' }).value).toMatchObject({
      autoSync: false, isActive: true,
    });
  });

  it('data deletion and staff remarks', () => {
    expect(messages(dataDeletionSchema, {})).toEqual(['Please provide your email address']);
    expect(messages(dataDeletionSchema, { email: 'x' })).toEqual(['Please provide a valid email address']);
    expect(messages(staffActionSchemas.reject, { remarks: '   ' })).toEqual(['Remarks are required for rejection.']);
  });
});

describe('message catalogue', () => {
  it('every key has a distinct English text and a Devanagari Hindi text', () => {
    const entries = Object.values(validationMessages);
    expect(new Set(entries.map((entry) => entry.en)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.hi).toMatch(/[\u0900-\u097F]/);
  });

  it('arbitrary input never throws and every error maps to the catalogue', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const schema of [loginSchema, requestFormSchema, adminUserCreateSchema, galleryItemSchema, dataDeletionSchema]) {
          const result = validate(schema, value);
          for (const error of result.errors ?? []) expect(validationMessages[error.messageKey].en).toBe(error.message);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the inputs the forms and the API must refuse alike (testing.ts)', () => {
  it('are refused by the schema both run, first on the named field with the named message', () => {
    const first = (schema: Parameters<typeof validate>[0], body: unknown) => validate(schema, body, STRICT).errors?.[0];
    const { action: _action, ...remarks } = refusedInputs.staffReject.body;
    expect(first(requestFormSchema, refusedInputs.requestForm.body)).toMatchObject({ field: 'voterIdNumber', messageKey: 'invalidVoterId' });
    expect(first(staffActionSchemas.reject, remarks)).toMatchObject({ field: 'remarks', messageKey: 'remarksRequiredForRejection' });
    expect(first(registrationSchema, refusedInputs.registration.body)).toMatchObject({ field: 'phone', messageKey: 'enterValidIndianMobile' });
    expect(first(dataDeletionSchema, refusedInputs.dataDeletion.body)).toMatchObject({ field: 'email', messageKey: 'deletionEmailInvalid' });
  });
});
