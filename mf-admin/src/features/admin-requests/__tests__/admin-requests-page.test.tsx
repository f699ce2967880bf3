import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRequest, stagesFor } from '@cc/types/testing';
import type { RequestDto, RequestListItem, RequestTimeline } from '@cc/types';
import { stubFetch } from '../../../test/stub-fetch';
import { renderAdmin } from '../../../test/render-admin';

/** Twelve requests, newest first, as the server would page them. */
const all: RequestDto[] = Array.from({ length: 12 }, (_, index) =>
  aRequest({ id: 100 + index, requestId: `CC-2026-0001${String(index).padStart(2, '0')}`, name: `Citizen ${index}`, description: `Complaint number ${index}` }),
);

/** GET /api/admin/requests as the API answers it: only the asked page, the total of the filters. */
function serverPage(items: RequestListItem[], asked: URL[]) {
  return (_init: unknown, url: URL) => {
    asked.push(url);
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    return { status: 200, body: { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize } };
  };
}

/** A request as the list answers it: without the detail-only fields (phone, address, attachment ...). */
function listItemOf(request: RequestDto): RequestListItem {
  const { phone: _phone, email: _email, voterIdNumber: _voter, block: _block, address: _address, attachmentUrl: _url, attachmentPath: _path, attachmentType: _type, attachmentName: _name, ...item } = request;
  return item;
}

function timelineOf(request: RequestDto, overrides: Partial<RequestTimeline> = {}): RequestTimeline {
  return {
    request,
    timeMetrics: { timeElapsed: 80.5, standardResponseTimeHours: 72, isOverdue: true, isClosed: false, dueAt: null, slaStartedAt: request.submittedAt, clock: 'office-hours' },
    submitter: { name: request.name, role: 'citizen' },
    assignedUser: null,
    escalations: [],
    history: [{ id: 1, action: 'submitted', notes: null, internalNote: null, userName: request.name, userRole: 'citizen', timestamp: request.submittedAt }],
    ...overrides,
  };
}

const authorities = [
  { id: 7, name: 'Vijay Patel', role: 'government_official', department: null, level: 1 },
  { id: 8, name: 'Arvind Mishra', role: 'collector', department: null, level: 3 },
];

const bodyOf = (init: unknown) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>;

