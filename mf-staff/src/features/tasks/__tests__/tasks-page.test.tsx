import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@cc/api-client/testing';
import { aRequest } from '@cc/types/testing';
import { renderWithRemote, staffUser } from '../../../test/render-with-remote';
import { TasksPage } from '../components/tasks-page';

const task = aRequest({ id: 41, title: 'Broken hand pump', status: 'in_progress', assignedTo: staffUser.id, allowedActions: ['complete'] });
const templates = [{ id: 1, category: 'resolution', title: 'Request resolved', titleHi: 'अनुरोध का समाधान', content: 'Your request {{requestId}} has been resolved.', contentHi: 'आपके अनुरोध {{requestId}} का समाधान हो गया है।', language: 'both' }];

/** The list, the dialog's templates and the completion, as the API answers them. */
function stubTasks() {
  return stubFetch({
    '/api/requests': { items: [task], nextCursor: null },
    '/api/response-templates': templates,
    'PATCH /api/requests/41': { ...task, status: 'resolved', allowedActions: [] },
  });
}

const patches = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
const patchBodies = (fetchMock: jest.Mock) => patches(fetchMock).map(([, init]) => JSON.parse(init.body as string));

async function completeButton(name: string | RegExp = 'Mark Complete') {
  const card = (await screen.findByRole('heading', { name: 'Broken hand pump' })).closest('li')!;
  return within(card as HTMLElement).getByRole('button', { name });
}

describe('Tasks', () => {
  it('asks the API for what is assigned to the user and still theirs to act on', async () => {
    const fetchMock = stubTasks();
    renderWithRemote(<TasksPage />);
    await completeButton();
    const url = new URL(fetchMock.mock.calls[0]![0] as string, 'http://localhost');
    expect(url.pathname).toBe('/api/requests');
    expect(url.searchParams.get('assignedTo')).toBe(String(staffUser.id));
    expect(url.searchParams.get('actionable')).toBe('true');
  });

  it('Mark Complete opens the remarks dialog and changes nothing', async () => {
    const fetchMock = stubTasks();
    renderWithRemote(<TasksPage />);
    fireEvent.click(await completeButton());
    const dialog = screen.getByRole('dialog', { name: 'Mark Request Complete' });
    expect(within(dialog).getByLabelText(/^Remarks for the citizen/)).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Mark Complete' })).toBeEnabled();
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('confirming without remarks says they are required and sends nothing', async () => {
    const fetchMock = stubTasks();
    renderWithRemote(<TasksPage />);
    fireEvent.click(await completeButton());
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Remarks for the citizen/), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(await within(dialog).findByText('Remarks are required for completion.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('with remarks sends one PATCH carrying them, never the default remark', async () => {
    const fetchMock = stubTasks();
    const { shell } = renderWithRemote(<TasksPage />);
    fireEvent.click(await completeButton());
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Remarks for the citizen/), { target: { value: 'Hand pump repaired on Monday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(fetchMock).map(([url]) => url)).toEqual(['/api/requests/41']);
    expect(patchBodies(fetchMock)).toEqual([{ action: 'complete', remarks: 'Hand pump repaired on Monday', internalNote: null, publishResponse: false }]);
    expect(shell.toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' }));
  });

  it('Cancel closes the dialog, sends nothing and gives focus back to Mark Complete', async () => {
    const fetchMock = stubTasks();
    renderWithRemote(<TasksPage />);
    const button = await completeButton();
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Remarks for the citizen/), { target: { value: 'Typed, then thought better of it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('works from the keyboard: Enter opens it, Escape closes it with nothing sent and focus back on the button', async () => {
    const fetchMock = stubTasks();
    const user = userEvent.setup();
    renderWithRemote(<TasksPage />);
    const button = await completeButton();
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Mark Request Complete' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByLabelText(/^Remarks for the citizen/));
    await user.keyboard('Half typed');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('a pending task offers what a pending card offers, each through its dialog', async () => {
    const fetchMock = stubFetch({ '/api/requests': { items: [{ ...task, status: 'pending' }], nextCursor: null }, '/api/response-templates': templates });
    renderWithRemote(<TasksPage />);
    const card = (await screen.findByRole('heading', { name: 'Broken hand pump' })).closest('li') as HTMLElement;
    expect(within(card).getAllByRole('button').map((button) => button.textContent)).toEqual(['View Details', 'Approve & Forward', 'Mark Complete', 'Reject']);
    fireEvent.click(within(card).getByRole('button', { name: 'Mark Complete' }));
    expect(screen.getByRole('dialog', { name: 'Mark Request Complete' })).toBeInTheDocument();
    expect(patches(fetchMock)).toHaveLength(0);
  });

  it('speaks Hindi in Hindi, required message included', async () => {
    const fetchMock = stubTasks();
    renderWithRemote(<TasksPage />, { language: 'hi' });
    expect(await screen.findByText('आपको सौंपे गए वे अनुरोध जिन पर अभी आपकी कार्रवाई बाकी है।')).toBeInTheDocument();
    fireEvent.click(await completeButton('पूर्ण करें'));
    const dialog = screen.getByRole('dialog', { name: 'अनुरोध पूर्ण करें' });
    expect(within(dialog).getByLabelText(/^नागरिक के लिए टिप्पणी/)).toHaveAttribute('placeholder', 'नागरिक के लिए अपनी टिप्पणी लिखें');
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'पूर्ण करें' }));
    expect(await within(dialog).findByText('पूर्ण करने के लिए टिप्पणी आवश्यक है।')).toBeInTheDocument();
    expect(patches(fetchMock)).toHaveLength(0);
  });
});
