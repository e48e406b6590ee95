# New Angeles: der Tisch während des Spiels (Deutsch). Schlüssel: assets/locales/en/table.ftl.
# Begriffe: docs/glossary.de.md.

## Das Dock: dein Zug, die Frage, der Rückblick, die Statuszeile

list-sep = {", "}
dock-turn-words = Zeit: einem Indiz nachgehen, den Tatort übernehmen, eine helle Karte spielen; eingeschränkte Schauplätze brauchen eine Befugnis
dock-cost-time = { $time } Zeit
dock-cost-time-why = { $time } Zeit — { $why }
dock-follow-up = Dem { $kind ->
    [testimony] Aussage-Indiz
    [physical] physischen Indiz
   *[document] Dokumenten-Indiz
} nachgehen ({ $cost })
dock-follow-up-short = { $kind ->
    [testimony] Aussage-Indiz
    [physical] Physisches Indiz
   *[document] Dokumenten-Indiz
}: { $cost }
dock-follow-up-hover = { $lead }: der Spieler rechts von dir bewegt das Indiz; dann legst du einen Beweis oder deckst das Komplott auf.
dock-jump = Den Tatort übernehmen ({ $time } Zeit)
dock-jump-hover = Dein Helden-Marker kommt auf den Tatort; wessen Marker am Tagesende dort liegt, wird Startspieler.
dock-here-more = Was du hier noch tun kannst
dock-dropship = Raumschiff-Pass ({ $passes })
dock-dropship-cancel = Raumschiff abbrechen
dock-dropship-hover = Gib einen Pass aus, um für 1 Zeit überallhin zu ziehen (3 auf einen eingeschränkten Schauplatz ohne deine Befugnis); dann klick einen beleuchteten Schauplatz an.
dock-ability-hover = Die Fähigkeit eines Haupt-Schauplatzes, einmal pro Runde für jeden Spieler; Gefälligkeiten zahlen ihre Gefälligkeits-Kosten.
dock-ability-idle-ruler = ⚠ Von hier aus bringt dich der längere Entfernungsmesser mit der danach übrigen Zeit an keinen Ort, den dein Entfernungsmesser nicht schon erreicht.
dock-question-show = ▼ Zeigen
dock-question-show-hover = Die Frage wieder zeigen.
dock-question-fold = ▲ Einklappen
dock-question-fold-hover = Die Frage bis auf ihren Titel einklappen, um den Reiter darunter zu lesen: das Spiel wartet auf deine Antwort.
dock-not-allowed = Nicht erlaubt: { $why }
dock-status-hover = { $text }{"\u000A\u000A"}(Klick: das Protokoll.)
dock-status-hover-log = Klick: das Protokoll.
recap-city = Die Stadt
recap-title = Seit deinem letzten Zug
recap-hover = Was die anderen seit deinem letzten Zug getan haben: aufklappen zum Lesen; eine Zeile unter dem Zeiger beleuchtet ihre Orte auf dem Spielbrett.
recap-earlier = {"  "}… { $earlier } frühere (Reiter „Protokoll“)
recap-turn-so-far = { $name } in diesem Zug bisher:
recap-turn-so-far-held = { $name }s Zug wartet auf diese Antwort; bisher:
recap-did-moves = { $n ->
    [one] 1 Bewegung
   *[other] { $n } Bewegungen
}
recap-did-leads = { $n ->
    [one] 1 Indiz nachgegangen
   *[other] { $n } Indizien nachgegangen
}
recap-did-evidence = { $n ->
    [one] 1 Beweis gelegt
   *[other] { $n } Beweise gelegt
}
recap-did-cards = { $n ->
    [one] 1 Karte gespielt
   *[other] { $n } Karten gespielt
}
recap-did-puzzle = { $n ->
    [one] 1 Puzzle-Teil
   *[other] { $n } Puzzle-Teile
}
recap-did-hits = { $n ->
    [one] 1 Treffer oder Alibi
   *[other] { $n } Treffer oder Alibis
}
recap-did-draws = { $n ->
    [one] 1 Karte gezogen
   *[other] { $n } Karten gezogen
}
recap-did-abilities = { $n ->
    [one] 1 Fähigkeit genutzt
   *[other] { $n } Fähigkeiten genutzt
}
recap-did-lead-moves = { $n ->
    [one] 1 Indiz weiterbewegt
   *[other] { $n } Indizien weiterbewegt
}
recap-you-chosen = Du, außerhalb deines Zugs
recap-did-else = { $n ->
    [one] 1 weitere Zeile
   *[other] { $n } weitere Zeilen
}
recap-digest-you = { $who }: { $what }
recap-digest = { $who }{ $turns ->
    [0] {" "}(außerhalb des Zugs)
    [1] {""}
   *[other] {" "}({ $turns } Züge)
}, jetzt in { $at }: { $what }
recap-for-you = {"  "}» für dich: { $line }
recap-digest-city = Die Stadt: { $n ->
    [one] 1 Zeile (ein Ereignis, der Tag)
   *[other] { $n } Zeilen (Ereignisse, der Tag)
}
recap-your-decision = Deine Entscheidung: { $what } →
recap-auto-lead = Das Spiel versetzt das Indiz für dich (Einstellungen: „Das Spiel wählen lassen, wohin die Indizien gehen, die ich versetze“).
recap-auto-draw = Das Spiel zieht die freie Karte für dich (Einstellungen: „Die freie Karte an vornehmen und heruntergekommenen Orten für mich ziehen“).
status-auto-lead = Das Spiel hat für dich gewählt (unter Einstellungen → Indizien wählst du selbst): { $text }
status-auto-draw = Das Spiel hat die freie Karte für dich gezogen (unter Einstellungen → Freie Karten wählst du selbst): { $text }

## Den Bildschirm weitergeben, die Reiter, der Schleier

handoff-title = Gib den Bildschirm an den Spieler von { $name } weiter (Platz { $seat })
handoff-only = Nur dieser Spieler sollte hinsehen. Privates bleibt verborgen, bis du bestätigst.
handoff-waits = Das Spiel wartet auf { $what }.
handoff-why-again = Der Bildschirm wird am Ende jedes Zugs verdeckt, da er den Spieler gewechselt haben kann; bist du schon der Spieler von { $name }, mach einfach weiter: was die anderen inzwischen taten, steht in deiner Zusammenfassung.
handoff-show-me = Ich bin { $name } — zeig es mir
handoff-continue = Ich bin { $name } — meinen Zug fortsetzen
handoff-start = Ich bin { $name } — meinen Zug beginnen
handoff-order-seat = { $name } (Platz { $seat }{ $bot ->
    [yes] , Bot
   *[no] {""}
})
handoff-order = Züge heute: { $order }. { $why ->
    [drawn] Der Startspieler des Spiels wurde zufällig gezogen (oder beim Einrichten des Spiels gewählt).
   *[scene] Zuerst ist der Detektiv dran, dessen Helden-Marker am Tatort liegt.
}
side-new-event = Ein neues Ereignis ist da: sieh es dir hier an.
side-new-evidence = Neue Beweise in den Feldern: sie leuchten hier eine Weile golden umrandet.
side-piece-waits = Hier wartet ein Puzzle-Teil darauf, gelegt zu werden.
side-hand-hidden = Die Kartenhand zeigt sich nur ihrem Spieler, solange der Bildschirm ihm gehört.
side-your-plot = Deine Handlung
side-others-plots = Die Handlungen der anderen
side-plots = Handlungen
veil-title = Der Tisch wird gedeckt
veil-progress = Die Züge des Spiels werden ausgelegt: { $done } von { $all }.

## Der Tipp

hint-label = Tipp:
hint-do-it = Mach es
hint-do-it-hover = Die vorgeschlagene Aktion ausführen.
hint-thinking = Denke nach…
hint-button = Tipp
hint-shown = Der Tipp steht im Kasten darunter („Ausblenden“ räumt ihn weg).
hint-hide = Ausblenden
hint-hide-hover = Den Tipp wegräumen; Tipp fragt erneut.
hint-button-off = Tipp: aus in diesem Spiel
hint-button-hover = Frag den schweren Bot, was er an deiner Stelle täte. Er sieht nur, was du siehst.
hint-off-shared = Aus in diesem Spiel: „Tipps erlauben“ war im Formular für ein neues Spiel nicht angekreuzt.

## Meldungen (die Zeile über dem Spielbrett) und was sich für einen Platz geändert hat

notice-face-up-own = Dein { $token } bei { $suspect } liegt jetzt offen: alle sehen es.
notice-face-up = Das Plättchen von { $placer } bei { $suspect } liegt jetzt offen: { $token }.
notice-day = Woche { $week }, Tag { $day } beginnt: { $first } ist zuerst am Zug (Helden-Marker am Tatort)
notice-day-you = Woche { $week }, Tag { $day } beginnt: du bist zuerst am Zug (dein Helden-Marker, die kleine Fahne, steht am Tatort, wo auch immer dein Detektiv ist)
notice-climax = Der Climax: die letzten zwei Tage. Ein Indiz, dem jetzt nachgegangen wird, verlässt das Spiel
notice-auto-lead = Für dich gewählt: { $text }
notice-auto-draw = Für dich gezogen (unter Einstellungen → Freie Karten wählst du selbst): { $text }
notice-after = { $notice } (nach: { $cause })
notice-cause-token = { $token } von { $placer } auf { $suspect }
notice-cause-own-token = dein Beweis ({ $token }) auf { $suspect }
notice-cause-alibi = ein Alibi auf { $suspect }
notice-cause-hit = ein Treffer auf { $suspect }
notice-cause-dead = der Tod von { $suspect }
notice-cause-drawn = du hast { $token } gezogen: ein solcher Wert weniger unter denen, die verdeckte Beweise verbergen können
notice-cause-seen = du hast einen verdeckten Beweis gesehen: ein solcher Wert weniger unter denen, die die anderen verbergen können
notice-cause-odds = was die verdeckten Beweise sein können, hat sich geändert
notice-token-face-down = ein verdeckter Beweis
notice-token-known = verdeckt { $token }
notice-dark-on-you = { $who } hat { $card } gegen dich gespielt
notice-dark-on-you-did = { $who } hat { $card } gegen dich gespielt: { $did }
notice-you-did = { $what }: { $did }
notice-own-ability = Die Fähigkeit des Schauplatzes
notice-fight-yours = Du spielst { $card }, einen Kampf: wähle deine Taktik
notice-fight-against = { $who } fängt einen Kampf mit dir an ({ $card }): wähle deine Taktik
notice-event = Ereignis: { $event }
event-leads-move = Zeugenaussagen ziehen:
notice-guilty-leads = Deine Schuldig-Ahnung { $who } ist jetzt der wahrscheinlichste Mörder: +{ $vp } SP, würde der Fall jetzt abgeschlossen
notice-guilty-behind = Deine Schuldig-Ahnung { $who } ist nicht mehr der wahrscheinlichste Mörder (jetzt: { $leader }): −{ $vp } SP, würde der Fall jetzt abgeschlossen
notice-innocent-leads = Deine Unschuldig-Ahnung { $who } ist jetzt der wahrscheinlichste Mörder: −{ $vp } SP, würde der Fall jetzt abgeschlossen
notice-innocent-clear = Deine Unschuldig-Ahnung { $who } ist nicht mehr der wahrscheinlichste Mörder (jetzt: { $leader }): +{ $vp } SP, würde der Fall jetzt abgeschlossen
notice-dead = { $who } ist tot
notice-hit = Ein Treffer auf { $who } ({ $hits } von 3)
notice-hit-by = { $by } setzt einen Treffer auf { $who } ({ $hits } von 3)
notice-alibi = Ein Alibi für { $who }
notice-plot-good = Die Handlung von { $who } erreicht eine gute Kreuzung
notice-plot-bad = Die Handlung von { $who } erreicht eine schlechte Kreuzung
notice-plot-new = { $who } beginnt eine neue Handlung
notice-plot-end = Die Handlung von { $who } kommt zu ihrem Ende
notice-your-turn = Dein Zug — { $time } Zeit
notice-out-of-time = Dein Zug ist vorbei: keine Zeit mehr für irgendetwas.
change-time = { $sign }{ $n } Zeit
change-dark-shift = { $n } ins Dunkle
change-light-shift = { $n } ins Helle
change-favors = { $sign }{ $n } { $n ->
    [one] Gefälligkeit
   *[other] Gefälligkeiten
}
change-bad-baggage = { $n } schlechte Last
change-good-baggage = { $n } gute Last
change-trauma = { $n } Trauma
change-cards = { $sign }{ $n } { $n ->
    [one] Karte
   *[other] Karten
}
change-moved = gezogen

