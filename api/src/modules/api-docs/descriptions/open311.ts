import { Joi, open311CreateSchema, open311JurisdictionQuerySchema, open311ListQuerySchema, REQUEST_CODE_PATTERN } from '@cc/validation';
import { open311, type RouteTable } from '../route-description';
import { open311Created, open311Discovery, open311Requests, open311ServiceDefinition, open311Services, open311Tokens } from '../schemas/open-data';

const OPEN311 = ['Open311'];
const requestCode = () => Joi.string().pattern(REQUEST_CODE_PATTERN).description('Request code, CC-YYYY-NNNNNN');

/**
 * GeoReport v2 outside /api (docs/open311.md): no session, errors as the standard's list. Reads
 * carry no personal data and only published requests; filing needs an admin-issued api_key.
 */
export const open311Routes: RouteTable = {
  'GET /open311/v2/discovery.:format': { summary: 'Discovery: this endpoint and its formats', tags: OPEN311, query: open311JurisdictionQuerySchema, responses: { 200: open311(open311Discovery) } },
  'GET /open311/v2/services.:format': { summary: 'The active request types as services', tags: OPEN311, query: open311JurisdictionQuerySchema, responses: { 200: open311(open311Services) } },
  'GET /open311/v2/services/:code.:format': {
    summary: "A service's definition: the district, Vidhan Sabha and publication attributes",
    tags: OPEN311,
    params: { code: Joi.string().max(100).description('A request type code (service_code)') },
    query: open311JurisdictionQuerySchema,
    responses: { 200: open311(open311ServiceDefinition) },
  },
  'POST /open311/v2/requests.:format': {
    summary: 'File a request with an API key',
    tags: OPEN311,
    description: 'Form-encoded; attribute[district], attribute[vidhan_sabha], attribute[show_publicly] as the service definition names them. 403 without a valid api_key.',
    body: open311CreateSchema,
    encodings: ['form'],
    responses: { 201: open311(open311Created) },
  },
  'GET /open311/v2/tokens/:token.:format': {
    summary: 'A token is the request code: the request it names, when published',
    tags: OPEN311,
    params: { token: requestCode() },
    query: open311JurisdictionQuerySchema,
    responses: { 200: open311(open311Tokens) },
  },
  'GET /open311/v2/requests.:format': { summary: 'Published requests, newest first', tags: OPEN311, query: open311ListQuerySchema, responses: { 200: open311(open311Requests) } },
  'GET /open311/v2/requests/:id.:format': {
    summary: 'One published request',
    tags: OPEN311,
    params: { id: requestCode() },
    query: open311JurisdictionQuerySchema,
    responses: { 200: open311(open311Requests) },
  },
};
