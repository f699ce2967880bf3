import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@cc/api-client';
import { validate, validationMessages, type MessageKey } from '@cc/validation';

type Schema = Parameters<typeof validate>[0];
import { useRemoteProps } from '@cc/ui/remote';

interface DialogFormOptions<V extends { [K in keyof V]: string }> {
  schema: Schema;
  initial: V;
  /** The write; its refusal (a field and a catalogue key) lands on the field and in a toast. */
  send(values: V): Promise<unknown>;
  /** After the write succeeded: what to do (refresh, close), then the success notice's catalogue key. */
  saved: { afterwards(): Promise<void> | void; messageKey: MessageKey };
}

/**
 * The web dashboard's account dialogs (edit profile, change password): the shared joi rules run
 * first, so the form refuses with the API's own words; the API's refusal of a field is shown on
 * that field; every outcome is told in a toast in the page's language.
 */
export function useDialogForm<V extends { [K in keyof V]: string }>({ schema, initial, send, saved }: DialogFormOptions<V>) {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [pending, setPending] = useState(false);
  const text = (key: MessageKey) => validationMessages[key][language];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = validate(schema, values, { stripUnknown: false });
    if (checked.errors) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, text(error.messageKey)])) as Partial<Record<keyof V, string>>);
      return;
    }
    setPending(true);
    try {
      await send(values);
      setErrors({});
      await saved.afterwards();
      shell.toast({ title: t('common.successTitle'), description: text(saved.messageKey), variant: 'success' });
    } catch (error) {
      const body = (error instanceof ApiError ? error.body : null) as { messageKey?: string; field?: string } | null;
      const key = (body?.messageKey && body.messageKey in validationMessages ? body.messageKey : 'errorOccurred') as MessageKey;
      if (body?.field) setErrors({ [body.field]: text(key) } as Partial<Record<keyof V, string>>);
      shell.toast({ title: t('common.errorTitle'), description: text(key), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  /** The props of one TextField: its value, its refusal, and an edit that clears the refusal. */
  const field = (name: keyof V) => ({
    value: values[name],
    error: errors[name] ?? null,
    disabled: pending,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return { onSubmit, field, pending };
}
