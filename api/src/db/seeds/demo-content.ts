/** Demo events, gallery items, social posts and templates. Media are inline SVGs: no external URLs. */

const svg = (label: string, bg: string, fg = '#ffffff') =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="${bg}"/><text x="320" y="210" font-family="sans-serif" font-size="36" fill="${fg}" text-anchor="middle">${label}</text></svg>`,
  )}`;

const day = 24 * 60 * 60 * 1000;
const dateOnly = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

export const demoEvents = () => [
  {
    title: 'Public Grievance Camp', titleHi: 'जन शिकायत शिविर',
    description: 'Meet officials and register your grievances in person.', descriptionHi: 'अधिकारियों से मिलें और अपनी शिकायतें व्यक्तिगत रूप से दर्ज करें।',
    eventDate: dateOnly(3), eventTime: '10:00', location: 'Collectorate, Raisen', locationHi: 'कलेक्टोरेट, रायसेन',
    category: 'meeting', priority: 'high', imageUrl: svg('Grievance Camp', '#1d4ed8'),
  },
  {
    title: 'Inauguration of Primary Health Centre', titleHi: 'प्राथमिक स्वास्थ्य केंद्र का लोकार्पण',
    description: 'New health centre opening in Vidisha.', descriptionHi: 'विदिशा में नए स्वास्थ्य केंद्र का शुभारंभ।',
    eventDate: dateOnly(10), eventTime: '11:30', location: 'Vidisha', locationHi: 'विदिशा',
    category: 'inauguration', priority: 'medium', imageUrl: svg('Health Centre', '#047857'),
  },
  {
    title: 'Farmers Conference', titleHi: 'किसान सम्मेलन',
    description: 'Schemes for agriculture and rural development.', descriptionHi: 'कृषि एवं ग्रामीण विकास की योजनाएँ।',
    eventDate: dateOnly(20), eventTime: '09:30', location: 'Sehore', locationHi: 'सीहोर',
    category: 'conference', priority: 'medium', imageUrl: null,
  },
  {
    title: 'Road Project Announcement', titleHi: 'सड़क परियोजना की घोषणा',
    description: 'New roads connecting villages of Khategaon.', descriptionHi: 'खातेगांव के गाँवों को जोड़ने वाली नई सड़कें।',
    eventDate: dateOnly(35), eventTime: '16:00', location: 'Khategaon, Dewas', locationHi: 'खातेगांव, देवास',
    category: 'announcement', priority: 'low', imageUrl: null,
  },
  {
    title: 'Youth Employment Fair', titleHi: 'युवा रोज़गार मेला',
    description: 'Held last month.', descriptionHi: 'पिछले महीने आयोजित।',
    eventDate: dateOnly(-30), eventTime: '10:00', location: 'Bhojpur', locationHi: 'भोजपुर',
    category: 'rally', priority: 'low', imageUrl: null,
  },
];

export const demoGallery = () => [
  { title: 'Health camp in Sanchi', titleHi: 'सांची में स्वास्थ्य शिविर', description: 'Free check-ups for 600 residents.', descriptionHi: '600 निवासियों की निःशुल्क जाँच।', mediaType: 'image', mediaUrl: svg('Health Camp', '#0f766e'), category: 'community', tags: ['health', 'camp'], capturedDate: dateOnly(-12), sortOrder: 1, viewCount: 124 },
  { title: 'New school building', titleHi: 'नया स्कूल भवन', description: 'Classrooms opened in Basoda.', descriptionHi: 'बासौदा में कक्षाओं का शुभारंभ।', mediaType: 'image', mediaUrl: svg('School Building', '#b45309'), category: 'inauguration', tags: ['education'], capturedDate: dateOnly(-40), sortOrder: 2, viewCount: 87 },
  { title: 'Road repair completed', titleHi: 'सड़क मरम्मत पूर्ण', description: 'Budhni main road resurfaced.', descriptionHi: 'बुधनी मुख्य मार्ग का नवीनीकरण।', mediaType: 'photo', mediaUrl: svg('Road Repair', '#4338ca'), category: 'public-works', tags: ['roads'], capturedDate: null, sortOrder: 3, viewCount: 45 },
  { title: 'Public meeting', titleHi: 'जनसभा', description: 'Citizens met their representative.', descriptionHi: 'नागरिकों ने अपने जनप्रतिनिधि से भेंट की।', mediaType: 'image', mediaUrl: svg('Public Meeting', '#be123c'), category: 'meetings', tags: ['meeting'], capturedDate: dateOnly(-5), sortOrder: 4, viewCount: 210 },
];

export const demoHandles = [
  { platform: 'twitter', username: 'citizenconnect', displayName: 'Citizen Connect', profileUrl: 'https://twitter.com/citizenconnect', autoSync: false },
  { platform: 'facebook', username: 'citizenconnect', displayName: 'Citizen Connect', profileUrl: 'https://facebook.com/citizenconnect', autoSync: false },
];

