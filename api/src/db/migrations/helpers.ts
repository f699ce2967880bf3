import type { Knex } from 'knex';

export const timestamps = (knex: Knex, table: Knex.CreateTableBuilder) => {
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
};

export const tz = (table: Knex.CreateTableBuilder, name: string) => table.timestamp(name, { useTz: true });
