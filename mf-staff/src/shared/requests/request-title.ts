import type { TFunction } from 'i18next';
import { humanizeCode, isTypeTitle } from '@cc/i18n';

/** A request type's name in the chosen language (`types.<code>`), the code as words until named. */
export function typeName(t: TFunction, code: string): string {
  return t(`types.${code}`, { defaultValue: humanizeCode(code) });
}

/** A request's own title, or its type's name in the chosen language when the title is only the type's English words. */
export function requestTitle(t: TFunction, request: { title: string | null; requestType: string }): string {
  return isTypeTitle(request.title, request.requestType) ? typeName(t, request.requestType) : request.title!;
}
