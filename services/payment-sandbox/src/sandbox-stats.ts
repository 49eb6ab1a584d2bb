export type ProviderName = 'cinetpay' | 'paydunya' | 'intouch';

export const PROVIDER_NAMES: readonly [ProviderName, ...ProviderName[]] = ['cinetpay', 'paydunya', 'intouch'];

/** Requests received (`inits`, `checks`) and notifications sent, per provider. */
export interface ProviderStats {
  inits: number;
  checks: number;
  notifications: number;
}

export type SandboxStats = Record<ProviderName, ProviderStats>;

export function emptyStats(): SandboxStats {
  return {
    cinetpay: { inits: 0, checks: 0, notifications: 0 },
    paydunya: { inits: 0, checks: 0, notifications: 0 },
    intouch: { inits: 0, checks: 0, notifications: 0 },
  };
}
