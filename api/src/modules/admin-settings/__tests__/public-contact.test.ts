import type { Knex } from 'knex';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { readPublicContact } from '../admin-settings.service';

/** GET /api/public/contact: the contact e-mail the public pages show, from `system_settings` key `site`. */
let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const siteValue = async () => ((await t.db('system_settings').where({ key: 'site' }).first('value'))?.value ?? {}) as Record<string, unknown>;

/** Runs `check` against a `site` value that is rolled back afterwards (other test files share the database). */
async function withSite(value: Record<string, unknown>, check: (db: Knex) => Promise<void>) {
  const rollback = new Error('rollback');
  await t.db
    .transaction(async (trx) => {
      await trx('system_settings').where({ key: 'site' }).update({ value: JSON.stringify(value) });
      await check(trx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

describe('GET /api/public/contact', () => {
  it('answers a visitor without a session with the address the settings hold, and nothing else', async () => {
    const held = (await siteValue()).contactEmail;
    const res = await request(t.app.callback()).get('/api/public/contact');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ contactEmail: held });
    // The demo data's address (jest/global-setup.ts prepares the database with it), never a placeholder.
    expect(res.body.contactEmail).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(JSON.stringify(res.body)).not.toContain('citizenconnect.example');
  });

  it('says null when the settings hold no address, or an empty one', async () => {
    for (const value of [{ defaultLanguage: 'hi' }, { defaultLanguage: 'hi', contactEmail: '' }, { defaultLanguage: 'hi', contactEmail: null }]) {
      await withSite(value, async (db) => expect(await readPublicContact(db)).toEqual({ contactEmail: null }));
    }
    await withSite({ contactEmail: 'office@example.in' }, async (db) => expect(await readPublicContact(db)).toEqual({ contactEmail: 'office@example.in' }));
  });
});
