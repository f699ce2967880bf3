import { useTranslation } from 'react-i18next';
import { examplePlaceholderValues, renderMessageTemplate } from '@cc/validation';
import styles from './template-preview.module.css';

/**
 * The text as staff would insert it for a request, with example values, through the renderer the
 * staff picker uses (an admin's template is a response template: use 'remark').
 */
export function TemplatePreview({ text, language }: { text: string; language: 'en' | 'hi' }) {
  const { t } = useTranslation();
  if (!text.trim()) return null;
  const rendered = renderMessageTemplate(text.trim(), 'remark', examplePlaceholderValues(language));
  return (
    <div className={styles.preview}>
      <p className={styles.caption}>{t(language === 'hi' ? 'templates.previewHi' : 'templates.preview')}</p>
      {rendered.ok ? (
        <p className={styles.text} lang={language}>
          {rendered.text}
        </p>
      ) : (
        <p className={styles.problem}>{t('templates.previewNotPossible', { names: [...rendered.unknown, ...rendered.missing].join(', ') })}</p>
      )}
    </div>
  );
}
