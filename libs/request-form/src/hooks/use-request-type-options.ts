import { useQuery } from '@tanstack/react-query';
import type { Language } from '@cc/types';
import type { SelectOption } from '@cc/ui';
import { getRequestTypes } from '../api/get-request-types';

export const requestTypesKey = ['request-types'] as const;

/** The active request types, labelled in the chosen language (Hindi name when there is one). */
export function useRequestTypeOptions(language: Language): { options: SelectOption[]; loading: boolean } {
  const query = useQuery({ queryKey: requestTypesKey, queryFn: getRequestTypes });
  const options = (query.data ?? []).map((type) => ({
    value: type.name,
    label: (language === 'hi' && type.displayNameHi) || type.displayName,
  }));
  return { options, loading: query.isPending };
}
