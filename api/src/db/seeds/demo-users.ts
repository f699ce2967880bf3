export interface UserSeed {
  username: string;
  password: string;
  name: string;
  role: string;
  email: string;
  phone: string;
  district?: string;
  constituency?: string;
  department?: string;
}

/** Demo accounts (README, e2e). Passwords are demo-only; change them on any real deployment. */
export const DEMO_USERS: UserSeed[] = [
  { username: 'citizen', password: 'citizen123', name: 'Ramesh Kumar', role: 'citizen', email: 'citizen@example.in', phone: '9876543210', district: 'raisen', constituency: 'bhojpur' },
  { username: 'citizen2', password: 'citizen123', name: 'Sunita Devi', role: 'citizen', email: 'citizen2@example.in', phone: '9876543211', district: 'vidisha', constituency: 'basoda' },
  { username: 'staff', password: 'staff123', name: 'Anil Sharma', role: 'staff', email: 'staff@example.in', phone: '9876543212', district: 'raisen' },
  { username: 'minister_staff', password: 'minister123', name: 'Kavita Singh', role: 'minister_staff', email: 'minister.staff@example.in', phone: '9876543213' },
  { username: 'official', password: 'official123', name: 'Vijay Patel', role: 'government_official', email: 'official@example.in', phone: '9876543214', district: 'raisen', department: 'Public Works Department' },
  { username: 'admin', password: 'admin123', name: 'Priya Mehta', role: 'admin', email: 'admin@example.in', phone: '9876543215' },
  { username: 'superadmin', password: 'super123', name: 'Rajesh Verma', role: 'super_admin', email: 'superadmin@example.in', phone: '9876543216' },
  // Authorities at the three assignment levels (spec §6 minister_staff).
  { username: 'health_officer', password: 'official123', name: 'Dr. Meena Joshi', role: 'government_official', email: 'health.officer@example.in', phone: '9876543217', district: 'vidisha', department: 'Health Department' },
  { username: 'collector_raisen', password: 'official123', name: 'Arvind Mishra', role: 'collector', email: 'collector.raisen@example.in', phone: '9876543218', district: 'raisen', department: 'District Administration' },
  { username: 'sp_sehore', password: 'official123', name: 'Neha Tiwari', role: 'sp', email: 'sp.sehore@example.in', phone: '9876543219', district: 'sehore', department: 'Police' },
  { username: 'principal_secretary', password: 'official123', name: 'S. K. Rao', role: 'principal_secretary', email: 'ps@example.in', phone: '9876543220', department: 'General Administration' },
];
