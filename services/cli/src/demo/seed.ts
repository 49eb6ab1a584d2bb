import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AccountProvisioning, type AccountSpec } from '../account-provisioning';
import { DemoAwards } from './awards';
import { DemoComments } from './comments';
import { DemoContests } from './contests';
import { DemoPayments } from './payments';

const DEMO_PASSWORD = 'Parent-BebeStar-2026';

const DEMO_PARENTS: AccountSpec[] = [
  {
    email: 'aminata.diallo@example.com',
    firstName: 'Aminata',
    lastName: 'Diallo',
    city: 'Dakar',
    country: 'Sénégal',
    contactNumber: '+221771234567',
    password: DEMO_PASSWORD,
  },
  {
    email: 'koffi.kouassi@example.com',
    firstName: 'Koffi',
    lastName: 'Kouassi',
    city: 'Abidjan',
    country: "Côte d'Ivoire",
    contactNumber: '+2250701020304',
    password: DEMO_PASSWORD,
  },
  {
    email: 'awa.traore@example.com',
    firstName: 'Awa',
    lastName: 'Traoré',
    city: 'Bamako',
    country: 'Mali',
    contactNumber: '+22376543210',
    password: DEMO_PASSWORD,
  },
];

/** Demo families who pre-registered a child in the contest to come, besides the demo parents. */
const PREREGISTERING_FAMILIES = Array.from(
  { length: 12 },
  (_, index) => `famille${String(26 + index).padStart(2, '0')}@demo.bebestar.local`,
);

/**
 * Demo data for a local product: an administrator, parents, contests and participants, vote packs,
 * payments (credited, flagged, failed) and stray provider notifications, the winners, prize claims
 * and testimonials of the contests that are over, and comments to moderate. Idempotent.
 *
 * This folder is a fixture layer, like the tests' factories: it writes the demonstration's rows of
 * several owners' tables, each through its owner's repository (docs/architecture.md, "Tables and their
 * owners"), and it refuses a production configuration.
 */
@Injectable()
export class DemoSeed {
  constructor(
    private readonly config: AppConfig,
    private readonly accounts: AccountProvisioning,
    private readonly contests: DemoContests,
    private readonly payments: DemoPayments,
    private readonly awards: DemoAwards,
    private readonly comments: DemoComments,
  ) {}

  async run(): Promise<string[]> {
    if (this.config.isProduction) {
      throw new Error('Demo data is never written to a production database (NODE_ENV=production).');
    }
    const lines: string[] = [];
    const admin = await this.accounts.ensureUser(
      {
        email: this.config.seed.adminEmail,
        password: this.config.seed.adminPassword,
        firstName: 'Admin',
        lastName: 'Bébé Star',
        username: 'admin',
      },
      true,
    );
    lines.push(`${admin.created ? 'created' : 'exists '} administrator ${this.config.seed.adminEmail}`);
    for (const parent of DEMO_PARENTS) {
      const result = await this.accounts.ensureUser(parent);
      lines.push(`${result.created ? 'created' : 'exists '} parent ${parent.email}`);
    }
    lines.push(
      ...(await this.contests.run([...DEMO_PARENTS.map((parent) => parent.email), ...PREREGISTERING_FAMILIES])),
    );
    lines.push(...(await this.payments.run()));
    lines.push(...(await this.awards.run(this.config.seed.adminEmail)));
    lines.push(...(await this.comments.run(this.config.seed.adminEmail)));
    return lines;
  }
}
