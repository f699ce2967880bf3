import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { ApiError, browserStorage, messageFromError } from '@cc/api-client';
import { Button } from '@cc/ui';
import { validationMessages, type MessageKey } from '@cc/validation';
import { ShellScreen } from '../../../app/shell-screen';
import { usePreferences } from '../../../stores/preferences-store';
import { useToast } from '../../../stores/toast-store';
import { register } from '../api/register';
import { useSetSessionUser } from '../../../shared/hooks/use-session';
import { useStepValidation, type StepErrors } from '../hooks/use-step-validation';
import { useRegistrationLocations } from '../hooks/use-registration-locations';
import { useWizardStep } from '../hooks/use-wizard-step';
import { clearRegistrationDraft, loadRegistrationDraft, saveRegistrationDraft } from '../registration-draft';
import { EMPTY_REGISTRATION, STEP_FIELDS, STEP_TITLE_KEYS, toRegistrationPayload, type RegistrationField, type RegistrationForm } from '../registration-form';
import { AccountStep, AddressStep, PersonalStep, VerificationStep } from './registration-steps';
import authStyles from '../../../shared/components/auth-card.module.css';
import styles from './registration.module.css';

/** Spec §9: registration goes on to the welcome screen after 2 seconds. */
export const REGISTRATION_REDIRECT_MS = 2000;
const STEPS = [PersonalStep, AddressStep, AccountStep, VerificationStep];

/**
 * A refusal the server ties to one wizard field (a common password, a taken username): its step and
 * catalogue key, so the message shows under that field in the chosen language, like the step rules.
 */
function serverFieldError(error: unknown): { step: number; field: RegistrationField; key: MessageKey } | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { field?: unknown; messageKey?: unknown } | null;
  const field = body?.field as RegistrationField;
  const step = STEP_FIELDS.findIndex((fields) => fields.includes(field));
  const key = typeof body?.messageKey === 'string' && body.messageKey in validationMessages ? (body.messageKey as MessageKey) : undefined;
  return step >= 0 && key ? { step, field, key } : null;
}

/** /register: the four-step wizard of spec §2 and §5. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const navigate = useNavigate();
  const toast = useToast();
  const validateStep = useStepValidation();
  const locations = useRegistrationLocations(language);
  const [form, setForm] = useState<RegistrationForm>(() => loadRegistrationDraft() ?? EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<StepErrors>({});
  const isStepValid = useCallback((index: number) => Object.keys(validateStep(index, form)).length === 0, [validateStep, form]);
  const { step, goNext, goBackTo } = useWizardStep(STEPS.length, isStepValid);
  const registered = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const firstRender = useRef(true);
  const focusAfterStep = useRef<RegistrationField | null>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  // Written on every change, not debounced: a reload right after a keystroke keeps it too.
  useEffect(() => {
    if (!registered.current) saveRegistrationDraft(form);
  }, [form]);
  useEffect(() => {
    // Move focus to the new step's title so screen-reader users hear where they are, or to the
    // field the server refused.
    const field = focusAfterStep.current;
    focusAfterStep.current = null;
    if (field) document.getElementById(`register-${field}`)?.focus();
    else if (firstRender.current) firstRender.current = false;
    else headingRef.current?.focus();
  }, [step]);

  const setSessionUser = useSetSessionUser();
  const mutation = useMutation({ mutationFn: register });

  const onChange = <K extends RegistrationField>(field: K, value: RegistrationForm[K]) => {
    setForm((current) => ({
      ...current,
      [field]: value,
      // A new district has other Vidhan Sabhas: clear the old choice.
      ...(field === 'district' ? { vidhanSabha: '' } : {}),
    }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const checkStep = (): boolean => {
    const found = validateStep(step, form);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`register-${first}`)?.focus();
      return false;
    }
    return true;
  };

  const failureMessage = (error: unknown): string =>
    error instanceof ApiError ? messageFromError(error, language, t('validation.registrationFailed')) : t('register.failedRetry');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkStep()) return;
    if (step < STEPS.length - 1) {
      goNext();
      return;
    }
    mutation.mutate(toRegistrationPayload(form, language), {
      onSuccess: (user) => {
        // The server signs the new citizen in; the welcome screen's Get Started goes to /citizen.
        setSessionUser(user);
        registered.current = true;
        clearRegistrationDraft();
        browserStorage.setNewUser({
          id: user.id,
          username: user.username,
          name: user.name,
          role: user.role,
          firstName: form.firstName.trim(),
          district: form.district,
          vidhanSabha: form.vidhanSabha || null,
        });
        toast({ title: t('register.successTitle'), description: t('register.successBody'), variant: 'success' });
        timer.current = setTimeout(() => void navigate('/onboarding/welcome'), REGISTRATION_REDIRECT_MS);
      },
      onError: (error) => {
        toast({ title: t('register.errorTitle'), description: failureMessage(error), variant: 'destructive' });
        const refused = serverFieldError(error);
        if (!refused) return;
        setErrors({ [refused.field]: refused.key });
        if (refused.step === step) document.getElementById(`register-${refused.field}`)?.focus();
        else {
          focusAfterStep.current = refused.field;
          goBackTo(refused.step);
        }
      },
    });
  };

  const onPrevious = () => {
    setErrors({});
    if (step === 0) void navigate('/login');
    else goBackTo(step - 1);
  };

  const Step = STEPS[step];
  const last = step === STEPS.length - 1;
  return (
    <ShellScreen title={t('register.title')}>
      <div className={authStyles.card}>
        <h1 className={authStyles.heading}>{t('register.title')}</h1>
        <ol className={styles.steps} aria-label={t('register.stepsLabel')}>
          {STEP_TITLE_KEYS.map((key, index) => (
            <li
              key={key}
              className={[styles.step, index === step ? styles.current : '', index < step ? styles.done : ''].filter(Boolean).join(' ')}
              aria-current={index === step ? 'step' : undefined}
            >
              <span className={styles.dot} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepLabel}>{t(key)}</span>
              {index < step ? <span className="cc-visually-hidden">{t('register.completed')}</span> : null}
            </li>
          ))}
        </ol>
        <p className={styles.progress}>{t('register.stepOf', { step: step + 1, total: STEPS.length })}</p>
        <h2 className={styles.stepTitle} ref={headingRef} tabIndex={-1}>
          {t(STEP_TITLE_KEYS[step])}
        </h2>
        <form onSubmit={onSubmit} noValidate>
          <Step form={form} errors={errors} locations={locations} onChange={onChange} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onPrevious}>
              {step === 0 ? t('register.backToLogin') : t('common.previous')}
            </Button>
            <Button type="submit" disabled={mutation.isPending || mutation.isSuccess}>
              {last ? (mutation.isPending ? t('register.submitting') : t('register.submit')) : t('common.next')}
            </Button>
          </div>
        </form>
        <p className={authStyles.footer}>
          {t('register.haveAccount')}{' '}
          <Link className={authStyles.link} to="/login">
            {t('register.loginLink')}
          </Link>
        </p>
      </div>
    </ShellScreen>
  );
}
