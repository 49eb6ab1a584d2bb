/**
 * What else follows a phone number moved from one account to another: the free-vote counts of the day
 * are the number's, not the account's. Provided by libs/domain/voting, which keeps them.
 */
export abstract class PhoneNumberMoves {
  abstract moved(fromUserId: number, toUserId: number): Promise<void>;
}
