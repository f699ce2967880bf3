import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import { getResponseTemplates } from '../api/get-response-templates';

export function useResponseTemplates(enabled = true) {
  return useQuery({ queryKey: queryKeys.responseTemplates, queryFn: getResponseTemplates, enabled });
}
