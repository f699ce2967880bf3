/**
 * Messages of erasing a request filed without an account (its code, its phone, a one-time code
 * sent to that phone). English texts stay unique across the catalogue (validate() maps them back).
 */
export const requestErasureMessages = {
  erasureOtpRequired: { en: 'Please enter the 6-digit code sent to your phone', hi: 'कृपया आपके फ़ोन पर भेजा गया 6 अंकों का कोड दर्ज करें' },
  erasureOtpInvalid: { en: 'The code has 6 digits', hi: 'कोड में 6 अंक होते हैं' },
  erasureOtpWrong: {
    en: 'This code is not correct, has expired or was tried too many times. Please ask for a new code.',
    hi: 'यह कोड सही नहीं है, समाप्त हो गया है या कई बार आज़माया जा चुका है। कृपया नया कोड मँगाएँ।',
  },
} as const;
