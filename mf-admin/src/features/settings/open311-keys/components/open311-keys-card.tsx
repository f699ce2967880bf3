import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageFromError, queryKeys } from '@cc/api-client';
import { formatDateTime, validationText } from '@cc/i18n';
import { Button, TextField } from '@cc/ui';
import { ErrorState, LoadingState, useRemoteProps } from '@cc/ui/remote';
import type { IssuedOpen311Key, Open311Key } from '@cc/types';
import { open311KeySchema } from '@cc/validation';
import { useSchemaForm } from '../../../../shared/hooks/use-schema-form';
import { issueOpen311Key, listOpen311Keys, revokeOpen311Key } from '../api/open311-keys';
import { InlineAddForm } from '../../components/inline-add-form';
import settings from '../../components/settings.module.css';
import own from './open311-keys.module.css';

/** The settings tab's card layout, plus this card's own classes. */
const styles = { ...settings, ...own };

const RESOURCE = 'open311-keys';
const keysKey = queryKeys.admin(RESOURCE);

/**
 * Open311 API keys of the settings tab (docs/open311.md, "Keys"): issue one per client (the key
 * shows here once, only its hash is stored), see when each was last used, revoke.
 */
export function Open311KeysCard() {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: keysKey, queryFn: listOpen311Keys });
  const [issued, setIssued] = useState<(IssuedOpen311Key & { name: string }) | null>(null);
  const form = useSchemaForm<{ name: string }, Pick<Open311Key, 'name'>>({
    initial: { name: '' },
    schema: open311KeySchema,
    toBody: (values) => values,
    save: async (body) => {
      const key = await issueOpen311Key(body);
      setIssued({ ...key, name: String(body.name) });
      return key;
    },
    resource: RESOURCE,
    successText: t('open311Keys.issuedToast'),
    onSaved: () => form.setValue('name', ''),
  });
  const revoke = useMutation({
    mutationFn: (key: Open311Key) => revokeOpen311Key(key.id),
    onSuccess: () => shell.toast({ title: t('common.successTitle'), description: validationText(t, 'open311KeyRevoked'), variant: 'success' }),
    onError: (error) => shell.toast({ title: t('common.errorTitle'), description: messageFromError(error, language, t('common.saveFailed')), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });

  return (
    <section aria-labelledby="settings-open311" className={styles.card}>
      <h3 id="settings-open311" className={styles.cardTitle}>
        {t('open311Keys.title')}
      </h3>
      <p className={styles.hint}>{t('open311Keys.hint')}</p>
      {issued && (
        <div role="status" className={styles.issued}>
          <p className={styles.issuedTitle}>{t('open311Keys.issuedFor', { name: issued.name })}</p>
          <code className={styles.key} data-testid="open311-issued-key">
            {issued.key}
          </code>
          <p className={styles.hint}>{t('open311Keys.shownOnce')}</p>
        </div>
      )}
      {keys.isPending ? (
        <LoadingState />
      ) : keys.isError ? (
        <ErrorState onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <p className={styles.hint}>{t('open311Keys.none')}</p>
      ) : (
        <ul className={styles.holidays}>
          {keys.data.map((key) => (
            <li key={key.id} className={styles.holiday}>
              <span>
                <strong>{key.name}</strong>
                <span className={styles.meta}>
                  {t('open311Keys.created', { when: formatDateTime(key.createdAt, language) })}
                  {' · '}
                  {key.lastUsedAt ? t('open311Keys.lastUsed', { when: formatDateTime(key.lastUsedAt, language) }) : t('open311Keys.neverUsed')}
                </span>
              </span>
              <Button size="small" variant="danger" disabled={revoke.isPending} aria-label={t('open311Keys.revokeNamed', { name: key.name })} onClick={() => revoke.mutate(key)}>
                {t('open311Keys.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <InlineAddForm onSubmit={() => void form.submit()} pending={form.pending} submitLabel={t('open311Keys.issue')}>
        <TextField label={t('open311Keys.clientName')} requiredMark autoComplete="off" {...form.text('name')} />
      </InlineAddForm>
    </section>
  );
}
