import { useTranslation } from 'react-i18next';
import { codeLabel } from '@cc/i18n';
import type { SessionUser } from '@cc/types';
import styles from './role-card.module.css';

export function RoleCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const place = (kind: 'districts' | 'constituencies', value: string) => t(`${kind}.${value}`, { defaultValue: value });
  return (
    <section className={styles.card} aria-labelledby="role-card-title">
      <h2 id="role-card-title" className={styles.role}>
        {codeLabel(t, 'role', user.role)}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('home.district')}</dt>
          <dd>{user.district ? place('districts', user.district) : t('home.allDistricts')}</dd>
        </div>
        {user.constituency && (
          <div>
            <dt>{t('home.constituency')}</dt>
            <dd>{place('constituencies', user.constituency)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
