import { expect, test, type Page } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { useLanguage } from '../support/session';

// The anonymous visitor's pages (mf-public at / and /web), both languages; the playwright config
// runs every test at 360 px and at 1280 px.
const TEXT = {
  en: { deletionSubmit: 'Submit Deletion Request', webLogin: 'Login', tryMobile: 'Open the mobile version' },
  hi: { deletionSubmit: 'हटाने का अनुरोध भेजें', webLogin: 'लॉगिन', tryMobile: 'मोबाइल संस्करण खोलें' },
};

test.describe.configure({ mode: 'parallel' });

/** A footer link, found by where it goes: the same in both languages. */
const footerLink = (page: Page, href: string) => page.locator(`footer a[href="${href}"]`);

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`the public pages and the deletion form with errors shown have no WCAG 2.1 A/AA violation (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, language);
    await expectCleanScans(page, async (scan) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await scan('/ landing');
      // In-app, as a visitor moves: the landing footer, then each page's brand link back home.
      for (const href of ['/events', '/gallery', '/social']) {
        await footerLink(page, href).click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scan(href);
        await page.getByRole('banner').getByRole('link').first().click();
        await expect(page).toHaveURL(/\/$/);
      }
      await footerLink(page, '/privacy').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scan('/privacy');
      await footerLink(page, '/data-deletion').click();
      await page.getByRole('button', { name: text.deletionSubmit }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
      await scan('/data-deletion with errors');
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scan('public 404');
    });
  });

  test(`the /web landing, its install help, the mobile app welcome and /web/login with errors have no WCAG 2.1 A/AA violation (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await expectCleanScans(page, async (scan) => {
      await page.goto('/web');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scan('/web landing');
      // No install offer here (journeys block service workers): the button says how to add the site.
      await page.getByRole('button', { name: /Android/ }).click();
      await expect(page.getByRole('status').filter({ hasText: /Add to Home screen|होम स्क्रीन पर जोड़ें/ })).toBeVisible();
      await scan('/web landing with its install help');
      await page.getByRole('link', { name: text.tryMobile }).click();
      await expect(page).toHaveURL(/\/web\/mobile-app$/);
      await scan('/web/mobile-app');
      await page.goBack();
      await page.getByRole('banner').getByRole('link', { name: text.webLogin, exact: true }).click();
      await expect(page).toHaveURL(/\/web\/login$/);
      await page.getByRole('main').locator('button[type="submit"]').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await scan('/web/login with errors');
    });
  });
}
