import type { Paged } from '@cc/types';
import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { uniqueViolation } from '../../db/unique-violation';
import { recordAudit, type Actor } from '../../modules/admin-audit/audit.service';
import { HttpError, notFound } from '../http-error';
import { toPaged, whereContainsAny, type PageQuery } from '../paged';
import type { AuditedResource, EditableRow, UniqueRule } from './audited-resource';

/** A concurrent write took the value between the check and the write: the index's refusal is the same 409. */
const conflictOn = (unique: UniqueRule | undefined) => (error: unknown): never => {
  if (unique && uniqueViolation(error)) throw new HttpError(409, unique.messageKey, { field: unique.column });
  throw error;
};

/**
 * The reads and writes of one audited resource: the same paging, row lock, audit row and
 * transaction for every kind (spec §7 Admin; docs/decisions/0101-admin-audited-resources.md).
 */
export function auditedWrites<Row extends EditableRow, Dto extends { id: number }, Fields extends PartialModelObject<Row>>(
  resource: AuditedResource<Row, Dto, Fields>,
) {
  const { model, entity, unique, protections } = resource;
  // Objection types a generic model's rows by its constraint (EditableRow): they are the model's own rows.
  const toDto = (row: EditableRow) => resource.toDto(row as Row);
  const audited = (dto: Dto) => (resource.audited ? resource.audited(dto) : { ...dto });
  const rowsOf = (db: Knex) => (resource.columns ? model.query(db).select(resource.columns(db)) : model.query(db));

  /** The record, locked for the rest of the write's transaction; 404 when there is none. */
  const locked = async (trx: Knex, id: number): Promise<Dto> => {
    const row = await rowsOf(trx).findById(id).forUpdate();
    if (!row) throw notFound();
    return toDto(row);
  };

  /** Spec §8 duplicates: a value another record holds answers 409 on its field. */
  const assertFree = async (trx: Knex, rule: UniqueRule, value: unknown, exceptId?: number) => {
    const taken = await model
      .query(trx)
      .where(rule.column, value as string)
      .modify((q) => exceptId !== undefined && q.whereNot('id', exceptId))
      .select('id')
      .first();
    if (taken) throw new HttpError(409, rule.messageKey, { field: rule.column });
  };

  return {
    /** GET {path}?search=&page=&pageSize=: every record, inactive and hidden ones too. */
    async list(db: Knex, query: PageQuery): Promise<Paged<Dto>> {
      const rows = rowsOf(db).orderBy(resource.listOrder.map(({ column, order }) => ({ column, order: order ?? 'asc' })));
      whereContainsAny(rows, query.search, resource.searchColumns);
      return toPaged<EditableRow, Dto>(await rows.page(query.page - 1, query.pageSize), query, toDto);
    },

    async create(db: Knex, actor: Actor, input: Fields): Promise<Dto> {
      return db.transaction(async (trx) => {
        if (unique) await assertFree(trx, unique, input[unique.column]);
        const row = await model
          .query(trx)
          .insertAndFetch({ ...input, ...resource.serverFields?.(actor) })
          .catch(conflictOn(unique));
        const created = toDto(row);
        await recordAudit(trx, actor, { action: 'create', entity, entityId: created.id, after: audited(created) });
        return created;
      });
    },

    /** Spec §7 edit (PUT or PATCH): only the fields sent change; a schema default never overwrites a stored value. */
    async update(db: Knex, actor: Actor, id: number, sent: Partial<Fields>): Promise<Dto> {
      return db.transaction(async (trx) => {
        const before = await locked(trx, id);
        await protections?.update?.(trx, before, sent);
        if (unique) await assertFree(trx, unique, sent[unique.column] ?? (before as Record<string, unknown>)[unique.column], id);
        // Partial<Fields> is a partial row (Fields extends one); TypeScript cannot see it through the spread.
        await model
          .query(trx)
          .patch({ ...sent, updatedAt: new Date() } as PartialModelObject<Row>)
          .where('id', id)
          .catch(conflictOn(unique));
        const after = await locked(trx, id);
        await recordAudit(trx, actor, { action: 'update', entity, entityId: id, before: audited(before), after: audited(after) });
        return after;
      });
    },

    async remove(db: Knex, actor: Actor, id: number): Promise<void> {
      await db.transaction(async (trx) => {
        const before = await locked(trx, id);
        await protections?.delete?.(trx, before);
        await model.query(trx).deleteById(id);
        await recordAudit(trx, actor, { action: 'delete', entity, entityId: id, before: audited(before) });
      });
    },
  };
}
