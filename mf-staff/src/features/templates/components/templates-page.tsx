import { useTranslation } from 'react-i18next';
import { codeLabel } from '@cc/i18n';
import { EmptyState } from '@cc/ui';
import { ErrorState, LoadingState } from '@cc/ui/remote';
import { useResponseTemplates } from '../../../shared/requests/hooks/use-response-templates';
import styles from './templates-page.module.css';

/** The templates staff can pick in the remarks dialog; admins manage them in the admin area. */
export function TemplatesPage() {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language === 'hi';
  const templates = useResponseTemplates();
  if (templates.isPending) return <LoadingState />;
  if (templates.isError) return <ErrorState />;
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
              <h3 className={styles.title}>{hindi && template.titleHi ? template.titleHi : template.title}</h3>
              <p className={styles.category}>{codeLabel(t, 'templateCategory', template.category)}</p>
              <p className={styles.content}>{hindi && template.contentHi ? template.contentHi : template.content}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
