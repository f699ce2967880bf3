import { useRequestPages, useRequestStats } from '@cc/api-client';
import { useRemoteProps } from '@cc/ui/remote';

/** My Requests page size: pages through nextCursor, never the whole list at once. */
const PAGE_SIZE = 10;

/**
 * The caller's own requests (citizenId = the signed-in user): on /web/citizen a staff member or an
 * admin sees their own, so the list, the recent few and the counts agree.
 */
export function useOwnRequests({ status, limit = PAGE_SIZE }: { status?: string; limit?: number } = {}) {
  const citizenId = useRemoteProps().user?.id;
  return useRequestPages({ citizenId, status, limit }, !!citizenId);
}

export function useOwnRequestStats() {
  const citizenId = useRemoteProps().user?.id;
  return useRequestStats({ citizenId }, !!citizenId);
}
