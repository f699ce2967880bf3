import type { codesEn } from './en';

/** Hindi names of the stored codes; the same keys as ./en.ts (checked by `npm run i18n:check`). */
export const codesHi: typeof codesEn = {
  general: 'सामान्य',
  eventCategory: {
    general: 'सामान्य',
    meeting: 'बैठक',
    rally: 'रैली',
    inauguration: 'उद्घाटन',
    conference: 'सम्मेलन',
    announcement: 'घोषणा',
    health: 'स्वास्थ्य',
    education: 'शिक्षा',
    agriculture: 'कृषि',
    infrastructure: 'बुनियादी ढाँचा',
    cultural: 'सांस्कृतिक',
    social: 'सामाजिक',
    camp: 'शिविर',
  },
  galleryCategory: {
    general: 'सामान्य',
    events: 'कार्यक्रम',
    achievements: 'उपलब्धियाँ',
    meetings: 'बैठकें',
    'public-works': 'लोक निर्माण कार्य',
    inauguration: 'उद्घाटन',
    community: 'समुदाय',
    development: 'विकास',
  },
  templateCategory: {
    'staff-response': 'कर्मचारी उत्तर',
    acknowledgement: 'पावती',
    rejection: 'अस्वीकृति',
    resolution: 'समाधान',
    escalation: 'अग्रेषण',
    general: 'सामान्य',
  },
};
