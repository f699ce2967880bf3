import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@cc/ui';
import type { SocialHandle } from '@cc/types';
import styles from './social.module.css';

interface HandleCardProps {
  handle: SocialHandle;
  onEdit(): void;
  onDelete(): void;
}

/**
 * One handle (spec §2 social tab). `autoSync` is what the admin chose; with no feed adapter on this
 * server the card says sync is not configured rather than pretending to sync.
 */
export function HandleCard({ handle, onEdit, onDelete }: HandleCardProps) {
  const { t } = useTranslation();
  const headingId = `social-handle-${handle.id}`;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <Badge tone="info">{t(`social.platforms.${handle.platform}`)}</Badge>
        <Badge tone={handle.isActive ? 'success' : 'outline'}>{handle.isActive ? t('common.active') : t('common.inactive')}</Badge>
      </div>
      <h3 id={headingId} className={styles.cardTitle}>
        {handle.displayName}
      </h3>
      <p className={styles.username}>@{handle.username}</p>
      <a className={styles.profileLink} href={handle.profileUrl} target="_blank" rel="noopener noreferrer">
        {t('social.openProfile', { name: handle.displayName })}
      </a>
      <dl className={styles.sync}>
        <dt>{t('social.autoSync')}</dt>
        <dd>{handle.autoSync ? t('social.autoSyncOn') : t('social.autoSyncOff')}</dd>
      </dl>
      {handle.syncConfigured ? null : <p className={styles.syncNote}>{t('social.syncNotConfigured')}</p>}
      <div className={styles.cardActions}>
        <Button size="small" variant="secondary" aria-label={`${t('common.edit')} ${handle.displayName} (${t(`social.platforms.${handle.platform}`)})`} onClick={onEdit}>
          {t('common.edit')}
        </Button>
        <Button size="small" variant="danger" aria-label={`${t('common.delete')} ${handle.displayName} (${t(`social.platforms.${handle.platform}`)})`} onClick={onDelete}>
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}
