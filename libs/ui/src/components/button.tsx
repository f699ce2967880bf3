import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  fullWidth?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: 'medium' | 'small' = 'medium', fullWidth = false, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : '', fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant = 'primary', size = 'medium', fullWidth = false, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, size, fullWidth, className)} {...rest} />;
}
