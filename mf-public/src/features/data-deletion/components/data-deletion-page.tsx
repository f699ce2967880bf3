import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../../../shared/config/contact';
import { PublicPage } from '../../../shared/components/public-page';
import { DeletionForm } from './deletion-form';
import styles from './data-deletion-page.module.css';

// Spec §9 deletion policy, in the order a requester experiences it.
const POLICY_STEPS = ['access', 'personal', 'full', 'support'] as const;

export function DataDeletionPage() {
  const { t } = useTranslation();
  const [requestId, setRequestId] = useState<string | null>(null);
  return (
    <PublicPage title={t('deletion.title')} intro={<p>{t('deletion.intro')}</p>}>
      <div className={styles.layout}>
        <div>
          {requestId ? (
            <section className={styles.success} role="status" aria-labelledby="deletion-success">
              <h2 id="deletion-success">{t('deletion.success.title')}</h2>
              <p>{t('deletion.success.text', { requestId })}</p>
              <p>
                <Link to="/">{t('common.backHome')}</Link>
              </p>
            </section>
          ) : (
            <DeletionForm onSubmitted={setRequestId} />
          )}
        </div>
        <aside className={styles.policy} aria-labelledby="deletion-policy">
          <h2 id="deletion-policy">{t('deletion.policy.title')}</h2>
          <ul>
            {POLICY_STEPS.map((step) => (
              <li key={step}>{t(`deletion.policy.${step}`)}</li>
            ))}
          </ul>
          <p>
            {t('deletion.policy.contact')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
        </aside>
      </div>
    </PublicPage>
  );
}
