import { useTranslation } from 'react-i18next';
import { codeLabel, formatDate, formatTime } from '@cc/i18n';
import type { Language, PublicEvent } from '@cc/types';
import { localized } from '../../../shared/utils/localized';
import styles from './event-card.module.css';

export function EventCard({ event }: { event: PublicEvent }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const description = localized(language, event.description, event.descriptionHi);
  const location = localized(language, event.location, event.locationHi);
  return (
    <article className={styles.card}>
      <p className={styles.category}>{codeLabel(t, 'eventCategory', event.category)}</p>
      <h2 className={styles.title}>{localized(language, event.title, event.titleHi)}</h2>
      {description && <p className={styles.description}>{description}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('events.date')}</dt>
          <dd>
            <time dateTime={event.eventDate}>{formatDate(event.eventDate, language)}</time>
          </dd>
        </div>
        {event.eventTime && (
          <div>
            <dt>{t('events.time')}</dt>
            <dd>{formatTime(event.eventTime)}</dd>
          </div>
        )}
        {location && (
          <div>
            <dt>{t('events.location')}</dt>
            <dd>{location}</dd>
          </div>
        )}
      </dl>
      {event.externalLink && (
        <a className={styles.link} href={event.externalLink} target="_blank" rel="noopener noreferrer">
          {t('events.moreInfo')}
          <span className={styles.srOnly}> {t('common.opensInNewTab')}</span>
        </a>
      )}
    </article>
  );
}
