/**
 * Messages of notification preferences, the SLA holiday list and overdue filters.
 * English texts must stay unique across the catalogue (validate() maps them back to keys).
 */
export const notificationMessages = {
  notificationLanguageInvalid: { en: 'Language must be Hindi (hi) or English (en)', hi: 'भाषा हिंदी (hi) या अंग्रेज़ी (en) होनी चाहिए' },
  notificationChoiceInvalid: { en: 'Notification choices must be on or off', hi: 'सूचना विकल्प चालू या बंद होने चाहिए' },
  notificationPreferencesSaved: { en: 'Notification preferences saved', hi: 'सूचना प्राथमिकताएँ सहेजी गईं' },
  holidayDateRequired: { en: 'Please enter the holiday date (YYYY-MM-DD)', hi: 'कृपया अवकाश की तिथि (YYYY-MM-DD) दर्ज करें' },
  holidayNameRequired: { en: 'Please enter the name of the holiday', hi: 'कृपया अवकाश का नाम दर्ज करें' },
  holidayExists: { en: 'A holiday on this date already exists', hi: 'इस तिथि पर अवकाश पहले से मौजूद है' },
  holidayRemoved: { en: 'Holiday removed', hi: 'अवकाश हटाया गया' },
  invalidSort: { en: 'Sort must be newest or due', hi: 'क्रम नवीनतम (newest) या नियत समय (due) होना चाहिए' },
} as const;
