import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '../../../test/render-remote';
import { actionCalls, stubFetch } from '../../../test/stub-fetch';
import { validationMessages } from '@cc/validation';
import { refusedInputs } from '@cc/validation/testing';

async function fillValidForm(email = 'asha@example.in') {
  await userEvent.type(await screen.findByLabelText(/Email address/), email);
  await userEvent.selectOptions(screen.getByLabelText('Reason (optional)'), 'privacy-concerns');
  await userEvent.type(screen.getByLabelText('Additional information (optional)'), 'Please remove my phone number too.');
  await userEvent.click(screen.getByLabelText(/deleting my account is permanent/));
  await userEvent.click(screen.getByLabelText(/saved any information/));
  await userEvent.click(screen.getByLabelText(/consent to the deletion/));
}

describe('data deletion form', () => {
  it('refuses an empty form with the spec messages, focuses the email field and sends nothing', async () => {
    const fetch = stubFetch({});
    renderRemote({ path: '/data-deletion', language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Deletion Request' }));
    expect(screen.getByText('Please provide your email address')).toBeInTheDocument();
    expect(screen.getAllByText('Please confirm all required checkboxes')).toHaveLength(3);
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(actionCalls(fetch)).toEqual([]);
  });

  it('says the same in Hindi', async () => {
    stubFetch({});
    renderRemote({ path: '/data-deletion', language: 'hi' });
    await userEvent.click(await screen.findByRole('button', { name: 'हटाने का अनुरोध भेजें' }));
    expect(screen.getByText('कृपया अपना ईमेल पता दें')).toBeInTheDocument();
    expect(screen.getAllByText('कृपया सभी आवश्यक चेकबॉक्स की पुष्टि करें')).toHaveLength(3);
  });

  it('rejects a malformed email and clears a field error once the field is edited', async () => {
    stubFetch({});
    renderRemote({ path: '/data-deletion', language: 'en' });
    await userEvent.type(await screen.findByLabelText(/Email address/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deletion Request' }));
    expect(screen.getByText('Please provide a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email address/), '@example.in');
    expect(screen.queryByText('Please provide a valid email address')).not.toBeInTheDocument();
  });

  it('still requires every consent when only some are ticked', async () => {
    const fetch = stubFetch({});
    renderRemote({ path: '/data-deletion', language: 'en' });
    await userEvent.type(await screen.findByLabelText(/Email address/), 'asha@example.in');
    await userEvent.click(screen.getByLabelText(/deleting my account is permanent/));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deletion Request' }));
    expect(screen.getAllByText('Please confirm all required checkboxes')).toHaveLength(2);
    expect(actionCalls(fetch)).toEqual([]);
  });

  it('sends email, reason and additional information, then shows the request id', async () => {
    const fetch = stubFetch({ 'POST /api/data-deletion': () => ({ status: 201, body: { requestId: 'DEL-2025-0042' } }) });
    const { shell } = renderRemote({ path: '/data-deletion', language: 'en' });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deletion Request' }));

    const success = await screen.findByRole('status', { name: 'Request Submitted' });
    expect(within(success).getByText(/DEL-2025-0042/)).toHaveTextContent('processed within 30 days');
    expect(within(success).getByText(/DEL-2025-0042/)).toHaveTextContent('confirmation by e-mail');
    const [, init] = actionCalls(fetch)[0];
    expect(JSON.parse(init.body)).toEqual({
      email: 'asha@example.in',
      reason: 'privacy-concerns',
      additionalInfo: 'Please remove my phone number too.',
    });
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Request Submitted' }));
  });

  it('tells the user to try again or write to the office when the server fails', async () => {
    stubFetch({
      'POST /api/data-deletion': () => ({ status: 500, body: { error: 'boom' } }),
      '/api/public/contact': { contactEmail: 'office@example.in' },
    });
    const { shell } = renderRemote({ path: '/data-deletion', language: 'en' });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deletion Request' }));
    const message = 'Failed to submit request. Please try again or contact us directly at office@example.in';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: message, variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Submit Deletion Request' })).toBeEnabled();
  });

  it('names no address in that message when the settings hold none', async () => {
    stubFetch({
      'POST /api/data-deletion': () => ({ status: 500, body: { error: 'boom' } }),
      '/api/public/contact': { contactEmail: null },
    });
    const { shell } = renderRemote({ path: '/data-deletion', language: 'en' });
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deletion Request' }));
    const message = 'Failed to submit request. Please try again later.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: message }));
  });

  it('shows a field error the server found under that field, translated', async () => {
    stubFetch({
      'POST /api/data-deletion': () => ({
        status: 400,
        body: { error: 'Please provide a valid email address', field: 'email', messageKey: 'deletionEmailInvalid' },
      }),
    });
    renderRemote({ path: '/data-deletion', language: 'hi' });
    await userEvent.type(await screen.findByLabelText(/ईमेल पता/), 'asha@example.in');
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'हटाने का अनुरोध भेजें' }));
    expect(await screen.findByText('कृपया एक मान्य ईमेल पता दें')).toBeInTheDocument();
  });
});

describe('the deletion form and the API refuse alike', () => {
  it.each(['en', 'hi'] as const)('refuses the e-mail the API refuses (shared fixture) with the same message (%s)', async (language) => {
    const { body, messageKey } = refusedInputs.dataDeletion;
    const fetch = stubFetch({});
    renderRemote({ path: '/data-deletion', language });
    const email = await screen.findByRole('textbox', { name: language === 'en' ? /Email address/ : /ईमेल/ });
    await userEvent.type(email, body.email);
    for (const consent of screen.getAllByRole('checkbox')) await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Submit Deletion Request' : 'हटाने का अनुरोध भेजें' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(validationMessages[messageKey][language]));
    expect(email).toHaveFocus();
    expect(actionCalls(fetch)).toEqual([]);
  });
});
