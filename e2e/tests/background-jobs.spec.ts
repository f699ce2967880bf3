import { expect, test } from '@playwright/test';
import { openAsAdmin } from '../support/admin-fixtures';
import { expectCleanScans } from '../support/axe';
import { insertFailedNotification, notificationStatus } from '../support/database';

// Failed notifications are visible to an admin: the count in the settings tab, the list,
// and a retry that the running dispatcher then delivers. Both languages; 360 px and 1280 px by config.
const TEXT = {
  en: {
    card: 'Background jobs',
    failed: 'Failed notifications',
    list: 'Failed and stuck notifications',
    search: 'Search',
    retry: (recipient: string) => `Retry the notification to ${recipient}`,
    retried: 'The notification is queued again and will be sent on the next pass',
    empty: 'No failed or stuck notifications',
  },
  hi: {
    card: 'पृष्ठभूमि कार्य',
    failed: 'विफल सूचनाएँ',
    list: 'विफल और अटकी हुई सूचनाएँ',
    search: 'खोजें',
    retry: (recipient: string) => `${recipient} को भेजी जाने वाली सूचना का पुनः प्रयास करें`,
    retried: 'सूचना फिर से कतार में है और अगली बार में भेजी जाएगी',
    empty: 'कोई विफल या अटकी हुई सूचना नहीं',
  },
};

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`an admin sees a failed notification, retries it, and it is delivered (${language})`, async ({ page }, testInfo) => {
    // A number no other run (language, viewport) of this test uses.
    const recipient = `98${String(Date.now()).slice(-6)}${language === 'en' ? 1 : 2}${testInfo.project.name.startsWith('mobile') ? 1 : 2}`;
    await insertFailedNotification(recipient, 'SMS gateway answered 503');

    await expectCleanScans(page, async (scan) => {
      await openAsAdmin(page, '/admin?tab=settings', language);
      const card = page.getByRole('region', { name: text.card });
      await expect(card).toBeVisible();
      // The count includes this one (other runs may add theirs).
      const count = card.getByRole('definition').first();
      await expect(count).toHaveText(/^[1-9]\d*$/);
      await expect(card.getByRole('term').first()).toHaveText(text.failed);

      // The section (its table's scroll box carries the same name).
      const list = page.getByRole('region', { name: text.list }).first();
      await list.getByRole('searchbox').fill(recipient);
      await list.getByRole('button', { name: text.search, exact: true }).click();
      const row = list.getByRole('row').filter({ hasText: recipient });
      await expect(row).toContainText('SMS gateway answered 503');
      await scan('settings: failed notifications');

      await row.getByRole('button', { name: text.retry(recipient) }).click();
      await expect(page.getByText(text.retried).first()).toBeVisible();
      await expect(list.getByText(text.empty)).toBeVisible();
      await scan('settings: after a retry');
    });
    // The server's dispatcher takes it on its next pass (no gateway configured: logged, not lost).
    await expect.poll(() => notificationStatus(recipient), { timeout: 30_000 }).toMatch(/^(sent|logged)$/);
  });
}
