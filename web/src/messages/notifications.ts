import { plural } from '@bebe-star/web-common/french';

/** Web push: the offer on the vote page after a free vote, and the Notifications tab of the settings. */
export const notifications = {
  reminder: {
    title: 'Être prévenu(e) quand mon vote gratuit revient',
    subscribe: 'Me prévenir',
    subscribing: 'Activation…',
    retry: 'Réessayer',
    /** Minutes until the free vote is back, rounded up. */
    done: (minutes: number) =>
      `C'est noté : nous vous préviendrons dans ${plural(minutes, { one: 'minute', other: 'minutes' })}.`,
    doneQuiet: (quietHours: string) =>
      `C'est noté. Votre vote gratuit revient pendant les heures calmes (${quietHours}) : pas de notification la nuit, nous vous préviendrons les prochaines fois en journée.`,
  },
  device: {
    title: 'Cet appareil',
    on: 'Activées sur cet appareil',
    off: 'Désactivées sur cet appareil',
    enable: 'Activer sur cet appareil',
    enabling: 'Activation…',
    retry: 'Réessayer',
    disable: 'Désactiver sur cet appareil',
    disabling: 'Désactivation…',
    unsupported: 'Ce navigateur ne permet pas de recevoir des notifications.',
    blocked:
      'Les notifications sont bloquées pour ce site dans votre navigateur : autorisez-les dans ses réglages pour les activer.',
    devices: (count: number) =>
      `Votre compte : ${plural(count, { one: 'appareil abonné', other: 'appareils abonnés' })}`,
  },
  errors: {
    denied: 'Vous avez refusé les notifications : autorisez-les dans les réglages du navigateur pour être prévenu(e).',
    subscribe: "Impossible d'activer les notifications sur cet appareil. Veuillez réessayer.",
    timeout: "Les notifications n'ont pas pu être activées. Vérifiez votre connexion puis réessayez.",
    unsubscribe: 'Impossible de désactiver les notifications sur cet appareil. Veuillez réessayer.',
    save: "Vos choix n'ont pas pu être enregistrés. Veuillez réessayer.",
    load: 'Erreur lors du chargement de vos notifications',
  },
  settings: {
    tab: 'Notifications',
    title: 'Notifications',
    kinds: 'Me prévenir quand…',
    saved: 'Choix enregistrés',
    quietHours: (hours: string, timeZone: string) =>
      `Heures calmes : ${hours} (fuseau horaire ${timeZone}). Aucun rappel n'est envoyé pendant ces heures.`,
    retry: 'Réessayer',
  },
  history: {
    title: 'Mes notifications',
    caption: 'Mes notifications, de la plus récente à la plus ancienne',
    empty: "Aucune notification pour l'instant.",
    more: 'Voir plus',
    loadingMore: 'Chargement…',
    outcomes: {
      pending: 'En attente',
      sent: 'Envoyée',
      quiet: 'Non envoyée : heures calmes',
      no_device: 'Aucun appareil',
      opted_out: 'Type désactivé',
      failed: 'Échec',
    },
  },
} as const;
