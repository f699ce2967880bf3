import { useTranslation } from 'react-i18next';
import { CountCards, type CountTone } from '@cc/ui';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import { useAppPath } from '../../../app/remote-props-context';
import { useOwnRequestStats } from '../hooks/use-own-requests';

const KEYS = ['pending', 'in_progress', 'resolved'] as const;
const TONES: Record<(typeof KEYS)[number], CountTone> = { pending: 'accent', in_progress: 'primary', resolved: 'success' };

/** Spec §2 Quick Status: counts by status; each opens My Requests filtered by it. */
export function QuickStatus({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const appPath = useAppPath();
  const stats = useOwnRequestStats();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState />;
  return (
    <CountCards
      labelledBy={headingId}
      items={KEYS.map((key) => ({
        key,
        count: stats.data[key] ?? 0,
        label: t(`stats.${key}`),
        tone: TONES[key],
        to: `${appPath('/requests')}?status=${key}`,
      }))}
    />
  );
}
