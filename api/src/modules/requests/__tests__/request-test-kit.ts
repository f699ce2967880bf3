import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SessionUser } from '@cc/types';
import type { Knex } from 'knex';
import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';
import { nextRequestCode } from '../request-code';

/** The demo accounts of the seed, one per persona of the authorisation matrix. */
export const PERSONA_LOGINS = {
  citizenA: ['citizen', 'citizen123'],
  citizenB: ['citizen2', 'citizen123'],
  staff: ['staff', 'staff123'],
  ministerStaff: ['minister_staff', 'minister123'],
  official: ['official', 'official123'],
  admin: ['admin', 'admin123'],
  superAdmin: ['superadmin', 'super123'],
} as const;

export type PersonaName = keyof typeof PERSONA_LOGINS | 'anonymous';

export interface Persona {
  name: PersonaName;
  client: TestClient;
  user: SessionUser | null;
}

export interface Kit extends TestApp {
  dataDir: string;
  uploadsOnDisk(): string[];
  personas: Record<PersonaName, Persona>;
  close(): Promise<void>;
}

/** A test app whose uploads go to a temporary DATA_DIR, with every persona logged in. */
export async function createKit(): Promise<Kit> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-requests-'));
  const t = createTestApp({ dataDir });
  const personas = { anonymous: { name: 'anonymous', client: new TestClient(t.app), user: null } } as Record<PersonaName, Persona>;
  await Promise.all(
    (Object.keys(PERSONA_LOGINS) as Array<keyof typeof PERSONA_LOGINS>).map(async (name) => {
      const client = new TestClient(t.app);
      const [username, password] = PERSONA_LOGINS[name];
      personas[name] = { name, client, user: await client.login(username, password) };
    }),
  );
  await personas.anonymous.client.prime();
  return {
    ...t,
    dataDir,
    personas,
    uploadsOnDisk: () => {
      try {
        return readdirSync(path.join(dataDir, 'uploads'));
      } catch {
        return [];
      }
    },
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Answers the arithmetic question the way a person would. */
export function solve(question: string): number {
  const numbers = question.match(/\d+/g)!.map(Number);
  const [a, b] = numbers as [number, number];
  return /plus|योग/.test(question) ? a + b : a - b;
}

export async function captcha(client: TestClient, lang: 'en' | 'hi' = 'en'): Promise<{ captchaToken: string; captchaAnswer: string }> {
  const res = await client.get(`/api/captcha?lang=${lang}`);
  if (res.status !== 200) throw new Error(`captcha ${res.status}`);
  return { captchaToken: res.body.token, captchaAnswer: String(solve(res.body.question)) };
}

export const FORM = {
  name: 'Ramesh Kumar',
  district: 'raisen',
  block: 'Bhojpur',
  phone: '9876543210',
  requestType: 'infrastructure',
  description: 'The road near the school is broken.',
  address: 'Ward 5, Bhojpur',
};

export async function submit(client: TestClient, overrides: Record<string, unknown> = {}) {
  return client.post('/api/requests', { ...FORM, ...(await captcha(client)), ...overrides });
}

/** A request row straight in the database (fixtures for reads and actions, no captcha round trip). */
export async function insertRequest(
  db: Knex,
  fields: {
    submitterId: number | null;
    district?: string;
    vidhansabha?: string | null;
    status?: string;
    assignedTo?: number | null;
    requestType?: string;
    category?: string | null;
    name?: string;
    title?: string;
    phone?: string;
    escalationLevel?: number;
    createdAt?: string;
  },
): Promise<number> {
  return db.transaction(async (trx) => {
    const [row] = await trx('requests')
      .insert({
        requestId: await nextRequestCode(trx),
        requestType: fields.requestType ?? 'infrastructure',
        status: fields.status ?? 'pending',
        description: 'Fixture request',
        name: fields.name ?? 'Fixture Person',
        title: fields.title ?? null,
        phone: fields.phone ?? '9000000000',
        district: fields.district ?? 'raisen',
        vidhansabha: fields.vidhansabha ?? null,
        category: fields.category ?? null,
        escalationLevel: fields.escalationLevel ?? 0,
        ...(fields.createdAt ? { createdAt: fields.createdAt, submittedAt: fields.createdAt } : {}),
        address: 'Somewhere',
        block: 'Bhojpur',
        submitterId: fields.submitterId,
        assignedTo: fields.assignedTo ?? null,
      })
      .returning('id');
    await trx('request_history').insert({ requestId: row.id, action: 'submitted', toStatus: 'pending', userId: fields.submitterId, userRole: 'citizen' });
    return row.id as number;
  });
}

export async function userId(db: Knex, username: string): Promise<number> {
  return (await db('users').whereRaw('lower(username) = ?', [username]).first('id')).id;
}

export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
export const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
