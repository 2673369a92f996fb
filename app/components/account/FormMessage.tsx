// Its own module: the account layout shows it on every signed-in page, which need no form code.

/** A form-level message (error or confirmation), announced to screen readers. */
export function FormMessage({error, success}: {error?: string | null; success?: string | null}) {
  if (error) {
    return (
      <p className="form-message form-message--error" role="alert" data-testid="form-error">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="form-message form-message--success" role="status" data-testid="form-success">
        {success}
      </p>
    );
  }
  return null;
}
