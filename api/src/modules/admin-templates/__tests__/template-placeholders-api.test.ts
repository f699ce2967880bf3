import { validationMessages } from '@cc/validation';
import { createKit, insertRequest, type Kit } from '../../requests/__tests__/request-test-kit';

/**
 * No raw `{{…}}` reaches a citizen: the admin cannot save a response template with a placeholder a
 * remark cannot fill, staff are not offered one saved before the rule, and an action whose remark
 * still holds a placeholder is refused.
 */
let kit: Kit;
const admin = () => kit.personas.admin.client;
const staff = () => kit.personas.staff.client;
const tag = `${process.pid}-${Date.now()}`;

beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

const refusal = (body: { error: string; messageKey: string; field: string }) => ({ error: body.error, messageKey: body.messageKey, field: body.field });

describe('admin message templates: only the placeholders a response template can fill', () => {
  const notAllowed = validationMessages.templatePlaceholderNotAllowed;

  it('refuses a placeholder the remark renderer does not fill (400, bilingual key), in every text field', async () => {
    expect(notAllowed.hi).toMatch(/[\u0900-\u097F]/);
    const cases: Array<[string, string]> = [
      ['content', 'Track it here: {{trackUrl}}'],
      ['contentHi', 'प्रिय {{naam}}'],
      ['title', 'Reply {{response}}'],
      ['titleHi', 'अधूरा {{name'],
    ];
    for (const [field, text] of cases) {
      const res = await admin().post('/api/admin/message-templates', { category: `camp-${tag}`, title: 'T', content: 'C', [field]: text });
      expect({ status: res.status, ...refusal(res.body) }).toEqual({ status: 400, error: notAllowed.en, messageKey: 'templatePlaceholderNotAllowed', field });
    }
    expect(await kit.db('message_templates').where({ category: `camp-${tag}` }).pluck('id')).toEqual([]);
  });

  it('saves one that uses only name, requestId or requestCode, title and level', async () => {
    const res = await admin().post('/api/admin/message-templates', {
      category: `camp-ok-${tag}`,
      title: 'Camp',
      content: 'Dear {{name}}, your request {{requestCode}} ({{ title }}, level {{level}}) will be heard at the camp.',
      contentHi: 'प्रिय {{name}}, आपके अनुरोध {{requestId}} की सुनवाई शिविर में होगी।',
    });
    expect(res.status).toBe(201);
    const listed = await staff().get('/api/response-templates');
    expect(listed.body.map((t: { id: number }) => t.id)).toContain(res.body.id);
  });

  it('does not offer staff a free template saved before the rule with a placeholder they cannot fill', async () => {
    const [old] = await kit.db('message_templates')
      .insert({ type: 'sms', category: `legacy-${tag}`, title: 'Legacy', content: 'Follow it: {{trackUrl}}', isActive: true })
      .returning('id');
    const listed = await staff().get('/api/response-templates');
    expect(listed.status).toBe(200);
    expect(listed.body.map((t: { id: number }) => t.id)).not.toContain(old.id);
    await kit.db('message_templates').where({ id: old.id }).delete();
  });
});

describe('request actions refuse a remark that still holds a placeholder', () => {
  const message = validationMessages.remarkHasPlaceholder;

  it('staff reject and complete: 400 with the bilingual key, nothing changes', async () => {
    expect(message.hi).toMatch(/[\u0900-\u097F]/);
    const id = await insertRequest(kit.db, { submitterId: kit.personas.citizenA.user!.id, district: 'raisen' });
    for (const body of [
      { action: 'reject', remarks: 'Dear सुनीता बाई, your request {{requestCode}} will be heard at the camp.' },
      { action: 'complete', remarks: 'Done {{ name }}' },
      { action: 'reject', remarks: 'Outside this office', internalNote: 'see {{x}}' },
    ]) {
      const res = await staff().send('patch', `/api/requests/${id}`, body);
      expect({ status: res.status, messageKey: res.body.messageKey, error: res.body.error }).toEqual({ status: 400, messageKey: 'remarkHasPlaceholder', error: message.en });
    }
    expect(await kit.db('requests').where({ id }).first('status', 'response')).toEqual({ status: 'pending', response: null });
    expect(await kit.db('request_history').where({ requestId: id }).pluck('action')).toEqual(['submitted']);
    // The same remark with the placeholder filled goes through.
    const ok = await staff().send('patch', `/api/requests/${id}`, { action: 'reject', remarks: 'Dear सुनीता बाई, your request will be heard at the camp.' });
    expect(ok.status).toBe(200);
  });

  it('the admin reject and the field form refuse it too', async () => {
    const id = await insertRequest(kit.db, { submitterId: kit.personas.citizenA.user!.id, district: 'raisen' });
    const viaAdmin = await admin().post(`/api/admin/requests/${id}/reject`, { reason: 'Rejected: {{remarks}}' });
    expect({ status: viaAdmin.status, messageKey: viaAdmin.body.messageKey }).toEqual({ status: 400, messageKey: 'remarkHasPlaceholder' });
    const viaFields = await staff().send('patch', `/api/requests/${id}`, { status: 'resolved', response: 'Resolved {{title}}' });
    expect({ status: viaFields.status, messageKey: viaFields.body.messageKey }).toEqual({ status: 400, messageKey: 'remarkHasPlaceholder' });
    expect((await kit.db('requests').where({ id }).first('status')).status).toBe('pending');
  });
});
