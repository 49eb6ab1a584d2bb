import type { SocialProvider } from './social-account.entity';

/** What a provider vouches for once its token has been verified. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}
