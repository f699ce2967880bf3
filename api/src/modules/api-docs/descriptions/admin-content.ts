import { eventSchema, galleryItemSchema, Joi, mediaConvertRequestSchema, mediaUploadRequestSchema, socialHandleSchema } from '@cc/validation';
import { empty, json, type RouteTable } from '../route-description';
import { list } from '../schemas/common';
import { EDIT_SENT_FIELDS, recordRoutes } from './record-routes';
import { adminEvent, adminGalleryItem, mediaPublicUrl, mediaUploadUrl, socialHandle, socialPost } from '../schemas/content';

const CONTENT = ['Admin: content'];
const EDIT = EDIT_SENT_FIELDS;

/** Events, social handles and the gallery with its three-step media upload (spec §7 Admin). Every write is audited. */
export const adminContentRoutes: RouteTable = {
  ...recordRoutes({
    path: '/api/admin/events', tags: CONTENT, schema: eventSchema, record: adminEvent, pageName: 'AdminEventPage', update: { method: 'PUT', description: EDIT },
    summaries: { list: 'Events, hidden and past ones too', add: 'Add an event', edit: 'Edit an event', delete: 'Delete an event' },
  }),
  ...recordRoutes({
    path: '/api/admin/social', tags: CONTENT, schema: socialHandleSchema, record: socialHandle, pageName: 'SocialHandlePage', update: { method: 'PUT', description: `${EDIT} An {updates} wrapper is refused.` },
    summaries: { list: 'Social media handles', add: 'Add a social media handle', edit: 'Edit a social media handle', delete: 'Delete a social media handle (its posts stay)' },
  }),
  'GET /api/admin/social-posts': { summary: 'The 5 most recent social posts', tags: CONTENT, responses: { 200: json(list(socialPost)) } },

  ...recordRoutes({
    path: '/api/admin/gallery', tags: CONTENT, schema: galleryItemSchema, record: adminGalleryItem, pageName: 'AdminGalleryPage', update: { method: 'PUT', description: EDIT },
    summaries: { list: 'Gallery items in the public order', add: 'Add a gallery item', edit: 'Edit a gallery item', delete: 'Delete a gallery item' },
  }),
  'POST /api/admin/gallery/upload': {
    summary: 'Media upload, step 1: an upload URL valid 15 minutes',
    tags: CONTENT,
    body: mediaUploadRequestSchema,
    responses: { 200: json(mediaUploadUrl) },
  },
  'PUT /api/uploads/:token': {
    summary: 'Media upload, step 2: the bytes (local storage)',
    tags: CONTENT,
    description: 'The bytes, at most 50 MB. The single-use token in the path is the credential: no session or CSRF token. With S3 storage the URL is a presigned PUT of the bucket instead.',
    params: { token: Joi.string().pattern(/^[a-f0-9]{64}$/).description('From the step 1 uploadURL') },
    rawBody: ['image/*', 'video/*'],
    responses: { 204: empty('Stored') },
  },
  'POST /api/admin/gallery/convert-url': {
    summary: 'Media upload, step 3: judge the bytes and publish',
    tags: CONTENT,
    body: mediaConvertRequestSchema,
    responses: { 200: json(mediaPublicUrl) },
  },
};
