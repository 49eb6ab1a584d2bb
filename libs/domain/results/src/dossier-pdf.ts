import PDFDocument from 'pdfkit';
import { COUNT_FIELDS, type DossierContent, fromBase64, keyFingerprint, parseNote } from '@app/contracts';

const MARGIN = 48;
/** The columns of the final counts, from the left margin. */
const COLUMNS = [
  { title: 'Rang', x: 0, width: 34 },
  { title: 'Participant', x: 36, width: 170 },
  { title: 'Gratuits', x: 210, width: 48 },
  { title: 'Payés', x: 260, width: 48 },
  { title: 'En vérif.', x: 310, width: 48 },
  { title: 'Rejetés', x: 360, width: 48 },
  { title: 'Annulés', x: 410, width: 48 },
  { title: 'Total', x: 460, width: 50 },
];

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
const number = new Intl.NumberFormat('fr-FR');

/** The PDF's standard fonts know no narrow no-break space: a plain one reads the same on paper. */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');
const when = (iso: string) => `${printable(dateTime.format(new Date(iso)))} UTC`;
const count = (value: number) => printable(number.format(value));

/**
 * The results dossier for people: the contest, its rules, winners and prizes, every participant's final
 * count split as the leaves split it, the closing tree head and its key, and how to check it all. The
 * machine-readable file it names by its SHA-256 is what the site's /verifier and the CLI check.
 */
export function renderDossierPdf(content: DossierContent, fileName: string, fileDigest: string): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Dossier de résultats — ${content.contest.title}` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  const width = document.page.width - 2 * MARGIN;
  const heading = (text: string) => document.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).moveDown(0.3);
  const body = (text: string) => document.font('Helvetica').fontSize(10).text(printable(text), { width });
  const mono = (text: string) => document.font('Courier').fontSize(8).text(text, { width });

  document.font('Helvetica-Bold').fontSize(18).text('Dossier de résultats', { width });
  document.font('Helvetica').fontSize(14).text(printable(content.contest.title), { width });
  body(
    `Concours n° ${content.contest.id} — du ${when(content.contest.start_date)} au ${when(content.contest.end_date)}. Dossier scellé le ${when(content.head.time)}.`,
  );

  heading('Règles en vigueur');
  for (const rule of content.contest.rules) body(`• ${rule}`);

  heading('Gagnants et lots');
  if (content.winners.length === 0) body('Aucun gagnant : aucun participant n’a reçu de vote compté.');
  for (const winner of content.winners) {
    body(
      `${winner.rank === 1 ? '1er' : `${winner.rank}e`} : ${winner.name} (participant n° ${winner.participant}) — ${winner.prize}`,
    );
  }

  heading('Décompte final des votes, par participant');
  body(
    `Calculé à partir des ${count(content.leaves.length)} lignes du registre des votes de ce concours. Gratuits : votes gratuits comptés, dont les votes validés après vérification ; en vérification : votes retenus jamais validés, non comptés ; rejetés : votes retenus puis rejetés ; annulés : votes retirés par une annulation. Total = gratuits + payés - annulés.`,
  );
  document.moveDown(0.5);
  const row = (cells: string[], bold = false) => {
    if (document.y > document.page.height - MARGIN - 20) document.addPage();
    const y = document.y;
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      document.text(printable(cell), MARGIN + column.x, y, {
        width: column.width,
        align: i >= 2 ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      });
    });
    document.x = MARGIN;
    document.y = y + 13;
  };
  row(
    COLUMNS.map((column) => column.title),
    true,
  );
  for (const participant of content.participants) {
    row([
      participant.rank === null ? '–' : String(participant.rank),
      `n° ${participant.participant} ${participant.name}`,
      ...COUNT_FIELDS.map((field) => count(participant[field])),
    ]);
  }

  heading('État signé du registre à la clôture');
  body(`Taille : ${count(content.head.size)} votes — signé le ${when(content.head.time)}.`);
  body('Racine de Merkle (RFC 9162) :');
  mono(content.head.root);
  body(`Signature Ed25519 (clé ${content.head.key_id}) :`);
  mono(content.head.signature);
  body('Empreinte SHA-256 de la clé publique :');
  mono(keyFingerprint(fromBase64(content.public_key)));
  if (content.checkpoint) {
    const origin = content.checkpoint.split('\n', 1)[0];
    const cosigners = (parseNote(content.checkpoint)?.signatures ?? [])
      .map((signature) => signature.name)
      .filter((name) => name !== origin);
    heading('Point de contrôle de clôture, cosigné par les témoins');
    body(
      cosigners.length > 0
        ? `Le même état, au format ouvert des registres de transparence (C2SP), signé par le registre et cosigné par : ${cosigners.join(', ')}. Chaque témoin garde le dernier état qu'il a cosigné et ne cosigne jamais un état incompatible : un autre historique montré à quelqu'un d'autre serait refusé.`
        : 'Le même état, au format ouvert des registres de transparence (C2SP), signé par le registre.',
    );
    mono(content.checkpoint);
  }
  if (content.previous) {
    body(
      `Cette version ${content.previous.version + 1} remplace la version ${content.previous.version} (${count(content.previous.tree_size)} votes au registre, empreinte SHA-256 ${content.previous.file_sha256}) : des votes du concours ont changé depuis (annulation, vote en vérification décidé), chacun par une nouvelle ligne du registre.`,
    );
  }

  heading('Comment vérifier');
  body(
    `1. Le fichier « ${fileName} » contient chaque ligne du registre de ce concours, l’état signé ci-dessus, la preuve que ces lignes y figurent et la signature du tout. Son empreinte SHA-256 est :`,
  );
  mono(fileDigest);
  body(
    '2. Sur le site, page /verifier : déposez le fichier ; votre navigateur vérifie lui-même les signatures et la preuve, puis recalcule chaque total à partir des lignes.',
  );
  body(
    `3. Sur un ordinateur, sans le site : npm run cli -- verify ${fileName} --cle <empreinte de la clé ci-dessus> [--temoin <clé de vérification du témoin du commissaire de justice>].`,
  );
  body(
    '4. Comparez l’empreinte de la clé avec celle publiée par l’organisateur : une signature ne prouve rien avec une clé inconnue.',
  );
  body(
    'Chaque votant peut aussi vérifier son propre vote avec le reçu reçu en votant (numéro et empreinte), page /verifier.',
  );

  document.end();
  return done;
}
