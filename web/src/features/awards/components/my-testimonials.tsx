import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DeleteTestimonialDialog } from '@/components/awards/delete-testimonial-dialog';
import { useTimedMessage } from '@/components/awards/use-timed-message';
import type { Testimonial } from '@/lib/api/testimonials/get-testimonials';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { MyTestimonialItem } from './my-testimonial-item';

const t = AWARDS_TEXT.testimonialPage;
/** The spec's success messages vanish after 4 s. */
const NOTICE_MS = 4_000;

/** "Mes témoignages": the parent's own, each editable in place (`?edit={id}` opens one) or deletable. */
export function MyTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const [params, setParams] = useSearchParams();
  const editId = Number(params.get('edit')) || null;
  const [deleting, setDeleting] = useState<number | null>(null);
  const [notice, showNotice] = useTimedMessage(NOTICE_MS);

  const setEditing = (id: number | null) =>
    setParams(
      (current) => {
        if (id === null) current.delete('edit');
        else current.set('edit', String(id));
        return current;
      },
      { replace: true },
    );

  return (
    <section className="my-testimonials" aria-labelledby="my-testimonials-title">
      <h2 id="my-testimonials-title">{t.mineTitle}</h2>
      {notice && (
        <p className="awards-success" role="status">
          {notice}
        </p>
      )}
      {testimonials.length === 0 ? (
        <p className="awards-muted">{t.mineEmpty}</p>
      ) : (
        <ul className="my-testimonials__list">
          {testimonials.map((testimonial) => (
            <MyTestimonialItem
              key={testimonial.id}
              testimonial={testimonial}
              editing={editId === testimonial.id}
              onEdit={() => setEditing(testimonial.id)}
              onStopEditing={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                showNotice(t.updated);
              }}
              onDelete={() => setDeleting(testimonial.id)}
            />
          ))}
        </ul>
      )}
      {deleting !== null && (
        <DeleteTestimonialDialog
          testimonialId={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(message) => {
            setDeleting(null);
            showNotice(message);
          }}
        />
      )}
    </section>
  );
}
