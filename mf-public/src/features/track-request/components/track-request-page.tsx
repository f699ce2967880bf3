import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { messageFromError } from '@cc/api-client';
import { validationText } from '@cc/i18n';
import { LoadingState, useRemoteProps } from '@cc/ui/remote';
import { PublicPage } from '../../../shared/components/public-page';
import { RequestFeedback } from '@cc/request-feedback';
import { rateByLink, reopenByLink } from '../api/track-request';
import { useTrackByLink, useTrackByPhone } from '../hooks/use-track-request';
import { RequestStatus } from './request-status';
import { TrackForm } from './track-form';
import panel from '../../../shared/components/public-panel.module.css';
import styles from './track-request-page.module.css';

/**
 * /track and /track/:code?t=: where a request stands without logging in. A signed link
 * from an SMS or e-mail shows the status at once; otherwise, or when the link has expired or was
 * altered, the visitor types the code and the phone number the request was filed with.
 */
export function TrackRequestPage() {
  const { t } = useTranslation();
  const { language } = useRemoteProps();
  const { code } = useParams<{ code?: string }>();
  const [params] = useSearchParams();
  const token = params.get('t');
  const byLink = useTrackByLink(code, token);
  const byPhone = useTrackByPhone();

  const status = byPhone.data ?? byLink.data;
  let body;
  if (status) {
    // Only the signed link's holder may rate or reopen: its status carries `feedback`.
    const feedback =
      code && token && status.feedback ? (
        <RequestFeedback
          state={status.feedback}
          send={{ rate: (values) => rateByLink(code, token, values), reopen: (values) => reopenByLink(code, token, values) }}
          onChanged={() => byLink.refetch()}
        />
      ) : null;
    body = <RequestStatus status={status} footer={feedback} />;
  } else if (byLink.isLoading) {
    body = <LoadingState />;
  } else {
    body = (
      <>
        {byLink.isError ? (
          <p role="alert" className={panel.failure} data-testid="track-link-invalid">
            {validationText(t, 'trackLinkInvalid')}
          </p>
        ) : null}
        {byPhone.isError ? (
          <p role="alert" className={panel.failure} data-testid="track-failure">
            {messageFromError(byPhone.error, language, t('common.loadError'))}
          </p>
        ) : null}
        <TrackForm initialCode={code ?? ''} busy={byPhone.isPending} onLookup={(values) => byPhone.mutate(values)} />
      </>
    );
  }
  return (
    <PublicPage title={t('track.title')} intro={<p>{t('track.intro')}</p>}>
      <div className={`${panel.panel} ${styles.panel}`}>{body}</div>
    </PublicPage>
  );
}
