import type { MessageKey } from '../messages';

export interface RefusedInput {
  /** What the form sends, i.e. what the API receives. */
  body: Record<string, unknown>;
  field: string;
  messageKey: MessageKey;
}

/**
 * One input per form that the form and the API must both refuse, with the same catalogue message
 * (the API's 400 body and the text beside the field). The API tests send `body`; each form's test
 * types the same values and expects `validationMessages[messageKey]` on screen.
 */
export const refusedInputs = {
  /** POST /api/requests, the shared request form: a voter ID not in ABC1234567 form. */
  requestForm: {
    body: {
      name: 'Ramesh Kumar',
      district: 'raisen',
      block: 'bhojpur',
      vidhanSabha: 'bhojpur',
      phone: '9876543210',
      requestType: 'water-supply',
      description: 'No water for three days',
      address: 'Ward 4, Bhojpur',
      voterIdNumber: 'AB12',
      captchaToken: 'any-token',
      captchaAnswer: '4',
    },
    field: 'voterIdNumber',
    messageKey: 'invalidVoterId',
  },
  /** PATCH /api/requests/:id, the staff Reject dialog: remarks of blanks only. */
  staffReject: {
    body: { action: 'reject', remarks: '   ' },
    field: 'remarks',
    messageKey: 'remarksRequiredForRejection',
  },
  /** POST /api/auth/register, registration step 1: a phone that is no Indian mobile number. */
  registration: {
    body: {
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.refused@example.in',
      phone: '12345',
      district: 'raisen',
      address: 'Ward 4, Bhojpur',
      pincode: '464551',
      username: 'asha_refused',
      password: 'Sehore#2025',
      confirmPassword: 'Sehore#2025',
      agreedToTerms: true,
      agreedToPrivacy: true,
    },
    field: 'phone',
    messageKey: 'enterValidIndianMobile',
  },
  /** POST /api/data-deletion, the deletion form: an e-mail that is not one. */
  dataDeletion: {
    body: { email: 'not-an-email', reason: 'privacy-concerns', additionalInfo: null },
    field: 'email',
    messageKey: 'deletionEmailInvalid',
  },
} as const satisfies Record<string, RefusedInput>;
