/**
 * Messages of the admin console's server rules (spec §6, §8): protections, conflicts,
 * the location hierarchy, template placeholders and settings. Part of the one catalogue
 * (messages.ts spreads them in); English texts are unique there.
 */
export const adminMessages = {
  // Users (spec §6)
  roleUnknown: { en: 'Role does not exist', hi: 'यह भूमिका मौजूद नहीं है' },
  superAdminNotEditable: {
    en: 'Super admin users cannot be changed through the user form',
    hi: 'सुपर एडमिन उपयोगकर्ताओं को उपयोगकर्ता फ़ॉर्म से बदला नहीं जा सकता',
  },
  cannotDeleteSelf: { en: 'You cannot delete your own account', hi: 'आप अपना स्वयं का खाता नहीं हटा सकते' },
  cannotChangeOwnRole: { en: 'You cannot change your own role', hi: 'आप अपनी स्वयं की भूमिका नहीं बदल सकते' },
  cannotDeactivateSelf: { en: 'You cannot deactivate your own account', hi: 'आप अपना स्वयं का खाता निष्क्रिय नहीं कर सकते' },
  districtUnknown: { en: 'District does not exist', hi: 'यह ज़िला मौजूद नहीं है' },
  constituencyNotInDistrict: { en: 'Constituency does not belong to the district', hi: 'यह विधानसभा इस ज़िले में नहीं है' },
  mandalNotInConstituency: { en: 'Mandal does not belong to the constituency', hi: 'यह मंडल इस विधानसभा में नहीं है' },
  userDeleted: { en: 'User deleted', hi: 'उपयोगकर्ता हटाया गया' },

  // Roles (spec §6)
  roleNameFormat: {
    en: 'Role name may contain only lowercase letters, digits and underscores',
    hi: 'भूमिका के नाम में केवल छोटे अक्षर, अंक और अंडरस्कोर हो सकते हैं',
  },
  roleNameTaken: { en: 'Role name already exists', hi: 'इस नाम की भूमिका पहले से मौजूद है' },
  systemRoleNameLocked: { en: 'System role names cannot be changed', hi: 'सिस्टम भूमिकाओं के नाम बदले नहीं जा सकते' },
  roleInUse: {
    en: 'Role is assigned to users and cannot be deleted',
    hi: 'यह भूमिका उपयोगकर्ताओं को दी गई है, इसलिए हटाई नहीं जा सकती',
  },
  roleDeleted: { en: 'Role deleted', hi: 'भूमिका हटाई गई' },

  // Request types
  requestTypeNameFormat: {
    en: 'Request type name may contain only lowercase letters, digits and hyphens',
    hi: 'अनुरोध प्रकार के नाम में केवल छोटे अक्षर, अंक और हाइफ़न हो सकते हैं',
  },
  requestTypeNameTaken: { en: 'Request type name already exists', hi: 'इस नाम का अनुरोध प्रकार पहले से मौजूद है' },
  requestTypeInUse: {
    en: 'Requests use this request type: deactivate it instead',
    hi: 'अनुरोध इस प्रकार का उपयोग करते हैं: इसके बजाय इसे निष्क्रिय करें',
  },
  requestTypeNameLocked: {
    en: 'The name of a request type in use cannot be changed',
    hi: 'उपयोग में आ रहे अनुरोध प्रकार का नाम बदला नहीं जा सकता',
  },
  requestTypeDeleted: { en: 'Request type deleted', hi: 'अनुरोध प्रकार हटाया गया' },

  // Locations (state > district > constituency > mandal)
  locationParentNotAllowed: { en: 'A state has no parent location', hi: 'राज्य का कोई मूल स्थान नहीं होता' },
  locationParentRequired: { en: 'Parent location is required', hi: 'मूल स्थान आवश्यक है' },
  locationParentWrongLevel: {
    en: 'Parent must be one level above: state > district > constituency > mandal',
    hi: 'मूल स्थान एक स्तर ऊपर का होना चाहिए: राज्य > ज़िला > विधानसभा > मंडल',
  },
  locationCodeTaken: { en: 'Code already exists', hi: 'यह कोड पहले से मौजूद है' },

  // Templates (no braces in the text: joi reads {{ }} in a message as its own template)
  // A template the admin adds is a staff response template (libs/validation message-templates.ts, use 'remark').
  templatePlaceholderNotAllowed: {
    en: 'A response template may use only these placeholders in double braces: name, requestId (or requestCode), title and level',
    hi: 'उत्तर टेम्पलेट में दोहरे कोष्ठकों में केवल ये प्लेसहोल्डर हो सकते हैं: name, requestId (या requestCode), title और level',
  },

  // Events and social handles (spec §5; the required-field texts are in messages.ts)
  eventDateInvalid: { en: 'Event date must be a valid date', hi: 'कार्यक्रम की तिथि मान्य होनी चाहिए' },
  eventTimeInvalid: { en: 'Event time must be a time of day (HH:MM)', hi: 'कार्यक्रम का समय दिन का समय (HH:MM) होना चाहिए' },
  linkInvalid: { en: 'Link must start with https:// or http://', hi: 'लिंक https://… या http://… से शुरू होना चाहिए' },
  imageUrlInvalid: {
    en: 'Image must be an https:// address or an uploaded image',
    hi: 'चित्र https://… पता या अपलोड किया गया चित्र होना चाहिए',
  },
  eventDeleted: { en: 'Event deleted', hi: 'कार्यक्रम हटाया गया' },
  socialHandleDeleted: { en: 'Social media handle deleted', hi: 'सोशल मीडिया हैंडल हटाया गया' },

  // Settings
  officeHoursInvalid: {
    en: 'Office hours must open before they close (0 to 24)',
    hi: 'कार्यालय समय बंद होने से पहले शुरू होना चाहिए (0 से 24)',
  },
} as const;
