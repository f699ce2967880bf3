import { apiFetch } from '@cc/api-client';
import type { ResponseTemplate } from '@cc/types';

/** GET /api/response-templates: the remarks staff may pick (admins manage them). */
export function getResponseTemplates(): Promise<ResponseTemplate[]> {
  return apiFetch<ResponseTemplate[]>('/api/response-templates');
}
