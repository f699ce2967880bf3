import type { BilingualMessage } from './messages';

/**
 * Messages of the requests engine (spec §4, §5, §8) that the form catalogue lacks. English is the
 * spec's text where the spec has one; the rest is ours, kept short and in the spec's tone.
 */
export const requestEngineMessages = {
  // Spec §4 default remarks and §8 success notices.
  requestApprovedDefault: { en: 'Request approved.', hi: 'अनुरोध स्वीकृत किया गया।' },
  requestCompletedByStaff: { en: 'Request completed by staff', hi: 'कर्मचारी द्वारा अनुरोध पूर्ण किया गया' },
  requestSubmitted: { en: 'Request submitted successfully', hi: 'अनुरोध सफलतापूर्वक जमा किया गया' },
  requestUpdated: { en: 'Request updated successfully', hi: 'अनुरोध सफलतापूर्वक अपडेट किया गया' },
  requestAssigned: { en: 'Request assigned successfully', hi: 'अनुरोध सफलतापूर्वक सौंपा गया' },
  requestProcessed: { en: 'Request processed successfully', hi: 'अनुरोध सफलतापूर्वक संसाधित किया गया' },
  requestApprovedAndForwarded: {
    en: 'Request approved and forwarded to the authority',
    hi: 'अनुरोध स्वीकृत कर अधिकारी को अग्रेषित किया गया',
  },
  requestRejected: { en: 'Request rejected', hi: 'अनुरोध अस्वीकृत किया गया' },
  failedToAssign: { en: 'Failed to assign request', hi: 'अनुरोध सौंपने में विफल' },
  failedToProcess: { en: 'Failed to process request', hi: 'अनुरोध संसाधित करने में विफल' },
  failedToSubmit: { en: 'Failed to submit request', hi: 'अनुरोध जमा करने में विफल' },
  failedToFetchUsersByLevel: { en: 'Failed to fetch users by level', hi: 'स्तर के अनुसार उपयोगकर्ता प्राप्त करने में विफल' },

  // Server-side refusals of the state machine.
  actionNotAllowedInStatus: {
    en: 'This action is not allowed for the request in its current status',
    hi: 'अनुरोध की वर्तमान स्थिति में यह कार्रवाई अनुमत नहीं है',
  },
  requestChangedConcurrently: {
    en: 'The request was changed by someone else. Please reload and try again.',
    hi: 'अनुरोध किसी और द्वारा बदला गया है। कृपया पुनः लोड करके फिर प्रयास करें।',
  },
  unknownAction: { en: 'Unknown action', hi: 'अज्ञात कार्रवाई' },
  unknownField: { en: 'This field is not allowed', hi: 'इस फ़ील्ड की अनुमति नहीं है' },
  authorityNotAtLevel: {
    en: 'The selected authority is not at the chosen level',
    hi: 'चुना गया अधिकारी चयनित स्तर का नहीं है',
  },
  invalidLevel: { en: 'Level must be 1, 2 or 3', hi: 'स्तर 1, 2 या 3 होना चाहिए' },
  invalidCursor: { en: 'Invalid page cursor', hi: 'अमान्य पृष्ठ संकेतक' },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used for a different request',
    hi: 'यह Idempotency-Key पहले ही किसी अन्य अनुरोध के लिए उपयोग की जा चुकी है',
  },
  idempotencyKeyInProgress: {
    en: 'A request with this Idempotency-Key is still being processed',
    hi: 'इस Idempotency-Key वाला अनुरोध अभी संसाधित हो रहा है',
  },
  attachmentNotFound: { en: 'No attachment for this request', hi: 'इस अनुरोध के लिए कोई संलग्नक नहीं है' },
} as const satisfies Record<string, BilingualMessage>;
