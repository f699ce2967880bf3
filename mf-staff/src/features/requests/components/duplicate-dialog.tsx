import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFromError } from '@cc/api-client';
import { Button, Dialog, TextAreaField, TextField } from '@cc/ui';
import type { Language } from '@cc/types';
import { markDuplicateSchema, validate, validationMessages } from '@cc/validation';
import { useRemoteProps } from '@cc/ui/remote';
import { useMarkDuplicate } from '../hooks/use-mark-duplicate';
import { DialogFormFooter } from './dialog-form-footer';
import styles from './action-dialog.module.css';

interface DuplicateDialogProps {
  /** The request to close. */
  request: { id: number; requestId: string };
  /** The original's code when chosen from the similar requests. */
  initialOriginal?: string;
  onClose(): void;
}

/**
 * "Mark as duplicate": the original's code and a reason (optional), checked with the
 * API's own schema, then a confirmation step that says what will happen (closed, the citizen told
 * and following the original) before anything is sent.
 */
export function DuplicateDialog({ request, initialOriginal = '', onClose }: DuplicateDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { shell } = useRemoteProps();
  const mark = useMarkDuplicate();
  const [original, setOriginal] = useState(initialOriginal);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ of?: string; note?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const code = original.trim().toUpperCase();

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    for (const problem of validate(markDuplicateSchema, { of: original, note }).errors ?? []) {
      found[problem.field === 'note' ? 'note' : 'of'] = validationMessages[problem.messageKey][language];
    }
    setErrors(found);
    setFailure(null);
    if (!found.of && !found.note) setConfirming(true);
  };

  const confirm = async () => {
    try {
      await mark.mutateAsync({ id: request.id, body: { of: code, note: note.trim() || null } });
      shell.toast({ title: t('actions.successTitle'), description: validationMessages.requestMarkedDuplicate[language], variant: 'success' });
      onClose();
    } catch (caught) {
      const text = messageFromError(caught, language, t('duplicates.failed'));
      setConfirming(false);
      setFailure(text);
      shell.toast({ title: t('actions.errorTitle'), description: text, variant: 'destructive' });
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('duplicates.dialogTitle')} closeLabel={t('common.close')}>
      {confirming ? (
        <div className={styles.form}>
          <p>{t('duplicates.confirmText', { code: request.requestId, original: code })}</p>
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('duplicates.back')}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={mark.isPending}>
              {mark.isPending ? t('actions.working') : t('duplicates.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={review} noValidate>
          <p className={styles.subject}>{t('duplicates.subject', { code: request.requestId })}</p>
          <TextField
            label={t('duplicates.originalLabel')}
            hint={t('duplicates.originalHint')}
            requiredMark
            required
            autoComplete="off"
            value={original}
            error={errors.of}
            onChange={(event) => {
              setOriginal(event.target.value);
              setErrors((current) => ({ ...current, of: undefined }));
            }}
          />
          <TextAreaField
            label={t('duplicates.noteLabel')}
            rows={3}
            value={note}
            error={errors.note}
            onChange={(event) => {
              setNote(event.target.value);
              setErrors((current) => ({ ...current, note: undefined }));
            }}
          />
          <DialogFormFooter failure={failure} onCancel={onClose} submit={t('duplicates.review')} />
        </form>
      )}
    </Dialog>
  );
}
