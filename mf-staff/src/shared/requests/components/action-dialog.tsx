import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, TextAreaField } from '@cc/ui';
import { messageFromError } from '@cc/api-client';
import type { Language, RequestListItem } from '@cc/types';
import { staffActionSchemas, validate, validationMessages } from '@cc/validation';
import { useRemoteProps } from '../../../app/remote-props-context';
import { useRequestAction } from '../hooks/use-request-action';
import { requestTitle } from '../request-title';
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
 * The remarks dialog (spec §2: 4 rows) for approve & forward, reject and complete. The rules are
 * the spec's (§5) and the server checks them again; a failure shows the server's reason and
 * never a success notice.
 */
export function ActionDialog({ mode, request, onClose }: ActionDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { shell } = useRemoteProps();
  const action = useRequestAction();
  const [remarks, setRemarks] = useState('');
  const [authority, setAuthority] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ remarks?: string; authority?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The API's own rules for this action (libs/validation staffActionSchemas), so both say the same.
    const found: typeof errors = {};
    for (const error of validate(staffActionSchemas[ACTION[mode]], { remarks, assignedTo: authority }).errors ?? []) {
      found[error.field === 'assignedTo' ? 'authority' : 'remarks'] = validationMessages[error.messageKey][language];
    }
    setErrors(found);
    setFailure(null);
    if (found.authority || found.remarks) return;
    try {
      await action.mutateAsync({
        id: request.id,
        body: { action: ACTION[mode], remarks: remarks.trim() || null, ...(mode === 'approve' ? { assignedTo: authority! } : {}) },
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
          {request.requestId} · {requestTitle(t, request)}
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
        <TemplatePicker request={request} onPick={(text) => setRemarks(text)} />
        <TextAreaField
          label={mode === 'approve' ? t('actions.remarksOptional') : t('actions.remarks')}
          requiredMark={mode !== 'approve'}
          required={mode !== 'approve'}
          rows={4}
          value={remarks}
          placeholder={mode === 'approve' ? t('validation.requestApprovedDefault') : t('actions.remarksPlaceholder')}
          error={errors.remarks}
          onChange={(event) => {
            setRemarks(event.target.value);
            setErrors((e) => ({ ...e, remarks: undefined }));
          }}
        />
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
