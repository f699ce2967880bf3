import {
  dataDeletionConfirmSchema,
  dataDeletionSchema,
  erasureConfirmSchema,
  erasureRequestSchema,
  Joi,
  trackFeedbackSchema,
  trackLookupSchema,
  trackReopenSchema,
  trackTokenQuerySchema,
  transparencyQuerySchema,
} from '@cc/validation';
import { captchaQuerySchema, captchaVerifySchema } from '../../captcha/captcha-schemas';
import { locationQuery } from '../../catalog/catalog.routes';
import { csvQuerySchema } from '../../transparency/transparency.routes';
import { file, json, type RouteTable } from '../route-description';
import { deletionDone, deletionReceipt, erasureChallenge } from '../schemas/account';
import { list } from '../schemas/common';
import { captchaChallenge, captchaResult, galleryItem, locationOption, publicContact, publicEvent, requestTypeOption, socialPost } from '../schemas/content';
import { transparencyFigures, transparencyReport } from '../schemas/open-data';
import { publicRequestStatus } from '../schemas/requests';
import { feedbackResponse, reopenResponse } from '../schemas/staff';

/** What anyone may call without logging in (spec §7 Public, Captcha; docs/api.md). */
export const publicRoutes: RouteTable = {
  'GET /api/public/events': { summary: 'Public events still to come, soonest first', tags: ['Public content'], responses: { 200: json(list(publicEvent)) } },
  'GET /api/public/gallery': { summary: 'Public gallery items', tags: ['Public content'], responses: { 200: json(list(galleryItem)) } },
  'GET /api/public/social-posts': { summary: 'The newest 50 social posts', tags: ['Public content'], responses: { 200: json(list(socialPost)) } },
  'GET /api/public/contact': { summary: "The office's contact e-mail", tags: ['Public content'], responses: { 200: json(publicContact) } },
  'GET /api/public/media/:key': {
    summary: 'A converted gallery image or video',
    tags: ['Public content'],
    params: { key: Joi.string().pattern(/^[a-f0-9]{32}\.bin$/).description('Media key from the convert-url answer') },
    responses: { 200: file(['image/*', 'video/*'], 'The media, its type judged from its bytes') },
  },
  'GET /api/request-types': { summary: 'Active request types (the form catalogue)', tags: ['Catalogues'], responses: { 200: json(list(requestTypeOption)) } },
  'GET /api/locations': { summary: 'Active locations, by type and/or parent', tags: ['Catalogues'], query: locationQuery, responses: { 200: json(list(locationOption)) } },

  'GET /api/captcha': { summary: 'A new arithmetic challenge', tags: ['Captcha and upload'], query: captchaQuerySchema, responses: { 200: json(captchaChallenge) } },
  'POST /api/captcha/verify': { summary: 'Check an answer (a wrong one burns the challenge)', tags: ['Captcha and upload'], body: captchaVerifySchema, responses: { 200: json(captchaResult) } },

  'POST /api/data-deletion': {
    summary: 'Ask for an account to be deleted (a link is mailed)',
    tags: ['Data deletion'],
    body: dataDeletionSchema,
    responses: { 201: json(deletionReceipt) },
  },
  'POST /api/data-deletion/confirm': { summary: "Confirm a deletion with the mailed link's token", tags: ['Data deletion'], body: dataDeletionConfirmSchema, responses: { 200: json(deletionDone) } },
  'POST /api/data-deletion/by-code': {
    summary: 'Erase a request filed without an account: send a code by SMS',
    tags: ['Data deletion'],
    body: erasureRequestSchema,
    responses: { 200: json(erasureChallenge) },
  },
  'POST /api/data-deletion/by-code/confirm': { summary: 'Erase the request with the SMS code', tags: ['Data deletion'], body: erasureConfirmSchema, responses: { 200: json(deletionDone) } },

  'POST /api/public/track': {
    summary: 'Where a request stands, by its code and phone number',
    tags: ['Public tracking'],
    description: 'POST keeps the phone number out of URLs. A wrong code and a wrong phone answer the same 404.',
    body: trackLookupSchema,
    responses: { 200: json(publicRequestStatus) },
  },
  'GET /api/public/track/:code': {
    summary: 'Where a request stands, by the signed link of its messages',
    tags: ['Public tracking'],
    query: trackTokenQuerySchema,
    responses: { 200: json(publicRequestStatus) },
  },
  'POST /api/public/track/:code/feedback': {
    summary: 'Rate a closed request from its signed link',
    tags: ['Public tracking'],
    body: trackFeedbackSchema,
    responses: { 201: json(feedbackResponse) },
  },
  'POST /api/public/track/:code/reopen': {
    summary: 'Reopen a closed request from its signed link',
    tags: ['Public tracking'],
    body: trackReopenSchema,
    responses: { 200: json(reopenResponse) },
  },

  'GET /api/public/transparency': {
    summary: 'Transparency figures (counts only; rows under 5 withheld)',
    tags: ['Transparency'],
    query: transparencyQuerySchema,
    responses: { 200: json(transparencyReport, 'The figures; with format=csv the CSV of /api/public/transparency.csv', ['text/csv']) },
  },
  'GET /api/public/transparency.csv': {
    summary: 'The transparency figures as CSV, or their data dictionary',
    tags: ['Transparency'],
    query: csvQuerySchema,
    responses: { 200: file(['text/csv'], 'Formula-safe CSV attachment') },
  },
  'GET /api/public/transparency/totals': { summary: 'The all-time totals alone', tags: ['Transparency'], responses: { 200: json(transparencyFigures) } },
};
