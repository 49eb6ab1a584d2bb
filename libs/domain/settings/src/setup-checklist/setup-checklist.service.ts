import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { longFrenchDate } from '@app/common';
import { AppConfig, isLocalSigningKey, type SigningKey } from '@app/config';
import { SiteSettings } from '../site-settings.service';
import type { SetupChecklistResponse, SetupItemResponse } from './setup-checklist.response';

/** A backup older than this is no longer the day's. */
export const BACKUP_MAX_AGE_MS = 26 * 3600_000;
const SETTINGS_PAGE = '/parametres';

/**
 * What a deployment must have before its contests run for real, computed from its actual state: the
 * support contacts (settings), the payment providers and the SMS gateway out of their sandboxes, its
 * own signing keys (not the development ones made on a first start), a recent backup.
 */
@Injectable()
export class SetupChecklist {
  constructor(
    private readonly config: AppConfig,
    private readonly settings: SiteSettings,
  ) {}

  async items(now = new Date()): Promise<SetupChecklistResponse> {
    const items = [
      await this.support(),
      await this.payments(),
      this.sms(),
      this.signingKeys(),
      await this.backups(now),
    ];
    return { done: items.filter((item) => item.status === 'done').length, total: items.length, items };
  }

  private async support(): Promise<SetupItemResponse> {
    const { support } = await this.settings.document();
    const contacts = [support.whatsapp && `WhatsApp ${support.whatsapp}`, support.email].filter(Boolean);
    return contacts.length > 0
      ? item('support', 'Contacts du support', 'done', `Affichés sur le site : ${contacts.join(', ')}.`, '')
      : item(
          'support',
          'Contacts du support',
          'todo',
          'Aucun contact : le site n’affiche pas de support.',
          'Saisissez un numéro WhatsApp ou une adresse e-mail du support.',
          SETTINGS_PAGE,
        );
  }

  private async payments(): Promise<SetupItemResponse> {
    const label = 'Moyens de paiement réels';
    if (this.config.payments.mode !== 'live') {
      return item(
        'payments',
        label,
        'todo',
        'Les paiements passent par le bac à sable : aucun argent réel n’est encaissé.',
        'Renseignez les clés des fournisseurs (CinetPay, PayDunya, InTouch) et PAYMENTS_MODE=live dans la configuration, puis redémarrez l’API.',
        SETTINGS_PAGE,
      );
    }
    const { gateways } = await this.settings.document();
    return gateways.length > 0
      ? item('payments', label, 'done', `Proposés : ${gateways.map((gateway) => gateway.label).join(', ')}.`, '')
      : item(
          'payments',
          label,
          'todo',
          'Aucun fournisseur proposé aux acheteurs.',
          'Choisissez au moins un fournisseur configuré dans les paramètres.',
          SETTINGS_PAGE,
        );
  }

  private sms(): SetupItemResponse {
    const { mode, gateway } = this.config.sms;
    const name = gateway === 'orange' ? 'Orange' : 'Africa’s Talking';
    return mode === 'live'
      ? item('sms', 'Passerelle SMS réelle', 'done', `Les SMS partent par ${name}.`, '')
      : item(
          'sms',
          'Passerelle SMS réelle',
          'todo',
          'Les SMS (codes de connexion, votes par SMS) partent vers le bac à sable : aucun téléphone ne les reçoit.',
          `Renseignez les identifiants ${name} et SMS_MODE=live dans la configuration, puis redémarrez l’API.`,
        );
  }

  private signingKeys(): SetupItemResponse {
    const { auth, transparency, push, voting, secretsDir } = this.config;
    const keys: [SigningKey, string | null][] = [
      ['JWT_SECRET', auth.jwtSecret],
      ['IP_HASH_SECRET', voting.ipHashSecret],
      ['TRANSPARENCY_SALT', transparency.salt],
      ['TRANSPARENCY_SIGNING_KEY', transparency.signingKey],
      ['PUSH_SIGNING_KEY', push.signingKey],
    ];
    const local = keys.flatMap(([name, value]) =>
      value !== null && isLocalSigningKey(secretsDir, name, value) ? [name] : [],
    );
    const label = 'Clés de signature';
    return local.length === 0
      ? item(
          'signing_keys',
          label,
          'done',
          'Les clés du registre, des reçus et des jetons sont celles du déploiement.',
          '',
        )
      : item(
          'signing_keys',
          label,
          'todo',
          `Clés de développement (créées dans ${secretsDir} au premier démarrage) : ${local.join(', ')}.`,
          'Générez une clé par variable (openssl rand -base64 48), gardez-la hors du dépôt, renseignez-la dans la configuration de chaque processus, puis redémarrez.',
        );
  }

  private async backups(now: Date): Promise<SetupItemResponse> {
    const label = 'Sauvegarde récente';
    const dir = this.config.backupDir;
    const latest = await newestDump(dir);
    if (!latest) {
      return item(
        'backups',
        label,
        'unknown',
        `Non vérifiable : aucune sauvegarde n’est enregistrée dans ${dir} sur ce serveur (elles sont peut-être faites ailleurs).`,
        'Sauvegardez la base chaque jour avec « npm run backup » (tâche planifiée), et vérifiez qu’une restauration fonctionne.',
      );
    }
    const when = `${longFrenchDate(latest.at)} à ${latest.at.toISOString().slice(11, 16)} (UTC)`;
    return now.getTime() - latest.at.getTime() <= BACKUP_MAX_AGE_MS
      ? item('backups', label, 'done', `Dernière sauvegarde le ${when} : ${latest.name}.`, '')
      : item(
          'backups',
          label,
          'todo',
          `Dernière sauvegarde le ${when}, il y a plus d’un jour.`,
          'Lancez « npm run backup » et planifiez-le chaque jour.',
        );
  }
}

function item(
  id: SetupItemResponse['id'],
  label: string,
  status: SetupItemResponse['status'],
  detail: string,
  action: string,
  link: string | null = null,
): SetupItemResponse {
  return { id, label, status, detail, action: status === 'done' ? '' : action, link: status === 'done' ? null : link };
}

/** The newest `*.dump` of `dir` (what scripts/backup.sh writes), or null when there is none. */
async function newestDump(dir: string): Promise<{ name: string; at: Date } | null> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.dump'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const dumps = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(dir, name))).mtime })));
  return dumps.sort((a, b) => b.at.getTime() - a.at.getTime())[0] ?? null;
}
