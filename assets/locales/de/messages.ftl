# New Angeles: was die Regeln und das Spiel sagen (Deutsch). Schlüssel: assets/locales/en/messages.ftl.
# Begriffe: docs/glossary.de.md.

## Ablehnungen: warum die Regeln einen Befehl nicht erlauben

area-earth = der Erde
area-moon = dem Mond
area-beanstalk = der Bohnenstange
refuse-already-at = du bist schon in { $place }
refuse-beanstalk-step = auf der Bohnenstange bewegst du dich Schritt für Schritt; { $to } liegt nicht neben { $from } (R-MOVE-3)
refuse-beanstalk-leave = { $from } liegt mitten auf der Bohnenstange: du verlässt sie nur an einem Ende, Root oder Starport Kaguya (R-MOVE-3)
refuse-beanstalk-enter = { $to } liegt auf der Bohnenstange: du betrittst sie nur an einem Ende, Root von der Erde oder Starport Kaguya vom Mond (R-MOVE-3)
refuse-other-area = { $to } liegt auf { $there } und du bist auf { $here }: kein Entfernungsmesser reicht zwischen Erde und Mond; nimm die Bohnenstange oder ein Raumschiff (R-MOVE-2)
refuse-out-of-reach = { $to } ist zu weit für einen Zug: ein Zug reicht nur so weit wie dein Entfernungsmesser (die leuchtenden Schauplätze); geh in Schritten, von Leuchtpunkt zu Leuchtpunkt (R-MOVE-1)
term-lead-testimony = Aussage
term-lead-physical = physisch
term-lead-document = Dokument
term-favor-corp = Konzern-Gefälligkeit
term-favor-political = politische Gefälligkeit
term-favor-society = Gesellschafts-Gefälligkeit
term-favor-street = Straßen-Gefälligkeit
term-pile-shift = der Verschiebungs-Stapel
term-pile-favor = der Gefälligkeits-Stapel
term-pile-baggage = der Last-Stapel
term-deck-light = der helle Stapel
term-deck-dark = der dunkle Stapel
murder-rule-named = { $rule }, die Sonderregel von { $murder } ({ $id })
refuse-murder-closed = { $place } ist für Detektive bis Tag { $day } von Woche { $week } geschlossen: { $rule }
refuse-murder-invitation = du darfst { $place } nur mit einer { $favor } oder mit deiner eigenen Befugnis dort betreten: { $rule }
refuse-murder-silent = dem Aussage-Indiz von { $suspect } kann vor Tag { $day } von Woche { $week } niemand nachgehen: { $rule }
refuse-murder-face-up = ein Beweis aus einem Indiz der Art „{ $kind }“ wird offen gelegt: { $rule }
refuse-murder-no-alibi = auf { $suspect } darf vor Woche { $week } kein Alibi gelegt werden: { $rule }
refuse-not-daytime = es ist nicht Tagesphase: kein Zug läuft
refuse-no-seat = es gibt keinen Platz { $seat }
refuse-not-your-turn = { $active } ist am Zug, nicht du
refuse-nothing-waiting = nichts wartet auf diese Antwort
refuse-no-time = { $what } kostet { $cost } Zeit und du hast noch { $left }
refuse-no-such-location = diesen Schauplatz gibt es nicht
refuse-no-dropship-pass = du hast keinen Raumschiff-Pass (R-MOVE-5)
refuse-jump-not-on-scene = um den Tatort zu übernehmen, musst du auf dem Tatort stehen, { $scene } (R-ROUND-4)
refuse-jump-already = dein Helden-Marker liegt schon auf dem Tatort
refuse-no-follow-ups = eine Karte im Spiel verbietet dir, jetzt Indizien nachzugehen
refuse-no-draws = eine Karte im Spiel verbietet dir, jetzt Zwielicht-Karten zu ziehen
refuse-no-memory-cards = du hast keine Memory-Karten zurückzugewinnen
refuse-ask-another = frag einen anderen Spieler
refuse-no-memory-held = { $other } hat keine Memory-Karte von dir
refuse-recall-no-favor = du brauchst eine Gefälligkeit, die du dafür anbietest (R-SETUP-13)
doing-jump = den Tatort zu übernehmen
doing-jump-because = den Tatort zu übernehmen ({ $why })
doing-follow-up = einem Indiz nachzugehen
doing-draw = eine Zwielicht-Karte zu ziehen
doing-discard = eine Zwielicht-Karte abzuwerfen
doing-play-light = eine helle Karte zu spielen
doing-ability = diese Fähigkeit
doing-action = diese Aktion
doing-recall = eine Memory-Karte zurückzufordern
doing-enter-restricted = { $place } zu betreten (eingeschränkt, und dort keine Befugnis von dir, R-MOVE-4)
doing-move = nach { $place } zu ziehen
cost-second-directive = Second Directive: das erste Indiz jedes Zuges ist frei
lead-testimony = das Aussage-Indiz von { $whose }
lead-physical = das physische Indiz von { $whose }
lead-document = das Dokument-Indiz von { $whose }
refuse-lead-gone = dieses Indiz ist nicht mehr im Spiel
refuse-lead-elsewhere = { $lead } liegt in { $place }: du musst auf seinem Schauplatz stehen, um ihm nachzugehen (R-LEAD-1)
refuse-lead-held = { $suspect } wird von einem Ereignis festgehalten: das Aussage-Indiz wartet, bis das Ereignis endet (R-LEAD-5)
refuse-puzzle-empty = alle Puzzle-Stapel sind leer: nichts mehr aufzudecken (R-PUZ-3)
refuse-no-deeper-pile = es gibt keinen wertvolleren Stapel mit Teilen, zu dem du tiefer graben kannst (R-PUZ-2)
refuse-hero-pile-empty = der Stapel neben deinem Helden-Marker ist leer
refuse-piece-outside = das Teil muss im 5×5-Feld liegen (R-PUZ-5)
refuse-cell-taken = auf diesem Feld liegt schon ein Teil
refuse-piece-no-line = das Teil muss mindestens eine Linie eines benachbarten Teils fortsetzen (R-PUZ-5)
refuse-piece-alone = das Teil muss ein schon gelegtes Teil berühren (R-PUZ-5)
name = { $name }
refuse-no-ability = { $place } hat keine Fähigkeit: nur Haupt-Schauplätze haben eine (R-MAP-6)
refuse-no-such-use = diese Fähigkeit hat keine solche Nutzung
refuse-ability-used = du hast die Fähigkeit von { $place } in dieser Runde schon genutzt: einmal pro Runde (R-LOC-1)
refuse-event-not-in-play = dieses Ereignis ist nicht im Spiel
refuse-event-no-action = { $event } bietet keine solche Aktion
refuse-event-stand-on = { $event }: du musst in { $place } stehen (R-EVENT-4)
refuse-event-owner-only = das darf nur der Detektiv, zu dem { $npc } gehört
refuse-event-others-only = { $npc } ist dein eigener NPC: das dürfen nur die anderen
refuse-event-used = das hast du in dieser Runde schon getan: einmal pro Runde ({ $event })
pay-favor = eine { $favor }
pay-npc = eine Gefälligkeit von { $npc }
pay-money = 1.000 $ Money
pay-any-favor = eine Gefälligkeit beliebiger Art
refuse-pay-only = zahle nur die Gefälligkeiten, die { $what } verlangt
refuse-pay-costs = { $what } kostet { $cost } (R-TOKEN-1)
refuse-no-such-npc = diesen NPC gibt es nicht
refuse-pay-wrong = diese Kosten sind { $cost }, nicht { $paid }
refuse-pay-none = du hast keine „{ $paid }“, um zu zahlen (R-TOKEN-1)
supply-favor-corp = Konzern-Gefälligkeiten
supply-favor-political = politischen Gefälligkeiten
supply-favor-society = Gesellschafts-Gefälligkeiten
supply-favor-street = Straßen-Gefälligkeiten
supply-haas = Haas-Plättchen
supply-jinteki = Jinteki-Plättchen
supply-dropship = Raumschiff-Pässe
supply-hit = Treffer-Plättchen
supply-alibi = Alibi-Plättchen
supply-trauma = Trauma-Plättchen
refuse-supply-empty = im Vorrat sind keine { $what } mehr (R-COMP-7)
both = { $a } und { $b }
refuse-over-hand-limit = du hast { $held } Karten, über deinem Karten-Limit von { $limit } (R-TWI-1); wirf zuerst ab
refuse-hand-full = deine Kartenhand ist voll: { $limit } Karten (R-TWI-1); wirf zuerst ab
refuse-own-light-empty = dein heller Stapel ist leer
refuse-dark-deck-empty = dieser dunkle Stapel ist leer
refuse-not-in-hand = diese Karte ist nicht in deiner Hand
cond-at-quality = auf einem { $kind ->
    [ritzy] vornehmen
    [seedy] heruntergekommenen
   *[other] normalen
} Schauplatz
cond-at-type = auf einem Schauplatz vom Typ { $kind ->
    [religious] religiös
    [civic] bürgerlich
    [residential] Wohnbezirk
    [business] geschäftlich
   *[other] Nachtleben
}
cond-at = in { $place }
cond-on-moon = auf dem Mond
cond-on-earth = auf der Erde
cond-on-lead = auf einem Schauplatz mit einem Indiz
cond-at-scene = auf dem Tatort
cond-light-shifted = ins Helle verschoben
cond-dark-shifted = ins Dunkle verschoben
cond-favors = mit { $count } { $count ->
    [one] Gefälligkeit
   *[other] Gefälligkeiten
}
cond-holds-trait = mit einer weiteren Karte der Kategorie { $trait }
cond-plot-going-well = mit mehr guter als schlechter Last auf der Handlung
refuse-adjust-one = eine Handlungsfarbe ändert Kosten um höchstens eins (R-TWI-8)
refuse-adjust-colour = { $card } passt nicht zur Farbe der aktuellen Handlung des Ziels: ihre Kosten lassen sich nicht ändern (R-TWI-8)
refuse-discard-itself = eine Karte kann nicht abgeworfen werden, um sich selbst zu bezahlen
refuse-discard-not-held = eine abzuwerfende Karte ist nicht in deiner Hand
refuse-discard-twice = dieselbe Karte wird zweimal abgeworfen
refuse-dark-of-other = { $card } ist eine dunkle Karte eines anderen Detektivs: sie wird in dessen Zug gegen ihn gespielt (R-TWI-5)
refuse-one-light-card = { $who } spielt höchstens eine helle Karte pro Zug (R-SETUP-13)
refuse-dark-shift-cost = { $card } kostet { $cost } { $cost ->
    [one] Verschiebung
   *[other] Verschiebungen
} ins Dunkle und dein Marker hat noch { $left } { $left ->
    [one] Feld
   *[other] Felder
} zum dunklen Ende: wirf Karten ab, um die Kosten zu senken (R-TWI-4, R-TWI-6, R-TWI-7)
refuse-card-requires = { $card } darf nur gespielt werden, wenn { $who } { $cond } ist (R-TWI-4)
refuse-not-their-dark = { $card } ist keine dunkle Karte von { $who } (R-TWI-5)
refuse-light-shift-cost = { $card } kostet { $cost } { $cost ->
    [one] Verschiebung
   *[other] Verschiebungen
} ins Helle und dein Marker hat noch { $left } { $left ->
    [one] Feld
   *[other] Felder
} zum hellen Ende: wirf Karten ab, um die Kosten zu senken (R-TWI-5, R-TWI-6, R-TWI-7)
refuse-card-no-favor = { $card } kostet { $cost }: du hast keine Gefälligkeit, um zu zahlen (R-TOKEN-1)
refuse-prompt-light = { $card } ist eine helle Karte: nur dunkle Karten warten auf ein Reaktionsfenster (R-TWI-5)
await-place-lead = { $who } (wählt, wohin das verfolgte Indiz geht)
await-lead-reward = { $who } (wählt zwischen Beweis und Komplott)
await-place-evidence = { $who } (legt das gezogene Beweis-Plättchen)
await-lily = { $who } (entscheidet, welches Plättchen für Lily Lockwell umgedreht wird)
await-jimmy = { $who } (entscheidet über das Angebot von Jimmy the Snitch)
await-baggage = { $who } (legt Last auf eine Handlung)
await-benefit = { $who } (nimmt den Vorteil des Puzzle-Teils)
await-place-piece = { $who } (legt das Puzzle-Teil)
await-bonus = { $who } (nutzt den Bonus des Puzzle-Teils)
await-free-dark = { $who } (nimmt eine freie dunkle Karte, heruntergekommener Schauplatz)
await-free-light = { $who } (nimmt eine freie helle Karte, vornehmer Schauplatz)
await-extra-draw = { $who } (zieht eine zusätzliche Zwielicht-Karte, Vorbereitung)
await-response = { $who } (entscheidet, ob als Reaktion eine dunkle Karte gespielt wird)
await-counter = { $who } (entscheidet, ob nach der dunklen eine helle Karte gespielt wird)
await-fight = { $who } (wählt helle oder dunkle Taktik im Kampf)
await-hit = { $who } (wählt den Verdächtigen für einen Treffer)
await-alibi = { $who } (wählt den Verdächtigen für ein Alibi)
await-reveal = { $who } (wählt ein verdecktes Plättchen zum Umdrehen)
await-peek = { $who } (wählt den Verdächtigen, dessen Beweise angesehen werden)
await-move-lead = { $who } (bewegt ein Indiz)
await-favor = { $who } (wählt eine Gefälligkeit)
await-memory = { $who } (antwortet auf Raymonds Bitte um seine Memory-Karte)
await-warrant = { $who } (wählt, welche Befugnis zieht)
await-send-lily = { $who } (schickt Lily Lockwell weiter)
await-send-jimmy = { $who } (schickt Jimmy the Snitch weiter)
refuse-no-such-token = dieses Beweis-Plättchen gibt es nicht
refuse-token-face-up = dieses Plättchen liegt schon offen
refuse-only-kind-moves = nur ein Indiz der Art „{ $kind }“ darf bewegt werden
refuse-no-such-lead = es gibt kein solches Indiz der Art „{ $kind }“
refuse-lead-destination = das Indiz kann nicht nach { $place }: auf einen anderen Schauplatz seines Typs, ohne Indizien, außerhalb deines Distrikts, wo es einen gibt (R-LEAD-2, R-PUZ-6)
refuse-waits-for = das Spiel wartet auf { $what }
refuse-first-waits-for = zuerst wartet das Spiel auf { $what }
refuse-suspect-not-in-game = dieser Verdächtige ist nicht im Spiel
refuse-suspect-dead = { $suspect } ist tot und nimmt keine Plättchen mehr (R-EVID-6)
refuse-place-lead = das Indiz kann nicht nach { $place }: es muss auf einen anderen Schauplatz desselben Typs, ohne Indizien, außerhalb des Distrikts deines Detektivs, wo es einen gibt (R-LEAD-2)
refuse-pile-empty = { $pile } ist leer
refuse-evidence-pile-empty = der Beweis-Vorrat ist leer
refuse-no-live-suspect = kein Verdächtiger lebt, der einen Beweis nehmen könnte
refuse-marker-at-end = dieser Zwielicht-Marker steht schon am Ende seiner Anzeige (D-2)
refuse-no-baggage-tokens = im Vorrat sind keine Last-Plättchen mehr (R-COMP-7)
refuse-no-hit-tokens = im Vorrat sind keine Treffer-Plättchen mehr (R-COMP-7)
refuse-no-piece-waiting = kein Puzzle-Teil wartet darauf, gelegt zu werden
refuse-piece-fixed = dieses Teil ist fest: es darf nicht gedreht werden (D-6)
refuse-bonus-piece-fits = ein Bonus-Teil kommt ins Puzzle, wo immer es passt; nur eines, das nirgends passt, wird abgeworfen (R-PUZ-6)
refuse-lily-destination = Lily Lockwell kann nicht nach { $place }: sie zieht auf einen Schauplatz desselben Typs in einem anderen Distrikt, nicht zu Jimmy (R-MOVE-8)
refuse-jimmy-destination = Jimmy the Snitch kann nicht nach { $place }: er zieht auf einen Schauplatz desselben Typs in einem anderen Distrikt, nicht zu Lily (R-MOVE-9)
refuse-no-face-down = { $suspect } hat keine verdeckten Beweise zum Ansehen
refuse-jimmy-own-hand = Jimmy zeigt dir die Kartenhand eines anderen Spielers, nicht deine eigene (R-MOVE-9)
refuse-no-cards-to-see = { $who } hat keine Karten zum Ansehen
refuse-look-no-time = ein Blick kostet 1 Zeit und du hast keine mehr (R-MOVE-9)
refuse-no-warrant-on = du hast keine Befugnis in { $place } (R-TOKEN-3)
refuse-memory-no-favor = { $who } hat keine { $favor }, die er dir geben könnte
refuse-seedy-free-card = die freie Karte eines heruntergekommenen Schauplatzes kommt vom dunklen Stapel eines anderen Spielers (R-MOVE-6)
refuse-ritzy-free-card = die freie Karte eines vornehmen Schauplatzes kommt von deinem eigenen hellen Stapel (R-MOVE-6)
refuse-counter-no-time = eine helle Karte zu spielen kostet 1 Zeit und du hast keine mehr
refuse-no-alibi-tokens = im Vorrat sind keine Alibi-Plättchen mehr (R-COMP-7)
refuse-light-tactics-only = { $who } muss im Kampf die helle Taktik wählen (R-SETUP-13)
refuse-no-game-to-undo = kein Spiel, in dem etwas rückgängig zu machen ist
refuse-nothing-to-undo = nichts rückgängig zu machen: nur deine eigenen stillen Schritte seit der letzten Enthüllung lassen sich zurücknehmen
refuse-review-unfinished = nur ein beendetes Spiel lässt sich durchsehen
refuse-no-review = es wird kein Spiel durchgesehen
refuse-cannot-start = dieses Spiel kann nicht beginnen: { $why }
refuse-reviewing = dies ist die Durchsicht eines beendeten Spiels: verlasse sie, um zu spielen
refuse-no-game = es läuft kein Spiel
refuse-no-seat-at-table = es gibt keinen Platz { $seat } an diesem Tisch mit { $seats }
refuse-not-at-screen = Platz { $screen } ist nicht am Bildschirm: er darf nicht für Platz { $seat } handeln
refuse-not-applied = er ließ sich nicht anwenden
refuse-not-handled = das Spiel hat nicht darauf geantwortet
refuse-host-broke = der Host konnte sie nicht anwenden

