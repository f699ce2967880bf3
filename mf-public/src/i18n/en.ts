export const en = {
  brand: 'Citizen Connect',
  common: {
    switchLanguage: 'Switch language to Hindi',
    darkMode: 'Dark mode',
    lightMode: 'Light mode',
    loading: 'Loading...',
    loadError: 'Could not load this information. Please try again later.',
    opensInNewTab: '(opens in a new tab)',
    backHome: 'Back to home',
  },
  footer: {
    track: 'Track a request',
    transparency: 'Office performance',
    privacy: 'Privacy Policy',
    deleteAccount: 'Delete Account',
    contact: 'Contact',
  },
  nav: {
    events: 'Events',
    gallery: 'Gallery',
    social: 'Social Media',
  },
  landing: {
    title: 'Your voice, heard and resolved',
    tagline: 'Submit service requests and grievances to the office of your public representative, and follow them until they are resolved.',
    login: 'Login',
    register: 'Register Now',
    stats: {
      label: 'Citizen Connect in numbers',
      citizens: 'Citizens',
      resolved: 'Resolved',
      available: 'Available',
    },
    features: {
      title: 'Why Citizen Connect',
      mobileFirst: { title: 'Mobile First', text: 'Made for your phone: submit and follow requests from anywhere.' },
      tracking: { title: 'Real-time Tracking', text: 'See every step of your request as it moves forward.' },
      secure: { title: 'Secure & Private', text: 'Your personal details are protected and stored in India.' },
      fast: { title: 'Fast Response', text: 'Your request reaches the right official quickly.' },
    },
    cta: {
      title: 'Ready to be heard?',
      text: 'Create your account in a few minutes and submit your first request.',
      button: 'Get Started Today',
    },
  },
  installApp: {
    button: 'Install the app',
    accepted: 'Citizen Connect is being added to this device. Open it from your home screen or app list.',
    how: 'Your browser has not offered to install Citizen Connect. To add it to your home screen, open the browser menu (⋮) and choose "Install app" or "Add to Home screen".',
    howIos: 'On an iPhone or iPad, open this site in Safari, tap Share, then "Add to Home Screen". There is no separate app to download from the App Store.',
  },
};
