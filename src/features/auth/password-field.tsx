import type { ComponentProps } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { Field } from '../../ui/field.tsx';
import type { AuthBounds } from './bounds.ts';

type PasswordFieldProps = Omit<ComponentProps<typeof Field>, 'type' | 'hint' | 'autoComplete'> & {
  /** Which password the browser's manager should offer or save. */
  autoComplete: 'current-password' | 'new-password';
  /** Given where the password is chosen or typed against the config's bounds: they become the hint. */
  bounds?: AuthBounds;
};

/** A password input of the auth forms, hinted with the length the server accepts. */
export function PasswordField({ bounds, ...field }: PasswordFieldProps) {
  const hint = bounds ? t('common.chars', { min: bounds.passwordMin, max: bounds.passwordMax }) : undefined;
  return <Field type="password" hint={hint} {...field} />;
}
