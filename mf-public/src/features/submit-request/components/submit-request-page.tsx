import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RequestForm } from '@cc/request-form';
import { useRemoteProps } from '@cc/ui/remote';
import { PublicPage } from '../../../shared/components/public-page';
import { PublicThemeScope } from './public-theme-scope';
import { RequestSubmitted } from './request-submitted';
import panel from '../../../shared/components/public-panel.module.css';

/** Spec §2 /submit-request: the shared request form (web variant) for a visitor with no account. */
export function SubmitRequestPage() {
  return (
    <PublicThemeScope>
      <SubmitRequest />
    </PublicThemeScope>
  );
}

// The invitation to fill the form; once filed, the confirmation takes over and says what to do next.
function Intro() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('submitRequest.intro')}</p>
      <p>
        <Link to="/login">{t('submitRequest.login')}</Link>
      </p>
    </>
  );
}

function SubmitRequest() {
  const { t } = useTranslation();
  const { language, shell } = useRemoteProps();
  const [created, setCreated] = useState<{ requestId: string; trackUrl?: string } | null>(null);
  return (
    <PublicPage title={t('submitRequest.title')} intro={created ? undefined : <Intro />}>
      <div className={panel.panel}>
        {created ? (
          <RequestSubmitted requestCode={created.requestId} trackUrl={created.trackUrl} onAnother={() => setCreated(null)} />
        ) : (
          <RequestForm language={language} variant="web" onNotify={shell.toast} onSuccess={setCreated} draftKey="public" />
        )}
      </div>
    </PublicPage>
  );
}
