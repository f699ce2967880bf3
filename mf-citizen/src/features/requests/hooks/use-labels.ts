import { humanizeCode, localized } from '@cc/i18n';
import { useLocations } from '@cc/api-client';
import { useRemoteProps, useRequestTitle, useRequestTypeName } from '@cc/ui/remote';

export interface Labels {
  requestType(code: string | null | undefined): string;
  /** A request's own title, unless it is only the type's English name (then the type, translated). */
  title(request: { title: string | null; requestType: string }): string;
  place(code: string | null | undefined): string;
}

const words = (code: string | null | undefined) => (code ? humanizeCode(code) : '');

/**
 * Names of request types (the one shared hook every app uses) and of places in the chosen
 * language, from the API; places read as their codes' words meanwhile.
 */
export function useLabels(): Labels {
  const { language } = useRemoteProps();
  const requestType = useRequestTypeName();
  const title = useRequestTitle();
  const places = useLocations();
  return {
    requestType,
    title,
    place: (code) => {
      const place = places.data?.find((item) => item.value === code && item.type !== 'state');
      return place ? localized(language, place.name, place.nameHi) : words(code);
    },
  };
}
