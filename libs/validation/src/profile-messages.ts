/**
 * Messages of the citizen's own profile (PATCH /api/users/me). English texts stay unique
 * across the catalogue (validate() maps them back to keys); the field rules reuse the registration
 * and admin keys (nameRequired, invalidEmail, enterValidIndianMobile, emailTaken).
 */
export const profileMessages = {
  profileUpdated: { en: 'Profile updated successfully', hi: 'प्रोफ़ाइल सफलतापूर्वक अपडेट की गई' },
  profileNameTooLong: { en: 'Name must be at most 200 characters', hi: 'नाम अधिकतम 200 अक्षरों का हो सकता है' },
  profileNothingToChange: { en: 'Please change at least one field', hi: 'कृपया कम से कम एक फ़ील्ड बदलें' },
  // The password change (POST /api/users/me/password) and the session list.
  currentPasswordRequired: { en: 'Enter your current password', hi: 'अपना वर्तमान पासवर्ड दर्ज करें' },
  currentPasswordIncorrect: { en: 'The current password is not correct', hi: 'वर्तमान पासवर्ड सही नहीं है' },
  passwordChanged: {
    en: 'Password changed. You were logged out on every other device.',
    hi: 'पासवर्ड बदल दिया गया। बाकी सभी डिवाइस पर आपको लॉग आउट कर दिया गया।',
  },
} as const;
