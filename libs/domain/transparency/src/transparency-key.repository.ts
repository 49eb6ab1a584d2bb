import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The only owner of `transparency_keys`, with the public reads of transparency.reader.ts. */
@Injectable()
export class TransparencyKeyRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Records a signing key (raw public key), once. */
  async add(keyId: string, publicKey: Uint8Array): Promise<void> {
    await this.db.query(
      'INSERT INTO transparency_keys (key_id, public_key) VALUES ($1, $2) ON CONFLICT (key_id) DO NOTHING',
      [keyId, Buffer.from(publicKey)],
    );
  }

  /** The newest signing key's raw public key, or null before the first. */
  async newest(): Promise<Buffer | null> {
    const rows: { public_key: Buffer }[] = await this.db.query(
      'SELECT public_key FROM transparency_keys ORDER BY created_at DESC, key_id DESC LIMIT 1',
    );
    return rows[0]?.public_key ?? null;
  }
}
