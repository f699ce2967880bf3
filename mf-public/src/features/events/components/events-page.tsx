import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../shared/components/public-page';
import { EmptyState, ErrorState, LoadingState } from '@cc/ui/remote';
import { usePublicEvents } from '@cc/api-client';
import { EventCard } from './event-card';
import styles from './events-page.module.css';

export function EventsPage() {
  const { t } = useTranslation();
  const events = usePublicEvents();
  return (
    <PublicPage title={t('events.title')} intro={<p>{t('events.intro')}</p>}>
      {events.isPending ? (
        <LoadingState />
      ) : events.isError ? (
        <ErrorState onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <EmptyState>{t('events.empty')}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {events.data.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
