import './notice-banner.css';

/** An announcement set in the back office ("Paramètres"): site-wide, or one contest's on its page. */
export function NoticeBanner({ text, label }: { text: string; label: string }) {
  return (
    <aside className="notice-banner" aria-label={label}>
      <p>{text}</p>
    </aside>
  );
}
