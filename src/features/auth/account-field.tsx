import type { ChangeEventHandler } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { Field } from '../../ui/field.tsx';
import type { AuthBounds } from './bounds.ts';

interface AccountFieldProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  error?: string | null;
  bounds: AuthBounds;
}

/** The account name of the auth forms: the browser's username, never capitalised, hinted with the config's bounds. */
export function AccountField({ value, onChange, error, bounds }: AccountFieldProps) {
  return (
    <Field
      label={t('auth.account')}
      name="account"
      autoComplete="username"
      autoCapitalize="none"
      value={value}
      onChange={onChange}
      hint={t('common.chars', { min: bounds.accountMin, max: bounds.accountMax })}
      error={error}
    />
  );
}
