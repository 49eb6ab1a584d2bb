/**
 * A position in the ledger's projection order: (tx, id). `tx` is an xid8, kept as text (a 64-bit
 * value). "0:0" is before every row.
 */
export interface Watermark {
  tx: string;
  id: number;
}

export const START_OF_LEDGER: Watermark = { tx: '0', id: 0 };

export function formatWatermark(watermark: Watermark): string {
  return `${watermark.tx}:${watermark.id}`;
}

/** Whether `position` comes after `watermark` in the projection's order: a row there is not projected yet. */
export function isAfter(position: Watermark, watermark: Watermark): boolean {
  const [tx, seen] = [BigInt(position.tx), BigInt(watermark.tx)];
  return tx > seen || (tx === seen && position.id > watermark.id);
}

export function parseWatermark(value: string): Watermark {
  const [tx, id] = value.split(':');
  if (!/^\d+$/.test(tx ?? '') || !/^\d+$/.test(id ?? '')) throw new Error(`Not a ranking watermark: ${value}`);
  return { tx, id: Number(id) };
}