## Die Entscheidung: Titel

decision-move-lead = Das Indiz bewegen
decision-lead-reward = Was bringt das Indiz?
decision-place-evidence = Den Beweis legen
decision-lily = Lily Lockwell
decision-lily-moves = Lily Lockwell zieht weiter
decision-jimmy = Jimmy the Snitch
decision-jimmy-moves = Jimmy the Snitch zieht weiter
decision-baggage = Last auf eine Handlung
decision-benefit = Der Vorteil des Teils
decision-place-piece = Das Puzzle-Teil legen
decision-bonus = Der Bonus des Teils
decision-free-dark = Eine freie dunkle Karte
decision-free-light = Eine freie helle Karte
decision-extra-card = Eine Extrakarte beim Aufbau
decision-response = Mit einer dunklen Karte antworten?
decision-counter = Mit einer hellen Karte antworten?
offer-could = Du könntest jetzt { $cards } spielen.
offer-look = { $n ->
    [one] Die Karte zeigen
   *[other] Die { $n } Karten zeigen
}
offer-not-now = { $n ->
    [one] 1 Karte, die jetzt nicht gespielt werden kann
   *[other] { $n } Karten, die jetzt nicht gespielt werden können
}
decision-fight = Ein Kampf: deine Taktik
decision-hit = Ein Treffer: welcher Verdächtige?
decision-alibi = Ein Alibi: welcher Verdächtige?
decision-peek = Ein Blick: welcher Verdächtige?
decision-reveal = Aufdecken: welches Plättchen?
decision-move-a-lead = Ein Indiz bewegen
decision-favor = Eine Gefälligkeit: welche Art?
decision-memory = Raymond will seine Erinnerung zurück
decision-warrant = Welche Befugnis zieht um?
decision-you-drew = Du hast gezogen

## Die Entscheidung: Antworten

memory-asked = { $his } will { $card } zurück. Gib sie zurück und nimm eine seiner Gefälligkeiten, oder behalte sie: hältst du sie am Ende noch, ist sie dir 1 SP wert.
memory-give-back = Zurückgeben für eine { $favor }
memory-keep = Behalten
choice-from-own = Aus deiner eigenen Karte oder Fähigkeit: du wählst.
choice-from-card-against = Aus der Karte gegen { $who }: du wählst.
choice-hit = Setze einen Treffer auf einen lebenden Verdächtigen; der dritte Treffer tötet. Übrige Treffer: { $left }.
choice-alibi = Lege ein offenes Alibi auf einen lebenden Verdächtigen: −5 beim Abschluss, außer ein Meineid bildet mit ihm ein Paar. Übrige Alibis: { $left }.
choice-peek = Sieh dir heimlich jedes verdeckte Plättchen auf einem Verdächtigen an.
choice-reveal = Dreh ein verdecktes Beweis-Plättchen für alle um.
choice-move-lead = Beweg { $kind ->
    [testimony] ein Aussage-Indiz
    [physical] ein physisches Indiz
    [document] ein Dokumenten-Indiz
   *[other] ein Indiz
}, als wäre der Spieler links von dir ihm nachgegangen.
choice-favor = Nimm eine normale Gefälligkeit aus dem Vorrat.
choice-favor-hover = Diese Gefälligkeit nehmen.
favor-left = { $favor } (noch { $left })
choice-suspect = { $name } ({ $hits } Treffer, { $alibis } Alibis, { $down } verdeckt)
choice-suspect-hover = Diesen Verdächtigen wählen.
token-reveal-hover = Dieses Plättchen für alle umdrehen.
benefit-shift = Verschiebungs-Teil: rück den Zwielicht-Marker eines Detektivs um ein Feld oder lass es. Ins Helle kann er mehr helle Karten bezahlen, ins Dunkle mehr dunkle. Meist: dich selbst ins Helle oder den Führenden ins Dunkle.
benefit-favor = Gefälligkeits-Teil: nimm eine normale Gefälligkeit deiner Wahl.
benefit-baggage-piece = Last-Teil: du darfst gute oder schlechte Last auf die Handlung eines beliebigen Detektivs legen.
benefit-baggage = Lege eine gute oder eine schlechte Last auf die Handlung eines beliebigen Detektivs.
benefit-good-baggage-on = Gute Last auf { $who }
benefit-bad-baggage-on = Schlechte Last auf { $who }
benefit-let-go = Verzichten
piece-place-how = Leg das Teil im Fenster des Komplott-Puzzles: dreh es, dann klick ein grünes Feld an — oder wirf es ab.
piece-discard = Das Teil abwerfen
bonus-optional = Bonus: { $bonus } (freiwillig).
bonus-move-lead-how = Beweg { $kind ->
    [testimony] ein Aussage-Indiz
    [physical] ein physisches Indiz
   *[document] ein Dokumenten-Indiz
}, als wäre der Spieler links von dir ihm nachgegangen: auf einen anderen Schauplatz seines Typs, frei von Indizien, außerhalb deines Distrikts.
bonus-hit-how = Ein Treffer auf einen lebenden Verdächtigen; der dritte Treffer tötet.
bonus-hit-suspect = { $name } ({ $hits } Treffer)
bonus-draw-piece = Das Bonus-Teil ziehen
bonus-skip = Den Bonus auslassen
draw-seedy = Ein heruntergekommener Schauplatz: zieh kostenlos eine Karte vom dunklen Stapel eines anderen Spielers. Du hältst sie, um sie gegen diesen Detektiv zu spielen.
draw-dark-of = Vom dunklen Stapel von { $who } ziehen (noch { $left })
draw-no-thanks = Nein, danke
draw-no-thanks-today = Nein, und heute keine mehr
draw-no-thanks-today-hover = Diese Karte verstreichen lassen und bis morgen keine freien Karten mehr anbieten.
draw-ritzy = Ein vornehmer Schauplatz: du darfst kostenlos eine Karte von deinem hellen Stapel ziehen.
draw-own-light = Von deinem hellen Stapel ziehen (noch { $left })
draw-extra = Aufbau, der eigene Start deines Detektivs: { $n ->
    [one] eine zusätzliche Zwielicht-Karte
   *[other] { $n } zusätzliche Zwielicht-Karten, eine nach der anderen gezogen (diese Frage wird für jede einzeln gestellt)
}, von deinem hellen Stapel oder vom dunklen Stapel eines anderen Spielers.
reward-followed = Du bist { $kind ->
    [testimony] einem Aussage-Indiz
    [physical] einem physischen Indiz
   *[document] einem Dokumenten-Indiz
} nachgegangen.
reward-place-evidence = Beweis legen ({ $pile } Plättchen im Vorrat)
reward-place-evidence-hover = Zieh das oberste Beweis-Plättchen, sieh es dir heimlich an und leg es in das { $kind ->
    [testimony] Aussage-Feld
    [physical] physische Feld
   *[document] Dokumenten-Feld
} eines lebenden Verdächtigen.
reward-or-uncover = Oder deck das Komplott auf:
reward-reveal = Information aufdecken
reward-reveal-hover = Zieh das oberste Teil des Stapels neben deinem Helden-Marker: nimm seinen Vorteil, leg es ins Puzzle, nutze seine Boni.
reward-dig = Tiefer graben
reward-dig-hover = Rück deinen Helden-Marker neben den nächsten, wertvolleren Stapel.
reward-reveal-from = { $label }: ziehen von { $pile }
reward-dig-to = { $label }: neben { $pile } rücken
place-goes-in = Er kommt in das { $kind ->
    [testimony] Aussage-Feld
    [physical] physische Feld
   *[document] Dokumenten-Feld
} eines lebenden Verdächtigen.
place-face-up-why = Offen (alle sehen ihn). { $why }
place-face-down = Verdeckt (nur du kennst ihn)
place-face-up = Offen (alle sehen ihn)
place-down = Verdeckt
place-up = Offen
place-down-means = Nur du wirst seinen Wert kennen.
place-up-means = Alle werden seinen Wert sehen.
place-now-vp = { $n } SP, würde der Fall jetzt abgeschlossen
place-now-same = ±0 SP, würde der Fall jetzt abgeschlossen
place-rows-head = Was jeder Platz jetzt mit deinen Punkten macht (zeig darauf für das Warum):
place-row-odds = Schuldig-Ahnung benannt { $from } % → { $to } %
place-learning = Dass dieses Plättchen nicht mehr im Stapel ist, ändert deine Punkte um { $n } SP, wohin es auch kommt: jede Zeile zählt das mit.
place-row-vp = { $n } SP
place-all-same = { $zero ->
    [yes] Kein Platz ändert deine Punkte, würde der Fall jetzt abgeschlossen: wähl nach dem, was du vom Fall erwartest, oder lass das Spiel wählen.
   *[other] Jeder Platz ändert deine Punkte gleich, würde der Fall jetzt abgeschlossen ({ $n } SP, weil du das Plättchen kennst): wähl nach dem, was du vom Fall erwartest, oder lass das Spiel wählen.
}
place-game-pick = Das Spiel legen lassen: { $words }
place-row-file = { $kind ->
    [testimony] Aussage-Feld
    [physical] physisches Feld
   *[document] Dokumenten-Feld
} { $role ->
    [strong] ▲ stark
    [weak] ▼ schwach
   *[plain] normal
}
place-short-alone = zählt, sobald ein 2. Plättchen dazukommt
place-short-would = beim Abschluss verloren
place-short-may = kann beim Abschluss verloren gehen
place-short-perjury = zählt nur mit einem Alibi
place-odds-obsession = {" "}· BEIDE AHNUNGEN
place-odds-now = Wen der Abschluss jetzt nennen würde (zeig unten auf einen Verdächtigen, um es mit deinem Plättchen zu sehen):
place-odds-now-under = Wen der Abschluss jetzt nennen würde (zeig oben auf einen Verdächtigen, um es mit deinem Plättchen zu sehen):
place-odds-with = Wen der Abschluss mit deinem Plättchen bei { $name } nennen würde (umrandet):
place-odds-guilty = {" "}· SCHULDIG
place-odds-innocent = {" "}· UNSCHULDIG
place-fit-guilty-up = ✔ gut: schiebt deine Schuldig-Ahnung zum Mörder hin
place-fit-rival-away = ✔ gut: schiebt einen Rivalen deiner Schuldig-Ahnung vom Mörder weg
place-fit-innocent-away = ✔ gut: schiebt deine Unschuldig-Ahnung vom Mörder weg
place-fit-against-guilty = ✖ gegen dich: schiebt deine Schuldig-Ahnung vom Mörder weg
place-fit-against-rival = ✖ gegen dich: schiebt einen Rivalen deiner Schuldig-Ahnung zum Mörder hin
place-fit-against-innocent = ✖ gegen dich: schiebt deine Unschuldig-Ahnung zum Mörder hin
choice-fit-hit-guilty = ✖ deine Schuldig-Ahnung: drei Treffer töten einen Verdächtigen, und Tote werden nie benannt
choice-fit-hit-innocent = ✔ deine Unschuldig-Ahnung: drei Treffer töten einen Verdächtigen, und Tote werden nie benannt
choice-fit-hit-rival = ✔ ein Rivale deiner Schuldig-Ahnung: drei Treffer nehmen einen Verdächtigen aus dem Fall
place-note-perjury-alone = • noch kein Alibi auf ihm: ein Meineid zählt erst, wenn ein Alibi oder Überraschungs-Zeuge auf ihm sich mit ihm paart
place-note-perjury-maybe = • zählt nur mit einem Alibi oder Zeugen auf ihm (noch keins zu sehen)
place-note-alone = { $file ->
    [weak] • zählt später: das erste Plättchen eines schwachen Feldes wartet auf ein höheres, dann zählt es
   *[strong] • zählt später: das erste Plättchen eines starken Feldes wartet auf ein niedrigeres, dann zählt es
}
place-note-would = { $file ->
    [weak] ✖ hier verschenkt: ein schwaches Feld verliert beim Abschluss seine höchsten
   *[strong] ✖ hier verschenkt: ein starkes Feld verliert beim Abschluss seine niedrigsten
}
place-note-may = { $file ->
    [weak] ⚠ beim Abschluss vielleicht verloren: ein schwaches Feld verliert seine höchsten
   *[strong] ⚠ beim Abschluss vielleicht verloren: ein starkes Feld verliert seine niedrigsten
}
lily-story = Die Reporterin bringt eine Story: du darfst ein verdecktes Beweis-Plättchen umdrehen.
lily-nothing = Nichts umdrehen
lily-nothing-hover = Das Aufdecken ist freiwillig: jedes Plättchen bleibt, wie es ist. Lily zieht trotzdem weiter.
jimmy-offer = Für 1 Zeit (noch { $time }) zeigt dir Jimmy heimlich jedes verdeckte Plättchen auf einem Verdächtigen oder die Kartenhand eines anderen Spielers. Dann zieht er weiter.
jimmy-look-suspect = { $name } ansehen ({ $down } verdeckt, { $unknown } kennst du nicht)
jimmy-look-hand = Die Kartenhand von { $who } ansehen ({ $cards } Karten)
place-lead-how = { $active } ist { $lead } auf { $at } nachgegangen. Du sitzt rechts: wähle, wohin das Indiz geht — auf einen anderen Schauplatz desselben Typs, frei von Indizien, außerhalb deines Distrikts, wo es einen gibt.
informant-how = Wähle einen Schauplatz desselben Typs in einem anderen Distrikt.
warrant-which = Beide Befugnisse sind im Spiel: wähle die, die nach { $to } umzieht.
warrant-the-one-on = Die auf { $at }
move-lead-none = Kein Indiz kann sich bewegen: nichts zu tun.
move-lead-pick = Wähle ein Indiz; seine Ziele leuchten auf dem Spielbrett als „Indiz hierher?“ — klick eines dort oder hier an.
move-lead-at = { $lead } auf { $at }
move-lead-to = nach:
places-click = Klick auf dem Spielbrett einen Schauplatz mit „{ $words }?“ an, oder einen von diesen:

