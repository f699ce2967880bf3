import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSimilarRequestHints, type SimilarHintQuery } from '@cc/api-client';
import { codeLabel, formatDate } from '@cc/i18n';
import type { Language } from '@cc/types';
import { SIMILAR_TEXT_MAX, SIMILAR_TEXT_MIN } from '@cc/validation';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { FormText } from '../i18n/use-form-text';
import styles from './similar-requests-hint.module.css';

/** A pause this long in typing looks the text up: a lookup per pause, not per key. */
export const HINT_DEBOUNCE_MS = 600;

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
 * Issue 16: while the citizen describes the problem, open requests of the same district and type
 * like it (code, type, status and date; never anybody's details), so they can follow one instead
 * of filing it again. A polite live region: the list is read out when it changes, not per key.
 */
export function SimilarRequestsHint({ district, requestType, description, language, t, typeLabel }: SimilarRequestsHintProps) {
  const { t: host } = useTranslation();
  const headingId = `sh${useId().replace(/:/g, '')}`;
  const query = useDebouncedValue(hintQuery(district, requestType, description), HINT_DEBOUNCE_MS);
  const hints = useSimilarRequestHints(query);
  const items = query ? (hints.data?.items ?? []) : [];

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
            <li key={item.requestId} className={styles.item}>
              <span className={styles.code}>{item.requestId}</span>
              <span>{typeLabel(item.requestType)}</span>
              <span>{codeLabel(host, 'requestStatus', item.status)}</span>
              <span>{t('similarFiled', { date: formatDate(item.createdAt, language) })}</span>
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
