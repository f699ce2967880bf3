import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getRoleOptions } from '../api/get-role-options';

/** Shares the roles list's cache key, so adding a role refreshes the dropdown too. */
export function useRoleOptions() {
  return useQuery({ queryKey: [...queryKeys.admin('roles'), 'options'], queryFn: getRoleOptions });
}
