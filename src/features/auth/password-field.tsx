import type { ChangeEventHandler, ComponentProps } from 'react';
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

interface NewPasswordFieldsProps {
  /** The first field's label: "Password" when signing up, "New password" when changing one. */
  label: string;
  password: string;
  confirm: string;
  onPassword: ChangeEventHandler<HTMLInputElement>;
  onConfirm: ChangeEventHandler<HTMLInputElement>;
  errors: { password?: string | null; confirm?: string | null };
  bounds: AuthBounds;
}

/** A new password and its confirmation, as every form that chooses a password asks for them. */
export function NewPasswordFields({ label, password, confirm, onPassword, onConfirm, errors, bounds }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} name="password" autoComplete="new-password" value={password} onChange={onPassword} bounds={bounds} error={errors.password} />
      <PasswordField label={t('auth.confirmPassword')} name="confirm" autoComplete="new-password" value={confirm} onChange={onConfirm} error={errors.confirm} />
    </>
  );
}
