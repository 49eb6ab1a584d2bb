import type { ReactNode } from 'react';
import { Dialog, DialogActions } from './dialog';
import { FormError } from './form-field';

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
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={title} description={description}>
      {children}
      <FormError message={error} />
      <DialogActions cancelDisabled={pending}>
        <button type="button" className={`button button--${tone}`} onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
