import { Joi, LOCATION_TYPES } from '@cc/validation';
import { named } from '../json-schema';
import { bool, day, int, list, maybeInt, maybeText, maybeTime, shape, text, time } from './common';

/** Public content and the form catalogues (spec §3 Event, Gallery item, Social post, Request type, Location). */
const eventFields = {
  id: int(),
  title: text(),
  titleHi: maybeText(),
  description: maybeText(),
  descriptionHi: maybeText(),
  eventDate: day(),
  eventTime: maybeText().description('HH:MM, Asia/Kolkata'),
  location: maybeText(),
  locationHi: maybeText(),
  category: text(),
  priority: Joi.string().valid('low', 'medium', 'high'),
  imageUrl: maybeText(),
  externalLink: maybeText(),
};

export const publicEvent = named('PublicEvent', shape(eventFields));
export const adminEvent = named('AdminEvent', shape({ ...eventFields, isPublic: bool(), isActive: bool(), createdAt: time(), updatedAt: time() }));

const galleryFields = {
  id: int(),
  title: text(),
  titleHi: maybeText(),
  description: maybeText(),
  descriptionHi: maybeText(),
  mediaType: Joi.string().valid('image', 'video', 'photo'),
  mediaUrl: text(),
  thumbnailUrl: maybeText(),
  category: maybeText(),
  tags: list(text()),
  capturedDate: maybeText(),
  viewCount: int(),
};

export const galleryItem = named('GalleryItem', shape(galleryFields));
export const adminGalleryItem = named('AdminGalleryItem', shape({ ...galleryFields, isPublic: bool(), isActive: bool(), sortOrder: int(), createdBy: maybeInt() }));

export const socialPost = named(
  'SocialPost',
  shape({ id: int(), platform: text(), postDate: time(), postUrl: maybeText(), content: maybeText(), mediaUrls: list(text()), likes: int(), shares: int(), comments: int() }),
);

export const socialHandle = named(
  'SocialHandle',
  shape({
    id: int(),
    platform: Joi.string().valid('twitter', 'facebook', 'instagram', 'linkedin'),
    username: text(),
    displayName: text(),
    profileUrl: text(),
    isActive: bool(),
    autoSync: bool(),
    syncConfigured: bool(),
    lastSyncedAt: maybeTime(),
  }),
);

/** GET /api/request-types item; the admin list has the same record, inactive types included. */
export const requestTypeOption = named(
  'RequestType',
  shape({
    id: int(),
    name: text(),
    displayName: text(),
    displayNameHi: maybeText(),
    description: maybeText(),
    descriptionHi: maybeText(),
    department: maybeText(),
    departmentHi: maybeText(),
    standardResponseTime: int().description('Hours'),
    isActive: bool(),
    visibility: Joi.string().valid('public', 'private'),
  }),
);

export const locationOption = named(
  'LocationOption',
  shape({
    id: int(),
    type: Joi.string().valid(...LOCATION_TYPES),
    name: text(),
    nameHi: maybeText(),
    code: text(),
    value: text().description('What the forms submit'),
    parentId: maybeInt(),
    isActive: bool(),
  }),
);

export const captchaChallenge = named('CaptchaChallenge', shape({ token: text(), question: text() }));
export const captchaResult = shape({ valid: bool() });
export const uploadResult = shape({ url: text().description('/api/uploads/<token>: attachmentUrl of POST /api/requests') });
export const mediaUploadUrl = shape({ uploadURL: text() });
export const mediaPublicUrl = shape({ publicURL: text(), mediaType: Joi.string().valid('image', 'video') });
export const publicContact = shape({ contactEmail: maybeText() });
