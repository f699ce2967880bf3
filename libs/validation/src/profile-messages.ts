/**
 * Messages of the citizen's own profile (PATCH /api/users/me, issue 4). English texts stay unique
 * across the catalogue (validate() maps them back to keys); the field rules reuse the registration
 * and admin keys (nameRequired, invalidEmail, enterValidIndianMobile, emailTaken).
 */
export const profileMessages = {
  profileUpdated: { en: 'Profile updated successfully', hi: 'प्रोफ़ाइल सफलतापूर्वक अपडेट की गई' },
  profileNameTooLong: { en: 'Name must be at most 200 characters', hi: 'नाम अधिकतम 200 अक्षरों का हो सकता है' },
  profileNothingToChange: { en: 'Please change at least one field', hi: 'कृपया कम से कम एक फ़ील्ड बदलें' },
} as const;
