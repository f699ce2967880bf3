import { expect, test } from '@playwright/test';
import { openAsAdmin } from '../support/admin-fixtures';
import { expectCleanScans } from '../support/axe';
import { insertRetentionRun } from '../support/database';

// How long data is kept: the admin's settings tab shows the retention periods in force and what the
// retention job did. Both languages; 360 px and 1280 px by config.
const TEXT = {
  en: { card: 'How long data is kept', requests: 'Resolved and rejected requests are anonymised after', months: '24 months', runs: 'Latest runs' },
  hi: { card: 'डेटा कितने समय तक रखा जाता है', requests: 'हल हो गए और अस्वीकृत अनुरोध इतने समय बाद अनाम कर दिए जाते हैं', months: '24 महीने', runs: 'हाल के निष्पादन' },
};

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`an admin sees the retention periods and the job's runs (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await insertRetentionRun({ requestsAnonymised: 3, filesRemoved: 1, sessions: 2, rateBuckets: 4, loginAttempts: 0, messages: 7, erasureChallenges: 0, runs: 0 });

    await expectCleanScans(page, async (scan) => {
      await openAsAdmin(page, '/admin?tab=settings', language);
      const card = page.getByRole('region', { name: text.card });
      // The settings tab reads several answers; on a loaded machine that takes a while.
      await expect(card.getByText(text.requests)).toBeVisible({ timeout: 60_000 });
      await expect(card.getByRole('definition').first()).toHaveText(text.months);
      const runs = card.getByRole('region', { name: text.runs });
      await expect(runs.getByRole('row').nth(1)).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await scan('settings: how long data is kept');
    });
  });
}
