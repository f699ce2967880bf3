import type { Knex } from 'knex';

export const name = '007-staff-inbox';

/**
 * The staff notification bell: one "seen up to" time per user. Events themselves are derived
 * from request_history and requests, so there is nothing else to keep in step.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_inbox_marks', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_inbox_marks');
}
