import { localized } from '@cc/i18n';
import { useRequestTypes } from '@cc/api-client';
import type { Language } from '@cc/types';
import type { SelectOption } from '@cc/ui';

/** The active request types, labelled in the chosen language (Hindi name when there is one); `labelOf` names a type code. */
export function useRequestTypeOptions(language: Language): { options: SelectOption[]; loading: boolean; labelOf(code: string): string } {
  const query = useRequestTypes();
  const options = (query.data ?? []).map((type) => ({
    value: type.name,
    label: localized(language, type.displayName, type.displayNameHi),
  }));
  const labelOf = (code: string) => options.find((option) => option.value === code)?.label ?? code;
  return { options, loading: query.isPending, labelOf };
}
