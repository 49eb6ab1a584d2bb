import { ApiProperty } from '@nestjs/swagger';

export class ResultsDossierVersionResponse {
  @ApiProperty() version!: number;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ description: 'Votes (lignes du registre) du concours dans le dossier' }) leaves!: number;
  @ApiProperty({ description: 'Taille de l’état signé du registre qui scelle le dossier' }) tree_size!: number;
  @ApiProperty({ description: 'SHA-256 du fichier des votes (JSON), hexadécimal' }) file_sha256!: string;
  @ApiProperty({ description: 'Fichier des votes signé, à vérifier sur /verifier' }) file_url!: string;
  @ApiProperty({ description: 'Dossier en PDF' }) pdf_url!: string;
}

/** A closed contest's results dossier: the latest version first, then the earlier ones. */
export class ResultsDossierResponse {
  @ApiProperty() contest_id!: number;
  @ApiProperty({ description: 'Empreinte SHA-256 de la clé publique qui signe' }) key_fingerprint!: string;
  @ApiProperty({ type: ResultsDossierVersionResponse }) latest!: ResultsDossierVersionResponse;
  @ApiProperty({
    type: [ResultsDossierVersionResponse],
    description: 'Toutes les versions, de la plus récente à la première',
  })
  versions!: ResultsDossierVersionResponse[];
}
