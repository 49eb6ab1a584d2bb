/** Sign-in and access to the back office. */
export const auth = {
  signIn: {
    title: 'Connexion à l’administration',
    subtitle: 'Réservé aux administrateurs de Bébé Star.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    checkingBrowser: 'Vérification automatique de votre navigateur… Vous n’avez rien à faire.',
    failed: 'La connexion a échoué. Vérifiez vos identifiants.',
    emailInvalid: 'Saisissez une adresse e-mail valide.',
    passwordRequired: 'Saisissez votre mot de passe.',
  },
  refused: {
    title: 'Accès refusé',
    text: 'Vous n’avez pas accès à cette page. Seuls les administrateurs peuvent y accéder.',
    otherAccount: 'Se connecter avec un autre compte',
  },
  profileFailed: 'Impossible de charger votre compte.',
} as const;
