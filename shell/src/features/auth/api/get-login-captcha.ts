import { apiFetch } from '@cc/api-client';
import type { Language } from '@cc/types';

export interface LoginCaptchaChallenge {
  token: string;
  question: string;
}

/** GET /api/captcha?lang: a single-use arithmetic question, worded by the API in the page's language. */
export function getLoginCaptcha(language: Language): Promise<LoginCaptchaChallenge> {
  return apiFetch<LoginCaptchaChallenge>(`/api/captcha?lang=${language}`, { cache: 'no-store' });
}
