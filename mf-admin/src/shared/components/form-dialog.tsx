import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@cc/ui';
import styles from './form-dialog.module.css';

interface FormDialogProps {
  open: boolean;
  title: string;
  pending: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/** Add and edit dialogs of the admin lists: fields, then Cancel and Save. */
export function FormDialog({ open, title, pending, onSubmit, onClose, children }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('common.close')}>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
