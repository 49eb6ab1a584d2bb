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
  '/api/auth/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Un défi de preuve de travail (ALTCHA), à résoudre par le navigateur quand son adresse est très active ; plus difficile quand l’adresse est plus active */
    get: operations['AuthController_challenge'];
    put?: never;
    post?: never;
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
  '/api/admin/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ouvrir une session d’administration (jetons en cookies HttpOnly) */
    post: operations['AdminSessionController_signIn'];
    /** Fermer la session d’administration */
    delete: operations['AdminSessionController_signOut'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/session/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Renouveler la session d’administration (le cookie de rafraîchissement est remplacé) */
    post: operations['AdminSessionController_refresh'];
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
    /** Créer un administrateur (compte staff du groupe « Administrateurs »), en un appel */
    post: operations['UserController_createAdministrator'];
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
  '/api/users/{id}/delete_account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Supprimer son propre compte (mot de passe et mot SUPPRIMER) */
    post: operations['UserController_deleteOwnAccount'];
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
    /** Groupes d'un compte : seulement ceux dont on détient toutes les permissions, jamais les siens (journalisé) */
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
    /** Permissions d'un groupe : seulement celles qu'on détient, jamais pour un groupe dont on est membre (journalisé) */
    post: operations['GroupController_updatePermissions'];
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
  '/api/user/confirm-email/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Renvoyer le lien de confirmation de l’adresse e-mail du compte connecté */
    post: operations['EmailConfirmationController_resend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/confirm-email/{uid}/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirmer l’adresse e-mail d’un compte (le lien du courriel de confirmation) */
    post: operations['EmailConfirmationController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/phone/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Recevoir un code de connexion par SMS (numéros mobiles des pays servis ; un numéro jamais confirmé demande une preuve de travail ; plafonds par numéro, par tranche de numéros et par adresse) */
    post: operations['PhoneSignInController_sendCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/phone/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Se connecter avec le code reçu par SMS (le compte du numéro, créé au premier usage) */
    post: operations['PhoneSignInController_signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/phone/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Recevoir un code par SMS pour confirmer un numéro sur son compte */
    post: operations['PhoneSignInController_sendCodeForAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/phone/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirmer un numéro sur son compte avec le code reçu (un numéro pris à un autre compte lui est retiré, ce que le journal garde) */
    post: operations['PhoneSignInController_confirm'];
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
  '/api/contests/contests/{id}/ranking/free': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Classement des votes gratuits d’un concours, calculé sur le registre des votes (packs payés exclus ; mis à jour toutes les 15 s) */
    get: operations['RankingController_freePage'];
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
  '/api/contests/admin/participants/{id}/votes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Registre des votes d'un participant (type, date, canal, votant, empreinte IP) */
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
  '/api/contests/admin/contests/{id}/votes/reversal-preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ce qu’une annulation retirerait, et le classement qui en résulterait, avant de confirmer */
    get: operations['VoteAuditController_preview'];
    put?: never;
    post?: never;
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
  '/api/contests/admin/contests/{id}/held-votes/clusters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Votes en vérification groupés par connexion, appareil, participant ou fenêtre de 10 minutes */
    get: operations['HeldVotesController_clusters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/contests/{id}/held-votes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Votes en vérification, les plus anciens d’abord */
    get: operations['HeldVotesController_votes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/contests/{id}/held-votes/decide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Valider (compter) ou rejeter des votes en vérification : un vote ou tout un groupe, raison obligatoire */
    post: operations['HeldVotesController_decide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/held-votes/counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Votes en vérification en attente : le total, et par concours (les plus chargés d’abord) */
    get: operations['HeldQueueController_counts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/held-votes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Votes en vérification de tous les concours (ou d’un seul), les plus anciens d’abord, avec leur concours */
    get: operations['HeldQueueController_queue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/held-votes/decide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Valider ou rejeter une sélection de votes en vérification (100 au plus), raison obligatoire */
    post: operations['HeldQueueController_decide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/participants/{id}/statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Relevé des votes de mon enfant : gratuits, payants, en vérification, refusés, annulés */
    get: operations['StatementController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/participants/{id}/statement/votes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Les votes du relevé, les plus récents d’abord (votants et paiements masqués) */
    get: operations['StatementController_lines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/participants/{id}/statement.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Le relevé des votes en CSV */
    get: operations['StatementController_csv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/participants/{id}/statement/disputes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Contester l’annulation ou le refus d’un vote */
    post: operations['StatementController_dispute'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/participants/{id}/statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Relevé des votes d’un participant */
    get: operations['AdminStatementController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/participants/{id}/statement/votes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Les votes du relevé d’un participant, votants et paiements en clair */
    get: operations['AdminStatementController_lines'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/participants/{id}/statement.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Le relevé des votes d’un participant en CSV */
    get: operations['AdminStatementController_csv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/vote-disputes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Contestations des parents, ouvertes d’abord */
    get: operations['AdminStatementController_disputes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/vote-disputes/{id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Répondre à une contestation */
    post: operations['AdminStatementController_answer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/votes/receipts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mes votes : mes votes gratuits et mes packs, chacun avec son reçu vérifiable sur /verifier */
    get: operations['VoterReceiptsController_page'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Mes paiements : les achats de votes du compte connecté, du plus récent au plus ancien
     * @description Un paiement reçu après la clôture du concours (statut late) dit où en est son remboursement.
     */
    get: operations['PaymentsController_mine'];
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
    post: operations['CinetpayController_init'];
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
    get: operations['CinetpayController_status'];
    put?: never;
    post?: never;
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
    post: operations['PaydunyaController_init'];
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
    get: operations['PaydunyaController_status'];
    put?: never;
    post?: never;
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
    post: operations['IntouchController_init'];
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
    get: operations['IntouchController_status'];
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
  '/api/payments/admin/payments/{id}/refund': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Marquer remboursé un paiement reçu après la clôture du concours, avec la référence du remboursement
     * @description Le remboursement se fait chez le fournisseur ; il est enregistré ici une fois, avec son auteur (journal d’audit).
     */
    post: operations['PaymentsAdminController_refund'];
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
  '/api/admin/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tableau de bord : utilisateurs, concours, votes, commentaires, recettes, réclamations, notifications */
    get: operations['DashboardController_figures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/dashboard/votes-per-hour': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Votes gratuits et payants d'un concours par heure */
    get: operations['DashboardController_votesPerHour'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/dashboard/live-ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ticket à usage unique (30 s) pour ouvrir le flux en direct du tableau de bord */
    post: operations['DashboardController_liveTicket'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Journal des décisions des administrateurs : qui, quoi, quand, pourquoi
     * @description Sans la permission manage_users, les adresses e-mail des détails sont masquées (a***@e***.com) et le texte des commentaires supprimés remplacé.
     */
    get: operations['AuditLogController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Réglages du site : contacts du support, connexion Google et Facebook, moyens de paiement, annonces */
    get: operations['SiteSettingsController_document'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paramètres modifiables pendant les concours */
    get: operations['AdminSiteSettingsController_view'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Modifie les paramètres envoyés (contacts, annonces, moyens de paiement proposés), avec une trace au journal */
    patch: operations['AdminSiteSettingsController_update'];
    trace?: never;
  };
  '/api/admin/setup-checklist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mise en service : contacts du support, paiements et SMS réels, clés de signature propres, sauvegarde récente (état réel) */
    get: operations['SetupChecklistController_items'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transparency/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clés publiques Ed25519 qui signent le registre des votes, anciennes comprises */
    get: operations['TransparencyController_keys'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transparency/heads/latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dernier état signé du registre des votes (taille, racine de Merkle, signature) */
    get: operations['TransparencyController_latestHead'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transparency/heads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tous les états signés du registre, du plus récent au plus ancien (conservés pour toujours) */
    get: operations['TransparencyController_heads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transparency/consistency': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Preuve que le registre signé de first votes est le début de celui de second votes */
    get: operations['TransparencyController_consistency'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transparency/receipts/{id}/proof': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Preuve hors ligne d’un reçu (C2SP tlog-proof) : le vote, sa preuve d’inclusion et le point de contrôle cosigné */
    get: operations['TransparencyController_receiptProof'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transparency/receipts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Preuve d'inclusion d'un reçu de vote dans le dernier état signé du registre, le prénom de l'enfant et ce qu'il est advenu du vote */
    get: operations['TransparencyController_receipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transparency/log/checkpoint': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dernier point de contrôle signé du registre des votes (C2SP tlog-checkpoint) */
    get: operations['LogTilesController_checkpoint'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transparency/log/verifier-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clé de vérification des points de contrôle (C2SP signed-note) */
    get: operations['LogTilesController_verifierKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transparency/log/witnesses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Témoins du registre, leurs clés, le quorum requis et le témoin du commissaire de justice */
    get: operations['LogTilesController_witnesses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/transparency/log/tile/{path}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tuile de hachages ou paquet de votes du registre (C2SP tlog-tiles : tile/<L>/<N>[.p/<W>]) */
    get: operations['LogTilesController_tile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/contests/{id}/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dossier de résultats d’un concours clos : versions, empreintes, liens de téléchargement */
    get: operations['ResultsController_summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/contests/{id}/results/dossier.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Fichier des votes signé du dossier (la dernière version, ou ?version=) */
    get: operations['ResultsController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/contests/{id}/results/dossier.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dossier de résultats en PDF (la dernière version, ou ?version=) */
    get: operations['ResultsController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Clé publique VAPID avec laquelle un navigateur s’abonne aux notifications */
    get: operations['NotificationsController_key'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mes choix de notifications : les types voulus, le fuseau horaire, les appareils abonnés */
    get: operations['NotificationsController_settings'];
    /** Change mes choix de notifications (chaque type, le fuseau des heures calmes) */
    put: operations['NotificationsController_saveSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Abonne cet appareil aux notifications de mon compte, pour les types demandés */
    post: operations['NotificationsController_subscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Désabonne un appareil, ou coupe un type de notification, sans connexion : l’abonnement se prouve par son secret */
    post: operations['NotificationsController_unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Mes notifications : chacune avec son type, sa date et ce qu’il en est advenu */
    get: operations['NotificationsController_page'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/contests/{id}/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Voter sans le site pour un concours : numéro court et mot-clé SMS, code USSD (null pour un canal fermé ou un concours qui ne prend pas de votes) */
    get: operations['ContestChannelsController_channels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Canaux de vote : réglages USSD et SMS, canaux de chaque concours, SMS du jour, sessions USSD par heure */
    get: operations['ChannelsAdminController_overview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/channels/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Remplace le numéro court, le code USSD et les mots-clés des votes par SMS, avec une trace au journal */
    put: operations['ChannelsAdminController_updateSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/channels/contests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Ouvre ou ferme le vote par USSD et par SMS pour un concours (le site reste ouvert), avec une trace au journal */
    put: operations['ChannelsAdminController_setContestChannels'];
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
  '/api/contests/list-winners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Gagnants des concours terminés, les plus récents d’abord */
    get: operations['WinnerController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/list-winners/totals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Totaux du podium : concours, gagnants, francs distribués */
    get: operations['WinnerController_totals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/contests/my-wins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Les concours gagnés par le parent connecté, avec l’état de chaque lot */
    get: operations['WinnerController_myWins'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/contests/{id}/winners/recompute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Recalculer le podium d’un concours terminé après des annulations de votes */
    post: operations['WinnerController_recompute'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/getmyprize/can-claim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Le parent connecté peut-il récupérer son lot pour ce concours ? */
    get: operations['PrizeClaimController_canClaim'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/getmyprize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Récupérer un lot : le numéro qui recevra le paiement (une fois par gain) */
    post: operations['PrizeClaimController_claim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/prize-claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPrizeClaimController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/prize-claims/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPrizeClaimController_stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/prize-claims/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Les réclamations filtrées : JSON (claims, total_exported) ou CSV avec format=csv */
    get: operations['AdminPrizeClaimController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/prize-claims/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminPrizeClaimController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/prize-claims/{id}/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marquer le lot comme payé, avec la référence du paiement mobile money */
    post: operations['AdminPrizeClaimController_pay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/prize-claims/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Rejeter la réclamation, avec la raison (par exemple des documents manquants) */
    post: operations['AdminPrizeClaimController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Témoignages des gagnants, les plus récents d’abord (mine=true : les miens) */
    get: operations['TestimonialController_list'];
    put?: never;
    /** Laisser un témoignage sur un de ses gains (un par gain) */
    post: operations['TestimonialController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/feedback/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['TestimonialController_get'];
    put?: never;
    post?: never;
    delete: operations['TestimonialController_delete'];
    options?: never;
    head?: never;
    patch: operations['TestimonialController_update'];
    trace?: never;
  };
  '/api/contests/admin/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['AdminTestimonialController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/feedback/{id}/hide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AdminTestimonialController_hide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/admin/feedback/{id}/show': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AdminTestimonialController_show'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/participants/{id}/comment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Commenter un participant (1 à 1 000 caractères) */
    post: operations['CommentController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/participants/{id}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Les commentaires visibles d’un participant, les plus récents d’abord */
    get: operations['CommentController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/comments/{id}/flag': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Signaler un commentaire (une fois par lecteur) */
    post: operations['CommentController_flag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/comments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CommentModerationController_get'];
    put?: never;
    post?: never;
    /** Supprimer son commentaire, ou un commentaire (administrateurs) */
    delete: operations['CommentController_delete'];
    options?: never;
    head?: never;
    /** Modifier son commentaire (text), ou modérer (is_active, administrateurs) */
    patch: operations['CommentController_update'];
    trace?: never;
  };
  '/api/contests/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CommentModerationController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/comments/flagged': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CommentModerationController_flagged'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/comments/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['CommentModerationController_stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/comments/{id}/hide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CommentModerationController_hide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/comments/{id}/unhide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CommentModerationController_unhide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contests/comments/{id}/unflag': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['CommentModerationController_unflag'];
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
  '/api/contests/participants/{id}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Vote gratuit (un toutes les 10 minutes par participant, 50 par jour par numéro de téléphone confirmé et par appareil : cookie bs_device) */
    post: operations['FreeVoteRoute_vote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
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
      /** @description Adresse e-mail confirmée (lien du courriel de confirmation, ou Google / Facebook) */
      email_confirmed: boolean;
    };
    RegisterResponse: {
      access_token: string;
      refresh_token: string;
      user: components['schemas']['UserResponse'];
    };
    ProofOfWorkChallengeResponse: {
      /** @example SHA-256 */
      algorithm: string;
      /** @description SHA-256 du sel suivi du nombre à trouver, en hexadécimal */
      challenge: string;
      /** @description Le nombre à trouver est entre 0 et celui-ci */
      maxnumber: number;
      /** @description Sel, avec la date d’expiration du défi (`expires=`, secondes Unix) */
      salt: string;
      /** @description Signature du défi par le serveur */
      signature: string;
    };
    ProofOfWorkRequiredResponse: {
      detail: string;
      /** @enum {string} */
      code: 'proof_of_work_required';
      challenge: components['schemas']['ProofOfWorkChallengeResponse'];
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
    AdminSessionResponse: {
      user_id: number;
    };
    SocialTokenDto: {
      access_token?: string;
      auth_token?: string;
      credential?: string;
    };
    PageResponse: {
      count: number;
      next: string | null;
      previous: string | null;
      total_pages: number;
      current_page: number;
      page_size: number;
    };
    CreateAdministratorDto: {
      /**
       * Format: email
       * @example parent@example.com
       */
      email: string;
      /** @example Mariama */
      first_name: string;
      /** @example Ba */
      last_name: string;
      /** Format: password */
      password: string;
    };
    UserDetailResponse: {
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
      /** @description Adresse e-mail confirmée (lien du courriel de confirmation, ou Google / Facebook) */
      email_confirmed: boolean;
      /**
       * @description Permissions d'administration (vide pour un parent ou un visiteur)
       * @example [
       *       "manage_prize_claims"
       *     ]
       */
      permissions: string[];
    };
    BulkActionDto: {
      /** @enum {string} */
      action: 'activate' | 'deactivate' | 'delete';
      user_ids: number[];
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
    DeleteAccountDto: {
      password?: string;
      /**
       * @description Le mot SUPPRIMER, tapé par la personne
       * @example SUPPRIMER
       */
      confirmation: string;
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
    PhoneCodeDto: {
      /**
       * @description Le numéro, en format international (+225 07 01 02 03 04) ou national avec `country`
       * @example +2250701020304
       */
      phone: string;
      /**
       * @description Le pays (ISO 3166-1 alpha-2, ex. CI) d’un numéro écrit sans indicatif
       * @example CI
       */
      country?: string;
    };
    PhoneCodeSentResponse: {
      detail: string;
      /** @description Le numéro, en E.164 */
      phone: string;
      /** @example +225 •••••• 03 04 */
      masked_phone: string;
      /** @description Secondes avant de pouvoir demander un autre code */
      resend_after_seconds: number;
    };
    PhoneSignInDto: {
      /**
       * @description Le numéro, en format international (+225 07 01 02 03 04) ou national avec `country`
       * @example +2250701020304
       */
      phone: string;
      /**
       * @description Le pays (ISO 3166-1 alpha-2, ex. CI) d’un numéro écrit sans indicatif
       * @example CI
       */
      country?: string;
      /** @example 123456 */
      code: string;
      /**
       * @description Le prénom, pour un numéro qui n’a pas encore de compte
       * @example Aïcha
       */
      first_name?: string;
    };
    PhoneSignInResponse: {
      access_token: string;
      refresh_token: string;
      /** @description Un compte a été créé pour ce numéro */
      created: boolean;
      user: components['schemas']['UserResponse'];
      detail?: string;
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
      /** @description Ville du participant (publique sur sa page) */
      city: string;
      /** @description Code de vote public du participant (USSD, SMS), null s’il n’en a pas */
      vote_code: string | null;
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
    LedgerLineResponse: {
      id: number;
      /** @enum {string} */
      kind: 'free' | 'paid' | 'reversal' | 'held' | 'release' | 'rejection';
      /** @description Votes ajoutés (négatif pour une annulation) */
      weight: number;
      /** Format: date-time */
      created_at: string;
      /**
       * @description Canal du vote : site web, menu USSD ou SMS (celui du vote visé pour une annulation ou une décision)
       * @enum {string}
       */
      channel: 'web' | 'ussd' | 'sms';
      voter_id: number | null;
      voter_email: string | null;
      /** @description Empreinte de la connexion du votant */
      ip_hash: string | null;
      /** @description Empreinte de l'appareil (navigateur) du votant */
      device_hash: string | null;
      payment_id: number | null;
      /** @description Vote annulé par cette ligne */
      reverses_id: number | null;
      /** @description Ligne qui a annulé ce vote */
      reversed_by: number | null;
      /** @description Vote en vérification que cette ligne valide ou rejette */
      decides_id: number | null;
      /** @description Ligne qui a validé ou rejeté ce vote en vérification */
      decided_by: number | null;
      /** @description Signaux qui ont mis ce vote en vérification */
      signals: string[] | null;
      reason: string | null;
      actor_id: number | null;
    };
    ReverseVoteDto: {
      /** @example Votes multiples depuis des comptes créés en série */
      reason: string;
    };
    ReversalResponse: {
      detail: string;
      /** @description Votes annulés */
      reversed: number;
      /** @description Lignes d’annulation ajoutées au registre */
      reversal_ids: number[];
    };
    ReverseVotesDto: {
      /** @example Votes multiples depuis des comptes créés en série */
      reason: string;
      /** @description Annuler tous les votes de ce votant dans le concours */
      voter_id?: number;
      /** @description Annuler tous les votes venus de cette connexion (empreinte IP) dans le concours */
      ip_hash?: string;
    };
    StandingChangeResponse: {
      participant_id: number;
      votes_now: number;
      votes_after: number;
      rank_now: number | null;
      /** @description null : plus aucun vote */
      rank_after: number | null;
    };
    ReversalPreviewResponse: {
      /** @description Lignes du registre qui seraient annulées */
      rows: number;
      /** @description Votes qui seraient retirés */
      votes: number;
      participants: components['schemas']['StandingChangeResponse'][];
    };
    AuditLineResponse: {
      id: number;
      actor_id: number;
      actor_email: string | null;
      /** @enum {string} */
      action: 'reverse_vote' | 'reverse_voter' | 'reverse_ip';
      contest_id: number | null;
      participant_id: number | null;
      /** @description Cible de l’annulation : vote_id, voter_id ou ip_hash */
      target: {
        [key: string]: unknown;
      };
      reason: string;
      reversed_count: number;
      /** Format: date-time */
      created_at: string;
    };
    SignalCountResponse: {
      /** @example device_accounts */
      code: string;
      /** @example Plusieurs comptes ont voté aujourd'hui depuis ce téléphone */
      label: string;
      /** @description Votes du groupe qui ont levé ce signal */
      votes: number;
    };
    HeldClusterFilterResponse: {
      ip_hash?: string;
      device_hash?: string;
      participant?: number;
      /** Format: date-time */
      from?: string;
      /** Format: date-time */
      to?: string;
    };
    HeldClusterResponse: {
      key: string;
      /** @example Participant #12 — Awa */
      label: string;
      votes: number;
      voters: number;
      participants: number;
      /** Format: date-time */
      first_at: string;
      /** Format: date-time */
      last_at: string;
      signals: components['schemas']['SignalCountResponse'][];
      filter: components['schemas']['HeldClusterFilterResponse'];
    };
    SignalResponse: {
      code: string;
      label: string;
    };
    HeldVoteResponse: {
      id: number;
      /** Format: date-time */
      created_at: string;
      contest_id: number;
      participant_id: number;
      participant_name: string;
      voter_id: number | null;
      voter_email: string | null;
      ip_hash: string | null;
      device_hash: string | null;
      signals: components['schemas']['SignalResponse'][];
      reason: string;
    };
    DecideHeldVotesDto: {
      /**
       * @description release : compter ; reject : refuser
       * @enum {string}
       */
      decision: 'release' | 'reject';
      /** @example Votes d’une même famille, vérifiés par téléphone */
      reason: string;
      /** @description Un seul vote (ligne du registre) */
      vote_id?: number;
      /** @description Les votes pour ce participant */
      participant?: number;
      /**
       * @description Votes émis à partir de cet instant
       * @example 2026-05-01
       */
      from?: string;
      /**
       * @description Votes émis avant cet instant
       * @example 2026-05-01
       */
      to?: string;
    };
    HeldDecisionResponse: {
      detail: string;
      /** @description Votes décidés */
      decided: number;
      /** @description Lignes de décision ajoutées au registre */
      ids: number[];
    };
    HeldContestCountResponse: {
      contest_id: number;
      /** @example Bébé Star de Noël */
      contest_title: string;
      /** @description Votes en attente de décision */
      votes: number;
      /**
       * Format: date-time
       * @description Le plus ancien vote en attente
       */
      oldest_at: string;
    };
    HeldCountsResponse: {
      /** @description Votes en attente de décision, tous concours confondus */
      total: number;
      /** @description Par concours, les plus chargés d’abord */
      contests: components['schemas']['HeldContestCountResponse'][];
    };
    HeldQueueVoteResponse: {
      id: number;
      /** Format: date-time */
      created_at: string;
      contest_id: number;
      participant_id: number;
      participant_name: string;
      voter_id: number | null;
      voter_email: string | null;
      ip_hash: string | null;
      device_hash: string | null;
      signals: components['schemas']['SignalResponse'][];
      reason: string;
      /** @example Bébé Star de Noël */
      contest_title: string;
    };
    DecideHeldSelectionDto: {
      /**
       * @description release : compter ; reject : refuser
       * @enum {string}
       */
      decision: 'release' | 'reject';
      /** @example Votes d’une même famille, vérifiés par téléphone */
      reason: string;
      /** @description Les votes (lignes du registre) */
      vote_ids: number[];
    };
    StatementSummaryResponse: {
      participant_id: number;
      participant_name: string;
      contest_id: number;
      contest_name: string;
      /** @description Votes gratuits comptés (validés après vérification compris) */
      free: number;
      /** @description Votes payants crédités */
      paid: number;
      /** @description Votes en vérification (pas encore comptés) */
      held: number;
      /** @description Votes validés après vérification (compris dans free) */
      released: number;
      /** @description Votes refusés après vérification (jamais comptés) */
      rejected: number;
      /** @description Votes annulés (fraude) */
      reversed: number;
      /** @description free + paid − reversed : le nombre de votes du classement */
      total: number;
    };
    StatementDisputeResponse: {
      id: number;
      /** @enum {string} */
      status: 'open' | 'answered';
      answer: string | null;
    };
    StatementLineResponse: {
      /** @description Ligne du registre des votes */
      id: number;
      /** @enum {string} */
      kind: 'free' | 'paid' | 'held';
      /** @description Votes de la ligne (un pack compte tous ses votes) */
      votes: number;
      /** Format: date-time */
      created_at: string;
      /**
       * @description Canal du vote : site web, menu USSD ou SMS
       * @enum {string}
       */
      channel: 'web' | 'ussd' | 'sms';
      /** @description Votant (masqué pour les parents) */
      voter: string;
      /** @description Référence du paiement (masquée pour les parents) */
      payment_reference: string | null;
      /** @enum {string} */
      status: 'counted' | 'held' | 'released' | 'rejected' | 'reversed';
      /** @example Compté */
      status_label: string;
      /** @description Raison de la vérification, du refus ou de l’annulation */
      reason: string | null;
      /** Format: date-time */
      decided_at: string | null;
      /** @description Ligne à contester (annulation ou refus) */
      contestable_id: number | null;
      dispute: components['schemas']['StatementDisputeResponse'] | null;
    };
    OpenDisputeDto: {
      /** @description Ligne contestée : contestable_id d’une ligne du relevé */
      ledger_id: number;
      /** @example Ces votes venaient de ma famille, chacun depuis son téléphone. */
      message: string;
    };
    DisputeResponse: {
      id: number;
      participant_id: number;
      /** @description Ligne contestée (annulation ou refus) */
      ledger_id: number;
      message: string;
      /** @enum {string} */
      status: 'open' | 'answered';
      answer: string | null;
      /** Format: date-time */
      answered_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description Message après l’envoi */
      detail?: string;
    };
    AdminDisputeResponse: {
      id: number;
      participant_id: number;
      /** @description Ligne contestée (annulation ou refus) */
      ledger_id: number;
      message: string;
      /** @enum {string} */
      status: 'open' | 'answered';
      answer: string | null;
      /** Format: date-time */
      answered_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description Message après l’envoi */
      detail?: string;
      participant_name: string;
      contest_id: number;
      user_email: string | null;
      answered_by: number | null;
      /** @description Le vote contesté */
      vote: components['schemas']['StatementLineResponse'] | null;
    };
    AnswerDisputeDto: {
      /** @example Après vérification, ces votes restent annulés : ils venaient tous du même appareil. */
      answer: string;
    };
    VoterReceiptResponse: {
      /** @description Numéro du reçu (ligne du registre) */
      ledger_id: number;
      /** @description Empreinte du vote dans le registre public (RFC 9162), hexadécimal */
      leaf_hash: string;
      /** @enum {string} */
      kind: 'free' | 'paid' | 'held';
      /** @description Votes de la ligne (ceux d’un pack pour un paiement) */
      votes: number;
      /**
       * @description counted : compté ; held : en vérification ; released : validé ; rejected : refusé ; reversed : annulé
       * @enum {string}
       */
      status: 'counted' | 'held' | 'released' | 'rejected' | 'reversed';
      /** Format: date-time */
      at: string;
      contest_id: number;
      contest_title: string;
      participant_id: number;
      baby_name: string;
    };
    VoterReceiptPageResponse: {
      /** @description Du plus récent au plus ancien */
      results: components['schemas']['VoterReceiptResponse'][];
      /** @description Reçus plus anciens : before=next_before */
      next_before: number | null;
    };
    PaymentPhotoUrls: {
      /** @description 160 px */
      thumbnail: string;
      /** @description 480 px */
      card: string;
      /** @description 1280 px */
      full: string;
    };
    PaymentParticipant: {
      id: number;
      /** @description Nom du bébé */
      name: string;
      /** @description URL de la photo au format carte (480 px) */
      photo: string | null;
      photo_urls: components['schemas']['PaymentPhotoUrls'] | null;
    };
    PaymentPack: {
      id: number | null;
      name: string;
      votes_count: number;
    };
    VoteReceiptResponse: {
      /** @description Numéro du reçu (ligne du registre) */
      ledger_id: number;
      /** @description Empreinte du vote (RFC 9162), hexadécimal */
      leaf_hash: string;
    };
    PaymentRefund: {
      /**
       * @description À rembourser, ou remboursé
       * @enum {string}
       */
      status: 'to_refund' | 'refunded';
      /** Format: date-time */
      refunded_at: string | null;
      /** @description Référence du remboursement chez le fournisseur */
      reference: string | null;
    };
    PaymentSummaryResponse: {
      id: number;
      transaction_id: string;
      /** @enum {string} */
      provider: 'cinetpay' | 'paydunya' | 'intouch';
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'flagged' | 'late';
      /** @example Paiement réussi */
      status_label: string;
      /** @description Statut tel que le fournisseur le donne */
      raw_status: string;
      /** @description true : votes crédités */
      success: boolean;
      /** @description Toujours true (un paiement inconnu répond 404) */
      exists: boolean;
      participant: components['schemas']['PaymentParticipant'];
      participant_id: number;
      participant_name: string;
      participant_photo: string | null;
      contest_id: number;
      pack: components['schemas']['PaymentPack'];
      pack_id: number | null;
      pack_name: string;
      votes_purchased: number;
      votes_expected: number;
      /** @description En FCFA */
      amount: number;
      /** @description Montant reçu : 0 tant que le paiement n’a pas abouti (un paiement reçu après la clôture est à rembourser) */
      amount_paid: number;
      /** @enum {string} */
      currency: 'XOF' | 'XAF';
      /** @description Le libellé du statut, ou ce qu’il advient d’un paiement reçu après la clôture */
      message: string;
      /** @description Le libellé du statut quand le paiement est échoué, annulé ou expiré */
      error: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      completed_at: string | null;
      /** @description Reçu des votes crédités (à vérifier sur /verifier) ; null tant que le paiement n’a pas réussi */
      receipt: components['schemas']['VoteReceiptResponse'] | null;
      /** @description Paiement reçu après la clôture du concours (statut late) : son remboursement ; null sinon */
      refund: components['schemas']['PaymentRefund'] | null;
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
    PaymentCheckoutResponse: {
      /** @enum {string} */
      status: 'success';
      id: number;
      /** @description Même valeur que id */
      payment_id: number;
      transaction_id: string;
      /** @enum {string} */
      provider: 'cinetpay' | 'paydunya' | 'intouch';
      /** @description Jeton du fournisseur (facture PayDunya…) */
      token: string | null;
      /** @description Même valeur que token */
      payment_token: string | null;
      /** @description La page de paiement où envoyer le navigateur */
      payment_url: string;
      /** @description Même valeur que payment_url */
      checkout_url: string;
      /** @description Même valeur que payment_url */
      invoice_url: string;
      /** @description En FCFA, calculé par le serveur à partir du pack */
      amount: number;
      /** @enum {string} */
      currency: 'XOF' | 'XAF';
      /** @description Site marchand du fournisseur (vide quand il n’en a pas) */
      site_id: string;
      votes_count: number;
      pack_name: string;
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
    AdminPaymentRefund: {
      /**
       * Format: date-time
       * @description null : à rembourser
       */
      refunded_at: string | null;
      /** @description Référence du remboursement chez le fournisseur */
      reference: string | null;
    };
    AdminPaymentResponse: {
      id: number;
      transaction_id: string;
      /** @enum {string} */
      provider: 'cinetpay' | 'paydunya' | 'intouch';
      provider_token: string | null;
      /** @enum {string} */
      status: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'flagged' | 'late';
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
      /**
       * @description Numéro du payeur, masqué (le remboursement passe par le fournisseur)
       * @example +225 •••••• 45 67
       */
      payer_phone: string | null;
      flag_reason: string | null;
      /** @description Paiement reçu après la clôture (statut late) : son remboursement ; null sinon */
      refund: components['schemas']['AdminPaymentRefund'] | null;
      check_count: number;
      /** Format: date-time */
      last_checked_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      completed_at: string | null;
    };
    PaymentEventResponse: {
      id: number;
      /** @enum {string} */
      source: 'init' | 'notification' | 'return' | 'check' | 'expiry' | 'admin' | 'refund';
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
      status: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'flagged' | 'late';
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
      /**
       * @description Numéro du payeur, masqué (le remboursement passe par le fournisseur)
       * @example +225 •••••• 45 67
       */
      payer_phone: string | null;
      flag_reason: string | null;
      /** @description Paiement reçu après la clôture (statut late) : son remboursement ; null sinon */
      refund: components['schemas']['AdminPaymentRefund'] | null;
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
    RecheckResponse: {
      detail: string;
      /** @enum {string} */
      outcome:
        | 'credited'
        | 'late'
        | 'flagged'
        | 'failed'
        | 'cancelled'
        | 'expired'
        | 'pending'
        | 'already_settled'
        | 'unchanged';
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
    RefundPaymentDto: {
      /** @example Référence du remboursement chez le fournisseur (ex. RB-2026-000123) */
      reference: string;
    };
    InboundEventResponse: {
      id: number;
      /** @enum {string} */
      source: 'init' | 'notification' | 'return' | 'check' | 'expiry' | 'admin' | 'refund';
      /** @example credited */
      verdict: string;
      detail: string;
      /** @description Identifiant de transaction ou jeton reçu */
      reference: string;
      /** @description Message ou réponse du fournisseur, tel que reçu */
      payload: Record<string, never>;
      /** Format: date-time */
      created_at: string;
      /** @description null : aucune transaction connue ne correspond */
      payment_id: number | null;
      transaction_id: string | null;
      /** @enum {string} */
      provider: 'cinetpay' | 'paydunya' | 'intouch';
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
    ProviderDayRevenue: {
      cinetpay: number;
      paydunya: number;
      intouch: number;
    };
    DailyRevenue: {
      /** @example 2026-05-01 */
      date: string;
      revenue: number;
      count: number;
      by_provider: components['schemas']['ProviderDayRevenue'];
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
    DashboardUsers: {
      total: number;
      active: number;
    };
    DashboardContests: {
      total: number;
      /** @description Ouverts aux votes */
      active: number;
      draft: number;
      pre_registration: number;
      open: number;
      closed: number;
    };
    DashboardVotes: {
      free: number;
      paid: number;
      reversed: number;
      /** @description En vérification, pas encore comptés */
      held: number;
      /** @description Validés après vérification (compris dans free) */
      released: number;
      /** @description Refusés après vérification */
      rejected: number;
      /** @description Gratuits + payants − annulés */
      total: number;
    };
    DashboardComments: {
      total: number;
      /** @description Masqués, en attente de modération */
      to_moderate: number;
      flagged: number;
    };
    DashboardRevenue: {
      /** @description Paiements réussis, en F CFA */
      total: number;
      xof: number;
      xaf: number;
    };
    DashboardPayments: {
      pending: number;
      succeeded: number;
      flagged: number;
      failed: number;
    };
    DashboardClaims: {
      pending: number;
      paid: number;
      rejected: number;
    };
    DashboardNotificationOutcomes: {
      sent: number;
      /** @description Échouées, nouveaux essais épuisés */
      failed: number;
      /** @description En attente : envoi en cours, nouvel essai ou matin attendu */
      pending: number;
      /** @description Non envoyées : heures calmes du fuseau du compte */
      quiet: number;
      /** @description Non envoyées : le compte a désactivé ce type */
      opted_out: number;
      /** @description Non envoyées : aucun appareil abonné */
      no_device: number;
    };
    DashboardNotifications: {
      /** @description Créées ces dernières 24 heures */
      last_24h: components['schemas']['DashboardNotificationOutcomes'];
      /** @description Depuis le début */
      total: components['schemas']['DashboardNotificationOutcomes'];
      /** @description Appareils abonnés aux notifications */
      devices: number;
    };
    DashboardResponse: {
      users: components['schemas']['DashboardUsers'];
      contests: components['schemas']['DashboardContests'];
      participants: number;
      vote_packs: number;
      votes: components['schemas']['DashboardVotes'];
      comments: components['schemas']['DashboardComments'];
      testimonials: number;
      revenue: components['schemas']['DashboardRevenue'];
      /** @description 30 derniers jours, par moyen de paiement, jours sans vente inclus */
      revenue_daily: components['schemas']['DailyRevenue'][];
      payments: components['schemas']['DashboardPayments'];
      claims: components['schemas']['DashboardClaims'];
      /** @description Votes en vérification (tous concours) */
      held_votes: number;
      /** @description Contestations de parents sans réponse */
      open_disputes: number;
      /** @description Concours du vote (gratuit ou payant) le plus récent ; null avant le premier vote */
      latest_votes_contest: number | null;
      notifications: components['schemas']['DashboardNotifications'];
    };
    HourlyVotesResponse: {
      /**
       * Format: date-time
       * @description Début de l'heure (UTC)
       */
      hour: string;
      free: number;
      paid: number;
    };
    LiveTicketResponse: {
      ticket: string;
    };
    AuditRecordResponse: {
      id: number;
      actor_id: number;
      actor_email: string | null;
      /** @enum {string} */
      action:
        | 'reverse_vote'
        | 'reverse_voter'
        | 'reverse_ip'
        | 'release_held_votes'
        | 'reject_held_votes'
        | 'answer_vote_dispute'
        | 'recompute_winners'
        | 'pay_prize_claim'
        | 'reject_prize_claim'
        | 'hide_testimonial'
        | 'show_testimonial'
        | 'hide_comment'
        | 'unhide_comment'
        | 'unflag_comment'
        | 'delete_comment'
        | 'update_site_settings'
        | 'update_channel_settings'
        | 'update_contest_channels'
        | 'refund_payment'
        | 'create_administrator'
        | 'set_staff'
        | 'set_active'
        | 'set_user_groups'
        | 'set_group_permissions'
        | 'delete_user'
        | 'move_phone_number';
      contest_id: number | null;
      participant_id: number | null;
      /** @description La ligne concernée (réclamation, commentaire…) */
      subject_id: number | null;
      details: {
        [key: string]: unknown;
      };
      reason: string;
      /** Format: date-time */
      created_at: string;
    };
    SupportContactResponse: {
      /** @example +221 77 123 45 67 */
      whatsapp: string | null;
      /** @example https://wa.me/221771234567 */
      whatsapp_url: string | null;
      /** @example support@bebestar.sn */
      email: string | null;
    };
    SocialSignInResponse: {
      google_client_id: string | null;
      facebook_app_id: string | null;
    };
    OfferedGatewayResponse: {
      /** @example cinetpay */
      id: string;
      /** @example CinetPay */
      label: string;
      recommended: boolean;
    };
    NoticesResponse: {
      site: string | null;
      /**
       * @example {
       *       "12": "Prolongé jusqu’au 10 octobre."
       *     }
       */
      contests: {
        [key: string]: string;
      };
    };
    SiteSettingsResponse: {
      support: components['schemas']['SupportContactResponse'];
      sign_in: components['schemas']['SocialSignInResponse'];
      gateways: components['schemas']['OfferedGatewayResponse'][];
      /**
       * @description Minutes avant la fin d’un concours où les achats de votes ferment (un paiement confirmé après la fin n’est jamais crédité)
       * @example 5
       */
      purchases_close_minutes: number;
      notices: components['schemas']['NoticesResponse'];
    };
    ConfiguredContactResponse: {
      support_whatsapp: string | null;
      support_email: string | null;
    };
    AdminContestNoticeResponse: {
      contest_id: number;
      contest_title: string;
      text: string;
    };
    AdminGatewayResponse: {
      /** @example intouch */
      id: string;
      /** @example InTouch */
      label: string;
      configured: boolean;
      offered: boolean;
    };
    AdminSiteSettingsResponse: {
      support_whatsapp: string | null;
      support_email: string | null;
      configured: components['schemas']['ConfiguredContactResponse'];
      site_notice: string;
      contest_notices: components['schemas']['AdminContestNoticeResponse'][];
      gateways: components['schemas']['AdminGatewayResponse'][];
      /** Format: date-time */
      updated_at: string | null;
    };
    ContestNoticeDto: {
      /** @example 12 */
      contest_id: number;
      /** @example Le concours est prolongé jusqu’au 10 octobre. */
      text: string;
    };
    UpdateSiteSettingsDto: {
      /** @example +221 77 123 45 67 */
      support_whatsapp?: string | null;
      /** @example support@bebestar.sn */
      support_email?: string | null;
      /** @example Les votes gratuits reprennent demain à 8 h. */
      site_notice?: string;
      contest_notices?: components['schemas']['ContestNoticeDto'][];
      /**
       * @example [
       *       "cinetpay",
       *       "paydunya"
       *     ]
       */
      gateways?: string[];
    };
    SetupItemResponse: {
      /** @enum {string} */
      id: 'support' | 'payments' | 'sms' | 'signing_keys' | 'backups';
      /** @example Contacts du support */
      label: string;
      /**
       * @description unknown : non vérifiable par l’API
       * @enum {string}
       */
      status: 'done' | 'todo' | 'unknown';
      /** @description Ce que l’API constate */
      detail: string;
      /** @description Ce qu’il faut faire (vide quand c’est fait) */
      action: string;
      /**
       * @description La page du back office où le régler, quand le réglage s’y fait
       * @example /parametres
       */
      link: string | null;
    };
    SetupChecklistResponse: {
      /** @description Éléments faits */
      done: number;
      /** @description Éléments en tout */
      total: number;
      items: components['schemas']['SetupItemResponse'][];
    };
    TransparencyKeyResponse: {
      key_id: string;
      /** @enum {string} */
      algorithm: 'ed25519';
      /** @description Clé publique brute (32 octets, base64) */
      public_key: string;
      /** @description SHA-256 de la clé publique brute, hexadécimal */
      fingerprint: string;
      /** Format: date-time */
      created_at: string;
    };
    TreeHeadResponse: {
      /** @description Nombre de votes (feuilles) couverts */
      size: number;
      /** @description Racine de Merkle (RFC 9162), hexadécimal */
      root: string;
      /** Format: date-time */
      time: string;
      /** @description Clé qui a signé : début de son empreinte */
      key_id: string;
      /** @description Signature Ed25519 (base64) */
      signature: string;
    };
    TreeHeadPageResponse: {
      /** @description Du plus récent au plus ancien */
      heads: components['schemas']['TreeHeadResponse'][];
      /** @description Taille avant laquelle lire la page suivante */
      next_before: number | null;
    };
    ConsistencyProofResponse: {
      first: components['schemas']['TreeHeadResponse'];
      second: components['schemas']['TreeHeadResponse'];
      /** @description Preuve de cohérence (RFC 9162), hexadécimal */
      proof: string[];
    };
    VoteLeafV1Response: {
      /** @description Numéro du reçu (ligne du registre) */
      id: number;
      /** @enum {string} */
      kind: 'free' | 'paid' | 'reversal' | 'held' | 'release' | 'rejection';
      weight: number;
      contest: number;
      participant: number;
      /** Format: date-time */
      at: string;
      ref: number | null;
      /** @description Empreinte salée du paiement */
      payment: string | null;
      /** @enum {number} */
      v: 1;
      /** @description Empreinte salée du compte, propre au concours */
      voter: string | null;
      /** @description Empreinte salée de l’appareil, propre au concours */
      device: string | null;
    };
    VoteLeafV2Response: {
      /** @description Numéro du reçu (ligne du registre) */
      id: number;
      /** @enum {string} */
      kind: 'free' | 'paid' | 'reversal' | 'held' | 'release' | 'rejection';
      weight: number;
      contest: number;
      participant: number;
      /** Format: date-time */
      at: string;
      ref: number | null;
      /** @description Empreinte salée du paiement */
      payment: string | null;
      /** @enum {number} */
      v: 2;
      /** @description Empreinte salée du numéro de téléphone du votant, propre au concours */
      number: string | null;
    };
    VoteLeafV3Response: {
      /** @description Numéro du reçu (ligne du registre) */
      id: number;
      /** @enum {string} */
      kind: 'free' | 'paid' | 'reversal' | 'held' | 'release' | 'rejection';
      weight: number;
      contest: number;
      participant: number;
      /** Format: date-time */
      at: string;
      ref: number | null;
      /** @description Empreinte salée du paiement */
      payment: string | null;
      /** @enum {number} */
      v: 3;
      /** @description Empreinte salée du numéro de téléphone du votant, propre au concours */
      number: string | null;
      /**
       * @description Canal du vote : site web, menu USSD ou SMS (celui du vote visé pour une annulation ou une décision)
       * @enum {string}
       */
      channel: 'web' | 'ussd' | 'sms';
    };
    VoteStandingResponse: {
      /**
       * @description Compté, en vérification, validé après vérification, refusé, ou annulé
       * @enum {string}
       */
      status: 'counted' | 'held' | 'released' | 'rejected' | 'reversed';
      /** @description Votes que ce vote compte aujourd’hui dans le classement */
      votes: number;
      /** @description Reçu de la décision (validation, refus) ou de l’annulation qui l’a changé */
      decided_by: number | null;
      /** Format: date-time */
      decided_at: string | null;
    };
    ReceiptProofResponse: {
      /** @description Position du vote dans le registre public */
      index: number;
      /** @description Le vote tel que le registre le tient, dans la version de sa ligne (v) */
      leaf:
        | components['schemas']['VoteLeafV1Response']
        | components['schemas']['VoteLeafV2Response']
        | components['schemas']['VoteLeafV3Response'];
      /** @description Empreinte du vote (RFC 9162), hexadécimal */
      leaf_hash: string;
      head: components['schemas']['TreeHeadResponse'];
      /** @description Clé publique qui a signé l’état (base64) */
      public_key: string;
      /** @description Chemin d’inclusion, hexadécimal */
      proof: string[];
      /** @description Prénom de l’enfant, tel que le classement public le montre ; null quand il n’y est plus */
      participant_name: string | null;
      /** @description Ce qu’il est advenu du vote ; null pour une décision ou une annulation */
      standing: components['schemas']['VoteStandingResponse'] | null;
    };
    LogWitnessResponse: {
      /** @description Nom du témoin dans ses cosignatures */
      name: string;
      /** @description Clé de vérification de ses cosignatures (C2SP signed-note, type cosignature/v1) */
      verifier_key: string;
    };
    LogWitnessesResponse: {
      witnesses: components['schemas']['LogWitnessResponse'][];
      /** @description Cosignatures requises avant qu’un point de contrôle soit publié */
      quorum: number;
      /** @description Le témoin du commissaire de justice, qui cosigne chaque clôture de concours */
      court_witness: string | null;
    };
    ResultsDossierVersionResponse: {
      version: number;
      /** Format: date-time */
      created_at: string;
      /** @description Votes (lignes du registre) du concours dans le dossier */
      leaves: number;
      /** @description Taille de l’état signé du registre qui scelle le dossier */
      tree_size: number;
      /** @description SHA-256 du fichier des votes (JSON), hexadécimal */
      file_sha256: string;
      /** @description Fichier des votes signé, à vérifier sur /verifier */
      file_url: string;
      /** @description Dossier en PDF */
      pdf_url: string;
    };
    ResultsDossierResponse: {
      contest_id: number;
      /** @description Empreinte SHA-256 de la clé publique qui signe */
      key_fingerprint: string;
      latest: components['schemas']['ResultsDossierVersionResponse'];
      /** @description Toutes les versions, de la plus récente à la première */
      versions: components['schemas']['ResultsDossierVersionResponse'][];
    };
    PushKeyResponse: {
      /** @description Clé publique VAPID (applicationServerKey), base64url */
      public_key: string;
    };
    NotificationKindResponse: {
      /** @enum {string} */
      kind: 'free_vote' | 'payment' | 'rank' | 'closing' | 'win';
      label: string;
    };
    NotificationSettingsResponse: {
      kinds: ('free_vote' | 'payment' | 'rank' | 'closing' | 'win')[];
      /** @example Africa/Dakar */
      time_zone: string;
      /** @description Appareils abonnés de ce compte */
      devices: number;
      available: components['schemas']['NotificationKindResponse'][];
      /**
       * @description Heures calmes, dans le fuseau du compte
       * @example 22:00–07:00
       */
      quiet_hours: string;
    };
    NotificationSettingsDto: {
      kinds: ('free_vote' | 'payment' | 'rank' | 'closing' | 'win')[];
      /** @example Africa/Dakar */
      time_zone: string;
    };
    PushKeysDto: {
      /** @description Clé publique P-256 du navigateur (65 octets, base64url) */
      p256dh: string;
      /** @description Secret d’authentification (16 octets, base64url) */
      auth: string;
    };
    SubscribeDto: {
      /** @example https://fcm.googleapis.com/fcm/send/… */
      endpoint: string;
      keys: components['schemas']['PushKeysDto'];
      kinds?: ('free_vote' | 'payment' | 'rank' | 'closing' | 'win')[];
      /**
       * @description Fuseau horaire IANA du navigateur (heures calmes)
       * @example Africa/Dakar
       */
      time_zone?: string;
    };
    UnsubscribeDto: {
      endpoint: string;
      auth: string;
      /** @enum {string} */
      kind?: 'free_vote' | 'payment' | 'rank' | 'closing' | 'win';
    };
    NotificationResponse: {
      id: number;
      /** @enum {string} */
      kind: 'free_vote' | 'payment' | 'rank' | 'closing' | 'win';
      title: string;
      body: string;
      url: string;
      /** @enum {string} */
      outcome: 'pending' | 'sent' | 'failed' | 'no_device' | 'quiet' | 'opted_out';
      /** @description Appareils qui l’ont reçue */
      devices: number;
      /** Format: date-time */
      created_at: string;
    };
    NotificationPageResponse: {
      items: components['schemas']['NotificationResponse'][];
      next_before: number | null;
    };
    SmsChannelResponse: {
      /**
       * @description Numéro court auquel envoyer le SMS
       * @example 7575
       */
      short_code: string;
      /**
       * @description Mot-clé qui précède le code de vote du participant
       * @example VOTE
       */
      keyword: string;
    };
    UssdChannelResponse: {
      /**
       * @description Code USSD à composer
       * @example *384*7#
       */
      service_code: string;
    };
    ContestChannelsPublicResponse: {
      /** @description Null quand le concours ne prend pas de votes par SMS en ce moment */
      sms: components['schemas']['SmsChannelResponse'] | null;
      /** @description Null quand le concours ne prend pas de votes par USSD en ce moment */
      ussd: components['schemas']['UssdChannelResponse'] | null;
    };
    ChannelSettingsResponse: {
      /** @example 7575 */
      short_code: string;
      /** @example *384*7# */
      ussd_service_code: string;
      /**
       * @example [
       *       "VOTE",
       *       "VOTER"
       *     ]
       */
      keywords: string[];
    };
    ContestChannelsResponse: {
      /** @example 12 */
      id: number;
      /** @example Concours des filles */
      title: string;
      /** @enum {string} */
      status: 'draft' | 'pre_registration' | 'open' | 'closed';
      /** @example true */
      web: boolean;
      ussd: boolean;
      sms: boolean;
    };
    SmsBudgetResponse: {
      /** @example 1240 */
      spent_today: number;
      /** @example 5000 */
      budget: number;
      /** @example 3760 */
      left_today: number;
    };
    UssdSessionsHourResponse: {
      /**
       * Format: date-time
       * @example 2026-10-03T14:00:00.000Z
       */
      hour: string;
      /** @example 37 */
      sessions: number;
    };
    AdminChannelsResponse: {
      settings: components['schemas']['ChannelSettingsResponse'];
      contests: components['schemas']['ContestChannelsResponse'][];
      sms: components['schemas']['SmsBudgetResponse'];
      ussd_sessions_per_hour: components['schemas']['UssdSessionsHourResponse'][];
    };
    UpdateChannelSettingsDto: {
      /** @example 7575 */
      short_code: string;
      /** @example *384*7# */
      ussd_service_code: string;
      /**
       * @example [
       *       "VOTE",
       *       "VOTER"
       *     ]
       */
      keywords: string[];
    };
    UpdateContestChannelsDto: {
      /** @example true */
      ussd: boolean;
      /** @example false */
      sms: boolean;
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
    PreregistrationUserDetails: {
      id: number;
      email: string;
      full_name: string;
      contact_number: string;
    };
    AdminPreregistrationResponse: {
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
      user_details: components['schemas']['PreregistrationUserDetails'];
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
      /**
       * Format: date
       * @description Présente seulement pour le parent qui a inscrit l'enfant et les administrateurs ; les autres lisent age_months
       */
      date_of_birth?: string | null;
      bio: string;
      /** @description URL de la photo au format carte (480 px) */
      photo: string;
      photo_urls: components['schemas']['PhotoUrlsResponse'];
      /** @description Âge en mois révolus (date UTC du jour) ; null si le profil du bébé a été supprimé */
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
      /**
       * @description Code de vote à taper au clavier (USSD, SMS « VOTE 4821 ») : 4 chiffres, 5 puis 6 quand la saison en manque ; unique dans la saison (année de début du concours, UTC)
       * @example 4821
       */
      vote_code: string | null;
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
    WinnerParticipantData: {
      user: number | null;
      user_id: number | null;
    };
    WinnerResponse: {
      id: number;
      contest: number;
      contest_title: string;
      /** Format: date-time */
      contest_end_date: string;
      /** @description Place sur le podium, de 1 à 3 */
      position: number;
      /** @description Comme position */
      rank: number;
      /** @description Votes à la clôture (ou au dernier recalcul) */
      votes: number;
      /** @description Lot en F CFA */
      prize: number;
      participant: number;
      baby_name: string;
      /** @description Prénom et initiale du parent */
      participant_name: string;
      /** @description Photo au format carte */
      photo_url: string;
      country: string;
      participant_data: components['schemas']['WinnerParticipantData'];
      user: number | null;
      user_id: number | null;
      /** Format: date-time */
      awarded_at: string;
    };
    WinnerTotalsResponse: {
      /** @description Concours terminés ayant des gagnants */
      contests: number;
      winners: number;
      /** @description Total des lots, en F CFA */
      prizes: number;
    };
    WonContestResponse: {
      /** @description Identifiant du concours */
      id: number;
      title: string;
      /** Format: date-time */
      end_date: string;
      /** @enum {string} */
      status: 'available' | 'claimed' | 'expired';
      rank: number;
      prize: number;
      winner_id: number;
      baby_name: string;
      photo_url: string;
      /**
       * @description Suivi de la réclamation
       * @enum {string|null}
       */
      claim_status: 'pending' | 'paid' | 'rejected' | null;
      /**
       * Format: date-time
       * @description Dernier jour pour réclamer
       */
      claim_deadline: string | null;
    };
    RecomputeWinnersDto: {
      /** @example Votes annulés après le concours : comptes créés en série */
      reason: string;
      override_claimed?: boolean;
    };
    RecomputeWinnersResponse: {
      detail: string;
      changed: boolean;
      winners: components['schemas']['WinnerResponse'][];
    };
    ClaimWinnerData: {
      contest: number;
      contest_title: string;
      /** @description Prénom et initiale du parent */
      participant_name: string;
      participant_baby_name: string;
      rank: number;
      /** @description Lot en F CFA */
      prize: number;
    };
    PrizeClaimResponse: {
      id: number;
      phone_number: string;
      /**
       * @description Opérateur de mobile money choisi (absent des réclamations plus anciennes)
       * @example Wave
       */
      operator: string | null;
      /** @enum {string} */
      status: 'pending' | 'paid' | 'rejected';
      status_display: string;
      payout_reference: string | null;
      payout_amount: number | null;
      rejection_reason: string | null;
      /** Format: date-time */
      decided_at: string | null;
      /** Format: date-time */
      created_at: string;
      winner_data: components['schemas']['ClaimWinnerData'];
    };
    CanClaimResponse: {
      can_claim: boolean;
      rank: number;
      message: string;
      winner_id: number;
      prize: number;
      /**
       * Format: date-time
       * @description Dernier jour pour réclamer
       */
      claim_deadline: string | null;
      claim: components['schemas']['PrizeClaimResponse'] | null;
    };
    CreatePrizeClaimDto: {
      /** @description Identifiant du gagnant (winner_id de can-claim) */
      winner: number;
      /**
       * @description Numéro qui recevra le paiement (mobile money)
       * @example +221771234567
       */
      phone_number: string;
      /**
       * @description Pays du numéro (un des pays servis) ; par défaut celui de la participation
       * @example Sénégal
       */
      country?: string;
      /**
       * @description Opérateur de mobile money : un de ceux du pays (Orange Money, Wave, MTN MoMo…), sinon son nom
       * @example Wave
       */
      operator: string;
    };
    CreatedPrizeClaimResponse: {
      id: number;
      phone_number: string;
      /**
       * @description Opérateur de mobile money choisi (absent des réclamations plus anciennes)
       * @example Wave
       */
      operator: string | null;
      /** @enum {string} */
      status: 'pending' | 'paid' | 'rejected';
      status_display: string;
      payout_reference: string | null;
      payout_amount: number | null;
      rejection_reason: string | null;
      /** Format: date-time */
      decided_at: string | null;
      /** Format: date-time */
      created_at: string;
      winner_data: components['schemas']['ClaimWinnerData'];
      /** @description Message de confirmation */
      detail: string;
    };
    AdminPrizeClaimResponse: {
      id: number;
      phone_number: string;
      /**
       * @description Opérateur de mobile money choisi (absent des réclamations plus anciennes)
       * @example Wave
       */
      operator: string | null;
      /** @enum {string} */
      status: 'pending' | 'paid' | 'rejected';
      status_display: string;
      payout_reference: string | null;
      payout_amount: number | null;
      rejection_reason: string | null;
      /** Format: date-time */
      decided_at: string | null;
      /** Format: date-time */
      created_at: string;
      winner_data: components['schemas']['ClaimWinnerData'];
      winner: number;
      participant: number;
      user_email: string | null;
      country: string;
      city: string;
    };
    ClaimsByRank: {
      first_place: number;
      second_place: number;
      third_place: number;
    };
    ClaimsByStatus: {
      pending: number;
      paid: number;
      rejected: number;
    };
    TopClaimContest: {
      winner__contest__id: number;
      winner__contest__title: string;
      total_claims: number;
    };
    PrizeClaimStatsResponse: {
      total_claims: number;
      claims_by_rank: components['schemas']['ClaimsByRank'];
      claims_by_status: components['schemas']['ClaimsByStatus'];
      /** @description Total versé, en F CFA */
      total_paid: number;
      top_contests: components['schemas']['TopClaimContest'][];
    };
    ExportedClaimParticipant: {
      id: number;
      /** @description Prénom et initiale du parent */
      user_name: string;
      baby_name: string;
      user_email: string | null;
      country: string;
      city: string;
    };
    ExportedClaimWinner: {
      id: number;
      rank: number;
      /** @description Lot en F CFA */
      prize: number;
      contest_title: string;
      participant: components['schemas']['ExportedClaimParticipant'];
    };
    ExportedPrizeClaim: {
      id: number;
      phone_number: string;
      /**
       * @description Opérateur de mobile money choisi (absent des réclamations plus anciennes)
       * @example Wave
       */
      operator: string | null;
      /** @enum {string} */
      status: 'pending' | 'paid' | 'rejected';
      status_display: string;
      payout_reference: string | null;
      payout_amount: number | null;
      rejection_reason: string | null;
      /** Format: date-time */
      decided_at: string | null;
      /** Format: date-time */
      created_at: string;
      winner_data: components['schemas']['ClaimWinnerData'];
      winner: components['schemas']['ExportedClaimWinner'];
    };
    PrizeClaimExportResponse: {
      claims: components['schemas']['ExportedPrizeClaim'][];
      total_exported: number;
    };
    PayPrizeClaimDto: {
      /** @example MP240315.1200.A12345 */
      payout_reference: string;
      /**
       * @description Montant versé en F CFA, au plus le lot du gagnant
       * @example 100000
       */
      payout_amount: number;
    };
    RejectPrizeClaimDto: {
      /** @example Acte de naissance de l'enfant non fourni dans les 30 jours */
      reason: string;
    };
    TestimonialWinnerData: {
      /** @description Identifiant du gagnant */
      id: number;
      rank: number;
      /** @description Lot en F CFA */
      prize: number;
      contest: number;
      contest_title: string;
      /** @description Prénom et initiale du parent */
      participant_name: string;
      participant_baby_name: string;
      participant: number;
      user_id: number;
      /** @description Les comptes n’ont pas de photo de profil */
      user_profile_picture: string | null;
      /** @description Photo du bébé au format carte */
      baby_photo: string;
    };
    TestimonialResponse: {
      id: number;
      /** @description Auteur */
      user: number;
      rating: number;
      text: string;
      winner: number;
      winner_data: components['schemas']['TestimonialWinnerData'];
      /** @description Masqué par la modération (visible seulement de son auteur) */
      is_hidden: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    CreateTestimonialDto: {
      /** @default 1 */
      rating: number;
      /** @example Merci à tous ceux qui ont voté pour Awa ! */
      text: string;
      /** @description Le gain (winner_id) dont parle le témoignage */
      winner: number;
    };
    UpdateTestimonialDto: {
      rating?: number;
      text?: string;
    };
    TestimonialDetailResponse: {
      detail: string;
    };
    HideTestimonialDto: {
      /** @example Propos injurieux */
      reason: string;
    };
    CreateCommentDto: {
      /** @example Quel sourire ! Bonne chance à Awa. */
      text: string;
    };
    CommentResponse: {
      id: number;
      /** @description Texte tel que saisi (à afficher comme du texte, jamais comme du HTML) */
      text: string;
      participant: number;
      /** @description Auteur */
      user: number;
      first_name: string;
      last_name: string;
      is_edited: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    FlagCommentDto: {
      /** @example Propos injurieux */
      reason?: string;
    };
    CommentDetailResponse: {
      detail: string;
    };
    UpdateCommentDto: {
      text?: string;
      /** @description Modération : false masque le commentaire, true le rend visible */
      is_active?: boolean;
    };
    AdminCommentResponse: {
      id: number;
      /** @description Texte tel que saisi (à afficher comme du texte, jamais comme du HTML) */
      text: string;
      participant: number;
      /** @description Auteur */
      user: number;
      first_name: string;
      last_name: string;
      is_edited: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /** @description Comme text */
      content: string;
      author_name: string;
      /** @description Nom d'utilisateur de l'auteur */
      username: string;
      /** @description Seulement pour la permission « Gérer les utilisateurs » */
      author_email: string | null;
      is_active: boolean;
      is_flagged: boolean;
      /** @description Masqué automatiquement par les signalements */
      hidden_by_flags: boolean;
      /** @description Signalements depuis le dernier examen */
      flag_count: number;
      baby_name: string;
      contest: number;
      contest_title: string;
    };
    CommentStatsResponse: {
      total: number;
      active: number;
      /** @description Masqués (en attente de modération ou masqués par un modérateur) */
      pending: number;
      flagged: number;
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
      description?: string;
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
      promotion_description?: string;
    };
    UpdateVotePackDto: {
      /** @example Pack Boost */
      name?: string;
      description?: string;
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
      promotion_description?: string;
    };
    FreeVoteResponse: {
      /** @description Ligne du registre des votes */
      id: number;
      /** @description Reçu du vote : à vérifier sur /verifier une fois le vote dans un état signé du registre */
      receipt: components['schemas']['VoteReceiptResponse'];
      participant: number;
      contest: number;
      /** @description Votes du participant dans le classement au moment de la réponse */
      vote_count: number;
      /**
       * Format: date-time
       * @description Prochain vote gratuit possible pour ce participant
       */
      next_vote_at: string;
      /**
       * @description held : vote reçu, en vérification (pas encore compté)
       * @enum {string}
       */
      status: 'counted' | 'held';
      /** @example Merci pour votre vote ! */
      detail: string;
    };
    FreeVoteRefusalResponse: {
      detail: string;
      /**
       * Format: date-time
       * @description Absent quand une preuve de travail est demandée
       */
      next_vote_at?: string;
      /** @description Secondes avant le prochain vote gratuit */
      retry_after?: number;
      /** @enum {string} */
      code?: 'proof_of_work_required';
      /** @description Défi à résoudre par le navigateur, puis renvoyer le vote avec X-Proof-Of-Work */
      challenge?: components['schemas']['ProofOfWorkChallengeResponse'];
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
      header?: {
        /** @description Défi résolu, exigé seulement quand l’adresse est très active (réponse 429 `proof_of_work_required`) : JSON {algorithm, challenge, number, salt, signature} en base64. Un défi ne sert qu’une fois. */
        'X-Proof-Of-Work'?: string;
      };
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
        content: {
          'application/json': components['schemas']['RegisterResponse'];
        };
      };
      /** @description Adresse très active : renvoyer la requête avec le défi résolu (`challenge`). Sans `code`, avec `Retry-After` : le plafond de l’adresse est atteint. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProofOfWorkRequiredResponse'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: {
        /** @description Défi résolu, exigé seulement quand l’adresse est très active (réponse 429 `proof_of_work_required`) : JSON {algorithm, challenge, number, salt, signature} en base64. Un défi ne sert qu’une fois. */
        'X-Proof-Of-Work'?: string;
      };
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
      /** @description Adresse très active : renvoyer la requête avec le défi résolu (`challenge`). Sans `code`, avec `Retry-After` : le plafond de l’adresse est atteint. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProofOfWorkRequiredResponse'];
        };
      };
    };
  };
  AuthController_challenge: {
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
          'application/json': components['schemas']['ProofOfWorkChallengeResponse'];
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
  AdminSessionController_signIn: {
    parameters: {
      query?: never;
      header?: {
        /** @description Défi résolu, exigé seulement quand l’adresse est très active (réponse 429 `proof_of_work_required`) : JSON {algorithm, challenge, number, salt, signature} en base64. Un défi ne sert qu’une fois. */
        'X-Proof-Of-Work'?: string;
      };
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
          'application/json': components['schemas']['AdminSessionResponse'];
        };
      };
      /** @description Adresse très active : renvoyer la requête avec le défi résolu (`challenge`). Sans `code`, avec `Retry-After` : le plafond de l’adresse est atteint. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProofOfWorkRequiredResponse'];
        };
      };
    };
  };
  AdminSessionController_signOut: {
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
          'application/json': components['schemas']['DetailResponse'];
        };
      };
    };
  };
  AdminSessionController_refresh: {
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
          'application/json': components['schemas']['AdminSessionResponse'];
        };
      };
    };
  };
  'SocialAuthController_google[0]': {
    parameters: {
      query?: never;
      header?: {
        /** @description Défi résolu, exigé seulement quand l’adresse est très active (réponse 429 `proof_of_work_required`) : JSON {algorithm, challenge, number, salt, signature} en base64. Un défi ne sert qu’une fois. */
        'X-Proof-Of-Work'?: string;
      };
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
        content: {
          'application/json': components['schemas']['RegisterResponse'];
        };
      };
      /** @description Adresse très active : renvoyer la requête avec le défi résolu (`challenge`). Sans `code`, avec `Retry-After` : le plafond de l’adresse est atteint. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProofOfWorkRequiredResponse'];
        };
      };
    };
  };
  'SocialAuthController_google[1]': {
    parameters: {
      query?: never;
      header?: {
        /** @description Défi résolu, exigé seulement quand l’adresse est très active (réponse 429 `proof_of_work_required`) : JSON {algorithm, challenge, number, salt, signature} en base64. Un défi ne sert qu’une fois. */
        'X-Proof-Of-Work'?: string;
      };
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
        content: {
          'application/json': components['schemas']['RegisterResponse'];
        };
      };
      /** @description Adresse très active : renvoyer la requête avec le défi résolu (`challenge`). Sans `code`, avec `Retry-After` : le plafond de l’adresse est atteint. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProofOfWorkRequiredResponse'];
        };
      };
    };
  };
  'SocialAuthController_facebook[0]': {
    parameters: {
      query?: never;
      header?: {
        /** @description Défi résolu, exigé seulement quand l’adresse est très active (réponse 429 `proof_of_work_required`) : JSON {algorithm, challenge, number, salt, signature} en base64. Un défi ne sert qu’une fois. */
        'X-Proof-Of-Work'?: string;
      };
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
        content: {
          'application/json': components['schemas']['RegisterResponse'];
        };
      };
      /** @description Adresse très active : renvoyer la requête avec le défi résolu (`challenge`). Sans `code`, avec `Retry-After` : le plafond de l’adresse est atteint. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProofOfWorkRequiredResponse'];
        };
      };
    };
  };
  'SocialAuthController_facebook[1]': {
    parameters: {
      query?: never;
      header?: {
        /** @description Défi résolu, exigé seulement quand l’adresse est très active (réponse 429 `proof_of_work_required`) : JSON {algorithm, challenge, number, salt, signature} en base64. Un défi ne sert qu’une fois. */
        'X-Proof-Of-Work'?: string;
      };
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
        content: {
          'application/json': components['schemas']['RegisterResponse'];
        };
      };
      /** @description Adresse très active : renvoyer la requête avec le défi résolu (`challenge`). Sans `code`, avec `Retry-After` : le plafond de l’adresse est atteint. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProofOfWorkRequiredResponse'];
        };
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
        ordering?:
          | 'name'
          | '-name'
          | 'email'
          | '-email'
          | 'group'
          | '-group'
          | 'status'
          | '-status'
          | 'date_joined'
          | '-date_joined'
          | 'id'
          | '-id';
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['UserResponse'][];
          };
        };
      };
    };
  };
  UserController_createAdministrator: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAdministratorDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDetailResponse'];
        };
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
          'application/json': components['schemas']['UserDetailResponse'];
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
          'application/json': components['schemas']['UserDetailResponse'];
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
          'application/json': components['schemas']['UserDetailResponse'];
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
  UserController_deleteOwnAccount: {
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
        'application/json': components['schemas']['DeleteAccountDto'];
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
  EmailConfirmationController_resend: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DetailResponse'];
        };
      };
    };
  };
  EmailConfirmationController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uid: string;
        token: string;
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
          'application/json': components['schemas']['DetailResponse'];
        };
      };
    };
  };
  PhoneSignInController_sendCode: {
    parameters: {
      query?: never;
      header?: {
        /** @description Défi résolu, exigé seulement quand l’adresse est très active (réponse 429 `proof_of_work_required`) : JSON {algorithm, challenge, number, salt, signature} en base64. Un défi ne sert qu’une fois. */
        'X-Proof-Of-Work'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PhoneCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneCodeSentResponse'];
        };
      };
      /** @description Adresse très active : renvoyer la requête avec le défi résolu (`challenge`). Sans `code`, avec `Retry-After` : le plafond de l’adresse est atteint. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProofOfWorkRequiredResponse'];
        };
      };
    };
  };
  PhoneSignInController_signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PhoneSignInDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneSignInResponse'];
        };
      };
    };
  };
  PhoneSignInController_sendCodeForAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description Défi résolu, exigé seulement quand l’adresse est très active (réponse 429 `proof_of_work_required`) : JSON {algorithm, challenge, number, salt, signature} en base64. Un défi ne sert qu’une fois. */
        'X-Proof-Of-Work'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PhoneCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneCodeSentResponse'];
        };
      };
      /** @description Adresse très active : renvoyer la requête avec le défi résolu (`challenge`). Sans `code`, avec `Retry-After` : le plafond de l’adresse est atteint. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProofOfWorkRequiredResponse'];
        };
      };
    };
  };
  PhoneSignInController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PhoneSignInDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneSignInResponse'];
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
  RankingController_freePage: {
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
  VoteAuditController_ledger: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        channel?: 'web' | 'ussd' | 'sms';
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['LedgerLineResponse'][];
          };
        };
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
        content: {
          'application/json': components['schemas']['ReversalResponse'];
        };
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
        content: {
          'application/json': components['schemas']['ReversalResponse'];
        };
      };
    };
  };
  VoteAuditController_preview: {
    parameters: {
      query?: {
        /** @description Un seul vote (identifiant de la ligne du registre) */
        vote_id?: number;
        /** @description Tous les votes de ce votant dans le concours */
        voter_id?: number;
        /** @description Tous les votes venus de cette connexion (empreinte IP) dans le concours */
        ip_hash?: string;
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
          'application/json': components['schemas']['ReversalPreviewResponse'];
        };
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['AuditLineResponse'][];
          };
        };
      };
    };
  };
  HeldVotesController_clusters: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description Les votes pour ce participant */
        participant?: number;
        /** @description Votes émis à partir de cet instant */
        from?: string;
        /** @description Votes émis avant cet instant */
        to?: string;
        by?: 'address' | 'device' | 'participant' | 'window';
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
          'application/json': components['schemas']['HeldClusterResponse'][];
        };
      };
    };
  };
  HeldVotesController_votes: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description Les votes pour ce participant */
        participant?: number;
        /** @description Votes émis à partir de cet instant */
        from?: string;
        /** @description Votes émis avant cet instant */
        to?: string;
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['HeldVoteResponse'][];
          };
        };
      };
    };
  };
  HeldVotesController_decide: {
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
        'application/json': components['schemas']['DecideHeldVotesDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HeldDecisionResponse'];
        };
      };
    };
  };
  HeldQueueController_counts: {
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
          'application/json': components['schemas']['HeldCountsResponse'];
        };
      };
    };
  };
  HeldQueueController_queue: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description Les votes de ce concours (tous les concours sans lui) */
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['HeldQueueVoteResponse'][];
          };
        };
      };
    };
  };
  HeldQueueController_decide: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DecideHeldSelectionDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HeldDecisionResponse'];
        };
      };
    };
  };
  StatementController_summary: {
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
          'application/json': components['schemas']['StatementSummaryResponse'];
        };
      };
    };
  };
  StatementController_lines: {
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['StatementLineResponse'][];
          };
        };
      };
    };
  };
  StatementController_csv: {
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
        content?: never;
      };
    };
  };
  StatementController_dispute: {
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
        'application/json': components['schemas']['OpenDisputeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DisputeResponse'];
        };
      };
    };
  };
  AdminStatementController_summary: {
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
          'application/json': components['schemas']['StatementSummaryResponse'];
        };
      };
    };
  };
  AdminStatementController_lines: {
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['StatementLineResponse'][];
          };
        };
      };
    };
  };
  AdminStatementController_csv: {
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
        content?: never;
      };
    };
  };
  AdminStatementController_disputes: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'open' | 'answered';
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['AdminDisputeResponse'][];
          };
        };
      };
    };
  };
  AdminStatementController_answer: {
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
        'application/json': components['schemas']['AnswerDisputeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDisputeResponse'];
        };
      };
    };
  };
  VoterReceiptsController_page: {
    parameters: {
      query?: {
        /** @description Reçus plus anciens que celui-ci (next_before de la page précédente) */
        before?: number;
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
        content: {
          'application/json': components['schemas']['VoterReceiptPageResponse'];
        };
      };
    };
  };
  PaymentsController_mine: {
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['PaymentSummaryResponse'][];
          };
        };
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
        content: {
          'application/json': components['schemas']['PaymentSummaryResponse'];
        };
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
        content: {
          'application/json': components['schemas']['PaymentSummaryResponse'];
        };
      };
    };
  };
  CinetpayController_init: {
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
        content: {
          'application/json': components['schemas']['PaymentCheckoutResponse'];
        };
      };
    };
  };
  CinetpayController_status: {
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
        content: {
          'application/json': components['schemas']['PaymentSummaryResponse'];
        };
      };
    };
  };
  PaydunyaController_init: {
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
        content: {
          'application/json': components['schemas']['PaymentCheckoutResponse'];
        };
      };
    };
  };
  PaydunyaController_status: {
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
        content: {
          'application/json': components['schemas']['PaymentSummaryResponse'];
        };
      };
    };
  };
  IntouchController_init: {
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
        content: {
          'application/json': components['schemas']['PaymentCheckoutResponse'];
        };
      };
    };
  };
  IntouchController_status: {
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
        content: {
          'application/json': components['schemas']['PaymentSummaryResponse'];
        };
      };
    };
  };
  PaymentsAdminController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'flagged' | 'late';
        provider?: 'cinetpay' | 'paydunya' | 'intouch';
        to_refund?: boolean;
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['AdminPaymentResponse'][];
          };
        };
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
  PaymentsAdminController_refund: {
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
        'application/json': components['schemas']['RefundPaymentDto'];
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
        source?: 'init' | 'notification' | 'return' | 'check' | 'expiry' | 'admin' | 'refund';
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['InboundEventResponse'][];
          };
        };
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
  DashboardController_figures: {
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
          'application/json': components['schemas']['DashboardResponse'];
        };
      };
    };
  };
  DashboardController_votesPerHour: {
    parameters: {
      query: {
        /** @description Concours */
        contest: number;
        /** @description Heures couvertes (jusqu’à 30 jours) */
        hours?: number;
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
          'application/json': components['schemas']['HourlyVotesResponse'][];
        };
      };
    };
  };
  DashboardController_liveTicket: {
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
          'application/json': components['schemas']['LiveTicketResponse'];
        };
      };
    };
  };
  AuditLogController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        action?:
          | 'reverse_vote'
          | 'reverse_voter'
          | 'reverse_ip'
          | 'release_held_votes'
          | 'reject_held_votes'
          | 'answer_vote_dispute'
          | 'recompute_winners'
          | 'pay_prize_claim'
          | 'reject_prize_claim'
          | 'hide_testimonial'
          | 'show_testimonial'
          | 'hide_comment'
          | 'unhide_comment'
          | 'unflag_comment'
          | 'delete_comment'
          | 'update_site_settings'
          | 'update_channel_settings'
          | 'update_contest_channels'
          | 'refund_payment'
          | 'create_administrator'
          | 'set_staff'
          | 'set_active'
          | 'set_user_groups'
          | 'set_group_permissions'
          | 'delete_user'
          | 'move_phone_number';
        /** @description Administrateur auteur de l’action */
        actor?: number;
        /** @description Concours */
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['AuditRecordResponse'][];
          };
        };
      };
    };
  };
  SiteSettingsController_document: {
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
          'application/json': components['schemas']['SiteSettingsResponse'];
        };
      };
    };
  };
  AdminSiteSettingsController_view: {
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
          'application/json': components['schemas']['AdminSiteSettingsResponse'];
        };
      };
    };
  };
  AdminSiteSettingsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSiteSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSiteSettingsResponse'];
        };
      };
    };
  };
  SetupChecklistController_items: {
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
          'application/json': components['schemas']['SetupChecklistResponse'];
        };
      };
    };
  };
  TransparencyController_keys: {
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
          'application/json': components['schemas']['TransparencyKeyResponse'][];
        };
      };
    };
  };
  TransparencyController_latestHead: {
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
          'application/json': components['schemas']['TreeHeadResponse'];
        };
      };
    };
  };
  TransparencyController_heads: {
    parameters: {
      query?: {
        /** @description Lire les états signés avant celui-ci (next_before de la page précédente) */
        before?: number;
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
        content: {
          'application/json': components['schemas']['TreeHeadPageResponse'];
        };
      };
    };
  };
  TransparencyController_consistency: {
    parameters: {
      query: {
        /** @description Taille de l'état de départ */
        first: number;
        /** @description Taille de l'état d'arrivée */
        second: number;
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
          'application/json': components['schemas']['ConsistencyProofResponse'];
        };
      };
    };
  };
  TransparencyController_receiptProof: {
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
          'text/plain': string;
        };
      };
    };
  };
  TransparencyController_receipt: {
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
          'application/json': components['schemas']['ReceiptProofResponse'];
        };
      };
    };
  };
  LogTilesController_checkpoint: {
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
          'text/plain': string;
        };
      };
    };
  };
  LogTilesController_verifierKey: {
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
          'text/plain': string;
        };
      };
    };
  };
  LogTilesController_witnesses: {
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
          'application/json': components['schemas']['LogWitnessesResponse'];
        };
      };
    };
  };
  LogTilesController_tile: {
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
          'application/octet-stream': string;
        };
      };
      /** @description Cette tuile du registre n'existe pas (encore) : vérifiez son adresse et la taille du dernier point de contrôle. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ResultsController_summary: {
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
          'application/json': components['schemas']['ResultsDossierResponse'];
        };
      };
    };
  };
  ResultsController_file: {
    parameters: {
      query?: {
        version?: number;
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
  ResultsController_pdf: {
    parameters: {
      query?: {
        version?: number;
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
  NotificationsController_key: {
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
          'application/json': components['schemas']['PushKeyResponse'];
        };
      };
    };
  };
  NotificationsController_settings: {
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
          'application/json': components['schemas']['NotificationSettingsResponse'];
        };
      };
    };
  };
  NotificationsController_saveSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationSettingsResponse'];
        };
      };
    };
  };
  NotificationsController_subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscribeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationSettingsResponse'];
        };
      };
    };
  };
  NotificationsController_unsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnsubscribeDto'];
      };
    };
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NotificationsController_page: {
    parameters: {
      query?: {
        /** @description Notifications plus anciennes que celle-ci (next_before de la page précédente) */
        before?: number;
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
        content: {
          'application/json': components['schemas']['NotificationPageResponse'];
        };
      };
    };
  };
  ContestChannelsController_channels: {
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
          'application/json': components['schemas']['ContestChannelsPublicResponse'];
        };
      };
      /** @description Concours inconnu, supprimé ou en brouillon */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ChannelsAdminController_overview: {
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
          'application/json': components['schemas']['AdminChannelsResponse'];
        };
      };
    };
  };
  ChannelsAdminController_updateSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateChannelSettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChannelSettingsResponse'];
        };
      };
    };
  };
  ChannelsAdminController_setContestChannels: {
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
        'application/json': components['schemas']['UpdateContestChannelsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContestChannelsResponse'];
        };
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['PreregistrationResponse'][];
          };
        };
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['AdminPreregistrationResponse'][];
          };
        };
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['BabyResponse'][];
          };
        };
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
        /** @description Recherche dans le prénom, le pays et la ville, sans tenir compte des majuscules ni des accents, ou un code de vote entier */
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['ParticipantResponse'][];
          };
        };
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
        gender?: 'female' | 'male';
        /** @description Âge en années révolues aujourd'hui */
        age_category?: '0-1' | '1-2' | '2-3' | '3-4' | '4-5' | '5+';
        /** @description Pays exact du participant */
        country?: string;
        /** @description Ville (une partie du nom suffit ; ni la casse ni les accents ne comptent) */
        city?: string;
        /** @description Recherche dans le prénom, le pays et la ville, sans tenir compte des majuscules ni des accents, ou un code de vote entier */
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['ParticipantResponse'][];
          };
        };
      };
    };
  };
  ParticipantController_register: {
    parameters: {
      query?: never;
      header?: {
        /** @description Renvoyer le formulaire avec la même clé rend l'inscription déjà faite, sans en créer une autre */
        'Idempotency-Key'?: string;
      };
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
  WinnerController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        /** @description Les gagnants de ce concours seulement */
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['WinnerResponse'][];
          };
        };
      };
    };
  };
  WinnerController_totals: {
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
          'application/json': components['schemas']['WinnerTotalsResponse'];
        };
      };
    };
  };
  WinnerController_myWins: {
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
          'application/json': components['schemas']['WonContestResponse'][];
        };
      };
    };
  };
  WinnerController_recompute: {
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
        'application/json': components['schemas']['RecomputeWinnersDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecomputeWinnersResponse'];
        };
      };
    };
  };
  PrizeClaimController_canClaim: {
    parameters: {
      query: {
        contest_id: number;
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
          'application/json': components['schemas']['CanClaimResponse'];
        };
      };
    };
  };
  PrizeClaimController_claim: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePrizeClaimDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedPrizeClaimResponse'];
        };
      };
    };
  };
  AdminPrizeClaimController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: 10 | 20 | 50 | 100;
        /** @description Bébé, parent, e-mail, téléphone ou titre du concours */
        search?: string;
        winner_rank?: 1 | 2 | 3;
        /** @description Concours */
        contest?: number;
        status?: 'pending' | 'paid' | 'rejected';
        /** @description Réclamations faites à partir de ce jour ou de cet instant */
        date_from?: string;
        /** @description Réclamations faites jusqu'à ce jour inclus ou jusqu'à cet instant */
        date_to?: string;
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['AdminPrizeClaimResponse'][];
          };
        };
      };
    };
  };
  AdminPrizeClaimController_stats: {
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
          'application/json': components['schemas']['PrizeClaimStatsResponse'];
        };
      };
    };
  };
  AdminPrizeClaimController_export: {
    parameters: {
      query?: {
        /** @description Bébé, parent, e-mail, téléphone ou titre du concours */
        search?: string;
        winner_rank?: 1 | 2 | 3;
        /** @description Concours */
        contest?: number;
        status?: 'pending' | 'paid' | 'rejected';
        /** @description Réclamations faites à partir de ce jour ou de cet instant */
        date_from?: string;
        /** @description Réclamations faites jusqu'à ce jour inclus ou jusqu'à cet instant */
        date_to?: string;
        /** @description csv : fichier prêt pour un tableur */
        format?: 'json' | 'csv';
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
          'application/json': components['schemas']['PrizeClaimExportResponse'];
          'text/csv': components['schemas']['PrizeClaimExportResponse'];
        };
      };
    };
  };
  AdminPrizeClaimController_get: {
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
          'application/json': components['schemas']['AdminPrizeClaimResponse'];
        };
      };
    };
  };
  AdminPrizeClaimController_pay: {
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
        'application/json': components['schemas']['PayPrizeClaimDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPrizeClaimResponse'];
        };
      };
    };
  };
  AdminPrizeClaimController_reject: {
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
        'application/json': components['schemas']['RejectPrizeClaimDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPrizeClaimResponse'];
        };
      };
    };
  };
  TestimonialController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        mine?: boolean;
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['TestimonialResponse'][];
          };
        };
      };
    };
  };
  TestimonialController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTestimonialDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestimonialResponse'];
        };
      };
    };
  };
  TestimonialController_get: {
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
          'application/json': components['schemas']['TestimonialResponse'];
        };
      };
    };
  };
  TestimonialController_delete: {
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
          'application/json': components['schemas']['TestimonialDetailResponse'];
        };
      };
    };
  };
  TestimonialController_update: {
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
        'application/json': components['schemas']['UpdateTestimonialDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestimonialResponse'];
        };
      };
    };
  };
  AdminTestimonialController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        mine?: boolean;
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['TestimonialResponse'][];
          };
        };
      };
    };
  };
  AdminTestimonialController_hide: {
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
        'application/json': components['schemas']['HideTestimonialDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TestimonialResponse'];
        };
      };
    };
  };
  AdminTestimonialController_show: {
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
          'application/json': components['schemas']['TestimonialResponse'];
        };
      };
    };
  };
  CommentController_create: {
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
        'application/json': components['schemas']['CreateCommentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentResponse'];
        };
      };
    };
  };
  CommentController_list: {
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
        content: {
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['CommentResponse'][];
          };
        };
      };
    };
  };
  CommentController_flag: {
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
        'application/json': components['schemas']['FlagCommentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentDetailResponse'];
        };
      };
    };
  };
  CommentModerationController_get: {
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
          'application/json': components['schemas']['AdminCommentResponse'];
        };
      };
    };
  };
  CommentController_delete: {
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
          'application/json': components['schemas']['CommentDetailResponse'];
        };
      };
    };
  };
  CommentController_update: {
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
        'application/json': components['schemas']['UpdateCommentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCommentResponse'];
        };
      };
    };
  };
  CommentModerationController_list: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'all' | 'flagged' | 'hidden';
        /** @description Texte, auteur (nom, e-mail) ou nom du bébé */
        search?: string;
        /** @description Concours */
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['AdminCommentResponse'][];
          };
        };
      };
    };
  };
  CommentModerationController_flagged: {
    parameters: {
      query?: {
        page?: number;
        page_size?: number;
        status?: 'all' | 'flagged' | 'hidden';
        /** @description Texte, auteur (nom, e-mail) ou nom du bébé */
        search?: string;
        /** @description Concours */
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
          'application/json': components['schemas']['PageResponse'] & {
            results: components['schemas']['AdminCommentResponse'][];
          };
        };
      };
    };
  };
  CommentModerationController_stats: {
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
          'application/json': components['schemas']['CommentStatsResponse'];
        };
      };
    };
  };
  CommentModerationController_hide: {
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
          'application/json': components['schemas']['AdminCommentResponse'];
        };
      };
    };
  };
  CommentModerationController_unhide: {
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
          'application/json': components['schemas']['AdminCommentResponse'];
        };
      };
    };
  };
  CommentModerationController_unflag: {
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
          'application/json': components['schemas']['AdminCommentResponse'];
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
  FreeVoteRoute_vote: {
    parameters: {
      query?: never;
      header?: {
        /** @description Rejouer la requête rend la première réponse */
        'Idempotency-Key'?: string;
        /** @description Défi résolu (JSON {algorithm, challenge, number, salt, signature} en base64), exigé au premier vote d’un appareil (réponse 429 `proof_of_work_required`). Un défi ne sert qu’une fois (400 sinon). */
        'X-Proof-Of-Work'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Vote compté */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FreeVoteResponse'];
        };
      };
      /** @description Vote reçu, en vérification : enregistré, compté quand un administrateur le valide */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FreeVoteResponse'];
        };
      };
      /** @description Compte sans numéro de téléphone confirmé (`code: phone_required`) : confirmer un numéro par SMS, puis voter */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FreeVoteRefusalResponse'];
        };
      };
      /** @description Délai de 10 minutes, ou plafond du jour atteint : du compte, de l’appareil, de la connexion (en-tête Retry-After) ; ou premier vote de cet appareil sans preuve de travail (`code: proof_of_work_required`, `challenge` à résoudre, puis renvoyer le vote avec X-Proof-Of-Work) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FreeVoteRefusalResponse'];
        };
      };
    };
  };
}
