import { t } from '../../lib/i18n/index.ts';
import type { AuthBounds } from './bounds.ts';
import { normaliseMobile } from '../../../contract/mobile.ts';

export function accountError(account: string, b: AuthBounds): string | null {
  const value = account.trim();
  if (!value) return t('auth.accountRequired');
  if (!/^[A-Za-z0-9_]+$/.test(value)) return t('auth.accountChars');
  if (value.length < b.accountMin || value.length > b.accountMax) return t('auth.lengthError', { min: b.accountMin, max: b.accountMax });
  return null;
}

export function passwordError(password: string, b: AuthBounds): string | null {
  if (password.length < b.passwordMin || password.length > b.passwordMax) return t('auth.lengthError', { min: b.passwordMin, max: b.passwordMax });
  return null;
}

export function nicknameError(nickname: string, b: AuthBounds): string | null {
  return nickname.trim().length > b.nicknameMax ? t('auth.lengthError', { min: 0, max: b.nicknameMax }) : null;
}

export function mobileError(mobile: string): string | null {
  return normaliseMobile(mobile) ? null : t('waysIn.mobileError');
}

export function codeError(code: string, b: AuthBounds): string | null {
  return new RegExp(`^\\d{${b.smsCodeMax}}$`).test(code.trim()) ? null : t('waysIn.codeError', { max: b.smsCodeMax });
}
