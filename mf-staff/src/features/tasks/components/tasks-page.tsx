import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../app/remote-props-context';
import { RequestActions } from '../../../shared/requests/components/request-actions';
import { RequestCard } from '../../../shared/requests/components/request-card';
import { RequestList } from '../../../shared/requests/components/request-list';
import styles from './tasks-page.module.css';

/** Spec §2 Tasks: requests assigned to the current user. */
export function TasksPage({ titleKey = 'tasks.title' }: { titleKey?: string }) {
  const { t } = useTranslation();
  const { user } = useRemoteProps();
  return (
    <section className={styles.stack} aria-labelledby="tasks-title">
      <h2 id="tasks-title" className={styles.heading}>
        {t(titleKey)}
      </h2>
      <RequestList
        params={{ assignedTo: user?.id, limit: 20 }}
        enabled={!!user}
        label={t(titleKey)}
        emptyTitle={t('tasks.empty')}
        renderItem={(request) => (
          <RequestCard request={request}>
            <RequestActions request={request} variant="tasks" />
          </RequestCard>
        )}
      />
    </section>
  );
}
