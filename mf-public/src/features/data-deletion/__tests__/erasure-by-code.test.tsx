import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '../../../test/render-remote';
import { actionCalls, stubFetch } from '../../../test/stub-fetch';

async function choosePathWithoutAccount(name = 'I filed without an account') {
  await userEvent.click(await screen.findByRole('radio', { name }));
}

describe('erasing a request filed without an account', () => {
  it('refuses an empty code and phone with the shared messages and sends nothing', async () => {
    const fetch = stubFetch({});
    renderRemote({ path: '/data-deletion', language: 'en' });
    await choosePathWithoutAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(screen.getByText('Please enter your request code')).toBeInTheDocument();
    expect(screen.getByText('Please enter the phone number given with the request')).toBeInTheDocument();
    expect(screen.getByLabelText(/Request code/)).toHaveFocus();
    expect(actionCalls(fetch)).toEqual([]);
  });

  it('asks for the SMS code, then erases with it and shows the reference', async () => {
    const fetch = stubFetch({
      'POST /api/data-deletion/by-code': () => ({ status: 200, body: { challengeId: 'challenge-1', expiresInMinutes: 10 } }),
      'POST /api/data-deletion/by-code/confirm': () => ({ status: 200, body: { requestCode: 'DEL-2031-ABCDEFGH', success: true } }),
    });
    renderRemote({ path: '/data-deletion', language: 'en' });
    await choosePathWithoutAccount();
    await userEvent.type(screen.getByLabelText(/Request code/), 'cc-2031-000042');
    await userEvent.type(screen.getByLabelText(/Phone number/), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));

    expect(await screen.findByText(/If the request code and phone number match/)).toHaveTextContent('10 minutes');
    expect(JSON.parse(actionCalls(fetch)[0][1].body)).toEqual({ code: 'CC-2031-000042', phone: '98765 43210', language: 'en' });
    await userEvent.type(screen.getByLabelText(/Code from the SMS/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my data from this request' }));
    expect(screen.getByText('The code has 6 digits')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Code from the SMS/), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my data from this request' }));

    const done = await screen.findByRole('status', { name: 'Your data has been removed' });
    expect(within(done).getByText(/DEL-2031-ABCDEFGH/)).toBeInTheDocument();
    expect(JSON.parse(actionCalls(fetch)[1][1].body)).toEqual({ challengeId: 'challenge-1', otp: '123456' });
  });

  it('shows a wrong code under its field, in Hindi', async () => {
    stubFetch({
      'POST /api/data-deletion/by-code': () => ({ status: 200, body: { challengeId: 'challenge-2', expiresInMinutes: 10 } }),
      'POST /api/data-deletion/by-code/confirm': () => ({ status: 400, body: { error: 'x', field: 'otp', messageKey: 'erasureOtpWrong' } }),
    });
    renderRemote({ path: '/data-deletion', language: 'hi' });
    await choosePathWithoutAccount('मैंने बिना खाते के अनुरोध दर्ज किया');
    await userEvent.type(screen.getByLabelText(/अनुरोध कोड/), 'CC-2031-000042');
    await userEvent.type(screen.getByLabelText(/फ़ोन नंबर/), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'एसएमएस से कोड भेजें' }));
    await userEvent.type(await screen.findByLabelText(/एसएमएस में मिला कोड/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'इस अनुरोध से मेरा डेटा हटाएँ' }));
    expect(await screen.findByLabelText(/एसएमएस में मिला कोड/)).toHaveAccessibleDescription(expect.stringContaining('यह कोड सही नहीं है'));
  });
});
