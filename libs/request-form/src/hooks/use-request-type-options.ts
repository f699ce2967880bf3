import { useRequestTypes } from '@cc/api-client';
import type { Language } from '@cc/types';
import type { SelectOption } from '@cc/ui';

/** The active request types, labelled in the chosen language (Hindi name when there is one). */
export function useRequestTypeOptions(language: Language): { options: SelectOption[]; loading: boolean } {
  const query = useRequestTypes();
  const options = (query.data ?? []).map((type) => ({
    value: type.name,
    label: (language === 'hi' && type.displayNameHi) || type.displayName,
  }));
  return { options, loading: query.isPending };
}
