import { useEffect, useState } from 'react';
import { legal as LEGAL_TEXT } from '@/messages/legal';

const t = LEGAL_TEXT.floating;

/** The scroll-to-top button shows once the page has been scrolled this far. */
const SHOW_TOP_AFTER_PX = 400;

function useScrolledDown(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHOW_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}

/** Bottom right, once the page has been scrolled down: "back to top" (the WhatsApp contact is in the header). */
export function FloatingButtons() {
  const scrolled = useScrolledDown();
  return (
    <div className="floating-buttons">
      {scrolled && (
        <button
          type="button"
          className="floating-buttons__button floating-buttons__top"
          aria-label={t.top}
          title={t.top}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
