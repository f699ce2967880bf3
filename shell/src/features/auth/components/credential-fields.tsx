import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@cc/ui';
import { PasswordToggle } from './password-toggle';

export interface CredentialFieldsProps {
  /** Distinguishes the two login variants' element ids. */
  idPrefix: string;
  username: string;
  password: string;
  onUsernameChange(value: string): void;
  onPasswordChange(value: string): void;
}

/** Username and password with a show/hide toggle: the fields both login variants share. */
export function CredentialFields({ idPrefix, username, password, onUsernameChange, onPasswordChange }: CredentialFieldsProps) {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const passwordId = `${idPrefix}-password`;
  return (
    <>
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        placeholder={t('login.usernamePlaceholder')}
        value={username}
        onChange={(event) => onUsernameChange(event.target.value)}
      />
      <TextField
        id={passwordId}
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        trailing={<PasswordToggle visible={showPassword} onToggle={() => setShowPassword((v) => !v)} controls={passwordId} />}
      />
    </>
  );
}
