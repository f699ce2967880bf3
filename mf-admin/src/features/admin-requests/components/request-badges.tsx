import { useTranslation } from 'react-i18next';
import { priorityLabel } from '@cc/i18n';
import { Badge, type BadgeTone } from '@cc/ui';
import { useRequestLabels } from '../hooks/use-request-labels';

// Spec §4 colours: pending yellow, in_progress blue, resolved green, rejected red; escalated has its own look in admin views.
const STATUS_TONE: Record<string, BadgeTone> = { pending: 'warning', in_progress: 'info', resolved: 'success', rejected: 'danger', escalated: 'outline' };
const PRIORITY_TONE: Record<string, BadgeTone> = { high: 'danger', medium: 'warning' };

export function StatusBadge({ status }: { status: string }) {
  const { statusName } = useRequestLabels();
  return (
    <Badge tone={STATUS_TONE[status] ?? 'neutral'} data-status={status}>
      {statusName(status)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation();
  return <Badge tone={PRIORITY_TONE[priority] ?? 'neutral'}>{priorityLabel(t, priority)}</Badge>;
}