## Die Kartenhand: Karten, Bezahlen, Reaktions- und Kampffenster

hand-light-cards = Helle Karten ({ $n })
hand-light-cards-what = deine: spiel beliebig viele in deinem Zug, je 1 Zeit
hand-dark-cards = Gehaltene dunkle Karten ({ $n })
hand-dark-cards-what = die eines anderen Detektivs: spiel sie in seinem Zug gegen ihn
hand-title = Deine Hand ({ $count })
hand-title-hover = Du darfst nur ziehen, solange du weniger Karten hältst als dein Karten-Limit.
hand-how = Hak bei anderen Karten „abwerfen zum Zahlen“ an, um die Kosten der gespielten Karte zu senken. Klick den Text einer Karte an, um ihn ganz zu lesen.
hand-memory-held = Eine der Memory-Karten von { $who }, dir beim Aufbau gegeben; nicht Teil deiner Kartenhand.
hand-empty = Keine Karten. Zieh unten (je 1 Zeit).
hand-play = Spielen (1 Zeit)
hand-play-against = Jetzt gegen { $who } spielen
hand-discard-to-pay = abwerfen zum Zahlen
hand-discard = Abwerfen (1 Zeit)
hand-discard-hover = Unter ihren Stapel.
hand-draw-light = Hell ziehen
hand-draw-dark = Dunkel von { $who } ziehen
hand-draw-hover = 1 Zeit, solange deine Kartenhand Platz hat.
hand-discard-to-lower = Abwerfen senkt die Kosten, eine pro Karte (weitere Abwürfe werfen nur Karten ab):
card-play-only = Nur spielbar { $conditions }
card-and = {" und "}
cards-line = Hand { $hand } · heller Stapel { $light } · dunkler Stapel { $dark }
card-light-tactics-marker = Helle Taktik:
card-dark-tactics-marker = Dunkle Taktik:
track-centre = Mitte
track-light = hell { $n }{ $end ->
    [yes] {" "}(Ende)
   *[no] {""}
}
track-dark = dunkel { $n }{ $end ->
    [yes] {" "}(Ende)
   *[no] {""}
}
track-light-end = helles Ende
track-dark-end = dunkles Ende
track-hover = Die Zwielicht-Anzeige: { $end } helle Felder, die Mitte, { $end } dunkle Felder, wie die Detektiv-Karte sagt. Helle Karten verschieben ihren Spieler ins Dunkle, dunkle Karten ihren ins Helle; der Marker geht nie über ein Ende hinaus.
pay-discards = { $n ->
    [one] { $n } Abwurf
   *[other] { $n } Abwürfe
}
pay-plot-colour = Handlungsfarbe { $adjust }
pay-cost = Verschiebungskosten { $cost }
pay-cost-from = Verschiebungskosten { $printed } → { $cost } ({ $how })
pay-nothing = nichts zu zahlen: du bleibst auf { $at }
pay-cannot = du kannst dich nicht ins { $way ->
    [dark-shift] Dunkle
   *[light-shift] Helle
} verschieben: du bist auf { $at }
pay-moves = du verschiebst dich { $cost } ins { $way ->
    [dark-shift] Dunkle
   *[light-shift] Helle
}, { $from } → { $to }
pay-hover = Dein Zwielicht-Marker bewegt sich beim Spielen um die Kosten der Karte; Abwürfe zum Zahlen und eine passende Handlungsfarbe ändern die Kosten.
pay-shift-cost = Verschiebungskosten { $cost }: { $why }
pay-colour-no-match = Eine { $colour ->
    [red] rote
    [blue] blaue
    [green] grüne
    [gold] goldene
    [violet] violette
   *[grey] graue
} Karte gegen { $theirs ->
    [red] eine rote Handlung
    [blue] eine blaue Handlung
    [green] eine grüne Handlung
    [gold] eine goldene Handlung
    [violet] eine violette Handlung
    [grey] eine graue Handlung
   *[none] keine Handlung
}: keine Farbanpassung.
pay-colour-matches = Handlungsfarbe passt — Kosten ändern um:
pay-colour-matches-hover = Eine Karte, deren Farbe zur aktuellen Handlung des Ziel-Detektivs passt, darf eins mehr oder eins weniger kosten.
pay-discard-hover = Wirf diese Karte ab, um die Kosten der gespielten Karte um eins zu senken (mindestens auf 0). Sie kommt unter ihren Stapel.
pay-discard-full = Für ein Ausspielen können keine weiteren Karten abgeworfen werden.
pay-play-dark-hover = Verschieb dich um die Kosten ins Helle; die Karte schadet ihrem Detektiv und kommt dann unter seinen dunklen Stapel.
pay-play-light-hover = Verschieb dich um die Kosten ins Dunkle, dann tu, was sie sagt; sie kommt unter deinen hellen Stapel.
pay-ticked = Diese Karte ist zum Abwerfen angehakt: entferne „abwerfen zum Zahlen“, um sie zu spielen.
respond-acted = { $name } hat gerade gehandelt. Du darfst jetzt eine der dunklen Karten von { $name } gegen sie oder ihn spielen und zahlst die Kosten, indem du dich ins Helle verschiebst.
respond-one = Nur eine dunkle Karte antwortet auf eine Aktion; dann darf { $name } mit einer hellen Karte antworten.
offer-waits = Die anderen warten auf deine Antwort: spiel eine Karte oder passe („Passen für heute“ beendet diese Angebote bis morgen).
respond-play = Gegen { $name } spielen
respond-pass = Passen: keine dunkle Karte
respond-no-card = Du hältst keine Karte, die hier spielbar ist.
counter-played-on-you = Gegen dich gespielt:
counter-how = Eine dunkle Karte wurde gegen dich gespielt. Du darfst jetzt mit einer deiner hellen Karten antworten: 1 Zeit (noch { $time }), Verschiebung ins Dunkle um ihre Kosten. Oder mach mit deinem Zug weiter: ein Zug oder ein Indiz, dem du nachgehst, passt.
counter-play = Spielen (1 Zeit)
counter-pass = Passen: keine helle Karte
fight-you-play = Du spielst { $card } — ein Kampf. Wähle deine Taktik.
fight-plays = { $who } spielt { $card } — ein Kampf. Wähle deine Taktik.
fight-dark-tactics = Dunkle Taktik
fight-light-tactics = Helle Taktik
fight-at-end = Dein Marker steht am Ende ({ $at }): keine Verschiebung, aber du darfst diese Taktik trotzdem wählen
fight-first-shift = Zuerst verschiebst du dich ein Feld ins { $way ->
    [dark-shift] Dunkle
   *[light-shift] Helle
} (von { $from } nach { $to })
fight-shift-then = {"Helle, dann |Dunkle, dann "}
fight-then = { $shift }, dann: { $rest }
card-light-time = 1 Zeit · dein Zug
card-light-time-hover = Gespielt von { $owner } im eigenen Zug, für 1 Zeit.
card-dark-time = 0 Zeit · Zug von { $owner }
card-dark-time-hover = Gespielt gegen { $owner } in deren Zug, von wem auch immer sie hält; kostet keine Zeit.
card-dark-shift = { $n } ins Dunkle
card-dark-shift-hover = Ihre Kosten rücken den Zwielicht-Marker ihres Spielers zum dunklen Ende.
card-light-shift = { $n } ins Helle
card-light-shift-hover = Ihre Kosten rücken den Zwielicht-Marker ihres Spielers zum hellen Ende.
card-click-to-read = Klicken, um sie auf der Karte zu lesen.
card-show-less = weniger zeigen
card-read-more = weiterlesen…
card-read-more-hover = Den ganzen Text der Karte zeigen oder wieder einklappen.
card-light-tactics = HELLE TAKTIK
card-dark-tactics = DUNKLE TAKTIK
card-tag-light = HELL
card-tag-dark = DUNKEL
card-tag-fight = { $deck } · KAMPF
card-light-about = Eine helle Karte: ihr Detektiv spielt sie im eigenen Zug für 1 Zeit und verschiebt sich um ihre Kosten ins Dunkle. Ihr Text schlägt die allgemeinen Regeln. Kosten { $cost }: so viele Felder verschiebt sich ihr Spieler, um sie zu spielen.
card-dark-about = Eine dunkle Karte: wer sie hält, spielt sie im Zug ihres Detektivs gegen ihn, ohne Zeit, und verschiebt sich um ihre Kosten ins Helle. Ihr Text schlägt die allgemeinen Regeln. Kosten { $cost }: so viele Felder verschiebt sich ihr Spieler, um sie zu spielen.
card-deck-light-of = Heller Stapel von { $who }
card-deck-dark-of = Dunkler Stapel von { $who }
card-plot-colour = {" "}(Handlungsfarbe)
card-trait-hover = Eine Kategorie: sie tut allein nichts; andere Karten beziehen sich auf sie.

