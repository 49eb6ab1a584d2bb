/** A hex fingerprint in groups of 4 characters, so that it can be read out and compared by eye. */
export const groupHex = (hex: string): string => hex.match(/.{1,4}/g)?.join(' ') ?? hex;
