export const en = {
  common: {
    switchLanguage: 'Switch language to Hindi',
    darkMode: 'Dark mode',
    loading: 'Loading...',
    loadError: 'Could not load this information. Please try again later.',
    comingSoon: 'This section is coming soon.',
    logout: 'Logout',
    redirecting: 'Redirecting...',
  },
  access: {
    deniedTitle: 'Access Denied',
    citizensOnly: 'This area is for citizens only',
  },
  nav: {
    label: 'Citizen dashboard',
    home: 'Home',
    new: 'New',
    requests: 'Requests',
    newRequest: 'New Request',
    myRequests: 'My Requests',
  },
  home: {
    greeting: 'Hello, {{name}}',
    subtitle: 'Citizen dashboard',
    quickStatus: 'Quick Status',
    recentRequests: 'Recent Requests',
  },
  stats: {
    total: 'Total Requests',
    pending: 'Pending',
    in_progress: 'In Progress',
    resolved: 'Resolved',
  },
};
