import { useCallback } from 'react';
import type { Language } from '@cc/types';
import { requestFormEn, requestFormHi } from './texts';

type Vars = Record<string, string | number>;

function lookup(texts: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
  return typeof value === 'string' ? value : undefined;
}

/** t() over the form's own bilingual texts ({{name}} interpolation, English as the fallback). */
export function formText(language: Language, key: string, vars: Vars = {}): string {
  const template = lookup(language === 'hi' ? requestFormHi : requestFormEn, key) ?? lookup(requestFormEn, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function useFormText(language: Language): (key: string, vars?: Vars) => string {
  return useCallback((key: string, vars?: Vars) => formText(language, key, vars), [language]);
}
