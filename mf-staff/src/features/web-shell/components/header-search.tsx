import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppPath } from '@cc/ui/remote';
import styles from './web-layout.module.css';

/** Searches requests for real (GET /api/requests?q=: id, title, citizen name, district). */
export function HeaderSearch() {
  const { t } = useTranslation();
  const appPath = useAppPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    navigate(q ? `${appPath('/requests')}?q=${encodeURIComponent(q)}` : appPath('/requests'));
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="staff-search" className={styles.srOnly}>
        {t('search.label')}
      </label>
      <input
        id="staff-search"
        type="search"
        className={styles.searchInput}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {t('search.submit')}
      </button>
    </form>
  );
}
