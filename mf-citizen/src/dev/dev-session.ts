import type { SessionUser } from '@cc/types';

export const DEV_BASE_PATH: string = '/citizen';

export const devUser: SessionUser | null = {
  id: 3,
  username: 'citizen',
  name: 'Ramesh Kumar',
  email: 'ramesh@example.in',
  phone: '9876543210',
  role: 'citizen',
  district: 'vidisha',
  constituency: 'vidisha',
  mandal: null,
  ward: null,
  address: null,
  department: null,
};
