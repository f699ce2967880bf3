import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, CheckboxField, SelectField, TextAreaField, TextField, useOnlineStatus } from '@cc/ui';
import type { Language, ToastInput } from '@cc/types';
import { checkAttachment, checkRequestForm, EMPTY_VALUES, toSubmitFields, type RequestFormValues } from '../form-rules';
import { useCaptcha } from '../hooks/use-captcha';
import { useLocationOptions } from '../hooks/use-location-options';
import { useRequestTypeOptions } from '../hooks/use-request-type-options';
import { useRequestSubmit, type CreatedRequest } from '../hooks/use-request-submit';
import { useRequestDraft } from '../hooks/use-request-draft';
import { useAttachment } from '../hooks/use-attachment';
import { useFormText } from '../i18n/use-form-text';
import { AttachmentField } from './attachment-field';
import { CaptchaField } from './captcha-field';
import { SimilarRequestsHint } from './similar-requests-hint';
import { DraftNotice } from './draft-notice';
import styles from './request-form.module.css';

export interface RequestFormProps {
  language: Language;
  /** 'web' lays the fields out in two columns on wide screens. */
  variant?: 'mobile' | 'web';
  /** Values to start from (and to return to after a success), e.g. the citizen's name and phone. */
  initialValues?: Partial<RequestFormValues>;
  /** Shows a notice in the host's single toast region. */
  onNotify?(notice: ToastInput): void;
  onSuccess?(request: CreatedRequest): void;
  /**
   * Keeps a draft on this device under this key (offline filing), e.g. `citizen:<id>` (in
   * IndexedDB until sent or logout) or `public` (this tab only); without it nothing is stored.
   */
  draftKey?: string;
}

/** `attachment` is also the API's multipart field: a refused file is marked on the file field. */
type FieldName = keyof RequestFormValues | 'captchaAnswer' | 'attachment';