## Dunkle Karten: wann das Spiel fragt, das Passen, die Wahl des Spiels

prompt-never-note = Nie danach gefragt: das Spiel passt für dich. Du darfst sie trotzdem spielen, wenn eine andere deiner Karten ein Fenster gegen { $who } öffnet.
prompt-always-note = Bei jeder Aktion von { $who } gefragt, solange du sie spielen könntest.
prompt-judged-note = { $daily ->
    [yes] Das Spiel fragt dich höchstens zweimal am Tag: einmal im ersten Moment, in dem eine deiner dunklen Karten gespielt werden kann, und einmal, wenn eine auf das antwortet, was ein Detektiv gerade getan hat — diese Karte, wenn { $when }. Eine vorbeigelassene Frage kommt an diesem Tag nicht wieder.
   *[no] Das Spiel fragt dich einmal in jedem Zug von { $who }, im ersten Moment, in dem sie gespielt werden kann, und noch einmal, wenn { $when } (lässt du sie dann vorbei, fragt es in diesem Zug nicht wieder).
}
prompt-judged-none = { $daily ->
    [yes] Sie antwortet auf keine bestimmte Aktion: das Spiel fragt dich höchstens zweimal am Tag nach deinen dunklen Karten — das erste Mal, wenn eine gespielt werden kann, und einmal, wenn eine auf eine Aktion antwortet (eine vorbeigelassene Frage kommt an diesem Tag nicht wieder); wähle „jede Aktion“, um bei jeder Aktion von { $who } gefragt zu werden.
   *[no] Sie antwortet auf keine bestimmte Aktion: das Spiel fragt dich einmal in jedem Zug von { $who }, im ersten Moment, in dem sie gespielt werden kann (lässt du sie vorbei, fragt es in diesem Zug nicht wieder); wähle „jede Aktion“, um bei jeder gefragt zu werden.
}
prompt-ask-me = Frag mich:
prompt-judged = wenn sie antwortet
prompt-judged-hover = { $daily ->
    [yes] Die Voreinstellung: das Spiel fragt dich höchstens zweimal am Tag nach deinen dunklen Karten — das erste Mal, wenn eine gespielt werden kann, und einmal, wenn eine auf das antwortet, was der Detektiv gerade getan hat.
   *[no] Die Voreinstellung: das Spiel fragt dich einmal in jedem Zug des Besitzers und noch einmal, wenn diese Karte auf das antwortet, was der Detektiv gerade getan hat.
}
prompt-always = jede Aktion
prompt-always-hover = Frag mich bei jeder Aktion des Detektivs, solange ich sie spielen könnte.
prompt-never = nie
prompt-never-hover = Frag mich nie nach dieser Karte.
asked-always = du wolltest nach { $card } gefragt werden
asked-answers-when = { $card } antwortet hierauf: { $when }
asked-once = { $daily ->
    [yes] { $card } kann jetzt gespielt werden (höchstens zweimal am Tag gefragt: einmal so, einmal, wenn eine Karte auf die Aktion eines Detektivs antwortet)
   *[no] { $card } kann in diesem Zug gespielt werden (einmal pro Zug gefragt)
}
asked-because = Gefragt, weil { $why }.
hold-my-turn = Passen bis zu meinem Zug
hold-my-turn-hover = Jetzt passen, und jedes Reaktionsfenster passen, bis dein nächster Zug beginnt.
hold-today = Passen für heute
hold-today-hover = Jetzt passen, und jedes Reaktionsfenster passen, bis der nächste Tag beginnt.
game-choose = Das Spiel wählen lassen
game-choose-hover = Die Wahl des Spiels aus dem, was du siehst, wie ein Bot auf deinem Platz wählen würde: { $words }.
game-choose-always = Immer
game-choose-always-hover = Das Spiel jetzt und jedes Mal wählen lassen, wenn du ein Indiz bewegen sollst, ohne Nachfrage (Einstellungen → Indizien schaltet es ab).

## Die Verdächtigen und ihre Plättchen

