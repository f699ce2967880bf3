import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { browserStorage, useContactEmail } from '@cc/api-client';
import { Button, Card } from '@cc/ui';
import { ShellScreen } from '../../../app/shell-screen';
import { useToast } from '../../../stores/toast-store';
import styles from './onboarding.module.css';

/** /onboarding/welcome: shown once after registration (spec §2 Post-registration welcome). */
export function WelcomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [newUser] = useState(browserStorage.getNewUser);
  const helpEmail = useContactEmail();

  if (!newUser) return <Navigate to="/login" replace />;

  const greeting = t('welcome.greeting', { name: newUser.firstName || newUser.name });
  const districtLabel = t(`districts.${newUser.district}`, { defaultValue: newUser.district });
  const vidhanSabhaLabel = newUser.vidhanSabha ? t(`vidhanSabhas.${newUser.vidhanSabha}`, { defaultValue: newUser.vidhanSabha }) : null;

  const onGetStarted = () => {
    browserStorage.setMobileUser({ id: newUser.id, username: newUser.username, name: newUser.name, role: newUser.role });
    browserStorage.setNewUser(null);
    toast({ description: t('welcome.toast'), variant: 'success' });
    void navigate('/citizen', { replace: true });
  };

  return (
    <ShellScreen wide title={greeting}>
      <h1 className={styles.greeting}>{greeting}</h1>
      <p className={styles.intro}>{t('welcome.intro')}</p>
      <div className={styles.stack}>
        <Card title={t('welcome.accountTitle')}>
          <dl className={styles.details}>
            <dt>{t('welcome.district')}</dt>
            <dd>{districtLabel}</dd>
            {vidhanSabhaLabel ? (
              <>
                <dt>{t('welcome.vidhanSabha')}</dt>
                <dd>{vidhanSabhaLabel}</dd>
              </>
            ) : null}
            <dt>{t('welcome.role')}</dt>
            <dd>{t('welcome.citizen')}</dd>
          </dl>
        </Card>
      </div>
      <h2 className={styles.sectionTitle}>{t('welcome.capabilitiesTitle')}</h2>
      <ul className={styles.capabilities}>
        <li>
          <Card as="article" title={t('welcome.capSubmitTitle')} headingLevel={3}>
            <p className={styles.capBody}>{t('welcome.capSubmitBody')}</p>
          </Card>
        </li>
        <li>
          <Card as="article" title={t('welcome.capUpdatesTitle')} headingLevel={3}>
            <p className={styles.capBody}>{t('welcome.capUpdatesBody')}</p>
          </Card>
        </li>
        <li>
          <Card as="article" title={t('welcome.capCommunicateTitle')} headingLevel={3}>
            <p className={styles.capBody}>{t('welcome.capCommunicateBody')}</p>
          </Card>
        </li>
      </ul>
      <Card title={t('welcome.tipsTitle')}>
        <ul className={styles.tips}>
          <li>{t('welcome.tipFields')}</li>
          <li>{t('welcome.tipPhotos')}</li>
          <li>{t('welcome.tipTrack')}</li>
        </ul>
        {helpEmail ? (
          <p>
            <a className={styles.help} href={`mailto:${helpEmail}`}>
              {t('welcome.help', { email: helpEmail })}
            </a>
          </p>
        ) : null}
      </Card>
      <div className={styles.stack} style={{ marginTop: '1.5rem' }}>
        <Button fullWidth onClick={onGetStarted}>
          {t('welcome.getStarted')}
        </Button>
      </div>
    </ShellScreen>
  );
}
