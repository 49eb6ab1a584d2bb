import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A modal dialog (native `<dialog>`): focus is kept inside and Escape asks to close, which the
 * caller may refuse while work is in progress (`canClose`).
 */
export function Modal({
  labelledBy,
  onClose,
  canClose = true,
  className = '',
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  canClose?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`modal account-modal ${className}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        if (canClose) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
