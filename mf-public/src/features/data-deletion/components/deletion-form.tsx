import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useContactEmail } from '@cc/api-client';
import { validationText } from '@cc/i18n';
import { dataDeletionFormSchema, DELETION_REASONS, formErrors, type MessageKey } from '@cc/validation';
import { useRemoteProps } from '@cc/ui/remote';
import { useSubmitDeletionRequest } from '../hooks/use-submit-deletion-request';
import styles from './deletion-form.module.css';

interface DeletionFormValues {
  email: string;
  reason: string;
  additionalInfo: string;
  understandPermanent: boolean;
  savedData: boolean;
  consentDeletion: boolean;
}

/** Catalogue keys: the form shows them through i18next, so a language switch re-renders them. */
type DeletionFormErrors = Partial<Record<keyof DeletionFormValues, MessageKey>>;

const CONSENTS = ['understandPermanent', 'savedData', 'consentDeletion'] as const;
const FIELD_ORDER: (keyof DeletionFormValues)[] = ['email', 'reason', 'additionalInfo', ...CONSENTS];

const EMPTY: DeletionFormValues = {
  email: '',
  reason: '',
  additionalInfo: '',
  understandPermanent: false,
  savedData: false,
  consentDeletion: false,
};

export function DeletionForm({ onSubmitted }: { onSubmitted(requestId: string): void }) {
  const { t } = useTranslation();
  const { shell } = useRemoteProps();
  const submit = useSubmitDeletionRequest();
  const contactEmail = useContactEmail();
  const [values, setValues] = useState<DeletionFormValues>(EMPTY);
  const [errors, setErrors] = useState<DeletionFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const update = <K extends keyof DeletionFormValues>(field: K, value: DeletionFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = (found: DeletionFormErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // The API's schema plus the three consents the browser alone asks for (libs/validation data-deletion.ts).
    const found = formErrors<keyof DeletionFormValues>(dataDeletionFormSchema, values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(found);
      return;
    }
    const body = {
      email: values.email.trim(),
      reason: values.reason || null,
      additionalInfo: values.additionalInfo.trim() || null,
    };
    submit.mutate(body, {
      onSuccess: ({ requestId }) => {
        shell.toast({ title: t('deletion.success.title'), description: t('deletion.success.text', { requestId }), variant: 'success' });
        onSubmitted(requestId);
      },
      onError: (error) => {
        const answer = error instanceof ApiError ? (error.body as { field?: string; messageKey?: string } | null) : null;
        if (answer?.field && answer.messageKey && answer.field in EMPTY) {
          const fieldErrors = { [answer.field]: answer.messageKey as MessageKey };
          setErrors(fieldErrors);
          focusFirstError(fieldErrors);
          return;
        }
        const message = contactEmail ? t('deletion.failure', { email: contactEmail }) : t('deletion.failureWithoutEmail');
        setFailure(message);
        shell.toast({ title: t('deletion.failureTitle'), description: message, variant: 'destructive' });
      },
    });
  };

  const describedBy = (field: keyof DeletionFormValues, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : null].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: keyof DeletionFormValues) =>
    errors[field] ? (
      <p id={`${field}-error`} className={styles.error}>
        {validationText(t, errors[field])}
      </p>
    ) : null;

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="deletion-form-title">
      <h2 id="deletion-form-title" className={styles.heading}>
        {t('deletion.form.title')}
      </h2>
      <div className={styles.field}>
        <label htmlFor="deletion-email">
          {t('deletion.form.email')} <span aria-hidden="true">*</span>
        </label>
        <input
          id="deletion-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={!!errors.email}
          aria-describedby={describedBy('email', 'deletion-email-hint')}
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <p id="deletion-email-hint" className={styles.hint}>
          {t('deletion.form.emailHint')}
        </p>
        {fieldError('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor="deletion-reason">{t('deletion.form.reason')}</label>
        <select
          id="deletion-reason"
          name="reason"
          aria-invalid={!!errors.reason}
          aria-describedby={describedBy('reason')}
          value={values.reason}
          onChange={(event) => update('reason', event.target.value)}
        >
          <option value="">{t('deletion.form.reasonPlaceholder')}</option>
          {DELETION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`deletion.reasons.${reason}`)}
            </option>
          ))}
        </select>
        {fieldError('reason')}
      </div>
      <div className={styles.field}>
        <label htmlFor="deletion-info">{t('deletion.form.additionalInfo')}</label>
        <textarea
          id="deletion-info"
          name="additionalInfo"
          rows={4}
          maxLength={2000}
          aria-invalid={!!errors.additionalInfo}
          aria-describedby={describedBy('additionalInfo')}
          value={values.additionalInfo}
          onChange={(event) => update('additionalInfo', event.target.value)}
        />
        {fieldError('additionalInfo')}
      </div>
      <fieldset className={styles.consents}>
        <legend>{t('deletion.form.consentsLegend')}</legend>
        {CONSENTS.map((consent) => (
          <div key={consent} className={styles.consent}>
            <input
              id={`deletion-${consent}`}
              name={consent}
              type="checkbox"
              required
              aria-invalid={!!errors[consent]}
              aria-describedby={describedBy(consent)}
              checked={values[consent]}
              onChange={(event) => update(consent, event.target.checked)}
            />
            <label htmlFor={`deletion-${consent}`}>{t(`deletion.consents.${consent}`)}</label>
            {fieldError(consent)}
          </div>
        ))}
      </fieldset>
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={submit.isPending}>
        {submit.isPending ? t('deletion.form.submitting') : t('deletion.form.submit')}
      </button>
    </form>
  );
}