suspects-your-hunches = Deine Ahnungen
suspects-guilty = {" "}SCHULDIG{" "}
suspects-guilty-hover = +15 SP, wenn dieser Verdächtige beim Abschluss der Mörder ist.
suspects-innocent = {" "}UNSCHULDIG{" "}
suspects-innocent-hover = +5 SP, wenn dieser Verdächtige nicht der Mörder ist.
suspects-obsession = Besessenheit: deine Schuld- und deine Unschuldsahnung nennen denselben Verdächtigen. Sie zählen wie immer (+15 SP, wenn er am Ende der Mörder ist, +5, wenn nicht); liegt seine Summe am Ende aber mindestens 5 über der jedes anderen, zählen beide Ahnungen als richtig und du bekommst +3 SP dazu (+23 insgesamt).
suspects-obsessed = {" "}BESESSENHEIT{" "}
suspects-your-obsession = {" "}deine BESESSENHEIT (beide Ahnungen){" "}
suspects-secret = Geheim: nur du siehst sie.
suspects-standing-lead = ✔ Schuldig-Ahnung: jetzt der wahrscheinlichste Mörder (etwa { $total } beim Abschluss).
suspects-standing-behind = ✖ Schuldig-Ahnung: jetzt Platz { $rank } von { $count } (etwa { $total }); { $leader } führt mit etwa { $lead }.
suspects-standing-level = ✖ Schuldig-Ahnung: gleichauf mit { $leader } (etwa { $total }); vorn liegt, wer höher auf dem Mordbogen steht.
suspects-standing-close = ✖ Schuldig-Ahnung: etwa gleichauf mit { $leader } (jeweils etwa { $total }); über die verdeckten Plättchen, die du nicht gesehen hast, nennt der Abschluss { $leader } öfter.
suspects-standing-innocent-lead = ✖ Unschuldig-Ahnung: jetzt der wahrscheinlichste Mörder (etwa { $total }): schieb einen anderen hoch oder diesen runter.
suspects-standing-innocent-clear = ✔ Unschuldig-Ahnung: jetzt nicht der wahrscheinlichste Mörder ({ $leader } ist es).
suspects-standing-hover = Nach deinem Wissen: der wahrscheinlichste Mörder ist der Verdächtige, den der Abschluss am häufigsten nennt, wenn jedes verdeckte Plättchen, das du nicht gesehen hast, aus den Plättchen gezogen wird, die du nirgends gesehen hast (starke und schwache Felder verlieren ihre Werte wie beim Abschluss); „etwa“ ist die durchschnittliche Summe. Bei Gleichstand gewinnt der höher auf dem Mordbogen.
suspects-hidden = Verborgen, bis ein Spieler den Bildschirm übernimmt.
suspects-title = Verdächtige
suspects-order = Von oben auf der Mörderkarte (der obere gewinnt bei Gleichstand). Starkes Feld: jeder Marker seines niedrigsten Werts wird beim Abschluss abgeworfen; schwaches Feld: jeder seines höchsten.
suspects-pile = Beweis-Vorrat: noch { $pile } Plättchen.
suspects-rule = Sonderregel: { $name }. { $text }
suspects-rule-over = Sonderregel: { $name } (gilt nicht mehr). { $text }
suspects-sheet-place = { $nth } auf der Mörderkarte: beim Abschluss ist der lebende Verdächtige mit der höchsten Summe der Mörder; bei Gleichstand der, der weiter oben steht.
suspects-your-guilty = {" "}deine SCHULDIG-Ahnung{" "}
suspects-your-guilty-hover = +15 SP, wenn dieser Verdächtige beim Abschluss der Mörder ist. Nur du siehst es.
suspects-leads = {" "}▲ jetzt wahrscheinlichster Mörder{" "}
suspects-leads-hover = Der Verdächtige, den der Abschluss nennen würde, käme er jetzt, soweit du weißt (Plättchen, die du nicht gesehen hast, zählen nach ihren Chancen). Die Liste behält die Reihenfolge des Mordbogens: Sie entscheidet Gleichstände.
suspects-your-innocent = {" "}deine UNSCHULDIG-Ahnung{" "}
suspects-your-innocent-hover = +5 SP, wenn dieser Verdächtige nicht der Mörder ist. Nur du siehst es.
suspects-dead = {" "}TOT{" "}
suspects-dead-hover = Drei Treffer: sofort tot. Seine Plättchen gingen zurück; er nimmt keine mehr und kann nicht der Mörder sein.
suspects-hits = Treffer { $marks }
suspects-hits-hover = { $hits } von 3 Treffern: ein Verdächtiger mit 3 stirbt.
suspects-alibis = Alibis ×{ $n } (je −5)
suspects-alibis-hover = Je −5 beim Abschluss, außer ein Meineid bildet mit einem ein Paar.
suspects-held = von einem Ereignis festgehalten
suspects-held-hover = Seiner Zeugenaussage kann nicht nachgegangen werden, solange das Ereignis dauert.
file-strong-mark = ▲ stark
file-strong-hover = Starkes Feld: beim Abschluss wird jedes Plättchen seines niedrigsten Werts abgeworfen.
file-weak-mark = ▼ schwach
file-weak-hover = Schwaches Feld: beim Abschluss wird jedes Plättchen seines höchsten Werts abgeworfen.
file-plain-mark = normal
file-plain-hover = Normales Feld: jedes Plättchen zählt beim Abschluss.
file-hover = { $why } Beweise aus { $kind ->
    [testimony] einer Zeugenaussage
    [physical] einem physischen Indiz
   *[document] einem Dokumenten-Indiz
} kommen hierher.
ordinal = { $n }.
token-value-what = Beweiswert, beim Abschluss zusammengezählt
token-surprise-what = Überraschungs-Zeuge: −5, oder +5, wenn ein Meineid mit ihm ein Paar bildet
token-perjury-what = Meineid: macht ein Alibi oder einen Überraschungs-Zeugen auf diesem Verdächtigen zu +5
token-short-witness = Zeuge
token-short-perjury = Meineid
token-face-up = Offen: { $token } ({ $what }). Gelegt von { $placer }.
token-face-down-known = Verdeckt: { $token } ({ $what }). Du kennst ihn, weil du ihn gelegt oder hineingesehen hast; die anderen nicht. Gelegt von { $placer }.
token-face-down = Verdeckt: du kennst seinen Wert nicht. Gelegt von { $placer }. Beim Abschluss werden alle umgedreht.
evidence-surprise-a = ein Überraschungs-Zeuge
evidence-perjury-a = ein Meineid

## Fall abgeschlossen: die Aufschlüsselung

closed-summary = Mörder: { $murderer } · Sieg: { $winners }
closed-summary-nobody = niemand (kein Verdächtiger lebt mehr)
closed-summary-winner = { $who }, { $vp } SP
closed-murderer = Der Mörder ist { $name }
closed-nobody = Jeder Verdächtige ist tot: niemand ist der Mörder
closed-how = Jedes Plättchen ist offen. Durchgestrichene Plättchen sind abgeworfen. Der lebende Verdächtige mit der höchsten Summe ist der Mörder; bei Gleichstand der, der auf der Mörderkarte weiter oben steht.
closed-murderer-badge = {" "}MÖRDER{" "}
closed-total = Summe { $total }
closed-killed = Durch drei Treffer getötet: kann nicht der Mörder sein.
closed-file = { $kind } ({ $role ->
    [strong] stark
    [weak] schwach
   *[plain] normal
}):
closed-scores = Punkte
closed-vp = { $vp } SP
closed-shared-win = {" "}GETEILTER SIEG{" "}
closed-winner = {" "}SIEGER{" "}
closed-vp-line = { $vp } SP · { $line }
closed-strong-discard = starkes Feld: niedrigster { $value } ×{ $n } abgeworfen
closed-weak-discard = schwaches Feld: höchster { $value } ×{ $n } abgeworfen
closed-values-sum = übrige Werte ergeben { $sum }
closed-alibis = { $n } Alibi(s)
closed-paired = { $n } mit Meineid gepaart: je +5
closed-unpaired = { $n } Zeuge/Alibi ohne Paar: je −5
closed-idle-perjuries = { $n } Meineid ohne Paar: 0

## Die Gründe des Tipps (in der Sprache des Bildschirms, der gefragt hat)

hint-act-lead-hunches = { $lead } auf { $place } bringt ein Beweis-Plättchen, dessen Wert du noch nicht kennst: ein Plus auf deine Schuldig-Ahnung { $guilty }, ein Minus auf { $innocent }, deine Unschuldig-Ahnung
hint-act-lead-obsession = { $lead } auf { $place } bringt einen Beweis gegen { $guilty }, beide deine Ahnungen (deine Besessenheit: 5 über jedem anderen Verdächtigen zahlt sich aus)
hint-act-lead = { $lead } auf { $place } bringt einen Beweis oder ein Teil des Komplotts
hint-act-jump = { $place } ist der Tatort: übernimm ihn, und du spielst morgen zuerst, wenn dein Helden-Marker am Tagesende noch dort liegt
hint-act-baggage = Last für deine Handlung auf { $place }: { $text }
hint-act-ability = die Fähigkeit von { $place } lohnt sich: { $text }
hint-act-event = das Ereignis { $event } kann auf { $place } genutzt werden
hint-act-other = auf { $place } gibt es etwas zu tun
hint-time = { $time } Zeit
hint-goal-here = { $act } ({ $cost } von deinen übrigen { $time }).
hint-goal-there = { $act }: { $walk } für den Weg und { $cost } für die Aktion, von deinen übrigen { $time }.
hint-goal-on-the-way = Ein erster Schritt auf dem Weg („Mach es“ geht diesen einen Schritt; frag dann nach dem nächsten): { $act }. Für einen Zug deines Entfernungsmessers ist es zu weit: der Weg in Schritten kostet { $walk } und die Aktion { $cost }, von deinen übrigen { $time }.
hint-goal-seedy = { $place } ist ein heruntergekommener Schauplatz: bei der Ankunft ziehst du eine freie dunkle Karte auf die Hand ({ $walk } von deinen übrigen { $time }).
hint-goal-ritzy = { $place } ist ein vornehmer Schauplatz: bei der Ankunft ziehst du eine freie helle Karte auf die Hand ({ $walk } von deinen übrigen { $time }).
hint-goal-none-card = Kein Indiz und kein Schauplatz zum Handeln liegt in diesem Zug innerhalb deiner { $time } Zeit: eine helle Karte hält sich für später.
hint-goal-none-end = Kein Indiz und kein Schauplatz zum Handeln liegt in diesem Zug innerhalb deiner { $time } Zeit: beende deinen Zug, der nächste beginnt mit voller Zeit.
hint-why-light-shift-self = dich ins Helle zu verschieben schafft Raum zum Dunklen für deine hellen Karten (jede verschiebt dich um ihre Kosten ins Dunkle)
hint-why-dark-shift-self = dich ins Dunkle zu verschieben schafft Raum zum Hellen für die dunklen Karten, die du gegen andere spielst (jede verschiebt dich ins Helle)
hint-why-dark-shift-other = { $name } ins Dunkle zu verschieben lässt weniger Raum für die eigenen hellen Karten (jede verschiebt ins Dunkle)
hint-why-light-shift-other = { $name } ins Helle zu verschieben lässt weniger Raum für dunkle Karten gegen andere (jede verschiebt ins Helle)
hint-why-ahead = Ein paar Züge vorausgespielt, kam dies am besten heraus: { $reason }.
hint-changed = Nicht mehr { $place } wie beim letzten Tipp: seitdem hat sich am Tisch etwas geändert (Zeit, Karten, wo die Spuren liegen).
hint-why-best = Von hier aus viele Male durchgespielt, kam diese Antwort für dich am besten heraus.
hint-why-tactics = Von hier aus viele Male durchgespielt, kam das am besten heraus: { $tactics } — { $part }
hint-about-lead-there = { $lead } wartet dort: ihm nachzugehen bringt einen Beweis oder ein Teil des Komplotts.
hint-about-scene = Der Tatort: übernimm ihn dort, und du spielst morgen zuerst, wenn dein Helden-Marker am Tagesende noch dort liegt.
hint-about-closer-to = Es bringt dich näher an { $lead } auf { $place }.
hint-about-closer = Es bringt dich näher an das Geschehen.
hint-about-jump = Wessen Helden-Marker am Tagesende auf dem Tatort liegt, spielt am nächsten Tag zuerst.
hint-about-follow-up = Ein Indiz, dem du nachgehst, bringt dir einen Beweis, den du einem Verdächtigen unterschiebst, oder ein Teil des Komplotts.
hint-about-evidence-hunches = Beweise bewegen den Fall: nach oben bei { $guilty } (deine Schuldig-Ahnung), nach unten bei { $innocent } (deine Unschuldig-Ahnung).
hint-about-evidence = Beweise entscheiden, wer der Mörder ist.
hint-about-conspiracy = Das Komplott-Puzzle bringt beim Abschluss SP und verbindet Teile mit Verdächtigen.
hint-about-place-wasted = Auf { $name }: { $note }; dort ändert er nichts und hilft niemandem, dem du nicht helfen willst.
hint-about-plus-guilty = { $name } ist deine Schuldig-Ahnung: ein Pluswert dort macht ihn wahrscheinlicher zum Mörder.
hint-about-minus-innocent = { $name } ist deine Unschuldig-Ahnung: ein Minuswert dort hält ihn sauber.
hint-about-minus-rival = Ein Minuswert zieht { $name } herunter, und mit ihm einen Rivalen deiner Schuldig-Ahnung.
hint-about-plus-other = Ein Pluswert auf { $name } macht diesen, nicht deine Unschuldig-Ahnung, wahrscheinlicher zum Mörder.
hint-about-serves = Auf { $name } dient er deinen Ahnungen am besten.
hint-about-play-light = { $card } ist jetzt seine Zeit wert: { $text }
hint-about-play-light-idle = { $card } bewirkt jetzt nichts: kein Verdächtiger hat verdeckte Beweis-Plättchen, die man ansehen oder umdrehen könnte.
hint-about-play-light-idle-known = { $card } zeigt dir jetzt nichts Neues: du kennst jedes verdeckte Beweis-Plättchen bei den Verdächtigen schon.
hint-about-play-light-gains = { $card } bringt dir jetzt: { $gains }.
hint-about-discard-full = Das Abwerfen von { $cards } bezahlt sie, statt dein Zwielicht zu verschieben: deine Hand hält { $held } von { $limit } Karten, und mit voller Hand ziehst du keine mehr.
hint-about-discard-spare = Das Abwerfen von { $cards } bezahlt sie, statt dein Zwielicht zu verschieben: { $n ->
    [one] diese Karte ist
   *[other] diese Karten sind
} dir jetzt weniger wert als das Zwielicht.
hint-gain-time-net = { $n } Zeit, { $net } mehr als die 1 Zeit, die das Ausspielen kostet
hint-gain-time-even = die 1 Zeit zurück, die das Ausspielen kostet
hint-gain-cards = { $n ->
    [one] eine Karte
   *[other] { $n } Karten
}
hint-gain-favor = eine Gefälligkeit
hint-gain-baggage = { $n ->
    [one] gute Last
   *[other] { $n }-mal gute Last
}
hint-gain-heal = ein geheiltes Trauma
hint-gain-pass = einen Raumschiff-Pass
hint-gain-hit = einen Treffer auf einen Verdächtigen deiner Wahl
hint-gain-alibi = ein Alibi für einen Verdächtigen deiner Wahl
hint-gain-peek = einen geheimen Blick auf die verdeckten Beweise eines Verdächtigen
hint-gain-reveal = einen verdeckten Beweis aufgedeckt
hint-about-play-dark = Es wirft { $name } zurück: { $text }
hint-about-ability-text = Die Fähigkeit lohnt sich jetzt für dich: { $text }
hint-about-ability = Die Fähigkeit lohnt sich jetzt für dich.
hint-about-draw-light = Eine helle Karte für deine Hand: nach der Rechnung des Tipps bringt sie mehr, als das Spielbrett für diese Zeit bietet, und sie hält sich für einen besseren Moment.
hint-about-draw-dark = Eine Karte vom dunklen Stapel von { $name } kannst du in einem Reaktionsfenster gegen { $name } spielen, wenn es am meisten schmerzt.
hint-about-end-turn = Nichts Übriges ist die Zeit wert, die es kostet.
hint-about-pass = Keine Karte, die du hier spielen könntest, ist ihre Kosten gerade wert.
hint-about-discard = Es schafft Platz in deiner Hand ({ $held } gehalten) für eine bessere Karte; { $card } kommt unter ihren Stapel.
hint-about-recall = { $name } kann sie dir für eine deiner Gefälligkeiten zurückgeben, und ihre gute Last kommt auf deine Handlung; oder sie behalten, dann ist die Zeit verbraucht.
hint-about-recall-kept = { $name } hat sie in diesem Zug behalten: erneut fragen kostet wieder Zeit, und sie kann wieder abgelehnt werden.

