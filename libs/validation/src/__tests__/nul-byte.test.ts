import {
  Joi,
  dataDeletionSchema,
  loginSchema,
  profileUpdateSchema,
  registrationSchema,
  requestFormSchema,
  validate,
  validationMessages,
} from '../index';

const NUL = '\u0000';

describe('the shared Joi refuses U+0000 in every string', () => {
  it('a plain Joi.string() of the shared instance refuses a NUL with "Invalid value"', () => {
    const result = validate(Joi.object({ text: Joi.string() }), { text: `a${NUL}b` });
    expect(result.errors).toEqual([{ field: 'text', messageKey: 'invalidValue', message: validationMessages.invalidValue.en }]);
  });

  it('a field message of its own does not hide the NUL refusal', () => {
    // loginSchema maps every other error of the field to 'Please fill all fields'.
    const result = validate(loginSchema, { username: NUL, password: 'secret' });
    expect(result.errors?.[0]).toMatchObject({ field: 'username', messageKey: 'invalidValue' });
  });

  it.each([
    ['request form', requestFormSchema, { name: 'A', district: 'raisen', block: 'b', phone: '1', requestType: 't', description: `x${NUL}`, address: 'a', captchaToken: 't', captchaAnswer: '1' }, 'description'],
    ['profile', profileUpdateSchema, { name: `Asha${NUL}` }, 'name'],
    ['data deletion', dataDeletionSchema, { email: 'a@b.in', additionalInfo: NUL }, 'additionalInfo'],
    ['registration', registrationSchema, { address: `x${NUL}` }, 'address'],
  ])('%s: a NUL is "Invalid value"', (_name, schema, value, field) => {
    const error = validate(schema, value).errors?.find((e) => e.field === field);
    expect(error?.messageKey).toBe('invalidValue');
  });

  it('other control characters and ordinary text still pass', () => {
    expect(validate(Joi.object({ text: Joi.string() }), { text: 'line\nbreak\ttab हिंदी' }).errors).toBeUndefined();
  });
});

describe('unknown keys', () => {
  it('the browser default strips them; the API option refuses them with unknownField', () => {
    const schema = Joi.object({ a: Joi.string() });
    expect(validate(schema, { a: 'x', extra: 1 }).value).toEqual({ a: 'x' });
    expect(validate(schema, { a: 'x', extra: 1 }, { stripUnknown: false }).errors).toEqual([
      { field: 'extra', messageKey: 'unknownField', message: validationMessages.unknownField.en },
    ]);
  });
});
