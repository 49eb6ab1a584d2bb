import { Injectable } from '@nestjs/common';
import { ContestRepository } from '@app/contests';
import { BabyRepository, ParticipantRepository, PreregistrationRepository, VoteCodes } from '@app/entries';
import { UserRepository } from '@app/identity';
import { ImageProcessor, MediaStorage, type ProcessedImage } from '@app/media';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountProvisioning } from '../account-provisioning';
import { demoPortrait } from './photos';

const DAY = 24 * 3600 * 1000;

const GIRLS = [
  'Aïcha',
  'Fatou',
  'Aminata',
  'Mariam',
  'Awa',
  'Khadija',
  'Nafissatou',
  'Coumba',
  'Adja',
  'Rokhaya',
  'Binta',
  'Kadiatou',
  'Oumou',
  'Salimata',
  'Djeneba',
  'Ramatoulaye',
  'Ndeye',
  'Yacine',
  'Astou',
  'Maïmouna',
];
const BOYS = [
  'Moussa',
  'Ibrahima',
  'Mamadou',
  'Ousmane',
  'Cheikh',
  'Abdoulaye',
  'Souleymane',
  'Lamine',
  'Modou',
  'Babacar',
  'Serigne',
  'Aliou',
  'Youssouf',
  'Boubacar',
  'Issa',
  'Seydou',
  'Amadou',
  'Pape',
  'Malick',
  'Idrissa',
];
const FAMILY_NAMES = [
  'Diop',
  'Ndiaye',
  'Traoré',
  'Koné',
  'Ouédraogo',
  'Sawadogo',
  'Kouassi',
  'Diallo',
  'Camara',
  'Sow',
  'Fall',
  'Keïta',
  'Coulibaly',
  'Mensah',
  'Agbo',
  'Hounkpatin',
];
/** Country, city, and the start of a local mobile number (the rest is 6 more digits). */
type Place = [country: string, city: string, numberStart: string];

const PLACES: Place[] = [
  ['Sénégal', 'Dakar', '+221771'],
  ['Sénégal', 'Thiès', '+221764'],
  ['Sénégal', 'Saint-Louis', '+221783'],
  ["Côte d'Ivoire", 'Abidjan', '+2250701'],
  ["Côte d'Ivoire", 'Bouaké', '+2250505'],
  ['Mali', 'Bamako', '+22376'],
  ['Burkina Faso', 'Ouagadougou', '+22670'],
  ['Bénin', 'Cotonou', '+22997'],
  ['Togo', 'Lomé', '+22890'],
  ['Niger', 'Niamey', '+22790'],
  ['Cameroun', 'Douala', '+237677'],
  ['Guinée', 'Conakry', '+224622'],
];
const BIOS = [
  '',
  'Toujours le sourire, surtout quand grand-mère chante.',
  'Un vrai petit explorateur : impossible de rester en place !',
  'Son rire illumine toute la maison.',
  'Adore la bouillie de mil et les câlins.',
  'Danse dès que la musique commence.',
];

interface DemoContest {
  title: string;
  description: string;
  status: 'draft' | 'pre_registration' | 'open' | 'closed';
  gender: 'female' | 'male' | 'mixed';
  startOffsetDays: number;
  endOffsetDays: number;
  participants: number;
  preregistration?: [number, number];
}

const CONTESTS: DemoContest[] = [
  {
    title: 'Concours Bébés Filles — Saison des pluies',
    description: 'Le plus beau sourire de nos petites princesses.',
    status: 'open',
    gender: 'female',
    startOffsetDays: -10,
    endOffsetDays: 20,
    participants: 70,
  },
  {
    title: 'Concours Bébés Garçons — Saison des pluies',
    description: 'Nos petits champions en photo.',
    status: 'open',
    gender: 'male',
    startOffsetDays: -8,
    endOffsetDays: 22,
    participants: 70,
  },
  {
    title: 'Concours Mixte — Sourires de fin d’année',
    description: 'Préinscrivez votre enfant avant l’ouverture !',
    status: 'pre_registration',
    gender: 'mixed',
    startOffsetDays: 12,
    endOffsetDays: 42,
    participants: 0,
    preregistration: [-3, 10],
  },
  {
    title: 'Concours Mixte — Fête de l’indépendance',
    description: 'Édition terminée il y a quelques jours : les gagnants récupèrent leurs lots.',
    status: 'closed',
    gender: 'mixed',
    startOffsetDays: -34,
    endOffsetDays: -4,
    participants: 24,
  },
  {
    title: 'Concours Filles — Printemps',
    description: 'Édition terminée : découvrez les gagnantes.',
    status: 'closed',
    gender: 'female',
    startOffsetDays: -70,
    endOffsetDays: -40,
    participants: 30,
  },
  {
    title: 'Concours Garçons — Printemps',
    description: 'Édition terminée : découvrez les gagnants.',
    status: 'closed',
    gender: 'male',
    startOffsetDays: -68,
    endOffsetDays: -38,
    participants: 30,
  },
  {
    title: 'Concours Mixte — Édition de l’été (brouillon)',
    description: 'En préparation.',
    status: 'draft',
    gender: 'mixed',
    startOffsetDays: 60,
    endOffsetDays: 90,
    participants: 0,
  },
];