## Listen und Namen

list = { $head }, { $tail }
list-none = nichts
log-day-begins = Woche { $week }, Tag { $day } beginnt.
log-day-begins-climax = Woche { $week }, Tag { $day } beginnt — Climax: verfolgte Indizien verlassen das Spiel.
log-turn = { $who } ist am Zug: { $time } Zeit.
log-end-turn = { $who } beendet den Zug mit { $left } ungenutzter Zeit.
said-ended-turn = { $who } hat den Zug beendet.
log-move = { $who } zieht von { $from } nach { $to }: { $cost } Zeit, noch { $left }.
log-move-restricted = { $who } zieht von { $from } nach { $to }: { $cost } Zeit (eingeschränkt, keine Befugnis), noch { $left }.
log-move-dropship = { $who } fliegt mit dem Raumschiff (der Pass geht zurück an NAPD) von { $from } nach { $to }: { $cost } Zeit, noch { $left }.
log-move-beanstalk = { $who } zieht über die Bohnenstange von { $from } nach { $to }: { $cost } Zeit, noch { $left }.
log-jump = { $who } übernimmt den Tatort: der Helden-Marker liegt jetzt auf dem Tatort (noch { $left } Zeit).
log-recall-memory = { $who } bittet { $holder } um die Memory-Karte zurück, gegen eine eigene Gefälligkeit.
log-day-ends = Ende von Tag { $day } der Woche { $week }.
log-first-player = Der Helden-Marker von { $who } liegt auf dem Tatort: { $who } wird Startspieler.
log-week-one-over = Woche 1 ist vorbei. Lily Lockwell zieht nach { $lily } und Jimmy the Snitch nach { $jimmy }.
log-memory-kept = { $who } behält die Memory-Karte von { $his }.
log-memory-returned = { $who } gibt { $his } die Karte { $card } zurück, gegen eine { $favor }.
log-wrapped-up-discarded = { $his } hat genug von sich zurückgewonnen: Wrapped Up in Himself wird abgeworfen.
evidence-value = { $value }
evidence-surprise = einen Überraschungs-Zeugen
evidence-perjury = einen Meineid
log-meets-lily = { $who } trifft Lily Lockwell, Reporterin: 1 Zeit mehr.
log-meets-lily-unpaid = { $who } trifft Lily Lockwell, Reporterin (keine Zeit mehr zum Zahlen).
log-follow-up-climax = { $who } geht { $lead } in { $at } nach; im Climax verlässt es das Spiel.
log-follow-up = { $who } geht { $lead } in { $at } nach; { $by }, rechts davon, bewegt das Indiz.
log-lead-moved = { $who } bewegt { $lead } von { $from } nach { $to }.
log-draws-evidence = { $who } zieht ein Beweis-Plättchen für ein Feld „{ $kind }“.
log-you-drew = Du hast { $token } gezogen.
log-places-face-up = { $who } legt { $token } offen in das Feld „{ $kind }“ von { $suspect }.
log-places-face-down = { $who } legt ein verdecktes Plättchen in das Feld „{ $kind }“ von { $suspect }.
log-your-face-down = Dein verdecktes Plättchen bei { $suspect } (Feld „{ $kind }“) ist { $token }.
by-lily-story = Lily Lockwells Geschichte
log-sends-lily = { $who } schickt Lily Lockwell weiter nach { $to }.
log-sends-jimmy = { $who } schickt Jimmy the Snitch weiter nach { $to }.
log-jimmy-peek = { $who } zahlt Jimmy the Snitch 1 Zeit für einen Blick auf die verdeckten Beweise von { $suspect }.
peek-jimmy = Jimmy zeigt dir
peek-card = Du siehst
log-jimmy-hand = { $who } zahlt Jimmy the Snitch 1 Zeit für einen Blick auf die Kartenhand von { $whose }.
log-jimmy-shows-hand = Jimmy zeigt dir die Kartenhand von { $whose }: { $cards }.
log-jimmy-declined = { $who } lässt das Angebot von Jimmy the Snitch verstreichen.
log-lily-skipped = { $who } dreht für Lily Lockwell kein Plättchen um.
log-reveal = { $by } dreht ein Plättchen um: { $token } im Feld „{ $kind }“ von { $suspect }.
token-in-file = { $token } ({ $kind })
log-peek = { $intro } die verdeckten Beweise von { $suspect }: { $tokens }.
log-alibi-on = Ein Alibi kommt auf { $suspect }.
log-hit-on = Ein Treffer auf { $suspect } ({ $hits } von 3).
log-suspect-dies = { $suspect } ist tot. Treffer und Alibis gehen zurück in den Vorrat, die Beweise ({ $back } Plättchen) werden in den Beweis-Vorrat gemischt.
bonus-move-lead = ein Indiz „{ $kind }“ bewegen
bonus-hit = einen Treffer setzen
bonus-piece-shift = Bonus-Teil vom Verschiebungs-Stapel
bonus-piece-favor = Bonus-Teil vom Gefälligkeits-Stapel
bonus-piece-baggage = Bonus-Teil vom Last-Stapel
bonus-haas-link = Link zu Haas-Bioroid
bonus-jinteki-link = Link zu Jinteki
piece-shift = ein Verschiebungs-Teil
piece-favor = ein Gefälligkeits-Teil
piece-baggage = ein Last-Teil
piece-with-bonuses = { $piece } ({ $bonuses })
log-uncovers = { $who } deckt { $piece } auf, aus { $pile }.
log-digs-deeper = { $who } gräbt tiefer: der Helden-Marker rückt neben { $pile }.
log-dark-shifts = { $who } verschiebt { $whom } ein Feld ins Dunkle.
log-dark-shifts-self = { $who } verschiebt den eigenen Marker ein Feld ins Dunkle.
log-light-shifts = { $who } verschiebt { $whom } ein Feld ins Helle.
log-light-shifts-self = { $who } verschiebt den eigenen Marker ein Feld ins Helle.
log-gains-favor = { $who } erhält eine { $favor }.
log-good-baggage-on = { $who } legt gute Last auf die Handlung von { $whom }.
log-bad-baggage-on = { $who } legt schlechte Last auf die Handlung von { $whom }.
log-places-piece = { $who } legt { $piece } ins Puzzle (Spalte { $col }, Reihe { $row }).
log-completes-lines = { $who } vervollständigt { $lines } Linie(n) des Puzzles und nimmt { $got } Komplott-Plättchen (R-PUZ-7).
log-discards-piece = { $who } wirft { $piece } ab.
log-bonus-moves-lead = Bonus: { $who } bewegt { $lead } von { $from } nach { $to }.
log-bonus-hit-kills = Bonus: der Treffer von { $who } tötet { $suspect }.
log-bonus-hit = Bonus: { $who } setzt einen Treffer auf { $suspect }.
log-bonus-unused = { $who } lässt den Bonus ungenutzt: { $bonus }.
log-benefit-skipped-shift = { $who } lässt den Verschiebungs-Vorteil verstreichen.
log-benefit-skipped-favor = { $who } lässt den Gefälligkeits-Vorteil verstreichen.
log-benefit-skipped-baggage = { $who } lässt den Last-Vorteil verstreichen.
paid-dark = { $cost } ins Dunkle verschoben{ $discards ->
    [0] {""}
   *[other] , { $discards } Karte(n) abgeworfen
}
paid-light = { $cost } ins Helle verschoben{ $discards ->
    [0] {""}
   *[other] , { $discards } Karte(n) abgeworfen
}
log-plays-light = { $who } spielt { $card } (bezahlt: { $paid }): Kartentext „{ $text }“
log-plays-dark = { $who } spielt { $card } gegen { $whom } (bezahlt: { $paid }): Kartentext „{ $text }“
log-fights-dark = { $who } wehrt sich gegen { $card } von { $by } mit dunkler Taktik: der eigene Marker rückt ein Feld ins Dunkle, dann geschieht der Teil der Karte für dunkle Taktik.
log-fights-light = { $who } wehrt sich gegen { $card } von { $by } mit heller Taktik: der eigene Marker rückt ein Feld ins Helle, dann geschieht der Teil der Karte für helle Taktik.
deck-own-light = dem eigenen hellen Stapel
deck-dark-of = dem dunklen Stapel von { $whose }
log-draws-card = { $who } zieht eine Karte von { $whose }.
log-draws-free-seedy = { $who } zieht eine Karte von { $whose } (frei, heruntergekommener Schauplatz).
log-draws-free-ritzy = { $who } zieht eine Karte von { $whose } (frei, vornehmer Schauplatz).
log-draws-extra = { $who } zieht eine Karte von { $whose } (eine zusätzliche Karte bei der Vorbereitung).
log-free-card-skipped = { $who } lässt die freie Karte verstreichen.
log-draws-at-hand-limit = { $who } zieht { $drawn } der { $n } Karten: das Handkartenlimit ist { $limit } (R-TWI-1).
log-free-cards-skipped-today = { $who } lässt die freie Karte verstreichen, und jede weitere für den Rest des Tages.
log-discards-card = { $who } wirft { $card } unter ihren Stapel ab.
said-no-counter = { $who } antwortet auf die dunkle Karte mit keiner hellen.
said-no-response = { $who } spielt diesmal keine dunkle Karte gegen { $active }.
said-hold-my-turn = { $who } spielt keine dunkle Karte und wird bis zum eigenen nächsten Zug nicht nach Reaktionen gefragt.
said-hold-tomorrow = { $who } spielt keine dunkle Karte und wird für den Rest des Tages nicht nach Reaktionen gefragt.
log-discards-at-random = { $who } wirft zufällig { $card } ab.
log-money = Money von { $who }: { $money } $.
log-hit-kills = Der Treffer von { $who } tötet { $suspect }.
log-places-hit = { $who } setzt einen Treffer auf { $suspect }.
log-gives-alibi = { $who } gibt { $suspect } ein Alibi.
log-looks-in-secret = { $who } sieht sich heimlich die verdeckten Beweise von { $suspect } an.
log-event-ends = { $event } endet: { $why }.
log-event-ends-npcs-home = { $event } endet: { $why }; die NPCs gehen nach Hause.
why-suspect-died = { $suspect } ist gestorben; es verlässt das Spiel (R-EVENT-3)
log-no-general-events = Es sind keine generellen Ereignisse mehr zu ziehen.
log-event-ignored = Ereignis: { $event } — ignoriert: { $dead } ist eliminiert (R-NPC-1). Es verlässt das Spiel.
why-falls-off-track = es fällt von der Ereignis-Leiste
log-event = Ereignis: { $event } — { $text }
log-event-owner-absent = ({ $owner } ist nicht in diesem Spiel: was es über { $owner } sagt, bewirkt nichts.)
log-npc-dead-no-show = { $npc } ist tot und kann nicht erscheinen (R-NPC-1).
why-npc-taken = { $npc } wird von einem neuen Ereignis gebraucht
log-npc-appears = { $npc } erscheint in { $at }.
log-suspect-held = { $suspect } wird festgehalten: dem Aussage-Indiz kann niemand nachgehen, bis das Ereignis endet (R-LEAD-5).
log-specific-revealed = Das spezifische Ereignis wird aufgedeckt: { $event } — { $text }
why-suspect-not-in-game = { $suspect } ist in diesem Spiel kein Verdächtiger; es verlässt das Spiel
why-suspect-dead = { $suspect } ist tot; es verlässt das Spiel (R-EVENT-3)
log-testimony-swaps = { $lead } zieht nach { $to } und { $other } nimmt seinen Platz in { $from } ein (R-EVENT-3).
log-testimony-moves = { $lead } zieht von { $from } nach { $to } (R-EVENT-3).
log-npc-eliminated = { $npc } ist eliminiert: der Status-Marker wird auf den Totenkopf gedreht (R-NPC-1).
why-npc-eliminated = { $npc } ist eliminiert
log-npc-favors = { $who } erhält { $got } Gefälligkeit(en) von { $npc }.
log-event-action = { $who } handelt beim Ereignis { $event }: { $text }
why-seen-to = { $who } hat sich darum gekümmert
log-uses-ability = { $who } nutzt { $place }: { $text }
log-case-closed = Die zwei Wochen sind vorbei: der Fall ist abgeschlossen.
log-suspect-total = { $suspect }: insgesamt { $total }.
log-suspect-dead-at-close = { $suspect }: tot.
log-murderer = Der Mörder ist { $suspect }.
log-murderer-nobody = Der Mörder ist niemand (alle Verdächtigen sind tot).
log-winner = Sieger { $who } { $vp } SP
log-winners = { $list }.
log-jimmy-nothing = Jimmy the Snitch hat gerade nichts zu verkaufen.
log-lily-nothing = Keine verdeckten Beweise, die Lily Lockwell aufdecken könnte.
log-lead-stays = Das Indiz kann nirgendwohin: es bleibt.
log-lead-gives-nothing = Es sind keine Beweise und keine Puzzle-Teile mehr übrig: das Indiz bringt nichts mehr.
log-you-draw-card = Du ziehst { $card }.
log-no-time-left = { $who } hat keine Zeit mehr für irgendetwas.
log-save-stops-fitting = Der Spielstand passt ab Befehl { $command } von Platz { $seat } nicht mehr zu diesem Spiel ({ $reason }); die { $left } Befehl(e) ab dort werden verworfen, das Spiel geht von hier aus weiter.
log-conditional-good = { $kind } ist gute Last auf { $card }: { $who } nimmt { $count } gute Last (R-PLOT-5).
log-conditional-bad = { $kind } ist schlechte Last auf { $card }: { $who } nimmt { $count } schlechte Last (R-PLOT-5).
log-conditional-nothing = { $kind } bedeutet der Handlungskarte { $card } von { $who } nichts: keine Last (R-PLOT-5).
plot-ending-vp = die Endkarte { $name } ({ $vp } SP)
log-plot-resolves-well = Die Handlungskarte { $old } von { $who } wird positiv aufgelöst ({ $good } gute, { $bad } schlechte Last): { $next } kommt ins Spiel.
log-plot-resolves-badly = Die Handlungskarte { $old } von { $who } wird negativ aufgelöst ({ $good } gute, { $bad } schlechte Last): { $next } kommt ins Spiel.
log-recalled-home = { $who } war am Ende von Tag { $day } nicht zurück in { $home }: dorthin zurückgerufen, mit einer schlechten Last (R-SETUP-13).
log-new-plot = { $who } beginnt eine neue Handlung für Woche 2: { $plot }.
log-setup-first-player = { $who } ist Startspieler und legt einen Helden-Marker auf den Tatort.
log-setup-hunches = Jeder Detektiv erhält eine Schuldig-Ahnung und eine Unschuldig-Ahnung, verdeckt.
log-setup-cards = Jeder Detektiv zieht 2 helle Karten und 1 dunkle Karte des Detektivs links von ihm.
log-setup-events = Die generellen Ereignisse werden gemischt; eines der drei spezifischen Ereignisse des Mordes liegt verdeckt und ungesehen bis Woche 2.
log-setup-murder = Der Mord: { $murder }. Der Tatort ist { $scene }.
log-setup-suspects = Die Verdächtigen, oben auf der Karte zuerst: { $names }.
log-setup-plot = Handlung von { $who } für Woche 1: { $plot }.
log-setup-seat-human = Platz { $seat } (Mensch) spielt { $who }, Start in { $start }.
log-setup-seat-bot = Platz { $seat } (Bot) spielt { $who }, Start in { $start }.
log-mood-good = { $who } dreht die Mood-Karte auf Good Mood.
log-mood-bad = { $who } dreht die Mood-Karte auf Bad Mood.
log-sanity = Sanity von { $who }: { $now }.
log-moves-warrant = { $who } versetzt die eigene Befugnis von { $from } nach { $to } (R-TOKEN-3).
no-plot = keine Handlung
log-descent = Die Sanity von { $who } erreicht −3: { $old } wird mit seiner Last beiseitegelegt, und { $plot } beginnt.

