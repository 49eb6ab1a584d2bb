import type { ReactNode } from 'react';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { FormError } from '@bebe-star/web-common/form-field';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in plain words (shown before anything is done). */
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error?: string | null;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/** Asks before a destructive or lasting action; stays open with the server's message when it fails. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  tone = 'danger',
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      onClose={onClose}
      canClose={!pending}
      title={title}
      description={description}
      closeOnBackdropClick
      closeButton
    >
      {children}
      <FormError message={error} />
      <ModalActions onCancel={onClose} cancelDisabled={pending}>
        <button type="button" className={`button button--${tone}`} onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </ModalActions>
    </Modal>
  );
}
