import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, Dialog, TextAreaField } from '@cc/ui';
import { messageFromError } from '@cc/api-client';
import type { Language, RequestListItem } from '@cc/types';
import { REMARK_AUDIENCE, staffActionSchemas, validate, validationMessages } from '@cc/validation';
import { useRemoteProps, useRequestTitle } from '@cc/ui/remote';
import { useRequestAction } from '../hooks/use-request-action';
import { AuthorityPicker } from './authority-picker';
import { DialogFormFooter } from './dialog-form-footer';
import { TemplatePicker } from './template-picker';
import styles from './action-dialog.module.css';

export type DialogMode = 'approve' | 'reject' | 'complete';

const ACTION = { approve: 'approve_forward', reject: 'reject', complete: 'complete' } as const;
// Spec §8: each action's own failure fallback when the server gives no reason.
const FAILURE_KEY = { approve: 'actions.approveFailed', reject: 'actions.rejectFailed', complete: 'actions.completeFailed' } as const;

interface ActionDialogProps {
  mode: DialogMode;
  request: RequestListItem;
  onClose(): void;
}

/**
 * The remarks dialog (spec §2: 4 rows) for approve & forward, reject and complete. Every box says
 * who reads it (REMARK_AUDIENCE in libs/validation): a forward's remarks are the note to the
 * official, kept inside the office, beside an optional message to the citizen; a reject's or
 * completion's remarks are the citizen's response, beside an optional internal note and the choice
 * to publish that response. The rules are the spec's (§5) and the server checks them again; a
 * failure shows the server's reason and never a success notice.
 */
export function ActionDialog({ mode, request, onClose }: ActionDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { shell } = useRemoteProps();
  const action = useRequestAction();
  const requestTitle = useRequestTitle();
  const [remarks, setRemarks] = useState('');
  // approve: the message to the citizen; reject/complete: the office's own note.
  const [second, setSecond] = useState('');
  const [publish, setPublish] = useState(false);
  const [authority, setAuthority] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ remarks?: string; authority?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const approving = mode === 'approve';
  // Who reads a box is the shared table's word (libs/validation), the one the API's serializers keep.
  const audience: Record<string, 'office' | 'citizen'> = REMARK_AUDIENCE[ACTION[mode]];
  const readersHint = (box: string) => t(audience[box] === 'office' ? 'actions.officeOnlyHint' : 'actions.citizenReadsHint');
  const secondBox = () => (approving ? { response: second.trim() || null } : { internalNote: second.trim() || null });
  const officeNote = (
    <TextAreaField
      label={approving ? t('actions.officialNote') : t('actions.internalNote')}
      hint={readersHint(approving ? 'remarks' : 'internalNote')}
      rows={approving ? 4 : 2}
      value={approving ? remarks : second}
      maxLength={2000}
      onChange={(event) => (approving ? setRemarks : setSecond)(event.target.value)}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API's own rules for this action (libs/validation staffActionSchemas), so both say the same.
    const found: typeof errors = {};
    for (const error of validate(staffActionSchemas[ACTION[mode]], { remarks, assignedTo: authority, ...secondBox() }).errors ?? []) {
      found[error.field === 'assignedTo' ? 'authority' : 'remarks'] = validationMessages[error.messageKey][language];
    }
    setErrors(found);
    setFailure(null);
    if (found.authority || found.remarks) return;
    try {
      await action.mutateAsync({
        id: request.id,
        body: {
          action: ACTION[mode],
          remarks: remarks.trim() || null,
          ...secondBox(),
          ...(mode === 'approve' ? { assignedTo: authority! } : {}),
          ...(mode === 'complete' ? { publishResponse: publish } : {}),
        },
      });
      shell.toast({ title: t('actions.successTitle'), description: validationMessages.requestUpdated[language], variant: 'success' });
      onClose();
    } catch (error) {
      const text = messageFromError(error, language, t(FAILURE_KEY[mode]));
      setFailure(text);
      shell.toast({ title: t('actions.errorTitle'), description: text, variant: 'destructive' });
    }
  };

  return (
    <Dialog open onClose={onClose} title={t(`actions.${mode}Title`)} closeLabel={t('common.close')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.subject}>
          {request.requestId} · {requestTitle(request)}
        </p>
        {mode === 'approve' && (
          <AuthorityPicker
            value={authority}
            onChange={(id) => {
              setAuthority(id);
              setErrors((e) => ({ ...e, authority: undefined }));
            }}
            error={errors.authority}
          />
        )}
        {approving && officeNote}
        <TemplatePicker request={request} onPick={(text) => (approving ? setSecond : setRemarks)(text)} />
        {approving ? (
          <TextAreaField
            label={t('actions.citizenMessageOptional')}
            hint={readersHint('response')}
            rows={4}
            value={second}
            maxLength={2000}
            placeholder={t('validation.requestApprovedDefault')}
            onChange={(event) => setSecond(event.target.value)}
          />
        ) : (
          <>
            <TextAreaField
              label={t('actions.remarks')}
              hint={readersHint('remarks')}
              requiredMark
              required
              rows={4}
              value={remarks}
              maxLength={2000}
              placeholder={t('actions.remarksPlaceholder')}
              error={errors.remarks}
              onChange={(event) => {
                setRemarks(event.target.value);
                setErrors((e) => ({ ...e, remarks: undefined }));
              }}
            />
            {/* A rejected request is never published (api/src/modules/publication/published.ts): only a completion's response can be. */}
            {mode === 'complete' && <CheckboxField label={t('actions.publishResponse')} checked={publish} onChange={(event) => setPublish(event.target.checked)} />}
            {officeNote}
          </>
        )}
        <DialogFormFooter
          failure={failure}
          onCancel={onClose}
          submit={action.isPending ? t('actions.working') : t(`actions.${mode}`)}
          submitVariant={mode === 'reject' ? 'danger' : 'primary'}
          submitDisabled={action.isPending}
        />
      </form>
    </Dialog>
  );
}
