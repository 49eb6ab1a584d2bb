import { PHONE_VOTE_LINES } from '@contracts/phone-votes';

/** How to vote from a basic phone, by SMS or USSD, with a participant's vote code. */
export const phoneVotes = {
  ...PHONE_VOTE_LINES,
  /** Added to the message shared with a participant's link when the contest takes votes by SMS. */
  shareBySms: (keyword: string, code: string, shortCode: string) =>
    `Pas de smartphone ? Envoyez ${keyword} ${code} au ${shortCode}.`,
  loadFailed: 'Impossible de savoir si le vote par SMS et USSD est ouvert pour ce concours.',
} as const;
