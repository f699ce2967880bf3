import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRemote } from '../../../../test/render-with-remote';
import { stubFetch } from '@cc/api-client/testing';
import { aRequest } from '@cc/types/testing';
import { validationMessages } from '@cc/validation';
import { refusedInputs } from '@cc/validation/testing';
import { ActionDialog } from '../action-dialog';

const request = aRequest({ title: 'Broken hand pump', description: 'No water for a week' });

const templates = [{ id: 1, category: 'resolution', title: 'Request resolved', titleHi: 'अनुरोध का समाधान', content: 'Dear {{name}}, your request {{requestId}} has been resolved.', contentHi: 'प्रिय {{name}}, आपके अनुरोध {{requestId}} का समाधान हो गया है।', language: 'both' }];
const authorities = [{ id: 7, name: 'Vijay Patel', role: 'government_official', department: 'Public Works Department', level: 1 }];

function patchBodies(fetchMock: jest.Mock) {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH').map(([, init]) => JSON.parse(init.body as string));
}

describe('the remarks dialog', () => {
  it('refuses a reject without remarks with the spec message and sends nothing', async () => {
    const fetchMock = stubFetch({ '/api/response-templates': templates });
    renderWithRemote(<ActionDialog mode="reject" request={request} onClose={jest.fn()} />);
    expect(screen.getByLabelText(/^Remarks/)).toHaveAttribute('rows', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Remarks are required for rejection.')).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toHaveLength(0);
  });

  it('refuses a completion without remarks in Hindi', async () => {
    stubFetch({ '/api/response-templates': templates });
    renderWithRemote(<ActionDialog mode="complete" request={request} onClose={jest.fn()} />, { language: 'hi' });
    fireEvent.click(screen.getByRole('button', { name: 'पूर्ण करें' }));
    expect(await screen.findByText('पूर्ण करने के लिए टिप्पणी आवश्यक है।')).toBeInTheDocument();
  });

  it('asks for an authority before forwarding, then sends the optional remarks empty so the server writes its default', async () => {
    const fetchMock = stubFetch({
      '/api/response-templates': templates,
      '/api/users/authorities': authorities,
      'PATCH /api/requests/41': { ...request, status: 'escalated' },
    });
    const onClose = jest.fn();
    const { shell } = renderWithRemote(<ActionDialog mode="approve" request={request} onClose={onClose} />);
    expect(screen.getByText('Loading authorities...')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve & Forward' }));
    expect(await screen.findByText('Please select an authority')).toBeInTheDocument();
    fireEvent.click(await screen.findByLabelText(/Vijay Patel/));
    fireEvent.click(screen.getByRole('button', { name: 'Approve & Forward' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patchBodies(fetchMock)).toEqual([{ action: 'approve_forward', remarks: null, response: null, assignedTo: 7 }]);
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'Request updated successfully', variant: 'success' }));
  });

  it('says who reads each box of a forward, and sends the note to the official apart from the message to the citizen', async () => {
    const fetchMock = stubFetch({
      '/api/response-templates': templates,
      '/api/users/authorities': authorities,
      'PATCH /api/requests/41': { ...request, status: 'escalated' },
    });
    renderWithRemote(<ActionDialog mode="approve" request={request} onClose={jest.fn()} />);
    const note = screen.getByLabelText(/^Note to the official/);
    expect(note).toHaveAccessibleDescription('Only staff and officials see this note. The citizen never does.');
    const message = screen.getByLabelText(/^Message to the citizen/);
    expect(message).toHaveAccessibleDescription(/^The citizen will see this/);
    fireEvent.change(note, { target: { value: 'Please repair within 3 days' } });
    fireEvent.change(message, { target: { value: 'Sent to the Public Works office' } });
    fireEvent.click(await screen.findByLabelText(/Vijay Patel/));
    fireEvent.click(screen.getByRole('button', { name: 'Approve & Forward' }));
    await waitFor(() => expect(patchBodies(fetchMock)).toHaveLength(1));
    expect(patchBodies(fetchMock)[0]).toEqual({ action: 'approve_forward', remarks: 'Please repair within 3 days', response: 'Sent to the Public Works office', assignedTo: 7 });
  });

  it('a rejection: the remarks go to the citizen, the internal note stays inside, and there is nothing to publish (a rejected request never is)', async () => {
    const fetchMock = stubFetch({ '/api/response-templates': templates, 'PATCH /api/requests/41': { ...request, status: 'rejected' } });
    renderWithRemote(<ActionDialog mode="reject" request={request} onClose={jest.fn()} />);
    expect(screen.getByLabelText(/^Remarks for the citizen/)).toHaveAccessibleDescription(/^The citizen will see this/);
    expect(screen.getByLabelText(/^Internal note/)).toHaveAccessibleDescription('Only staff and officials see this note. The citizen never does.');
    expect(screen.queryByLabelText('Also publish these remarks (without names) on the public map and reports')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Remarks for the citizen/), { target: { value: 'Outside this office' } });
    fireEvent.change(screen.getByLabelText(/^Internal note/), { target: { value: 'Caller was rude' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(patchBodies(fetchMock)).toHaveLength(1));
    expect(patchBodies(fetchMock)[0]).toEqual({ action: 'reject', remarks: 'Outside this office', internalNote: 'Caller was rude' });
  });

  it('a resolution: its remarks are published only when ticked by hand', async () => {
    const fetchMock = stubFetch({ '/api/response-templates': templates, 'PATCH /api/requests/41': { ...request, status: 'resolved' } });
    renderWithRemote(<ActionDialog mode="complete" request={request} onClose={jest.fn()} />);
    const publish = screen.getByLabelText('Also publish these remarks (without names) on the public map and reports');
    expect(publish).not.toBeChecked();
    fireEvent.change(screen.getByLabelText(/^Remarks for the citizen/), { target: { value: 'Road repaired' } });
    fireEvent.click(publish);
    fireEvent.click(screen.getByRole('button', { name: /^Complete|^Mark|^Resolve/ }));
    await waitFor(() => expect(patchBodies(fetchMock)).toHaveLength(1));
    expect(patchBodies(fetchMock)[0]).toEqual({ action: 'complete', remarks: 'Road repaired', internalNote: null, publishResponse: true });
  });

  it('says who reads each box in Hindi', () => {
    stubFetch({ '/api/response-templates': templates });
    renderWithRemote(<ActionDialog mode="complete" request={request} onClose={jest.fn()} />, { language: 'hi' });
    expect(screen.getByLabelText(/^आंतरिक टिप्पणी/)).toHaveAccessibleDescription('यह टिप्पणी केवल कर्मचारी और अधिकारी देखते हैं। नागरिक इसे कभी नहीं देखता।');
    expect(screen.getByLabelText(/^नागरिक के लिए टिप्पणी/)).toHaveAccessibleDescription(/^नागरिक इसे/);
  });

  it('fills a chosen template from the request', async () => {
    stubFetch({ '/api/response-templates': templates });
    renderWithRemote(<ActionDialog mode="complete" request={request} onClose={jest.fn()} />);
    const picker = await screen.findByLabelText('Response template');
    await waitFor(() => expect(picker).toBeEnabled());
    fireEvent.change(picker, { target: { value: '1' } });
    expect(screen.getByLabelText(/^Remarks/)).toHaveValue('Dear Ramesh Kumar, your request CC-2026-000041 has been resolved.');
  });

  it("shows the server's reason on failure and never a success notice", async () => {
    stubFetch({
      '/api/response-templates': templates,
      'PATCH /api/requests/41': () => ({
        status: 409,
        body: { error: 'This action is not allowed for the request in its current status', messageKey: 'actionNotAllowedInStatus' },
      }),
    });
    const onClose = jest.fn();
    const { shell } = renderWithRemote(<ActionDialog mode="reject" request={request} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/^Remarks/), { target: { value: 'Duplicate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This action is not allowed for the request in its current status');
    expect(onClose).not.toHaveBeenCalled();
    expect(shell.toast).toHaveBeenCalledTimes(1);
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
  });
});

describe('the Reject dialog and the API refuse alike', () => {
  it.each(['en', 'hi'] as const)('refuses the remarks the API refuses (shared fixture) with the same message (%s)', async (language) => {
    const { body, messageKey } = refusedInputs.staffReject;
    const fetchMock = stubFetch({ '/api/response-templates': templates });
    renderWithRemote(<ActionDialog mode="reject" request={request} onClose={jest.fn()} />, { language });
    fireEvent.change(screen.getByLabelText(language === 'en' ? /^Remarks/ : /^नागरिक के लिए टिप्पणी/), { target: { value: body.remarks } });
    fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Reject' : 'अस्वीकार करें' }));
    expect(await screen.findByText(validationMessages[messageKey][language])).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toHaveLength(0);
  });
});
