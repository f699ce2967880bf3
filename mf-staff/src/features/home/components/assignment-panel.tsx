import { useState, type FormEvent } from 'react';
import { codeLabel } from '@cc/i18n';
import { useTranslation } from 'react-i18next';
import { Button, SelectField } from '@cc/ui';
import { messageFromError, useRequestPages } from '@cc/api-client';
import type { Language } from '@cc/types';
import { staffActionSchemas, validate, validationMessages } from '@cc/validation';
import { useRemoteProps, useRequestTitle } from '@cc/ui/remote';
import { useUsersByLevel } from '../../requests/hooks/use-authorities';
import { useRequestAction } from '../../requests/hooks/use-request-action';
import styles from './assignment-panel.module.css';

type Errors = { request?: string; level?: string; official?: string };

/**
 * Spec §2/§4 (minister_staff only): assign a pending request to an official of level 1-3. The
 * server refuses anyone else and an official of another level.
 */
export function AssignmentPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { shell } = useRemoteProps();
  const [requestId, setRequestId] = useState('');
  const [level, setLevel] = useState(0);
  const [official, setOfficial] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const pending = useRequestPages({ status: 'pending', limit: 100 });
  const officials = useUsersByLevel(level);
  const requestTitle = useRequestTitle();
  const assign = useRequestAction();
  const pendingItems = pending.data?.pages.flatMap((page) => page.items) ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!requestId) found.request = t('assign.selectRequest');
    for (const error of validate(staffActionSchemas.assign, { level: level || null, assignedTo: official ? Number(official) : null }).errors ?? []) {
      found[error.field === 'level' ? 'level' : 'official'] = validationMessages[error.messageKey][language];
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      await assign.mutateAsync({ id: Number(requestId), body: { action: 'assign', level, assignedTo: Number(official) } });
      shell.toast({ title: t('actions.successTitle'), description: validationMessages.requestAssigned[language], variant: 'success' });
      setRequestId('');
      setLevel(0);
      setOfficial('');
    } catch (error) {
      const text = `${validationMessages.failedToAssign[language]}: ${messageFromError(error, language, t('common.loadError'))}`;
      setFailure(text);
      shell.toast({ title: t('actions.errorTitle'), description: text, variant: 'destructive' });
    }
  };

  const officialHint = level === 0 ? t('assign.chooseLevelFirst') : officials.isPending ? t('common.loading') : officials.isError ? validationMessages.failedToFetchUsersByLevel[language] : undefined;

  return (
    <section className={styles.panel} aria-labelledby="assign-title">
      <h2 id="assign-title" className={styles.heading}>
        {t('assign.title')}
      </h2>
      <p className={styles.intro}>{t('assign.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.row}>
        <SelectField
          label={t('assign.request')}
          requiredMark
          required
          value={requestId}
          placeholder={pending.isPending ? t('common.loading') : t('assign.requestPlaceholder')}
          options={pendingItems.map((r) => ({ value: String(r.id), label: `${r.requestId} · ${requestTitle(r)}` }))}
          error={errors.request}
          onChange={(event) => {
            setRequestId(event.target.value);
            setErrors((e) => ({ ...e, request: undefined }));
          }}
        />
        <SelectField
          label={t('assign.level')}
          requiredMark
          required
          value={level ? String(level) : ''}
          placeholder={t('assign.levelPlaceholder')}
          options={[1, 2, 3].map((n) => ({ value: String(n), label: t(`assign.level${n}`) }))}
          error={errors.level}
          onChange={(event) => {
            setLevel(Number(event.target.value));
            setOfficial('');
            setErrors((e) => ({ ...e, level: undefined }));
          }}
        />
        <SelectField
          label={t('assign.official')}
          requiredMark
          required
          disabled={level === 0 || !officials.isSuccess}
          value={official}
          placeholder={t('assign.officialPlaceholder')}
          hint={officialHint}
          options={(officials.data ?? []).map((o) => ({ value: String(o.id), label: `${o.name} · ${codeLabel(t, 'role', o.role)}` }))}
          error={errors.official}
          onChange={(event) => {
            setOfficial(event.target.value);
            setErrors((e) => ({ ...e, official: undefined }));
          }}
        />
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <div className={styles.buttons}>
          <Button type="submit" disabled={assign.isPending}>
            {assign.isPending ? t('actions.working') : t('assign.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
