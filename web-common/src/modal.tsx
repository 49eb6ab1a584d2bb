import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { COMMON_TEXT } from './messages';

/** What Tab stops on. */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** What a person fills in: the first one takes the focus when the dialog opens. */
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

const visible = (element: HTMLElement) => element.checkVisibility?.() ?? true;

function tabStops(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && visible(element),
  );
}

/** Tab from the last stop goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const stops = tabStops(event.currentTarget);
  const active = document.activeElement;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Focus on opening: what the dialog's content focused itself (autoFocus), else its first field, else
 * the dialog itself, so that Enter never confirms a deletion by accident.
 */
function focusInside(dialog: HTMLDialogElement, focused: Element | null) {
  if (focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused)) {
    focused.focus();
    return;
  }
  const field = Array.from(dialog.querySelectorAll<HTMLElement>(FIELD)).find(visible);
  (field ?? dialog).focus();
}

/** Whether a click landed on the dimmed page around the dialog rather than on the dialog's padding. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const inside =
    event.clientX > box.left && event.clientX < box.right && event.clientY > box.top && event.clientY < box.bottom;
  return !inside;
}

/** How the dialog is named: by a heading the caller writes inside it, or by a `title` it writes itself. */
type Labelled =
  | {
      /** The id of the heading inside the dialog that names it. */
      labelledBy: string;
      title?: never;
      description?: never;
    }
  | {
      /** The dialog's heading (`modal__title`), which names it. */
      title: ReactNode;
      /** A line under the heading (`modal__description`), which describes it. */
      description?: ReactNode;
      labelledBy?: never;
    };

export type ModalProps = Labelled & {
  onClose?: () => void;
  /** False while work is in progress: Escape, the × and a click outside leave the dialog open. */
  canClose?: boolean;
  /** A click on the dimmed page around the dialog closes it too. */
  closeOnBackdropClick?: boolean;
  /** A × in the corner (`modal__close`), labelled « Fermer ». */
  closeButton?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * The modal dialog of both front ends, on the native `<dialog>` (`showModal()`: the page behind is inert,
 * and no `<style>` element is added, which the back office's CSP would refuse). When it opens, focus
 * moves into it; Tab and Shift+Tab go round inside it; Escape asks to close, which the caller may refuse
 * while work is in progress (`canClose`); when it goes away, focus goes back to the element that opened
 * it, or to the main area when that element is gone (a deleted row's button). Rendered while open: the
 * caller shows it or not.
 */
export function Modal({
  labelledBy,
  title,
  description,
  onClose,
  canClose = true,
  closeOnBackdropClick = false,
  closeButton = false,
  className = '',
  children,
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read while rendering: by the time effects run, a field of the dialog may already have focus (none on the server).
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const leaving = useRef(false);
  const close = () => {
    if (canClose) onClose?.();
  };

  // A layout effect, so that its clean-up closes the dialog before React takes it out of the page.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    leaving.current = false;
    const focused = document.activeElement;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    focusInside(element, focused);
    return () => {
      leaving.current = true;
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
      else document.getElementById('main')?.focus({ preventScroll: true });
    };
  }, [opener]);

  return (
    <dialog
      ref={dialog}
      className={`modal ${className}`.trim()}
      aria-labelledby={labelledBy ?? titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.defaultPrevented) return;
        if (event.key === 'Tab') keepTabInside(event);
        // Handled here rather than left to the browser's cancel event, which a second Escape skips.
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={(event) => {
        // The browser closes a dialog without asking on a second close request with no click in between.
        const element = event.currentTarget;
        if (leaving.current || element.open) return;
        if (canClose && onClose) onClose();
        else element.showModal?.();
      }}
      onClick={(event) => {
        if (closeOnBackdropClick && onBackdrop(event)) close();
      }}
    >
      {title !== undefined && (
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
      )}
      {description && (
        <p id={descriptionId} className="modal__description">
          {description}
        </p>
      )}
      {children}
      {/* Last in the dialog, so that Tab reaches the dialog's own controls first. */}
      {closeButton && (
        <button
          type="button"
          className="modal__close"
          aria-label={COMMON_TEXT.close}
          onClick={close}
          disabled={!canClose}
        >
          ×
        </button>
      )}
    </dialog>
  );
}

/** A dialog's buttons: « Annuler » (closes it), then the dialog's own action(s). */
export function ModalActions({
  onCancel,
  cancelDisabled = false,
  children,
}: {
  onCancel: () => void;
  cancelDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="modal__actions">
      <button type="button" className="button" onClick={onCancel} disabled={cancelDisabled}>
        {COMMON_TEXT.cancel}
      </button>
      {children}
    </div>
  );
}
