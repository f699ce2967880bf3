import { expect, test } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { openAsAdmin, uniqueName } from '../support/admin-fixtures';
import { expectCleanScans } from '../support/axe';
import { openAs } from '../support/staff-fixtures';

/**
 * The round trip: an admin issues an Open311 key in the settings tab, a GeoReport v2 client
 * files a request with it, staff forward it in their queue, and the client's GET shows the new
 * status, the staff's notes and the agency (docs/open311.md).
 */
const xml = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'request' });

test('Open311: key issued in the settings tab → client files → staff forward in the UI → GET shows status and notes', async ({ page, browser, request }) => {
  const client = uniqueName('E2E Open311 client ');
  let apiKey = '';
  await openAsAdmin(page, '/admin?tab=settings', 'en');
  const card = page.getByRole('region', { name: 'Open311 API keys' });
  await expectCleanScans(page, async (scan) => {
    await card.getByRole('button', { name: 'Issue key' }).click();
    await expect(card.getByText('Client name is required')).toBeVisible();
    await card.getByRole('textbox', { name: /Client name/ }).fill(client);
    await card.getByRole('button', { name: 'Issue key' }).click();
    await expect(card.getByText(`New key for ${client}`)).toBeVisible();
    apiKey = (await card.getByTestId('open311-issued-key').textContent()) ?? '';
    await expect(card.getByRole('listitem').filter({ hasText: client })).toContainText('never used');
    await scan('settings: Open311 key issued (English)');
  });
  expect(apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // A note to the official stays with the office: Open311 never publishes it.
  const remarks = `Forwarded to the water works ${Date.now().toString(36)}`;
  const filed = await request.post('/open311/v2/requests.json', {
    form: {
      api_key: apiKey, service_code: 'water-supply', first_name: 'Asha', last_name: 'Verma', phone: '9812345678',
      email: 'asha.verma@example.org', description: 'The hand pump near the school is broken.', address_string: 'Station Road, Raisen',
      'attribute[district]': 'raisen', 'attribute[vidhan_sabha]': 'raisen:bhojpur',
      // The reporter agreed to publication: only then can the client read it back (docs/open311.md, "Privacy").
      'attribute[show_publicly]': 'yes',
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const [{ service_request_id: code }] = (await filed.json()) as Array<{ service_request_id: string }>;

  const staffPage = await browser.newPage({ viewport: page.viewportSize() });
  try {
    await openAs(staffPage, 'staff', '/staff/pending', 'en');
    const requestCard = staffPage.getByRole('article').filter({ hasText: code });
    await requestCard.getByRole('button', { name: 'Approve & Forward' }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Approve & Forward Request' });
    await dialog.getByLabel(/Vijay Patel/).check();
    await dialog.getByRole('textbox', { name: 'Note to the official (optional)' }).fill(remarks);
    await dialog.getByRole('button', { name: 'Approve & Forward' }).click();
    await expect(staffPage.getByText('Request updated successfully')).toBeVisible();
  } finally {
    await staffPage.close();
  }

  const read = await request.get(`/open311/v2/requests/${code}.xml`);
  expect(read.status()).toBe(200);
  const [seen] = xml.parse(await read.text()).service_requests.request;
  expect(seen).toMatchObject({ service_request_id: code, status: 'open', service_code: 'water-supply' });
  expect(await read.text()).not.toContain(remarks);
  expect(seen.agency_responsible).not.toBe('');
  expect(await read.text()).not.toContain('9812345678');

  // The settings tab now shows the key's last use.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Open311 API keys' }).getByRole('listitem').filter({ hasText: client })).toContainText('last used');
});

test('Open311 keys card in Hindi has no axe violations', async ({ page }) => {
  await openAsAdmin(page, '/admin?tab=settings', 'hi');
  await expectCleanScans(page, async (scan) => {
    await expect(page.getByRole('region', { name: 'ओपन311 API कुंजियाँ' })).toBeVisible();
    await scan('settings: Open311 keys (Hindi)');
  });
});
