import { useTranslation } from 'react-i18next';
import { CountCards, type CountTone } from '@cc/ui';
import { ErrorState, useAppPath } from '@cc/ui/remote';
import { useOwnRequestStats } from '../hooks/use-own-requests';

const KEYS = ['pending', 'in_progress', 'resolved'] as const;
const TONES: Record<(typeof KEYS)[number], CountTone> = { pending: 'accent', in_progress: 'primary', resolved: 'success' };

/**
 * Spec §2 Quick Status: counts by status; each opens My Requests filtered by it. The cards are
 * there from the first render, "…" until the counts arrive (the list marked busy): a spinner of
 * another height would push Recent Requests down when they came (Lighthouse counted that shift).
 */
export function QuickStatus({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const appPath = useAppPath();
  const stats = useOwnRequestStats();
  if (stats.isError) return <ErrorState onRetry={() => void stats.refetch()} />;
  return (
    <CountCards
      labelledBy={headingId}
      busy={stats.isPending}
      items={KEYS.map((key) => ({
        key,
        count: stats.isPending ? '…' : (stats.data[key] ?? 0),
        label: t(`stats.${key}`),
        tone: TONES[key],
        to: `${appPath('/requests')}?status=${key}`,
      }))}
    />
  );
}
