import { useQuery } from '@tanstack/react-query';
import { isTypeTitle } from '@cc/i18n';
import { queryKeys } from '@cc/api-client';
import type { Language } from '@cc/types';
import { getLocations } from '../api/get-locations';
import { getRequestTypes } from '../api/get-request-types';
import { useRemoteProps } from '../app/remote-props-context';
import { humanize } from '../lib/labels';

export interface Labels {
  requestType(code: string | null | undefined): string;
  /** A request's own title, unless it is only the type's English name (then the type, translated). */
  title(request: { title: string | null; requestType: string }): string;
  place(code: string | null | undefined): string;
}

const pick = (language: Language, en: string, hi: string | null) => (language === 'hi' && hi) || en;

/** Names of request types and places in the chosen language, from the API; codes as words meanwhile. */
export function useLabels(): Labels {
  const { language } = useRemoteProps();
  const types = useQuery({ queryKey: ['request-types'], queryFn: getRequestTypes });
  const places = useQuery({ queryKey: queryKeys.locations, queryFn: getLocations });
  return {
    requestType: (code) => {
      const type = types.data?.find((item) => item.name === code);
      return type ? pick(language, type.displayName, type.displayNameHi) : humanize(code);
    },
    title: (request) => {
      const type = types.data?.find((item) => item.name === request.requestType);
      const generic = isTypeTitle(request.title, request.requestType) || request.title === type?.displayName;
      return generic ? (type ? pick(language, type.displayName, type.displayNameHi) : humanize(request.requestType)) : request.title!;
    },
    place: (code) => {
      const place = places.data?.find((item) => item.value === code && item.type !== 'state');
      return place ? pick(language, place.name, place.nameHi) : humanize(code);
    },
  };
}
