import { useTranslation } from 'react-i18next';
import { Spinner, useOnlineStatus } from '@cc/ui';

/**
 * What a signed-in area shows while the session is being checked. Offline, that check waits for
 * the connection (shared/api/get-session-user.ts), so the page says so instead of loading for
 * ever: a citizen in a weak-signal village knows their draft is not lost and why nothing moves.
 */
export function SessionWait() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return <Spinner label={online ? t('common.loading') : t('common.waitingForConnection')} fullPage />;
}