export const demoSocialPosts = () => [
  { platform: 'twitter', externalId: 'demo-1', postDate: new Date(Date.now() - 1 * day), postUrl: 'https://twitter.com/citizenconnect/status/1', content: 'Grievance camp this week at the Raisen Collectorate. जन शिकायत शिविर इस सप्ताह।', mediaUrls: [svg('Camp', '#1d4ed8')], likes: 120, shares: 34, comments: 12 },
  { platform: 'facebook', externalId: 'demo-2', postDate: new Date(Date.now() - 3 * day), postUrl: 'https://facebook.com/citizenconnect/posts/2', content: '500+ requests resolved so far. Thank you for your trust!', mediaUrls: [], likes: 340, shares: 51, comments: 40 },
  { platform: 'twitter', externalId: 'demo-3', postDate: new Date(Date.now() - 6 * day), postUrl: 'https://twitter.com/citizenconnect/status/3', content: 'New health centre opens in Vidisha next week.', mediaUrls: [svg('Health', '#047857'), svg('Opening', '#0f766e')], likes: 98, shares: 20, comments: 8 },
  { platform: 'instagram', externalId: 'demo-4', postDate: new Date(Date.now() - 9 * day), postUrl: null, content: 'Road repair completed in Budhni.', mediaUrls: [svg('Road', '#4338ca')], likes: 76, shares: 5, comments: 3 },
];

export const demoTemplates = [
  { type: 'sms', category: 'acknowledgement', title: 'Request received', titleHi: 'अनुरोध प्राप्त', content: 'Dear {{name}}, your request {{requestId}} has been received.', contentHi: 'प्रिय {{name}}, आपका अनुरोध {{requestId}} प्राप्त हो गया है।', language: 'both' },
  { type: 'sms', category: 'rejection', title: 'Request rejected', titleHi: 'अनुरोध अस्वीकृत', content: 'Dear {{name}}, your request {{requestId}} ({{title}}) was rejected as it is outside the scope of this office.', contentHi: 'प्रिय {{name}}, आपका अनुरोध {{requestId}} ({{title}}) इस कार्यालय के दायरे से बाहर होने के कारण अस्वीकृत हुआ।', language: 'both' },
  { type: 'email', category: 'resolution', title: 'Request resolved', titleHi: 'अनुरोध का समाधान', content: 'Dear {{name}}, your request {{requestId}} has been resolved.', contentHi: 'प्रिय {{name}}, आपके अनुरोध {{requestId}} का समाधान हो गया है।', language: 'both' },
];

export interface DemoRequest {
  submitter: string;
  assignee?: string;
  requestType: string;
  title: string;
  description: string;
  status: string;
  escalationLevel: number;
  district: string;
  vidhansabha: string;
  response?: string;
  ageDays: number;
}

export const DEMO_REQUESTS: DemoRequest[] = [
  { submitter: 'citizen', requestType: 'water-supply', title: 'No water supply for a week', description: 'The hand pump in ward 4 has been broken for a week.', status: 'pending', escalationLevel: 0, district: 'raisen', vidhansabha: 'bhojpur', ageDays: 1 },
  { submitter: 'citizen', assignee: 'official', requestType: 'infrastructure', title: 'Street lights not working', description: 'Street lights on the main road are off since Diwali.', status: 'in_progress', escalationLevel: 1, district: 'raisen', vidhansabha: 'sanchi', ageDays: 5 },
  { submitter: 'citizen', assignee: 'official', requestType: 'transport-roads', title: 'Pothole repair', description: 'Large potholes near the bus stand.', status: 'resolved', escalationLevel: 1, district: 'raisen', vidhansabha: 'bhojpur', response: 'Road repaired by PWD.', ageDays: 12 },
  { submitter: 'citizen2', requestType: 'health', title: 'Doctor not available at PHC', description: 'The primary health centre has no doctor on Mondays.', status: 'pending', escalationLevel: 0, district: 'vidisha', vidhansabha: 'basoda', ageDays: 2 },
  { submitter: 'citizen2', assignee: 'health_officer', requestType: 'welfare', title: 'Pension not received', description: 'Old-age pension not credited for three months.', status: 'escalated', escalationLevel: 1, district: 'vidisha', vidhansabha: 'vidisha', response: 'Request approved.', ageDays: 8 },
  { submitter: 'citizen2', assignee: 'staff', requestType: 'other', title: 'Duplicate complaint', description: 'Same as the earlier pension complaint.', status: 'rejected', escalationLevel: 0, district: 'vidisha', vidhansabha: 'vidisha', response: 'Duplicate of an existing request.', ageDays: 9 },
];
