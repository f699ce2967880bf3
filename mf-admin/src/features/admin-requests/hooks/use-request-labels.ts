import { useTranslation } from 'react-i18next';
import { codeLabel } from '@cc/i18n';
import { useLocationName } from '../../../shared/hooks/use-location-names';

/** The words a request's codes read as on this screen, in the chosen language. */
export function useRequestLabels() {
  const { t } = useTranslation();
  const place = useLocationName();
  return {
    typeName: (code: string) => codeLabel(t, 'requestType', code),
    statusName: (code: string) => codeLabel(t, 'requestStatus', code),
    role: (code: string | null | undefined) => (code ? codeLabel(t, 'role', code) : ''),
    place,
  };
}