## Was eine Aktion tut, in Worten des Spielers (Tipps, die Liste „Was kann ich tun?“)

act-yourself = dich selbst
act-move = Nach { $place } ziehen
act-dropship = Mit dem Raumschiff nach { $place }
act-jump = Den Tatort übernehmen (der Tatort)
act-end-turn = Zug beenden
act-follow-up = Hier { $lead } nachgehen
act-place-lead = Das Indiz nach { $place } legen
act-take-evidence = Ein Beweis-Plättchen ziehen, um es einem Verdächtigen unterzuschieben
act-reveal-information = Information aufdecken: ein Teil des Komplotts ziehen
act-dig-deeper = Tiefer graben: den Helden-Marker zu einem wertvolleren Stapel rücken
act-dark-shift = Ins Dunkle verschieben: { $whom }
act-light-shift = Ins Helle verschieben: { $whom }
act-take-favor = Eine { $favor } nehmen
act-give-good-baggage = Gute Last geben: { $whom }
act-give-bad-baggage = Schlechte Last geben: { $whom }
act-place-piece = Das Teil in Spalte { $col }, Reihe { $row } legen (das Feld { $col }·{ $row }){ $degrees ->
    [0] {""}
   *[other] , um { $degrees }° gedreht
}
act-discard-piece = Das Teil abwerfen
act-move-lead = { $lead } nach { $place } bewegen
act-hit = Einen Treffer auf { $suspect } setzen
act-draw-bonus-piece = Das Bonus-Teil ziehen
act-skip-bonus = Den Bonus auslassen
act-draw-light = Eine Karte vom eigenen hellen Stapel ziehen
act-draw-dark = Vom dunklen Stapel von { $whose } ziehen
act-discard-card = { $card } abwerfen
act-play-light = { $card } spielen (hell){ $paid }
act-draw-nothing = Nichts ziehen
act-draw-nothing-today = Nichts ziehen, und heute keine freie Karte mehr
act-play-dark = { $card } gegen { $whom } spielen{ $paid }
act-pass = Passen
act-hold-my-turn = Passen, und jede Reaktion bis zum eigenen Zug auslassen
act-hold-tomorrow = Passen, und jede Reaktion heute auslassen
act-tactics-dark = Mit dunkler Taktik kämpfen
act-tactics-light = Mit heller Taktik kämpfen
act-choose = { $suspect } wählen
act-use-ability = { $place } nutzen: { $text }{ $paid }
act-use-ability-of = Die Fähigkeit von { $place } nutzen
act-plant-face-up = Offen auf { $suspect } legen
act-plant-face-down = Verdeckt auf { $suspect } legen
act-reveal-token = Ein verdecktes Plättchen umdrehen
act-send-lily = Lily Lockwell nach { $place } schicken
act-peek = Die verdeckten Plättchen auf { $suspect } ansehen
act-decline-peek = Jimmy nichts abkaufen
act-skip-reveal = Für Lily kein Plättchen umdrehen
act-look-at-hand = Bei Jimmy einen Blick auf die Kartenhand von { $whose } kaufen
act-move-warrant = Die eigene Befugnis von { $place } versetzen
act-send-jimmy = Jimmy the Snitch nach { $place } schicken
act-use-event-which = Das Ereignis { $event } nutzen: { $text }{ $paid }
act-use-event = Das Ereignis { $event } nutzen{ $paid }
act-use-an-event = Die Fähigkeit eines Ereignisses nutzen
act-recall-memory = Die eigene Memory-Karte von { $whose } zurückholen
act-return-memory = Die Memory-Karte zurückgeben
act-prompt-judged = Mich nach { $card } fragen, wenn sie auf die Aktion antwortet
act-prompt-always = Mich nach { $card } fragen, wann immer sie spielbar ist
act-prompt-never = Mich nie nach { $card } fragen
act-no-shift = kostet keine Verschiebung
act-dark-shift-by = kostet { $n } ins Dunkle
act-light-shift-by = kostet { $n } ins Helle
act-discarding = mit Abwurf von { $cards }
act-plot-colour-less = { $shift } (1 weniger für die Handlungsfarbe)
act-plot-colour-more = { $shift } (1 mehr für die Handlungsfarbe)
act-paid-with = : { $parts }{ $favors }
act-paying = {" "}(zahlt mit { $favors })

