import { useTranslation } from 'react-i18next';
import { codeLabel, localized } from '@cc/i18n';
import { useRequestTypes } from '@cc/api-client';
import type { Language } from '@cc/types';
import type { SelectOption } from '@cc/ui';

/**
 * The active request types, labelled in the chosen language (Hindi name when there is one); `labelOf`
 * names a type code; `isPrivate` says a type's requests are never published (the form then says so
 * instead of offering publication).
 */
export function useRequestTypeOptions(language: Language): { options: SelectOption[]; loading: boolean; labelOf(code: string): string; isPrivate(code: string): boolean } {
  const query = useRequestTypes();
  const { t } = useTranslation();
  const options = (query.data ?? []).map((type) => ({
    value: type.name,
    label: localized(language, type.displayName, type.displayNameHi),
  }));
  // While the list loads or when it fails: the spec's codes by the code table, any other as its words.
  const labelOf = (code: string) => options.find((option) => option.value === code)?.label ?? codeLabel(t, 'requestType', code);
  const isPrivate = (code: string) => query.data?.find((type) => type.name === code)?.visibility === 'private';
  return { options, loading: query.isPending, labelOf, isPrivate };
}
