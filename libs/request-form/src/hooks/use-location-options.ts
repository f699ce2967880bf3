import { useLocations } from '@cc/api-client';
import type { Language, LocationOption } from '@cc/types';
import type { SelectOption } from '@cc/ui';

/** Spec §3 Options: the stand-in while GET /api/locations loads or if it fails. */
const SPEC_OPTIONS: Record<string, string[]> = {
  raisen: ['bhojpur', 'sanchi', 'silwani'],
  vidisha: ['vidisha', 'basoda'],
  sehore: ['budhni', 'ichhawar'],
  dewas: ['khategaon'],
};

export interface LocationOptions {
  districts: SelectOption[];
  vidhanSabhasFor(district: string): SelectOption[];
}

const label = (location: LocationOption, language: Language) => (language === 'hi' && location.nameHi) || location.name;

/** Districts and their Vidhan Sabhas; every district also allows Other (spec §3). */
export function useLocationOptions(language: Language, t: (key: string) => string): LocationOptions {
  const { data } = useLocations();
  const other = { value: 'other', label: t('other') };
  const districts = (data ?? []).filter((location) => location.type === 'district');
  if (districts.length === 0) {
    return {
      districts: Object.keys(SPEC_OPTIONS).map((value) => ({ value, label: t(`districts.${value}`) })),
      vidhanSabhasFor: (district) =>
        SPEC_OPTIONS[district] ? [...SPEC_OPTIONS[district].map((value) => ({ value, label: t(`vidhanSabhas.${value}`) })), other] : [],
    };
  }
  return {
    districts: districts.map((district) => ({ value: district.value, label: label(district, language) })),
    vidhanSabhasFor: (value) => {
      const district = districts.find((item) => item.value === value);
      if (!district) return [];
      const children = (data ?? []).filter((item) => item.type === 'constituency' && item.parentId === district.id && item.value !== 'other');
      return [...children.map((child) => ({ value: child.value, label: label(child, language) })), other];
    },
  };
}
