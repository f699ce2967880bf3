import { apiFetch } from '@cc/api-client';

export interface ResponseTemplate {
  id: number;
  category: string;
  title: string;
  titleHi: string | null;
  content: string;
  contentHi: string | null;
  language: 'en' | 'hi' | 'both';
}

export function getResponseTemplates(): Promise<ResponseTemplate[]> {
  return apiFetch<ResponseTemplate[]>('/api/response-templates');
}
