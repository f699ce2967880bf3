import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { similarFollowHref, useSimilarRequestHints, type SimilarHintQuery } from '@cc/api-client';
import { codeLabel, formatDate } from '@cc/i18n';
import type { Language, SimilarRequestHint } from '@cc/types';
import { SIMILAR_TEXT_MAX, SIMILAR_TEXT_MIN } from '@cc/validation';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLocationOptions } from '../hooks/use-location-options';
import type { FormText } from '../i18n/use-form-text';
import styles from './similar-requests-hint.module.css';

/** A pause this long in typing looks the text up: a lookup per pause, not per key. */
export const HINT_DEBOUNCE_MS = 600;

/** Statuses a hint can show, in words that say how far it got (a pending one is not being worked on yet). */
const STATUS_WORDS = new Set(['pending', 'escalated', 'in_progress', 'assigned']);

export interface SimilarRequestsHintProps {
  district: string;
  requestType: string;
  description: string;
  language: Language;
  t: FormText;
  /** The type's name in the reader's language (the form's own options). */
  typeLabel(code: string): string;
}

/** The lookup once district, type and enough description are there (the API refuses less, libs/validation). */
function hintQuery(district: string, requestType: string, description: string): SimilarHintQuery | null {
  const text = description.trim().slice(0, SIMILAR_TEXT_MAX);
  if (!district || !requestType || text.length < SIMILAR_TEXT_MIN) return null;
  return { district, requestType, text };
}

/**
 * While the citizen describes the problem, open requests of the same district and type that say
 * the same (matched by meaning, in Hindi or English): the public part of each (code, type, place,
 * status, date; the first line of its description and a link to follow it only when published),
 * never anybody's details, so they can follow one instead of filing it again. A polite live
 * region: the list is read out when it changes, not per key.
 */
export function SimilarRequestsHint({ district, requestType, description, language, t, typeLabel }: SimilarRequestsHintProps) {
  const { t: host } = useTranslation();
  const headingId = `sh${useId().replace(/:/g, '')}`;
  const locations = useLocationOptions(language, t);
  const query = useDebouncedValue(hintQuery(district, requestType, description), HINT_DEBOUNCE_MS);
  const hints = useSimilarRequestHints(query);
  const items = query ? (hints.data?.items ?? []) : [];

  const labelOf = (options: Array<{ value: string; label: string }>, value: string) => options.find((option) => option.value === value)?.label ?? value;
  const place = (item: SimilarRequestHint) =>
    [labelOf(locations.districts, item.district), item.vidhanSabha ? labelOf(locations.vidhanSabhasFor(item.district), item.vidhanSabha) : null]
      .filter(Boolean)
      .join(', ');
  const statusWords = (status: string) => (STATUS_WORDS.has(status) ? t(`similarStatus.${status}`) : codeLabel(host, 'requestStatus', status));

  let content = null;
  if (query && hints.isError) content = <p className={styles.note}>{t('similarFailed')}</p>;
  else if (query && hints.isPending) content = <p className={styles.note}>{t('similarLoading')}</p>;
  else if (items.length > 0) {
    content = (
      <section className={styles.box} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {t('similarHeading', { count: items.length })}
        </h3>
        <p className={styles.note}>{t('similarAdvice')}</p>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.requestId} className={styles.item} data-request-id={item.requestId}>
              <div className={styles.facts}>
                <span className={styles.code}>{item.requestId}</span>
                <span>{typeLabel(item.requestType)}</span>
                <span>{place(item)}</span>
                <span>{statusWords(item.status)}</span>
                <span>{t('similarFiled', { date: formatDate(item.createdAt, language) })}</span>
              </div>
              {item.opening ? <p className={styles.opening}>{item.opening}</p> : <p className={styles.note}>{t('similarNotPublic')}</p>}
              {item.followPath ? (
                <a className={styles.follow} href={similarFollowHref(item.followPath)} aria-label={t('similarFollowLabel', { code: item.requestId })}>
                  {t('similarFollow')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    );
  } else if (query && hints.isSuccess) content = <p className={styles.note}>{t('similarNone')}</p>;

  return (
    <div className={styles.region} aria-live="polite" data-testid="similar-requests">
      {content}
    </div>
  );
}
