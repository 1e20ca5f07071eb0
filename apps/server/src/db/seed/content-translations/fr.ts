import type { ContentTranslations } from './index.ts';

export const fr: ContentTranslations = {
  help: {
    'delivery-time': {
      title: 'Combien de temps prend la livraison ?',
      body: [
        'La livraison prend généralement environ 10 minutes après la confirmation de votre paiement, et 24 heures au maximum.',
        'Si une commande n’est pas livrée sous 24 heures, elle passe en « Échec » et est remboursée automatiquement sur votre moyen de paiement. Vous n’avez pas besoin de nous contacter pour ce remboursement.',
      ],
    },
    'order-states': {
      title: 'Que signifient les statuts de commande ?',
      body: [
        'Paiement en cours : nous attendons que vous finalisiez le paiement. Paiement en attente : le prestataire de paiement n’a pas encore répondu. Vérification en cours : payée ; nous confirmons votre ID de joueur auprès du jeu. En cours de traitement : le jeu crédite votre compte. Terminée : livrée.',
        'Échec du paiement : le paiement n’est pas passé ; vous pouvez payer à nouveau. Échec : la recharge n’a pas pu être livrée et la commande est remboursée automatiquement. Commande annulée : la commande a été annulée avant le paiement et ne pourra jamais être payée.',
      ],
    },
    'wrong-game-id': {
      title: 'J’ai saisi un mauvais ID de jeu',
      body: [
        'Un ID de jeu doit être confirmé avant l’achat : Gemlane affiche le nom en jeu de l’ID saisi. Si l’ID est erroné, le message « L’identifiant saisi est incorrect » apparaît et vous ne pouvez pas payer.',
        'Si un mauvais ID entraîne malgré tout l’échec d’une recharge, la commande est remboursée automatiquement dès que le jeu a confirmé l’échec.',
        'Pour Mobile Legends: Bang Bang, saisissez votre User ID et votre Server ID ; le nombre entre parenthèses sur votre profil est le Server ID.',
      ],
    },
    'cancel-or-return': {
      title: 'Puis-je annuler ou retourner une commande ?',
      body: [
        'Vous pouvez annuler une commande qui n’est pas encore payée. Une commande annulée ne peut plus jamais être payée.',
        'Les commandes de recharge terminées ne peuvent être ni annulées ni retournées, car la monnaie du jeu a déjà été créditée sur le compte de jeu.',
      ],
    },
    'automatic-refunds': {
      title: 'Comment fonctionnent les remboursements automatiques ?',
      body: [
        'Une recharge échouée est remboursée automatiquement : lorsque le jeu refuse l’ID de joueur, ou lorsque la commande n’est pas livrée sous 24 heures.',
        'Le remboursement est versé sur la carte ou le portefeuille utilisé pour payer. Les banques l’affichent généralement sous 5 à 10 jours ouvrés.',
      ],
    },
    fees: {
      title: 'Gemlane prend-il des frais ?',
      body: [
        'Non. Gemlane ne prend aucuns frais ; c’est le prestataire de paiement qui en facture.',
        'Paiement par carte : 4,5 % + {{usd:20}}. Paiement par portefeuille : 3,9 % + {{usd:30}}. Les frais sont indiqués dans le récapitulatif du prix avant le paiement.',
      ],
    },
    'card-limits': {
      title: 'Limites des recharges par carte',
      body: [
        'Un paiement par carte doit être d’au moins {{usd:1000}} et d’au plus {{usd:50000}} par transaction.',
        'Une carte peut être utilisée 10 fois par jour et 50 fois par mois. Un compte peut utiliser jusqu’à 5 cartes, et une même carte peut servir sur 2 comptes au maximum. Le nom du titulaire de la carte doit rester le même d’un paiement à l’autre.',
      ],
    },
    'declined-payments': {
      title: 'Ma banque a refusé le paiement (Do Not Honor, Suspected Fraud)',
      body: [
        'Les banques refusent parfois les achats de jeux avec des codes comme Do Not Honor ou Suspected Fraud. Cette décision est prise par votre banque.',
        'Réessayez avec un montant inférieur à {{usd:10000}}, ou demandez à votre banque d’autoriser le paiement. La commande reste en « Échec du paiement » et vous pouvez la payer à nouveau.',
      ],
    },
    currencies: {
      title: 'Dans quelles devises puis-je payer ?',
      body: [
        'Les prix peuvent être affichés en USD, EUR, GBP, JPY, IDR, VND, THB, MYR, PHP, RUB, CNY, BRL, KRW et SGD. Choisissez la devise dans les paramètres de langue et de devise.',
        'Les prix sont convertis depuis le dollar américain avec nos taux de change quotidiens et arrondis à la plus petite unité de chaque devise.',
      ],
    },
    'create-account': {
      title: 'Créer un compte et se connecter',
      body: [
        'Inscrivez-vous avec votre adresse e-mail : nous vous envoyons un code à 6 chiffres, valable 10 minutes. Choisissez ensuite un mot de passe.',
        'Vous pouvez aussi vous connecter via une application partenaire. Les utilisateurs connectés disposent d’un profil, de coupons, de commandes, de messages et du programme de parrainage ; les visiteurs peuvent parcourir et rechercher des jeux.',
      ],
    },
    'password-rules': {
      title: 'Règles du mot de passe',
      body: [
        'Un mot de passe compte de 8 à 20 caractères et combine plus de 2 types parmi les majuscules, les minuscules, les chiffres et les symboles. Les espaces et les caractères spéciaux comme les accents ou les emoji ne sont pas autorisés.',
        'Vous l’avez oublié ? Utilisez « Mot de passe oublié ? » sur la page de connexion : nous vous envoyons un code par e-mail.',
      ],
    },
    'username-and-avatar': {
      title: 'Changer de nom d’utilisateur et d’avatar',
      body: [
        'Votre nom d’utilisateur peut être changé une fois par mois.',
        'Votre avatar peut être changé une fois par jour. L’image peut peser jusqu’à 20 Mo, au format PNG, JPEG, GIF ou WebP.',
      ],
    },
    'email-binding': {
      title: 'Associer un e-mail à un compte partenaire',
      body: [
        'Si vous vous êtes connecté via un partenaire, vous pouvez associer une adresse e-mail dans les Paramètres. Nous envoyons un code à 6 chiffres pour confirmer que l’adresse vous appartient.',
      ],
    },
    'language-and-currency': {
      title: 'Langue et devise',
      body: [
        'Gemlane est disponible en English, Deutsch, Français, Bahasa Indonesia, 日本語, Bahasa Melayu, Русский, ไทย, Tiếng Việt et 中文. Choisissez la langue et la devise dans les paramètres ; votre choix est mémorisé.',
      ],
    },
    'customer-service': {
      title: 'Service client',
      body: [
        'Le service client est disponible 24 h/24, 7 j/7. Ouvrez le Centre d’aide et choisissez « Nous contacter », ou répondez à n’importe quel e-mail que nous vous avons envoyé.',
      ],
    },
    newsletter: {
      title: 'Newsletter',
      body: [
        'Abonnez-vous avec votre adresse e-mail en bas de n’importe quelle page. Nous envoyons un lien de confirmation ; vous êtes abonné dès que vous l’ouvrez. Vous pouvez vous désabonner à tout moment depuis le même bloc ou depuis n’importe quel e-mail de la newsletter.',
      ],
    },
    'invite-friends': {
      title: 'Inviter des amis',
      body: [
        'Partagez votre lien d’invitation. Quand un ami s’inscrit avec ce lien et termine une première commande, cela compte pour les paliers de récompense de l’opération de parrainage ; les récompenses apparaissent comme « Récupérée » ou « Non récupérée » sur la page de l’opération.',
      ],
    },
  },
  blog: {
    'genshin-welkin-moon-or-crystals': {
      title: 'Welkin Moon ou Genesis Crystals : quelle recharge Genshin vaut le coup ?',
      summary:
        'Une comparaison simple entre la Blessing of the Welkin Moon et les packs de cristaux, au dollar près.',
      body: [
        'La Blessing of the Welkin Moon coûte {{usd:499}} et donne 300 Genesis Crystals tout de suite, puis 90 Primogems chaque jour où vous vous connectez pendant 30 jours : 3 000 Primogems au total si vous ne manquez aucun jour.',
        'Le pack de cristaux à {{usd:499}} donne 300 Genesis Crystals plus 30 cristaux bonus, ou 600 la première fois que vous achetez ce palier. C’est bien moins rentable au dollar que la Welkin, mais tout arrive immédiatement et ne dépend jamais des connexions quotidiennes.',
        'Si vous jouez tous les jours, la Welkin Moon est la meilleure affaire du jeu. Si vous avez besoin de cristaux pour une bannière qui se termine demain, seul un pack de cristaux peut vous aider. Les bonus de premier achat sont réinitialisés avec certaines mises à jour, vérifiez donc le bonus actuel dans l’espace du jeu avant d’acheter les gros paliers.',
        'Dans tous les cas, saisissez votre UID avec soin et choisissez le bon serveur : un UID erroné est la cause la plus fréquente d’échec d’une recharge. Dans ce cas, la commande est remboursée automatiquement.',
      ],
    },
    'find-mlbb-user-id-server-id': {
      title: 'Où trouver votre User ID et votre Server ID Mobile Legends',
      summary: 'Deux nombres, un seul écran de profil : comment les lire sans les confondre.',
      body: [
        'Ouvrez Mobile Legends: Bang Bang et touchez votre avatar en haut à gauche. Sous votre pseudo, vous verrez quelque chose comme 12345678 (2001).',
        'Le premier nombre est votre User ID. Le nombre entre parenthèses est votre Server ID. Gemlane demande les deux dans deux champs séparés et les vérifie auprès du jeu avant que vous payiez : vous verrez votre nom en jeu s’ils sont corrects.',
        'Si le nom n’apparaît pas, ne devinez pas. Recopiez les nombres depuis l’écran de profil. Un mauvais ID peut faire échouer la recharge ; dans ce cas, la commande est remboursée automatiquement une fois l’échec confirmé.',
      ],
    },
    'pubg-mobile-uc-guide': {
      title: 'PUBG Mobile UC : comment fonctionnent les paliers de bonus',
      summary:
        'Pourquoi le pack de 6 000 UC est livré avec 2 100 en plus, et quand les petits packs ont du sens.',
      body: [
        'Le bonus des packs d’UC augmente avec leur taille : 300 UC en donnent 25 de plus, 3 000 UC en donnent 850 et 6 000 UC en donnent 2 100. Au dollar, le plus gros pack donne environ 35 % d’UC de plus que le plus petit.',
        'Le Royale Pass coûte 360 UC pour le palier Elite, donc le pack 300 + 25 plus quelques UC gagnés en missions suffit généralement. N’achetez de gros packs que si vous êtes sûr de les dépenser, car les UC ne peuvent pas être remboursés une fois livrés.',
        'Votre Character ID se trouve sur l’écran de profil, sous votre nom. Gemlane affiche votre nom en jeu avant le paiement pour que vous puissiez confirmer que vous rechargez le bon compte.',
      ],
    },
    'why-delivery-takes-ten-minutes': {
      title: 'Pourquoi une recharge prend environ 10 minutes, et ce qui se passe après 24 heures',
      summary: 'Ce qui se passe entre votre paiement et l’arrivée des cristaux sur votre compte.',
      body: [
        'Une fois votre paiement confirmé par le prestataire, votre commande passe de « Paiement en cours » à « Vérification en cours » : nous confirmons une dernière fois l’ID de joueur auprès de l’éditeur du jeu. Elle est ensuite « En cours de traitement » pendant que l’éditeur crédite votre compte, puis « Terminée » à l’arrivée.',
        'La plupart des commandes sont terminées en environ 10 minutes. Les heures de pointe, une maintenance de l’éditeur ou une banque qui retient un paiement pour vérification peuvent allonger ce délai. Si une commande n’est pas livrée sous 24 heures, elle passe en « Échec » et est remboursée automatiquement sur la carte ou le portefeuille utilisé pour payer.',
        'Vous pouvez suivre chaque étape dans le détail de votre commande, qui indique l’heure de chaque changement de statut. Notre service client est disponible 24/7 si quelque chose vous semble anormal.',
      ],
    },
    'card-payment-limits-explained': {
      title: 'Paiements par carte : limites, frais et signification de Do Not Honor',
      summary:
        'Les règles de carte qui protègent votre compte, et comment faire passer un paiement refusé.',
      body: [
        'Un paiement par carte doit être d’au moins {{usd:1000}} et d’au plus {{usd:50000}} par transaction. Une carte peut être utilisée 10 fois par jour et 50 fois par mois, un compte peut utiliser jusqu’à 5 cartes et une carte peut servir sur 2 comptes au maximum. Le nom du titulaire de la carte doit rester le même d’un paiement à l’autre.',
        'Gemlane ne prend aucuns frais propres. Le prestataire de paiement facture 4,5 % + {{usd:20}} pour les cartes et 3,9 % + {{usd:30}} pour les portefeuilles ; les frais sont indiqués dans le récapitulatif du prix avant le paiement.',
        'Les banques refusent parfois les achats de jeux avec des codes comme Do Not Honor ou Suspected Fraud. C’est une décision de votre banque, pas de Gemlane. Réessayer avec un montant inférieur à {{usd:10000}} fonctionne généralement ; vous pouvez aussi appeler votre banque pour qu’elle autorise le paiement.',
      ],
    },
    'honkai-star-rail-express-supply-pass': {
      title: 'L’Express Supply Pass de Honkai: Star Rail expliqué',
      summary:
        '300 Oneiric Shards tout de suite et 90 Stellar Jade par jour : le calcul derrière le pass.',
      body: [
        'L’Express Supply Pass coûte {{usd:499}} et fonctionne comme la Welkin Moon de Genshin Impact : 300 Oneiric Shards à l’achat, puis 90 Stellar Jade chaque jour pendant 30 jours.',
        'C’est donc la façon la moins chère de faire des vœux sur les bannières si vous vous connectez tous les jours. Cumuler plusieurs pass prolonge la durée, jusqu’à 180 jours.',
        'Saisissez votre UID et choisissez votre serveur (America, Europe, Asia ou TW, HK, MO) avant de payer. Gemlane confirme le nom du compte pour que vous puissiez vérifier que c’est bien le vôtre.',
      ],
    },
    'zenless-zone-zero-first-top-up': {
      title: 'Zenless Zone Zero : tirer le meilleur de votre première recharge',
      summary:
        'Le Monochrome doublé au premier achat et l’Inter-Knot Membership pour les nouveaux Proxys.',
      body: [
        'Chaque palier de Monochrome donne le double de Monochrome la première fois que vous l’achetez. Si vous comptez dépenser, acheter chaque palier une fois rapporte plus qu’acheter deux fois le plus gros.',
        'L’Inter-Knot Membership est le pass de connexion quotidienne de Zenless Zone Zero : du Monochrome tout de suite, puis du Polychrome chaque jour pendant 30 jours.',
        'Votre UID est affiché en bas du menu du jeu. Les nouveaux comptes bénéficient d’une réduction de {{usd:300}} sur leur première commande Gemlane de {{usd:1000}} ou plus.',
      ],
    },
  },
};