describe('admin requests page', () => {
  it('shows rows, "Showing X of Y requests" and numbered pages; search and filters go back to page 1', async () => {
    const asked: URL[] = [];
    stubFetch({ '/api/admin/requests': serverPage(all, asked), '/api/locations': [] });
    renderAdmin('en', '/admin/requests');

    expect(await screen.findByText('Showing 10 of 12 requests')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Requests', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    const first = screen.getByRole('button', { name: 'Water Supply CC-2026-000100' }).closest('article')!;
    expect(first).toHaveTextContent('Citizen 0');
    expect(first).toHaveTextContent('Complaint number 0');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('Normal');
    expect(first).toHaveTextContent('2 Nov 2026, 12:00 pm');

    const pages = screen.getByRole('navigation', { name: 'Requests pages' });
    await userEvent.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByText('Showing 2 of 12 requests')).toBeInTheDocument();
    expect(asked.at(-1)!.searchParams.get('page')).toBe('2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'escalated');
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('status')).toBe('escalated'));
    expect(asked.at(-1)!.searchParams.get('page')).toBe('1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'high');
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('priority')).toBe('high'));

    // The search runs on Enter only, not while typing.
    const box = screen.getByRole('searchbox', { name: 'Search requests' });
    expect(box).toHaveAttribute('placeholder', 'Request ID, Title, Citizen Name, District');
    const before = asked.length;
    await userEvent.type(box, 'Citizen 3');
    expect(asked.length).toBe(before);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('q')).toBe('Citizen 3'));
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({ q: 'Citizen 3', status: 'escalated', priority: 'high', page: '1', pageSize: '10' });
  });

  it('says "No requests found" and shows no page buttons when nothing matches (Hindi too)', async () => {
    stubFetch({ '/api/admin/requests': serverPage([], []), '/api/locations': [] });
    renderAdmin('hi', '/admin/requests');
    expect(await screen.findByText('कोई अनुरोध नहीं मिला')).toBeInTheDocument();
    expect(screen.getByText('0 में से 0 अनुरोध दिखाए जा रहे हैं')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /पृष्ठ$/ })).not.toBeInTheDocument();
  });

  it('one page of results has no page buttons', async () => {
    stubFetch({ '/api/admin/requests': serverPage(all.slice(0, 3), []), '/api/locations': [] });
    renderAdmin('en', '/admin/requests');
    expect(await screen.findByText('Showing 3 of 3 requests')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('the detail dialog', () => {
  it('shows "Loading workflow data..." and then the tiles, the steps with one per escalation, the alert and the history', async () => {
    const escalated = aRequest({ ...all[0], status: 'escalated', assignedTo: 7, assignee: { name: 'Vijay Patel', email: 'vijay@example.in' }, escalationLevel: 2, priority: 'medium', workflow: { stages: stagesFor('escalated') } });
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    stubFetch({
      '/api/admin/requests': serverPage([listItemOf(escalated)], []),
      '/api/locations': [],
      '/api/admin/requests/100/workflow': () => ({ status: 0, body: null }),
    });
    // The workflow call waits until the test lets it answer.
    const fetchMock = globalThis.fetch as jest.Mock;
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/workflow')) {
        const { status, body } = await new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
        return { ok: status === 200, status, statusText: String(status), text: async () => JSON.stringify(body), json: async () => body } as unknown as Response;
      }
      return original(input, init);
    });
    renderAdmin('en', '/admin/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'Water Supply CC-2026-000100' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Details' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading workflow data...');
    expect(dialog).toHaveTextContent('Assigned to Authority');
    expect(dialog).toHaveTextContent('vijay@example.in');
    // The list item has no phone or address: they wait for the workflow call's full request.
    expect(dialog).not.toHaveTextContent(escalated.address);
    expect(dialog).not.toHaveTextContent(escalated.phone);

    answer({
      status: 200,
      body: timelineOf(escalated, {
        assignedUser: { name: 'Vijay Patel', role: 'government_official' },
        escalations: [
          { id: 1, escalationLevel: 1, fromUserName: 'Anil Sharma', fromUserRole: 'admin', toUserName: 'Vijay Patel', toUserRole: 'government_official', reason: 'Forwarded to PWD', escalatedAt: '2026-11-03T06:30:00Z' },
          { id: 2, escalationLevel: 2, fromUserName: 'Vijay Patel', fromUserRole: 'government_official', toUserName: null, toUserRole: null, reason: 'overdue by 5 h', escalatedAt: '2026-11-06T06:30:00Z' },
        ],
        history: [
          { id: 1, action: 'submitted', notes: null, internalNote: null, userName: 'Citizen 0', userRole: 'citizen', timestamp: '2026-11-02T06:30:00Z' },
          { id: 2, action: 'approve_forward', notes: 'Request approved.', internalNote: 'Repair within 3 days', userName: 'Anil Sharma', userRole: 'admin', timestamp: '2026-11-03T06:30:00Z' },
        ],
      }),
    });
    expect(await within(dialog).findByText('Workflow Progress & Timeline')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Loading workflow data...')).not.toBeInTheDocument());
    expect(dialog).toHaveTextContent('80.5 h / 72 h · Overdue');
    expect(dialog).toHaveTextContent(escalated.address);
    expect(dialog).toHaveTextContent(escalated.phone);
    const tiles = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(tiles).toEqual(expect.arrayContaining(['Time Elapsed80.5 h', 'Standard Time72 h', 'StatusOverdue']));
    expect(within(dialog).getByTestId('escalation-alert')).toHaveTextContent('may be automatically escalated to the next level if not resolved soon');

    const steps = within(within(dialog).getByRole('list', { name: 'Workflow steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')!.textContent)).toEqual([
      'Request Submitted · Completed',
      'Administrative Review · Completed',
      'Assigned to Authority · Current',
      'Escalated to Level 1 · Completed',
      'Escalated to Level 2 · Completed',
      'Work in Progress · Upcoming',
      'Resolution · Upcoming',
    ]);
    expect(steps[0]).toHaveTextContent('By Citizen 0 (Citizen)');
    expect(steps[3]).toHaveTextContent('From Anil Sharma (Administrator) to Vijay Patel (Government Official)');
    expect(steps[3]).toHaveTextContent('Reason: Forwarded to PWD');
    expect(steps[4]).toHaveTextContent('From Vijay Patel (Government Official) to Unassigned');
    expect(steps[4]).toHaveTextContent('Reason: Overdue by 5 hours');
    expect(dialog).toHaveTextContent('Action History');
    expect(dialog).toHaveTextContent('Approved and forwarded');
    expect(dialog).toHaveTextContent('Request approved.');
    expect(dialog).toHaveTextContent('Internal note (not shown to the citizen): Repair within 3 days');
    // Not pending: no actions.
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('says "Workflow data not available" when the workflow call fails; a resolved request shows no Escalation Alert', async () => {
    const resolved = aRequest({ ...all[1], status: 'resolved', resolvedAt: '2026-11-05T06:30:00Z' });
    stubFetch({
      '/api/admin/requests': serverPage([all[0]!, resolved], []),
      '/api/locations': [],
      '/api/admin/requests/100/workflow': () => ({ status: 500, body: { error: 'boom' } }),
      '/api/admin/requests/101/workflow': timelineOf(resolved),
    });
    renderAdmin('en', '/admin/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'Water Supply CC-2026-000100' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Details' });
    expect(await within(dialog).findByText('Workflow data not available')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Water Supply CC-2026-000101' }));
    const second = screen.getByRole('dialog', { name: 'Request Details' });
    expect(await within(second).findByText('Time Elapsed')).toBeInTheDocument();
    expect(within(second).queryByTestId('escalation-alert')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Resolved');
  });

  it('Approve and Forward needs an authority; then "Success" with the server message, the dialog closes and the list is read again', async () => {
    const asked: URL[] = [];
    const sent: Array<Record<string, unknown>> = [];
    stubFetch({
      '/api/admin/requests': serverPage(all, asked),
      '/api/locations': [],
      '/api/users/authorities': authorities,
      '/api/admin/requests/100/workflow': timelineOf(all[0]!),
      'POST /api/admin/requests/100/approve': (init: unknown) => {
        sent.push(bodyOf(init));
        return { status: 200, body: { success: true, message: 'Request approved and forwarded to the authority', messageKey: 'requestApprovedAndForwarded' } };
      },
    });
    const shell = renderAdmin('en', '/admin/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'Water Supply CC-2026-000100' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Details' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Approve and Forward' }));
    expect(within(dialog).getByText('Please select an authority to forward the request to')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Authority to forward to' }), 'Vijay Patel · Government Official');
    // Each box says who reads it: the note stays with the office, the message goes to the citizen.
    const note = within(dialog).getByRole('textbox', { name: 'Note to the official (optional)' });
    expect(note).toHaveAccessibleDescription('Only staff and officials see this note. The citizen never does.');
    const message = within(dialog).getByRole('textbox', { name: 'Message to the citizen (optional)' });
    expect(message).toHaveAccessibleDescription(/^The citizen will see this/);
    await userEvent.type(note, 'Road repair within 3 days');
    await userEvent.type(message, 'Sent to the Public Works office');
    const reads = asked.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and Forward' }));
    await waitFor(() => expect(sent).toEqual([{ assignedTo: 7, remarks: 'Road repair within 3 days', response: 'Sent to the Public Works office' }]));
    expect(shell.toast).toHaveBeenCalledWith({ title: 'Success', description: 'Request approved and forwarded to the authority', variant: 'success' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(asked.length).toBeGreaterThan(reads));
  });

  it('Reject needs a reason; a failure shows "त्रुटि" with "Failed to process request" in Hindi and keeps the dialog (Hindi)', async () => {
    const sent: Array<Record<string, unknown>> = [];
    stubFetch({
      '/api/admin/requests': serverPage(all, []),
      '/api/locations': [],
      '/api/users/authorities': authorities,
      '/api/admin/requests/100/workflow': timelineOf(all[0]!),
      'POST /api/admin/requests/100/reject': (init: unknown) => {
        sent.push(bodyOf(init));
        return { status: 500, body: {} };
      },
    });
    const shell = renderAdmin('hi', '/admin/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'जल आपूर्ति CC-2026-000100' }));
    const dialog = screen.getByRole('dialog', { name: 'अनुरोध का विवरण' });
    const reason = await within(dialog).findByRole('textbox', { name: 'अस्वीकृति का कारण' });
    await userEvent.type(reason, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'अस्वीकार करें' }));
    expect(within(dialog).getByText('कृपया अस्वीकृति का कारण बताएँ')).toBeInTheDocument();
    expect(sent).toEqual([]);

    expect(reason).toHaveAccessibleDescription(/^नागरिक इसे/);
    const internal = within(dialog).getByRole('textbox', { name: 'आंतरिक टिप्पणी (वैकल्पिक)' });
    expect(internal).toHaveAccessibleDescription('यह टिप्पणी केवल कर्मचारी और अधिकारी देखते हैं। नागरिक इसे कभी नहीं देखता।');
    await userEvent.type(reason, 'पहले से दर्ज');
    await userEvent.type(internal, 'फ़ोन पर बात हुई');
    // A rejected request is never published: the reason has no "publish" box.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'अस्वीकार करें' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'पहले से दर्ज', internalNote: 'फ़ोन पर बात हुई' }]));
    await waitFor(() => expect(shell.toast).toHaveBeenCalledWith({ title: 'त्रुटि', description: 'अनुरोध संसाधित करने में विफल', variant: 'destructive' }));
    expect(screen.getByRole('dialog', { name: 'अनुरोध का विवरण' })).toBeInTheDocument();
  });
});
