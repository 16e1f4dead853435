/** A form's own error (not tied to one field), announced to screen readers; nothing when there is none. */
export function FormError({ message }: { message?: string | null | false }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
