export * from './free-vote.route';
export * from './free-vote-rules';
export * from './phone-number-moves';
export * from './vote-limits';
export * from './vote-limits.recovery';
export * from './voting.module';
export { VoteDisputeRepository } from './statements/vote-dispute.repository';