## Was die Ankunft an einem Schauplatz bringt (die Notizen des Entfernungsmessers)

note-lily = Lily Lockwell: sie zu treffen kostet 1 Zeit mehr, wenn du noch welche hast; du darfst ein Plättchen umdrehen (R-MOVE-8)
note-jimmy = Jimmy the Snitch: 1 Zeit für einen Blick, wenn du willst (R-MOVE-9)
note-lead = { $lead } zum Nachgehen (R-LEAD-1)
note-free-light = eine freie helle Karte (R-MOVE-6)
note-free-dark = eine freie dunkle Karte (R-MOVE-6)
note-card-good-baggage = { $card } hier: { $kind } ist gute Last für deine Handlung
note-card-bad-baggage = { $card } hier: { $kind } ist schlechte Last für deine Handlung
note-card-no-baggage = { $card } hier: { $kind } bedeutet deiner Handlung nichts, keine Last (R-PLOT-5)
baggage-on-good = { $kind } ist jetzt gute Last für die Handlung von { $who }
baggage-on-bad = { $kind } ist jetzt schlechte Last für die Handlung von { $who }
baggage-on-none = { $kind } bedeutet der Handlung von { $who } jetzt nichts: dieser Teil bewirkt nichts
baggage-on-good-you = { $kind } ist jetzt gute Last für deine Handlung
baggage-on-bad-you = { $kind } ist jetzt schlechte Last für deine Handlung
baggage-on-none-you = { $kind } bedeutet deiner Handlung jetzt nichts: dieser Teil bewirkt nichts

