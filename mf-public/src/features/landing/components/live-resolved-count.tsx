import { useTransparencyTotals } from '@cc/api-client';
import { formatNumber } from '@cc/i18n';
import type { Language } from '@cc/types';
import { RemoteQueryProvider } from '@cc/ui/remote';
import { useTranslation } from 'react-i18next';

function ResolvedCount({ claim }: { claim: string }) {
  const { i18n } = useTranslation();
  // An error, a slow answer or a withheld total (fewer than 5 requests in all) keeps the claim.
  const live = useTransparencyTotals();
  const resolved = live.data?.resolved ?? null;
  return <>{resolved !== null ? formatNumber(resolved, i18n.language as Language) : claim}</>;
}

/**
 * The landing page's live "requests resolved" figure, from the transparency totals. Its own chunk,
 * with react-query: the landing page itself reads nothing from the API (docs/architecture.md, "the first page").
 */
export default function LiveResolvedCount({ claim }: { claim: string }) {
  return (
    <RemoteQueryProvider>
      <ResolvedCount claim={claim} />
    </RemoteQueryProvider>
  );
}
