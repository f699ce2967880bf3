import { apiFetch } from '@cc/api-client';

export interface DeletionRequestBody {
  email: string;
  reason: string | null;
  additionalInfo: string | null;
}

export function submitDeletionRequest(body: DeletionRequestBody): Promise<{ requestId: string }> {
  return apiFetch<{ requestId: string }>('/api/data-deletion', { method: 'POST', body, retrySafe: true });
}
