import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

export interface NewDossier {
  contestId: number;
  version: number;
  treeSize: number;
  leaves: number;
  fileGzip: Buffer;
  fileSha256: string;
  pdf: Buffer;
  keyFingerprint: string;
}

/** What is said of a dossier without its files. */
export interface DossierSummary {
  contestId: number;
  version: number;
  treeSize: number;
  leaves: number;
  fileSha256: string;
  keyFingerprint: string;
  createdAt: Date;
}

/** Advisory lock space of the dossiers: one builder per contest at a time, whatever the number of workers. */
const DOSSIER_LOCK = 0x0d055;

const SUMMARY = `contest_id AS "contestId", version, tree_size::int AS "treeSize", leaves, file_sha256 AS "fileSha256",
  key_fingerprint AS "keyFingerprint", created_at AS "createdAt"`;

/** The only owner of `results_dossiers`: every version kept, never changed. */
@Injectable()
export class ResultsDossierRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Takes the contest's dossier lock for the transaction; false when another transaction holds it. */
  async tryLockContest(transaction: EntityManager, contestId: number): Promise<boolean> {
    const [{ locked }]: { locked: boolean }[] = await transaction.query(
      'SELECT pg_try_advisory_xact_lock($1, $2) AS locked',
      [DOSSIER_LOCK, contestId],
    );
    return locked;
  }

  async insert(transaction: EntityManager, dossier: NewDossier): Promise<void> {
    await transaction.query(
      `INSERT INTO results_dossiers (contest_id, version, tree_size, leaves, file_gzip, file_sha256, pdf, key_fingerprint)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        dossier.contestId,
        dossier.version,
        dossier.treeSize,
        dossier.leaves,
        dossier.fileGzip,
        dossier.fileSha256,
        dossier.pdf,
        dossier.keyFingerprint,
      ],
    );
  }

  /** A contest's versions, newest first. */
  async versions(contestId: number, transaction?: EntityManager): Promise<DossierSummary[]> {
    return (transaction ?? this.db).query(
      `SELECT ${SUMMARY} FROM results_dossiers WHERE contest_id = $1 ORDER BY version DESC`,
      [contestId],
    );
  }

  /** The latest dossier of each of these contests. */
  async latest(contestIds: number[]): Promise<Map<number, DossierSummary>> {
    const rows: DossierSummary[] = await this.db.query(
      `SELECT DISTINCT ON (contest_id) ${SUMMARY} FROM results_dossiers
        WHERE contest_id = ANY($1::int[]) ORDER BY contest_id, version DESC`,
      [contestIds],
    );
    return new Map(rows.map((row) => [row.contestId, row]));
  }

  /** One file of a version (the latest when none is named): the gzip'd JSON, or the PDF. */
  async file(
    contestId: number,
    kind: 'json' | 'pdf',
    version?: number,
  ): Promise<{ version: number; body: Buffer } | null> {
    const rows: { version: number; body: Buffer }[] = await this.db.query(
      `SELECT version, ${kind === 'json' ? 'file_gzip' : 'pdf'} AS body FROM results_dossiers
        WHERE contest_id = $1 AND ($2::int IS NULL OR version = $2) ORDER BY version DESC LIMIT 1`,
      [contestId, version ?? null],
    );
    return rows[0] ?? null;
  }
}
