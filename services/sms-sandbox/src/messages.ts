/** Every French text the SMS sandbox shows or answers, in one place. */
export const MESSAGES = {
  page: {
    title: 'Bac à sable SMS — Messages envoyés',
    heading: 'Messages envoyés',
    banner: 'Bac à sable : aucun SMS ne part vers un vrai téléphone. Page réservée au développement.',
    empty: 'Aucun message pour l’instant.',
    number: 'Numéro',
    text: 'Texte',
    time: 'Heure',
    gateway: 'Passerelle',
    status: 'État',
  },
  statuses: { sent: 'envoyé', delivered: 'remis', failed: 'non remis' },
  errors: {
    badCredentials: 'Identifiants client invalides.',
    badGrant: 'grant_type=client_credentials attendu.',
    badToken: 'Jeton d’accès absent, invalide ou expiré.',
    badSender: 'Adresse d’expéditeur inconnue.',
    badBody: (problem: string) => `Requête invalide : ${problem}.`,
    badApiKey: 'Clé d’API ou nom d’utilisateur invalide.',
    invalidRequest: 'Requête invalide.',
  },
} as const;
