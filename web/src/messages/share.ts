import { ordinal, plural } from '@bebe-star/web-common/french';

/** The link previews' texts (server-rendered head) and the share actions of a participant's page. */
export const share = {
  siteName: 'Bébé Star',
  home: {
    title: 'Bébé Star — concours photo de bébés',
    description: 'Bébé Star : le concours photo des bébés et des enfants. Votez en direct pour votre favori !',
  },
  contest: {
    title: (contest: string) => `${contest} — Bébé Star`,
    description: (participants: number) =>
      `${plural(participants, { one: 'participant', other: 'participants' })} en lice. Découvrez-les et votez gratuitement pour votre favori !`,
  },
  participant: {
    title: (name: string, contest: string) => `Votez pour ${name} — ${contest}`,
    standing: (rank: number, votes: number) =>
      `${ordinal(rank)} avec ${plural(votes, { one: 'vote', other: 'votes' })}`,
    description: (name: string, contest: string, standing: string | null, code: string | null) =>
      `${name} participe au concours « ${contest} »${standing ? ` (${standing})` : ''}. Un vote gratuit toutes les 10 minutes : votez pour ${name} !${code ? ` Code de vote : ${code}` : ''}`,
    imageAlt: (name: string) => `Photo de ${name}`,
  },
  /**
   * The message shared with the link (WhatsApp, the system share sheet), with the code to vote by phone
   * and, when the contest takes votes by SMS, the SMS to send (`bySms`).
   */
  message: (name: string, contest: string, code: string | null, bySms: string | null = null) =>
    `Votez pour ${name} au concours « ${contest} » sur Bébé Star !${code ? ` Code de vote : ${code}` : ''}${bySms ? `. ${bySms}` : ''}`,
  button: 'Partager',
  whatsapp: 'Partager sur WhatsApp',
  more: 'Autres applications',
  copy: 'Copier le lien',
  copied: 'Lien copié !',
  copyFailed: 'Copie impossible : sélectionnez le lien ci-dessous.',
  parentCard: {
    title: 'Faites voter vos proches',
    text: (name: string) =>
      `Envoyez la page de ${name} à votre famille et à vos amis : chacun peut voter gratuitement toutes les 10 minutes.`,
  },
} as const;
