import { useTranslation } from 'react-i18next';
import { codeLabel, localized } from '@cc/i18n';
import { EmptyState } from '@cc/ui';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import { useResponseTemplates } from '../../requests/hooks/use-response-templates';
import styles from './templates-page.module.css';

/** The templates staff can pick in the remarks dialog; admins manage them in the admin area. */
export function TemplatesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const templates = useResponseTemplates();
  if (templates.isPending) return <LoadingState />;
  if (templates.isError) return <ErrorState onRetry={() => void templates.refetch()} />;
  return (
    <section className={styles.stack} aria-labelledby="templates-title">
      <h2 id="templates-title" className={styles.heading}>
        {t('templates.title')}
      </h2>
      <p className={styles.intro}>{t('templates.intro')}</p>
      {templates.data.length === 0 ? (
        <EmptyState title={t('templates.empty')} />
      ) : (
        <ul className={styles.list}>
          {templates.data.map((template) => (
            <li key={template.id} className={styles.card}>
              <h3 className={styles.title}>{localized(language, template.title, template.titleHi)}</h3>
              <p className={styles.category}>{codeLabel(t, 'templateCategory', template.category)}</p>
              <p className={styles.content}>{localized(language, template.content, template.contentHi)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
