import type { Knex } from 'knex';
import { timestamps } from './helpers';

export const name = '001-people-and-reference';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('roles', (t) => {
    t.increments('id');
    t.string('name', 50).notNullable().unique();
    t.string('display_name', 100).notNullable();
    t.string('display_name_hi', 100);
    t.text('description');
    t.integer('escalation_level').notNullable().defaultTo(0);
    t.boolean('is_active').notNullable().defaultTo(true);
    // super_admin, admin, citizen: cannot be deleted, name locked (spec §6).
    t.boolean('is_system').notNullable().defaultTo(false);
    timestamps(knex, t);
    t.check('escalation_level between 0 and 5', [], 'roles_escalation_level_range');
  });

  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username', 50).notNullable();
    t.text('password_hash').notNullable();
    t.string('name', 200).notNullable();
    t.string('first_name', 100);
    t.string('last_name', 100);
    t.string('email', 254);
    t.string('phone', 20);
    // ON UPDATE CASCADE: renaming a custom role keeps its users.
    t.string('role', 50).notNullable().defaultTo('citizen').references('name').inTable('roles').onUpdate('CASCADE').onDelete('RESTRICT');
    t.string('district', 100);
    t.string('constituency', 100);
    t.string('mandal', 100);
    t.string('ward', 100);
    t.text('address');
    t.string('pincode', 6);
    t.string('voter_id_number', 10);
    t.string('department', 200);
    t.boolean('allow_notifications').notNullable().defaultTo(true);
    t.boolean('is_active').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.index(['role']);
  });
  // Usernames and e-mails are unique whatever their case.
  await knex.raw('create unique index users_username_lower_unique on users (lower(username))');
  await knex.raw('create unique index users_email_lower_unique on users (lower(email)) where email is not null');

  await knex.schema.createTable('request_types', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable().unique();
    t.string('display_name', 200).notNullable();
    t.string('display_name_hi', 200);
    t.text('description');
    t.text('description_hi');
    t.string('department', 200);
    t.string('department_hi', 200);
    t.integer('standard_response_time').notNullable().defaultTo(72);
    t.boolean('is_active').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.check('standard_response_time >= 1', [], 'request_types_response_time_min');
  });

  await knex.schema.createTable('locations', (t) => {
    t.increments('id');
    t.string('type', 20).notNullable();
    t.string('name', 200).notNullable();
    t.string('name_hi', 200);
    t.string('code', 100).notNullable().unique();
    t.integer('parent_id').references('id').inTable('locations').onDelete('RESTRICT');
    t.boolean('is_active').notNullable().defaultTo(true);
    timestamps(knex, t);
    t.check("type in ('state', 'district', 'constituency', 'mandal')", [], 'locations_type_valid');
    t.index(['type', 'parent_id']);
    t.index(['parent_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('locations');
  await knex.schema.dropTable('request_types');
  await knex.schema.dropTable('users');
  await knex.schema.dropTable('roles');
}
