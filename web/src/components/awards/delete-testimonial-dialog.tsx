import { useId } from 'react';
import { useDeleteTestimonial } from '@/lib/api/testimonials/delete-testimonial';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { Modal } from '@bebe-star/web-common/modal';
import './awards.css';

const t = AWARDS_TEXT.testimonials;

/**
 * "Supprimer le témoignage": the spec's confirm dialog. Supprimer deletes it and calls `onDeleted`;
 * a refusal is shown in the dialog; Annuler or Escape close it (not while the deletion runs).
 */
export function DeleteTestimonialDialog({
  testimonialId,
  onClose,
  onDeleted,
}: {
  testimonialId: number;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const titleId = useId();
  const remove = useDeleteTestimonial();
  return (
    <Modal labelledBy={titleId} onClose={onClose} canClose={!remove.isPending} className="confirm-dialog">
      <h2 id={titleId}>{t.deleteTitle}</h2>
      <p>{t.deleteQuestion}</p>
      <p className="confirm-dialog__warning">{t.deleteWarning}</p>
      {remove.isError && (
        <p className="awards-error" role="alert">
          {remove.error.message}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" disabled={remove.isPending} onClick={onClose}>
          {t.cancel}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(testimonialId, { onSuccess: (detail) => onDeleted(detail || t.deleted) })}
        >
          {remove.isPending ? t.deleting : t.confirmDelete}
        </button>
      </div>
    </Modal>
  );
}
