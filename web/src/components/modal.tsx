import { type KeyboardEvent, type MouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';

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

function tabStops(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && (element.checkVisibility?.() ?? true),
  );
}

/** Tab from the last stop goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
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
 * The site's modal dialog, on the native `<dialog>` (`showModal()`: the page behind is inert). When it
 * opens, focus moves into it; Tab and Shift+Tab go round inside it; Escape asks to close, which the
 * caller may refuse while work is in progress (`canClose`); when it goes away, focus goes back to the
 * element that opened it.
 */
export function Modal({
  labelledBy,
  onClose,
  canClose = true,
  closeOnBackdropClick = false,
  className = '',
  children,
}: {
  labelledBy: string;
  onClose?: () => void;
  canClose?: boolean;
  /** A click on the dimmed page around the dialog closes it too. */
  closeOnBackdropClick?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
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
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    if (!element.contains(document.activeElement)) element.focus();
    return () => {
      leaving.current = true;
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [opener]);

  return (
    <dialog
      ref={dialog}
      className={`modal ${className}`.trim()}
      aria-labelledby={labelledBy}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={(event) => {
        // The browser closes a dialog without asking on a second Escape with no click in between.
        const element = event.currentTarget;
        if (leaving.current || element.open) return;
        if (canClose && onClose) onClose();
        else element.showModal?.();
      }}
      onClick={(event: MouseEvent<HTMLDialogElement>) => {
        if (closeOnBackdropClick && event.target === event.currentTarget) close();
      }}
    >
      {children}
    </dialog>
  );
}
