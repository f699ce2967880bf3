/** Shapes shared by the API and the web apps (spec §3). camelCase in JSON. */

export type Language = 'hi' | 'en';
export type Theme = 'light' | 'dark';

export type RoleName = string;

export interface SessionUser {
  id: number;
  username: string;
  name: string;
  email: string | null;
  phone: string | null;
  role: RoleName;
  district: string | null;
  constituency: string | null;
  mandal: string | null;
  ward: string | null;
  address: string | null;
  department: string | null;
}

export interface RequestStats {
  total: number;
  pending: number;
  in_progress: number;
  resolved: number;
}

export interface PublicEvent {
  id: number;
  title: string;
  titleHi: string | null;
  description: string | null;
  descriptionHi: string | null;
  eventDate: string;
  eventTime: string | null;
  location: string | null;
  locationHi: string | null;
  category: string;
  priority: 'low' | 'medium' | 'high';
  imageUrl: string | null;
  externalLink: string | null;
}

export interface GalleryItem {
  id: number;
  title: string;
  titleHi: string | null;
  description: string | null;
  descriptionHi: string | null;
  mediaType: 'image' | 'video' | 'photo';
  mediaUrl: string;
  thumbnailUrl: string | null;
  category: string | null;
  tags: string[];
  capturedDate: string | null;
  viewCount: number;
}

export interface SocialPost {
  id: number;
  platform: string;
  postDate: string;
  postUrl: string | null;
  content: string | null;
  mediaUrls: string[];
  likes: number;
  shares: number;
  comments: number;
}

/**
 * Whether requests of a type may be published when their citizen opts in: `public` for things in
 * the street (roads, water, power lines), `private` for anything about a person (never published).
 */
export type RequestTypeVisibility = 'public' | 'private';

/** GET /api/request-types item (spec §3 Request type). */
export interface RequestTypeOption {
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
  visibility: RequestTypeVisibility;
}

export type LocationType = 'state' | 'district' | 'constituency' | 'mandal';

/** GET /api/locations item (spec §3 Location). `value` is what the forms submit (e.g. 'raisen', 'bhojpur'). */
export interface LocationOption {
  id: number;
  type: LocationType;
  name: string;
  nameHi: string | null;
  code: string;
  value: string;
  parentId: number | null;
  isActive: boolean;
}

