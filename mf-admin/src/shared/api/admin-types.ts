/**
 * Shapes of the admin API (spec §3, §7) as this remote reads them. The API helper publishes its own
 * in libs/types; these follow the spec until then and are replaced by those at merge.
 */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListQuery {
  search: string;
  page: number;
  pageSize: number;
}

export interface AdminUser {
  id: number;
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: string;
  district: string | null;
  constituency: string | null;
  mandal: string | null;
  ward: string | null;
  address: string | null;
  department: string | null;
  isActive: boolean;
  createdAt?: string;
}

export interface AdminRole {
  id: number;
  name: string;
  displayName: string;
  displayNameHi: string | null;
  description: string | null;
  escalationLevel: number;
  isActive: boolean;
  isSystem: boolean;
}

export interface AdminRequestType {
  id: number;
  name: string;
  displayName: string;
  displayNameHi: string | null;
  description: string | null;
  descriptionHi: string | null;
  department: string | null;
  departmentHi: string | null;
  standardResponseTime: number;
  isActive: boolean;
}

export interface AdminLocation {
  id: number;
  type: 'state' | 'district' | 'constituency' | 'mandal';
  name: string;
  nameHi: string | null;
  code: string;
  parentId: number | null;
  isActive: boolean;
}

export interface AdminMessageTemplate {
  id: number;
  type: 'sms' | 'email';
  category: string;
  title: string;
  titleHi: string | null;
  content: string;
  contentHi: string | null;
  language: 'en' | 'hi' | 'both';
  isActive: boolean;
}