## Handlungen

colour-red = rot
colour-blue = blau
colour-green = grün
colour-gold = gold
colour-violet = violett
colour-grey = grau
plot-good-badge = {" "}GUT{" "}
plot-bad-badge = {" "}SCHLECHT{" "}
plot-stage-start = Startkarte
plot-stage-good = Kreuzungskarte, positive Seite
plot-stage-bad = Kreuzungskarte, negative Seite
plot-resolves-when = Ende von Woche { $week }, Tag { $day } ({ $left ->
    [0] heute
    [1] morgen
   *[other] in { $left } Tagen
})
plot-ending-words = „{ $name }“ { $vp } SP, { $mood ->
    [happy] glücklich
    [sad] traurig
   *[neither] weder glücklich noch traurig
}
plot-ending-rules = , und für den Rest des Spiels: { $rules }
plot-no-rule = keine eigene Regel
plot-while-in-play = solange im Spiel: { $rules }
plot-no-kinds = keine Arten
plot-crossroads-words = Kreuzung „{ $name }“ ({ $does }; gute Last von { $wants }, schlechte von { $fears }), dann Ende { $good } oder { $bad }
plot-road-start = START
plot-road-crossroads = KREUZUNG
plot-road-ending = ENDE
plot-road-now = {" "}● { $name } — jetzt{" "}
plot-road-hover = Der Weg einer Handlung: ihre Startkarte wird am Ende von Tag 3 aufgelöst und führt zu einer Seite ihrer Kreuzungskarte; diese wird am Ende von Tag 6 aufgelöst und führt zu einem Ende, das mit seinen SP bis zum Abschluss bleibt.
plot-in-your-hand = {" "}— auf deiner Hand
plot-source-event = Ereignis „{ $event }“ auf { $at }
plot-source-puzzle = ein Last-Teil aus dem Puzzle (deck das Komplott auf; sein Vorteil legt Last auf eine beliebige Handlung)
plot-feeds-good = Was gute Last bringt
plot-feeds-bad = Was schlechte Last bringt
plot-feeds-nothing = Nichts in diesem Spiel.
plot-feeds-your-light = Deine hellen Karten
plot-feeds-their-light = Seine hellen Karten
plot-feeds-your-dark = Deine dunklen Karten, von den anderen gegen dich gespielt
plot-feeds-their-dark = Seine dunklen Karten, von den anderen gegen ihn gespielt
plot-feeds-places = Orte
plot-feeds-events = Ereignisse und das Puzzle
plot-feeds-more = und { $n } weitere
plot-no-kinds-listed = keine Arten genannt
plot-kinds-hover = Eine Karte, die Last einer hier genannten Art gibt, zählt sie als diese Last; eine Art, die nirgends genannt ist, gibt nichts.
plot-tag-start = START
plot-tag-good = KREUZUNG +
plot-tag-bad = KREUZUNG −
plot-in-play = Im Spiel: „{ $name }“, die { $stage }.
plot-on-the-card = Auf der Karte: { $good } gute, { $bad } schlechte Last — { $leaning ->
    [good] mehr gute als schlechte: sie würde positiv aufgelöst
   *[bad] nicht mehr gute als schlechte: sie würde negativ aufgelöst
}.
plot-resolves = Wird aufgelöst: { $when }.
plot-if-positive = Wenn positiv: { $what }.
plot-if-negative = Wenn negativ: { $what }.
plot-rules-in-force = Geltende Regeln: { $rules }.
plot-rules-in-force-hover = Aus den Handlungskarten im Spiel, aus Karten, die in diesem Zug oder an diesem Tag gespielt wurden, und aus den Ereignissen im Spiel.
plot-ending-in-play = Ende im Spiel: „{ $name }“ ({ $plot }), { $vp } SP, ein { $mood ->
    [happy] glückliches
   *[sad] trauriges
} Ende
plot-tag = HANDLUNG
plot-swatch-suffix = {" "}(Handlung)
plot-two-weeks = zwei Wochen
plot-none-week-one = Keine Handlungskarte im Spiel: am Ende von Tag 6 wird eine neue Handlung für Woche 2 gezogen.
plot-none-lived = Keine Handlungskarte im Spiel: die Handlung ist gelebt.
plot-label = Handlung:
plot-summary = „{ $card }“ ({ $stage ->
    [start] Start
   *[crossroads] Kreuzung
}) · { $good } gut / { $bad } schlecht · wird aufgelöst { $when }
plot-summary-none = Handlung: keine im Spiel
plot-summary-ending = Ende „{ $name }“ { $vp } SP
hand-memory-tag = MEMORY

## Ereignisse

events-next-today = am Ende von heute (Woche { $week }, Tag { $day })
events-next-day = am Ende von Tag { $day } (in { $n } { $n ->
    [one] Tag
   *[other] Tagen
})
events-next-week = am Ende von Woche { $week }, Tag { $day }
events-next-none = keins: das letzte Ereignis kam am Ende von Tag 5 der Woche 2
events-next-empty = keins: der Stapel ist leer
events-npc-detective = der Detektiv des NPC
events-who-any = jeder Detektiv
events-who-owner = nur { $owner }
events-who-owner-absent = nur { $owner } — nicht in diesem Spiel
events-who-others = jeder außer { $owner }
events-deck = Genereller Stapel: noch { $n } { $n ->
    [one] Karte
   *[other] Karten
} · nächstes Ereignis { $next }
events-how = Am Ende der Tage 2, 4 und 5 jeder Woche wird ein Ereignis gezogen. Es kommt in Slot 1; das Ereignis dort rückt in Slot 2, und das in Slot 2 fällt von der Leiste und endet.
events-space-1 = Slot 1 — das neueste Ereignis
events-space-2 = Slot 2 — fällt weg, wenn das nächste Ereignis kommt
events-empty = Leer
events-specific = Das spezielle Ereignis des Mordes
events-specific-waiting = Verdeckt, ungesehen — aufgedeckt zu Beginn von Woche 2. Dann ziehen seine Zeugenaussagen um, und es kann einen Verdächtigen festhalten.
events-specific-none = Keins in diesem Spiel.
events-ended = VERDECKT — BEENDET
events-ended-note = Seine Wirkung ist vorbei; zeig auf den Namen, um es wieder zu lesen.
events-tag-murder = MORD-EREIGNIS
events-tag = EREIGNIS
events-in-effect = {" "}IN KRAFT{" "}
events-just-arrived = {" "}GERADE EINGETROFFEN{" "}
events-npc-dead = ☠ { $npc } (NPC von { $who }) ist tot und ist nicht erschienen.
events-npc-at = ⚑ { $npc } (NPC von { $who }) steht auf { $at }.
events-npc-off = { $npc } (NPC von { $who }) ist nicht auf dem Spielbrett.
events-involves = Betrifft { $name }
events-involves-held = Betrifft { $name }: festgehalten — der Zeugenaussage kann nicht nachgegangen werden
events-every-detective = Jeder Detektiv: { $rule }
events-ability = Fähigkeit
events-ability-line = auf { $at } · { $who } · { $once ->
    [yes] wer sie zuerst nutzt, beendet das Ereignis
   *[no] einmal pro Runde für jeden
}
events-used-by = In dieser Runde genutzt von { $who }.
events-pay-with = {" "}(zahlen mit { $what })
events-button = Ereignis „{ $event }“: { $text }{ $with }
events-button-hover = Eine vorübergehende Fähigkeit des Ereignisses „{ $event }“ auf { $at }, solange es dauert. Wer: { $who }. { $once ->
    [yes] Der erste Detektiv, der sie nutzt, beendet das Ereignis.
   *[no] Jeder Detektiv darf sie einmal pro Runde nutzen.
} Gefälligkeiten zahlen ihre Gefälligkeits-Kosten.
events-npc-held = {" "}×{ $n } gehalten
events-npc-on-map = {" "}⚑ auf { $at }
events-npc-here = { $npc } (NPC von { $who }) ist hier, gebracht vom Ereignis „{ $event }“.
events-ability-at = Ereignis „{ $event }“ ({ $who }): { $text }
events-not-now = Nicht jetzt: { $why }.{"\u000A\u000A"}{ $about }

