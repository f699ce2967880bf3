import type { TFunction } from 'i18next';
import { isTypeTitle, codeLabel } from '@cc/i18n';

/** A request type's name in the chosen language (`codes.requestType.<code>`), the code as words until named. */
export function typeName(t: TFunction, code: string): string {
  return codeLabel(t, 'requestType', code);
}

/** A request's own title, or its type's name in the chosen language when the title is only the type's English words. */
export function requestTitle(t: TFunction, request: { title: string | null; requestType: string }): string {
  return isTypeTitle(request.title, request.requestType) ? typeName(t, request.requestType) : request.title!;
}
