import type { StringSchema } from 'joi';
import { Joi, emailRule, msg } from './joi-helpers';

/** `POST /api/admin/open311-keys`: the client the key is for (docs/open311.md, "Keys"). */
export const open311KeySchema = Joi.object({
  name: Joi.string().trim().max(100).required().messages(msg('open311KeyNameRequired')),
});

const text = (max: number) => Joi.string().trim().max(max).messages(msg('invalidValue'));
const required = (max: number) => Joi.string().trim().max(max).required().messages(msg('fillAllRequiredFields'));

/** A comma list (`a,b,c`) as an array of trimmed, non-empty items, each matching `item`. */
const commaList = (item: StringSchema, maxItems: number) =>
  Joi.string()
    .max(maxItems * 120)
    .custom((value: string, helpers) => {
      const items = value.split(',').map((part) => part.trim()).filter(Boolean);
      if (items.length === 0 || items.length > maxItems) return helpers.error('any.invalid');
      for (const part of items) if (item.validate(part).error) return helpers.error('any.invalid');
      return items;
    })
    .messages(msg('invalidValue'));

/**
 * POST requests (GeoReport v2 "Create service request", form-encoded). The standard's fields plus
 * `attribute[code]` for the service definition's attributes; anything else is refused. Phone,
 * e-mail and description follow our form's rules (spec §5); the description also the standard's 4,000.
 */
export const open311CreateSchema = Joi.object({
  // Optional here: a missing key answers 403 (bad key), not 400, as the standard's errors say.
  api_key: text(200).allow(''),
  jurisdiction_id: text(100),
  service_code: required(100),
  lat: Joi.number().min(-90).max(90).messages(msg('invalidValue')),
  long: Joi.number().min(-180).max(180).messages(msg('invalidValue')),
  address_string: text(1000).allow(''),
  address_id: text(100),
  email: emailRule().allow('').empty('').messages(msg('invalidEmail')),
  device_id: text(100),
  account_id: text(100),
  first_name: text(100).allow('').empty(''),
  last_name: text(100).allow('').empty(''),
  phone: required(20),
  description: required(4000),
  media_url: Joi.string().trim().max(2000).uri({ scheme: ['http', 'https'] }).allow('').empty('').messages(msg('invalidValue')),
  // show_publicly: the reporter's opt-in to publication, asked by the client app (docs/open311.md, "Privacy").
  attribute: Joi.object({ district: text(100), vidhan_sabha: text(100), show_publicly: Joi.string().valid('yes', 'no') }).messages(msg('invalidValue')),
}).or('first_name', 'last_name').messages({ 'object.missing': 'Name is required' });

/** GET requests: the standard's filters plus `page`/`page_size` (our documented extension). */
export const open311ListQuerySchema = Joi.object({
  jurisdiction_id: text(100),
  service_request_id: commaList(Joi.string().max(30), 100),
  service_code: commaList(Joi.string().max(100), 50),
  start_date: Joi.date().iso().messages(msg('invalidValue')),
  end_date: Joi.date().iso().messages(msg('invalidValue')),
  status: commaList(Joi.string().valid('open', 'closed'), 2),
  page: Joi.number().integer().min(1).max(100000).default(1).messages(msg('invalidValue')),
  page_size: Joi.number().integer().min(1).max(1000).default(1000).messages(msg('invalidValue')),
});

/** GET discovery, services and a service definition take only the jurisdiction. */
export const open311JurisdictionQuerySchema = Joi.object({ jurisdiction_id: text(100) });
