import type { RequestListItem } from '@cc/types';

/**
 * Fills {{placeholder}} from the request being acted on. Unknown placeholders are left as they
 * are, so staff see what still needs their words (e.g. {{remarks}}) instead of a silent blank.
 */
export function fillTemplate(text: string, request: Pick<RequestListItem, 'name' | 'requestId' | 'title' | 'district' | 'status'>, extra: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    name: request.name,
    requestId: request.requestId,
    title: request.title ?? '',
    district: request.district,
    status: request.status,
    ...extra,
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in values ? values[key]! : whole));
}
