import type { en } from './en';

export const hi: typeof en = {
  common: {
    switchLanguage: 'भाषा अंग्रेज़ी में बदलें',
    darkMode: 'डार्क मोड',
    loading: 'लोड हो रहा है...',
    loadError: 'यह जानकारी लोड नहीं हो सकी। कृपया बाद में पुनः प्रयास करें।',
    comingSoon: 'यह अनुभाग जल्द ही उपलब्ध होगा।',
    logout: 'लॉग आउट',
    redirecting: 'पुनर्निर्देशित किया जा रहा है...',
  },
  access: {
    deniedTitle: 'पहुँच अस्वीकृत',
    citizensOnly: 'यह क्षेत्र केवल नागरिकों के लिए है',
  },
  nav: {
    label: 'नागरिक डैशबोर्ड',
    home: 'होम',
    new: 'नया',
    requests: 'अनुरोध',
    newRequest: 'नया अनुरोध',
    myRequests: 'मेरे अनुरोध',
  },
  home: {
    greeting: 'नमस्ते, {{name}}',
    subtitle: 'नागरिक डैशबोर्ड',
    quickStatus: 'त्वरित स्थिति',
    recentRequests: 'हाल के अनुरोध',
  },
  stats: {
    total: 'कुल अनुरोध',
    pending: 'लंबित',
    in_progress: 'प्रगति में',
    resolved: 'हल हो गए',
  },
};
