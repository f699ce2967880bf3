import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { messageFromError } from '@cc/api-client';
import { formatDate } from '@cc/i18n';
import { Button, Dialog, TextAreaField } from '@cc/ui';
import type { FeedbackResponse, RequestFeedbackState } from '@cc/types';
import { MAX_REOPENS, RATING_VALUES, validationMessages, type MessageKey } from '@cc/validation';
import { useFeedbackText } from '../i18n/use-feedback-text';
import styles from './request-feedback.module.css';

// The checks' chunk not loading (the connection dropped) lets the request go: the API applies the
// same schemas, and its answer shows in the form.
type Checks = typeof import('../feedback-checks');
const noErrors: Checks = { ratingErrors: () => ({}), reopenErrors: () => ({}) };
const loadChecks = (): Promise<Checks> => import('../feedback-checks').catch(() => noErrors);

/** How a host sends them: the citizen's dashboard by request id, the /track page with its signed link. */
export interface FeedbackSender {
  rate(body: { rating: number; comment: string | null }): Promise<FeedbackResponse>;
  reopen(body: { reason: string }): Promise<unknown>;
}

interface Props {
  state: RequestFeedbackState;
  send: FeedbackSender;
  /** After a rating or a reopen: the host reads the request again (its status and this state change). */
  onChanged(): unknown;
}

function RatingForm({ send, onChanged, onOutcome }: Omit<Props, 'state'> & { onOutcome(text: string): void }) {
  const { t, language } = useFeedbackText();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'rating' | 'comment', MessageKey>>>({});
  const mutation = useMutation({
    mutationFn: (body: { rating: number; comment: string | null }) => send.rate(body),
    onSuccess: (result) => {
      onOutcome(t(`outcome.${result.outcome}`));
      return onChanged();
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { rating, comment: comment.trim() || null };
    const found = (await loadChecks()).ratingErrors(body);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(body as { rating: number; comment: string | null });
  };
  return (
    <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate data-testid="rating-form">
      <fieldset className={styles.ratings} aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className={styles.legend}>{t('rateLegend')}</legend>
        {RATING_VALUES.map((value) => (
          <label key={value} className={styles.rating}>
            <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} />
            {t(`ratings.${value}`)}
          </label>
        ))}
      </fieldset>
      {errors.rating ? (
        <p id="rating-error" className={styles.error}>
          {validationMessages[errors.rating][language]}
        </p>
      ) : null}
      <p className={styles.note}>{t('lowRatingNote')}</p>
      <TextAreaField
        label={t('comment')}
        value={comment}
        maxLength={1000}
        onChange={(event) => setComment(event.target.value)}
        error={errors.comment ? validationMessages[errors.comment][language] : null}
      />
      {mutation.isError ? (
        <p role="alert" className={styles.error}>
          {messageFromError(mutation.error, language, t('failed'))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('sending') : t('submitRating')}
        </Button>
      </div>
    </form>
  );
}

function ReopenDialog({ state, send, onChanged, onClose, onOutcome }: Props & { onClose(): void; onOutcome(text: string): void }) {
  const { t, language } = useFeedbackText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => send.reopen({ reason: reason.trim() }),
    onSuccess: () => {
      onOutcome(t('reopened'));
      onClose();
      return onChanged();
    },
    // After two reopens the server keeps the reason for the administrators and says so (409).
    onError: (failure) => {
      setError(messageFromError(failure, language, t('failed')));
      return onChanged();
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = (await loadChecks()).reopenErrors(reason);
    setError(found.reason ? validationMessages[found.reason][language] : null);
    if (!found.reason) mutation.mutate();
  };
  const lastChance = state.reopens >= MAX_REOPENS;
  return (
    <Dialog open onClose={onClose} title={t('reopenTitle')} closeLabel={t('close')}>
      <form className={styles.section} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.note}>{lastChance ? t('reopenToAdmins') : t('reopenExplain', { count: MAX_REOPENS - state.reopens })}</p>
        <TextAreaField label={t('reason')} requiredMark required value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} error={error} />
        <div className={styles.actions}>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('sending') : t('reopenSubmit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The citizen's say on a closed request: rate the response once (1-5, an accessible
 * radio group, an optional comment) and reopen it with a reason within 15 days; the rating given
 * shows afterwards. What is offered is the server's `feedback` state; the server re-checks it all.
 */
export function RequestFeedback({ state, send, onChanged }: Props) {
  const { t, language } = useFeedbackText();
  const [reopening, setReopening] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (!state.closedAt && !state.given && state.reopens === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="feedback-heading" data-testid="request-feedback">
      <h3 id="feedback-heading" className={styles.heading}>
        {t('title')}
      </h3>
      <p role="status" className={styles.outcome}>
        {outcome}
      </p>
      {state.given ? (
        <p data-testid="given-rating">
          {t('given', { rating: state.given.rating, label: t(`ratings.${state.given.rating}`) })}
          {state.given.comment ? ` — ${state.given.comment}` : ''}
        </p>
      ) : state.canRate ? (
        <RatingForm send={send} onChanged={onChanged} onOutcome={setOutcome} />
      ) : null}
      {state.reopens > 0 ? <p className={styles.note}>{t('reopenedTimes', { count: state.reopens })}</p> : null}
      {state.canReopen && state.reopenUntil ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setReopening(true)}>
            {t('reopen')}
          </Button>
          <p className={styles.note}>{t('reopenUntil', { date: formatDate(state.reopenUntil, language) })}</p>
        </div>
      ) : null}
      {reopening ? <ReopenDialog state={state} send={send} onChanged={onChanged} onOutcome={setOutcome} onClose={() => setReopening(false)} /> : null}
    </section>
  );
}
