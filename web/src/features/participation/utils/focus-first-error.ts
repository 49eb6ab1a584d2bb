const PROBLEM = '[aria-invalid="true"], .field__error, .form-error';

/**
 * Brings the first problem of a refused form into view and gives it the focus: the first field marked
 * invalid or, when an error message comes first, its field (a group of radios), the action it offers
 * (« Réessayer ») or the message itself.
 * Called once the errors are drawn, so that a refused « Suivant » or « Créer mon compte » is seen to answer.
 * False when there is none.
 */
export function focusFirstError(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>(PROBLEM);
  if (!first) return false;
  const isMessage = !first.matches('[aria-invalid="true"]');
  const target = isMessage
    ? (first.closest('fieldset, .field')?.querySelector<HTMLElement>('input, select, textarea') ??
      first.querySelector<HTMLElement>('button') ??
      first)
    : first;
  if (target === first && isMessage) target.tabIndex = -1;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}
