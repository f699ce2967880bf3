import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@cc/api-client';
import type { Language } from '@cc/types';
import { getCaptcha } from '../api/get-captcha';

/**
 * One question per language; never cached beyond this form (a token is single use). While a
 * fresh question loads the old token is withheld, so a consumed token is never sent.
 */
export function useCaptcha(language: Language) {
  const query = useQuery({
    queryKey: [...queryKeys.captcha(language), 'request-form'],
    queryFn: () => getCaptcha(language),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const ready = query.isSuccess && !query.isFetching;
  return {
    question: ready ? query.data.question : null,
    token: ready ? query.data.token : null,
    loading: query.isFetching,
    failed: query.isError && !query.isFetching,
    refresh: () => void query.refetch(),
  };
}
