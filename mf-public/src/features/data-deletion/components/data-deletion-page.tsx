import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContactEmail } from '@cc/api-client';
import { PublicPage } from '../../../shared/components/public-page';
import { DeletionForm } from './deletion-form';
import { ErasureByCode } from './erasure-by-code';
import formStyles from './deletion-form.module.css';
import styles from './data-deletion-page.module.css';

/** With an account: the e-mail link. Without one (filed on the public form): request code, phone, SMS code. */
type Path = 'account' | 'code';

// Spec §9 deletion policy, in the order a requester experiences it.
const POLICY_STEPS = ['access', 'personal', 'full', 'support'] as const;

export function DataDeletionPage() {
  const { t } = useTranslation();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [erased, setErased] = useState<string | null>(null);
  const [path, setPath] = useState<Path>('account');
  const contactEmail = useContactEmail();
  return (
    <PublicPage title={t('deletion.title')} intro={<p>{t('deletion.intro')}</p>}>
      <div className={styles.layout}>
        <div>
          {requestId || erased ? (
            <section className={styles.success} role="status" aria-labelledby="deletion-success">
              <h2 id="deletion-success">{t(erased ? 'deletion.byCode.doneTitle' : 'deletion.success.title')}</h2>
              <p>{erased ? t('deletion.byCode.doneText', { requestId: erased }) : t('deletion.success.text', { requestId })}</p>
              <p>
                <Link to="/">{t('common.backHome')}</Link>
              </p>
            </section>
          ) : (
            <>
              <fieldset className={formStyles.paths}>
                <legend>{t('deletion.byCode.pathLegend')}</legend>
                {(['account', 'code'] as const).map((option) => (
                  <label key={option} className={formStyles.path}>
                    <input type="radio" name="deletion-path" value={option} checked={path === option} onChange={() => setPath(option)} />
                    {t(`deletion.byCode.path.${option}`)}
                  </label>
                ))}
              </fieldset>
              {path === 'account' ? <DeletionForm onSubmitted={setRequestId} /> : <ErasureByCode onErased={setErased} />}
            </>
          )}
        </div>
        <aside className={styles.policy} aria-labelledby="deletion-policy">
          <h2 id="deletion-policy">{t('deletion.policy.title')}</h2>
          <ul>
            {POLICY_STEPS.map((step) => (
              <li key={step}>{t(`deletion.policy.${step}`)}</li>
            ))}
          </ul>
          {contactEmail ? (
            <p>
              {t('deletion.policy.contact')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </p>
          ) : null}
        </aside>
      </div>
    </PublicPage>
  );
}
