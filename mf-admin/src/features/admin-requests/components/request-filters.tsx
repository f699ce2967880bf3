import { useTranslation } from 'react-i18next';
import { priorityLabel } from '@cc/i18n';
import { SearchForm, SelectField } from '@cc/ui';
import { PRIORITY_FILTERS, STATUS_FILTERS, type PriorityFilter, type StatusFilter } from '../api/get-admin-requests';
import type { AdminRequestsList } from '../hooks/use-admin-requests';
import { useRequestLabels } from '../hooks/use-request-labels';
import styles from './admin-requests.module.css';

/** Spec §2: the search (on the Search button or Enter) and the status and priority filters. */
export function RequestFilters({ list }: { list: AdminRequestsList }) {
  const { t } = useTranslation();
  const { statusName } = useRequestLabels();
  return (
    <div className={styles.filters}>
      <SearchForm list={list} label={t('adminRequests.searchLabel')} placeholder={t('adminRequests.searchPlaceholder')} buttonLabel={t('list.search')} />
      <SelectField
        className={styles.filter}
        label={t('adminRequests.statusFilter')}
        value={list.status}
        onChange={(event) => list.setStatus(event.target.value as StatusFilter)}
        options={STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? t('adminRequests.allStatuses') : statusName(value) }))}
      />
      <SelectField
        className={styles.filter}
        label={t('adminRequests.priorityFilter')}
        value={list.priority}
        onChange={(event) => list.setPriority(event.target.value as PriorityFilter)}
        options={PRIORITY_FILTERS.map((value) => ({ value, label: value === 'all' ? t('adminRequests.allPriorities') : priorityLabel(t, value) }))}
      />
    </div>
  );
}
