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
refuse-out-of-reach = { $to } ist { $mm } mm entfernt und dein Entfernungsmesser reicht { $ruler } mm (R-MOVE-1)
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
