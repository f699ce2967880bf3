import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../shared/components/public-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicPage title={t('notFound.title')}>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to="/">{t('common.backHome')}</Link>
      </p>
    </PublicPage>
  );
}
