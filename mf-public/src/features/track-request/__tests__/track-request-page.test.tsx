import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicRequestStatus } from '@cc/types';
import { renderRemote } from '../../../test/render-remote';
import { stubFetch } from '../../../test/stub-fetch';

/** The calls to the track API: the page also reads the request-type names (GET /api/request-types). */
const trackCalls = (fetch: jest.Mock) => fetch.mock.calls.filter(([url]) => String(url).includes('/api/public/track'));

const STATUS: PublicRequestStatus = {
  requestId: 'CC-2031-000042',
  requestType: 'water-supply',
  status: 'in_progress',
  stages: [
    { name: 'Submitted', status: 'completed', date: '2031-03-01T06:00:00.000Z' },
    { name: 'Under Review', status: 'completed', date: '2031-03-02T06:00:00.000Z' },
    { name: 'Assigned', status: 'completed', date: '2031-03-02T06:00:00.000Z' },
    { name: 'In Progress', status: 'current', date: '2031-03-03T06:00:00.000Z' },
    { name: 'Resolved', status: 'upcoming', date: null },
  ],
  response: 'The pump will be repaired on Monday.',
  responseKey: null,
  submittedAt: '2031-03-01T06:00:00.000Z',
  updatedAt: '2031-03-03T06:00:00.000Z',
  resolvedAt: null,
  dueAt: '2031-03-05T12:30:00.000Z',
  isOverdue: false,
  duplicateOf: null,
};

const NOT_FOUND = {
  status: 404,
  body: { error: 'No request matches this code and phone number. Please check both and try again.', messageKey: 'trackNotFound' },
};

describe('/track', () => {
  it('checks the fields, says "not found" for a wrong pair, then shows the status of the right one', async () => {
    const fetch = stubFetch({
      'POST /api/public/track': (init: RequestInit | undefined) => (JSON.parse(String(init?.body)).phone === '9876543210' ? { status: 200, body: STATUS } : NOT_FOUND),
    });
    renderRemote({ path: '/track', language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show status' }));
    expect(screen.getByText('Please enter your request code')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Request code/ })).toHaveFocus();
    expect(trackCalls(fetch)).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Request code/ }), 'cc-2031-000042');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '9000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Show status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No request matches this code and phone number');

    await userEvent.clear(screen.getByRole('textbox', { name: /Phone number/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Phone number/ }), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Show status' }));
    const heading = await screen.findByRole('heading', { name: 'Request CC-2031-000042' });
    expect(heading).toHaveFocus();
    expect(JSON.parse(String(trackCalls(fetch).at(-1)![1].body))).toEqual({ code: 'CC-2031-000042', phone: '9876543210' });
    expect(screen.getByTestId('track-status-value')).toHaveTextContent('In Progress');
    expect(screen.getByRole('list', { name: 'Progress of request CC-2031-000042' })).toBeInTheDocument();
    expect(screen.getByText('The pump will be repaired on Monday.')).toBeInTheDocument();
    expect(screen.getByText('Expected by')).toBeInTheDocument();
  });

  it('opens a signed link at once, in Hindi', async () => {
    const fetch = stubFetch({
      'GET /api/public/track/cc-2031-000042': (_init: RequestInit | undefined, url: URL) => (url.searchParams.get('t') === 'abc.def' ? { status: 200, body: STATUS } : NOT_FOUND),
    });
    renderRemote({ path: '/track/CC-2031-000042?t=abc.def', language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'अनुरोध CC-2031-000042' })).toBeInTheDocument();
    expect(screen.getByText('कार्यालय का नवीनतम उत्तर')).toBeInTheDocument();
    expect(trackCalls(fetch)).toHaveLength(1);
  });

  it('reads a default remark the office did not type in the page\'s language', async () => {
    const approved = { ...STATUS, response: 'Request approved.', responseKey: 'requestApprovedDefault' };
    stubFetch({ 'GET /api/public/track/cc-2031-000042': approved });
    renderRemote({ path: '/track/CC-2031-000042?t=abc.def', language: 'hi' });
    expect(await screen.findByText('अनुरोध स्वीकृत किया गया।')).toBeInTheDocument();
    expect(screen.queryByText('Request approved.')).toBeNull();
  });

  it("a duplicate's own link shows the original it follows: code, type, status and stages only (Hindi)", async () => {
    const duplicate: PublicRequestStatus = {
      ...STATUS,
      requestId: 'CC-2031-000050',
      status: 'rejected',
      response: 'Duplicate of CC-2031-000042.',
      duplicateOf: { requestId: 'CC-2031-000042', requestType: 'water-supply', status: 'in_progress', stages: STATUS.stages },
    };
    stubFetch({ 'GET /api/public/track/cc-2031-000050': () => ({ status: 200, body: duplicate }) });
    renderRemote({ path: '/track/CC-2031-000050?t=abc.def', language: 'hi' });
    const original = await screen.findByRole('region', { name: 'CC-2031-000042 के डुप्लिकेट के रूप में बंद' });
    expect(original).toHaveTextContent('अनुरोध CC-2031-000042 के रूप में कार्य कर रहा है');
    expect(screen.getByRole('list', { name: 'अनुरोध CC-2031-000042 की प्रगति' })).toBeInTheDocument();
    // No way to the original itself from here.
    expect(screen.queryByRole('link', { name: /CC-2031-000042/ })).not.toBeInTheDocument();
  });

  it('says an expired or altered link no longer works and offers the form with the code filled in', async () => {
    stubFetch({ 'GET /api/public/track/cc-2031-000042': () => ({ status: 403, body: { error: 'x', messageKey: 'trackLinkInvalid' } }) });
    renderRemote({ path: '/track/CC-2031-000042?t=old.sig', language: 'en' });
    expect(await screen.findByTestId('track-link-invalid')).toHaveTextContent('This tracking link has expired or is not valid.');
    expect(screen.getByRole('textbox', { name: /Request code/ })).toHaveValue('CC-2031-000042');
  });
});
