import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@cc/ui';
import { validationText } from '@cc/i18n';
import type { RegistrationLocations } from '../hooks/use-registration-locations';
import type { RegistrationField, RegistrationForm } from '../registration-form';
import type { StepErrors } from '../hooks/use-step-validation';
import styles from './registration.module.css';

export interface StepProps {
  form: RegistrationForm;
  errors: StepErrors;
  locations: RegistrationLocations;
  onChange<K extends RegistrationField>(field: K, value: RegistrationForm[K]): void;
}

function useFieldProps({ form, errors, onChange }: StepProps) {
  const { t } = useTranslation();
  const error = (field: RegistrationField) => {
    const key = errors[field];
    return key ? validationText(t, key) : undefined;
  };
  const text = (field: RegistrationField) => ({
    id: `register-${field}`,
    name: field,
    value: form[field] as string,
    error: error(field),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value as never),
  });
  const check = (field: RegistrationField) => ({
    id: `register-${field}`,
    name: field,
    checked: form[field] as boolean,
    error: error(field),
    onChange: (event: { target: { checked: boolean } }) => onChange(field, event.target.checked as never),
  });
  return { t, text, check };
}

export function PersonalStep(props: StepProps) {
  const { t, text } = useFieldProps(props);
  return (
    <div className={styles.grid}>
      <TextField label={t('register.fields.firstName')} requiredMark required autoComplete="given-name" {...text('firstName')} />
      <TextField label={t('register.fields.lastName')} requiredMark required autoComplete="family-name" {...text('lastName')} />
      <TextField className={styles.full} label={t('register.fields.email')} requiredMark required type="email" autoComplete="email" {...text('email')} />
      <TextField
        className={styles.full}
        label={t('register.fields.phone')}
        hint={t('register.fields.phoneHint')}
        requiredMark
        required
        type="tel"
        inputMode="numeric"
        maxLength={10}
        autoComplete="tel-national"
        {...text('phone')}
      />
    </div>
  );
}

export function AddressStep(props: StepProps) {
  const { t, text } = useFieldProps(props);
  const { districts, vidhanSabhasFor } = props.locations;
  return (
    <div className={styles.grid}>
      <SelectField
        label={t('register.fields.district')}
        requiredMark
        required
        placeholder={t('register.fields.selectDistrict')}
        options={districts}
        {...text('district')}
      />
      <SelectField
        label={t('register.fields.vidhanSabha')}
        placeholder={t('register.fields.selectVidhanSabha')}
        hint={props.form.district ? undefined : t('register.fields.vidhanSabhaDisabledHint')}
        disabled={!props.form.district}
        options={vidhanSabhasFor(props.form.district)}
        {...text('vidhanSabha')}
      />
      <TextField label={t('register.fields.block')} {...text('block')} />
      <TextField label={t('register.fields.pincode')} requiredMark required inputMode="numeric" maxLength={6} autoComplete="postal-code" {...text('pincode')} />
      <TextAreaField className={styles.full} label={t('register.fields.address')} requiredMark required autoComplete="street-address" {...text('address')} />
    </div>
  );
}

export function AccountStep(props: StepProps) {
  const { t, text } = useFieldProps(props);
  return (
    <div>
      <TextField label={t('register.fields.username')} requiredMark required autoComplete="username" autoCapitalize="none" {...text('username')} />
      <TextField label={t('register.fields.password')} requiredMark required type="password" autoComplete="new-password" {...text('password')} />
      <TextField label={t('register.fields.confirmPassword')} requiredMark required type="password" autoComplete="new-password" {...text('confirmPassword')} />
    </div>
  );
}

export function VerificationStep(props: StepProps) {
  const { t, text, check } = useFieldProps(props);
  return (
    <div>
      <TextField label={t('register.fields.voterIdNumber')} hint={t('register.fields.voterIdHint')} maxLength={10} autoCapitalize="characters" {...text('voterIdNumber')} />
      <CheckboxField label={t('register.fields.agreedToTerms')} required {...check('agreedToTerms')} />
      <CheckboxField
        label={
          <>
            {t('register.fields.agreedToPrivacy')} (<Link to="/privacy" target="_blank">{t('register.fields.privacyLink')}</Link>)
          </>
        }
        required
        {...check('agreedToPrivacy')}
      />
      <CheckboxField label={t('register.fields.allowNotifications')} {...check('allowNotifications')} />
    </div>
  );
}
