import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import type { RequestListItem } from '@cc/types';
import { useRequestTitle } from '@cc/ui/remote';
import { ActionDialog, type DialogMode } from './action-dialog';
import { RequestDetailsDialog } from './request-details-dialog';
import { requestCardStyles as styles } from './request-card';
import { remarkText } from '@cc/i18n';

interface RequestActionsProps {
  request: RequestListItem;
  /** queue: spec §2 Pending list; tasks: spec §2 Tasks (Mark Complete also on in_progress). */
  variant: 'queue' | 'tasks';
}

/** The buttons of one request card and the dialogs they open. */
export function RequestActions({ request, variant }: RequestActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<DialogMode | 'details' | null>(null);
  const [notesOpen, setNotesOpen] = useState(false);
  const pending = request.status === 'pending';
  const label = useRequestTitle()(request);
  // The citizen's response and the office's own note, each labelled for who reads it.
  const hasNotes = !pending && Boolean(request.response || request.officeNote);

  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={() => setDialog('details')} aria-label={`${t('actions.viewDetails')}: ${label}`}>
          {t('actions.viewDetails')}
        </Button>
        {/* A pending card offers all three wherever it is listed: in Tasks it is the user's to act on. */}
        {pending && (
          <>
            <Button size="small" onClick={() => setDialog('approve')}>
              {t('actions.approve')}
            </Button>
            <Button variant="secondary" size="small" onClick={() => setDialog('complete')}>
              {t('actions.complete')}
            </Button>
            <Button variant="danger" size="small" onClick={() => setDialog('reject')}>
              {t('actions.reject')}
            </Button>
          </>
        )}
        {/* Completing sends the citizen the remarks, so it asks for them (spec §5) like every Mark Complete. */}
        {variant === 'tasks' && request.status === 'in_progress' && (
          <Button size="small" onClick={() => setDialog('complete')}>
            {t('actions.complete')}
          </Button>
        )}
        {hasNotes && (
          <Button variant="ghost" size="small" aria-expanded={notesOpen} onClick={() => setNotesOpen((open) => !open)}>
            {t('actions.processingNotes')}
          </Button>
        )}
      </div>
      {notesOpen && hasNotes && (
        <dl className={styles.notes}>
          {request.response ? (
            <>
              <dt>{t('actions.responseHeading')}</dt>
              <dd>{remarkText(t, request.response, request.responseKey)}</dd>
            </>
          ) : null}
          {request.officeNote ? (
            <>
              <dt>{t('actions.officeNoteHeading')}</dt>
              <dd>{request.officeNote}</dd>
            </>
          ) : null}
        </dl>
      )}
      {dialog === 'details' && <RequestDetailsDialog id={request.id} onClose={() => setDialog(null)} />}
      {dialog && dialog !== 'details' && <ActionDialog mode={dialog} request={request} onClose={() => setDialog(null)} />}
    </>
  );
}
