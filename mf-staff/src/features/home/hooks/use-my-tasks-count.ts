import { useRequestPages } from '@cc/api-client';
import { useRemoteProps } from '@cc/ui/remote';

const CAP = 100;

/** Requests assigned to the caller; counted from one page (the list has no total by design). */
export function useMyTasksCount(): { count: string | null; isError: boolean } {
  const { user } = useRemoteProps();
  const list = useRequestPages({ assignedTo: user?.id, limit: CAP }, !!user);
  if (!list.isSuccess) return { count: null, isError: list.isError };
  const page = list.data.pages[0]!;
  return { count: page.nextCursor ? `${CAP}+` : String(page.items.length), isError: false };
}
