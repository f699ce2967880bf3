import type { Page } from '@playwright/test';

export type Language = 'hi' | 'en';

/** The demo accounts of the README (seeded on first start). */
export const demoAccounts = {
  citizen: { username: 'citizen', password: 'citizen123', home: '/citizen' },
  staff: { username: 'staff', password: 'staff123', home: '/staff' },
  minister_staff: { username: 'minister_staff', password: 'minister123', home: '/staff' },
  government_official: { username: 'official', password: 'official123', home: '/staff' },
  admin: { username: 'admin', password: 'admin123', home: '/admin' },
  super_admin: { username: 'superadmin', password: 'super123', home: '/admin' },
} as const;

/** Chooses the language before any page script runs, as a returning visitor would have it stored. */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('citizen-connect-language', lang);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

export async function loginOnMobileForm(page: Page, username: string, password: string, language: Language = 'en'): Promise<void> {
  const labels = language === 'en' ? { user: 'Username', pass: 'Password', submit: 'Login' } : { user: 'उपयोगकर्ता नाम', pass: 'पासवर्ड', submit: 'लॉगिन करें' };
  await page.goto('/login');
  await page.getByLabel(labels.user, { exact: true }).fill(username);
  await page.getByLabel(labels.pass, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}
