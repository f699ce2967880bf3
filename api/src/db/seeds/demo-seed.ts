import type { Knex } from 'knex';
import { hashPassword } from '../../modules/auth/password';
import { nextRequestCode } from '../../modules/requests/request-code';
import { DEMO_REQUESTS, demoEvents, demoGallery, demoHandles, demoSocialPosts, demoTemplates } from './demo-content';
import { DEMO_USERS } from './demo-users';

// Seeds write with knex, like the migrations they follow in the start-up transaction, not through the
// models (docs/decisions/0100-database-access.md).
const day = 24 * 60 * 60 * 1000;

async function seedUsers(trx: Knex.Transaction): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const user of DEMO_USERS) {
    const existing = await trx('users').whereRaw('lower(username) = ?', [user.username]).first('id');
    if (existing) {
      ids.set(user.username, existing.id);
      continue;
    }
    const { password, ...fields } = user;
    const [row] = await trx('users')
      .insert({ ...fields, passwordHash: await hashPassword(password) })
      .returning('id');
    ids.set(user.username, row.id);
  }
  return ids;
}

async function seedContent(trx: Knex.Transaction, users: Map<string, number>): Promise<void> {
  const adminId = users.get('admin') ?? null;
  if (!(await trx('events').first('id'))) {
    await trx('events').insert(demoEvents().map((event) => ({ ...event, createdBy: adminId })));
  }
  if (!(await trx('gallery_items').first('id'))) {
    await trx('gallery_items').insert(
      demoGallery().map((item) => ({ ...item, tags: JSON.stringify(item.tags), createdBy: adminId })),
    );
  }
  if (!(await trx('social_handles').first('id'))) {
    await trx('social_handles').insert(demoHandles);
  }
  await trx('social_posts')
    .insert(demoSocialPosts().map((post) => ({ ...post, mediaUrls: JSON.stringify(post.mediaUrls) })))
    .onConflict(['platform', 'external_id'])
    .ignore();
  // Migration 006 already inserts the notification templates (rows with an event); the demo
  // templates are the staff's free ones.
  if (!(await trx('message_templates').whereNull('event').first('id'))) {
    await trx('message_templates').insert(demoTemplates);
  }
  // A made-up contact address only in the demo: the reference settings carry none.
  await trx('system_settings')
    .insert({ key: 'site', value: JSON.stringify({ defaultLanguage: 'hi', contactEmail: 'support@example.in' }) })
    .onConflict('key')
    .merge({ value: trx.raw('excluded.value || system_settings.value') });
}

async function seedRequests(trx: Knex.Transaction, users: Map<string, number>): Promise<void> {
  if (await trx('requests').first('id')) return;
  for (const demo of DEMO_REQUESTS) {
    const submitterId = users.get(demo.submitter)!;
    const submitter = await trx('users').where({ id: submitterId }).first('name', 'phone', 'email', 'address');
    const createdAt = new Date(Date.now() - demo.ageDays * day);
    const [row] = await trx('requests')
      .insert({
        requestId: await nextRequestCode(trx, createdAt),
        title: demo.title,
        requestType: demo.requestType,
        category: demo.requestType,
        status: demo.status,
        description: demo.description,
        name: submitter.name,
        phone: submitter.phone,
        email: submitter.email,
        district: demo.district,
        vidhansabha: demo.vidhansabha,
        block: demo.vidhansabha,
        address: `Ward 4, ${demo.vidhansabha}, ${demo.district}`,
        assignedTo: demo.assignee ? users.get(demo.assignee) : null,
        escalationLevel: demo.escalationLevel,
        response: demo.response ?? null,
        submitterId,
        submitterType: 'citizen',
        submittedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
        resolvedAt: demo.status === 'resolved' ? new Date(createdAt.getTime() + 3 * day) : null,
        dueAt: new Date(createdAt.getTime() + 72 * 60 * 60 * 1000),
      })
      .returning('id');
    await trx('request_history').insert({
      requestId: row.id, action: 'submitted', toStatus: 'pending', userId: submitterId, userRole: 'citizen', createdAt,
    });
    if (demo.status !== 'pending') {
      await trx('request_history').insert({
        requestId: row.id, action: demo.status, fromStatus: 'pending', toStatus: demo.status,
        notes: demo.response ?? null, userId: users.get('staff'), userRole: 'staff', createdAt: new Date(createdAt.getTime() + day),
      });
    }
  }
}

/**
 * The demo accounts (README, e2e; their passwords are published) and demo content, on top of the
 * reference data. Never seeded in production unless SEED_DEMO=true. Idempotent: every part skips
 * what already exists.
 */
export async function seedDemoData(trx: Knex.Transaction): Promise<void> {
  const users = await seedUsers(trx);
  await seedContent(trx, users);
  await seedRequests(trx, users);
}
