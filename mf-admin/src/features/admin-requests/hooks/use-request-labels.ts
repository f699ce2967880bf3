import { useTranslation } from 'react-i18next';
import { humanizeCode } from '@cc/i18n';
import { useLocationName } from '../../../shared/hooks/use-location-names';
import { roleLabel } from '../../../shared/lib/labels';

/** The words a request's codes read as on this screen, in the chosen language. */
export function useRequestLabels() {
  const { t } = useTranslation();
  const place = useLocationName();
  return {
    typeName: (code: string) => t(`types.${code}`, { defaultValue: humanizeCode(code) }),
    statusName: (code: string) => t(`status.${code}`, { defaultValue: humanizeCode(code) }),
    role: (code: string | null | undefined) => (code ? roleLabel(t, code) : ''),
    place,
  };
}
