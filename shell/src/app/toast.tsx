import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastRegion, type ToastItem } from '@cc/ui';
import type { ToastInput } from '@cc/types';

/** Spec §4 / §9: one toast at a time, a new one replaces the old, shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;

type ToastFn = (input: ToastInput) => void;
const ToastContext = createContext<ToastFn | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<ToastItem | null>(null);
  const nextId = useRef(1);

  const show = useCallback<ToastFn>((input) => {
    setToast({ ...input, id: nextId.current++ });
  }, []);

  const dismiss = useCallback((id: number) => {
    setToast((current) => (current && current.id === id ? null : current));
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toast={toast} onDismiss={dismiss} regionLabel={t('common.notifications')} closeLabel={t('common.close')} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastFn {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast outside ToastProvider');
  return value;
}
