/** Generated from openapi.json by `npm run contracts`; do not edit. */
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Créer un compte */
    post: operations['AuthController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/token/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Échanger un jeton de rafraîchissement (il est remplacé à chaque usage) */
    post: operations['AuthController_refresh[0]'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/token/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Échanger un jeton de rafraîchissement (il est remplacé à chaque usage) */
    post: operations['AuthController_refresh[1]'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reset-password/{uid}/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AuthController_resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Connexion avec un jeton Google (ID token), vérifié sur le serveur */
    post: operations['SocialAuthController_google[0]'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Connexion avec un jeton Google (ID token), vérifié sur le serveur */
    post: operations['SocialAuthController_google[1]'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/facebook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Connexion avec un jeton d'accès Facebook, vérifié sur le serveur */
    post: operations['SocialAuthController_facebook[0]'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/facebook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Connexion avec un jeton d'accès Facebook, vérifié sur le serveur */
    post: operations['SocialAuthController_facebook[1]'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UserController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/bulk_action': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserController_bulkAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['UserController_get'];
    put?: never;
    post?: never;
    delete: operations['UserController_delete'];
    options?: never;
    head?: never;
    patch: operations['UserController_update'];
    trace?: never;
  };
  '/api/users/{id}/change_email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserController_changeEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/change_password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserController_changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserController_setGroups'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/groups': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GroupController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GroupController_permissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/group/{id}/update_permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['GroupController_updatePermissions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/contests/{id}/ranking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Classement d’un concours : les participants classés, puis ceux sans vote (rang null) */
    get: operations['RankingController_page'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/participants/{id}/votes/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Votes gratuits, payants et annulés d’un participant, depuis le registre des votes */
    get: operations['RankingController_voteSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/participants/{id}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Vote gratuit (un toutes les 10 minutes par participant, 50 par jour) */
    post: operations['VoteController_vote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/participants/{id}/votes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Registre des votes d'un participant (type, date, votant, empreinte IP) */
    get: operations['VoteAuditController_ledger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/votes/{id}/reverse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Annuler un vote (une ligne d’annulation est ajoutée, rien n’est supprimé) */
    post: operations['VoteAuditController_reverseOne'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/contests/{id}/votes/reverse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Annuler tous les votes d'un votant ou d'une connexion dans un concours */
    post: operations['VoteAuditController_reverseMany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/votes/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Journal des annulations de votes */
    get: operations['VoteAuditController_log'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/cinetpay/init': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Acheter un pack de votes avec CinetPay : renvoie la page de paiement (payment_url)
     * @description Le montant, la devise (XOF ou XAF) et le site sont calculés par le serveur à partir du pack.
     */
    post: operations['PaymentsController_initCinetpay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/paydunya/init': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Acheter un pack de votes avec PayDunya : renvoie la facture (invoice_url, token) */
    post: operations['PaymentsController_initPaydunya'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/intouch/init': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Acheter un pack de votes avec InTouch (mobile money) : renvoie la page de paiement */
    post: operations['PaymentsController_initIntouch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/cinetpay/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Statut d'un paiement CinetPay par identifiant de transaction (pages de résultat) */
    get: operations['PaymentsController_cinetpayStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/intouch/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Statut d'un paiement InTouch par identifiant de transaction (pages de résultat) */
    get: operations['PaymentsController_intouchStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/paydunya/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Statut d'un paiement PayDunya par jeton de facture (pages de résultat) */
    get: operations['PaymentsController_paydunyaStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/details/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Détails d'un paiement : participant, pack, votes achetés, montant, statut
     * @description Par identifiant de transaction ou jeton du fournisseur ; par identifiant numérique pour le payeur connecté.
     */
    get: operations['PaymentsController_details'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/payments/{reference}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Statut d'un paiement (mêmes identifiants que les détails) */
    get: operations['PaymentsController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/admin/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Paiements, du plus récent au plus ancien, filtrables par statut, fournisseur, concours, dates…
     * @description search : identifiant de transaction, jeton du fournisseur, e-mail du payeur ou nom du participant, sans tenir compte des accents ni de la casse. date_to au format AAAA-MM-JJ inclut toute la journée.
     */
    get: operations['PaymentsAdminController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/admin/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Un paiement et tout son historique d'échanges avec le fournisseur */
    get: operations['PaymentsAdminController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/admin/payments/{id}/recheck': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Interroger le fournisseur maintenant et appliquer sa réponse */
    post: operations['PaymentsAdminController_recheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/admin/payments/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Trancher un paiement signalé : créditer ses votes ou le rejeter, avec un motif */
    post: operations['PaymentsAdminController_resolve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/admin/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Messages reçus des fournisseurs et échanges enregistrés, du plus récent au plus ancien
     * @description unmatched=true : notifications qui ne correspondent à aucune transaction connue.
     */
    get: operations['PaymentsAdminController_events'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/admin/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Chiffres des paiements : recettes (paiements réussis), volumes, 30 derniers jours */
    get: operations['PaymentsAdminController_stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dev/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mails envoyés (hors production uniquement) */
    get: operations['DevOutboxController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/contests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ContestController_list'];
    put?: never;
    post: operations['ContestController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/contests/in-progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ContestController_inProgress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/contests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ContestController_get'];
    put: operations['ContestController_replace'];
    post?: never;
    delete: operations['ContestController_delete'];
    options?: never;
    head?: never;
    patch: operations['ContestController_update'];
    trace?: never;
  };
  '/api/countries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Pays, par ordre alphabétique, avec leur nombre de villes */
    get: operations['CountryController_list'];
    put?: never;
    post: operations['CountryController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/countries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CountryController_get'];
    put: operations['CountryController_replace'];
    post?: never;
    /** Supprime le pays et toutes ses villes */
    delete: operations['CountryController_delete'];
    options?: never;
    head?: never;
    patch: operations['CountryController_update'];
    trace?: never;
  };
  '/api/cities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CityController_list'];
    put?: never;
    post: operations['CityController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cities/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CityController_get'];
    put: operations['CityController_replace'];
    post?: never;
    delete: operations['CityController_delete'];
    options?: never;
    head?: never;
    patch: operations['CityController_update'];
    trace?: never;
  };
  '/api/contests/preregistrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['PreregistrationController_listOwn'];
    put?: never;
    post: operations['PreregistrationController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/preregistrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPreregistrationController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/preregistrations/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPreregistrationController_statistics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/preregistrations/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPreregistrationController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/preregistrations/bulk_convert': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AdminPreregistrationController_bulkConvert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/preregistrations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['AdminPreregistrationController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/babies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BabyController_list'];
    put?: never;
    post: operations['BabyController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/babies/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BabyController_stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/babies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['BabyController_get'];
    put?: never;
    post?: never;
    delete: operations['BabyController_delete'];
    options?: never;
    head?: never;
    patch: operations['BabyController_update'];
    trace?: never;
  };
  '/api/contests/participants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Participants visibles (concours ni brouillon ni supprimé), paginés */
    get: operations['ParticipantController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/participants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ParticipantController_get'];
    put?: never;
    post?: never;
    delete: operations['ParticipantController_delete'];
    options?: never;
    head?: never;
    patch: operations['ParticipantController_update'];
    trace?: never;
  };
  '/api/contests/contests/{id}/participants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Participants d'un concours, paginés (jusqu'à 1000 par page) */
    get: operations['ParticipantController_listForContest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Inscrit un enfant à un concours ouvert (assistant de participation) */
    post: operations['ParticipantController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/participant/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ParticipantController_profile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/packs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Packs de votes : promotions en cours d’abord, puis du moins cher au plus cher
     * @description search : nom ou description, sans tenir compte des accents ni de la casse.
     */
    get: operations['VotePacksController_list'];
    put?: never;
    /** Crée un pack de votes */
    post: operations['VotePacksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/packs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Un pack de votes, avec son prix du moment */
    get: operations['VotePacksController_get'];
    /** Modifie un pack de votes (les champs facultatifs omis restent inchangés) */
    put: operations['VotePacksController_replace'];
    post?: never;
    /** Retire un pack de votes (les paiements qui le concernent le gardent) */
    delete: operations['VotePacksController_delete'];
    options?: never;
    head?: never;
    /** Modifie les champs envoyés d’un pack de votes */
    patch: operations['VotePacksController_update'];
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    RegisterDto: {
      /**
       * Format: email
       * @example parent@example.com
       */
      email: string;
      /** @example maman_aicha */
      username: string;
      /** @example Aïcha */
      first_name: string;
      /** @example Diallo */
      last_name: string;
      /** Format: password */
      password: string;
      /** @description Confirmation; must equal password when sent */
      confirm_password?: string;
      password2?: string;
      /** @example +221771234567 */
      phone?: string;
      /** @example +221771234567 */
      contact_number?: string;
      address?: string;
      /** @example Dakar */
      city?: string;
      /** @example Sénégal */
      country?: string;
    };
    LoginDto: {
      /**
       * Format: email
       * @example parent@example.com
       */
      email: string;
      /** Format: password */
      password: string;
    };
    TokenPairResponse: {
      access: string;
      refresh: string;
    };
    RefreshDto: {
      /** Format: password */
      refresh: string;
    };
    DetailResponse: {
      detail: string;
    };
    ForgotPasswordDto: {
      /**
       * Format: email
       * @example parent@example.com
       */
      email: string;
    };
    ResetPasswordDto: {
      /** Format: password */
      new_password: string;
      /** Format: password */
      confirm_password: string;
    };
    SocialTokenDto: {
      access_token?: string;
      auth_token?: string;
      credential?: string;
    };
    BulkActionDto: {
      /** @enum {string} */
      action: 'activate' | 'deactivate' | 'delete';
      user_ids: number[];
    };
    UserResponse: {
      id: number;
      email: string;
      username: string;
      first_name: string;
      last_name: string;
      contact_number: string;
      address: string;
      city: string;
      country: string;
      is_active: boolean;
      is_staff: boolean;
      /** @description is_staff, or member of an "administrateurs" group */
      is_admin: boolean;
      groups: string[];
      date_joined: string;
      last_login: string | null;
    };
    UpdateUserDto: {
      first_name?: string;
      last_name?: string;
      username?: string;
      /** Format: email */
      email?: string;
      contact_number?: string;
      address?: string;
      city?: string;
      country?: string;
      /** @description Requis pour changer sa propre adresse e-mail */
      current_password?: string;
      /** @description Administrateurs uniquement */
      is_active?: boolean;
      /** @description Administrateurs uniquement */
      is_staff?: boolean;
    };
    ChangeEmailDto: {
      /**
       * Format: email
       * @example parent@example.com
       */
      email: string;
      /** Format: password */
      current_password: string;
    };
    ChangePasswordDto: {
      /** Format: password */
      current_password: string;
      /** Format: password */
      new_password: string;
      /** Format: password */
      confirm_password: string;
    };
    UserGroupsDto: {
      /** @description Ajoute l'utilisateur à ce groupe (créé s'il n'existe pas) */
      name?: string;
      /** @description Remplace la liste des groupes de l'utilisateur */
      groups?: string[];
    };
    GroupResponse: {
      id: number;
      name: string;
      /** @description Codes des permissions */
      permissions: string[];
    };
    PermissionResponse: {
      id: number;
      codename: string;
      name: string;
    };
    UpdatePermissionsDto: {
      permissions: string[];
    };
    RankingEntryResponse: {
      /** @description Null pour un participant sans vote (classé après les autres) */
      rank: number | null;
      participant_id: number;
      /** @description Identifiant public de 12 caractères du participant dans ce concours */
      secure_id: string;
      baby_name: string;
      /** @description URL de la photo au format carte */
      photo_url: string;
      /** @description Somme des votes du registre (gratuits + payants − annulés) */
      vote_count: number;
    };
    RankingPageResponse: {
      /** @description Participants du concours (non supprimés), avec ou sans vote */
      count: number;
      next: string | null;
      previous: string | null;
      results: components['schemas']['RankingEntryResponse'][];
      total_pages: number;
      current_page: number;
      page_size: number;
      /** @description Version du classement : elle augmente à chaque changement (flux en direct) */
      version: number;
    };
    VoteSummaryResponse: {
      participant_id: number;
      /** @description Votes gratuits */
      free: number;
      /** @description Votes payants crédités */
      paid: number;
      /** @description Votes annulés (fraude) */
      reversed: number;
      /** @description free + paid − reversed : le nombre de votes du classement */
      total: number;
    };
    ReverseVoteDto: {
      /** @example Votes multiples depuis des comptes créés en série */
      reason: string;
    };
    ReverseVotesDto: {
      /** @example Votes multiples depuis des comptes créés en série */
      reason: string;
      /** @description Annuler tous les votes de ce votant dans le concours */
      voter_id?: number;
      /** @description Annuler tous les votes venus de cette connexion (empreinte IP) dans le concours */
      ip_hash?: string;
    };
    InitPaymentDto: {
      /**
       * @description Participant (identifiant)
       * @example 1
       */
      participant?: number;
      /**
       * @description Participant (identifiant), autre nom
       * @example 1
       */
      participant_id?: number;
      /**
       * @description Pack de votes (identifiant)
       * @example 1
       */
      pack?: number;
      /**
       * @description Pack de votes (identifiant), autre nom
       * @example 1
       */
      pack_id?: number;
    };
    AdminPaymentParticipant: {
      id: number;
      name: string;
    };
    AdminPaymentContest: {
      id: number;
      title: string;
    };
    AdminPaymentUser: {
      id: number;
      email: string;
    };
    PaymentEventResponse: {
      id: number;
      /** @enum {string} */
      source: 'init' | 'notification' | 'return' | 'check' | 'expiry' | 'admin';
      /** @example credited */
      verdict: string;
      detail: string;
      /** @description Identifiant de transaction ou jeton reçu */
      reference: string;
      /** @description Message ou réponse du fournisseur, tel que reçu */
      payload: Record<string, never>;
      /** Format: date-time */
      created_at: string;
    };
    AdminPaymentDetailResponse: {
      id: number;
      transaction_id: string;
      /** @enum {string} */
      provider: 'cinetpay' | 'paydunya' | 'intouch';
      provider_token: string | null;
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'flagged';
      /** @example Paiement réussi */
      status_label: string;
      /** @description Statut tel que le fournisseur le donne */
      provider_status: string;
      /** @description En FCFA */
      amount: number;
      /** @enum {string} */
      currency: 'XOF' | 'XAF';
      votes_count: number;
      pack_id: number | null;
      pack_name: string;
      participant: components['schemas']['AdminPaymentParticipant'];
      contest: components['schemas']['AdminPaymentContest'];
      /** @description null : compte supprimé */
      user: components['schemas']['AdminPaymentUser'] | null;
      flag_reason: string | null;
      check_count: number;
      /** Format: date-time */
      last_checked_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      completed_at: string | null;
      /** @description Historique, du plus ancien au plus récent */
      events: components['schemas']['PaymentEventResponse'][];
    };
    AdminPaymentResponse: {
      id: number;
      transaction_id: string;
      /** @enum {string} */
      provider: 'cinetpay' | 'paydunya' | 'intouch';
      provider_token: string | null;
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'flagged';
      /** @example Paiement réussi */
      status_label: string;
      /** @description Statut tel que le fournisseur le donne */
      provider_status: string;
      /** @description En FCFA */
      amount: number;
      /** @enum {string} */
      currency: 'XOF' | 'XAF';
      votes_count: number;
      pack_id: number | null;
      pack_name: string;
      participant: components['schemas']['AdminPaymentParticipant'];
      contest: components['schemas']['AdminPaymentContest'];
      /** @description null : compte supprimé */
      user: components['schemas']['AdminPaymentUser'] | null;
      flag_reason: string | null;
      check_count: number;
      /** Format: date-time */
      last_checked_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      completed_at: string | null;
    };
    RecheckResponse: {
      detail: string;
      /** @enum {string} */
      outcome:
        'credited' | 'flagged' | 'failed' | 'cancelled' | 'expired' | 'pending' | 'already_settled' | 'unchanged';
      payment: components['schemas']['AdminPaymentResponse'];
    };
    ResolvePaymentDto: {
      /**
       * @description credit : créditer les votes ; reject : rejeter le paiement
       * @enum {string}
       */
      decision: 'credit' | 'reject';
      /** @example Montant confirmé par le relevé du fournisseur */
      reason: string;
    };
    ResolveResponse: {
      detail: string;
      payment: components['schemas']['AdminPaymentResponse'];
    };
    RevenueByCurrency: {
      XOF: number;
      XAF: number;
    };
    ProviderRevenue: {
      /** @enum {string} */
      provider: 'cinetpay' | 'paydunya' | 'intouch';
      succeeded_count: number;
      revenue: number;
    };
    DailyRevenue: {
      /** @example 2026-05-01 */
      date: string;
      revenue: number;
      count: number;
    };
    PaymentStatsResponse: {
      /** @description Paiements réussis uniquement, en FCFA (XOF et XAF ont la même valeur) */
      revenue_total: number;
      revenue_by_currency: components['schemas']['RevenueByCurrency'];
      succeeded_count: number;
      pending_count: number;
      /** @description Échoués, annulés et expirés */
      failed_count: number;
      flagged_count: number;
      /** @description Votes des paiements réussis */
      votes_sold: number;
      by_provider: components['schemas']['ProviderRevenue'][];
      /** @description 30 derniers jours, aujourd’hui compris, jours sans vente inclus */
      daily: components['schemas']['DailyRevenue'][];
    };
    ContestImageUrls: {
      thumbnail: string;
      card: string;
      full: string;
    };
    TimeUntilStart: {
      total_seconds: number;
      days: number;
      hours: number;
      minutes: number;
    };
    ContestResponse: {
      id: number;
      title: string;
      description: string;
      /** @description URL de l'image au format carte */
      image: string | null;
      image_urls: components['schemas']['ContestImageUrls'] | null;
      /** @enum {string} */
      status: 'draft' | 'pre_registration' | 'open' | 'closed';
      /** Format: date-time */
      start_date: string;
      /** Format: date-time */
      end_date: string;
      /** @enum {string} */
      gender: 'female' | 'male' | 'mixed';
      prize: number;
      second_prize: number;
      third_prize: number;
      participants_count: number;
      preregistrations_count: number;
      /** @description Identique à preregistrations_count */
      pre_registration_count: number;
      /** @description Préinscriptions pas encore converties en participation */
      convertible_preregistrations_count: number;
      preregistrations_are_open: boolean;
      /** @enum {string} */
      preregistration_period_status: 'not_started' | 'active' | 'ended';
      /** Format: date-time */
      preregistration_start_date: string | null;
      /** Format: date-time */
      preregistration_end_date: string | null;
      /** Format: date-time */
      pre_registration_start: string | null;
      /** Format: date-time */
      pre_registration_end: string | null;
      time_until_start: components['schemas']['TimeUntilStart'];
      /** @description La date de fin est passée */
      is_over: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    CreateContestForm: {
      title: string;
      description: string;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601. Sans décalage horaire (valeur locale du formulaire, AAAA-MM-JJTHH:mm), elle est lue en UTC.
       * @example 2026-05-01T18:00
       */
      start_date: string;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601. Sans décalage horaire (valeur locale du formulaire, AAAA-MM-JJTHH:mm), elle est lue en UTC.
       * @example 2026-05-01T18:00
       */
      end_date: string;
      /**
       * @example draft
       * @enum {string}
       */
      status?: 'draft' | 'pre_registration' | 'open' | 'closed';
      /**
       * @example female
       * @enum {string}
       */
      gender: 'female' | 'male' | 'mixed';
      /** @description Vide : 0 */
      prize?: number;
      /** @description Vide : 50000 */
      second_prize?: number;
      /** @description Vide : 25000 */
      third_prize?: number;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601. Sans décalage horaire (valeur locale du formulaire, AAAA-MM-JJTHH:mm), elle est lue en UTC. Vide ou null : efface la date.
       */
      preregistration_start_date?: string | null;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601. Sans décalage horaire (valeur locale du formulaire, AAAA-MM-JJTHH:mm), elle est lue en UTC. Vide ou null : efface la date.
       */
      preregistration_end_date?: string | null;
      /**
       * Format: binary
       * @description JPEG, PNG, WebP…, 10 Mo au plus
       */
      image?: string;
    };
    UpdateContestForm: {
      title?: string;
      description?: string;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601. Sans décalage horaire (valeur locale du formulaire, AAAA-MM-JJTHH:mm), elle est lue en UTC.
       * @example 2026-05-01T18:00
       */
      start_date?: string;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601. Sans décalage horaire (valeur locale du formulaire, AAAA-MM-JJTHH:mm), elle est lue en UTC.
       * @example 2026-05-01T18:00
       */
      end_date?: string;
      /** @enum {string} */
      status?: 'draft' | 'pre_registration' | 'open' | 'closed';
      /** @enum {string} */
      gender?: 'female' | 'male' | 'mixed';
      /** @description Vide : 0 */
      prize?: number;
      /** @description Vide : 50000 */
      second_prize?: number;
      /** @description Vide : 25000 */
      third_prize?: number;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601. Sans décalage horaire (valeur locale du formulaire, AAAA-MM-JJTHH:mm), elle est lue en UTC. Vide ou null : efface la date.
       */
      preregistration_start_date?: string | null;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601. Sans décalage horaire (valeur locale du formulaire, AAAA-MM-JJTHH:mm), elle est lue en UTC. Vide ou null : efface la date.
       */
      preregistration_end_date?: string | null;
      /**
       * Format: binary
       * @description Remplace l’image actuelle
       */
      image?: string;
    };
    CityResponse: {
      id: number;
      name: string;
      /** @description Identifiant du pays */
      country: number;
    };
    CountryResponse: {
      id: number;
      name: string;
      /** @description Code ISO 3166-1 alpha-2 */
      code: string | null;
      /** @example +221 */
      dial_code: string | null;
      city_count: number;
      /** @description Présent sur le détail et avec with_cities=true */
      cities?: components['schemas']['CityResponse'][];
    };
    CountryDto: {
      /** @example Sénégal */
      name: string;
      /**
       * @description Code ISO 3166-1 alpha-2
       * @example SN
       */
      code?: string | null;
      /**
       * @description Indicatif téléphonique
       * @example +221
       */
      dial_code?: string | null;
    };
    UpdateCountryDto: {
      /** @example Sénégal */
      name?: string;
      /**
       * @description Code ISO 3166-1 alpha-2
       * @example SN
       */
      code?: string | null;
      /**
       * @description Indicatif téléphonique
       * @example +221
       */
      dial_code?: string | null;
    };
    CityDto: {
      /** @example Dakar */
      name: string;
      /**
       * @description Identifiant du pays
       * @example 1
       */
      country: number;
    };
    UpdateCityDto: {
      /** @example Dakar */
      name?: string;
      /**
       * @description Identifiant du pays
       * @example 1
       */
      country?: number;
    };
    CreatePreregistrationForm: {
      /** @description Concours */
      contest?: number;
      /** @description Concours (variante de l’assistant) */
      contest_id?: number;
      /** @description Bébé existant de l’utilisateur */
      baby?: number;
      /** @description Bébé existant de l’utilisateur (variante de l’assistant) */
      baby_id?: number;
      /**
       * @description Prénom (nouveau bébé)
       * @example Awa
       */
      baby_name?: string;
      /**
       * Format: date
       * @example 2024-03-15
       */
      date_of_birth: string;
      /**
       * @description Genre (nouveau bébé)
       * @enum {string}
       */
      gender?: 'female' | 'male' | 'M' | 'F';
      bio?: string;
      /** @example Sénégal */
      country?: string;
      /** @example Dakar */
      city?: string;
      /**
       * @description Facultatif ; vérifié selon le pays
       * @example 771234567
       */
      phone_number?: string;
      /**
       * Format: binary
       * @description Photo du nouveau bébé, 10 Mo au plus
       */
      photo?: string;
    };
    PreregistrationBabyDetails: {
      id: number;
      name: string;
      age_months: number;
      /** @description URL de la photo (taille carte) */
      photo: string | null;
    };
    PreregistrationContestDetails: {
      id: number;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'pre_registration' | 'open' | 'closed';
      /** @example Préinscription */
      status_display: string;
      start_date: string;
      preregistration_end_date: string | null;
    };
    PreregistrationBadge: {
      /** @enum {string} */
      code:
        | 'convertible'
        | 'already_participant'
        | 'preregistration_ended'
        | 'preregistration_open'
        | 'contest_closed'
        | 'unknown';
      label: string;
    };
    PreregistrationResponse: {
      id: number;
      /** @description Identifiant du concours */
      contest: number;
      /** @description Identifiant du bébé */
      baby: number;
      phone_number: string;
      /** @example Dakar, Sénégal */
      location_summary: string;
      created_at: string;
      can_convert: boolean;
      participant_id: number | null;
      baby_details: components['schemas']['PreregistrationBabyDetails'] | null;
      contest_details: components['schemas']['PreregistrationContestDetails'];
      badge: components['schemas']['PreregistrationBadge'];
    };
    PreregistrationStatisticsResponse: {
      total_preregistrations: number;
      convertible_preregistrations: number;
      converted_preregistrations: number;
      recent_preregistrations_7_days: number;
      /** @description Concours en préinscription ou ouverts */
      active_contests: number;
    };
    BulkConvertDto: {
      preregistration_ids: number[];
    };
    SkippedPreregistration: {
      id: number;
      reason: string;
    };
    BulkConvertResponse: {
      success_count: number;
      converted: number[];
      skipped: components['schemas']['SkippedPreregistration'][];
    };
    BabyGenderCounts: {
      female: number;
      male: number;
    };
    BabyStatsResponse: {
      total: number;
      by_gender: components['schemas']['BabyGenderCounts'];
      /** @description Bébés ayant au moins une participation */
      in_contests: number;
      with_photo: number;
    };
    CreateBabyForm: {
      /** @example Awa */
      name: string;
      /**
       * Format: date
       * @example 2024-03-15
       */
      date_of_birth: string;
      /** @enum {string} */
      gender: 'female' | 'male';
      bio?: string;
      /** @example Sénégal */
      country?: string;
      /** @example Dakar */
      city?: string;
      /**
       * Format: binary
       * @description Image (JPEG, PNG, WebP…), 10 Mo au plus
       */
      photo: string;
    };
    PhotoUrlsResponse: {
      /** @description 160 px */
      thumbnail: string;
      /** @description 480 px */
      card: string;
      /** @description 1280 px */
      full: string;
    };
    BabyContestDetails: {
      id: number;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'pre_registration' | 'open' | 'closed';
    };
    BabyResponse: {
      id: number;
      name: string;
      /** Format: date */
      date_of_birth: string;
      /** @enum {string} */
      gender: 'female' | 'male';
      bio: string;
      /** @description URL de la photo au format carte (480 px) */
      photo: string | null;
      photo_urls: components['schemas']['PhotoUrlsResponse'] | null;
      country: string;
      city: string;
      /** @description Identifiant du parent */
      owner: number;
      /** @description Âge en mois révolus aujourd'hui */
      age_months: number;
      /** @description Dernière participation affichée */
      participant_id: number | null;
      contest_id: number | null;
      contest_details: components['schemas']['BabyContestDetails'] | null;
      created_at: string;
      updated_at: string;
    };
    UpdateBabyForm: {
      /** @example Awa */
      name?: string;
      /**
       * Format: date
       * @example 2024-03-15
       */
      date_of_birth?: string;
      /** @enum {string} */
      gender?: 'female' | 'male';
      bio?: string;
      /** @example Sénégal */
      country?: string;
      /** @example Dakar */
      city?: string;
      /**
       * Format: binary
       * @description Nouvelle photo (remplace la précédente)
       */
      photo?: string;
    };
    ParticipantBabyDetails: {
      /** @description Prénom tel qu'inscrit au concours */
      name: string;
      /**
       * @description Null si le profil du bébé a été supprimé
       * @enum {string|null}
       */
      gender: 'female' | 'male' | null;
      /** Format: date */
      date_of_birth: string | null;
      bio: string;
      /** @description URL de la photo au format carte (480 px) */
      photo: string;
      photo_urls: components['schemas']['PhotoUrlsResponse'];
      age_months: number | null;
    };
    ParticipantContestDetails: {
      id: number;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'pre_registration' | 'open' | 'closed';
      start_date: string;
      end_date: string;
      prize: number;
      second_prize: number;
      third_prize: number;
    };
    ParticipantResponse: {
      id: number;
      /** @description Identique à id */
      participant_id: number;
      /** @description Identifiant du concours */
      contest: number;
      contest_id: number;
      country: string;
      city: string;
      /** @description Présent seulement pour le parent qui a inscrit l'enfant et les administrateurs */
      phone_number?: string;
      created_at: string;
      baby_details: components['schemas']['ParticipantBabyDetails'];
      contest_details: components['schemas']['ParticipantContestDetails'];
      /** @description Nombre de votes (gratuits + payants − annulés), du classement en direct */
      vote_count?: number;
      /** @description Identique à vote_count */
      votes?: number;
      /** @description Rang dans le concours ; null sans vote */
      rank?: number | null;
      /** @description Identifiant public de 12 caractères (flux du classement en direct) */
      secure_id?: string;
    };
    UpdateParticipantDto: {
      baby_name?: string;
      baby_bio?: string;
      country?: string;
      city?: string;
    };
    RegisterParticipantForm: {
      /** @description Un bébé du parent ; sinon un nouveau bébé est créé avec les champs du formulaire */
      baby_id?: number;
      /** @example Awa */
      baby_name: string;
      /**
       * Format: date
       * @example 2024-03-15
       */
      date_of_birth: string;
      /** @enum {string} */
      gender: 'female' | 'male';
      bio?: string;
      /** @example Sénégal */
      country: string;
      /** @example Dakar */
      city: string;
      /**
       * @description Chiffres, avec ou sans l'indicatif du pays
       * @example 771234567
       */
      phone_number: string;
      /** @description Concours choisi ; sinon le concours ouvert correspondant au genre du bébé, celui qui finit le plus tôt */
      contest?: number;
      /** @description Synonyme de contest */
      contest_id?: number;
      /**
       * Format: binary
       * @description Image (10 Mo au plus) ; facultative seulement avec un baby_id dont le profil a une photo
       */
      photo?: string;
    };
    ProfileUser: {
      id: number;
      first_name: string;
      last_name: string;
    };
    ParticipantProfileResponse: {
      user: components['schemas']['ProfileUser'];
      /** @description Identifiant de l'utilisateur */
      id: number;
      babies: components['schemas']['BabyResponse'][];
      participations: components['schemas']['ParticipantResponse'][];
    };
    VotePackResponse: {
      id: number;
      name: string;
      description: string;
      votes_count: number;
      /** @description Prix normal, en FCFA */
      price: number;
      promotion_price: number | null;
      /** Format: date-time */
      promotion_start_date: string | null;
      /** Format: date-time */
      promotion_end_date: string | null;
      promotion_description: string;
      is_promotion_active: boolean;
      /** @description Prix à payer maintenant : le prix promotionnel pendant la promotion */
      current_price: number;
      /** @description Remise en pourcentage entier pendant la promotion, sinon 0 */
      discount_percentage: number;
      /** @enum {string} */
      promotion_status: 'no_promotion' | 'active' | 'upcoming' | 'expired';
      /** Format: date-time */
      created_at: string;
    };
    VotePackDto: {
      /** @example Pack Boost */
      name: string;
      description?: Record<string, never>;
      /** @example 50 */
      votes_count: number;
      /** @example 2500 */
      price: number;
      /** @description Inférieur au prix du pack. Vide ou null : pas de promotion. */
      promotion_price?: number | null;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601, lue en UTC sans décalage horaire. Vide ou null : efface la date.
       * @example 2026-05-01T18:00
       */
      promotion_start_date?: string | null;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601, lue en UTC sans décalage horaire. Vide ou null : efface la date.
       * @example 2026-05-01T18:00
       */
      promotion_end_date?: string | null;
      promotion_description?: Record<string, never>;
    };
    UpdateVotePackDto: {
      /** @example Pack Boost */
      name?: string;
      description?: Record<string, never>;
      /** @example 50 */
      votes_count?: number;
      /** @example 2500 */
      price?: number;
      /** @description Inférieur au prix du pack. Vide ou null : pas de promotion. */
      promotion_price?: number | null;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601, lue en UTC sans décalage horaire. Vide ou null : efface la date.
       * @example 2026-05-01T18:00
       */
      promotion_start_date?: string | null;
      /**
       * Format: date-time
       * @description Date et heure ISO 8601, lue en UTC sans décalage horaire. Vide ou null : efface la date.
       * @example 2026-05-01T18:00
       */
      promotion_end_date?: string | null;
      promotion_description?: Record<string, never>;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The Health Check is successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example ok */
            status?: string;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            info?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /** @example {} */
            error?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            details?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      /** @description The Health Check is not successful */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example error */
            status?: string;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       }
             *     }
             */
            info?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /**
             * @example {
             *       "redis": {
             *         "status": "down",
             *         "message": "Could not connect"
             *       }
             *     }
             */
            error?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            } | null;
            /**
             * @example {
             *       "database": {
             *         "status": "up"
             *       },
             *       "redis": {
             *         "status": "down",
             *         "message": "Could not connect"
             *       }
             *     }
             */
            details?: {
              [key: string]: {
                status: string;
              } & {
                [key: string]: unknown;
              };
            };
          };
        };
      };
    };
  };
  AuthController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenPairResponse'];
        };
      };
    };
  };
  'AuthController_refresh[0]': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenPairResponse'];
        };
      };
    };
  };
  'AuthController_refresh[1]': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenPairResponse'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailResponse'];
        };
      };
    };
  };
  AuthController_forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailResponse'];
        };
      };
    };
  };
  AuthController_resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uid: string;
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenPairResponse'];
        };
      };
    };
  };
  'SocialAuthController_google[0]': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SocialTokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'SocialAuthController_google[1]': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SocialTokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'SocialAuthController_facebook[0]': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SocialTokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  'SocialAuthController_facebook[1]': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SocialTokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UserController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        search?: string;
        is_active?: boolean;
        is_staff?: boolean;
        group?: string;
        ordering?: 'name' | '-name' | 'email' | '-email' | 'date_joined' | '-date_joined' | 'id' | '-id';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UserController_bulkAction: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkActionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UserController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponse'];
        };
      };
    };
  };
  UserController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  UserController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponse'];
        };
      };
    };
  };
  UserController_changeEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangeEmailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponse'];
        };
      };
    };
  };
  UserController_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenPairResponse'];
        };
      };
    };
  };
  UserController_setGroups: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserGroupsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponse'];
        };
      };
    };
  };
  GroupController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GroupResponse'][];
        };
      };
    };
  };
  GroupController_permissions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PermissionResponse'][];
        };
      };
    };
  };
  GroupController_updatePermissions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePermissionsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GroupResponse'];
        };
      };
    };
  };
  RankingController_page: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description Synonyme de page_size (page_size l’emporte si les deux sont donnés) */
        limit?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RankingPageResponse'];
        };
      };
    };
  };
  RankingController_voteSummary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VoteSummaryResponse'];
        };
      };
    };
  };
  VoteController_vote: {
    parameters: {
      query?: never;
      header?: {
        /** @description Rejouer la requête rend la première réponse */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VoteAuditController_ledger: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VoteAuditController_reverseOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReverseVoteDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VoteAuditController_reverseMany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReverseVotesDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VoteAuditController_log: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsController_initCinetpay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InitPaymentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsController_initPaydunya: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InitPaymentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsController_initIntouch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InitPaymentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsController_cinetpayStatus: {
    parameters: {
      query: {
        transaction_id: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsController_intouchStatus: {
    parameters: {
      query: {
        transaction_id: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsController_paydunyaStatus: {
    parameters: {
      query: {
        token: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsController_details: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsController_status: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsAdminController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'flagged';
        provider?: 'cinetpay' | 'paydunya' | 'intouch';
        /** @description Participant pour qui les votes ont été achetés */
        participant?: number;
        /** @description Concours */
        contest?: number;
        /** @description Payeur */
        user?: number;
        /** @description Créés à partir de ce jour (AAAA-MM-JJ) ou de cet instant (ISO 8601) */
        date_from?: string;
        /** @description Créés jusqu'à ce jour inclus (AAAA-MM-JJ) ou jusqu'à cet instant (ISO 8601) */
        date_to?: string;
        /** @description Identifiant de transaction, jeton du fournisseur, e-mail du payeur ou nom du participant */
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsAdminController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPaymentDetailResponse'];
        };
      };
    };
  };
  PaymentsAdminController_recheck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecheckResponse'];
        };
      };
    };
  };
  PaymentsAdminController_resolve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResolvePaymentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResolveResponse'];
        };
      };
    };
  };
  PaymentsAdminController_events: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description Verdict enregistré (credited, flagged…) */
        verdict?: string;
        provider?: 'cinetpay' | 'paydunya' | 'intouch';
        source?: 'init' | 'notification' | 'return' | 'check' | 'expiry' | 'admin';
        unmatched?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PaymentsAdminController_stats: {
    parameters: {
      query?: {
        /** @description Limiter les chiffres à un concours */
        contest?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentStatsResponse'];
        };
      };
    };
  };
  DevOutboxController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ContestController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'draft' | 'pre_registration' | 'open' | 'closed';
        gender?: 'female' | 'male' | 'mixed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Un tableau sans `page` ni `page_size`, sinon une page {count, next, previous, results, …} */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContestResponse'][] | Record<string, never>;
        };
      };
    };
  };
  ContestController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CreateContestForm'];
        'application/json': components['schemas']['CreateContestForm'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContestResponse'];
        };
      };
    };
  };
  ContestController_inProgress: {
    parameters: {
      query?: {
        gender?: 'female' | 'male' | 'mixed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContestResponse'][];
        };
      };
    };
  };
  ContestController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContestResponse'];
        };
      };
    };
  };
  ContestController_replace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UpdateContestForm'];
        'application/json': components['schemas']['UpdateContestForm'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContestResponse'];
        };
      };
    };
  };
  ContestController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ContestController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UpdateContestForm'];
        'application/json': components['schemas']['UpdateContestForm'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContestResponse'];
        };
      };
    };
  };
  CountryController_list: {
    parameters: {
      query?: {
        search?: string;
        with_cities?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryResponse'][];
        };
      };
    };
  };
  CountryController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CountryDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryResponse'];
        };
      };
    };
  };
  CountryController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryResponse'];
        };
      };
    };
  };
  CountryController_replace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CountryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryResponse'];
        };
      };
    };
  };
  CountryController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CountryController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCountryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountryResponse'];
        };
      };
    };
  };
  CityController_list: {
    parameters: {
      query?: {
        /** @description Identifiant du pays */
        country?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CityResponse'][];
        };
      };
    };
  };
  CityController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CityDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CityResponse'];
        };
      };
    };
  };
  CityController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CityResponse'];
        };
      };
    };
  };
  CityController_replace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCityDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CityResponse'];
        };
      };
    };
  };
  CityController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CityController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCityDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CityResponse'];
        };
      };
    };
  };
  PreregistrationController_listOwn: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  PreregistrationController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePreregistrationForm'];
        'multipart/form-data': components['schemas']['CreatePreregistrationForm'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreregistrationResponse'];
        };
      };
    };
  };
  AdminPreregistrationController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description E-mail, nom de l’utilisateur, nom du bébé ou titre du concours */
        search?: string;
        /** @description Identifiant du concours, ou 'all' pour tous */
        contest?: string;
        /** @description pending = convertibles ; converted = déjà participants */
        status?: 'all' | 'pending' | 'converted';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminPreregistrationController_statistics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreregistrationStatisticsResponse'];
        };
      };
    };
  };
  AdminPreregistrationController_export: {
    parameters: {
      query?: {
        /** @description E-mail, nom de l’utilisateur, nom du bébé ou titre du concours */
        search?: string;
        /** @description Identifiant du concours, ou 'all' pour tous */
        contest?: string;
        /** @description pending = convertibles ; converted = déjà participants */
        status?: 'all' | 'pending' | 'converted';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminPreregistrationController_bulkConvert: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkConvertDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkConvertResponse'];
        };
      };
    };
  };
  AdminPreregistrationController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BabyController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        gender?: 'female' | 'male';
        /** @description Âge minimal en mois */
        age_min?: number;
        /** @description Âge maximal en mois */
        age_max?: number;
        /** @description Recherche dans le prénom */
        search?: string;
        /** @description Synonyme de page_size */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BabyController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['CreateBabyForm'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BabyResponse'];
        };
      };
    };
  };
  BabyController_stats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BabyStatsResponse'];
        };
      };
    };
  };
  BabyController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BabyResponse'];
        };
      };
    };
  };
  BabyController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BabyController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['UpdateBabyForm'];
        'application/json': components['schemas']['UpdateBabyForm'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BabyResponse'];
        };
      };
    };
  };
  ParticipantController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description Identifiant du concours */
        contest?: number;
        gender?: 'female' | 'male';
        /** @description Âge en années révolues aujourd'hui */
        age_category?: '0-1' | '1-2' | '2-3' | '3-4' | '4-5' | '5+';
        /** @description Recherche dans le prénom, le pays et la ville, sans tenir compte des majuscules ni des accents */
        search?: string;
        /** @description created_at, -created_at (défaut), name, -name, votes, -votes (selon le classement en direct). */
        ordering?: 'created_at' | '-created_at' | 'name' | '-name' | 'votes' | '-votes';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ParticipantController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ParticipantResponse'];
        };
      };
    };
  };
  ParticipantController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ParticipantController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateParticipantDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ParticipantResponse'];
        };
      };
    };
  };
  ParticipantController_listForContest: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description Recherche dans le prénom, le pays et la ville, sans tenir compte des majuscules ni des accents */
        search?: string;
        /** @description created_at, -created_at (défaut), name, -name, votes, -votes (selon le classement en direct). */
        ordering?: 'created_at' | '-created_at' | 'name' | '-name' | 'votes' | '-votes';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ParticipantController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['RegisterParticipantForm'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ParticipantResponse'];
        };
      };
    };
  };
  ParticipantController_profile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ParticipantProfileResponse'];
        };
      };
    };
  };
  VotePacksController_list: {
    parameters: {
      query?: {
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VotePackResponse'][];
        };
      };
    };
  };
  VotePacksController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VotePackDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VotePackResponse'];
        };
      };
    };
  };
  VotePacksController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VotePackResponse'];
        };
      };
    };
  };
  VotePacksController_replace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VotePackDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VotePackResponse'];
        };
      };
    };
  };
  VotePacksController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  VotePacksController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateVotePackDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VotePackResponse'];
        };
      };
    };
  };
}
