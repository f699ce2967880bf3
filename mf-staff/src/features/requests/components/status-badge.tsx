import { Badge, type BadgeTone } from '@cc/ui';
import { codeLabel } from '@cc/i18n';
import { useTranslation } from 'react-i18next';

// Spec §4 status colours: pending yellow, in_progress blue, resolved green, rejected red, other grey.
const TONE: Record<string, BadgeTone> = { pending: 'warning', in_progress: 'info', resolved: 'success', rejected: 'danger' };

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status] ?? 'neutral'}>{codeLabel(t, 'requestStatus', status)}</Badge>;
}
