import type { Knex } from 'knex';
import { LOCATION_SEEDS, REQUEST_TYPE_SEEDS, ROLE_SEEDS } from './reference-data';

/**
 * What the product needs to work, in every environment: roles, request types, locations and the
 * site settings. No account and no contact data: those belong to an installation, not to the code.
 * (The notification templates come with migration 006.) Idempotent: existing rows are kept.
 * Written with knex, like the migrations, not through the models (docs/decisions/0100-database-access.md).
 */
export async function seedReferenceData(trx: Knex.Transaction): Promise<void> {
  await trx('roles')
    .insert(ROLE_SEEDS.map((role) => ({ ...role, isSystem: role.isSystem ?? false })))
    .onConflict('name')
    .ignore();
  await trx('request_types')
    .insert(REQUEST_TYPE_SEEDS.map((type) => ({ ...type, standardResponseTime: 72 })))
    .onConflict('name')
    .ignore();
  // Parents first (the list is ordered), so each child finds its parent's id.
  for (const location of LOCATION_SEEDS) {
    const parent = location.parentCode ? await trx('locations').where({ code: location.parentCode }).first('id') : null;
    await trx('locations')
      .insert({ type: location.type, name: location.name, nameHi: location.nameHi, code: location.code, parentId: parent?.id ?? null })
      .onConflict('code')
      .ignore();
  }
  await trx('system_settings')
    .insert({ key: 'site', value: JSON.stringify({ defaultLanguage: 'hi' }) })
    .onConflict('key')
    .ignore();
}
