import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** The only owner of `transparency_tiles`: the Merkle tree's hashes, a tile per row (tile-store.ts). */
@Injectable()
export class TransparencyTileRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A tile's hashes, concatenated; null when the log has no such tile. */
  async hashes(level: number, index: number, transaction?: EntityManager): Promise<Buffer | null> {
    const rows: { hashes: Buffer }[] = await (transaction ?? this.db).query(
      'SELECT hashes FROM transparency_tiles WHERE level = $1 AND tile_index = $2',
      [level, index],
    );
    return rows[0]?.hashes ?? null;
  }

  /** Writes these tiles of one level, each whole (a tile that grew replaces its shorter self). */
  async save(transaction: EntityManager, level: number, tiles: { index: number; hashes: Buffer }[]): Promise<void> {
    await transaction.query(
      `INSERT INTO transparency_tiles (level, tile_index, hashes)
       SELECT $1, tile_index, hashes FROM unnest($2::bigint[], $3::bytea[]) AS t(tile_index, hashes)
       ON CONFLICT (level, tile_index) DO UPDATE SET hashes = EXCLUDED.hashes`,
      [level, tiles.map((tile) => tile.index), tiles.map((tile) => tile.hashes)],
    );
  }
}
