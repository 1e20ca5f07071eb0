// French texts of the seed, keyed by the English text (source.ts).
export const fr: Record<string, string> = {
  '{{quantity}} {{item}}': '{{quantity}} {{item}}',
  '{{quantity}} + {{bonus}} {{item}}': '{{quantity}} + {{bonus}} {{item}}',
  '{{off}} off, no minimum': '{{off}} de réduction, sans minimum',
  '{{off}} off orders from {{min}}': "{{off}} de réduction dès {{min}} d'achat",
  '{{percent}} off': '{{percent}} de réduction',
  '{{percent}} off, up to {{cap}}': "{{percent}} de réduction, jusqu'à {{cap}}",
  '{{percent}} off orders from {{min}}': "{{percent}} de réduction dès {{min}} d'achat",
  '{{percent}} off orders from {{min}}, up to {{cap}}':
    "{{percent}} de réduction dès {{min}} d'achat, jusqu'à {{cap}}",
  'Top up Genesis Crystals and Blessing of the Welkin Moon for Genshin Impact with your UID. First-purchase bonuses double the crystals of each tier once.':
    'Rechargez des Genesis Crystals et la Blessing of the Welkin Moon pour Genshin Impact avec votre UID. Le premier achat de chaque palier double les cristaux une fois.',
  America: 'Amérique',
  Europe: 'Europe',
  Asia: 'Asie',
  'TW, HK, MO': 'Taïwan, Hong Kong, Macao',
  'Best value': 'Meilleure offre',
  Popular: 'Populaire',
  'Buy Mobile Legends diamonds, the Weekly Diamond Pass and the Twilight Pass with your User ID and Server ID: the number in parentheses on your profile.':
    'Achetez des diamants Mobile Legends, le pass diamants hebdomadaire et le Twilight Pass avec votre ID de joueur et votre ID de serveur : le nombre entre parenthèses sur votre profil.',
  'User ID': 'ID de joueur',
  Diamonds: 'Diamants',
  'Weekly Diamond Pass': 'Pass diamants hebdomadaire',
  'Recharge PUBG Mobile UC with your character ID for Royale Pass, outfits and crates.':
    "Rechargez des UC PUBG Mobile avec l'ID de votre personnage pour le Royale Pass, les tenues et les caisses.",
  'Character ID': 'ID du personnage',
  'Top up Oneiric Shards and the Express Supply Pass for Honkai: Star Rail with your UID.':
    "Rechargez des Oneiric Shards et l'Express Supply Pass pour Honkai: Star Rail avec votre UID.",
  'Top up Monochrome and the Inter-Knot Membership for Zenless Zone Zero with your UID.':
    "Rechargez des Monochrome et l'Inter-Knot Membership pour Zenless Zone Zero avec votre UID.",
  'Buy Free Fire diamonds with your player ID; delivered straight to your account.':
    'Achetez des diamants Free Fire avec votre ID de joueur ; livrés directement sur votre compte.',
  'Player ID': 'ID de joueur',
  'Weekly Membership': 'Abonnement hebdomadaire',
  'Monthly Membership': 'Abonnement mensuel',
  'Recharge Honor of Kings tokens with your player ID for skins and the battle pass.':
    'Rechargez des jetons Honor of Kings avec votre ID de joueur pour les skins et le passe de combat.',
  Tokens: 'Jetons',
  'Top up Lunite and the Lunite Subscription for Wuthering Waves with your UID.':
    'Rechargez de la Lunite et la Lunite Subscription pour Wuthering Waves avec votre UID.',
  'Buy B-Chips for Honkai Impact 3rd with your UID.':
    'Achetez des B-Chips pour Honkai Impact 3rd avec votre UID.',
  'Recharge Tanium for Tower of Fantasy with your UID.':
    'Rechargez du Tanium pour Tower of Fantasy avec votre UID.',
  'Buy Nyan Berries for Ragnarok Origin with your character ID.':
    "Achetez des Nyan Berries pour Ragnarok Origin avec l'ID de votre personnage.",
  'Top up Black Cards for Punishing: Gray Raven with your commandant ID.':
    'Rechargez des Black Cards pour Punishing: Gray Raven avec votre ID de commandant.',
  'Commandant ID': 'ID de commandant',
  'Recharge Blood Strike Golds with your player ID.':
    "Rechargez de l'or Blood Strike avec votre ID de joueur.",
  Golds: 'Or',
  'Buy COD Points for Call of Duty: Mobile with your player UID.':
    'Achetez des COD Points pour Call of Duty: Mobile avec votre UID de joueur.',
  'Player UID': 'UID de joueur',
  'Recharge Arena of Valor vouchers with your player ID.':
    'Rechargez des bons Arena of Valor avec votre ID de joueur.',
  Vouchers: 'Bons',
  'Buy Rise of Kingdoms gems with your governor ID.':
    'Achetez des gemmes Rise of Kingdoms avec votre ID de gouverneur.',
  'Governor ID': 'ID de gouverneur',
  Gems: 'Gemmes',
  'Recharge Lords Mobile diamonds with your IGG ID.':
    'Rechargez des diamants Lords Mobile avec votre ID IGG.',
  'IGG ID': 'ID IGG',
  'Buy Biocaps for State of Survival with your player ID.':
    'Achetez des Biocaps pour State of Survival avec votre ID de joueur.',
  'Top up Whiteout Survival gems with your chief ID.':
    'Rechargez des gemmes Whiteout Survival avec votre ID de chef.',
  'Chief ID': 'ID de chef',
  'Buy Stumble Guys gems with your player ID.':
    'Achetez des gemmes Stumble Guys avec votre ID de joueur.',
  'Top up FC Points for EA SPORTS FC Mobile with your player ID.':
    'Rechargez des FC Points pour EA SPORTS FC Mobile avec votre ID de joueur.',
  'Buy eFootball Coins with your user ID.':
    'Achetez des eFootball Coins avec votre ID utilisateur.',
  'Recharge Asphalt Legends tokens with your Gameloft player ID.':
    'Rechargez des jetons Asphalt Legends avec votre ID de joueur Gameloft.',
  'Buy Marvel Snap gold and the Premium Season Pass with your player ID.':
    "Achetez de l'or Marvel Snap et le passe de saison premium avec votre ID de joueur.",
  Gold: 'Or',
  'Premium Season Pass': 'Passe de saison premium',
  'Top up Master Duel gems with your player ID.':
    'Rechargez des gemmes Master Duel avec votre ID de joueur.',
  'Valorant Points through a proxy top-up with your Riot account number.':
    'Valorant Points par recharge déléguée avec votre numéro de compte Riot.',
  'Account number': 'Numéro de compte',
  'Riot Points through a proxy top-up with your account number.':
    'Riot Points par recharge déléguée avec votre numéro de compte.',
  'Clash of Clans gems and the Gold Pass through a proxy top-up with your player tag number.':
    'Gemmes Clash of Clans et Gold Pass par recharge déléguée avec votre identifiant de joueur (tag).',
  'Player tag number': 'Identifiant de joueur (tag)',
  'Clash Royale gems and the Pass Royale through a proxy top-up.':
    'Gemmes Clash Royale et Pass Royale par recharge déléguée.',
  'Brawl Stars gems and the Brawl Pass through a proxy top-up.':
    'Gemmes Brawl Stars et Brawl Pass par recharge déléguée.',
  'Robux through a proxy top-up with your Roblox user ID.':
    'Robux par recharge déléguée avec votre ID utilisateur Roblox.',
  'Candy Crush Saga gold bars through a proxy top-up.':
    "Lingots d'or Candy Crush Saga par recharge déléguée.",
  'Gold Bars': "Lingots d'or",
  'Hearthstone Runestones through a proxy top-up with your account number.':
    'Runestones Hearthstone par recharge déléguée avec votre numéro de compte.',
  'RP for Teamfight Tactics through a proxy top-up with your account number.':
    'RP pour Teamfight Tactics par recharge déléguée avec votre numéro de compte.',
  'Genshin Impact: double crystals': 'Genshin Impact : cristaux doublés',
  'First purchase of each tier gets a 100% bonus':
    'Le premier achat de chaque palier rapporte 100 % de bonus',
  'Mobile Legends diamonds': 'Diamants Mobile Legends',
  'Weekly Diamond Pass from {{usd:199}}': 'Pass diamants hebdomadaire dès {{usd:199}}',
  'Zenless Zone Zero is here': 'Zenless Zone Zero est arrivé',
  'Top up Monochrome with your UID': 'Rechargez des Monochrome avec votre UID',
  'New here? Get {{usd:300}} off': 'Nouveau ? {{usd:300}} de réduction',
  'Sign up and save on your first order of {{usd:1000}} or more':
    'Inscrivez-vous et économisez sur votre première commande dès {{usd:1000}}',
  'Up to {{n:2100}} bonus UC on big packs': "Jusqu'à {{n:2100}} UC en bonus sur les gros packs",
  'New-user discount': 'Réduction de bienvenue',
  'Sign up and get {{usd:300}} off your first order of {{usd:1000}} or more.':
    'Inscrivez-vous et obtenez {{usd:300}} de réduction sur votre première commande dès {{usd:1000}}.',
  'One new-user coupon per account': 'Un coupon de bienvenue par compte',
  'Valid 30 days after sign-up': "Valable 30 jours après l'inscription",
  'Orders of {{usd:1000}} or more': 'Commandes dès {{usd:1000}}',
  'Weekend bonus': 'Bonus du week-end',
  'Take 10% off any top-up (up to {{usd:500}}) with the TENOFF coupon in Coupons.':
    "Profitez de 10 % de réduction sur toute recharge (jusqu'à {{usd:500}}) avec le coupon TENOFF dans Coupons.",
  'Invite friends, earn coupons': 'Invitez des amis, gagnez des coupons',
  'Share your link. When a friend signs up and completes a first order, you move up a reward step.':
    "Partagez votre lien. Quand un ami s'inscrit et termine une première commande, vous montez d'un palier de récompense.",
  'Your friend signs up with your link or share code':
    "Votre ami s'inscrit avec votre lien ou votre code de parrainage",
  'The invite counts when their first order is Complete':
    "L'invitation compte quand sa première commande est terminée",
  'Each reward step can be claimed once':
    "Chaque palier de récompense ne peut être obtenu qu'une fois",
  '{{usd:100}} coupon': 'Coupon de {{usd:100}}',
  '{{usd:300}} coupon': 'Coupon de {{usd:300}}',
  '{{usd:500}} coupon': 'Coupon de {{usd:500}}',
  'Welcome to Gemlane': 'Bienvenue sur Gemlane',
  'Your account is ready. Your new-user discount is waiting in Coupons.':
    'Votre compte est prêt. Votre réduction de bienvenue vous attend dans Coupons.',
  'Take 10% off any top-up this weekend with the TENOFF coupon.':
    'Profitez de 10 % de réduction sur toute recharge ce week-end avec le coupon TENOFF.',
  'Card limits': 'Limites des cartes',
  'Card payments are between {{usd:1000}} and {{usd:50000}} per transaction, 10 a day and 50 a month.':
    'Les paiements par carte vont de {{usd:1000}} à {{usd:50000}} par transaction, 10 par jour et 50 par mois.',
  'Credit / debit card': 'Carte de crédit / débit',
  'Gemlane Wallet': 'Portefeuille Gemlane',
  Card: 'Carte',
  Wallet: 'Portefeuille',
};
