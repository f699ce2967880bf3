import { expect, test } from '@playwright/test';
import { expectCleanScans } from '../support/axe';
import { openAsAdmin, uniqueName } from '../support/admin-fixtures';

// A real, decodable 1×1 PNG: the public page must show it, not its placeholder.
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const TEXT = {
  en: { tab: 'Gallery', add: 'Add Media', title: 'Title', titleHi: 'Title (Hindi)', upload: 'Upload a photo or video', progress: 'Upload progress', save: 'Save', saved: 'Gallery item created successfully', delete: 'Delete' },
  hi: { tab: 'गैलरी', add: 'मीडिया जोड़ें', title: 'शीर्षक', titleHi: 'शीर्षक (हिंदी)', upload: 'फ़ोटो या वीडियो अपलोड करें', progress: 'अपलोड की प्रगति', save: 'सहेजें', saved: 'गैलरी आइटम सफलतापूर्वक बनाया गया', delete: 'हटाएँ' },
};

test.describe.configure({ mode: 'parallel' });

for (const language of ['en', 'hi'] as const) {
  const text = TEXT[language];

  test(`admin uploads a photo with visible progress and it appears on /gallery; no axe violation (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    // Every value the progress bar takes, as the admin would see them.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      const record = (node: Node) => {
        if (node instanceof HTMLProgressElement && seen[seen.length - 1] !== node.value) seen.push(node.value);
      };
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          record(mutation.target);
          mutation.addedNodes.forEach((node) => {
            record(node);
            if (node instanceof Element) node.querySelectorAll('progress').forEach(record);
          });
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    });
    const english = uniqueName('Ward meeting ');
    const hindi = `वार्ड बैठक ${english.slice(-6)}`;
    await expectCleanScans(page, async (scan) => {
      await openAsAdmin(page, '/admin?tab=gallery', language);
      await expect(page.getByRole('tab', { name: text.tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      await scan('gallery tab');

      await page.getByRole('button', { name: text.add, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: text.save, exact: true }).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await scan('gallery: add dialog with errors');

      await dialog.getByRole('textbox', { name: text.title, exact: true }).fill(english);
      await dialog.getByRole('textbox', { name: text.titleHi, exact: true }).fill(hindi);
      await dialog.getByLabel(text.upload, { exact: true }).setInputFiles({ name: 'ward-meeting.png', mimeType: 'image/png', buffer: PHOTO });
      const progress = dialog.getByRole('progressbar', { name: text.progress });
      await expect(progress).toBeVisible();
      await expect(progress).toHaveAttribute('value', '100');
      await expect(dialog.getByText('100%')).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
      // Progress the admin could see before the end (spec §4: 0, 25, 75, 100), never going back.
      expect(seen.some((value) => value < 100)).toBe(true);
      expect(seen[seen.length - 1]).toBe(100);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      await scan('gallery: add dialog after the upload');

      await dialog.getByRole('button', { name: text.save, exact: true }).click();
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const shown = language === 'hi' ? hindi : english;
      await expect(page.getByRole('heading', { name: shown })).toBeVisible();

      await page.goto('/gallery');
      const photo = page.getByRole('img', { name: shown });
      await expect(photo).toBeVisible();
      await expect(photo).toHaveAttribute('src', /^\/api\/public\/media\/[a-f0-9]{32}\.bin$/);
      // The photo really loads (not a broken image): wait for its bytes rather than read it mid-download.
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await scan('/gallery with the new photo');

      // Delete asks first (spec §2), then the item leaves the grid.
      await page.goto('/admin?tab=gallery');
      await page.getByRole('button', { name: `${text.delete} ${shown}`, exact: true }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText(shown);
      await scan('gallery: delete confirmation');
      await confirm.getByRole('button', { name: text.delete, exact: true }).click();
      await expect(page.getByRole('heading', { name: shown })).toHaveCount(0);
    });
  });
}
