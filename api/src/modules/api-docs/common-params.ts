import { idRule, Joi, trackCodeParamSchema, type Schema } from '@cc/validation';

/** Path segments that mean the same on every route that has them; a route may name its own instead. */
export const COMMON_PARAMS: Record<string, Schema> = {
  // lib/route-params.ts idParam: 1..2^31-1; anything that is not a plain number names nothing (404).
  id: idRule().description('Numeric id of the record'),
  // Open311 answers in the format its path names (docs/open311.md).
  format: Joi.string().valid('json', 'xml').description('Answer format: json or xml'),
  code: trackCodeParamSchema.extract('code').description('Request code, CC-YYYY-NNNNNN (any case)'),
};
