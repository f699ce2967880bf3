import type { ObjectSchema, Schema } from '@cc/validation';

/** What one answer carries: a JSON body described by a joi schema, a file of a content type, or nothing. */
export type Reply =
  // otherTypes: the same answer in another form the query asks for (CSV), described in words.
  | { kind: 'json'; schema: Schema; description?: string; otherTypes?: readonly string[] }
  | { kind: 'file'; contentTypes: readonly string[]; description: string }
  | { kind: 'empty'; description: string }
  // Open311 answers in the format its path names (`.json` or `.xml`), the same content either way.
  | { kind: 'open311'; schema: Schema; description?: string };

/**
 * One route of the API as the OpenAPI document describes it, keyed like the policy table
 * (`'METHOD /path'`). The schemas are the very objects the handlers validate with, so the
 * document cannot say one thing while the route checks another.
 */
export interface RouteDescription {
  /** One line, English. */
  summary: string;
  tags: readonly string[];
  /** Anything a client must know that the schemas cannot say (limits, side effects). */
  description?: string;
  /** Schemas of the path's `:name` segments not in COMMON_PARAMS (api-docs/common-params.ts). */
  params?: Record<string, Schema>;
  /** The route's `acceptsQuery` schema; absent: the route takes no query at all. */
  query?: ObjectSchema;
  /** The body schema the handler parses; two of them: the body is one or the other. */
  body?: Schema | readonly Schema[];
  /** How the body may come; default JSON. */
  encodings?: ReadonlyArray<'json' | 'multipart' | 'form'>;
  /** Multipart file fields and what they take. */
  files?: Record<string, string>;
  /** The body is the bytes of a file (no fields): its media types. */
  rawBody?: readonly string[];
  /** The answers, by status. Errors are the common error shapes (added by the document builder). */
  responses: Record<number, Reply>;
}

export type RouteTable = Record<string, RouteDescription>;

export const json = (schema: Schema, description?: string, otherTypes?: readonly string[]): Reply => ({ kind: 'json', schema, description, otherTypes });
export const file = (contentTypes: readonly string[], description: string): Reply => ({ kind: 'file', contentTypes, description });
export const empty = (description: string): Reply => ({ kind: 'empty', description });
export const open311 = (schema: Schema, description?: string): Reply => ({ kind: 'open311', schema, description });
