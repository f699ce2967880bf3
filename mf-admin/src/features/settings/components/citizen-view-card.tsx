import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageFromError } from '@cc/api-client';
import { CheckboxField } from '@cc/ui';
import { useRemoteProps } from '@cc/ui/remote';
import { putSystemSettings } from '../api/put-system-settings';
import { settingsKey } from '../hooks/use-system-settings';
import styles from './settings.module.css';

/**
 * What citizens see of the office's people: the official's name (the spec's screens) or only the
 * role ("Government Official"). Saved at once; the API applies it to every citizen-facing read
 * (request-dto.ts personFor), so no screen can show a name the office chose to hide.
 */
export function CitizenViewCard({ showOfficeRole }: { showOfficeRole: boolean }) {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (value: boolean) => putSystemSettings({ showOfficeRole: value }),
    onSuccess: () => shell.toast({ title: t('common.successTitle'), description: t('settings.saved'), variant: 'success' }),
    onError: (error) => shell.toast({ title: t('common.errorTitle'), description: messageFromError(error, language, t('common.saveFailed')), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
  return (
    <section aria-labelledby="settings-citizen-view" className={styles.card}>
      <h3 id="settings-citizen-view" className={styles.cardTitle}>
        {t('settings.citizenView')}
      </h3>
      <CheckboxField
        label={t('settings.showOfficeRole')}
        hint={t('settings.showOfficeRoleHint')}
        checked={save.isPending ? Boolean(save.variables) : showOfficeRole}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
      />
    </section>
  );
}
