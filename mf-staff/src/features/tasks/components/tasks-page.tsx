import { useTranslation } from 'react-i18next';
import type { RequestListParams } from '@cc/api-client';
import { useRemoteProps } from '@cc/ui/remote';
import { RequestActions } from '../../requests/components/request-actions';
import { RequestCard } from '../../requests/components/request-card';
import { RequestList } from '../../requests/components/request-list';
import styles from './tasks-page.module.css';

/**
 * The Tasks list's query: assigned to the user and still theirs to act on. The API decides which
 * statuses those are from its state machine (`actionable`), so a request the user rejected or
 * resolved is never a task and the list's paging counts only tasks.
 */
export function taskListParams(userId: number | undefined, limit = 20): RequestListParams & { actionable: true } {
  return { assignedTo: userId, actionable: true, limit };
}

/** Spec §2 Tasks: the requests assigned to the current user that need their action. */
export function TasksPage({ titleKey = 'tasks.title' }: { titleKey?: string }) {
  const { t } = useTranslation();
  const { user } = useRemoteProps();
  return (
    <section className={styles.stack} aria-labelledby="tasks-title" aria-describedby="tasks-intro">
      <h2 id="tasks-title" className={styles.heading}>
        {t(titleKey)}
      </h2>
      <p id="tasks-intro" className={styles.intro}>
        {t('tasks.intro')}
      </p>
      <RequestList
        params={taskListParams(user?.id)}
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
