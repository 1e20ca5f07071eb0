// German texts of the seed, keyed by the English text (source.ts).
export const de: Record<string, string> = {
  '{{quantity}} {{item}}': '{{quantity}} {{item}}',
  '{{quantity}} + {{bonus}} {{item}}': '{{quantity}} + {{bonus}} {{item}}',
  '{{off}} off, no minimum': '{{off}} Rabatt, ohne Mindestbestellwert',
  '{{off}} off orders from {{min}}': '{{off}} Rabatt ab {{min}} Bestellwert',
  '{{percent}} off': '{{percent}} Rabatt',
  '{{percent}} off, up to {{cap}}': '{{percent}} Rabatt, bis zu {{cap}}',
  '{{percent}} off orders from {{min}}': '{{percent}} Rabatt ab {{min}} Bestellwert',
  '{{percent}} off orders from {{min}}, up to {{cap}}':
    '{{percent}} Rabatt ab {{min}} Bestellwert, bis zu {{cap}}',
  'Top up Genesis Crystals and Blessing of the Welkin Moon for Genshin Impact with your UID. First-purchase bonuses double the crystals of each tier once.':
    'Lade Genesis Crystals und Blessing of the Welkin Moon für Genshin Impact mit deiner UID auf. Beim ersten Kauf jeder Stufe verdoppelt ein Bonus die Kristalle einmalig.',
  America: 'Amerika',
  Europe: 'Europa',
  Asia: 'Asien',
  'TW, HK, MO': 'Taiwan, Hongkong, Macau',
  'Best value': 'Bestes Angebot',
  Popular: 'Beliebt',
  'Buy Mobile Legends diamonds, the Weekly Diamond Pass and the Twilight Pass with your User ID and Server ID: the number in parentheses on your profile.':
    'Kaufe Mobile-Legends-Diamanten, den wöchentlichen Diamantenpass und den Twilight Pass mit deiner Spieler-ID und Server-ID – die Zahl in Klammern in deinem Profil.',
  'User ID': 'Spieler-ID',
  Diamonds: 'Diamanten',
  'Weekly Diamond Pass': 'Wöchentlicher Diamantenpass',
  'Recharge PUBG Mobile UC with your character ID for Royale Pass, outfits and crates.':
    'Lade PUBG Mobile UC mit deiner Charakter-ID auf – für Royale Pass, Outfits und Kisten.',
  'Character ID': 'Charakter-ID',
  'Top up Oneiric Shards and the Express Supply Pass for Honkai: Star Rail with your UID.':
    'Lade Oneiric Shards und den Express Supply Pass für Honkai: Star Rail mit deiner UID auf.',
  'Top up Monochrome and the Inter-Knot Membership for Zenless Zone Zero with your UID.':
    'Lade Monochrome und die Inter-Knot Membership für Zenless Zone Zero mit deiner UID auf.',
  'Buy Free Fire diamonds with your player ID; delivered straight to your account.':
    'Kaufe Free-Fire-Diamanten mit deiner Spieler-ID – direkt auf dein Konto geliefert.',
  'Player ID': 'Spieler-ID',
  'Weekly Membership': 'Wochenmitgliedschaft',
  'Monthly Membership': 'Monatsmitgliedschaft',
  'Recharge Honor of Kings tokens with your player ID for skins and the battle pass.':
    'Lade Honor-of-Kings-Tokens mit deiner Spieler-ID auf – für Skins und den Battle Pass.',
  Tokens: 'Tokens',
  'Top up Lunite and the Lunite Subscription for Wuthering Waves with your UID.':
    'Lade Lunite und das Lunite Subscription für Wuthering Waves mit deiner UID auf.',
  'Buy B-Chips for Honkai Impact 3rd with your UID.':
    'Kaufe B-Chips für Honkai Impact 3rd mit deiner UID.',
  'Recharge Tanium for Tower of Fantasy with your UID.':
    'Lade Tanium für Tower of Fantasy mit deiner UID auf.',
  'Buy Nyan Berries for Ragnarok Origin with your character ID.':
    'Kaufe Nyan Berries für Ragnarok Origin mit deiner Charakter-ID.',
  'Top up Black Cards for Punishing: Gray Raven with your commandant ID.':
    'Lade Black Cards für Punishing: Gray Raven mit deiner Kommandanten-ID auf.',
  'Commandant ID': 'Kommandanten-ID',
  'Recharge Blood Strike Golds with your player ID.':
    'Lade Blood-Strike-Gold mit deiner Spieler-ID auf.',
  Golds: 'Gold',
  'Buy COD Points for Call of Duty: Mobile with your player UID.':
    'Kaufe COD Points für Call of Duty: Mobile mit deiner Spieler-UID.',
  'Player UID': 'Spieler-UID',
  'Recharge Arena of Valor vouchers with your player ID.':
    'Lade Arena-of-Valor-Gutscheine mit deiner Spieler-ID auf.',
  Vouchers: 'Gutscheine',
  'Buy Rise of Kingdoms gems with your governor ID.':
    'Kaufe Rise-of-Kingdoms-Edelsteine mit deiner Statthalter-ID.',
  'Governor ID': 'Statthalter-ID',
  Gems: 'Edelsteine',
  'Recharge Lords Mobile diamonds with your IGG ID.':
    'Lade Lords-Mobile-Diamanten mit deiner IGG-ID auf.',
  'IGG ID': 'IGG-ID',
  'Buy Biocaps for State of Survival with your player ID.':
    'Kaufe Biocaps für State of Survival mit deiner Spieler-ID.',
  'Top up Whiteout Survival gems with your chief ID.':
    'Lade Whiteout-Survival-Edelsteine mit deiner Häuptlings-ID auf.',
  'Chief ID': 'Häuptlings-ID',
  'Buy Stumble Guys gems with your player ID.':
    'Kaufe Stumble-Guys-Edelsteine mit deiner Spieler-ID.',
  'Top up FC Points for EA SPORTS FC Mobile with your player ID.':
    'Lade FC Points für EA SPORTS FC Mobile mit deiner Spieler-ID auf.',
  'Buy eFootball Coins with your user ID.': 'Kaufe eFootball Coins mit deiner Nutzer-ID.',
  'Recharge Asphalt Legends tokens with your Gameloft player ID.':
    'Lade Asphalt-Legends-Tokens mit deiner Gameloft-Spieler-ID auf.',
  'Buy Marvel Snap gold and the Premium Season Pass with your player ID.':
    'Kaufe Marvel-Snap-Gold und den Premium-Saisonpass mit deiner Spieler-ID.',
  Gold: 'Gold',
  'Premium Season Pass': 'Premium-Saisonpass',
  'Top up Master Duel gems with your player ID.':
    'Lade Master-Duel-Edelsteine mit deiner Spieler-ID auf.',
  'Valorant Points through a proxy top-up with your Riot account number.':
    'Valorant Points per Stellvertreter-Aufladung mit deiner Riot-Kontonummer.',
  'Account number': 'Kontonummer',
  'Riot Points through a proxy top-up with your account number.':
    'Riot Points per Stellvertreter-Aufladung mit deiner Kontonummer.',
  'Clash of Clans gems and the Gold Pass through a proxy top-up with your player tag number.':
    'Clash-of-Clans-Juwelen und der Gold Pass per Stellvertreter-Aufladung mit deiner Spielertag-Nummer.',
  'Player tag number': 'Spielertag-Nummer',
  'Clash Royale gems and the Pass Royale through a proxy top-up.':
    'Clash-Royale-Juwelen und der Pass Royale per Stellvertreter-Aufladung.',
  'Brawl Stars gems and the Brawl Pass through a proxy top-up.':
    'Brawl-Stars-Juwelen und der Brawl Pass per Stellvertreter-Aufladung.',
  'Robux through a proxy top-up with your Roblox user ID.':
    'Robux per Stellvertreter-Aufladung mit deiner Roblox-Nutzer-ID.',
  'Candy Crush Saga gold bars through a proxy top-up.':
    'Candy-Crush-Saga-Goldbarren per Stellvertreter-Aufladung.',
  'Gold Bars': 'Goldbarren',
  'Hearthstone Runestones through a proxy top-up with your account number.':
    'Hearthstone-Runestones per Stellvertreter-Aufladung mit deiner Kontonummer.',
  'RP for Teamfight Tactics through a proxy top-up with your account number.':
    'RP für Teamfight Tactics per Stellvertreter-Aufladung mit deiner Kontonummer.',
  'Genshin Impact: double crystals': 'Genshin Impact: doppelte Kristalle',
  'First purchase of each tier gets a 100% bonus': 'Der erste Kauf jeder Stufe bringt 100 % Bonus',
  'Mobile Legends diamonds': 'Mobile-Legends-Diamanten',
  'Weekly Diamond Pass from {{usd:199}}': 'Wöchentlicher Diamantenpass ab {{usd:199}}',
  'Zenless Zone Zero is here': 'Zenless Zone Zero ist da',
  'Top up Monochrome with your UID': 'Lade Monochrome mit deiner UID auf',
  'New here? Get {{usd:300}} off': 'Neu hier? Hol dir {{usd:300}} Rabatt',
  'Sign up and save on your first order of {{usd:1000}} or more':
    'Registriere dich und spare bei deiner ersten Bestellung ab {{usd:1000}}',
  'Up to {{n:2100}} bonus UC on big packs': 'Bis zu {{n:2100}} Bonus-UC bei großen Paketen',
  'New-user discount': 'Neukundenrabatt',
  'Sign up and get {{usd:300}} off your first order of {{usd:1000}} or more.':
    'Registriere dich und erhalte {{usd:300}} Rabatt auf deine erste Bestellung ab {{usd:1000}}.',
  'One new-user coupon per account': 'Ein Neukundengutschein pro Konto',
  'Valid 30 days after sign-up': 'Gültig 30 Tage nach der Registrierung',
  'Orders of {{usd:1000}} or more': 'Bestellungen ab {{usd:1000}}',
  'Weekend bonus': 'Wochenendbonus',
  'Take 10% off any top-up (up to {{usd:500}}) with the TENOFF coupon in Coupons.':
    'Spare 10 % auf jede Aufladung (bis zu {{usd:500}}) mit dem Gutschein TENOFF unter Gutscheine.',
  'Invite friends, earn coupons': 'Freunde einladen, Gutscheine verdienen',
  'Share your link. When a friend signs up and completes a first order, you move up a reward step.':
    'Teile deinen Link. Sobald sich ein Freund registriert und seine erste Bestellung abschließt, steigst du eine Belohnungsstufe auf.',
  'Your friend signs up with your link or share code':
    'Dein Freund registriert sich mit deinem Link oder Einladungscode',
  'The invite counts when their first order is Complete':
    'Die Einladung zählt, sobald seine erste Bestellung abgeschlossen ist',
  'Each reward step can be claimed once': 'Jede Belohnungsstufe kann einmal eingelöst werden',
  '{{usd:100}} coupon': 'Gutschein über {{usd:100}}',
  '{{usd:300}} coupon': 'Gutschein über {{usd:300}}',
  '{{usd:500}} coupon': 'Gutschein über {{usd:500}}',
  'Welcome to Gemlane': 'Willkommen bei Gemlane',
  'Your account is ready. Your new-user discount is waiting in Coupons.':
    'Dein Konto ist bereit. Dein Neukundenrabatt wartet unter Gutscheine.',
  'Take 10% off any top-up this weekend with the TENOFF coupon.':
    'Spare an diesem Wochenende 10 % auf jede Aufladung mit dem Gutschein TENOFF.',
  'Card limits': 'Kartenlimits',
  'Card payments are between {{usd:1000}} and {{usd:50000}} per transaction, 10 a day and 50 a month.':
    'Kartenzahlungen liegen zwischen {{usd:1000}} und {{usd:50000}} pro Transaktion, höchstens 10 am Tag und 50 im Monat.',
  'Credit / debit card': 'Kredit- / Debitkarte',
  'Gemlane Wallet': 'Gemlane-Wallet',
  Card: 'Karte',
  Wallet: 'Wallet',
};
