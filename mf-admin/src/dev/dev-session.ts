import type { SessionUser } from '@cc/types';

export const DEV_BASE_PATH: string = '/admin';

export const devUser: SessionUser | null = {
  id: 1,
  username: 'admin',
  name: 'Anil Sharma',
  email: 'admin@example.in',
  phone: '9876500001',
  role: 'admin',
  district: null,
  constituency: null,
  mandal: null,
  ward: null,
  address: null,
  department: null,
};
