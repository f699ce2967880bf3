import { useTranslation } from 'react-i18next';
import { useLocations } from '@cc/api-client';
import type { Language, LocationOption } from '@cc/types';
import type { SelectOption } from '@cc/ui';
import { DISTRICTS, vidhanSabhasFor } from '../registration-options';

export interface RegistrationLocations {
  districts: SelectOption[];
  vidhanSabhasFor(district: string): SelectOption[];
}

const label = (location: LocationOption, language: Language) => (language === 'hi' && location.nameHi) || location.name;

/**
 * District and Vidhan Sabha options from GET /api/locations (admins manage them); the spec §3
 * options stand in while it loads or if it fails. Every district also allows Other.
 */
export function useRegistrationLocations(language: Language): RegistrationLocations {
  const { t } = useTranslation();
  const { data } = useLocations();
  const other = { value: 'other', label: t('register.other') };
  const districts = (data ?? []).filter((location) => location.type === 'district');

  if (districts.length === 0) {
    return {
      districts: DISTRICTS.map((district) => ({ value: district, label: t(`districts.${district}`) })),
      vidhanSabhasFor: (district) =>
        vidhanSabhasFor(district).map((name) => (name === 'other' ? other : { value: name, label: t(`vidhanSabhas.${name}`) })),
    };
  }
  return {
    districts: districts.map((district) => ({ value: district.value, label: label(district, language) })),
    vidhanSabhasFor: (value) => {
      const district = districts.find((item) => item.value === value);
      if (!district) return [];
      const children = (data ?? []).filter((location) => location.type === 'constituency' && location.parentId === district.id && location.value !== 'other');
      return [...children.map((child) => ({ value: child.value, label: label(child, language) })), other];
    },
  };
}
