import { apiFetch } from '@cc/api-client';
import type { Language } from '@cc/types';

export interface CaptchaChallenge {
  token: string;
  question: string;
}

/** GET /api/captcha?lang: a single-use arithmetic question in the visitor's language. */
export function getCaptcha(language: Language): Promise<CaptchaChallenge> {
  return apiFetch<CaptchaChallenge>(`/api/captcha?lang=${language}`, { cache: 'no-store' });
}
