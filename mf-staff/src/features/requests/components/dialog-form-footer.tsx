import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cc/ui';
import styles from './action-dialog.module.css';

interface DialogFormFooterProps {
  /** The server's refusal of the last attempt, announced at once. */
  failure: string | null;
  onCancel(): void;
  submit: ReactNode;
  submitVariant?: 'primary' | 'danger';
  submitDisabled?: boolean;
}

/** The end of a request dialog's form: the failure, then Cancel and the form's own submit button. */
export function DialogFormFooter({ failure, onCancel, submit, submitVariant = 'primary', submitDisabled = false }: DialogFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant={submitVariant} disabled={submitDisabled}>
          {submit}
        </Button>
      </div>
    </>
  );
}
