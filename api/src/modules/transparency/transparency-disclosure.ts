import type { SatisfactionShare, TransparencyFigures, TransparencyMonth } from '@cc/types';
import { TRANSPARENCY_MIN_COUNT } from '@cc/validation';
import type { FigureValues } from './transparency-tally';

/**
 * What the dashboard may publish of stored figures: the one place small rows are withheld.
 * A row about 1-4 requests (or ratings) could, beside Open311's public list of requests, point at
 * the one citizen behind it and their rating; it is published as "fewer than 5" with no figure.
 * Zero is published as it is: it names nobody.
 */
const tooFew = (count: number) => count > 0 && count < TRANSPARENCY_MIN_COUNT;

const WITHHELD: Omit<TransparencyFigures, 'suppressed'> = {
  received: null,
  resolved: null,
  rejected: null,
  pending: null,
  overdue: null,
  medianResolutionHours: null,
  p90ResolutionHours: null,
  withinSlaShare: null,
};

export function publishFigures(values: FigureValues): TransparencyFigures {
  if (tooFew(values.received)) return { suppressed: true, ...WITHHELD };
  return {
    suppressed: false,
    received: values.received,
    resolved: values.resolved,
    rejected: values.rejected,
    pending: values.pending,
    overdue: values.overdue,
    medianResolutionHours: values.medianResolutionHours,
    p90ResolutionHours: values.p90ResolutionHours,
    withinSlaShare: values.withinSlaShare,
  };
}

export function publishMonth(month: string, values: FigureValues): TransparencyMonth {
  const figures = publishFigures(values);
  const { suppressed, received, resolved, medianResolutionHours, withinSlaShare } = figures;
  return { month, suppressed, received, resolved, medianResolutionHours, withinSlaShare };
}

/** The satisfied share of a scope's ratings; withheld under 5 ratings (one rating would be one citizen's). */
export function publishShare(values: Pick<FigureValues, 'rated' | 'satisfied'>): SatisfactionShare {
  if (tooFew(values.rated)) return { suppressed: true, rated: null, satisfied: null, share: null };
  return { suppressed: false, rated: values.rated, satisfied: values.satisfied, share: values.rated === 0 ? null : values.satisfied / values.rated };
}
