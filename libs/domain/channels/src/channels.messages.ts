const amount = (value: number) => `${new Intl.NumberFormat('fr-FR').format(value).replace(/\s/g, ' ')} F`;
const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** The USSD menu's screens, in French, each under 182 characters with its navigation lines. */
export const USSD = {
  home: 'Bébé Star\n1. Voter gratuitement\n2. Acheter des votes\n3. Classement\n4. Mon relevé',
  askCodeToVote: 'Vote gratuit\nEntrez le code du participant (ex. 4821)\n9. Choisir par concours\n0. Retour',
  askCodeToBuy: 'Acheter des votes\nEntrez le code du participant (ex. 4821)\n9. Choisir par concours\n0. Retour',
  chooseContest: 'Choisissez un concours',
  chooseToVote: 'Pour qui votez-vous ?',
  chooseToBuy: 'Pour qui achetez-vous des votes ?',
  choosePack: (name: string) => `Votes pour ${name}`,
  pack: (votes: number, price: number) => `${plural(votes, 'vote', 'votes')} : ${amount(price)}`,
  confirmPack: (name: string, code: string, votes: number, price: number) =>
    `${plural(votes, 'vote', 'votes')} pour ${name} (${code}) : ${amount(price)} par Mobile Money.\n1. Payer\n0. Retour\n00. Accueil`,
  votes: (count: number) => `${count} v.`,
  pushed: (price: number) =>
    `Demande de paiement de ${amount(price)} envoyée sur votre téléphone. Confirmez avec votre code secret Mobile Money. Un SMS vous confirmera vos votes.`,
  back: '0. Retour\n00. Accueil',
  nextAndBack: '8. Suite\n0. Retour\n00. Accueil',
  noContest: 'Aucun concours ouvert au vote par USSD pour le moment.',
  noParticipant: 'Aucun participant dans ce concours.',
  noPack: 'Aucun pack de votes en vente pour le moment.',
  invalidChoice: 'Choix invalide.',
  badCode: 'Le code est un nombre de 4 à 6 chiffres.',
  unknownCode: (code: string) => `Code ${code} inconnu ou vote fermé.`,
  sessionOver: 'Session terminée. Composez à nouveau le code pour continuer.',
  sessionExpired: (serviceCode: string) => `Session expirée. Composez à nouveau le ${serviceCode}.`,
  wrongCaller: 'Session invalide.',
  numberNotServed: "Ce numéro n'est pas pris en charge par Bébé Star.",
  accountDisabled: 'Votre compte Bébé Star est désactivé. Contactez le support.',
  unavailable: 'Service momentanément indisponible. Réessayez dans un instant.',
  malformed: 'Requête USSD invalide.',
} as const;

/** What a vote by USSD or SMS answers, in a screen or an SMS. */
export const CHANNEL_VOTES = {
  counted: (name: string, code: string, receipt: number) =>
    `Merci ! Vote compté pour ${name} (${code}). Prochain vote gratuit pour ce participant dans 10 min. Reçu n° ${receipt}.`,
  held: (name: string, code: string, receipt: number) =>
    `Vote reçu pour ${name} (${code}), en vérification : il sera compté après contrôle. Reçu n° ${receipt}.`,
  cooldown: (minutes: number) =>
    `Vous avez déjà voté pour ce participant. Prochain vote gratuit dans ${plural(minutes, 'minute', 'minutes')}.`,
  dailyCap: 'Votre numéro a atteint la limite de 50 votes gratuits par jour. Revenez demain ou achetez des votes.',
  closed: (title: string) => `Le vote par ce canal est fermé pour le concours « ${title} ».`,
  statement: (used: number, cap: number) => `Aujourd'hui : ${used} vote(s) gratuit(s) sur ${cap}.`,
  statementLine: (name: string, code: string, votes: number, receipt: number) =>
    `${name} (${code}) : ${plural(votes, 'vote', 'votes')}, reçu ${receipt}`,
  noVotes: 'Aucun vote pour le moment.',
} as const;

/** The answers to SMS sent to the short code. */
export const SMS_VOTES = {
  help: (keyword: string, shortCode: string) =>
    `Bébé Star : message non compris. Pour voter, envoyez ${keyword} suivi du code du participant au ${shortCode}, ex. ${keyword} 4821.`,
  unknownCode: (code: string) =>
    `Bébé Star : le code ${code} est inconnu ou le vote est fermé. Vérifiez le code du participant.`,
  prefix: (text: string) => `Bébé Star : ${text}`,
} as const;

/** What the aggregator's callbacks answer when refused (read by the aggregator's logs, never by a voter). */
export const CALLBACK_ERRORS = {
  refused: 'Appel refusé : jeton absent ou invalide.',
  malformedSms: 'Message entrant illisible : champs from, to, text et id attendus.',
} as const;
