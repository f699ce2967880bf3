import { useTranslation } from 'react-i18next';
import { ToastRegion } from '@cc/ui';
import { useToastStore } from '../stores/toast-store';

/** Renders the one toast of stores/toast-store (spec §4: replace, 5000 ms, swipe, F8). */
export function ToastHost() {
  const { t } = useTranslation();
  const toast = useToastStore((state) => state.toast);
  const dismiss = useToastStore((state) => state.dismiss);
  return <ToastRegion toast={toast} onDismiss={dismiss} regionLabel={t('common.notifications')} closeLabel={t('common.close')} />;
}
