import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@cc/ui';
import { validationText } from '@cc/i18n';
import { formErrors, trackLookupSchema, type MessageKey } from '@cc/validation';

export interface TrackFormValues {
  code: string;
  phone: string;
}

type TrackFormErrors = Partial<Record<keyof TrackFormValues, MessageKey>>;

/** The request code and the phone number it was filed with, checked by the API's own schema first. */
export function TrackForm({ initialCode, busy, onLookup }: { initialCode: string; busy: boolean; onLookup(values: TrackFormValues): void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<TrackFormValues>({ code: initialCode, phone: '' });
  const [errors, setErrors] = useState<TrackFormErrors>({});
  const form = useRef<HTMLFormElement>(null);

  const update = (field: keyof TrackFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors<keyof TrackFormValues>(trackLookupSchema, values);
    setErrors(found);
    const first = (['code', 'phone'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onLookup({ code: values.code.trim().toUpperCase(), phone: values.phone.trim() });
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="track-form-title" data-testid="track-form">
      <h2 id="track-form-title">{t('track.formTitle')}</h2>
      <TextField
        name="code"
        label={t('track.code')}
        hint={t('track.codeHint')}
        value={values.code}
        onChange={(event) => update('code', event.target.value)}
        error={errors.code ? validationText(t, errors.code) : null}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        requiredMark
      />
      <TextField
        name="phone"
        type="tel"
        label={t('track.phone')}
        hint={t('track.phoneHint')}
        value={values.phone}
        onChange={(event) => update('phone', event.target.value)}
        error={errors.phone ? validationText(t, errors.phone) : null}
        autoComplete="tel"
        inputMode="tel"
        required
        requiredMark
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('track.checking') : t('track.submit')}
      </Button>
    </form>
  );
}
