import { useState } from 'react';
import type { Testimonial } from '@/lib/api/testimonials/get-testimonials';
import { useSession } from '@/lib/auth-store';
import { DeleteTestimonialDialog } from './delete-testimonial-dialog';
import { TestimonialCard } from './testimonial-card';
import { useTimedMessage } from './use-timed-message';
import './awards.css';

/** How long "Témoignage supprimé avec succès !" stays. */
const NOTICE_MS = 4_000;

/**
 * Testimonial cards in a grid (a swipeable row on phones with `carousel`); the signed-in author can
 * edit or delete theirs (confirm dialog first).
 */
export function TestimonialGrid({
  testimonials,
  carousel = false,
}: {
  testimonials: Testimonial[];
  carousel?: boolean;
}) {
  const userId = useSession()?.userId ?? null;
  const [deleting, setDeleting] = useState<number | null>(null);
  const [notice, showNotice] = useTimedMessage(NOTICE_MS);
  return (
    <>
      {notice && (
        <p className="awards-success" role="status">
          {notice}
        </p>
      )}
      <ul className={carousel ? 'testimonial-grid testimonial-grid--carousel' : 'testimonial-grid'}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard
              testimonial={testimonial}
              onDelete={userId !== null && testimonial.user === userId ? () => setDeleting(testimonial.id) : undefined}
            />
          </li>
        ))}
      </ul>
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
    </>
  );
}