const FAMILY_COUNT = 40;
/** Distinct portraits drawn; babies share them, each with its own stored copy. */
const PORTRAITS = 24;
const FAMILY_PASSWORD = 'Famille-BebeStar-2026';

/**
 * Demo contests in every status with about 200 participants whose photos are drawn locally and go
 * through the real image pipeline. A contest that already exists (by title) is left as it is.
 */
@Injectable()
export class DemoContests {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountProvisioning,
    private readonly images: ImageProcessor,
    private readonly storage: MediaStorage,
    private readonly voteCodes: VoteCodes,
    private readonly contests: ContestRepository,
    private readonly babies: BabyRepository,
    private readonly participants: ParticipantRepository,
    private readonly preregistrations: PreregistrationRepository,
    private readonly users: UserRepository,
  ) {}

  async run(preregisteringParents: string[]): Promise<string[]> {
    const lines: string[] = [];
    const families = await this.families();
    let picture = 0;
    for (const spec of CONTESTS) {
      if ((await this.contests.idTitled(spec.title)) !== null) {
        lines.push(`exists  contest "${spec.title}"`);
        continue;
      }
      await this.dataSource.transaction(async (manager) => {
        const { id: contestId, startDate } = await this.insertContest(manager, spec);
        const participantIds: number[] = [];
        for (let index = 0; index < spec.participants; index += 1) {
          picture += 1;
          const family = families[(index * 7 + picture) % families.length];
          const gender = spec.gender === 'mixed' ? (index % 2 === 0 ? 'female' : 'male') : spec.gender;
          const babyId = await this.insertBaby(manager, family, gender, picture + contestId * 1000);
          participantIds.push(
            await this.participants.insertDated(manager, {
              contestId,
              babyId,
              phoneNumber: family.phone,
              createdAt: new Date(Date.now() + spec.startOffsetDays * DAY + index * 3600 * 1000),
            }),
          );
        }
        await this.voteCodes.assignMany(
          manager,
          participantIds.map((participantId) => ({ participantId, contestStartDate: startDate })),
        );
        if (spec.preregistration) {
          for (const email of preregisteringParents) {
            const parent = await this.users.findByEmail(email);
            if (!parent) continue;
            picture += 1;
            const place = PLACES[picture % PLACES.length];
            const babyId = await this.insertBaby(
              manager,
              { id: parent.id, place },
              picture % 2 ? 'female' : 'male',
              picture + contestId * 1000,
            );
            await this.preregistrations.insert(
              { userId: parent.id, babyId, contestId, phoneNumber: '', country: place[0], city: place[1] },
              manager,
            );
          }
        }
        lines.push(`created contest "${spec.title}" (${spec.status}, ${spec.participants} participants)`);
      });
    }
    return lines;
  }

  private async families(): Promise<{ id: number; phone: string; place: Place }[]> {
    const families = [];
    for (let index = 0; index < FAMILY_COUNT; index += 1) {
      const place = PLACES[index % PLACES.length];
      const lastName = FAMILY_NAMES[index % FAMILY_NAMES.length];
      const number = String(index + 1).padStart(2, '0');
      const { id } = await this.accounts.ensureUser({
        email: `famille${number}@demo.bebestar.local`,
        username: `famille${number}`,
        password: FAMILY_PASSWORD,
        firstName: (index % 2 ? BOYS : GIRLS)[index % 20],
        lastName,
        city: place[1],
        country: place[0],
      });
      families.push({ id, phone: `${place[2]}${String(100000 + index * 21011).slice(-6)}`, place });
    }
    return families;
  }

  private readonly portraits = new Map<number, Promise<ProcessedImage>>();

  private portrait(index: number): Promise<ProcessedImage> {
    let portrait = this.portraits.get(index);
    if (!portrait) {
      portrait = demoPortrait(index + 1).then((jpeg) => this.images.process(jpeg));
      this.portraits.set(index, portrait);
    }
    return portrait;
  }

  private insertContest(manager: EntityManager, spec: DemoContest): Promise<{ id: number; startDate: Date }> {
    const now = Date.now();
    return this.contests.createWith(
      {
        title: spec.title,
        description: spec.description,
        status: spec.status,
        gender: spec.gender,
        startDate: new Date(now + spec.startOffsetDays * DAY),
        endDate: new Date(now + spec.endOffsetDays * DAY),
        preregistrationStartDate: spec.preregistration ? new Date(now + spec.preregistration[0] * DAY) : null,
        preregistrationEndDate: spec.preregistration ? new Date(now + spec.preregistration[1] * DAY) : null,
      },
      manager,
    );
  }

  private async insertBaby(
    manager: EntityManager,
    family: { id: number; place: Place },
    gender: 'female' | 'male',
    seed: number,
  ): Promise<number> {
    const names = gender === 'female' ? GIRLS : BOYS;
    const ageDays = 30 + ((seed * 37) % (14 * 365 - 60));
    const birth = new Date(Date.now() - ageDays * DAY).toISOString().slice(0, 10);
    const photo = await this.storage.save('babies', await this.portrait(seed % PORTRAITS));
    const baby = await this.babies.insert(
      {
        ownerId: family.id,
        name: names[seed % names.length],
        dateOfBirth: birth,
        gender,
        bio: BIOS[seed % BIOS.length],
        photo,
        country: family.place[0],
        city: family.place[1],
      },
      manager,
    );
    return baby.id;
  }
}
