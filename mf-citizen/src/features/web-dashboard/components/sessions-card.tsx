import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@cc/i18n';
import type { AccountSession } from '@cc/types';
import { Badge, Button, Card } from '@cc/ui';
import { ErrorState, LoadingState, useRemoteProps } from '@cc/ui/remote';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../hooks/use-account-sessions';
import styles from './web-dashboard.module.css';

/** "Chrome on Android", from the coarse device the API describes; the kind when nothing else is known. */
function useDeviceLabel() {
  const { t } = useTranslation();
  return ({ device }: AccountSession) => {
    const browser = device.browser ?? t('account.unknownBrowser');
    const system = device.os ?? (device.kind ? t(`account.kind.${device.kind}`) : t('account.unknownSystem'));
    return t('account.device', { browser, os: system });
  };
}

function SessionItem({ session }: { session: AccountSession }) {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const label = useDeviceLabel()(session);
  const end = useEndSession();
  const network = session.sameNetwork ? t('account.sameNetwork') : session.network ? t('account.otherNetwork', { network: session.network }) : t('account.unknownNetwork');
  const onEnd = () =>
    end.mutate(session.id, {
      onSuccess: () => shell.toast({ title: t('common.successTitle'), description: t('account.sessionEnded'), variant: 'success' }),
      onError: () => shell.toast({ title: t('common.errorTitle'), description: t('common.saveFailed'), variant: 'destructive' }),
    });
  return (
    <li className={styles.session}>
      <p className={styles.sessionDevice}>
        {label}
        {session.current ? <Badge tone="info">{t('account.thisDevice')}</Badge> : null}
      </p>
      <p className={styles.sessionFact}>{network}</p>
      <p className={styles.sessionFact}>{t('account.lastSeen', { when: formatDateTime(session.lastSeenAt, language) })}</p>
      {session.current ? null : (
        <Button variant="secondary" size="small" disabled={end.isPending} aria-label={t('account.endSessionOf', { device: label })} onClick={onEnd}>
          {t('account.endSession')}
        </Button>
      )}
    </li>
  );
}

/**
 * Where this account is signed in (ASVS 7.5.2): each live session with its device, a coarse network
 * and when it was last used; any other one can be logged out, or all of them at once.
 */
export function SessionsCard() {
  const { t } = useTranslation();
  const { shell } = useRemoteProps();
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.sessions.filter((session) => !session.current).length ?? 0;

  const onEndOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => shell.toast({ title: t('common.successTitle'), description: t('account.othersEnded', { count: ended }), variant: 'success' }),
      onError: () => shell.toast({ title: t('common.errorTitle'), description: t('common.saveFailed'), variant: 'destructive' }),
    });
  // Every other device first, then this one (the shell's logout also clears this device's data).
  const onEverywhere = () => endOthers.mutate(undefined, { onSettled: () => void shell.logout('/login') });

  return (
    <Card title={t('account.sessionsTitle')} headingLevel={2} aria-label={t('account.sessionsTitle')}>
      <p className={styles.muted}>{t('account.sessionsIntro')}</p>
      {sessions.isPending ? (
        <LoadingState />
      ) : sessions.isError ? (
        <ErrorState onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className={styles.sessionList} aria-label={t('account.sessionsTitle')}>
          {sessions.data.sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      {sessions.isSuccess && others === 0 ? <p className={styles.muted}>{t('account.onlyThisDevice')}</p> : null}
      <div className={styles.sessionActions}>
        {others > 0 ? (
          <Button variant="secondary" disabled={endOthers.isPending} onClick={onEndOthers}>
            {t('account.endOthers')}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={endOthers.isPending} onClick={onEverywhere}>
          {t('account.endEverywhere')}
        </Button>
      </div>
    </Card>
  );
}