## Die Größe der Kartenhand und ihr Limit

hand-count = { $held }/{ $limit }
hand-over-limit = { $held } — über dem Karten-Limit von { $limit }: kein Ziehen

## Wann eine dunkle Karte auf eine Aktion antwortet (nach „Das Spiel fragt dich, wenn …“)

answers-lead-or-scene = { $who } auf einem Indiz steht, dem nachgegangen werden kann, oder auf dem Tatort
answers-lead = { $who } auf einem Indiz steht, dem nachgegangen werden kann
answers-low-time = { $who } auf einem Indiz oder dem Tatort steht und nicht mehr Zeit hat, als diese Karte nimmt

## Fall abgeschlossen: die SP-Zeilen jedes Platzes

vp-guilty-hunch = Schuldig-Ahnung { $how ->
    [right] richtig: { $suspect }
    [dead] { $suspect } (tot)
   *[wrong] { $suspect } (nicht der Mörder)
}
vp-innocent-hunch = Unschuldig-Ahnung { $how ->
    [right] richtig: { $suspect }
    [dead] { $suspect } (tot)
   *[wrong] { $suspect } (der Mörder)
}
vp-guilty-hunch-now = Schuldig-Ahnung { $suspect }: { $how ->
    [right] jetzt der wahrscheinlichste Mörder, genannt in { $chance } % der möglichen Verteilungen der verdeckten Plättchen
    [dead] tot
   *[wrong] jetzt nicht der wahrscheinlichste Mörder, genannt in { $chance } % der möglichen Verteilungen der verdeckten Plättchen
}
vp-innocent-hunch-now = Unschuldig-Ahnung { $suspect }: { $how ->
    [right] jetzt nicht der wahrscheinlichste Mörder, entlastet in { $chance } % der möglichen Verteilungen der verdeckten Plättchen
    [dead] tot
   *[wrong] jetzt der wahrscheinlichste Mörder, entlastet in { $chance } % der möglichen Verteilungen der verdeckten Plättchen
}
vp-obsession = Die Besessenheit von { $suspect } hat sich ausgezahlt
vp-happy-ending = glückliches Ende: { $ending } ({ $plot })
vp-sad-ending = trauriges Ende: { $ending } ({ $plot })
vp-conspiracy-tokens = { $n } Komplott-Plättchen × 4
vp-haas-tokens = { $n } Haas-Plättchen × 3
vp-jinteki-tokens = { $n } Jinteki-Plättchen × 3
vp-what-haas = Haas-Plättchen
vp-what-jinteki = Jinteki-Plättchen
vp-links = { $links } Link(s) zu { $group }: { $count } { $what } × { $links }
vp-trauma-small = { $n } Trauma (−1)
vp-trauma-big = { $n } Trauma (−3)
vp-memory = { $card }
vp-memory-unseen = eine Memory-Karte

