import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCitizenApp } from '../test/render-citizen-app';
import { aRequest } from '@cc/types/testing';
import { stubFetch } from '@cc/api-client/testing';

const reference = {
  '/api/request-types': [{ id: 1, name: 'water-supply', displayName: 'Water Supply', displayNameHi: 'जल आपूर्ति' }],
  '/api/locations': [{ id: 2, type: 'district', name: 'Raisen', nameHi: 'रायसेन', value: 'raisen', parentId: 1 }],
  '/api/requests/stats': { total: 0, pending: 0, in_progress: 0, resolved: 0 },
};

/** Opens every card's timeline, as the citizen taps "View Progress" (cards open with it closed). */
async function openTimelines(name: RegExp = /View Progress|प्रगति देखें/) {
  for (const button of await screen.findAllByRole('button', { name })) await userEvent.click(button);
}

describe('My Requests', () => {
  it('opens each card with its timeline closed; View Progress opens it', async () => {
    stubFetch({ ...reference, '/api/requests': { items: [aRequest(), aRequest({ id: 42, requestId: 'CC-2026-000042' })], nextCursor: null } });
    renderCitizenApp('/citizen/requests');
    await screen.findByText('CC-2026-000041');
    expect(screen.queryAllByRole('list', { name: /Progress of request/ })).toHaveLength(0);
    const [first] = screen.getAllByRole('button', { name: 'View Progress' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first!);
    expect(screen.getAllByRole('list', { name: /Progress of request/ })).toHaveLength(1);
  });

  it.each([
    ['en', 'Showing 2 of 37 requests'],
    ['hi', '37 में से 2 अनुरोध दिखाए जा रहे हैं'],
  ] as const)('says how many there are in all when more exist (%s)', async (language, text) => {
    const items = [aRequest(), aRequest({ id: 42, requestId: 'CC-2026-000042' })];
    stubFetch({ ...reference, '/api/requests': { items, nextCursor: 'next', total: 37 } });
    renderCitizenApp('/citizen/requests', { language });
    expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
  });
  it('shows each request with its type, district, badge, date and the §4 timeline highlighting', async () => {
    stubFetch({
      ...reference,
      '/api/requests': { items: [aRequest(), aRequest({ id: 42, requestId: 'CC-2026-000042', status: 'in_progress' }), aRequest({ id: 43, requestId: 'CC-2026-000043', status: 'resolved' })], nextCursor: null },
    });
    renderCitizenApp('/citizen/requests');
    await openTimelines();
    const pending = (await screen.findByText('CC-2026-000041')).closest('article')!;
    expect(within(pending).getByRole('heading', { name: 'Water Supply' })).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toHaveAttribute('data-status', 'pending');
    expect(within(pending).getByText('Raisen')).toBeInTheDocument();
    expect(within(pending).getByText('2 Nov 2026')).toBeInTheDocument();
    expect(within(pending).getByRole('list', { name: /Progress of request/ }).querySelector('[aria-current="step"]')).toHaveTextContent('Under Review');
    const working = screen.getByText('CC-2026-000042').closest('article')!;
    expect(working.querySelector('[aria-current="step"]')).toHaveTextContent('In Progress');
    const resolved = screen.getByText('CC-2026-000043').closest('article')!;
    expect(resolved.querySelector('[aria-current="step"]')).toBeNull();
    // The server's five stages, all completed (spec §4: Submitted, Under Review, Assigned, In Progress, Resolved).
    expect(within(resolved).getAllByText(/Completed/)).toHaveLength(5);
  });

  it.each([
    ['en', 'assigned', 'Assigned', ['Submitted', 'Under Review', 'Assigned', 'In Progress', 'Resolved']],
    ['en', 'escalated', 'Assigned', ['Submitted', 'Under Review', 'Assigned', 'In Progress', 'Resolved']],
    ['hi', 'escalated', 'सौंपा गया', ['जमा किया गया', 'समीक्षाधीन', 'सौंपा गया', 'प्रगति में', 'हल हो गया']],
  ] as const)("renders the server's stages for an %s %s request, the current one being %s", async (language, status, current, names) => {
    // Stages the client could not derive from the status alone: it must show what the server says.
    const stages = [
      { name: 'Submitted', status: 'completed', date: '2026-11-02T06:30:00.000Z' },
      { name: 'Under Review', status: 'completed', date: '2026-11-03T06:30:00.000Z' },
      { name: 'Assigned', status: 'current', date: '2026-11-03T08:00:00.000Z' },
      { name: 'In Progress', status: 'upcoming', date: null },
      { name: 'Resolved', status: 'upcoming', date: null },
    ] as const;
    stubFetch({ ...reference, '/api/requests': { items: [aRequest({ status, workflow: { stages: [...stages] } })], nextCursor: null } });
    renderCitizenApp('/citizen/requests', { language });
    await openTimelines();
    const timeline = await screen.findByRole('list', { name: /CC-2026-000041/ });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('[class*="stageName"]')?.textContent)).toEqual(names);
    expect(timeline.querySelector('[aria-current="step"]')).toHaveTextContent(current);
    expect(steps.map((step) => step.getAttribute('data-stage-status'))).toEqual(['completed', 'completed', 'current', 'upcoming', 'upcoming']);
  });

  it.each([
    ['en', 1, 'Showing 1 request'],
    ['en', 2, 'Showing 2 requests'],
    ['hi', 1, '1 अनुरोध दिखाया जा रहा है'],
    ['hi', 2, '2 अनुरोध दिखाए जा रहे हैं'],
  ] as const)('counts the list with plural rules (%s, %i)', async (language, n, text) => {
    const items = [aRequest(), aRequest({ id: 42, requestId: 'CC-2026-000042' })].slice(0, n);
    stubFetch({ ...reference, '/api/requests': { items, nextCursor: null } });
    renderCitizenApp('/citizen/requests', { language });
    expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
  });

  it('filters by status from the address, shows the chip, and Clear removes the filter', async () => {
    const fetch = stubFetch({
      ...reference,
      '/api/requests': (_init: RequestInit | undefined, url: URL) => ({ status: 200, body: { items: url.searchParams.get('status') === 'resolved' ? [aRequest({ status: 'resolved' })] : [aRequest(), aRequest({ id: 50, requestId: 'CC-2026-000050' })], nextCursor: null } }),
    });
    renderCitizenApp('/citizen/requests?status=resolved');
    expect(await screen.findByTestId('status-chip')).toHaveTextContent('Status: Resolved');
    expect(await screen.findByText('CC-2026-000041')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('status=resolved') && String(url).includes('citizenId=3'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear status filter' }));
    expect(await screen.findByText('CC-2026-000050')).toBeInTheDocument();
    expect(screen.queryByTestId('status-chip')).not.toBeInTheDocument();
  });

  it('pages through nextCursor instead of loading everything', async () => {
    const fetch = stubFetch({
      ...reference,
      '/api/requests': (_init: RequestInit | undefined, url: URL) => ({
        status: 200,
        body: url.searchParams.get('cursor') === 'page-2' ? { items: [aRequest({ id: 2, requestId: 'CC-2026-000002' })], nextCursor: null } : { items: [aRequest()], nextCursor: 'page-2' },
      }),
    });
    renderCitizenApp('/citizen/requests');
    await screen.findByText('CC-2026-000041');
    expect(String(fetch.mock.calls.find(([url]) => String(url).startsWith('/api/requests?'))![0])).toContain('limit=10');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('CC-2026-000002')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says No Requests and offers to create the first one, in Hindi too', async () => {
    stubFetch({ ...reference, '/api/requests': { items: [], nextCursor: null } });
    renderCitizenApp('/citizen/requests', { language: 'hi' });
    expect(await screen.findByText('कोई अनुरोध नहीं')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पहला अनुरोध बनाएँ' })).toHaveAttribute('href', '/citizen/new');
  });
});

describe('request details and attachment preview', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  function stubDetail(detail: ReturnType<typeof aRequest>, file: Blob = new Blob(['png'], { type: 'image/png' })) {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubFetch({ ...reference, '/api/requests': { items: [detail], nextCursor: null }, [`/api/requests/${detail.id}/attachment`]: { status: 200, body: file } });
    const stubbed = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === `/api/requests/${detail.id}`) {
        await gate;
        return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(detail) } as Response;
      }
      return stubbed(input, init);
    }) as typeof fetch;
    return release;
  }

  it('shows a skeleton, then every field with the defaults (priority Normal) and Last Updated only when later', async () => {
    const trackUrl = 'https://grievances.example.in/track/CC-2026-000041?t=abc.def';
    const release = stubDetail(aRequest({ response: 'Tanker sent', assignee: { name: 'Vijay Patel', email: null }, assignedTo: 7, voterIdNumber: 'ABC1234567', updatedAt: new Date(Date.UTC(2026, 10, 4, 9)).toISOString(), trackUrl }));
    renderCitizenApp('/citizen/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'View Full Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Details' });
    expect(within(dialog).getByTestId('details-skeleton')).toBeInTheDocument();
    release();
    expect(await within(dialog).findByText('Tanker sent')).toBeInTheDocument();
    expect(within(dialog).getByText('Normal')).toBeInTheDocument();
    expect(within(dialog).getByText('Vijay Patel')).toBeInTheDocument();
    expect(within(dialog).getByText('ABC1234567')).toBeInTheDocument();
    expect(within(dialog).getByText('Last Updated')).toBeInTheDocument();
    // The signed status link the citizen's messages carry, from the API's detail.
    expect(within(dialog).getByRole('link', { name: 'Open the status page (no login needed)' })).toHaveAttribute('href', trackUrl);
  });

  it('labels the person who rejected it "Decided by", never "Assigned to Authority"', async () => {
    const staff = { name: 'Sunita Verma', email: null };
    stubDetail(aRequest({ status: 'rejected', response: 'Outside this office', assignee: staff, assignedTo: 3, decidedBy: { name: 'Sunita Verma' } }))();
    renderCitizenApp('/citizen/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'View Full Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Details' });
    expect(await within(dialog).findByText('Decided by')).toBeInTheDocument();
    expect(within(dialog).getByText('Decided by').nextSibling).toHaveTextContent('Sunita Verma');
    expect(within(dialog).queryByText('Assigned to Authority')).toBeNull();
  });

  it("shows the office's role in the reader's language when the office shows roles instead of names", async () => {
    const office = { en: 'Government Official', hi: 'सरकारी अधिकारी' };
    stubDetail(aRequest({ status: 'resolved', response: 'Repaired', decidedBy: { name: 'Government Official', office } }))();
    renderCitizenApp('/citizen/requests', { language: 'hi' });
    await userEvent.click(await screen.findByRole('button', { name: 'पूरा विवरण देखें' }));
    const dialog = screen.getByRole('dialog', { name: 'अनुरोध का विवरण' });
    expect(await within(dialog).findByText('निर्णय लेने वाले')).toBeInTheDocument();
    expect(within(dialog).getByText('निर्णय लेने वाले').nextSibling).toHaveTextContent('सरकारी अधिकारी');
  });

  it.each([
    ['hi', 'पूरा विवरण देखें', 'जमा करने की तिथि'],
    ['en', 'View Full Details', 'Submitted On'],
  ] as const)('writes the submission time without English am/pm on a Hindi screen (%s)', async (language, open, label) => {
    const release = stubDetail(aRequest());
    release();
    renderCitizenApp('/citizen/requests', { language });
    await userEvent.click(await screen.findByRole('button', { name: open }));
    const value = (await screen.findByText(label, { selector: 'dt' })).nextElementSibling!.textContent!;
    expect(value).toMatch(/\d{1,2}:\d{2}/);
    if (language === 'hi') expect(value).not.toMatch(/am|pm/i);
    else expect(value).toMatch(/am|pm/i);
  });

  it('names a low priority Normal in Hindi too, as the staff dialog does', async () => {
    const release = stubDetail(aRequest({ priority: 'low' }));
    release();
    renderCitizenApp('/citizen/requests', { language: 'hi' });
    await userEvent.click(await screen.findByRole('button', { name: 'पूरा विवरण देखें' }));
    expect((await screen.findByText('प्राथमिकता', { selector: 'dt' })).nextElementSibling).toHaveTextContent('सामान्य');
  });

  it("reads the API's 'general' category as a word in Hindi", async () => {
    const release = stubDetail(aRequest({ category: 'general' }));
    release();
    renderCitizenApp('/citizen/requests', { language: 'hi' });
    await userEvent.click(await screen.findByRole('button', { name: 'पूरा विवरण देखें' }));
    expect((await screen.findByText('श्रेणी', { selector: 'dt' })).nextElementSibling).toHaveTextContent(/^सामान्य$/);
  });

  it('hides Last Updated when the request never changed', async () => {
    const release = stubDetail(aRequest());
    release();
    renderCitizenApp('/citizen/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'View Full Details' }));
    expect(await screen.findByText('Submitted On')).toBeInTheDocument();
    expect(screen.queryByText('Last Updated')).not.toBeInTheDocument();
    expect(screen.getByText('No response yet')).toBeInTheDocument();
  });

  it('previews an image inline from the authorised route and closes', async () => {
    const release = stubDetail(aRequest({ attachmentUrl: '/api/requests/41/attachment', attachmentType: 'image', attachmentName: 'pothole.png' }));
    release();
    renderCitizenApp('/citizen/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'View Full Details' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview File' }));
    expect(await screen.findByRole('img', { name: 'Attachment of request CC-2026-000041' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a PDF in a frame', async () => {
    const release = stubDetail(aRequest({ attachmentUrl: '/api/requests/41/attachment', attachmentType: 'pdf', attachmentName: 'bill.pdf' }), new Blob(['%PDF'], { type: 'application/pdf' }));
    release();
    renderCitizenApp('/citizen/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'View Full Details' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview File' }));
    expect(await screen.findByTitle('PDF attachment of request CC-2026-000041')).toHaveAttribute('src', 'blob:preview');
  });

  it('offers only a download for another file type', async () => {
    const release = stubDetail(aRequest({ attachmentUrl: '/api/requests/41/attachment', attachmentType: 'other', attachmentName: 'notes.docx' }));
    release();
    renderCitizenApp('/citizen/requests', { language: 'hi' });
    await userEvent.click(await screen.findByRole('button', { name: 'पूरा विवरण देखें' }));
    await userEvent.click(await screen.findByRole('button', { name: 'फ़ाइल देखें' }));
    expect(screen.getByText('इस प्रकार की फ़ाइल का पूर्वावलोकन उपलब्ध नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'फ़ाइल डाउनलोड करें' })).toHaveAttribute('href', '/api/requests/41/attachment');
  });

  it('names the status filter\'s options in Hindi for a Hindi reader', async () => {
    stubFetch({ ...reference, '/api/requests': { items: [aRequest()], nextCursor: null } });
    renderCitizenApp('/citizen/requests', { language: 'hi' });
    const filter = await screen.findByRole('combobox', { name: 'स्थिति के अनुसार छाँटें' });
    expect(filter).toBeEnabled();
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['सभी स्थितियाँ', 'लंबित', 'प्रगति में', 'हल हो गया', 'आगे भेजा गया', 'अस्वीकृत']);
  });
});
