import { validationMessages } from '@cc/validation';
import { refusedInputs, type RefusedInput } from '@cc/validation/testing';
import { createKit, insertRequest, type Kit } from './request-test-kit';

// The API half of "a form and the API refuse the same input with the same message": each form's
// own test (request form, staff Reject dialog, registration, data deletion) types the same input
// and expects the same catalogue message on screen.
let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

const expectRefused = (res: { status: number; body: unknown }, input: RefusedInput) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ field: input.field, messageKey: input.messageKey, error: validationMessages[input.messageKey].en });
};

describe('the API refuses what the forms refuse, with the same message', () => {
  it('request form: POST /api/requests', async () => {
    const res = await kit.personas.citizenA.client.send('post', '/api/requests', refusedInputs.requestForm.body);
    expectRefused(res, refusedInputs.requestForm);
    expect(await kit.db('requests').where({ description: refusedInputs.requestForm.body.description })).toHaveLength(0);
  });

  it('staff Reject dialog: PATCH /api/requests/:id', async () => {
    const id = await insertRequest(kit.db, { submitterId: kit.personas.citizenA.user!.id });
    const res = await kit.personas.staff.client.send('patch', `/api/requests/${id}`, refusedInputs.staffReject.body);
    expectRefused(res, refusedInputs.staffReject);
    expect((await kit.db('requests').where({ id }).first()).status).toBe('pending');
  });

  it('registration: POST /api/auth/register', async () => {
    const res = await kit.personas.anonymous.client.send('post', '/api/auth/register', refusedInputs.registration.body);
    expectRefused(res, refusedInputs.registration);
    expect(await kit.db('users').where({ username: refusedInputs.registration.body.username })).toHaveLength(0);
  });

  it('data deletion form: POST /api/data-deletion', async () => {
    const res = await kit.personas.anonymous.client.send('post', '/api/data-deletion', refusedInputs.dataDeletion.body);
    expectRefused(res, refusedInputs.dataDeletion);
  });
});
