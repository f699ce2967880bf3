export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  district: string;
  vidhanSabha: string;
  block: string;
  address: string;
  pincode: string;
  username: string;
  password: string;
  confirmPassword: string;
  voterIdNumber: string;
  agreedToTerms: boolean;
  agreedToPrivacy: boolean;
  allowNotifications: boolean;
}

export type RegistrationField = keyof RegistrationForm;

export const EMPTY_REGISTRATION: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  district: '',
  vidhanSabha: '',
  block: '',
  address: '',
  pincode: '',
  username: '',
  password: '',
  confirmPassword: '',
  voterIdNumber: '',
  agreedToTerms: false,
  agreedToPrivacy: false,
  allowNotifications: true,
};

/** Spec §2: the four steps and the fields each one checks. */
export const STEP_FIELDS: RegistrationField[][] = [
  ['firstName', 'lastName', 'email', 'phone'],
  ['district', 'vidhanSabha', 'block', 'address', 'pincode'],
  ['username', 'password', 'confirmPassword'],
  ['voterIdNumber', 'agreedToTerms', 'agreedToPrivacy', 'allowNotifications'],
];

export const STEP_TITLE_KEYS = ['register.steps.personal', 'register.steps.address', 'register.steps.account', 'register.steps.verification'] as const;

/** Spec §3 registration payload; the client-only fields go too, the server re-checks them. */
export function toRegistrationPayload(form: RegistrationForm, language: 'hi' | 'en') {
  const trimmed = (value: string) => value.trim();
  return {
    firstName: trimmed(form.firstName),
    lastName: trimmed(form.lastName),
    name: `${trimmed(form.firstName)} ${trimmed(form.lastName)}`.trim(),
    email: trimmed(form.email),
    phone: trimmed(form.phone),
    district: form.district,
    vidhanSabha: form.vidhanSabha,
    block: trimmed(form.block),
    address: trimmed(form.address),
    pincode: trimmed(form.pincode),
    username: trimmed(form.username),
    password: form.password,
    confirmPassword: form.confirmPassword,
    voterIdNumber: trimmed(form.voterIdNumber) ? trimmed(form.voterIdNumber).toUpperCase() : null,
    role: 'citizen' as const,
    allowNotifications: form.allowNotifications,
    agreedToTerms: form.agreedToTerms,
    agreedToPrivacy: form.agreedToPrivacy,
    // The language the citizen registered in is the language of their messages until they change it.
    language,
  };
}

export type RegistrationPayload = ReturnType<typeof toRegistrationPayload>;