## Was der Abschluss aus einem Verdächtigen macht, nach dem, was ein Platz weiß

close-at = Beim Abschluss: { $total }
close-at-known-hover = Du kennst jedes Plättchen auf diesem Verdächtigen, also ist das seine Summe beim Abschluss, wie die Dinge stehen. Ein starkes Feld verliert jedes Plättchen seines niedrigsten Werts und ein schwaches jedes seines höchsten; jedes Alibi und jeder Überraschungs-Zeuge zählt −5, oder +5, wenn ein Meineid mit ihm ein Paar bildet.
close-at-unknown = Beim Abschluss: { $total } ({ $unknown } verdeckte{ $unknown ->
    [one] s Plättchen
   *[other] {" "}Plättchen
} unbekannt)
close-at-range = Beim Abschluss: { $low } bis { $high } ({ $unknown } verdeckte{ $unknown ->
    [one] s Plättchen
   *[other] {" "}Plättchen
} unbekannt)
close-at-range-hover = Nach dem, was du weißt: die Plättchen, die du gesehen hast, zählen, wie sie sind, und jedes verdeckte, das du nicht gesehen hast, kann jedes Plättchen sein, das du nirgends gesehen hast. Die Summe, wie die Dinge stehen, liegt dazwischen. Ein starkes Feld verliert jedes Plättchen seines niedrigsten Werts und ein schwaches jedes seines höchsten; jedes Alibi und jeder Überraschungs-Zeuge zählt −5, oder +5, wenn ein Meineid mit ihm ein Paar bildet.
close-note-would = { $file ->
    [weak] er wäre der höchste Wert des Feldes und würde beim Abschluss abgeworfen (ein schwaches Feld verliert jeden Marker seines höchsten Werts)
   *[strong] er wäre der niedrigste Wert des Feldes und würde beim Abschluss abgeworfen (ein starkes Feld verliert jeden Marker seines niedrigsten Werts)
}
close-note-alone = { $file ->
    [weak] allein in einem schwachen Feld ist er der höchste und würde vorerst beim Abschluss abgeworfen: er zählt, sobald ein höherer Marker dazukommt
   *[strong] allein in einem starken Feld ist er der niedrigste und würde vorerst beim Abschluss abgeworfen: er zählt, sobald ein niedrigerer Marker dazukommt
}
close-note-may = { $file ->
    [weak] er könnte der höchste Wert des Feldes sein und beim Abschluss abgeworfen werden (ein schwaches Feld verliert jeden Marker seines höchsten Werts)
   *[strong] er könnte der niedrigste Wert des Feldes sein und beim Abschluss abgeworfen werden (ein starkes Feld verliert jeden Marker seines niedrigsten Werts)
}

