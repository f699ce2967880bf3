import { http } from '@cc/api-client';

/**
 * GET /api/requests/:id/attachment as a Blob: the route answers `Content-Disposition: attachment`
 * (and a sandbox CSP), so a frame or an <img> of a same-origin blob: URL is how it is shown inline.
 */
export async function getAttachment(id: number): Promise<Blob> {
  const response = await http.get<Blob>(`/api/requests/${id}/attachment`, { responseType: 'blob' });
  return response.data;
}
