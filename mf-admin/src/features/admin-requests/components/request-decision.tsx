import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel, validationText } from '@cc/i18n';
import { Button, SelectField, Spinner, TextAreaField } from '@cc/ui';
import { adminApproveSchema, adminRejectSchema, formErrors } from '@cc/validation';
import { useAuthorities } from '../hooks/use-authorities';
import { useRequestDecision } from '../hooks/use-request-decision';
import styles from './admin-requests.module.css';

/**
 * Spec §2/§5 actions on a pending request: Approve and Forward (an authority is required) and Reject
 * (a non-blank reason is required). Every box says who reads it (REMARK_AUDIENCE, libs/validation):
 * the forward's remarks are a note to the official that stays in the office, the message and the
 * reason go to the citizen, the internal note does not; a rejected request is never published, so
 * its reason has no "publish" box. The shared schemas the API runs check the input first, so the same message shows here
 * and in the server's refusal.
 */
export function RequestDecision({ requestId, onDone }: { requestId: number; onDone(): void }) {
  const { t } = useTranslation();
  const authorities = useAuthorities();
  const decision = useRequestDecision(requestId, onDone);
  const [authority, setAuthority] = useState('');
  const [remarks, setRemarks] = useState('');
  const [response, setResponse] = useState('');
  const [reason, setReason] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [errors, setErrors] = useState<{ assignedTo?: string; reason?: string }>({});

  const approve = () => {
    const body = { assignedTo: authority ? Number(authority) : undefined, remarks: remarks.trim() || undefined, response: response.trim() || undefined };
    const found = formErrors(adminApproveSchema, body);
    if (found.assignedTo) return setErrors({ assignedTo: validationText(t, found.assignedTo) });
    setErrors({});
    decision.mutate({
      action: 'approve',
      assignedTo: body.assignedTo!,
      ...(body.remarks ? { remarks: body.remarks } : {}),
      ...(body.response ? { response: body.response } : {}),
    });
  };

  const reject = () => {
    const found = formErrors(adminRejectSchema, { reason });
    if (found.reason) return setErrors({ reason: validationText(t, found.reason) });
    setErrors({});
    decision.mutate({ action: 'reject', reason: reason.trim(), ...(internalNote.trim() ? { internalNote: internalNote.trim() } : {}) });
  };

  return (
    <section aria-labelledby="decision-heading" className={styles.panel}>
      <h3 id="decision-heading" className={styles.panelHeading}>
        {t('adminRequests.decision.title')}
      </h3>
      <div className={styles.decision}>
        {authorities.isPending ? (
          <Spinner label={t('adminRequests.decision.loadingAuthorities')} />
        ) : authorities.isError ? (
          <p role="alert">{t('common.loadError')}</p>
        ) : (
          <SelectField
            label={t('adminRequests.decision.authority')}
            placeholder={t('adminRequests.decision.chooseAuthority')}
            value={authority}
            error={errors.assignedTo}
            onChange={(event) => {
              setAuthority(event.target.value);
              setErrors((current) => ({ ...current, assignedTo: undefined }));
            }}
            options={authorities.data.map((item) => ({
              value: String(item.id),
              label: [item.name, codeLabel(t, 'role', item.role), item.department ? codeLabel(t, 'department', item.department) : null].filter(Boolean).join(' · '),
            }))}
          />
        )}
        <TextAreaField
          label={t('adminRequests.decision.remarks')}
          hint={t('adminRequests.decision.officeOnlyHint')}
          value={remarks}
          maxLength={2000}
          onChange={(event) => setRemarks(event.target.value)}
        />
        <TextAreaField
          label={t('adminRequests.decision.citizenMessage')}
          hint={t('adminRequests.decision.citizenReadsHint')}
          placeholder={validationText(t, 'requestApprovedDefault')}
          value={response}
          maxLength={2000}
          onChange={(event) => setResponse(event.target.value)}
        />
        <Button type="button" onClick={approve} disabled={decision.isPending}>
          {t('adminRequests.decision.approve')}
        </Button>
      </div>
      <div className={styles.decision}>
        <TextAreaField
          label={t('adminRequests.decision.reason')}
          hint={t('adminRequests.decision.citizenReadsHint')}
          value={reason}
          maxLength={2000}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
        <TextAreaField
          label={t('adminRequests.decision.internalNote')}
          hint={t('adminRequests.decision.officeOnlyHint')}
          value={internalNote}
          maxLength={2000}
          onChange={(event) => setInternalNote(event.target.value)}
        />
        <Button type="button" variant="danger" onClick={reject} disabled={decision.isPending}>
          {t('adminRequests.decision.reject')}
        </Button>
      </div>
    </section>
  );
}
