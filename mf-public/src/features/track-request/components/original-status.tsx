import { useTranslation } from 'react-i18next';
import { codeLabel } from '@cc/i18n';
import type { DuplicateOfLink } from '@cc/types';
import { ProgressTimeline, useRequestTypeName } from '@cc/ui/remote';
import styles from './track-request-page.module.css';

/**
 * A request closed as a duplicate: the original its citizen now follows, as the API gives it on the
 * duplicate's own link (code, type, status, stage dates). Nothing else of the original: its remark,
 * rating and reopening belong to its own citizen.
 */
export function OriginalStatus({ original }: { original: DuplicateOfLink }) {
  const { t } = useTranslation();
  const typeName = useRequestTypeName();
  return (
    <section className={styles.original} aria-labelledby="track-original-title" data-testid="track-duplicate-of">
      <h3 id="track-original-title" className={styles.subheading}>
        {t('track.duplicateOfTitle', { code: original.requestId })}
      </h3>
      <p className={styles.originalIntro}>{t('track.duplicateOfIntro', { code: original.requestId })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('track.status')}</dt>
          <dd data-status={original.status}>{codeLabel(t, 'requestStatus', original.status)}</dd>
        </div>
        <div>
          <dt>{t('track.type')}</dt>
          <dd>{typeName(original.requestType)}</dd>
        </div>
      </dl>
      <ProgressTimeline stages={original.stages} label={t('track.progressLabel', { id: original.requestId })} />
    </section>
  );
}
