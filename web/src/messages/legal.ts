/**
 * The rules, the legal pages and the footer. Each text says what the site really does (checked
 * against the API: account deletion, photo processing, vote and payment records).
 */
export const legal = {
  updated: (date: string) => `Dernière mise à jour : ${date}`,
  changes: 'Historique des modifications',
  onThisPage: 'Sur cette page',
  support: {
    title: 'Contacter le support',
    text: 'Notre équipe répond 7 jours sur 7, 24 h sur 24.',
    whatsapp: 'WhatsApp',
    email: 'E-mail',
  },
  conditions: {
    title: 'Conditions de participation',
    /** The rules' change log, oldest first: the page shows the latest date. */
    changes: [
      { date: '2026-11-24', summary: 'Publication des conditions de participation.' },
      {
        date: '2026-11-26',
        summary:
          'Votes gratuits limités par téléphone ; relevé des votes de chaque enfant et contestation des votes refusés ou annulés.',
      },
      {
        date: '2026-11-27',
        summary: 'Confirmation de l’adresse e-mail, prise en compte dans le contrôle des votes gratuits.',
      },
    ],
    intro:
      'Ces règles s’appliquent à chaque concours Bébé Star. En inscrivant un enfant, vous les acceptez, ainsi que les conditions générales d’utilisation.',
    sections: [
      {
        title: 'Qui peut inscrire un enfant',
        items: [
          'Seul un adulte qui est le parent ou le représentant légal de l’enfant, et qui exerce l’autorité parentale, peut l’inscrire.',
          'Les concours sont ouverts aux enfants de 0 à 14 ans.',
          'La photo doit représenter l’enfant inscrit. Chaque participation a un seul compte parent.',
        ],
      },
      {
        title: 'Déroulement d’un concours',
        items: [
          'Avant l’ouverture, vous pouvez préinscrire votre enfant ; pendant le concours, vous l’inscrivez avec sa photo.',
          'Les trois participants qui ont le plus de votes à la clôture gagnent. À égalité, celui qui a atteint ce nombre de votes le premier est classé devant.',
          'Un enfant classé premier ne peut pas participer à un concours pendant les 30 jours qui suivent la clôture.',
        ],
      },
      {
        title: 'Votes',
        items: [
          'Il faut être connecté pour voter.',
          'Un vote gratuit toutes les 10 minutes pour un même participant, et au plus 50 votes gratuits par jour par compte et 50 par téléphone (votre navigateur, tous comptes confondus).',
          'Beaucoup de téléphones partagent la même adresse internet chez un opérateur mobile : la limite suit votre téléphone, pas cette adresse. Seul un plafond très large s’applique à une adresse, pour arrêter les robots.',
          'Si votre navigateur refuse les cookies, il ne peut pas être reconnu : ses votes gratuits comptent alors avec ceux de tous les navigateurs non reconnus de la même connexion, 50 par jour au total.',
          'Un vote inhabituel peut être mis en vérification : il est enregistré et compté dès qu’un administrateur l’a validé ; les parents le voient dans leur relevé.',
          'Confirmez votre adresse e-mail (le lien reçu à l’inscription, ou renvoyé depuis « Mon compte ») : les votes d’un compte tout neuf et confirmé sont moins souvent mis en vérification.',
          'Les packs de votes payants permettent de soutenir davantage un participant ; ils ne sont pas limités.',
        ],
      },
      {
        title: 'Fraude et sanctions',
        paragraphs: [
          'Toute tentative de fausser les votes est interdite : votes automatisés, comptes multiples ou fictifs, partage de connexions pour contourner les limites, ou tout autre moyen de manipuler le classement.',
          'L’équipe peut annuler les votes frauduleux. Selon la gravité, elle peut aussi annuler la participation, supprimer le compte et interdire la participation aux concours suivants.',
        ],
      },
      {
        title: 'Photo d’une participation',
        paragraphs: [
          'Une fois la participation validée, sa photo ne peut être ni changée ni retirée sans l’accord écrit de l’équipe Bébé Star : les votes reçus restent attachés à la même photo. Écrivez au support pour toute demande.',
          'Vous gardez à tout moment le droit de supprimer votre compte : la participation est alors retirée et sa photo effacée.',
        ],
      },
      {
        title: 'Gagnants et remise des lots',
        items: [
          '1er prix : la cagnotte (jackpot) du concours. 2e et 3e prix : les montants affichés sur la page du concours.',
          'Les gagnants sont prévenus par e-mail. Le lot se réclame depuis la page « Récupérer mon lot », dans les 30 jours qui suivent cette notification.',
          'Avant la remise, le gagnant fournit un extrait d’acte de naissance de l’enfant, une pièce d’identité valide du parent et un justificatif de l’autorité parentale. Sans ces documents, le gain est annulé.',
        ],
      },
      {
        title: 'Vos données',
        paragraphs: [
          'Vos données et celles de votre enfant servent uniquement au concours. Vous pouvez y accéder, les corriger et les supprimer : la politique de confidentialité explique ce qui est enregistré et pour combien de temps.',
        ],
      },
      {
        title: 'Droits sur les photos',
        paragraphs: [
          'Vous restez l’auteur de vos photos et gardez vos droits. En participant, vous accordez à Bébé Star une licence gratuite et non exclusive pour les montrer sur le site et promouvoir le concours (pages de vote partagées, annonce des gagnants). Les photos ne sont jamais vendues.',
        ],
      },
    ],
  },
  policies: {
    title: 'Politique de confidentialité',
    intro:
      'Cette page dit exactement ce que Bébé Star enregistre sur vous et sur votre enfant, qui peut le voir, combien de temps nous le gardons et comment le supprimer.',
    sections: [
      {
        title: 'Sur vous (le compte parent)',
        items: [
          'Votre adresse e-mail, votre prénom, votre nom et votre nom d’utilisateur.',
          'Ce que vous choisissez d’ajouter : numéro de téléphone, adresse, ville et pays.',
          'Votre mot de passe, jamais en clair : seule une empreinte chiffrée non réversible est gardée.',
          'Si vous vous connectez avec Google ou Facebook : l’identifiant de votre compte chez ce service, rien d’autre.',
        ],
      },
      {
        title: 'Sur votre enfant',
        items: [
          'Son prénom, sa date de naissance, son genre, sa description et sa photo.',
          'Pour chaque participation : le concours, le pays, la ville et le numéro de téléphone du parent.',
          'Pour chaque préinscription : le concours choisi.',
        ],
      },
      {
        title: 'Les photos',
        paragraphs: [
          'Chaque photo envoyée est décodée puis ré-encodée au format WebP en trois tailles. Toutes ses métadonnées sont supprimées : données EXIF, position GPS, modèle de l’appareil. Les fichiers sont enregistrés sous un nom aléatoire. Le fichier tel que vous l’avez envoyé n’est ni conservé ni jamais affiché.',
        ],
      },
      {
        title: 'Les votes',
        paragraphs: [
          'Chaque vote garde le numéro du compte qui a voté, le participant, la date, et deux empreintes calculées avec une clé secrète : celle de l’adresse IP et celle de l’identifiant de votre navigateur. Ni l’adresse IP ni cet identifiant ne sont enregistrés tels quels. Les empreintes servent à appliquer les limites de votes par téléphone et par connexion et à repérer la fraude.',
        ],
      },
      {
        title: 'Les paiements',
        paragraphs: [
          'Pour chaque achat de pack : le prestataire (CinetPay, PayDunya ou InTouch), le pack, le montant, la devise, le statut, les références de la transaction et les messages échangés avec le prestataire, qui peuvent contenir le numéro utilisé pour payer.',
          'Pour ouvrir le paiement, nous transmettons au prestataire votre nom, votre e-mail, votre téléphone, votre ville et votre pays. Vous payez sur sa page : nous ne voyons ni votre code mobile money ni les données de votre carte.',
        ],
      },
      {
        title: 'Commentaires, témoignages et lots',
        items: [
          'Vos commentaires et vos témoignages, avec leur date ; les signalements que vous faites.',
          'Pour une demande de lot : le numéro de téléphone indiqué, le statut et la référence du versement.',
        ],
      },
      {
        title: 'Qui voit quoi',
        items: [
          'Tout le monde : le prénom de l’enfant, sa photo, son âge, sa description, sa ville et son pays, ses votes et son rang ; sous un commentaire, le prénom, le nom et le nom d’utilisateur de son auteur ; sur un témoignage, le nom du gagnant, le prénom de l’enfant, le concours et le lot.',
          'Vous seul et les administrateurs : votre adresse e-mail, votre adresse et le numéro de téléphone du parent d’une participation.',
          'Les administrateurs : ce qu’il faut pour gérer les concours (comptes, participations, votes, paiements, demandes de lot, commentaires signalés). Leurs décisions sont enregistrées dans un journal.',
          'Les prestataires de paiement : ce qui est décrit ci-dessus, pour traiter le paiement. Aucune donnée n’est vendue.',
        ],
      },
      {
        title: 'Combien de temps',
        paragraphs: [
          'Vos données restent tant que votre compte existe. Une session de connexion inutilisée pendant 30 jours expire.',
          'Quand vous supprimez votre compte, tout ce qui vous concerne et concerne vos enfants est effacé aussitôt, photos comprises. Seuls restent les votes, les paiements et les demandes de lot, détachés de votre compte, pour que les classements et les comptes restent vérifiables.',
        ],
      },
      {
        title: 'Dans votre navigateur',
        paragraphs: [
          'Le site garde dans votre navigateur vos jetons de connexion, l’heure de votre dernier vote gratuit et le paiement en cours, et met en cache l’application et les photos pour charger plus vite. Un cookie, « bs_device », donne à votre navigateur un identifiant aléatoire signé, gardé 400 jours : il sert uniquement à compter les votes gratuits par téléphone. Pas de cookie publicitaire. Les boutons Google et Facebook chargent le script de ces services uniquement là où l’on se connecte.',
        ],
      },
      {
        title: 'Vos droits',
        paragraphs: [
          'Vous pouvez consulter et corriger vos informations dans Mon compte, et supprimer votre compte dans ses paramètres. Pour toute autre demande d’accès, de correction ou de suppression, contactez le support.',
        ],
      },
    ],
  },
  termsOfService: {
    title: 'Conditions générales d’utilisation et de vente',
    intro:
      'Ces conditions régissent l’utilisation du site Bébé Star et l’achat de packs de votes. Les règles propres aux concours sont dans les conditions de participation.',
    sections: [
      {
        title: 'Votre compte',
        items: [
          'Les informations de votre compte doivent être exactes. Un compte correspond à une seule personne.',
          'Vous êtes responsable de votre mot de passe et de ce qui est fait avec votre compte.',
          'Vous pouvez supprimer votre compte à tout moment, depuis ses paramètres.',
        ],
      },
      {
        title: 'Ce que vous publiez',
        items: [
          'Photos, descriptions, commentaires et témoignages doivent rester respectueux : pas d’insulte, de publicité ni d’information personnelle sur autrui.',
          'Les commentaires s’affichent comme du texte, sans mise en forme ; les liens n’y sont pas cliquables.',
          'Chaque lecteur connecté peut signaler un commentaire. Un commentaire signalé par trois personnes est masqué jusqu’à ce qu’un modérateur l’examine ; les modérateurs peuvent masquer ou supprimer tout commentaire.',
        ],
      },
      {
        title: 'Les packs de votes',
        items: [
          'Un pack est un nombre de votes crédités au participant que vous choisissez. Son prix en F CFA, et sa promotion éventuelle avec ses dates, sont affichés avant le paiement.',
          'Le paiement se fait par mobile money ou par carte chez CinetPay, PayDunya ou InTouch, sur la page du prestataire.',
          'Les votes sont crédités dès que le prestataire confirme le paiement. Un paiement échoué, annulé ou expiré ne crédite aucun vote.',
          'Un pack achète des votes, pas un service remboursable : une fois crédités, les votes ne sont ni remboursés ni transférés à un autre participant. Les votes annulés pour fraude ne sont pas remboursés.',
          'En cas de problème (montant débité sans votes crédités, par exemple), contactez le support avec la référence de la transaction.',
        ],
      },
      {
        title: 'Disponibilité du site',
        paragraphs: [
          'Nous faisons le nécessaire pour que le site et les votes en direct restent disponibles, sans pouvoir garantir l’absence de toute interruption (maintenance, panne d’un prestataire de paiement ou du réseau).',
        ],
      },
      {
        title: 'Manquements',
        paragraphs: [
          'En cas de non-respect de ces conditions ou des conditions de participation, l’équipe peut retirer un contenu, annuler des votes ou une participation, et supprimer le compte concerné.',
        ],
      },
    ],
  },
  dataDeletion: {
    title: 'Supprimer votre compte et vos données',
    intro:
      'Vous pouvez supprimer votre compte Bébé Star à tout moment, que vous vous connectiez avec un mot de passe, Google ou Facebook. La suppression est immédiate et définitive.',
    sections: [
      {
        title: 'Depuis le site',
        items: [
          'Connectez-vous, puis ouvrez Mon compte › Paramètres, onglet Sécurité.',
          'Dans « Supprimer mon compte », lisez l’avertissement puis continuez.',
          'Tapez le mot SUPPRIMER et votre mot de passe (laissez le mot de passe vide si vous vous connectez uniquement avec Google ou Facebook), puis confirmez.',
        ],
        link: { to: '/compte/settings', label: 'Ouvrir les paramètres du compte' },
      },
      {
        title: 'Ce qui est supprimé',
        items: [
          'Votre compte : e-mail, noms, téléphone, adresse, mot de passe, vos sessions et le lien avec Google ou Facebook.',
          'Vos enfants et leurs photos : les fichiers sont effacés du serveur.',
          'Vos préinscriptions, vos commentaires et vos témoignages.',
        ],
      },
      {
        title: 'Les participations de vos enfants',
        paragraphs: [
          'Elles sont retirées des concours et vidées : le prénom est remplacé par « Participant retiré », la photo, la description et le numéro de téléphone sont effacés. Si votre enfant a gagné, le rang et le montant du lot restent dans les résultats, sans aucun nom.',
        ],
      },
      {
        title: 'Ce qui reste, sans lien avec vous',
        paragraphs: [
          'Les votes et les paiements restent enregistrés, détachés de votre compte : les classements et les sommes encaissées doivent rester vérifiables. Une demande de lot déjà faite reste aussi, avec le numéro de téléphone du versement, pour la comptabilité des lots.',
        ],
      },
      {
        title: 'Si vous vous êtes connecté avec Facebook',
        paragraphs: [
          'Supprimer votre compte ici efface le lien avec Facebook. Vous pouvez aussi retirer Bébé Star des applications autorisées dans les paramètres de votre compte Facebook (Applications et sites web).',
        ],
      },
      {
        title: 'Sans accès à votre compte',
        paragraphs: [
          'Écrivez au support depuis l’adresse e-mail de votre compte, ou par WhatsApp en indiquant cette adresse. Après vérification, nous supprimons le compte de la même façon et vous le confirmons.',
        ],
      },
    ],
  },
  footer: {
    rulesTitle: 'Règles du concours',
    participation: {
      title: 'Conditions de participation',
      items: [
        'Enfants de 0 à 14 ans, inscrits par leur parent ou représentant légal majeur.',
        'Une photo de l’enfant inscrit ; pas de retrait de la photo sans accord écrit une fois la participation validée.',
        'Un enfant classé premier ne peut pas participer pendant 30 jours.',
      ],
    },
    voting: {
      title: 'Système de vote',
      items: [
        '1 vote gratuit toutes les 10 minutes pour un même participant.',
        'Au plus 50 votes gratuits par jour, par compte et par téléphone.',
        'Des packs de votes payants pour soutenir davantage votre favori.',
        'Toute fraude entraîne l’exclusion.',
      ],
    },
    prizes: {
      title: 'Les lots',
      standard: 'Les lots habituels de nos concours :',
      ofContest: (title: string) => `Les lots du concours « ${title} », différents des lots habituels\u00a0:`,
      amount: (value: string) => `${value}\u00a0CFA`,
      first: '1er prix : le jackpot du concours.',
      firstOf: (amount: string) => `1er prix\u00a0: le jackpot du concours, ${amount}.`,
      second: (amount: string) => `2e prix\u00a0: ${amount}.`,
      third: (amount: string) => `3e prix\u00a0: ${amount}.`,
      claim: 'À réclamer dans les 30 jours suivant la notification.',
    },
    linksTitle: 'Informations',
    links: [
      { to: '/conditions', label: 'Conditions de participation' },
      { to: '/policies', label: 'Politique de confidentialité' },
      { to: '/terms-of-service', label: 'Conditions générales' },
      { to: '/fb-delete-account', label: 'Suppression des données' },
      { to: '/recuperer-lot', label: 'Récupérer mon lot' },
      { to: '/temoignages-publics', label: 'Témoignages' },
      { to: '/verifier', label: 'Vérifier un vote ou un résultat' },
    ],
    supportTitle: 'Support 24h/24, 7j/7',
    copyright: (year: number) => `© ${year} Bébé Star — concours photo de bébés et d’enfants`,
  },
  floating: {
    whatsapp: 'Nous contacter sur WhatsApp',
    top: 'Revenir en haut de la page',
  },
} as const;
