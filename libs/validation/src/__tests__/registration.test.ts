import {
  registrationSchema,
  registrationStep1Schema,
  registrationStep2Schema,
  registrationStep3Schema,
  registrationStep4Schema,
  validate,
  firstError,
} from '../index';

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  district: 'raisen',
  vidhanSabha: 'bhojpur',
  address: 'Ward 4, Raisen',
  pincode: '464551',
  username: 'asha',
  password: 'secret1',
  confirmPassword: 'secret1',
  agreedToTerms: true,
  agreedToPrivacy: true,
  voterIdNumber: '',
};

const messageFor = (schema: Parameters<typeof validate>[0], value: unknown, field: string) =>
  validate(schema, value).errors?.find((error) => error.field === field)?.message;

describe('registration schemas', () => {
  it('accepts a complete payload and normalises optional values', () => {
    const result = validate<{ voterIdNumber: string | null; email: string }>(registrationSchema, { ...valid, email: 'Asha@Example.in' });
    expect(result.errors).toBeUndefined();
    expect(result.value?.voterIdNumber).toBeNull();
    expect(result.value?.email).toBe('asha@example.in');
  });

  it('step 1 gives the spec messages for a bad email and a bad mobile', () => {
    expect(messageFor(registrationStep1Schema, { ...valid, email: 'nope' }, 'email')).toBe('Enter valid email');
    expect(messageFor(registrationStep1Schema, { ...valid, phone: '5876543210' }, 'phone')).toBe('Enter valid Indian mobile number');
    expect(messageFor(registrationStep1Schema, { ...valid, phone: '987654321' }, 'phone')).toBe('Enter valid Indian mobile number');
  });

  it('step 2 requires a district and a 6-digit pincode', () => {
    expect(messageFor(registrationStep2Schema, { ...valid, district: '' }, 'district')).toBe('Select district');
    expect(messageFor(registrationStep2Schema, { ...valid, pincode: '46455' }, 'pincode')).toBe('Enter valid 6-digit pincode');
  });

  it('step 3 checks username length and matching passwords', () => {
    expect(messageFor(registrationStep3Schema, { ...valid, username: 'ab' }, 'username')).toBe('Username must be at least 3 characters');
    expect(messageFor(registrationStep3Schema, { ...valid, password: '12345', confirmPassword: '12345' }, 'password')).toBe(
      'Password must be at least 6 characters',
    );
    expect(messageFor(registrationStep3Schema, { ...valid, confirmPassword: 'other1' }, 'confirmPassword')).toBe('Passwords do not match');
  });

  it('step 4 requires both agreements and checks the voter id case-insensitively', () => {
    expect(messageFor(registrationStep4Schema, { ...valid, agreedToTerms: false }, 'agreedToTerms')).toBe('Agreement to terms is required');
    expect(messageFor(registrationStep4Schema, { ...valid, agreedToPrivacy: undefined }, 'agreedToPrivacy')).toBe(
      'Privacy policy agreement is required',
    );
    expect(messageFor(registrationStep4Schema, { ...valid, voterIdNumber: 'AB12345678' }, 'voterIdNumber')).toBe('Valid Voter ID format: ABC1234567');
    expect(validate(registrationStep4Schema, { ...valid, voterIdNumber: 'abc1234567' }).errors).toBeUndefined();
  });

  it('reports every failing field at once with a catalogue key', () => {
    const result = validate(registrationSchema, {});
    expect(result.errors?.length).toBeGreaterThan(8);
    expect(firstError(result)).toEqual({ field: 'firstName', messageKey: 'firstNameRequired', message: 'First name is required' });
  });

  it('never lets the payload pick a role: citizen is accepted and dropped, any other refused', () => {
    expect(validate<Record<string, unknown>>(registrationSchema, { ...valid, role: 'citizen' }).value).not.toHaveProperty('role');
    expect(firstError(validate(registrationSchema, { ...valid, role: 'admin' }))).toMatchObject({ field: 'role', messageKey: 'registrationCitizenOnly' });
  });

  it('confirmPassword is client-only (spec §3): optional for the API, checked when sent; the wizard still needs it', () => {
    const { confirmPassword: _omitted, ...specPayload } = valid;
    expect(validate(registrationSchema, specPayload).errors).toBeUndefined();
    expect(firstError(validate(registrationSchema, { ...valid, confirmPassword: 'other1' }))?.message).toBe('Passwords do not match');
    expect(messageFor(registrationStep3Schema, specPayload, 'confirmPassword')).toBe('Passwords do not match');
  });
});