## Ständige Regeln (die obere Leiste) und geltende Regeln

standing-third-home = Third Directive: auf { $place }, bleib bis zum Ende von Tag { $day }
standing-third-away = Third Directive: sei bis zum Ende von Tag { $day } auf { $place } — { $far }
standing-moves-away = { $moves ->
    [one] 1 Bewegung entfernt
   *[other] { $moves } Bewegungen entfernt
} ({ $time } Zeit)
standing-far-away = weit weg
standing-second-no-light = Second Directive: keine hellen Karten mehr in diesem Zug
standing-second-free-lead = Second Directive: dein erstes Indiz in diesem Zug ist frei
standing-good-mood = Good Mood: Karten-Limit { $limit }
standing-bad-mood = Bad Mood: Karten-Limit { $limit }
standing-sanity = Sanity { $n }
standing-murder-rule = Mordregel: { $name }
rule-ruler = Entfernungsmesser { $n } mm
rule-move-cost = Bewegungen kosten { $n } Zeit
rule-time-per-turn = { $n } Zeit pro Zug
rule-hand-limit = Karten-Limit { $n }
rule-no-draws = darf keine Zwielicht-Karten ziehen
rule-no-follow-ups = darf keinen Indizien nachgehen

## Dieselben Zeilen, dem Platz am Bildschirm über seinen eigenen Befehl gesagt (die Statuszeile)

