import { apiFetch } from '@cc/api-client';

/** POST /api/data-deletion/by-code: the same answer whether or not the code and phone belong together. */
export function askErasureCode(body: { code: string; phone: string; language: 'en' | 'hi' }): Promise<{ challengeId: string; expiresInMinutes: number }> {
  return apiFetch<{ challengeId: string; expiresInMinutes: number }>('/api/data-deletion/by-code', { method: 'POST', body });
}

/** POST /api/data-deletion/by-code/confirm: the 6 digits of the SMS; answers the deletion's reference. */
export function confirmErasureCode(body: { challengeId: string; otp: string }): Promise<{ requestCode: string }> {
  return apiFetch<{ requestCode: string }>('/api/data-deletion/by-code/confirm', { method: 'POST', body });
}
