import type { SessionUser } from '@cc/types';

export const DEV_BASE_PATH: string = '/staff';

export const devUser: SessionUser | null = {
  id: 2,
  username: 'staff',
  name: 'Sunita Verma',
  email: 'staff@example.in',
  phone: '9876500002',
  role: 'staff',
  district: 'raisen',
  constituency: 'bhojpur',
  mandal: null,
  ward: null,
  address: null,
  department: 'Public Works',
};
