import type { CheckoutScenario } from './behaviour';

/** Every French text the sandbox shows to a person, in one place. */
export const MESSAGES = {
  page: {
    title: (brand: string) => `${brand} — bac à sable`,
    banner: 'Bac à sable : aucun argent réel ne circule.',
    reference: 'Référence',
    customer: 'Client',
    merchant: 'Marchand',
    intouchOrder: (domain: string) => (domain ? `Commande sur ${domain}` : 'Commande'),
    scenario: 'Scénario',
    pay: 'Payer',
    refuse: 'Refuser',
    cancel: 'Annuler',
    globalChanges: (changes: string) => `Réglages globaux actifs : ${changes}`,
    backToSite: 'Retour au site',
    redirecting: 'Redirection vers le site du marchand…',
    settled: (outcome: string) => `Cette transaction est terminée : ${outcome}.`,
    noReturnUrl: 'Vous pouvez fermer cette page.',
    error: 'Paiement impossible',
  },
  outcome: {
    pay: 'paiement accepté',
    refuse: 'paiement refusé',
    cancel: 'paiement annulé',
  },
  scenarios: {
    normal: 'Normal',
    duplicate: 'Notification en double',
    no_notification: 'Sans notification',
    notification_after_return: 'Notification après le retour',
    waiting_first: 'Attente client d’abord',
    late_status: 'Changement de statut tardif',
    tampered_amount: 'Montant modifié',
  } satisfies Record<CheckoutScenario, string>,
  errors: {
    unknownTransaction: 'Transaction introuvable.',
    alreadySettled: 'Cette transaction a déjà été traitée.',
    invalidDecision: 'Choix invalide : utilisez les boutons Payer, Refuser ou Annuler.',
    invalidRequest: 'Requête invalide.',
    intouchBadCodes: 'Code agence ou code secret invalide.',
    intouchMissing: (names: string[]) => `Paramètres manquants ou invalides : ${names.join(', ')}.`,
    paydunyaFailReason: 'Le paiement a été refusé.',
  },
  intouch: {
    unauthorized: 'Identifiants invalides.',
    missingTransactionId: 'Le champ partner_transaction_id est obligatoire.',
    notFound: 'Transaction introuvable',
  },
} as const;
