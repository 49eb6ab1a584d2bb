import { useEffect, useState } from 'react';
import { useSupportContact } from '@/lib/support-contact';
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

/** Bottom right, on every page: the WhatsApp contact (when the deployment has one), and "back to top" once scrolled down. */
export function FloatingButtons() {
  const scrolled = useScrolledDown();
  const { whatsappUrl } = useSupportContact();
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
      {whatsappUrl && (
        <a
          className="floating-buttons__button floating-buttons__whatsapp"
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.whatsapp}
          title={t.whatsapp}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <path
              d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <path
              d="M8.6 7.6c.3-.4.8-.4 1.1 0l1 1.6c.2.3.1.7-.1 1l-.6.6c.6 1.3 1.6 2.3 2.9 2.9l.6-.6c.3-.3.7-.3 1-.1l1.6 1c.4.3.4.8 0 1.1l-.7.7c-.7.7-1.8.8-2.7.3a11 11 0 0 1-4.7-4.7c-.5-.9-.4-2 .3-2.7z"
              fill="currentColor"
            />
          </svg>
        </a>
      )}
    </div>
  );
}
