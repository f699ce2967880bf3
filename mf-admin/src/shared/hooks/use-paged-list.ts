import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { ADMIN_PAGE_SIZE, fetchAdminPage } from '../api/admin-list';
import type { Paged } from '@cc/types';

/**
 * One admin list: the search box's draft, the search actually applied (spec §2: only on the
 * button or Enter, back to page 1) and the page, read from the server 10 at a time.
 */
export function usePagedList<T>(resource: string) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery<Paged<T>>({
    queryKey: [...queryKeys.admin(resource), { search, page }],
    queryFn: () => fetchAdminPage<T>(resource, { search, page, pageSize: ADMIN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return {
    draft,
    setDraft,
    search,
    applySearch: () => {
      setSearch(draft.trim());
      setPage(1);
    },
    page,
    setPage,
    query,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