log-move-you = Du ziehst von { $from } nach { $to }: { $cost } Zeit, noch { $left }.
log-move-restricted-you = Du ziehst von { $from } nach { $to }: { $cost } Zeit (eingeschränkt, keine Befugnis), noch { $left }.
log-move-dropship-you = Du fliegst mit dem Raumschiff (der Pass geht zurück an NAPD) von { $from } nach { $to }: { $cost } Zeit, noch { $left }.
log-move-beanstalk-you = Du ziehst über die Bohnenstange von { $from } nach { $to }: { $cost } Zeit, noch { $left }.
log-jump-you = Du übernimmst den Tatort: dein Helden-Marker liegt jetzt auf dem Tatort (noch { $left } Zeit).
log-follow-up-climax-you = Du gehst { $lead } in { $at } nach; im Climax verlässt es das Spiel.
log-follow-up-you = Du gehst { $lead } in { $at } nach; { $by }, rechts von dir, bewegt das Indiz.
log-lead-moved-you = Du bewegst { $lead } von { $from } nach { $to }.
log-draws-evidence-you = Du ziehst ein Beweis-Plättchen für ein Feld „{ $kind }“.
log-places-face-up-you = Du legst { $token } offen in das Feld „{ $kind }“ von { $suspect }.
log-places-face-down-you = Du legst ein verdecktes Plättchen in das Feld „{ $kind }“ von { $suspect }.
log-sends-lily-you = Du schickst Lily Lockwell weiter nach { $to }.
log-sends-jimmy-you = Du schickst Jimmy the Snitch weiter nach { $to }.
log-uncovers-you = Du deckst { $piece } auf, aus { $pile }.
log-digs-deeper-you = Du gräbst tiefer: dein Helden-Marker rückt neben { $pile } (der Reiter Puzzle zeigt es); dein nächstes Aufdecken zieht von diesem Stapel.
log-gains-favor-you = Du erhältst eine { $favor }.
log-places-piece-you = Du legst { $piece } ins Puzzle (Spalte { $col }, Reihe { $row }).
log-plays-light-you = Du spielst { $card } (bezahlt: { $paid }): Kartentext „{ $text }“
log-plays-dark-you = Du spielst { $card } gegen { $whom } (bezahlt: { $paid }): Kartentext „{ $text }“
log-draws-card-you = Du ziehst eine Karte von { $whose }.
log-draws-free-seedy-you = Du ziehst eine Karte von { $whose } (frei, heruntergekommener Schauplatz).
log-draws-free-ritzy-you = Du ziehst eine Karte von { $whose } (frei, vornehmer Schauplatz).
log-draws-extra-you = Du ziehst eine Karte von { $whose } (eine zusätzliche Karte bei der Vorbereitung).
log-free-card-skipped-you = Du lässt die freie Karte verstreichen.
log-free-cards-skipped-today-you = Du lässt die freie Karte verstreichen, und jede weitere für den Rest des Tages.
log-discards-card-you = Du wirfst { $card } unter ihren Stapel ab.
log-uses-ability-you = Du nutzt { $place }: { $text }
deck-own-light-you = deinem eigenen hellen Stapel
said-ended-turn-you = Du hast den Zug beendet.
said-no-counter-you = Du antwortest auf die dunkle Karte mit keiner hellen.
