import { expect, test, type Locator, type Page } from '@playwright/test';
import { ApiAs, createRequestAsCitizen, openAs } from '../support/staff-fixtures';
import { loginOnMobileForm, useLanguage } from '../support/session';
import { answerCaptcha, citizenTexts, fillWaterSupplyRequest } from '../support/citizen-helpers';

/**
 * A toast must hide no control. Each journey raises a real toast and checks that its box
 * does not overlap the controls a person needs next, at 360 px (mobile-360) and 1280 px (desktop-1280).
 */
async function expectClear(page: Page, controls: Locator[], shot: string): Promise<void> {
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  await page.screenshot({ path: `/tmp/toast-${shot}-${test.info().project.name}.png` });
  const box = (await toast.boundingBox())!;
  for (const control of controls) {
    for (const other of await control.all()) {
      const rect = await other.boundingBox();
      if (!rect) continue;
      const overlaps = box.x < rect.x + rect.width && rect.x < box.x + box.width && box.y < rect.y + rect.height && rect.y < box.y + box.height;
      expect(overlaps, `toast ${JSON.stringify(box)} covers ${await other.textContent()} ${JSON.stringify(rect)}`).toBe(false);
    }
  }
}

test('completing a task: the toast leaves the bottom bar and its Tasks tab free', async ({ page }) => {
  const created = await createRequestAsCitizen('E2E toast task');
  const minister = await ApiAs.login('minister');
  const officials = await minister.get<{ id: number; name: string }[]>('/api/users/by-level?level=1');
  await minister.send('PATCH', `/api/requests/${created.id}`, { action: 'assign', level: 1, assignedTo: officials.find((o) => o.name === 'Vijay Patel')!.id });
  await minister.dispose();
  await openAs(page, 'official', '/staff/tasks', 'en');
  await page.getByRole('article', { name: created.title }).getByRole('button', { name: 'Mark Complete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Request Complete' });
  await dialog.getByRole('textbox', { name: 'Remarks for the citizen' }).fill('The street light was replaced');
  await dialog.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('Request updated successfully')).toBeVisible();
  const bar = page.locator('[data-bottom-bar]');
  await expect(bar.getByRole('link', { name: 'Tasks' })).toBeVisible();
  // The fixed controls (bottom bar, header) and the card just acted on must stay free. Other cards of a
  // long list scroll under the toast like any content; which one sits there depends on the list's length.
  const actedOn = page.getByRole('article', { name: created.title });
  await expectClear(page, [bar.getByRole('link'), page.locator('header').getByRole('button'), actedOn.getByRole('button')], 'tasks');
});

test('registration: the toast after Create account on step 4 leaves the form buttons and header free', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/register');
  await page.locator('#register-firstName').fill('Asha');
  await page.locator('#register-lastName').fill('Verma');
  await page.locator('#register-email').fill(`toast${Date.now().toString(36)}@example.in`);
  await page.locator('#register-phone').fill('9876543210');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.locator('#register-district').selectOption('raisen');
  await page.locator('#register-vidhanSabha').selectOption('sanchi');
  await page.locator('#register-block').fill('Sanchi');
  await page.locator('#register-address').fill('12 Station Road, Sanchi');
  await page.locator('#register-pincode').fill('464661');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // The demo citizen's username is taken: Create account on step 4 is refused, the shell shows a toast
  // and the wizard returns to the step with the field at fault.
  await page.locator('#register-username').fill('citizen');
  await page.locator('#register-password').fill('mahua-grove-7');
  await page.locator('#register-confirmPassword').fill('mahua-grove-7');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.locator('#register-agreedToTerms').check();
  await page.locator('#register-agreedToPrivacy').check();
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expectClear(page, [page.locator('main').getByRole('button'), page.getByRole('checkbox'), page.locator('header').getByRole('button')], 'register');
});

test('a refused attachment on the citizen form: the toast leaves the bottom bar free', async ({ page }) => {
  await useLanguage(page, 'en');
  await loginOnMobileForm(page, 'citizen', 'citizen123');
  await expect(page).toHaveURL(/\/citizen$/);
  await page.goto('/citizen/new');
  await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  const bar = page.locator('[data-bottom-bar]');
  await expectClear(page, [bar.getByRole('link'), page.locator('header').getByRole('button')], 'citizen');
});

test('a failed submit at the end of the citizen form: the toast covers neither Submit nor the bottom bar', async ({ page }, info) => {
  const L = citizenTexts.en;
  await useLanguage(page, 'en');
  await loginOnMobileForm(page, 'citizen', 'citizen123');
  await expect(page).toHaveURL(/\/citizen$/);
  await page.goto('/citizen/new');
  const form = page.getByRole('form');
  await fillWaterSupplyRequest(page, L, { name: 'Asha Verma', description: `Toast and Submit ${info.project.name} ${Date.now()}`, address: 'Ward 4, Bhojpur' });
  // A wrong answer: the API refuses the send and the shell shows a toast.
  await answerCaptcha(page, L.answer, true);
  // Pressed where a person presses it on a phone: scrolled to the end, Submit just above the bottom bar
  // (where a toast lifted above the bar would sit).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const submit = form.getByRole('button', { name: L.submit });
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(L.captchaFailed);
  const bar = page.locator('[data-bottom-bar]');
  await expect(bar.getByRole('link', { name: L.home, exact: true })).toBeVisible();
  await expectClear(page, [submit, bar, bar.getByRole('link')], 'submit');
  // Still announced (in the polite live region) and dismissible.
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region.getByTestId('toast')).toContainText(L.captchaFailed);
  await region.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});
