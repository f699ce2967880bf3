import { useTranslation } from 'react-i18next';
import { useAdminRequestStats } from '@cc/api-client';
import type { RequestStats } from '@cc/types';
import { CountCards, type CountTone } from '@cc/ui';
import { ErrorState, LoadingState } from '@cc/ui/remote';

type StatKey = keyof RequestStats;

const TONES: Record<StatKey, CountTone> = { total: 'primary', pending: 'accent', in_progress: 'primary', resolved: 'success' };

/** Live counts from GET /api/admin/requests/stats, one card per status asked for. */
export function StatGrid({ keys, headingId }: { keys: StatKey[]; headingId: string }) {
  const { t } = useTranslation();
  const stats = useAdminRequestStats();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState onRetry={() => void stats.refetch()} />;
  return <CountCards labelledBy={headingId} items={keys.map((key) => ({ key, count: stats.data[key] ?? 0, label: t(`stats.${key}`), tone: TONES[key] }))} />;
}
