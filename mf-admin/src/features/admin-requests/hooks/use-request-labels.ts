import { useTranslation } from 'react-i18next';
import { codeLabel } from '@cc/i18n';
import { useRequestTypeName } from '@cc/ui/remote';
import { useLocationName } from '../../../shared/hooks/use-location-names';

/** The words a request's codes read as on this screen, in the chosen language. */
export function useRequestLabels() {
  const { t } = useTranslation();
  const place = useLocationName();
  const typeName = useRequestTypeName();
  return {
    typeName,
    statusName: (code: string) => codeLabel(t, 'requestStatus', code),
    role: (code: string | null | undefined) => (code ? codeLabel(t, 'role', code) : ''),
    place,
  };
}
