import { useTranslation } from 'react-i18next';
import { Dialog } from '@cc/ui';
import type { RequestListItem } from '@cc/types';
import { useRequestWorkflow } from '../hooks/use-request-workflow';
import { RequestDecision } from './request-decision';
import { RequestFacts } from './request-facts';
import { WorkflowPanel } from './workflow-panel';
import styles from './admin-requests.module.css';

/**
 * Spec §2 detail dialog. The row's list item shows at once; the workflow call's full copy (read at
 * the same time as its timeline, with the contact, address and attachment the list leaves out)
 * replaces it when it arrives. Actions only while pending.
 */
export function RequestDetailDialog({ request, onClose }: { request: RequestListItem; onClose(): void }) {
  const { t } = useTranslation();
  const workflow = useRequestWorkflow(request.id);
  const current = workflow.data?.request ?? request;
  return (
    <Dialog open onClose={onClose} title={t('adminRequests.detail.title')} closeLabel={t('common.close')}>
      <div className={styles.dialogBody}>
        <RequestFacts request={current} metrics={workflow.data?.timeMetrics} />
        <WorkflowPanel workflow={workflow} />
        {current.status === 'pending' ? <RequestDecision requestId={current.id} onDone={onClose} /> : null}
      </div>
    </Dialog>
  );
}
