import type { AUDITED_ENTITIES, MessageKey, ObjectSchema } from '@cc/validation';
import type { Knex } from 'knex';
import type { AnyQueryBuilder, ColumnRef, ModelClass, OrderByDirection, PartialModelObject } from 'objection';
import type { BaseModel } from '../../db/base-model';
import type { Actor } from '../../modules/admin-audit/audit.service';

/** A table row an admin edits: every one carries its id and the time of its last edit. */
export type EditableRow = BaseModel & { id: number; updatedAt: Date };

/**
 * One admin record kind of spec §7 (events, gallery, social handles, roles, request types, message
 * templates), declared once: list (paged, searched), create, edit and delete, each write audited in
 * its own transaction (docs/decisions/0101-admin-audited-resources.md).
 * `Fields` is the create body after the schema ran (its defaults filled in): `Required<XInput>`.
 */
export interface AuditedResource<Row extends EditableRow, Dto extends { id: number }, Fields extends PartialModelObject<Row>> {
  /** `/api/admin/events`; an edit and a delete take `${path}/:id`. Every key is in the policy table. */
  path: string;
  model: ModelClass<Row>;
  /** The kind named in `admin_audit.entity` and the audit tab's filter. */
  entity: (typeof AUDITED_ENTITIES)[number];
  /** The create schema; an edit runs it too and keeps only the fields sent (lib/sent-fields.ts). */
  schema: ObjectSchema;
  toDto(row: Row): Dto;
  /** SQL expressions the list's `search` looks in (constants, never input). */
  searchColumns: readonly string[];
  listOrder: ReadonlyArray<{ column: string; order?: OrderByDirection }>;
  /** Columns read beside the row's own (a role's user count); the list and the locked read share them. */
  columns?(db: Knex): Array<ColumnRef | AnyQueryBuilder>;
  /** The edit's verb; none for a kind that is only added (message templates, spec §2). */
  updateMethod?: 'PUT' | 'PATCH';
  /** The delete answer's message; none for a kind that is never deleted. */
  deletedMessage?: MessageKey;
  /** Columns the server sets on insert, never the client (who created it; a role is never a system role). */
  serverFields?(actor: Actor): PartialModelObject<Row>;
  /** A column no two rows share: checked before the write (409 on the field), a race caught from the index. */
  unique?: UniqueRule<keyof Fields & string>;
  /** What the audit row keeps of the record (default: all of it; admin-audit drops bookkeeping and secrets). */
  audited?(dto: Dto): Record<string, unknown>;
  protections?: Protections<Dto, Fields>;
}

export interface UniqueRule<Column extends string = string> {
  column: Column;
  messageKey: MessageKey;
}

/** Rules of spec §6/§8 a write must pass; each runs in the write's transaction, on the locked row, and throws to refuse. */
export interface Protections<Dto, Fields> {
  /** Before an edit: e.g. a system role keeps its name. */
  update?(trx: Knex.Transaction, before: Dto, sent: Partial<Fields>): Promise<void>;
  /** Before a delete: refuse (a role in use) or prepare (its deleted holders fall back to citizen). */
  delete?(trx: Knex.Transaction, before: Dto): Promise<void>;
}
