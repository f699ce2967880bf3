/**
 * Every user-visible validation and error message, keyed. English is the spec's text verbatim
 * (spec §5, §8); Hindi is the translation shown when Hindi is chosen. Keep English texts unique:
 * `validate()` maps a joi message back to its key by its English text.
 */
import { adminMessages } from './admin-messages';
import { mediaMessages } from './media-messages';
import { notificationMessages } from './notification-messages';
import { open311Messages } from './open311-messages';
import { duplicateMessages } from './duplicate-messages';
import { requestErasureMessages } from './request-erasure-messages';
import { profileMessages } from './profile-messages';
import { publicTrackMessages } from './public-track-messages';
import { requestFeedbackMessages } from './request-feedback-messages';
import { requestEngineMessages } from './request-engine-messages';

export interface BilingualMessage {
  en: string;
  hi: string;
}

export const validationMessages = {
  // Login, generic
  fillAllFields: { en: 'Please fill all fields', hi: 'कृपया सभी फ़ील्ड भरें' },
  fillAllRequiredFields: { en: 'Please fill all required fields', hi: 'कृपया सभी आवश्यक फ़ील्ड भरें' },
  invalidCredentials: { en: 'Invalid username or password', hi: 'अमान्य उपयोगकर्ता नाम या पासवर्ड' },
  invalidValue: { en: 'Invalid value', hi: 'अमान्य मान' },
  errorOccurred: { en: 'An error occurred', hi: 'एक त्रुटि हुई' },
  notFound: { en: 'Not found', hi: 'नहीं मिला' },
  authRequired: { en: 'Authentication required', hi: 'प्रमाणीकरण आवश्यक है' },
  accessDenied: { en: 'Access denied', hi: 'प्रवेश निषेध' },
  // Not spec texts: what a citizen reads when a page sat open past its session or lost its cookies.
  invalidCsrf: {
    en: 'This page is out of date, so it could not be sent safely. Reload the page and try again.',
    hi: 'यह पेज पुराना हो गया है, इसलिए इसे सुरक्षित रूप से भेजा नहीं जा सका। पेज को फिर से लोड करें और पुनः प्रयास करें।',
  },
  sessionEnded: {
    en: 'Your session has ended. Please log in again.',
    hi: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉगिन करें।',
  },
  tooManyLoginAttempts: {
    en: 'Too many failed login attempts. Please try again later.',
    hi: 'बहुत अधिक असफल लॉगिन प्रयास। कृपया बाद में पुनः प्रयास करें।',
  },
  tooManyRequests: { en: 'Too many requests. Please try again later.', hi: 'बहुत अधिक अनुरोध। कृपया बाद में पुनः प्रयास करें।' },
  // Outages (database, file storage, a process shutting down): the caller may retry unchanged.
  serviceUnavailable: {
    en: 'The service is briefly unavailable. Please try again in a minute.',
    hi: 'सेवा कुछ समय के लिए उपलब्ध नहीं है। कृपया एक मिनट बाद पुनः प्रयास करें।',
  },
  fileStorageUnavailable: {
    en: 'Your file could not be stored. Nothing was saved; please try again later.',
    hi: 'आपकी फ़ाइल सहेजी नहीं जा सकी। कुछ भी सहेजा नहीं गया; कृपया बाद में पुनः प्रयास करें।',
  },
  loginCaptchaRequired: {
    en: 'Many failed logins have come from your network. Please answer the security question to log in.',
    hi: 'आपके नेटवर्क से कई असफल लॉगिन प्रयास हुए हैं। लॉगिन करने के लिए कृपया सुरक्षा प्रश्न का उत्तर दें।',
  },
  tooManySubmittedRequests: {
    en: 'You have submitted too many requests recently. Please try again later.',
    hi: 'आपने हाल ही में बहुत अधिक अनुरोध जमा किए हैं। कृपया बाद में पुनः प्रयास करें।',
  },
  passwordTooCommon: {
    en: 'This password is too common. Please choose another.',
    hi: 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा पासवर्ड चुनें।',
  },

  // Request form (spec §5, §8)
  completeSecurityVerification: {
    en: 'Please complete the security verification',
    hi: 'कृपया सुरक्षा सत्यापन पूरा करें',
  },
  securityVerificationFailed: {
    en: 'Security verification failed. Please try again.',
    hi: 'सुरक्षा सत्यापन विफल रहा। कृपया पुनः प्रयास करें।',
  },
  waitForCaptcha: { en: 'Please wait for CAPTCHA to load', hi: 'कृपया कैप्चा लोड होने की प्रतीक्षा करें' },
  attachmentTooLarge: { en: 'File size must be less than 20MB', hi: 'फ़ाइल का आकार 20MB से कम होना चाहिए' },
  attachmentTypeNotAllowed: {
    en: 'Only PDF, JPG, JPEG and PNG files are allowed',
    hi: 'केवल PDF, JPG, JPEG और PNG फ़ाइलें ही स्वीकार्य हैं',
  },
  mediaTooLarge: { en: 'File size must be less than 50MB', hi: 'फ़ाइल का आकार 50MB से कम होना चाहिए' },
  fileTooLarge: { en: 'File too large', hi: 'फ़ाइल बहुत बड़ी है' },

  // Registration (spec §5)
  firstNameRequired: { en: 'First name is required', hi: 'पहला नाम आवश्यक है' },
  lastNameRequired: { en: 'Last name is required', hi: 'कुलनाम आवश्यक है' },
  emailRequired: { en: 'Email is required', hi: 'ईमेल आवश्यक है' },
  enterValidEmail: { en: 'Enter valid email', hi: 'मान्य ईमेल दर्ज करें' },
  phoneRequired: { en: 'Phone number is required', hi: 'मोबाइल नंबर आवश्यक है' },
  enterValidIndianMobile: { en: 'Enter valid Indian mobile number', hi: 'मान्य भारतीय मोबाइल नंबर दर्ज करें' },
  selectDistrict: { en: 'Select district', hi: 'ज़िला चुनें' },
  addressRequired: { en: 'Address is required', hi: 'पता आवश्यक है' },
  pincodeRequired: { en: 'Pincode is required', hi: 'पिनकोड आवश्यक है' },
  enterValidPincode: { en: 'Enter valid 6-digit pincode', hi: 'मान्य 6 अंकों का पिनकोड दर्ज करें' },
  usernameRequired: { en: 'Username is required', hi: 'उपयोगकर्ता नाम आवश्यक है' },
  usernameMinLength: { en: 'Username must be at least 3 characters', hi: 'उपयोगकर्ता नाम कम से कम 3 अक्षरों का होना चाहिए' },
  passwordRequired: { en: 'Password is required', hi: 'पासवर्ड आवश्यक है' },
  passwordMinLength: { en: 'Password must be at least 6 characters', hi: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए' },
  passwordsDoNotMatch: { en: 'Passwords do not match', hi: 'पासवर्ड मेल नहीं खाते' },
  termsRequired: { en: 'Agreement to terms is required', hi: 'नियमों और शर्तों से सहमति आवश्यक है' },
  privacyRequired: { en: 'Privacy policy agreement is required', hi: 'गोपनीयता नीति से सहमति आवश्यक है' },
  invalidVoterId: { en: 'Valid Voter ID format: ABC1234567', hi: 'मान्य मतदाता पहचान पत्र प्रारूप: ABC1234567' },
  usernameTaken: { en: 'Username already exists', hi: 'यह उपयोगकर्ता नाम पहले से मौजूद है' },
  emailTaken: { en: 'Email already registered', hi: 'यह ईमेल पहले से पंजीकृत है' },
  registrationFailed: { en: 'Registration failed', hi: 'पंजीकरण विफल रहा' },
  registrationCitizenOnly: { en: 'Only citizens can register here', hi: 'यहाँ केवल नागरिक ही पंजीकरण कर सकते हैं' },

  // Admin: users (spec §5, §6)
  nameRequired: { en: 'Name is required', hi: 'नाम आवश्यक है' },
  invalidEmail: { en: 'Invalid email', hi: 'अमान्य ईमेल' },
  phoneMinLength: { en: 'Phone number must be at least 10 digits', hi: 'फ़ोन नंबर कम से कम 10 अंकों का होना चाहिए' },
  roleRequired: { en: 'Role is required', hi: 'भूमिका आवश्यक है' },
  superAdminNotAssignable: {
    en: 'Super admin role cannot be assigned',
    hi: 'सुपर एडमिन भूमिका नहीं दी जा सकती',
  },
  superAdminCannotBeDeleted: { en: 'Super admin users cannot be deleted', hi: 'सुपर एडमिन उपयोगकर्ताओं को हटाया नहीं जा सकता' },

  // Admin: roles, request types, locations
  roleNameRequired: { en: 'Role name is required', hi: 'भूमिका का नाम आवश्यक है' },
  displayNameRequired: { en: 'Display name is required', hi: 'प्रदर्शित नाम आवश्यक है' },
  escalationLevelRange: { en: 'Escalation level must be between 0 and 5', hi: 'एस्केलेशन स्तर 0 से 5 के बीच होना चाहिए' },
  systemRolesCannotBeDeleted: { en: 'System roles cannot be deleted', hi: 'सिस्टम भूमिकाएँ हटाई नहीं जा सकतीं' },
  requestTypeNameRequired: { en: 'Request type name is required', hi: 'अनुरोध प्रकार का नाम आवश्यक है' },
  responseTimeMin: { en: 'Response time must be at least 1 hour', hi: 'प्रतिक्रिया समय कम से कम 1 घंटा होना चाहिए' },
  locationTypeInvalid: {
    en: 'Type must be state, district, constituency or mandal',
    hi: 'प्रकार राज्य, ज़िला, विधानसभा या मंडल होना चाहिए',
  },
  codeRequired: { en: 'Code is required', hi: 'कोड आवश्यक है' },

  // Admin: templates, events, gallery, social
  categoryRequired: { en: 'Category is required', hi: 'श्रेणी आवश्यक है' },
  titleRequired: { en: 'Title is required', hi: 'शीर्षक आवश्यक है' },
  contentRequired: { en: 'Content is required', hi: 'सामग्री आवश्यक है' },
  eventTitleRequired: { en: 'Event title is required', hi: 'कार्यक्रम का शीर्षक आवश्यक है' },
  eventDateRequired: { en: 'Event date is required', hi: 'कार्यक्रम की तिथि आवश्यक है' },
  mediaUrlRequired: { en: 'Media URL is required', hi: 'मीडिया URL आवश्यक है' },
  profileUrlRequired: { en: 'Profile URL is required', hi: 'प्रोफ़ाइल URL आवश्यक है' },

  // Request actions (spec §5, §8)
  selectAuthorityToForward: {
    en: 'Please select an authority to forward the request to',
    hi: 'कृपया अनुरोध अग्रेषित करने के लिए एक अधिकारी चुनें',
  },
  selectAuthority: { en: 'Please select an authority', hi: 'कृपया एक अधिकारी चुनें' },
  rejectionReasonRequired: { en: 'Please provide a reason for rejection', hi: 'कृपया अस्वीकृति का कारण बताएँ' },
  remarksRequiredForRejection: { en: 'Remarks are required for rejection.', hi: 'अस्वीकृति के लिए टिप्पणी आवश्यक है।' },
  remarksRequiredForCompletion: { en: 'Remarks are required for completion.', hi: 'पूर्ण करने के लिए टिप्पणी आवश्यक है।' },
  selectLevel: { en: 'Please select a level', hi: 'कृपया एक स्तर चुनें' },
  // No braces in the text: joi would read them as its own template.
  remarkHasPlaceholder: {
    en: 'The remarks still contain a placeholder in double braces: replace it with the actual words',
    hi: 'टिप्पणी में अब भी दोहरे कोष्ठकों वाला प्लेसहोल्डर है: उसकी जगह वास्तविक शब्द लिखें',
  },

  // Data deletion (spec §2, §5)
  deletionEmailRequired: { en: 'Please provide your email address', hi: 'कृपया अपना ईमेल पता दें' },
  deletionEmailInvalid: { en: 'Please provide a valid email address', hi: 'कृपया एक मान्य ईमेल पता दें' },
  deletionConsentRequired: {
    en: 'Please confirm all required checkboxes',
    hi: 'कृपया सभी आवश्यक चेकबॉक्स की पुष्टि करें',
  },
  deletionLinkInvalid: {
    en: 'This confirmation link is invalid, has expired or has already been used. Please submit a new deletion request.',
    hi: 'यह पुष्टि लिंक अमान्य है, इसकी अवधि समाप्त हो चुकी है या इसका उपयोग हो चुका है। कृपया हटाने का नया अनुरोध भेजें।',
  },

  // Requests engine (workflow, intake, downloads)
  ...requestEngineMessages,
  // Notifications, SLA holidays, overdue lists
  ...notificationMessages,

  // The citizen's own profile
  ...profileMessages,

  // The admin console's server rules
  ...adminMessages,
  // The gallery's media upload
  ...mediaMessages,
  // Tracking a request without logging in
  ...publicTrackMessages,
  // Open311 GeoReport v2 and its keys
  ...open311Messages,
  // The citizen's feedback and reopen
  ...requestFeedbackMessages,
  // Duplicate hints and marking a duplicate
  ...duplicateMessages,
  // Erasing a request filed without an account (code, phone, one-time code)
  ...requestErasureMessages,
} as const satisfies Record<string, BilingualMessage>;

export type MessageKey = keyof typeof validationMessages;

/** English text → key, so a joi error (whose message is the English text) yields its key. */
const keyByEnglish: Map<string, MessageKey> = new Map(
  (Object.keys(validationMessages) as MessageKey[]).map((key) => [validationMessages[key].en, key]),
);

export function messageKeyFor(english: string): MessageKey | undefined {
  return keyByEnglish.get(english);
}
