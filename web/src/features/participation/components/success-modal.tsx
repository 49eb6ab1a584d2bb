import { useEffect, useRef, type ReactNode } from 'react';

/** A modal announcing success (the page redirects shortly after). */
export function SuccessModal({ title, children }: { title: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  return (
    <dialog ref={dialog} className="modal success-modal" aria-labelledby="success-title" open>
      <span className="success-modal__icon" aria-hidden="true">
        🎉
      </span>
      <h2 id="success-title">{title}</h2>
      {children}
    </dialog>
  );
}
