import { fireEvent, screen, within } from '@testing-library/react';
import type { TransparencyFigures, TransparencyReport } from '@cc/types';
import { renderRemote } from '../../../test/render-remote';
import { stubFetch } from '../../../test/stub-fetch';

// jsdom lays nothing out, so the chart library draws nothing here; the e2e journey sees the real charts.
jest.mock('../components/transparency-charts', () => ({
  SeriesChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const figures = (received: number, extra: Partial<TransparencyFigures> = {}): TransparencyFigures => ({
  suppressed: false,
  received,
  resolved: Math.floor(received / 2),
  rejected: 1,
  pending: 2,
  overdue: 1,
  medianResolutionHours: 6,
  p90ResolutionHours: 72,
  withinSlaShare: 0.755,
  ...extra,
});

const report: TransparencyReport = {
  filters: { district: null, type: null, months: null },
  summaryAsOf: '2026-11-23T10:00:00Z',
  totals: figures(123456),
  byDistrict: [{ district: 'raisen', ...figures(100000) }, { district: 'vidisha', ...figures(23456) }],
  byType: [{ requestType: 'health', ...figures(123456) }],
  cells: [{ district: 'raisen', requestType: 'health', ...figures(100000) }],
  trend: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, suppressed: false, received: i * 10, resolved: 0, medianResolutionHours: null, withinSlaShare: null })),
  satisfaction: {
    satisfiedMinRating: 4,
    totals: { suppressed: false, rated: 40, satisfied: 30, share: 0.75 },
    byDistrict: [{ district: 'raisen', suppressed: false, rated: 40, satisfied: 30, share: 0.75 }],
    byType: [],
  },
};

const places = {
  '/api/locations': [
    { id: 1, type: 'district', name: 'Raisen', nameHi: 'रायसेन', code: 'raisen', value: 'raisen', parentId: null, isActive: true },
    { id: 2, type: 'district', name: 'Vidisha', nameHi: 'विदिशा', code: 'vidisha', value: 'vidisha', parentId: null, isActive: true },
  ],
  '/api/request-types': [{ id: 1, name: 'health', displayName: 'Health', displayNameHi: 'स्वास्थ्य', description: null, descriptionHi: null, department: null, departmentHi: null }],
};

/** A row the API withheld: 1-4 requests, every figure null. */
const WITHHELD: TransparencyFigures = {
  suppressed: true, received: null, resolved: null, rejected: null, pending: null, overdue: null, medianResolutionHours: null, p90ResolutionHours: null, withinSlaShare: null,
};

const withSmallRows: TransparencyReport = {
  ...report,
  byDistrict: [{ district: 'raisen', ...figures(100000) }, { district: 'vidisha', ...WITHHELD }],
  cells: [{ district: 'vidisha', requestType: 'health', ...WITHHELD }],
  trend: report.trend.map((month, i) => (i === 11 ? { month: month.month, suppressed: true, received: null, resolved: null, medianResolutionHours: null, withinSlaShare: null } : month)),
  satisfaction: { ...report.satisfaction, byType: [{ requestType: 'health', suppressed: true, rated: null, satisfied: null, share: null }] },
};

