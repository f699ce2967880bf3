import { useLocations, useRequestTypes } from '@cc/api-client';
import { humanizeCode, localized } from '@cc/i18n';
import { useRequestTypeName } from '@cc/ui/remote';
import type { Language } from '@cc/types';

/** District and request-type codes → names in the chosen language, with the options of the filters. */
export function usePlaceNames(language: Language) {
  const districts = useLocations({ type: 'district' });
  const types = useRequestTypes();
  const typeName = useRequestTypeName();
  const districtName = (code: string) => {
    const found = districts.data?.find((location) => location.value === code);
    return found ? localized(language, found.name, found.nameHi) : humanizeCode(code);
  };
  return {
    districtName,
    typeName,
    districtOptions: (districts.data ?? []).map((location) => ({ value: location.value, label: districtName(location.value) })),
    typeOptions: (types.data ?? []).map((type) => ({ value: type.name, label: typeName(type.name) })),
  };
}
