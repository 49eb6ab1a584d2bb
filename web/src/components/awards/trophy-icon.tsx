/** A trophy, drawn (emoji fonts are missing on many cheap phones). */
export function TrophyIcon({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path d="M7 4h10v4a5 5 0 0 1-10 0V4z" fill="currentColor" />
      <path
        d="M7 6H4.5a.5.5 0 0 0-.5.5V7a4 4 0 0 0 3.6 4M17 6h2.5a.5.5 0 0 1 .5.5V7a4 4 0 0 1-3.6 4"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path d="M10.5 13h3v4h-3z" fill="currentColor" />
      <path d="M8 20a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v1H8v-1z" fill="currentColor" />
    </svg>
  );
}
