import { expect, test } from '@playwright/test';

// Every browser asks for /favicon.ico; the shell build ships one instead of a 404.
test('the site answers /favicon.ico with an icon, and the page links it', async ({ page, request }) => {
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/icon/);
  expect((await res.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
});
