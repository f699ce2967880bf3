import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageFromError, queryKeys } from '@cc/api-client';
import { formatDateTime } from '@cc/i18n';
import { Button } from '@cc/ui';
import type { FailedJobItem } from '@cc/types';
import { useRemoteProps } from '@cc/ui/remote';
import { AdminList, type Column } from '../../../shared/components/admin-list';
import { usePagedList } from '../../../shared/hooks/use-paged-list';
import { retryFailedJob } from '../api/retry-failed-job';
import { settingsKey } from '../hooks/use-system-settings';

const RESOURCE = 'jobs/failed';
const KNOWN_EVENTS = ['received', 'forwarded', 'assigned', 'rejected', 'resolved', 'escalated', 'reopened', 'deletion_confirm', 'deletion_requested', 'deletion_completed', 'erasure_code'];

/** GET /api/admin/jobs/failed: each failed or stuck notification, why, and a retry for a failed one. */
export function FailedJobsList() {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const queryClient = useQueryClient();
  const list = usePagedList<FailedJobItem>(RESOURCE);
  const retry = useMutation({
    mutationFn: (item: FailedJobItem) => retryFailedJob(item.id),
    onSuccess: () => shell.toast({ title: t('common.successTitle'), description: t('settings.jobs.retried'), variant: 'success' }),
    onError: (error) => shell.toast({ title: t('common.errorTitle'), description: messageFromError(error, language, t('common.saveFailed')), variant: 'destructive' }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin(RESOURCE) }), queryClient.invalidateQueries({ queryKey: settingsKey })]),
  });
  const event = (name: string | null) => (name && KNOWN_EVENTS.includes(name) ? t(`settings.jobs.events.${name}`) : (name ?? '—'));

  const columns: Column<FailedJobItem>[] = [
    { key: 'state', header: t('settings.jobs.state'), cell: (item) => t(`settings.jobs.states.${item.state}`) },
    { key: 'message', header: t('settings.jobs.message'), cell: (item) => `${event(item.event)} · ${item.channel === 'email' ? t('settings.jobs.email') : t('settings.sms')}` },
    { key: 'recipient', header: t('settings.jobs.recipient'), cell: (item) => item.recipient },
    { key: 'request', header: t('settings.jobs.request'), cell: (item) => (item.requestCode ? <code>{item.requestCode}</code> : '—') },
    { key: 'attempts', header: t('settings.jobs.attempts'), cell: (item) => item.attempts },
    { key: 'error', header: t('settings.jobs.lastError'), cell: (item) => item.lastError ?? '—' },
    { key: 'due', header: t('settings.jobs.since'), cell: (item) => formatDateTime(item.nextAttemptAt, language) },
  ];

  return (
    <AdminList
      title={t('settings.jobs.listTitle')} searchLabel={t('list.searchIn.failedJobs')}
      list={list}
      columns={columns}
      emptyText={t('settings.jobs.empty')}
      rowActions={(item) =>
        item.retryable ? (
          <Button size="small" disabled={retry.isPending} aria-label={t('settings.jobs.retryLabel', { recipient: item.recipient })} onClick={() => retry.mutate(item)}>
            {t('settings.jobs.retry')}
          </Button>
        ) : null
      }
    />
  );
}