/** Spec §2 Shared request form: used by the citizen dashboard and the public form. */
export function RequestForm({ language, variant = 'mobile', initialValues, onNotify, onSuccess, draftKey }: RequestFormProps) {
  const { t, message } = useFormText();
  const base = `rf${useId().replace(/:/g, '')}`;
  const start = { ...EMPTY_VALUES, ...initialValues };
  const [values, setValues] = useState<RequestFormValues>(start);
  const attachment = useAttachment();
  // A file refused when chosen; one the server refuses is marked like any field (fieldErrors.attachment).
  const [fileError, setFileError] = useState<string | null>(null);
  // While Submit waits for a photo still being prepared (a ref: set before the await, so a second click is ignored).
  const [awaitingPhoto, setAwaitingPhoto] = useState(false);
  const awaitingPhotoRef = useRef(false);
  const [answer, setAnswer] = useState('');
  // The citizen's opt-in to publication: off until ticked, for every new request (never kept in a draft).
  const [showPublicly, setShowPublicly] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const captcha = useCaptcha(language);
  const locations = useLocationOptions(language, t);
  const types = useRequestTypeOptions(language);
  const { send, submitting, progress } = useRequestSubmit(language);
  const fieldId = (name: FieldName) => `${base}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const online = useOnlineStatus();
  const busy = submitting || awaitingPhoto;
  // The draft keeps the file as it will be sent (the smaller copy of a photo unless the original was
  // asked for): far less to write to the device, and a retry after a reload sends the very bytes of
  // the first try, which the server's Idempotency-Key check compares.
  const draft = useRequestDraft({
    draftKey,
    values,
    file: attachment.file,
    start,
    online,
    onRestore: (kept) => {
      setValues(kept.values);
      attachment.restore(kept.file);
    },
  });

  // Back online: the question asked before is spent or unanswerable; a fresh one for the send.
  const wasOnline = useRef(online);
  const refreshCaptcha = useRef(captcha.refresh);
  refreshCaptcha.current = captcha.refresh;
  useEffect(() => {
    if (online && !wasOnline.current) {
      setAnswer('');
      setFormError(null);
      refreshCaptcha.current();
    }
    wasOnline.current = online;
  }, [online]);

  /** Back to the starting values, with the kept draft removed from the device (after a send, or Discard). */
  const resetForm = () => {
    draft.clear();
    setValues(start);
    attachment.remove();
    setFileError(null);
    setAnswer('');
    setShowPublicly(false);
    setFieldErrors({});
    setFormError(null);
  };

  const set = (name: keyof RequestFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value, ...(name === 'district' ? { block: '' } : {}) }));
    setSuccess(null);
    clearError(name);
  };

  const clearError = (name: FieldName) => setFieldErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  // A form-level message that named fields ("Please fill all required fields") is no longer true once
  // every one of them is answered; a message about the send itself stays until the next send.
  const errorNamesFields = useRef(false);
  const fieldsStillMarked = Object.values(fieldErrors).some(Boolean);
  useEffect(() => {
    if (errorNamesFields.current && !fieldsStillMarked) {
      errorNamesFields.current = false;
      setFormError(null);
    }
  }, [fieldsStillMarked]);

  // Focused once rendered: after a send the fields are still disabled when the answer is handled.
  const focusNext = useRef<FieldName | null>(null);
  useEffect(() => {
    if (!focusNext.current || busy) return;
    document.getElementById(fieldId(focusNext.current))?.focus();
    focusNext.current = null;
  });

  /** Shows the form-level message, marks the fields (missing ones as required) and focuses the first. */
  const fail = (text: string, fields: FieldName[], fieldText = t('required')) => {
    errorNamesFields.current = fields.length > 0;
    setFormError(text);
    setFieldErrors(Object.fromEntries(fields.map((field) => [field, field === 'captchaAnswer' ? text : fieldText])));
    focusNext.current = fields[0] ?? null;
  };

  const chooseFile = (chosen: File) => {
    const problem = checkAttachment(chosen);
    if (problem) {
      setFileError(message(problem));
      onNotify?.({ title: t('errorTitle'), description: message(problem), variant: 'destructive' });
      return;
    }
    setFileError(null);
    clearError('attachment');
    attachment.choose(chosen);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || awaitingPhotoRef.current) return;
    setSuccess(null);
    if (!online) {
      // Nothing leaves the device offline; the draft is already kept.
      setFormError(t('offlineSubmit'));
      return;
    }
    const problem = checkRequestForm(values, { token: captcha.token, answer });
    if (problem) {
      // A missing field reads 'This field is required' beside it; any other rule shows its own message there.
      const text = message(problem.messageKey);
      fail(text, problem.fields, problem.messageKey === 'fillAllRequiredFields' ? t('required') : text);
      return;
    }
    // A photo still being made smaller is waited for: the field says 'Preparing photo…', not 0 % uploaded.
    awaitingPhotoRef.current = true;
    setAwaitingPhoto(true);
    let file: File | null;
    try {
      file = await attachment.ready();
    } finally {
      awaitingPhotoRef.current = false;
      setAwaitingPhoto(false);
    }
    const outcome = await send(toSubmitFields(values, { token: captcha.token!, answer }, publishable && showPublicly), file, draft.submissionKey);
    if (!outcome) return;
    if (outcome.ok) {
      const text = message('requestSubmitted');
      resetForm();
      setSuccess(text);
      captcha.refresh();
      onNotify?.({ title: t('successTitle'), description: text, variant: 'success' });
      onSuccess?.(outcome.request);
      return;
    }
    // Spec §5/§8: a failed submit keeps what was typed and asks a fresh question (the old one is spent).
    setAnswer('');
    if (outcome.kind === 'session-ended') {
      // Held for the owner's next login here; the host then sends them to log in (and back).
      await draft.hold();
      const text = t('sessionEndedKept');
      setFormError(text);
      onNotify?.({ title: t('errorTitle'), description: text, variant: 'destructive' });
      return;
    }
    captcha.refresh();
    if (outcome.kind === 'key-spent') draft.forgetSubmission();
    // Never "failed" when it may well have arrived: say so, and that sending again is safe.
    const text = outcome.kind === 'unanswered' ? t('mayHaveArrived') : outcome.kind === 'key-spent' ? t('alreadySent') : outcome.message;
    const captchaFailed = outcome.messageKey === 'securityVerificationFailed';
    const field = (captchaFailed ? 'captchaAnswer' : outcome.field) as FieldName | undefined;
    fail(text, field && (field === 'captchaAnswer' || field === 'attachment' || field in EMPTY_VALUES) ? [field] : [], text);
    onNotify?.({ title: t('errorTitle'), description: text, variant: 'destructive' });
  };

  const error = (name: FieldName) => fieldErrors[name] ?? null;
  const vidhanSabhas = values.district ? locations.vidhanSabhasFor(values.district) : [];
  const common = { disabled: busy, requiredMark: true, required: true } as const;
  // A private type's requests are never published (the API decides the same): nothing to opt in to.
  const publishable = !(values.requestType && types.isPrivate(values.requestType));

  return (
    <form ref={formRef} className={`${styles.form} ${variant === 'web' ? styles.web : ''}`} aria-label={t('formLabel')} noValidate onSubmit={onSubmit}>
      <DraftNotice
        online={online}
        offered={draft.offered}
        enabled={draft.enabled}
        kept={draft.kept}
        disabled={busy}
        t={t}
        onSend={() => formRef.current?.requestSubmit()}
        onDiscard={resetForm}
      />
      <div className={styles.grid}>
        <TextField {...common} id={fieldId('name')} label={t('name')} autoComplete="name" value={values.name} error={error('name')} onChange={(e) => set('name', e.target.value)} />
        <SelectField
          {...common}
          id={fieldId('district')}
          label={t('district')}
          placeholder={t('selectDistrict')}
          options={locations.districts}
          value={values.district}
          error={error('district')}
          onChange={(e) => set('district', e.target.value)}
        />
        <SelectField
          {...common}
          id={fieldId('block')}
          label={t('vidhanSabha')}
          placeholder={values.district ? t('selectVidhanSabha') : t('chooseDistrictFirst')}
          options={vidhanSabhas}
          value={values.block}
          error={error('block')}
          disabled={busy || !values.district}
          onChange={(e) => set('block', e.target.value)}
        />
        <TextField {...common} id={fieldId('phone')} type="tel" label={t('phone')} autoComplete="tel" inputMode="tel" value={values.phone} error={error('phone')} onChange={(e) => set('phone', e.target.value)} />
        <SelectField
          {...common}
          id={fieldId('requestType')}
          label={t('requestType')}
          placeholder={types.loading ? t('requestTypesLoading') : t('selectRequestType')}
          options={types.options}
          value={values.requestType}
          error={error('requestType')}
          onChange={(e) => set('requestType', e.target.value)}
        />
        <TextField {...common} required={false} requiredMark={false} id={fieldId('voterIdNumber')} label={t('voterId')} hint={t('voterIdHint')} autoComplete="off" value={values.voterIdNumber} error={error('voterIdNumber')} onChange={(e) => set('voterIdNumber', e.target.value)} />
      </div>
      <TextAreaField {...common} id={fieldId('description')} label={t('description')} hint={t('descriptionHint')} rows={4} value={values.description} error={error('description')} onChange={(e) => set('description', e.target.value)} />
      <SimilarRequestsHint district={values.district} requestType={values.requestType} description={values.description} language={language} t={t} typeLabel={types.labelOf} />
      <TextAreaField {...common} id={fieldId('address')} label={t('address')} autoComplete="street-address" rows={2} value={values.address} error={error('address')} onChange={(e) => set('address', e.target.value)} />
      <AttachmentField
        id={fieldId('attachment')}
        original={attachment.original}
        file={attachment.file}
        preparing={attachment.preparing}
        resizable={attachment.resizable}
        sendOriginal={attachment.sendOriginal}
        onSendOriginal={attachment.setSendOriginal}
        error={error('attachment') ?? fileError}
        progress={progress}
        disabled={busy}
        t={t}
        onChoose={chooseFile}
        onRemove={() => {
          attachment.remove();
          setFileError(null);
          clearError('attachment');
        }}
      />
      <CheckboxField
        id={`${base}-showPublicly`}
        label={t('showPublicly')}
        hint={publishable ? t('showPubliclyHint') : t('showPubliclyPrivateType')}
        checked={publishable && showPublicly}
        disabled={busy || !publishable}
        onChange={(e) => setShowPublicly(e.target.checked)}
      />
      <CaptchaField
        id={fieldId('captchaAnswer')}
        question={captcha.question}
        loading={captcha.loading}
        failed={captcha.failed}
        answer={answer}
        error={error('captchaAnswer')}
        disabled={busy}
        t={t}
        onAnswer={(next) => {
          setAnswer(next);
          clearError('captchaAnswer');
        }}
        onRefresh={captcha.refresh}
      />
      <div className={styles.messages}>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        {success ? (
          <p className={styles.success} role="status">
            {success}
          </p>
        ) : null}
      </div>
      <Button type="submit" fullWidth aria-disabled={busy || undefined} disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
