import type { en } from './en';

export const hi: typeof en = {
  common: {
    switchLanguage: 'भाषा अंग्रेज़ी में बदलें',
    darkMode: 'डार्क मोड',
    lightMode: 'लाइट मोड',
    loading: 'लोड हो रहा है...',
    loadError: 'यह जानकारी लोड नहीं हो सकी। कृपया बाद में पुनः प्रयास करें।',
    comingSoon: 'यह अनुभाग जल्द ही उपलब्ध होगा।',
    logout: 'लॉग आउट',
    redirecting: 'पुनर्निर्देशित किया जा रहा है...',
  },
  access: {
    deniedTitle: 'पहुँच अस्वीकृत',
    adminOnly: 'आपको एडमिन डैशबोर्ड तक पहुँच नहीं है',
  },
  home: {
    title: 'एडमिन डैशबोर्ड',
    overview: 'अनुरोधों का सारांश',
    allRequests: 'सभी अनुरोध देखें',
    recentRequests: 'हाल के अनुरोध',
  },
  tabs: {
    label: 'एडमिन अनुभाग',
    dashboard: 'डैशबोर्ड',
    users: 'उपयोगकर्ता',
    roles: 'भूमिकाएँ',
    requestTypes: 'अनुरोध के प्रकार',
    locations: 'स्थान',
    templates: 'टेम्पलेट',
    events: 'कार्यक्रम',
    gallery: 'गैलरी',
    social: 'सोशल मीडिया',
    settings: 'सेटिंग्स',
  },
  stats: {
    total: 'कुल अनुरोध',
    pending: 'लंबित',
    in_progress: 'प्रगति में',
    resolved: 'हल हो गए',
  },
};
