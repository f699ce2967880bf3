import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@cc/ui';
import styles from './form-dialog.module.css';

interface ConfirmDeleteProps {
  /** What is being deleted, e.g. the user's name. */
  name: string | null;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Spec §2: delete asks for confirmation saying it cannot be undone. */
export function ConfirmDeleteDialog({ name, pending, onConfirm, onClose }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={name !== null} onClose={onClose} title={t('confirm.title')} closeLabel={t('common.close')}>
      <p className={styles.confirmText}>{t('confirm.body', { name })}</p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {pending ? t('common.deleting') : t('common.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
