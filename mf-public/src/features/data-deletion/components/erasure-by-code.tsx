import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useContactEmail } from '@cc/api-client';
import { validationText } from '@cc/i18n';
import { erasureConfirmSchema, erasureRequestSchema, formErrors, type MessageKey } from '@cc/validation';
import { useAskErasureCode, useConfirmErasureCode } from '../hooks/use-erase-by-code';
import { DeletionField } from './deletion-field';
import styles from './deletion-form.module.css';

type Field = 'code' | 'phone' | 'otp';
type Errors = Partial<Record<Field, MessageKey>>;

/** What the API answered with a field and a catalogue key (a refused input, a wrong one-time code). */
const fieldAnswer = (error: unknown): Errors | null => {
  const body = error instanceof ApiError ? (error.body as { field?: string; messageKey?: MessageKey } | null) : null;
  return body?.field && body.messageKey && ['code', 'phone', 'otp'].includes(body.field) ? { [body.field as Field]: body.messageKey } : null;
};

/**
 * "I filed without an account": the request code and the phone it was filed with, then the 6-digit
 * code the API sends to that phone, then the erasure. The first answer is the same whether or not
 * the two belong together, so the page says "if they match" and never more.
 */
export function ErasureByCode({ onErased }: { onErased(requestCode: string): void }) {
  const { t, i18n } = useTranslation();
  const ask = useAskErasureCode();
  const confirm = useConfirmErasureCode();
  const contactEmail = useContactEmail();
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [challenge, setChallenge] = useState<{ challengeId: string; expiresInMinutes: number } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // Once the SMS is on its way, the next field is the code it carries.
  useEffect(() => {
    if (challenge) form.current?.querySelector<HTMLElement>('[name="otp"]')?.focus();
  }, [challenge]);

  const show = (found: Errors) => {
    setErrors(found);
    const first = (['code', 'phone', 'otp'] as const).find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const failed = (error: unknown) => {
    const answer = fieldAnswer(error);
    if (answer) return show(answer);
    setFailure(contactEmail ? t('deletion.byCode.failure', { email: contactEmail }) : t('deletion.byCode.failureWithoutEmail'));
  };

  const onAsk = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const language = i18n.language === 'en' ? 'en' : 'hi';
    const found = formErrors<Field>(erasureRequestSchema, { code, phone, language });
    if (Object.keys(found).length) return show(found);
    ask.mutate(
      { code: code.trim().toUpperCase(), phone: phone.trim(), language },
      {
        onSuccess: (answer) => {
          setChallenge(answer);
          setOtp('');
          setErrors({});
        },
        onError: failed,
      },
    );
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    setFailure(null);
    const found = formErrors<Field>(erasureConfirmSchema, { challengeId: challenge.challengeId, otp });
    if (Object.keys(found).length) return show(found);
    confirm.mutate({ challengeId: challenge.challengeId, otp: otp.trim() }, { onSuccess: ({ requestCode }) => onErased(requestCode), onError: failed });
  };

  const errorText = (field: Field) => (errors[field] ? validationText(t, errors[field]) : null);
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form ref={form} className={styles.form} onSubmit={challenge ? onConfirm : onAsk} noValidate aria-labelledby="erasure-title">
      <h2 id="erasure-title" className={styles.heading}>
        {t('deletion.byCode.title')}
      </h2>
      <p className={styles.hint}>{t('deletion.byCode.intro')}</p>
      {!challenge ? (
        <>
          <DeletionField
            id="erasure-code"
            name="code"
            autoComplete="off"
            label={t('deletion.byCode.code')}
            hint={t('deletion.byCode.codeHint')}
            error={errorText('code')}
            value={code}
            onChange={(event) => edit('code', setCode)(event.target.value)}
          />
          <DeletionField
            id="erasure-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            label={t('deletion.byCode.phone')}
            hint={t('deletion.byCode.phoneHint')}
            error={errorText('phone')}
            value={phone}
            onChange={(event) => edit('phone', setPhone)(event.target.value)}
          />
        </>
      ) : (
        <>
          <p role="status" className={styles.hint}>
            {t('deletion.byCode.sent', { minutes: challenge.expiresInMinutes })}
          </p>
          <DeletionField
            id="erasure-otp"
            name="otp"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            label={t('deletion.byCode.otp')}
            hint={t('deletion.byCode.otpHint')}
            error={errorText('otp')}
            value={otp}
            onChange={(event) => edit('otp', setOtp)(event.target.value)}
          />
        </>
      )}
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      {!challenge ? (
        <button type="submit" className={styles.submit} disabled={ask.isPending}>
          {ask.isPending ? t('deletion.byCode.sending') : t('deletion.byCode.send')}
        </button>
      ) : (
        <>
          <button type="submit" className={styles.submit} disabled={confirm.isPending}>
            {confirm.isPending ? t('deletion.byCode.erasing') : t('deletion.byCode.erase')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setChallenge(null)}>
            {t('deletion.byCode.newCode')}
          </button>
        </>
      )}
    </form>
  );
}
