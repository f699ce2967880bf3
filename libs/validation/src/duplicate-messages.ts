import type { BilingualMessage } from './messages';

/** Messages of duplicate hints and marking a duplicate. English texts stay unique across the catalogue. */
export const duplicateMessages = {
  duplicateOriginalRequired: {
    en: 'Enter the code of the original request, e.g. CC-2026-000123',
    hi: 'मूल अनुरोध का कोड दर्ज करें, जैसे CC-2026-000123',
  },
  duplicateOriginalNotFound: {
    en: 'No request with this code was found among the requests you can see',
    hi: 'आपको दिखने वाले अनुरोधों में इस कोड का कोई अनुरोध नहीं मिला',
  },
  duplicateOfItself: { en: 'A request cannot be a duplicate of itself', hi: 'कोई अनुरोध अपना ही डुप्लिकेट नहीं हो सकता' },
  duplicateOtherDistrict: {
    en: 'The original request must be of the same district',
    hi: 'मूल अनुरोध उसी ज़िले का होना चाहिए',
  },
  duplicateOriginalIsDuplicate: {
    en: 'The original request is itself closed as a duplicate. Choose the request it duplicates.',
    hi: 'मूल अनुरोध स्वयं डुप्लिकेट के रूप में बंद है। वह अनुरोध चुनें जिसका यह डुप्लिकेट है।',
  },
  requestMarkedDuplicate: { en: 'Request closed as a duplicate', hi: 'अनुरोध डुप्लिकेट के रूप में बंद किया गया' },
  similarTextInvalid: {
    en: 'Describe the problem in 10 to 500 characters to look for similar requests',
    hi: 'समान अनुरोध खोजने के लिए समस्या का विवरण 10 से 500 अक्षरों में लिखें',
  },
} as const satisfies Record<string, BilingualMessage>;
