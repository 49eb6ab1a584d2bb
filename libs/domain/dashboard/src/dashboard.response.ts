import { ApiProperty } from '@nestjs/swagger';
import { DailyRevenue } from '@app/payments';

export class DashboardUsers {
  @ApiProperty() total!: number;
  @ApiProperty() active!: number;
}

export class DashboardContests {
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'Ouverts aux votes' }) active!: number;
  @ApiProperty() draft!: number;
  @ApiProperty() pre_registration!: number;
  @ApiProperty() open!: number;
  @ApiProperty() closed!: number;
}

export class DashboardVotes {
  @ApiProperty() free!: number;
  @ApiProperty() paid!: number;
  @ApiProperty() reversed!: number;
  @ApiProperty({ description: 'En vérification, pas encore comptés' }) held!: number;
  @ApiProperty({ description: 'Validés après vérification (compris dans free)' }) released!: number;
  @ApiProperty({ description: 'Refusés après vérification' }) rejected!: number;
  @ApiProperty({ description: 'Gratuits + payants − annulés' }) total!: number;
}

export class DashboardComments {
  @ApiProperty() total!: number;
  @ApiProperty({ description: 'Masqués, en attente de modération' }) to_moderate!: number;
  @ApiProperty() flagged!: number;
}

export class DashboardRevenue {
  @ApiProperty({ description: 'Paiements réussis, en F CFA' }) total!: number;
  @ApiProperty() xof!: number;
  @ApiProperty() xaf!: number;
}

export class DashboardPayments {
  @ApiProperty() pending!: number;
  @ApiProperty() succeeded!: number;
  @ApiProperty() flagged!: number;
  @ApiProperty() failed!: number;
}

export class DashboardClaims {
  @ApiProperty() pending!: number;
  @ApiProperty() paid!: number;
  @ApiProperty() rejected!: number;
}

/** Notifications by outcome (libs/domain/notifications records each one once). */
export class DashboardNotificationOutcomes {
  @ApiProperty() sent!: number;
  @ApiProperty({ description: 'Échouées, nouveaux essais épuisés' }) failed!: number;
  @ApiProperty({ description: 'En attente : envoi en cours, nouvel essai ou matin attendu' }) pending!: number;
  @ApiProperty({ description: 'Non envoyées : heures calmes du fuseau du compte' }) quiet!: number;
  @ApiProperty({ description: 'Non envoyées : le compte a désactivé ce type' }) opted_out!: number;
  @ApiProperty({ description: 'Non envoyées : aucun appareil abonné' }) no_device!: number;
}

export class DashboardNotifications {
  @ApiProperty({ type: DashboardNotificationOutcomes, description: 'Créées ces dernières 24 heures' })
  last_24h!: DashboardNotificationOutcomes;
  @ApiProperty({ type: DashboardNotificationOutcomes, description: 'Depuis le début' })
  total!: DashboardNotificationOutcomes;
  @ApiProperty({ description: 'Appareils abonnés aux notifications' }) devices!: number;
}

/** The back office's figures, computed by the server in one call. */
export class DashboardResponse {
  @ApiProperty({ type: DashboardUsers }) users!: DashboardUsers;
  @ApiProperty({ type: DashboardContests }) contests!: DashboardContests;
  @ApiProperty() participants!: number;
  @ApiProperty() vote_packs!: number;
  @ApiProperty({ type: DashboardVotes }) votes!: DashboardVotes;
  @ApiProperty({ type: DashboardComments }) comments!: DashboardComments;
  @ApiProperty() testimonials!: number;
  @ApiProperty({ type: DashboardRevenue }) revenue!: DashboardRevenue;
  @ApiProperty({
    type: [DailyRevenue],
    description: '30 derniers jours, par moyen de paiement, jours sans vente inclus',
  })
  revenue_daily!: DailyRevenue[];
  @ApiProperty({ type: DashboardPayments }) payments!: DashboardPayments;
  @ApiProperty({ type: DashboardClaims }) claims!: DashboardClaims;
  @ApiProperty({ description: 'Votes en vérification (tous concours)' }) held_votes!: number;
  @ApiProperty({ description: 'Contestations de parents sans réponse' }) open_disputes!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Concours du vote (gratuit ou payant) le plus récent ; null avant le premier vote',
  })
  latest_votes_contest!: number | null;
  @ApiProperty({ type: DashboardNotifications }) notifications!: DashboardNotifications;
}

export class HourlyVotesResponse {
  @ApiProperty({ format: 'date-time', description: "Début de l'heure (UTC)" }) hour!: string;
  @ApiProperty() free!: number;
  @ApiProperty() paid!: number;
}

/** Opens the `/admin` live namespace once (`auth: { ticket }` in the handshake), within 30 s. */
export class LiveTicketResponse {
  @ApiProperty() ticket!: string;
}
