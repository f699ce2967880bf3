import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageFromError, queryKeys } from '@cc/api-client';
import { validationText } from '@cc/i18n';
import { validate, type Schema } from '@cc/validation';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '@cc/ui/remote';
import { fieldErrorOf } from '../lib/error-text';

export type FormValues = Record<string, string | boolean>;
type Errors = Record<string, string | undefined>;

/**
 * A write body before the schema converts it: the keys of the shared input type `B` (its required
 * ones required, no others), each value still as the form holds it (a number as text, a blank '').
 */
export type UncheckedBody<B, V> = { [K in keyof B]: unknown } & { [K in Exclude<keyof V, keyof B>]?: never };

interface SchemaFormOptions<V extends FormValues, B extends object> {
  initial: V;
  /** The shared joi schema the API runs too (spec §5 messages). */
  schema: Schema;
  /** Form values → the body the API takes (B is the API call's, inferred from `save`). */
  toBody(values: V): UncheckedBody<NoInfer<B>, V>;
  /** The body as the schema converted it: a `B`, since each input type has its schema's keys and required flags (libs/validation admin-schema-types test). */
  save(body: B): Promise<unknown>;
  /** Which admin list to refetch after a successful write (spec §7). */
  resource: string;
  successText: string;
  onSaved(): void;
}

/**
 * An admin add/edit form: the shared schema runs first and each message shows under its field in
 * the chosen language; the server's answer (a field it refused, or its reason) shows the same way.
 */
export function useSchemaForm<V extends FormValues, B extends object>(options: SchemaFormOptions<V, B>) {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({ mutationFn: options.save });

  const setValue = (name: keyof V & string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async () => {
    if (mutation.isPending) return;
    const checked = validate<B>(options.schema, options.toBody(values), { stripUnknown: false });
    if (checked.errors) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, validationText(t, error.messageKey)])));
      return;
    }
    try {
      // The converted value: trimmed, numbers as numbers, the schema's defaults filled in.
      await mutation.mutateAsync(checked.value);
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin(options.resource) });
      shell.toast({ title: t('common.successTitle'), description: options.successText, variant: 'success' });
      options.onSaved();
    } catch (error) {
      const fieldError = fieldErrorOf(error, t);
      if (fieldError && fieldError.field in values) setErrors({ [fieldError.field]: fieldError.text });
      shell.toast({ title: t('common.errorTitle'), description: messageFromError(error, language, t('common.saveFailed')), variant: 'destructive' });
    }
  };

  const text = (name: keyof V & string) => ({
    value: String(values[name] ?? ''),
    error: errors[name] ?? null,
    disabled: mutation.isPending,
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  return { values, setValue, errors, submit, pending: mutation.isPending, text };
}
