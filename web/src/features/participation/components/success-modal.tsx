import type { ReactNode } from 'react';
import { Modal } from '@bebe-star/web-common/modal';

/** A modal announcing success (the page redirects shortly after, so it cannot be closed). */
export function SuccessModal({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Modal labelledBy="success-title" canClose={false} className="success-modal">
      <span className="success-modal__icon" aria-hidden="true">
        🎉
      </span>
      <h2 id="success-title">{title}</h2>
      {children}
    </Modal>
  );
}
