import { humanizeCode, isTypeTitle, localized } from '@cc/i18n';
import { useLocations, useRequestTypes } from '@cc/api-client';
import { useRemoteProps } from '@cc/ui/remote';

export interface Labels {
  requestType(code: string | null | undefined): string;
  /** A request's own title, unless it is only the type's English name (then the type, translated). */
  title(request: { title: string | null; requestType: string }): string;
  place(code: string | null | undefined): string;
}

const words = (code: string | null | undefined) => (code ? humanizeCode(code) : '');

/** Names of request types and places in the chosen language, from the API; codes as words meanwhile. */
export function useLabels(): Labels {
  const { language } = useRemoteProps();
  const types = useRequestTypes();
  const places = useLocations();
  return {
    requestType: (code) => {
      const type = types.data?.find((item) => item.name === code);
      return type ? localized(language, type.displayName, type.displayNameHi) : words(code);
    },
    title: (request) => {
      const type = types.data?.find((item) => item.name === request.requestType);
      const generic = isTypeTitle(request.title, request.requestType) || request.title === type?.displayName;
      return generic ? (type ? localized(language, type.displayName, type.displayNameHi) : words(request.requestType)) : request.title!;
    },
    place: (code) => {
      const place = places.data?.find((item) => item.value === code && item.type !== 'state');
      return place ? localized(language, place.name, place.nameHi) : words(code);
    },
  };
}
