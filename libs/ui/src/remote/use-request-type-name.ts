import { useTranslation } from 'react-i18next';
import { useRequestTypes } from '@cc/api-client';
import { codeLabel, isTypeTitle, localized } from '@cc/i18n';
import { useRemoteProps } from './remote-props-context';

export type RequestTypeName = (code: string | null | undefined) => string;
export type RequestTitle = (request: { title: string | null; requestType: string }) => string;

/**
 * A request type's name in the chosen language, the same in every app. Admins manage the types
 * (spec §2 request-types tab, §3 Request type), so the names come from GET /api/request-types, read
 * once and cached (react-query; the list changes rarely): a type an admin added reads by its own
 * name. While that list loads, or when it fails, the spec's eleven codes (§3) read from the code
 * table (`codes.requestType`) and any other code as its words (§3 Display): never blank.
 */
export function useRequestTypeName(): RequestTypeName {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const types = useRequestTypes();
  return (code) => {
    const type = code ? types.data?.find((item) => item.name === code) : undefined;
    return type ? localized(language, type.displayName, type.displayNameHi) : codeLabel(t, 'requestType', code);
  };
}

/**
 * A request's own title, or its type's name when the title only repeats the type: the API titles a
 * request filed without one with the type's English words, which would be English on a Hindi screen.
 */
export function useRequestTitle(): RequestTitle {
  const typeName = useRequestTypeName();
  const types = useRequestTypes();
  return (request) => {
    const english = types.data?.find((item) => item.name === request.requestType)?.displayName;
    const generic = isTypeTitle(request.title, request.requestType) || request.title === english;
    return generic ? typeName(request.requestType) : request.title!;
  };
}
