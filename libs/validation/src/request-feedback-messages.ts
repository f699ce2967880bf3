/**
 * Messages of the citizen's feedback and reopen. English texts stay unique across the
 * catalogue (validate() maps them back to keys).
 */
export const requestFeedbackMessages = {
  ratingRequired: { en: 'Please choose a rating from 1 to 5', hi: 'कृपया 1 से 5 तक रेटिंग चुनें' },
  feedbackCommentTooLong: { en: 'The comment can be at most 1000 characters', hi: 'टिप्पणी अधिकतम 1000 अक्षरों की हो सकती है' },
  reopenReasonRequired: { en: 'Please tell us why the request should be reopened', hi: 'कृपया बताएँ कि अनुरोध दोबारा क्यों खोला जाए' },
  reopenReasonTooLong: { en: 'The reason can be at most 1000 characters', hi: 'कारण अधिकतम 1000 अक्षरों का हो सकता है' },
  feedbackNotAllowedInStatus: {
    en: 'Feedback can be given only on a resolved or rejected request.',
    hi: 'प्रतिक्रिया केवल हल हो गए या अस्वीकृत अनुरोध पर दी जा सकती है।',
  },
  feedbackAlreadyGiven: { en: 'You have already rated this request.', hi: 'आप इस अनुरोध को पहले ही रेटिंग दे चुके हैं।' },
  reopenNotAllowedInStatus: {
    en: 'Only a resolved or rejected request can be reopened.',
    hi: 'केवल हल हो गया या अस्वीकृत अनुरोध ही दोबारा खोला जा सकता है।',
  },
  reopenWindowPassed: {
    en: 'A request can be reopened only within 15 days of its closure.',
    hi: 'अनुरोध को बंद होने के 15 दिनों के भीतर ही दोबारा खोला जा सकता है।',
  },
  reopenLimitReached: {
    en: 'This request has already been reopened twice. Your reason has been sent to the administrators for review.',
    hi: 'यह अनुरोध पहले ही दो बार दोबारा खोला जा चुका है। आपका कारण समीक्षा के लिए एडमिन को भेज दिया गया है।',
  },
  // The reason recorded when a low rating without a comment reopens a request (history, escalation).
  reopenedByLowRating: { en: 'Reopened: the citizen rated the response as not satisfactory.', hi: 'दोबारा खोला गया: नागरिक ने उत्तर को असंतोषजनक बताया।' },
} as const;
