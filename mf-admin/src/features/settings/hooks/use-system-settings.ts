import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getSystemSettings } from '../api/get-system-settings';

export const settingsKey = queryKeys.admin('system-settings');

export function useSystemSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: getSystemSettings });
}
