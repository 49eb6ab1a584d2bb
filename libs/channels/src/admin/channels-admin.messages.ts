/** The back office's channel settings: what a refused change says, by field. */
export const CHANNELS_ADMIN_MESSAGES = {
  shortCode: 'Numéro court invalide : de 3 à 8 chiffres, par exemple 7575.',
  serviceCode:
    'Code USSD invalide : des chiffres séparés par *, commençant par * et finissant par #, par exemple *384*7#.',
  keywordsList: 'Indiquez de 1 à 10 mots-clés.',
  keyword: (keyword: string) =>
    `Mot-clé invalide : « ${keyword} ». Un mot-clé s’écrit en lettres sans accent, de 2 à 12.`,
  keywordTwice: (keyword: string) => `Le mot-clé ${keyword} est indiqué deux fois.`,
  voteRequired: 'Les mots-clés doivent comprendre VOTE.',
} as const;
