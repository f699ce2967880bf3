import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getAdminRequests, type PriorityFilter, type StatusFilter } from '../api/get-admin-requests';

/**
 * The admin requests list (spec §2): the search box's draft and the search applied (only on the
 * Search button or Enter), the two filters and the page; any change of search or filter goes back to
 * page 1. The server pages, 10 at a time, and counts the total.
 */
export function useAdminRequests() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatusState] = useState<StatusFilter>('all');
  const [priority, setPriorityState] = useState<PriorityFilter>('all');
  const [page, setPage] = useState(1);
  const applied = { search, status, priority, page };
  const query = useQuery({
    queryKey: [...queryKeys.admin('requests'), 'page', applied],
    queryFn: () => getAdminRequests(applied),
    placeholderData: keepPreviousData,
  });
  return {
    draft,
    setDraft,
    applySearch: () => {
      setSearch(draft.trim());
      setPage(1);
    },
    status,
    setStatus: (value: StatusFilter) => {
      setStatusState(value);
      setPage(1);
    },
    priority,
    setPriority: (value: PriorityFilter) => {
      setPriorityState(value);
      setPage(1);
    },
    page,
    setPage,
    query,
  };
}

export type AdminRequestsList = ReturnType<typeof useAdminRequests>;
