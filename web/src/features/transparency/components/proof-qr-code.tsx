import { useEffect, useState } from 'react';
import { LoadingState } from '@/components/status-views';
import { transparency as TRANSPARENCY_TEXT } from '@/messages/transparency';

const t = TRANSPARENCY_TEXT.offline;

/** What the QR code holds: the proof itself, or (too long for one code) the address to download it from. */
interface Drawn {
  image: string;
  holds: 'proof' | 'url';
}

/**
 * A QR code as an SVG image. Error correction L: the code is read from a screen, not a worn print, and
 * L leaves the most room for the proof (2,953 bytes at the largest size).
 */
async function draw(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', errorCorrectionLevel: 'L', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

async function drawProof(proof: string, url: string): Promise<Drawn> {
  try {
    return { image: await draw(proof), holds: 'proof' };
  } catch {
    // The proof does not fit one code (a log of many witnesses): its address does.
    return { image: await draw(url), holds: 'url' };
  }
}

/**
 * The offline proof's QR code: a phone scanning it carries the whole proof away. The library is loaded
 * only when a code is shown, never with the page.
 */
export function ProofQrCode({ id, proof, url }: { id: number; proof: string; url: string }) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    drawProof(proof, url).then(
      (result) => current && setDrawn(result),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [proof, url]);

  if (failed) return <p className="verifier__message">{t.qrFailed}</p>;
  if (!drawn) return <LoadingState label={t.qrLoading} />;
  return (
    <figure className="verifier__qr">
      <img src={drawn.image} alt={drawn.holds === 'proof' ? t.qrAlt(id) : t.qrUrlAlt(id)} data-holds={drawn.holds} />
      <figcaption>{drawn.holds === 'proof' ? t.qrHint : t.qrTooLong}</figcaption>
    </figure>
  );
}
