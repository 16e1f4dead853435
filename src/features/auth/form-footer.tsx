import { t } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';

interface FormFooterProps {
  error?: string | null;
  busy: boolean;
  submitLabel: string;
  prompt: string;
  switchLabel: string;
  onSwitch: () => void;
}

/** The end of every auth form: the form-level error, the submit button, and the link to the other form. */
export function FormFooter({ error, busy, submitLabel, prompt, switchLabel, onSwitch }: FormFooterProps) {
  return (
    <>
      <FormError message={error} />
      <Button type="submit" block busy={busy}>
        {submitLabel}
      </Button>
      <p className="form-switch">
        {prompt}{' '}
        <button type="button" className="link-btn" onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </>
  );
}

/** What a failed call says under the form; a lost connection gets the offline sentence. */
export function formError(result: { reason: string; msg: string }): string {
  return result.reason === 'network' ? t('auth.offline') : result.msg;
}
