import { adminListQuerySchema, eventSchema, galleryItemSchema, Joi, mediaConvertRequestSchema, mediaUploadRequestSchema, socialHandleSchema } from '@cc/validation';
import { empty, json, type RouteTable } from '../route-description';
import { list, paged, successMessage } from '../schemas/common';
import { adminEvent, adminGalleryItem, mediaPublicUrl, mediaUploadUrl, socialHandle, socialPost } from '../schemas/content';

const CONTENT = ['Admin: content'];
const EDIT = 'Fields at top level; only those sent change.';

/** Events, social handles and the gallery with its three-step media upload (spec §7 Admin). Every write is audited. */
export const adminContentRoutes: RouteTable = {
  'GET /api/admin/events': { summary: 'Events, hidden and past ones too', tags: CONTENT, query: adminListQuerySchema, responses: { 200: json(paged('AdminEventPage', adminEvent)) } },
  'POST /api/admin/events': { summary: 'Add an event', tags: CONTENT, body: eventSchema, responses: { 201: json(adminEvent) } },
  'PUT /api/admin/events/:id': { summary: 'Edit an event', tags: CONTENT, description: EDIT, body: eventSchema, responses: { 200: json(adminEvent) } },
  'DELETE /api/admin/events/:id': { summary: 'Delete an event', tags: CONTENT, responses: { 200: json(successMessage) } },

  'GET /api/admin/social': { summary: 'Social media handles', tags: CONTENT, query: adminListQuerySchema, responses: { 200: json(paged('SocialHandlePage', socialHandle)) } },
  'POST /api/admin/social': { summary: 'Add a social media handle', tags: CONTENT, body: socialHandleSchema, responses: { 201: json(socialHandle) } },
  'PUT /api/admin/social/:id': { summary: 'Edit a social media handle', tags: CONTENT, description: `${EDIT} An {updates} wrapper is refused.`, body: socialHandleSchema, responses: { 200: json(socialHandle) } },
  'DELETE /api/admin/social/:id': { summary: 'Delete a social media handle (its posts stay)', tags: CONTENT, responses: { 200: json(successMessage) } },
  'GET /api/admin/social-posts': { summary: 'The 5 most recent social posts', tags: CONTENT, responses: { 200: json(list(socialPost)) } },

  'GET /api/admin/gallery': { summary: 'Gallery items in the public order', tags: CONTENT, query: adminListQuerySchema, responses: { 200: json(paged('AdminGalleryPage', adminGalleryItem)) } },
  'POST /api/admin/gallery': { summary: 'Add a gallery item', tags: CONTENT, body: galleryItemSchema, responses: { 201: json(adminGalleryItem) } },
  'PUT /api/admin/gallery/:id': { summary: 'Edit a gallery item', tags: CONTENT, description: EDIT, body: galleryItemSchema, responses: { 200: json(adminGalleryItem) } },
  'DELETE /api/admin/gallery/:id': { summary: 'Delete a gallery item', tags: CONTENT, responses: { 200: json(successMessage) } },
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
