import type { ContentTranslations } from './index.ts';

export const de: ContentTranslations = {
  help: {
    'delivery-time': {
      title: 'Wie lange dauert die Lieferung?',
      body: [
        'Die Lieferung dauert meist etwa 10 Minuten, nachdem deine Zahlung bestätigt wurde, und höchstens 24 Stunden.',
        'Wird eine Bestellung nicht innerhalb von 24 Stunden geliefert, wird sie als „Fehlgeschlagen“ markiert und automatisch auf deine Zahlungsart erstattet. Für diese Erstattung musst du uns nicht kontaktieren.',
      ],
    },
    'order-states': {
      title: 'Was bedeuten die Bestellstatus?',
      body: [
        'Zahlung läuft: Wir warten darauf, dass du die Zahlung abschließt. Zahlung ausstehend: Der Zahlungsanbieter hat noch nicht geantwortet. Wird geprüft: bezahlt; wir bestätigen deine Spieler-ID beim Spiel. In Bearbeitung: Das Spiel schreibt dir den Betrag gut. Abgeschlossen: geliefert.',
        'Zahlung fehlgeschlagen: Die Zahlung ist nicht durchgegangen; du kannst erneut bezahlen. Fehlgeschlagen: Die Aufladung konnte nicht geliefert werden, die Bestellung wird automatisch erstattet. Bestellung storniert: Die Bestellung wurde vor der Zahlung storniert und kann nie mehr bezahlt werden.',
      ],
    },
    'wrong-game-id': {
      title: 'Ich habe eine falsche Spiel-ID eingegeben',
      body: [
        'Eine Spiel-ID muss vor dem Kauf bestätigt werden: Gemlane zeigt den Spielernamen der eingegebenen ID an. Ist die ID falsch, erscheint die Meldung „Die eingegebene ID ist falsch“ und du kannst nicht bezahlen.',
        'Führt eine falsche ID trotzdem zu einer fehlgeschlagenen Aufladung, wird die Bestellung automatisch erstattet, sobald das Spiel den Fehler bestätigt hat.',
        'Bei Mobile Legends: Bang Bang gibst du deine User ID und deine Server ID ein; die Zahl in Klammern in deinem Profil ist die Server ID.',
      ],
    },
    'cancel-or-return': {
      title: 'Kann ich eine Bestellung stornieren oder zurückgeben?',
      body: [
        'Eine noch nicht bezahlte Bestellung kannst du stornieren. Eine stornierte Bestellung kann nie wieder bezahlt werden.',
        'Abgeschlossene Aufladungen können nicht storniert oder zurückgegeben werden, da die Spielwährung dem Spielkonto bereits gutgeschrieben wurde.',
      ],
    },
    'automatic-refunds': {
      title: 'Wie funktionieren automatische Erstattungen?',
      body: [
        'Eine fehlgeschlagene Aufladung wird automatisch erstattet: wenn das Spiel die Spieler-ID ablehnt oder wenn die Bestellung nicht innerhalb von 24 Stunden geliefert wird.',
        'Die Erstattung geht zurück auf die Karte oder das Wallet, mit dem du bezahlt hast. Banken zeigen sie meist innerhalb von 5 bis 10 Werktagen an.',
      ],
    },
    fees: {
      title: 'Erhebt Gemlane eine Gebühr?',
      body: [
        'Nein. Gemlane selbst erhebt keine Gebühr; das tut der Zahlungsanbieter.',
        'Kartenzahlungen: 4,5 % + {{usd:20}}. Wallet-Zahlungen: 3,9 % + {{usd:30}}. Die Gebühr wird vor der Zahlung in der Preisübersicht angezeigt.',
      ],
    },
    'card-limits': {
      title: 'Limits für Aufladungen per Karte',
      body: [
        'Eine Kartenzahlung muss pro Transaktion mindestens {{usd:1000}} und höchstens {{usd:50000}} betragen.',
        'Eine Karte kann 10-mal am Tag und 50-mal im Monat verwendet werden. Ein Konto kann bis zu 5 Karten nutzen, und dieselbe Karte kann auf höchstens 2 Konten verwendet werden. Der Name des Karteninhabers muss bei all deinen Zahlungen gleich bleiben.',
      ],
    },
    'declined-payments': {
      title: 'Meine Bank hat die Zahlung abgelehnt (Do Not Honor, Suspected Fraud)',
      body: [
        'Banken lehnen Käufe für Spiele manchmal mit Codes wie Do Not Honor oder Suspected Fraud ab. Diese Entscheidung trifft deine Bank.',
        'Bitte versuche es mit einem Betrag unter {{usd:10000}} erneut oder bitte deine Bank, die Zahlung zuzulassen. Die Bestellung bleibt im Status „Zahlung fehlgeschlagen“, und du kannst sie erneut bezahlen.',
      ],
    },
    currencies: {
      title: 'In welchen Währungen kann ich bezahlen?',
      body: [
        'Preise können in USD, EUR, GBP, JPY, IDR, VND, THB, MYR, PHP, RUB, CNY, BRL, KRW und SGD angezeigt werden. Die Währung wählst du in den Sprach- und Währungseinstellungen.',
        'Preise werden mit unseren täglichen Wechselkursen aus US-Dollar umgerechnet und auf die kleinste Einheit der jeweiligen Währung gerundet.',
      ],
    },
    'create-account': {
      title: 'Konto erstellen und anmelden',
      body: [
        'Registriere dich mit deiner E-Mail-Adresse: Wir senden dir einen 6-stelligen Code, der 10 Minuten gültig ist. Danach wählst du ein Passwort.',
        'Du kannst dich auch über eine Partner-App anmelden. Angemeldete Nutzer haben ein Profil, Gutscheine, Bestellungen, Nachrichten und das Freunde-einladen-Programm; Besucher können Spiele durchstöbern und suchen.',
      ],
    },
    'password-rules': {
      title: 'Passwortregeln',
      body: [
        'Ein Passwort hat 8 bis 20 Zeichen und verwendet mehr als 2 Arten von Zeichen: Großbuchstaben, Kleinbuchstaben, Ziffern und Symbole. Leerzeichen und Sonderzeichen wie Akzente oder Emojis sind nicht erlaubt.',
        'Passwort vergessen? Nutze „Passwort vergessen?“ auf der Anmeldeseite: Wir senden dir einen Code an deine E-Mail-Adresse.',
      ],
    },
    'username-and-avatar': {
      title: 'Benutzernamen und Avatar ändern',
      body: [
        'Deinen Benutzernamen kannst du einmal im Monat ändern.',
        'Deinen Avatar kannst du einmal am Tag ändern. Das Bild darf bis zu 20 MB groß sein, im Format PNG, JPEG, GIF oder WebP.',
      ],
    },
    'email-binding': {
      title: 'Eine E-Mail-Adresse mit einem Partnerkonto verknüpfen',
      body: [
        'Wenn du dich über einen Partner angemeldet hast, kannst du in den Einstellungen eine E-Mail-Adresse verknüpfen. Wir senden einen 6-stelligen Code, um zu bestätigen, dass die Adresse dir gehört.',
      ],
    },
    'language-and-currency': {
      title: 'Sprache und Währung',
      body: [
        'Gemlane gibt es auf English, Deutsch, Français, Bahasa Indonesia, 日本語, Bahasa Melayu, Русский, ไทย, Tiếng Việt und 中文. Sprache und Währung wählst du in den Einstellungen; deine Auswahl wird gespeichert.',
      ],
    },
    'customer-service': {
      title: 'Kundenservice',
      body: [
        'Der Kundenservice ist rund um die Uhr erreichbar (24/7). Öffne das Hilfe-Center und wähle „Kontakt“ oder antworte auf eine beliebige E-Mail, die wir dir geschickt haben.',
      ],
    },
    newsletter: {
      title: 'Newsletter',
      body: [
        'Abonniere ihn mit deiner E-Mail-Adresse unten auf jeder Seite. Wir senden dir einen Bestätigungslink; sobald du ihn öffnest, bist du angemeldet. Du kannst dich jederzeit im selben Bereich oder über jede Newsletter-E-Mail wieder abmelden.',
      ],
    },
    'invite-friends': {
      title: 'Freunde einladen',
      body: [
        'Teile deinen Einladungslink. Wenn sich ein Freund damit registriert und eine erste Bestellung abschließt, zählt das für die Belohnungsstufen der Einladungsaktion; Belohnungen erscheinen auf der Aktionsseite als „Abgeholt“ oder „Nicht abgeholt“.',
      ],
    },
  },
  blog: {
    'genshin-welkin-moon-or-crystals': {
      title: 'Welkin Moon oder Genesis Crystals: Welche Genshin-Aufladung lohnt sich?',
      summary:
        'Ein nüchterner Vergleich von Blessing of the Welkin Moon und den Kristallpaketen, pro Dollar.',
      body: [
        'Der Blessing of the Welkin Moon kostet {{usd:499}} und gibt dir sofort 300 Genesis Crystals plus 90 Primogems an jedem Tag, an dem du dich 30 Tage lang einloggst: insgesamt 3.000 Primogems, wenn du keinen Tag verpasst.',
        'Das Kristallpaket für {{usd:499}} gibt 300 Genesis Crystals plus 30 Bonuskristalle, oder 600, wenn du diese Stufe zum ersten Mal kaufst. Pro Dollar ist das deutlich weniger als der Welkin, aber es kommt sofort an und hängt nie von täglichen Log-ins ab.',
        'Wenn du jeden Tag spielst, ist der Welkin Moon das beste Angebot im Spiel. Brauchst du Kristalle für ein Banner, das morgen endet, hilft nur ein Kristallpaket. Erstkaufboni werden mit manchen Versionsupdates zurückgesetzt; prüfe also vor dem Kauf der größeren Stufen den aktuellen Bonus in der Spielzone.',
        'So oder so: Gib deine UID sorgfältig ein und wähle den richtigen Server. Eine falsche UID ist der häufigste Grund, warum eine Aufladung fehlschlägt. In diesem Fall wird die Bestellung automatisch erstattet.',
      ],
    },
    'find-mlbb-user-id-server-id': {
      title: 'Wo du deine Mobile Legends User ID und Server ID findest',
      summary: 'Zwei Zahlen, ein Profilbildschirm: So liest du sie ab, ohne sie zu verwechseln.',
      body: [
        'Öffne Mobile Legends: Bang Bang und tippe oben links auf deinen Avatar. Unter deinem Nicknamen siehst du etwas wie 12345678 (2001).',
        'Die erste Zahl ist deine User ID. Die Zahl in Klammern ist deine Server ID. Gemlane fragt beide in zwei getrennten Feldern ab und prüft sie vor der Zahlung beim Spiel: Wenn sie stimmen, siehst du deinen Spielernamen.',
        'Erscheint der Name nicht, rate nicht. Kopiere die Zahlen erneut vom Profilbildschirm. Eine falsche ID kann die Aufladung scheitern lassen; dann wird die Bestellung automatisch erstattet, sobald der Fehler bestätigt ist.',
      ],
    },
    'pubg-mobile-uc-guide': {
      title: 'PUBG Mobile UC: So funktionieren die Bonusstufen',
      summary:
        'Warum das 6.000-UC-Paket 2.100 extra bringt und wann sich die kleinen Pakete lohnen.',
      body: [
        'UC-Pakete wachsen mit ihrer Größe auch beim Bonus: 300 UC kommen mit 25 extra, 3.000 UC mit 850 und 6.000 UC mit 2.100. Pro Dollar bringt das größte Paket etwa 35 % mehr UC als das kleinste.',
        'Der Royale Pass kostet in der Elite-Stufe 360 UC, daher reicht meist das Paket mit 300 + 25 plus ein paar UC aus Missionen. Kaufe größere Pakete nur, wenn du sicher bist, dass du sie ausgibst, denn UC können nach der Lieferung nicht erstattet werden.',
        'Deine Character ID steht auf dem Profilbildschirm unter deinem Namen. Gemlane zeigt dir vor der Zahlung deinen Spielernamen, damit du bestätigen kannst, dass du das richtige Konto auflädst.',
      ],
    },
    'why-delivery-takes-ten-minutes': {
      title: 'Warum eine Aufladung etwa 10 Minuten dauert und was nach 24 Stunden passiert',
      summary: 'Was zwischen deiner Zahlung und den Kristallen auf deinem Konto passiert.',
      body: [
        'Sobald der Zahlungsanbieter deine Zahlung bestätigt, wechselt deine Bestellung von „Zahlung läuft“ zu „Wird geprüft“: Wir bestätigen die Spieler-ID noch einmal beim Publisher des Spiels. Danach ist sie „In Bearbeitung“, während der Publisher deinem Konto den Betrag gutschreibt, und „Abgeschlossen“, sobald er angekommen ist.',
        'Die meisten Bestellungen sind nach etwa 10 Minuten abgeschlossen. Stoßzeiten, Wartungsarbeiten des Publishers oder eine Bank, die eine Zahlung zur Prüfung zurückhält, können es verlängern. Wird eine Bestellung nicht innerhalb von 24 Stunden geliefert, wird sie als „Fehlgeschlagen“ markiert und automatisch auf die Karte oder das Wallet erstattet, mit dem du bezahlt hast.',
        'Jeden Schritt kannst du in deinen Bestelldetails verfolgen, die den Zeitpunkt jeder Statusänderung zeigen. Unser Kundenservice ist rund um die Uhr (24/7) für dich da, falls etwas nicht stimmt.',
      ],
    },
    'card-payment-limits-explained': {
      title: 'Kartenzahlungen: Limits, Gebühren und was Do Not Honor bedeutet',
      summary:
        'Die Kartenregeln, die dein Konto schützen, und wie eine abgelehnte Zahlung doch noch klappt.',
      body: [
        'Eine Kartenzahlung muss pro Transaktion mindestens {{usd:1000}} und höchstens {{usd:50000}} betragen. Eine Karte kann 10-mal am Tag und 50-mal im Monat verwendet werden, ein Konto kann bis zu 5 Karten nutzen, und eine Karte kann auf höchstens 2 Konten verwendet werden. Der Name des Karteninhabers muss bei all deinen Zahlungen gleich bleiben.',
        'Gemlane erhebt keine eigene Gebühr. Der Zahlungsanbieter berechnet 4,5 % + {{usd:20}} für Karten und 3,9 % + {{usd:30}} für Wallets; die Gebühr wird vor der Zahlung in der Preisübersicht angezeigt.',
        'Banken lehnen Käufe für Spiele manchmal mit Codes wie Do Not Honor oder Suspected Fraud ab. Das ist eine Entscheidung deiner Bank, nicht von Gemlane. Ein neuer Versuch mit einem Betrag unter {{usd:10000}} klappt meistens; du kannst auch deine Bank anrufen und die Zahlung freigeben lassen.',
      ],
    },
    'honkai-star-rail-express-supply-pass': {
      title: 'Der Express Supply Pass von Honkai: Star Rail erklärt',
      summary:
        '300 Oneiric Shards sofort und 90 Stellar Jade pro Tag: die Rechnung hinter dem Pass.',
      body: [
        'Der Express Supply Pass kostet {{usd:499}} und funktioniert wie der Welkin Moon in Genshin Impact: 300 Oneiric Shards beim Kauf, danach 30 Tage lang jeden Tag 90 Stellar Jade.',
        'Damit ist er die günstigste Art, auf Bannern zu ziehen, wenn du dich täglich einloggst. Mehrere Pässe verlängern die Laufzeit, auf bis zu 180 Tage.',
        'Gib vor der Zahlung deine UID ein und wähle deinen Server (America, Europe, Asia oder TW, HK, MO). Gemlane bestätigt den Kontonamen, damit du prüfen kannst, dass es deiner ist.',
      ],
    },
    'zenless-zone-zero-first-top-up': {
      title: 'Zenless Zone Zero: das Beste aus deiner ersten Aufladung herausholen',
      summary: 'Doppeltes Monochrome beim Erstkauf und die Inter-Knot Membership für neue Proxys.',
      body: [
        'Jede Monochrome-Stufe gibt beim ersten Kauf doppeltes Monochrome. Wenn du Geld ausgeben willst, ist es mehr wert, jede Stufe einmal zu kaufen, als die größte zweimal.',
        'Die Inter-Knot Membership ist der Pass für tägliche Log-ins in Zenless Zone Zero: sofort Monochrome, dann 30 Tage lang jeden Tag Polychrome.',
        'Deine UID steht unten im Spielmenü. Neue Konten erhalten {{usd:300}} Rabatt auf ihre erste Gemlane-Bestellung ab {{usd:1000}}.',
      ],
    },
  },
};