## Das Komplott-Puzzle

puzzle-benefit-shift = einen beliebigen Spieler um ein Feld ins Helle oder Dunkle verschieben
puzzle-benefit-favor = eine normale Gefälligkeit deiner Wahl nehmen
puzzle-benefit-baggage = eine gute oder schlechte Last auf die Handlung eines beliebigen Spielers
puzzle-each-favor = jede { $favor }
puzzle-each-haas = jedes Haas-Plättchen
puzzle-each-jinteki = jedes Jinteki-Plättchen
puzzle-group-hover = { $name } ({ $short }): eine Gruppe auf dem Rahmen. Eine ununterbrochene Linie von ihr zu einer Seite des Komplotts ist ein Link, bis zu 4; beim Abschluss macht jeder Link { $value } 1 SP mehr wert.
puzzle-conspiracy-hover = Das Komplott, fest in der Mitte. Linien von einer Gruppe, die seine Seiten erreichen, sind Links.
puzzle-its-bonuses = {" "}Seine Boni: { $bonuses }.
puzzle-piece-hover = Ein { $pile ->
    [shift] Verschiebungs-Teil
    [favor] Gefälligkeits-Teil
   *[baggage] Last-Teil
}.{ $bonus } Ein neues Teil muss ein gelegtes berühren und eine seiner Linien fortsetzen.
puzzle-free-cell-placing = Ein freies Feld: ein grüner Ring heißt, das gezogene Teil passt so gedreht hierher; klick, um es zu legen. Eine vollständige Reihe, Spalte oder Mitteldiagonale gibt ein Komplott-Plättchen, 4 SP.
puzzle-free-cell = Ein freies Feld. Eine vollständige Reihe, Spalte oder Mitteldiagonale gibt ein Komplott-Plättchen, 4 SP.
puzzle-intro = Wenn du einer Spur nachgehst, kannst du statt Beweise zu platzieren das Komplott aufdecken: Zieh ein Teil vom Stapel neben deinem Helden-Marker, nimm seinen Vorteil und leg es hier an. Wer eine Reihe, eine Spalte oder eine Diagonale durch die Mitte vollendet, erhält ein Komplott-Plättchen (4 SP). Eine Gruppe am Rahmen, die durch eine ununterbrochene Linie mit der Mitte verbunden ist, ist ein Link: beim Abschluss bringen ihre Gefälligkeiten oder Marker allen, die sie halten, SP.
puzzle-links = Links (einer pro erreichter Seite des Komplotts, bis zu 4):
puzzle-link-favor = jede { $favor } +{ $n } SP
puzzle-link-haas = jedes Haas-Plättchen +{ $n } SP (über H-Teile)
puzzle-link-jinteki = jedes Jinteki-Plättchen +{ $n } SP (über J-Teile)
puzzle-link-line = { $name }: { $n } Link(s) — { $what }
puzzle-letters = Buchstaben auf Teilen: L ein Indiz bewegen · X Treffer · + Bonus-Teil · H Haas-Link · J Jinteki-Link.
puzzle-shift-yourself = dich
puzzle-shift-stays = { $who } { $way ->
    [dark] ins Dunkle
   *[light] ins Helle
}: schon auf { $at }, keine Bewegung
puzzle-shift-moves = { $who } { $way ->
    [dark] ins Dunkle
   *[light] ins Helle
}: { $from } → { $to }
puzzle-shift-hover = { $own ->
    [yes] Dein Zwielicht-Marker
   *[no] Der Zwielicht-Marker von { $who }
} steht auf { $at } (die Anzeige läuft von hell { $end } über die Mitte bis dunkel { $end }). { $way ->
    [dark] Eine Verschiebung ins Dunkle rückt ihn ein Feld zum dunklen Ende
   *[light] Eine Verschiebung ins Helle rückt ihn ein Feld zum hellen Ende
}{ $stays ->
    [yes] ; er steht schon dort, also bewegt sich nichts
   *[no] {""}
}. Helle Karten verschieben ihren Spieler ins Dunkle und dunkle Karten ihren ins Helle, also ist Raum auf einer Seite Raum, solche Karten zu spielen.
puzzle-drawn = Gezogen: { $pile ->
    [shift] Verschiebungs-Teil
    [favor] Gefälligkeits-Teil
   *[baggage] Last-Teil
}
puzzle-bonuses = Boni: { $bonuses }
puzzle-turn-left = Nach links drehen
puzzle-turn-right = Nach rechts drehen
puzzle-discard-hover = Seine Boni gelten trotzdem.
puzzle-fixed = {"Dieses Teil ist fest: es kann nicht gedreht werden. "}
puzzle-green-cells = Grüne Felder: wo es so gedreht passt; klick eines an, um es zu legen.
puzzle-fits-nowhere = Es passt nirgends, wie auch immer gedreht: wirf es ab.
puzzle-pile-hover = { $pile }: noch { $n } Teile. Information aufdecken zieht vom Stapel neben deinem Helden-Marker; tiefer graben rückt den Marker zum nächsten, wertvolleren Stapel. Sein Vorteil: { $benefit }.
puzzle-pile-shift = Verschiebung
puzzle-pile-favor = Gefälligkeit
puzzle-pile-baggage = Last
puzzle-hero-of = Helden-Marker von { $who }
puzzle-piles-note = Stapel vom am wenigsten zum wertvollsten; dein Helden-Marker zeigt, wo du ziehst.

## Spezial-Karten, NPCs, die Zeit eines Detektivs

memory-ask = { $name } um deine Memory-Karte bitten (1 Zeit)
memory-ask-hover = { $name } hält eine deiner Memory-Karten. Hast du eine Gefälligkeit, gibt er sie entweder zurück und nimmt eine deiner Gefälligkeiten seiner Wahl (ihre Wirkung trifft dann dich), oder er behält sie (1 SP für ihn beim Abschluss).
time-on-sheet = { $n } laut Detektiv-Karte
time-from-rules = { $n } durch geltende Regeln
time-wrapped = −1: Wrapped Up in Himself (mehr schlechte als gute Last)
npc-title = { $npc } — NPC von { $who }
npc-eliminated = ☠ Eliminiert.
npc-on-map = Auf { $at }, gebracht vom Ereignis „{ $event }“; geht nach Hause, wenn es endet.
npc-no-favors = Gibt keine Gefälligkeiten.
npc-favors-pay = Seine Gefälligkeiten zahlen als { $kinds }.
npc-or = {" oder "}
special-sanity = Sanity
special-descent = Descent into Madness
special-begun = · { $plot } begonnen
special-good-mood = Good Mood
special-bad-mood = Bad Mood
special-hand-plus = Karten-Limit +1
special-hand-minus = Karten-Limit −1
special-mood = Mood:
special-money = Money:
special-money-pays = · 1.000 $ zahlen eine beliebige Gefälligkeit
special-wrapped-bad = im Spiel — jetzt 1 Zeit weniger (mehr schlechte als gute Last)
special-wrapped-none = im Spiel — jetzt ohne Wirkung
special-discarded = abgeworfen
special-memories-back = · Erinnerungen zurückgewonnen { $n }/2
special-cards = Spezial-Karten:
special-holds-memory = Hält „{ $card }“ von { $owner } (nur du siehst sie)
special-holds-memory-down = Hält eine der Memory-Karten von { $owner } (verdeckt)
special-holds-memory-hover = Beim Aufbau gegeben; nur wer sie hält, sieht welche. Hält er sie am Ende noch, ist sie ihm 1 SP wert.
special-memory-out = Ausgegebene Memory-Karten: { $who }

## Schauplatz-Tooltips, Detektive, die Legende, das Protokoll, Was kann ich tun?

