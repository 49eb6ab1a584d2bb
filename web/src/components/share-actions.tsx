import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/hydrated';
import { share as SHARE_TEXT } from '@/messages/share';
import './share-actions.css';

const t = SHARE_TEXT;
const COPIED_MS = 3_000;

/** WhatsApp's share link: the message and the page's address, which WhatsApp previews. */
export const whatsAppShareUrl = (text: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/**
 * The ways to send a page: WhatsApp first (where the relatives are), then the system share sheet
 * where the browser has one, then the address copied with a confirmation. The page's address is the
 * browser's: the server's render shows the buttons, the browser fills the address in. `compact`: one
 * button, the system share sheet where there is one (WhatsApp is in it), else WhatsApp.
 */
export function ShareActions({ path, text, compact = false }: { path: string; text: string; compact?: boolean }) {
  const hydrated = useHydrated();
  const url = hydrated ? `${window.location.origin}${path}` : path;
  const canShare = hydrated && typeof navigator.share === 'function';
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const shareSheet = () => void navigator.share({ title: text, text, url }).catch(() => undefined);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = () => {
    navigator.clipboard
      .writeText(url)
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  };

  if (compact) {
    return (
      <div className="share-actions share-actions--compact">
        {canShare ? (
          <button type="button" className="button share-actions__whatsapp" onClick={shareSheet}>
            {t.button}
          </button>
        ) : (
          <a
            className="button share-actions__whatsapp"
            href={whatsAppShareUrl(text, url)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.whatsapp}
          </a>
        )}
      </div>
    );
  }

  return (
    <div className="share-actions">
      <a
        className="button share-actions__whatsapp"
        href={whatsAppShareUrl(text, url)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t.whatsapp}
      </a>
      {canShare && (
        <button type="button" className="button" onClick={shareSheet}>
          {t.more}
        </button>
      )}
      <button type="button" className="button" onClick={copyLink} disabled={!hydrated}>
        {t.copy}
      </button>
      <p className="share-actions__status" role="status">
        {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
      </p>
      {copy === 'failed' && <input className="share-actions__url" readOnly value={url} aria-label={t.copy} />}
    </div>
  );
}
