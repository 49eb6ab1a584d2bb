import { PHONE_VOTE_LINES } from '@app/contracts';
/**
 * The French of the pages without script (the API's refusals come with their own words, from
 * libs/platform/common's MESSAGES). French as the site writes it: plurals singular for 0 and 1, ordinals 1er and
 * 2e, elision before a name, amounts in F CFA, times as « 14 h 32 ».
 */

const pluralRules = new Intl.PluralRules('fr');
const ordinalRules = new Intl.PluralRules('fr', { type: 'ordinal' });
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

const plural = (count: number, one: string, other: string) =>
  `${number.format(count)} ${pluralRules.select(count) === 'one' ? one : other}`;
const ordinal = (rank: number) => (ordinalRules.select(rank) === 'one' ? `${rank}er` : `${rank}e`);
const deName = (name: string) => (/^[aeiouyhàâäéèêëîïôöùûüÿæœ]/i.test(name.trim()) ? `d’${name}` : `de ${name}`);
const fcfa = (amount: number) => `${number.format(amount)}\u00a0F\u00a0CFA`;

export const PLAIN_TEXTS = {
  site: 'Bébé Star',
  lightVersion: 'Version légère',
  fullVersion: 'Version complète du site',
  home: 'Accueil',
  signedInAs: (name: string, masked: string | null) =>
    masked ? `Connecté(e) : ${name} (${masked})` : `Connecté(e) : ${name}`,
  signOut: 'Se déconnecter',
  signedOut: 'Vous êtes déconnecté(e).',
  participant: {
    title: (name: string) => `Votez pour ${name}`,
    photo: (name: string) => `Photo ${deName(name)}`,
    contest: (title: string) => `Concours : ${title}`,
    votes: (count: number) => plural(count, 'vote', 'votes'),
    rank: (rank: number | null) => (rank === null ? 'pas encore classé(e)' : `${ordinal(rank)} du classement`),
    endsAt: (when: string) => `Fin des votes ${when}.`,
    over: 'Le concours est terminé : les votes sont clos.',
    notOpenYet: 'Le concours n’est pas encore ouvert aux votes.',
    notFound: 'Ce participant n’existe pas ou ne participe plus à un concours ouvert au public.',
    voteCode: 'Code de vote :',
  },
  phoneVotes: PHONE_VOTE_LINES,
  freeVote: {
    title: 'Vote gratuit',
    hint: 'Un vote gratuit toutes les 10 minutes, jusqu’à 50 par jour par numéro de téléphone.',
    button: 'Voter gratuitement',
    signInFirst: 'Connectez-vous avec votre numéro de téléphone pour voter : un code vous est envoyé par SMS.',
    signIn: 'Se connecter pour voter',
  },
  packs: {
    title: 'Acheter des votes',
    subtitle: 'Payez par mobile money ou carte sur la page sécurisée du moyen de paiement.',
    votes: (count: number) => plural(count, 'vote', 'votes'),
    price: fcfa,
    insteadOf: 'au lieu de',
    provider: 'Moyen de paiement',
    buy: (pack: string) => `Acheter le ${pack}`,
    signInFirst: 'Connectez-vous pour acheter un pack de votes.',
    signIn: 'Se connecter pour acheter',
    closed: (minutes: number) =>
      `Les achats de votes ferment ${plural(minutes, 'minute', 'minutes')} avant la fin du concours.`,
    none: 'Aucun pack de votes n’est en vente pour le moment.',
    noProvider: 'Aucun moyen de paiement n’est proposé pour le moment. Revenez un peu plus tard.',
    unknownProvider: 'Choisissez un des moyens de paiement proposés.',
  },
  result: {
    counted: 'Vote compté !',
    countedText: (name: string, votes: number) => `Merci ! ${name} a maintenant ${plural(votes, 'vote', 'votes')}.`,
    held: 'Vote reçu, en vérification',
    heldText:
      'Beaucoup de votes viennent de ce réseau ou de ce téléphone en ce moment : nous vérifions ce vote avant de le compter. S’il est validé, il s’ajoute au compteur ; le parent le voit dans son relevé des votes.',
    receipt: (id: number) => `Reçu n° ${id}`,
    verify: 'Vérifier ce reçu dans le registre public',
    nextVote: (when: string) => `Prochain vote gratuit ${when}.`,
    refused: 'Vote non compté',
    back: (name: string) => `Retour à la page ${deName(name)}`,
    noDeviceCap:
      'Les votes gratuits de la version légère, sans vérification automatique du téléphone, sont limités à 50 par jour pour toute votre connexion, et cette limite est atteinte. Revenez demain, votez depuis la version complète du site ou achetez un pack de votes.',
  },
  signIn: {
    title: 'Connexion par SMS',
    intro: 'Indiquez votre numéro de mobile : vous recevrez un code à 6 chiffres par SMS.',
    forParticipant: (name: string) => `Pour voter pour ${name}, connectez-vous avec votre numéro de téléphone.`,
    country: 'Pays',
    countryInNumber: 'Indicatif écrit dans le numéro',
    number: 'Votre numéro de mobile',
    numberHint: 'Avec l’indicatif (+225 07 01 02 03 04), ou sans si vous choisissez le pays.',
    firstName: 'Votre prénom (si vous êtes nouveau)',
    send: 'Recevoir le code',
    codeTitle: 'Entrez le code reçu',
    codeSent: (masked: string) => `Code envoyé par SMS au ${masked}. Il est valable 10 minutes.`,
    code: 'Code reçu par SMS (6 chiffres)',
    confirm: 'Me connecter',
    otherNumber: 'Changer de numéro ou recevoir un autre code',
    expired: 'Votre demande de code a expiré : indiquez à nouveau votre numéro.',
    codeFormat: 'Le code a 6 chiffres.',
  },
  forms: {
    refused:
      'Ce formulaire a expiré ou ne vient pas de notre site : rien n’a été fait. Vérifiez puis validez à nouveau.',
    foreign: 'Cette demande ne vient pas de notre site : elle a été refusée.',
    notFound: 'Cette page n’existe pas.',
    retry: 'Réessayer',
  },
  time: {
    today: (clock: string) => `à ${clock}`,
    tomorrow: (clock: string) => `demain à ${clock}`,
    on: (date: string, clock: string) => `le ${date} à ${clock}`,
  },
  errorTitle: 'Oups',
} as const;
