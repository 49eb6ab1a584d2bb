import { prizeForRank } from '@app/awards';
import type { ContestSheet } from '@app/contests';
import { FREE_VOTE_COOLDOWN_SECONDS, FREE_VOTES_PER_DAY } from '@app/voting';

const number = new Intl.NumberFormat('fr-FR');

/** An amount as people read it: "100 000 F CFA" (the PDF's fonts take a no-break space, not a narrow one). */
export function fcfa(amount: number): string {
  return `${number.format(amount).replace(/\u202f/g, '\u00a0')}\u00a0F\u00a0CFA`;
}

/** The rules a contest's votes were counted by, in the dossier's words. */
export function rulesInForce(contest: ContestSheet): string[] {
  const prizes = [1, 2, 3].map((rank) => prizeForRank(contest, rank));
  return [
    `Un vote gratuit par participant toutes les ${FREE_VOTE_COOLDOWN_SECONDS / 60} minutes, et au plus ${FREE_VOTES_PER_DAY} votes gratuits par jour (UTC) par compte et autant par appareil.`,
    'Un pack de votes payé ajoute ses votes une fois le paiement confirmé par l’opérateur, une seule fois par paiement.',
    'Un vote jugé douteux est retenu pour vérification : il ne compte qu’une fois validé par un administrateur, jamais s’il est rejeté.',
    'Un vote frauduleux est retiré par une annulation inscrite au registre ; aucun vote n’est jamais effacé.',
    'Classement : le plus de votes comptés ; à égalité, celui qui a atteint ce nombre le premier.',
    `Lots : 1er ${fcfa(prizes[0])}, 2e ${fcfa(prizes[1])}, 3e ${fcfa(prizes[2])}.`,
  ];
}
