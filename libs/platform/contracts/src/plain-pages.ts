/**
 * The addresses of the pages without script (libs/domain/plain-pages), which the site's own pages post their
 * forms to: with JavaScript the site handles each form itself; without it, the browser posts it there.
 */
export const PLAIN_PATH = '/simple';

export const plainPaths = {
  participant: (participantId: number) => `${PLAIN_PATH}/participants/${participantId}`,
  vote: (participantId: number) => `${PLAIN_PATH}/participants/${participantId}/vote`,
  pack: (participantId: number, packId: number) => `${PLAIN_PATH}/participants/${participantId}/packs/${packId}`,
  signIn: (participantId?: number) =>
    `${PLAIN_PATH}/connexion${participantId === undefined ? '' : `?participant=${participantId}`}`,
};

/** The pack form's field naming the payment provider chosen. */
export const PLAIN_PROVIDER_FIELD = 'fournisseur';
