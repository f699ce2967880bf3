/**
 * Messages of tracking a request without logging in. English texts stay unique across
 * the catalogue (validate() maps them back to keys).
 */
export const publicTrackMessages = {
  trackCodeRequired: { en: 'Please enter your request code', hi: 'कृपया अपना अनुरोध कोड दर्ज करें' },
  trackCodeInvalid: { en: 'Enter the request code as shown, e.g. CC-2026-000123', hi: 'अनुरोध कोड दिखाए अनुसार दर्ज करें, जैसे CC-2026-000123' },
  trackPhoneRequired: {
    en: 'Please enter the phone number given with the request',
    hi: 'कृपया अनुरोध के साथ दिया गया फ़ोन नंबर दर्ज करें',
  },
  trackPhoneInvalid: { en: 'Enter the phone number in digits', hi: 'फ़ोन नंबर अंकों में दर्ज करें' },
  trackNotFound: {
    en: 'No request matches this code and phone number. Please check both and try again.',
    hi: 'इस कोड और फ़ोन नंबर से कोई अनुरोध नहीं मिला। कृपया दोनों जाँचकर पुनः प्रयास करें।',
  },
  trackLinkInvalid: {
    en: 'This tracking link has expired or is not valid. Enter your request code and phone number instead.',
    hi: 'यह ट्रैकिंग लिंक समाप्त हो गया है या मान्य नहीं है। इसके बजाय अपना अनुरोध कोड और फ़ोन नंबर दर्ज करें।',
  },
} as const;
