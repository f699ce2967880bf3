import { useTranslation } from 'react-i18next';
import { useRequestStats } from '@cc/api-client';
import { CountCards as CountCardList, type CountTone } from '@cc/ui';
import { LoadingState } from '@cc/ui/remote';
import { useMyTasksCount } from '../hooks/use-my-tasks-count';

type CountKey = 'pending' | 'in_progress' | 'resolved' | 'mine';
const TONE: Record<CountKey, CountTone> = { pending: 'accent', in_progress: 'primary', resolved: 'success', mine: 'primary' };

/** Live counts: statuses from GET /api/requests/stats, "assigned to me" from the list. */
export function CountCards({ keys, label }: { keys: CountKey[]; label: string }) {
  const { t } = useTranslation();
  const stats = useRequestStats();
  const mine = useMyTasksCount();
  if (stats.isPending) return <LoadingState />;
  const value = (key: CountKey) => {
    if (key === 'mine') return mine.isError ? '–' : (mine.count ?? '…');
    if (stats.isError) return '–';
    return String(stats.data?.[key] ?? 0);
  };
  return (
    <CountCardList
      label={label}
      busy={mine.count === null && !mine.isError}
      items={keys.map((key) => ({ key, count: value(key), label: t(`counts.${key}`), tone: TONE[key] }))}
    />
  );
}
