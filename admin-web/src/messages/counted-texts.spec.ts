import { contests } from './contests';
import { dashboard } from './dashboard';
import { accounts } from './accounts';
import { locations } from './locations';
import { participants } from './participants';
import { payments } from './payments';
import { prizeClaims } from './prize-claims';
import { votes } from './votes';

/** Texts that count something: singular for 0 and 1 (French), plural from 2, the count grouped as in French. */
describe('counted texts of the back office', () => {
  it.each([
    [votes.decide.releaseCluster('Connexion 3f2a9c…', 1), 'Valider 1 vote du groupe Connexion 3f2a9c… ?'],
    [votes.decide.releaseCluster('Connexion 3f2a9c…', 12), 'Valider 12 votes du groupe Connexion 3f2a9c… ?'],
    [votes.decide.rejectCluster('Appareil a1', 1), 'Rejeter 1 vote du groupe Appareil a1 ?'],
    [votes.decide.rejectCluster('Appareil a1', 1500), 'Rejeter 1\u202f500 votes du groupe Appareil a1 ?'],
    [votes.statement.freeDetail(1), 'dont 1 validé'],
    [votes.statement.freeDetail(4), 'dont 4 validés'],
    [votes.reverse.standing('Aïcha', '2', 1, '3e', '4e'), 'Aïcha : 2 → 1 vote, rang 3e → 4e'],
    [votes.reverse.standing('Aïcha', '9', 5, '1er', '2e'), 'Aïcha : 9 → 5 votes, rang 1er → 2e'],
    [prizeClaims.prizeStats.rank(1), '1re place'],
    [prizeClaims.prizeStats.rank(2), '2e place'],
    [contests.form.place(1), '1re place'],
    [votes.held.waiting(1), '1 vote en attente de décision.'],
    [votes.held.waiting(144), '144 votes en attente de décision.'],
    [votes.decide.releaseSelection(1), 'Valider 1 vote sélectionné ?'],
    [votes.decide.rejectSelection(3), 'Rejeter 3 votes sélectionnés ?'],
    [payments.stats.providerLine(1), '1 paiement réussi'],
    [payments.stats.providerLine(2), '2 paiements réussis'],
    [accounts.users.shown(1, 1), '1 affiché sur 1'],
    [accounts.users.shown(20, 1500), '20 affichés sur 1\u202f500'],
    [dashboard.cards.contestsByStatus(1, 0, 1), '1 brouillon · 0 en préinscription · 1 fermé'],
    [dashboard.cards.contestsByStatus(2, 3, 4), '2 brouillons · 3 en préinscription · 4 fermés'],
    [dashboard.cards.votesSplit(1, 0, 1), '1 gratuit · 0 payant · 1 annulé'],
    [dashboard.cards.votesSplit(9000, 2, 25), '9\u202f000 gratuits · 2 payants · 25 annulés'],
    [locations.cityCount(1), '1 ville'],
    [locations.cityCount(3), '3 villes'],
    [participants.card.age(1), '1 an'],
    [participants.card.age(2), '2 ans'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
