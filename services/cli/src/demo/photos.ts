import sharp from 'sharp';

const SKIN = ['#8d5524', '#a0522d', '#c68642', '#6b3e26', '#e0ac69', '#7a4a2a'];
const BACKGROUNDS = ['#fde2e4', '#e2ece9', '#fff1e6', '#dfe7fd', '#f0efeb', '#e9f5db', '#fad2e1', '#cddafd'];
const CLOTHES = ['#f28482', '#84a59d', '#f6bd60', '#5e60ce', '#ef476f', '#06d6a0', '#118ab2', '#ffb703'];

/** A deterministic pseudo-random sequence, so a seed run draws the same pictures every time. */
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)];
}

/** A cartoon baby portrait drawn locally (no download): a face, eyes, a smile and clothes. */
export function demoPortrait(seed: number): Promise<Buffer> {
  const next = sequence(seed);
  const skin = pick(SKIN, next);
  const smile = 20 + Math.round(next() * 25);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
  <rect width="800" height="1000" fill="${pick(BACKGROUNDS, next)}"/>
  <circle cx="${120 + next() * 560}" cy="${80 + next() * 200}" r="${30 + next() * 60}" fill="#ffffff" opacity="0.6"/>
  <ellipse cx="400" cy="930" rx="330" ry="260" fill="${pick(CLOTHES, next)}"/>
  <circle cx="400" cy="470" r="250" fill="${skin}"/>
  <circle cx="160" cy="470" r="45" fill="${skin}"/><circle cx="640" cy="470" r="45" fill="${skin}"/>
  <circle cx="315" cy="430" r="28" fill="#2b2118"/><circle cx="485" cy="430" r="28" fill="#2b2118"/>
  <circle cx="325" cy="420" r="9" fill="#ffffff"/><circle cx="495" cy="420" r="9" fill="#ffffff"/>
  <circle cx="280" cy="530" r="34" fill="#ff8fa3" opacity="0.45"/><circle cx="520" cy="530" r="34" fill="#ff8fa3" opacity="0.45"/>
  <path d="M330 560 Q400 ${560 + smile * 2} 470 560" stroke="#5a2a1a" stroke-width="14" fill="none" stroke-linecap="round"/>
  <path d="M360 240 Q400 ${170 + next() * 40} 440 240" stroke="#2b2118" stroke-width="16" fill="none" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