tip-lead-here = Indiz hier: { $lead }.
tip-district = { $district }: { $kind }, { $quality ->
    [ritzy] vornehm (Raute)
    [seedy] heruntergekommen (Dreieck)
   *[normal] normal (Kreis)
}
tip-type = Typ { $kind } ({ $colour ->
    [yellow] gelb
    [green] grün
    [red] rot
    [blue] blau
   *[purple] lila
}): Indizien, Lily und Jimmy ziehen zu einem Schauplatz desselben Typs; deine Bewegung ändert er nie.
tip-warrant-here = {" "}Befugnis hier: { $who }.
tip-restricted = Eingeschränkt: 3 Zeit zum Betreten ohne deine eigene Befugnis hier.{ $with }
tip-ritzy = Vornehm: beim Betreten ziehst du eine freie helle Karte.
tip-seedy = Heruntergekommen: beim Betreten ziehst du eine freie dunkle Karte.
tip-ritzy-skipped = Vornehm: eine freie helle Karte beim Betreten — heute nicht für dich (du hast „Nein, und heute keine mehr“ gesagt).
tip-seedy-skipped = Heruntergekommen: eine freie dunkle Karte beim Betreten — heute nicht für dich (du hast „Nein, und heute keine mehr“ gesagt).
tip-ability = Fähigkeit: { $text }
tip-ability-how = Wenn du hier stehst, nutze sie aus den Aktionen deines Zugs (ihr Knopf oder ihre Zeile in „Was kann ich tun?“); jeder Spieler einmal pro Runde.
tip-beanstalk = Die Bohnenstange, Halt { $n } von 5: an einem Ende betreten, dann Schritt für Schritt.
tip-scene = Der Tatort.
tip-hero-here = Der Helden-Marker von { $who } ist hier.{" "}
tip-jump = { $hero }Übernimm hier den Tatort (1 Zeit): wessen Helden-Marker am Tagesende hier liegt, wird Startspieler.
tip-lead = { $kind ->
    [testimony] Eine Zeugenaussage
    [physical] Ein physisches Indiz
   *[document] Ein Dokumenten-Indiz
} ({ $whose }): wenn du hier stehst, klick es an, um ihm für 1 Zeit nachzugehen; der Spieler rechts von dir bewegt es.
tip-informant = { $who } ist hier.
tip-here = Hier: { $who }.
det-turn = ◀ am Zug
det-seat = Platz { $seat } · { $kind ->
    [human] Mensch
   *[bot] Bot
}
det-first-player = Startspieler
det-hero-on-scene = Held auf dem Tatort
det-at = Auf { $at }
det-line = Fahrzeug: { $vehicle } · { $time } Zeit pro Zug · Befugnisse { $warrants } · Pässe { $passes }
det-line-hover = Entfernungsmesser: wie weit eine Bewegung auf dem Spielbrett reicht ({ $sheet } mm laut Detektiv-Karte, { $now } mm mit den geltenden Regeln). Zeit zu Beginn jedes Zugs: { $why }.
det-npc-favor = { $n } Gefälligkeit von { $npc } ({ $shows })
det-conspiracy = { $n } Komplott
det-haas = { $n } Haas
det-jinteki = { $n } Jinteki
det-trauma-small = { $n } Trauma (je -1 SP)
det-trauma-big = { $n } Trauma (je -3 SP)
det-short-range = kurze Reichweite
det-mid-range = mittlere Reichweite
det-long-range = große Reichweite
key-title = Legende des Spielbretts
key-shapes = Raute: vornehm (freie helle Karte). Kreis: normal. Dreieck: heruntergekommen (freie dunkle Karte).
key-major = Größeres Symbol mit hellem Ring: Haupt-Schauplatz, mit einer Fähigkeit.
key-restricted = Rotes R-Abzeichen: eingeschränkt — 3 Zeit zum Betreten ohne deine Befugnis.
key-leads = Indizien: T Quadrat Zeugenaussage · P Sechseck physisch · D Fünfeck Dokument.
key-warrant = W-Quadrat: eine Befugnis, in der Farbe ihres Besitzers. Flagge: Helden-Marker.
key-pan = Ziehen mit der rechten oder mittleren Taste verschiebt; das Mausrad zoomt.
key-rules = Die Regeln des Spielbretts:
log-all = Alle
log-only-about = Nur die Zeilen über { $name } (Platz { $seat }).
log-skip-passes = Passen auslassen
log-skip-passes-hover = Das Passen und ausgeschlagene Angebote weglassen: was nichts geändert hat.
log-nothing = Noch nichts.
log-the-table = Der Tisch
log-secret = geheim
log-secret-hover = Nur du siehst diese Zeile.
options-title = Was kann ich tun? ({ $n } Möglichkeiten)
options-close = Liste schließen
options-time-range = { $lo }–{ $hi } Zeit
options-moves = Zu einem von { $n } Orten ziehen ({ $costs }): zieh den Entfernungsmesser von deinem Detektiv.
options-costs = { $words } — { $time } Zeit
options-do = Tun

## Das Spielbrett: Bereiche, der Entfernungsmesser, die Ortswahl

board-earth = ERDE
board-moon = DER MOND
board-beanstalk = DIE BOHNENSTANGE
ruler-no-turn = Gerade läuft kein Zug.
ruler-answer-first = Beantworte zuerst die Frage des Spiels (ihr bernsteinfarben gerahmtes Feld; „▼ Zeigen“ öffnet es, wenn du es eingeklappt hast).
ruler-waits-for = Nicht dein Zug: das Spiel wartet auf { $what }.
ruler-their-turn = Nicht dein Zug: { $who } ist am Zug.
ruler-drag = Zieh zu einem beleuchteten Schauplatz und lass los, um dorthin zu ziehen (oder lass hier los und klick dann einen an); Esc bricht ab.
ruler-cancelled-let-go = Bewegung abgebrochen: lass auf einem Schauplatz los, um dorthin zu ziehen.
ruler-let-go-out-of-reach = Nicht gezogen: { $why }.
ruler-unlit = { $place } wird vom Entfernungsmesser nicht beleuchtet (zu weit oder nicht genug Zeit)
ruler-way = Der Weg dorthin: { $moves } Züge, insgesamt { $time } Zeit, der erste nach { $first }.
ruler-cancelled = Bewegung abgebrochen.
ruler-clicked = Klick einen beleuchteten Schauplatz an, um hinzuziehen (Esc: bleiben).
ruler-put-away = Entfernungsmesser weggelegt: du bleibst, wo du bist.
ruler-no-baggage-match = keine Last
ruler-no-baggage = { $time }{"\u000A"}keine Last
ruler-restricted-tag = { $time }{"\u000A"}eingeschränkt
board-restricted-cost = Eine eingeschränkte Lokation: Betreten kostet 3 Zeit ohne deine Befugnis dort (R-MAP-5).
board-fit = Brett einpassen
board-fit-hover = Das ganze Spielbrett wieder zeigen (Ziehen mit der rechten oder mittleren Taste verschiebt, das Mausrad zoomt).
board-out-of-reach = Außer Reichweite: { $why }. Hier loslassen bewegt nichts.
board-out-of-reach-ruler = Außer Reichweite: der Entfernungsmesser beleuchtet ihn nicht (zu weit oder nicht genug Zeit). Hier loslassen bewegt nichts.
confirm-lead = Nach { $place } ziehen ({ $move }) und dort dem Indiz nachgehen ({ $lead }, { $follow } Zeit): { $total } von deinen { $time } Zeit, { $left } bleiben.
confirm-move = Nach { $place } ziehen: { $cost }, danach { $left ->
    [one] bleibt 1 Zeit
   *[other] bleiben { $left } Zeit
}.
confirm-then-follow = {" "}Danach gehst du dem Indiz dort nach ({ $time } Zeit): dann { $left ->
    [one] bleibt dir 1 Zeit
   *[other] bleiben dir { $left } Zeit
}.
confirm-way = Nach { $place } ziehen: { $moves } Züge, insgesamt { $time } Zeit, danach { $left ->
    [one] bleibt 1
   *[other] bleiben { $left }
}.
confirm-go = Los (Enter)
confirm-stay = Bleiben (Esc)
journey-held = Beantworte zuerst die Frage: dann geht der Weg nach { $place } weiter.
journey-held-lead = Beantworte zuerst die Frage: dann wird dem Indiz in { $place } nachgegangen.
journey-begins = Unterwegs nach { $place }: { $moves } Züge, insgesamt { $time } Zeit, ein Zug nach dem anderen (Rückgängig nimmt einen zurück; den Entfernungsmesser aufnehmen hält an).
journey-arrived = Du bist in { $place } ({ $moves } Züge).
journey-stopped = Der Weg endet in { $place }: { $why }
journey-no-follow = Du bist in { $place }, aber dem Indiz wird nicht nachgegangen: { $why }
journey-too-long = Der ganze Weg kostet { $need } Zeit; du hast noch { $time }.
board-way-go = { $moves } Züge entfernt: lass los, um dorthin zu ziehen, ein Zug nach dem anderen; insgesamt { $time } Zeit von deinen { $left }. Der Weg ist auf dem Brett gezeichnet.
board-click-go = Klicke, um dorthin zu ziehen: { $cost }.
board-click-way = Klicke, um dorthin zu ziehen: { $moves } Züge, insgesamt { $time } Zeit.
board-click-then-follow = {" "}Danach gehst du dem Indiz dort nach.
board-way-toward = Der Weg dorthin: { $moves } Züge, insgesamt { $time } Zeit; der erste nach { $first }, auf dem Brett beleuchtet.
board-fly-to = Nach { $to } fliegen
board-move-to = Nach { $to } ziehen
board-ruler-reach = Dein Entfernungsmesser reicht { $mm } mm weit auf dem Plan: die Einheit, in der Karten ihn verlängern oder verkürzen.
board-cost-lily = { $time } Zeit ({ $cost } + { $then } für Lily)
board-too-few = {" "}(zu wenig übrig)
board-reach-go = Klick: nach { $place } ziehen ({ $move }) und dort dem Indiz nachgehen ({ $lead }, { $follow } Zeit) — zusammen { $total } von deinen { $time } Zeit.
board-reach-here = Klick: hier dem Indiz nachgehen ({ $lead }, { $follow } von deinen { $time } Zeit).
board-reach-title = Ein Indiz in Reichweite
board-reach-use = Der Beweis von hier kommt in das { $kind ->
    [testimony] Aussage-Feld
    [physical] Feld der physischen Indizien
   *[document] Dokumenten-Feld
}; bei deiner Schuldig-Ahnung { $who } ist es { $mark }.
board-lead-here = Indiz hierher
board-lily-here = Lily hierher
board-jimmy-here = Jimmy hierher
board-you = DU
hand-deck-light = hell
hand-deck-dark = dunkel

## The score chip in the top bar
score-chip = Du ≈ { $vp } SP
score-rise = { $n } SP
caption-swing = Deine Punkte { $change } SP
caption-swing-after = Davor: { $step } — deine Punkte { $change } SP
score-hover-head = Würde der Fall jetzt abgeschlossen, so weit du es sehen kannst: etwa { $vp } SP.
score-hover-change = { $n } seit Beginn deines Zuges.
score-hover-why = Letzte Änderung: { $why }
score-since = Seit deinem letzten Zug ging deine Wertung von { $from } auf { $to } SP (wenn der Fall jetzt abgeschlossen würde):
score-since-line = { $line } ({ $was } → { $now } SP)
score-hover-how = Jede Ahnung zählt ihre SP mal ihrer jetzigen Chance, soweit du es sehen kannst (Reiter Verdächtige: bring deine Schuldig-Ahnung nach oben, halte deine Unschuldig-Ahnung davon fern); Plot-Enden, das Puzzle und deine Marker zählen wie beim Abschluss.
score-hover-others = Die anderen, ohne ihre geheimen Ahnungen: { $others }

dock-plot-due = { $left ->
    [0] Heute Abend
   *[other] Morgen Abend
} wird deine Handlung „{ $name }“ aufgelöst: { $good } gute, { $bad } schlechte Last → { $leaning ->
    [good] ▲ sie nimmt den guten Weg.
   *[bad] ▼ sie nimmt den schlechten Weg (sie braucht mehr gute als schlechte).
}
dock-plot-due-cards = Gute Last aus deiner Hand: { $cards }.
dock-plot-due-help = Was gute Last bringt: im Reiter „Handlung“.
dock-plot-due-hover = Wird eine Handlung aufgelöst, führt mehr gute als schlechte Last auf ihrer Karte sie den guten Weg; dann geht die Last zurück. Klick: der Reiter „Handlung“.
