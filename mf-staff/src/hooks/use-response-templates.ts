import { useQuery } from '@tanstack/react-query';
import { getResponseTemplates } from '../api/get-response-templates';

export function useResponseTemplates(enabled = true) {
  return useQuery({ queryKey: ['response-templates'], queryFn: getResponseTemplates, enabled });
}