describe('/transparency', () => {
  it('shows the figures, charts with their tables and the CSV link (English)', async () => {
    stubFetch({ ...places, '/api/public/transparency': report });
    renderRemote({ path: '/transparency', language: 'en' });
    const summary = await screen.findByRole('list', { name: 'Summary' });
    expect(within(summary).getByText('1,23,456')).toBeInTheDocument();
    expect(within(summary).getByText('within 6 h')).toBeInTheDocument();
    expect(within(summary).getByText('within 3 days')).toBeInTheDocument();
    expect(within(summary).getByText('75.5%')).toBeInTheDocument();
    const districts = screen.getByRole('region', { name: 'By district' });
    expect(within(districts).getByRole('cell', { name: 'Raisen' })).toBeInTheDocument();
    expect(within(districts).getByRole('cell', { name: '1,00,000' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Bar chart of requests received and resolved per district/ })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Last 12 months' })).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('link', { name: 'Download figures (CSV)' })).toHaveAttribute('href', '/api/public/transparency.csv');
  });

  it('asks again with the chosen filters, and the CSV link follows them', async () => {
    const fetchMock = stubFetch({ ...places, '/api/public/transparency': report });
    renderRemote({ path: '/transparency', language: 'en' });
    await screen.findByRole('list', { name: 'Summary' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'District' }), { target: { value: 'raisen' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '12' } });
    await screen.findByRole('list', { name: 'Summary' });
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/public/transparency'));
    expect(asked.at(-1)).toContain('district=raisen&months=12');
    expect(screen.getByRole('link', { name: 'Download figures (CSV)' })).toHaveAttribute('href', '/api/public/transparency.csv?district=raisen&months=12');
  });

  it('offers the figures and their data dictionary as downloads, both following the filters (English and Hindi)', async () => {
    stubFetch({ ...places, '/api/public/transparency': report });
    const { unmount } = renderRemote({ path: '/transparency', language: 'en' });
    await screen.findByRole('list', { name: 'Summary' });
    const dictionary = screen.getByRole('link', { name: 'Data dictionary (CSV): what each column and code means' });
    expect(dictionary).toHaveAttribute('href', '/api/public/transparency.csv?dictionary=1');
    // Saved as a file, as the figures are.
    expect(dictionary).toHaveAttribute('download');
    fireEvent.change(await screen.findByRole('combobox', { name: 'District' }), { target: { value: 'raisen' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: '12' } });
    await screen.findByRole('list', { name: 'Summary' });
    expect(screen.getByRole('link', { name: 'Download figures (CSV)' })).toHaveAttribute('href', '/api/public/transparency.csv?district=raisen&months=12');
    expect(screen.getByRole('link', { name: 'Data dictionary (CSV): what each column and code means' })).toHaveAttribute('href', '/api/public/transparency.csv?district=raisen&months=12&dictionary=1');
    unmount();

    renderRemote({ path: '/transparency', language: 'hi' });
    await screen.findByRole('list', { name: 'सारांश' });
    expect(screen.getByRole('link', { name: 'आँकड़े डाउनलोड करें (CSV)' })).toHaveAttribute('href', '/api/public/transparency.csv');
    expect(screen.getByRole('link', { name: 'डेटा शब्दकोश (CSV): हर कॉलम और कोड का अर्थ' })).toHaveAttribute('href', '/api/public/transparency.csv?dictionary=1');
  });

  it('speaks Hindi: names of places and types, Indian digit grouping', async () => {
    stubFetch({ ...places, '/api/public/transparency': report });
    renderRemote({ path: '/transparency', language: 'hi' });
    expect(await screen.findByRole('heading', { name: 'कार्यालय का प्रदर्शन' })).toBeInTheDocument();
    const summary = await screen.findByRole('list', { name: 'सारांश' });
    expect(within(summary).getByText('1,23,456')).toBeInTheDocument();
    expect(within(summary).getByText('6 घंटे के भीतर')).toBeInTheDocument();
    const districts = await screen.findByRole('region', { name: 'ज़िलेवार' });
    expect(await within(districts).findByRole('cell', { name: 'रायसेन' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'अनुरोध प्रकार के अनुसार' })).getByRole('cell', { name: 'स्वास्थ्य' })).toBeInTheDocument();
  });

  it('says so when nothing matches, and when the figures cannot be read', async () => {
    stubFetch({ ...places, '/api/public/transparency': { ...report, totals: figures(0), byDistrict: [], byType: [], cells: [] } });
    const { unmount } = renderRemote({ path: '/transparency', language: 'en' });
    expect(await screen.findByText('No requests match these filters yet.')).toBeInTheDocument();
    unmount();
    stubFetch({ ...places, '/api/public/transparency': () => ({ status: 503, body: { error: 'down' } }) });
    renderRemote({ path: '/transparency', language: 'en' });
    expect(await screen.findByText('Could not load this information. Please try again later.')).toBeInTheDocument();
  });

  it('says why small rows have no figures, and shows each as "fewer than 5" (English and Hindi)', async () => {
    stubFetch({ ...places, '/api/public/transparency': withSmallRows });
    const { unmount } = renderRemote({ path: '/transparency', language: 'en' });
    expect(await screen.findByText(/a row about fewer than 5 requests \(or ratings\) shows “fewer than 5” instead of its figures/)).toBeInTheDocument();
    const districts = await screen.findByRole('region', { name: 'By district' });
    const vidisha = (await within(districts).findByRole('cell', { name: 'Vidisha' })).closest('tr')!;
    expect(within(vidisha).getByRole('cell', { name: 'fewer than 5' })).toBeInTheDocument();
    // No figure of the withheld row reaches the screen: its size says why, the rest are dashes.
    expect(within(vidisha).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Vidisha', 'fewer than 5', ...Array(7).fill('—')]);
    expect(within(screen.getByRole('region', { name: 'District and request type' })).getByRole('cell', { name: 'fewer than 5' })).toBeInTheDocument();
    const lastMonth = within(screen.getByRole('region', { name: 'Last 12 months' })).getAllByRole('row').at(-1)!;
    expect(within(lastMonth).getByRole('cell', { name: 'fewer than 5' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Citizen satisfaction' })).getByRole('cell', { name: 'fewer than 5' })).toBeInTheDocument();
    unmount();

    renderRemote({ path: '/transparency', language: 'hi' });
    expect(await screen.findByText(/5 से कम अनुरोधों \(या रेटिंग\) वाली पंक्ति/)).toBeInTheDocument();
    const hiDistricts = await screen.findByRole('region', { name: 'ज़िलेवार' });
    const hiVidisha = (await within(hiDistricts).findByRole('cell', { name: 'विदिशा' })).closest('tr')!;
    expect(within(hiVidisha).getByRole('cell', { name: '5 से कम' })).toBeInTheDocument();
  });

  it('a withheld total reads "fewer than 5" in the summary, not the empty state', async () => {
    stubFetch({ ...places, '/api/public/transparency': { ...withSmallRows, totals: WITHHELD, satisfaction: { ...report.satisfaction, totals: { suppressed: true, rated: null, satisfied: null, share: null } } } });
    renderRemote({ path: '/transparency', language: 'en' });
    const summary = await screen.findByRole('list', { name: 'Summary' });
    expect(within(summary).getByText('fewer than 5')).toBeInTheDocument();
    expect(screen.queryByText('No requests match these filters yet.')).toBeNull();
  });
});
