import { useLocations } from '@cc/api-client';
import { humanizeCode, localized } from '@cc/i18n';
import { useRemoteProps } from '@cc/ui/remote';

/** A stored location value ('raisen', 'bhojpur') → its name in the chosen language. */
export function useLocationName(): (value: string | null | undefined) => string {
  const { language } = useRemoteProps();
  const all = useLocations();
  return (value) => {
    if (!value) return '—';
    const found = all.data?.find((location) => location.value === value);
    return found ? localized(language, found.name, found.nameHi) : humanizeCode(value);
  };
}
