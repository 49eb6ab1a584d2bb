import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { common as COMMON_TEXT } from '../messages/common';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** `drawer` slides in from the left edge (the phone menu); `modal` is centred. */
  variant?: 'modal' | 'drawer';
  children: ReactNode;
}

/**
 * A modal dialog on Radix primitives: focus is trapped, Escape and a click outside close it, the page
 * behind is inert and labelled by the title. On close, focus goes back to the element that had it
 * when the dialog opened (Radix only does so for its own trigger, which the callers do not use), or
 * to the main area when that element is gone (a deleted row's button).
 * The dimmed page is a plain element rather than Radix's Overlay: that one locks the page's scroll
 * by adding a `<style>` element, which the back office's CSP refuses (styles.css locks it instead).
 */
export function Dialog({ open, onOpenChange, title, description, variant = 'modal', children }: DialogProps) {
  const opener = useRef<Element | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${variant}`}
          aria-modal="true"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = opener.current;
            if (target instanceof HTMLElement && target.isConnected) target.focus();
            else document.getElementById('main')?.focus({ preventScroll: true });
          }}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          )}
          {children}
          {/* Last in the content, so that opening the dialog focuses its first field rather than this. */}
          <RadixDialog.Close className="dialog__close" aria-label={COMMON_TEXT.close}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the dialog it is in. */
export const DialogClose = RadixDialog.Close;

/** The dialog's buttons: Annuler (closes it), then the dialog's own action(s). */
export function DialogActions({ children, cancelDisabled = false }: { children: ReactNode; cancelDisabled?: boolean }) {
  return (
    <div className="dialog__actions">
      <RadixDialog.Close asChild>
        <button type="button" className="button" disabled={cancelDisabled}>
          {COMMON_TEXT.cancel}
        </button>
      </RadixDialog.Close>
      {children}
    </div>
  );
}
