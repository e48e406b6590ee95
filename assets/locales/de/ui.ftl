# New Angeles: die Wörter der Oberfläche (Deutsch). Schlüssel: assets/locales/en/ui.ftl.
# Begriffe: docs/glossary.de.md.

## Titel und Hauptmenü

menu-title = NEW ANGELES
menu-tagline = Ein Mord in der Stadt der Bohnenstange. Zwei Wochen, um den Fall abzuschließen.
menu-learn = Spielen lernen
menu-learn-under = Ein geführter erster Fall: ein Coach zeigt dir eins nach dem anderen, in einem echten Spiel.
menu-quick = Schnelles Spiel
menu-quick-under = Du und drei normale Bots, zufällige Detektive und zufälliger Mord; du beginnst.
menu-new = Neues Spiel…
menu-new-under = Wähle den Mord, 3 bis 5 Plätze, Detektive, Menschen und Bots.
menu-continue = Fortsetzen
menu-continue-none = Noch kein Spiel zum Fortsetzen.
menu-saves-show = Spielstand laden…
menu-saves-hide = Spielstände ausblenden
menu-saves-none = Noch keine Spielstände.
menu-saves-count = { $count ->
    [one] { $count } gespeichertes Spiel.
   *[other] { $count } gespeicherte Spiele.
}
menu-saves-summary = { $saves ->
    [0] Noch keine eigenen Spielstände
    [one] { $saves } gespeichertes Spiel
   *[other] { $saves } gespeicherte Spiele
} · { $auto ->
    [one] { $auto } automatischer Spielstand.
   *[other] { $auto } automatische Spielstände.
}
menu-rules = Regeln
menu-rules-under = Die Regelübersicht, durchsuchbar (F1 überall).
menu-settings = Einstellungen
menu-settings-under = Sprache, Größe der Oberfläche, Tempo, Ton, Farbpalette bei Farbenblindheit.
menu-quit = Beenden
save-autosave = Automatischer Spielstand
save-unnamed = Gespeichertes Spiel
save-slot-turn = { $slot } · am Zug: { $who }
save-slot-name = Spielstand { $n }
save-closed = Fall abgeschlossen
save-week-day = Woche { $week }, Tag { $day }
save-load = Laden
save-delete = Löschen
save-delete-hover = Diesen Spielstand löschen (fragt noch einmal)
save-delete-sure = Löschen?
save-lesson-step = Lektion, Schritt { $n }
save-random-murder = ein zufällig gezogener Mord
save-seats = { $count ->
    [one] { $count } Platz
   *[other] { $count } Plätze
}
save-actions = { $count ->
    [one] { $count } Aktion
   *[other] { $count } Aktionen
}

## Die Begrüßung beim ersten Start

welcome-title = Willkommen in New Angeles
welcome-text = Neu im Spiel? „Spielen lernen“ ist ein geführter erster Fall: ein Coach zeigt dir eins nach dem anderen.
welcome-skip = Lektion überspringen: das Spiel mit { $count } Spielern starten{ $humans ->
    [0] {""}
    [1] {""}
   *[other] {" "}({ $humans } Menschen an diesem Bildschirm)
}
welcome-skip-hover = Das Spiel, das die Kommandozeile verlangt hat.

## Neues Spiel

form-murder = Mord
form-random = Zufällig
form-players = Spieler
form-seat = Platz { $seat }
form-random-detective = Zufälliger Detektiv
form-human = Mensch
form-bot = Bot
form-bot-levels = Leicht: plausible Züge, wenig Planung. Normal: plant seine Zeit, spielt auf seine Ahnungen, baut Links. Schwer: probiert seine besten Möglichkeiten und wohin es danach geht in Spielen aus, die es aus seinem Wissen durchspielt, und nimmt die beste (es denkt vor jedem Zug einen Moment nach).
form-seed = Startwert
form-seed-hint = zufällig
form-seed-bad = der Startwert muss eine ganze Zahl sein
form-hints = Tipps erlauben (jeder fragt nach seinem eigenen, nachdem der Bildschirm übergeben ist)
form-hints-hover = Der Tipp zeigt die beste Aktion für den Spieler am Bildschirm, aus dem, was er wissen darf, nur wenn er danach fragt. Nimm das Kreuz weg, wenn ihr alle lieber ohne Hilfe spielt.
form-start = Die Ermittlung beginnen
form-back = Zurück
murder-random = Ein zufällig gezogener Mord. Jeder Mord hat eine eigene Sonderregel: der Reiter „Verdächtige“ zeigt sie, sobald das Spiel beginnt.
murder-scene = Tatort: { $place }
murder-rule = Sonderregel: { $name }
murder-rule-hover = Sonderregel: { $name }. { $what }

## Das Pausenmenü

pause-title = Pause
pause-when = Woche { $week }, Tag { $day }
pause-resume = Weiterspielen
pause-save = Speichern
pause-save-name = Name (optional)
pause-save-name-hover = Ein Name für diesen Spielstand in der Liste; leer bleibt er nummeriert („Spielstand 3“).
pause-loaded = Geladen: { $what }.
pause-saved = Gespeichert als { $slot }; „Spiel laden…“ führt es auf.
pause-save-failed = Das Spiel konnte nicht gespeichert werden: { $reason }
pause-autosaves = Das Spiel speichert sich außerdem nach jeder Aktion selbst.
pause-saves-show = Spiel laden…
pause-saves-hide = Spielstände ausblenden
pause-settings = Einstellungen
pause-rules = Regeln
pause-to-menu = Zurück zum Menü
pause-to-menu-under = Dein Spiel ist gespeichert: „Fortsetzen“ holt es zurück.
pause-quit = Beenden

## Einstellungen

settings-title = Einstellungen
settings-open = Einstellungen
settings-open-hover = Sprache, Größe der Oberfläche, Rückfragen, Animationstempo, Bot-Pause, Farben.
settings-language = Sprache
settings-language-hover = Die Sprache des ganzen Spiels: Menüs, Karten, Handlungen, Ereignisse, die Regelübersicht. Sie wechselt sofort.
settings-ui-scale = Größe der Oberfläche
settings-ui-scale-hover = Die Größe der Leisten, Fenster und Texte.
settings-end-turn = Zugende
settings-end-turn-ask = Nachfragen, bevor ein Zug mit übriger Zeit endet
settings-dark-cards = Dunkle Karten
settings-auto-pass = Nur fragen, wenn eine meiner Karten auf die Aktion antwortet
settings-auto-pass-hover = In neuen Spielen passt das Spiel nach der Aktion eines anderen Detektivs für dich, außer eine deiner dunklen Karten antwortet darauf (etwa auf ein Indiz, dem er nachgehen könnte). Jede dunkle Karte auf deiner Kartenhand lässt sich auch auf „Fragen“ oder „Nie fragen“ stellen.
settings-leads = Indizien
settings-auto-leads = Das Spiel wählen lassen, wohin die Indizien gehen, die ich versetze
settings-auto-leads-hover = Wenn der Detektiv links von dir einem Indiz nachgeht, versetzt du es an einen anderen Ort seiner Art. Ist dies an, wählt das Spiel für dich, wie ein Bot auf deinem Platz es nach dem wählen würde, was du siehst.
settings-free-cards = Freie Karten
settings-auto-draws = Die freie Karte an vornehmen und heruntergekommenen Orten für mich ziehen
settings-auto-draws-hover = Ein Zug an einen vornehmen Ort bietet eine freie helle Karte aus deinem Stapel, an einen heruntergekommenen Ort eine freie dunkle Karte aus dem Stapel eines Rivalen. Ist dies an, zieht das Spiel sie für dich, ohne zu fragen (den Stapel des Rivalen wählt es wie ein Bot auf deinem Platz nach dem, was du siehst); mit voller Hand wird nichts gezogen.
settings-animation = Animationstempo
settings-animation-note = Wie schnell Detektive, Indizien und Marker über das Spielbrett gleiten.
settings-bot-pause = Bot-Pause
settings-bot-pause-note = Sekunden, die ein Bot zwischen seinen Aktionen wartet, damit du ihm folgen kannst (0: volle Geschwindigkeit).
settings-bot-pause-cli = Sekunden, die ein Bot zwischen seinen Aktionen wartet. Dieser Lauf nutzt --bot-delay { $amount } von der Kommandozeile; die Einstellung gilt, wenn das Spiel ohne startet.
settings-colours = Farben
settings-colour-blind = Farbpalette bei Farbenblindheit für die Schauplatz-Typen
settings-colour-blind-note = Okabe–Ito-Farben, sicher bei Deuteranopie und Protanopie. Formen und Namen tragen dieselbe Bedeutung.
settings-saved-in = Auf diesem Computer für jedes Spiel gespeichert (die Datei: hierher zeigen).
settings-save = Speichern
settings-saved = Einstellungen gespeichert: sie gelten für jedes Spiel.
settings-save-hover = Diese Einstellungen behalten (Enter).
settings-save-failed = Konnte nicht in { $place } speichern: { $reason }
settings-cancel = Abbrechen
settings-cancel-hover = Zurück zu den Einstellungen, wie sie waren (Esc).
settings-defaults = Standard
settings-defaults-hover = Alle Einstellungen auf den Standard zurück (erst gespeichert, wenn du „Speichern“ drückst).
loc-type-religious = religiös
loc-type-civic = bürgerlich
loc-type-residential = Wohnbezirk
loc-type-business = geschäftlich
loc-type-nightlife = Nachtleben

## Die Regelübersicht und die Frage zum Zugende

rules-open = Regeln (F1)
rules-hide = Regeln ausblenden
rules-open-hover = Die Regelübersicht: jede Regel mit ihrer ID, durchsuchbar.
rules-link-hover = Die Regelübersicht bei { $what } öffnen.
rules-title = Regelübersicht
rules-filter = Filter
rules-filter-hint = eine Regel-ID (R-MOVE) oder Wörter (Raumschiff)
rules-clear = Leeren
rules-count = { $count } von { $total } Regeln
rules-manual = So wird gespielt: die Anleitung
rules-glossary = Glossar: die Wörter des Spiels
rules-none = Keine Regel passt zum Filter.
end-turn-title = Zug beenden?
end-turn-text = Du hast noch { $time } Zeit. Zeit, die am Ende eines Zuges übrig ist, verfällt.
end-turn-end = Zug beenden
end-turn-keep = Weiterspielen
end-turn-note = Enter beendet den Zug, Esc spielt weiter. Um diese Frage abzustellen, entferne in den Einstellungen das Häkchen bei „Nachfragen, bevor ein Zug mit übriger Zeit endet“.

## Die obere Leiste und das Tempo der Bots

top-case-closed = Fall abgeschlossen
top-bot = (Bot)
top-menu = ☰ Menü
top-menu-hover = Pause: speichern, laden, Einstellungen, Regeln, zurück zum Menü (Esc).
top-rules = Regeln
top-rules-hover = Die Regelübersicht, durchsuchbar.
top-murder-rule = Die Sonderregel dieses Mordes, { $name } ({ $kind }): { $what }
top-week-day = Woche { $week } · Tag { $day }
top-day = Woche { $week }, Tag { $day }
top-day-event = ein generelles Ereignis am Tagesende
top-day-plots = Handlungen werden am Tagesende aufgelöst
top-day-climax = Climax — Indizien, denen nachgegangen wurde, verlassen das Spiel
top-climax = Climax
top-climax-hover = Die letzten zwei Tage des Spiels: ein Indiz, dem nachgegangen wurde, verlässt das Spiel, statt weiterzuziehen.
top-time = { $time } Zeit
top-time-hover = Übrige Zeit in diesem Zug: eine Bewegung, einem Indiz nachgehen, eine Karte ziehen oder abwerfen, eine helle Karte spielen oder den Tatort übernehmen kosten je 1 Zeit; Fähigkeiten und Ereignisse, was sie sagen.
pace-fast = Schnell: die Bots spielen zügig.
pace-normal = Normal: zwischen den Aktionen eines Bots liegt eine Pause, damit du sie siehst (die Bot-Pause der Einstellungen).
pace-paused = Pause: die Bots warten; lass sie Aktion für Aktion spielen.
pace-step = Schritt
pace-step-hover = In der Pause: der Bot macht seine nächste Aktion.
pace-step-disabled = Erst pausieren; Schritte gibt es in den Zügen der Bots.
pace-waits-for-you = Die anderen warten auf deine Antwort
pace-held-after-load = Die Bots warten, während du dir das geladene Spiel ansiehst: ▶ in der oberen Leiste lässt sie weiterspielen.
pace-bots-paused = Bots pausiert
pace-bots-playing = Bots spielen
pace-bots-fast = Bots spielen schnell
pace-word = Tempo

## Die Reiter an der Seite und die Zugleiste

tab-suspects = Verdächtige
tab-hand = Kartenhand
tab-plot = Handlung
tab-puzzle = Puzzle
tab-events = Ereignisse
tab-detectives = Detektive
tab-log = Protokoll
turn-yours = Dein Zug — noch { $time } Zeit
turn-yours-short = Dein Zug · Zeit: { $time }
turn-undo = Rückgängig
turn-undo-hover = Deinen letzten Schritt zurücknehmen (eine Bewegung, eine Fähigkeit): das Spiel wird ohne ihn neu aufgebaut.
turn-undo-disabled = Nichts zurückzunehmen: nur deine eigenen Bewegungen und Fähigkeiten seit dem zuletzt Aufgedeckten (eine gezogene oder gespielte Karte, ein Indiz, dem nachgegangen wurde, eine Frage an einen anderen Platz) lassen sich zurücknehmen.
turn-end = Zug beenden
turn-ruler-hint = Drück auf deinen Detektiv und zieh den Entfernungsmesser zu einem beleuchteten Schauplatz, um dorthin zu ziehen.
turn-case-closed = Der Fall ist abgeschlossen
turn-show-result = Das Ergebnis zeigen
turn-day-ends = Der Tag endet…
turn-waiting = Warten auf { $what }
turn-waiting-turn = Warten auf den Zug von { $name }
turn-seat-bot = { $name } ist ein Bot-Platz.
turn-seat-bot-paused = { $name } ist ein Bot-Platz, und die Bots sind pausiert: drück ▶ oder Schritt in der oberen Leiste.
turn-seat-human = { $name } ist ein Spieler-Platz.
turn-seat-away = Der Spieler von { $name } ist weg: der Tisch wartet auf ihn, oder der Bot des Gastgebers spielt den Platz nach der Wartezeit des Tisches.
turn-seat-away-bot = Der Spieler von { $name } ist weg: der Bot des Gastgebers spielt den Platz, bis er zurück ist.

## Der Coach der Lektion

coach-over = Lektion beendet
coach-over-closed = Du hast den ganzen ersten Fall gesehen. Für ein eigenes Spiel: Menü (oben rechts), Zurück zum Menü, dann Schnelles Spiel.
coach-over-open = Du hast den ganzen ersten Fall gesehen. Spiel weiter: das Spiel gehört dir.
coach-close = Den Coach schließen
coach-end = Lektion beenden
coach-end-hover = Den Coach schließen und weiterspielen.
coach-next = Weiter
coach-finish = Lektion beenden
coach-skip = Überspringen
coach-skip-hover = Weitermachen, ohne es zu tun.
coach-next-waiting = Der Coach wartet, bis du diesen Schritt tust („Überspringen“ geht ohne ihn weiter).
coach-fast = Vorspulen
coach-wait-day = Warten, bis Tag { $day } beginnt.
coach-fast-hover = Bots spielen jeden Platz, auch deinen, bis zum Ende von Woche 2; dann zeigt der Tisch den Abschluss.
coach-back = Zurück
coach-who = COACH
coach-step = Schritt { $n } von { $total } der Lektion.
coach-wait-answer = Erledigt. Beantworte jetzt die Frage des Spiels im Feld oben rechts.
coach-wait-answer-or-go = Erledigt. Beantworte die Frage oben rechts, oder mach mit deinem Zug weiter (ein Zug oder ein Indiz passt).
coach-wait-settle = Erledigt. Das Spiel ist noch dabei: ein anderer Detektiv antwortet.
coach-wait-move = Wartet darauf, dass du mit dem Entfernungsmesser ziehst.
coach-wait-followup = Wartet darauf, dass du einem Indiz nachgehst.
coach-wait-endturn = Wartet darauf, dass du deinen Zug beendest.
coach-wait-playlight = Wartet darauf, dass du eine helle Karte spielst.
coach-wait-drawcard = Wartet darauf, dass du eine Karte ziehst.
coach-wait-useability = Wartet darauf, dass du die Fähigkeit eines Schauplatzes nutzt.
coach-wait-uncoverconspiracy = Wartet darauf, dass du das Komplott aufdeckst.
coach-wait-placeevidence = Wartet darauf, dass du den Beweis legst.
coach-wait-other = Wartet darauf, dass du es tust.
coach-wait-tab = Wartet darauf, dass du den Reiter „{ $name }“ öffnest.
coach-wait-close = Wartet darauf, dass der Fall abgeschlossen wird.

## Monate in den Daten der Spielstände (23. Nov. 14:05)

month-1 = Jan.
month-2 = Feb.
month-3 = März
month-4 = Apr.
month-5 = Mai
month-6 = Juni
month-7 = Juli
month-8 = Aug.
month-9 = Sep.
month-10 = Okt.
month-11 = Nov.
month-12 = Dez.

## Fall abgeschlossen und der Rückblick

closed-title = Fall abgeschlossen
closed-quit = Beenden
closed-to-menu = Zurück zum Menü
closed-step-through = Schritt für Schritt ansehen
closed-step-through-hover = Das Spiel Zug für Zug von Anfang an auf dem Spielbrett ansehen.
closed-look = Das Spielbrett ansehen
review-title = Rückblick
review-at = Woche { $week }, Tag { $day }, Zug { $n }
review-at-close = der Abschluss
review-now = Jetzt: { $what } — { $count } von { $total } Aktionen gezeigt. In einer Wiederholung kann nichts gespielt werden.
review-start = ⏮ Anfang
review-start-hover = Zurück zum Spielaufbau.
review-back = ◀ Zug
review-back-hover = Einen Zug zurück.
review-on = Zug ▶
review-on-hover = Einen Zug weiter.
review-end = Ende ⏭
review-end-hover = Zum Abschluss.
review-leave = Den Rückblick verlassen

# Sound (Settings → Sound, the M key)
sound-title = Ton
sound-master = Gesamt
sound-master-hover = Die Lautstärke von allem.
sound-effects = Effekte
sound-effects-hover = Bewegungen, Indizien, Beweise, Karten, das Puzzle, Ereignisse, dein Zug.
sound-music = Musik
sound-music-hover = Die Schleifen des Menüs, des Tages und des Climax.
sound-mute = Stumm
sound-mute-box = Kein Ton (M)
sound-note = Jeder Ton entsteht im Spiel selbst; nichts zu installieren.
sound-off-note = Ton aus (M schaltet ihn ein)
sound-on-note = Ton an (M schaltet ihn aus)

## Online spielen: beitreten, einen Tisch eröffnen, die Lobby

menu-online = Online spielen
menu-online-under = Freunde an ihren eigenen Bildschirmen: tritt mit einem Einladungscode bei oder eröffne einen Tisch.
online-title = Online spielen
online-join = Einem Tisch beitreten
online-join-under = Füge den Einladungscode ein, den dir jemand geschickt hat.
online-host = Einen Tisch eröffnen
online-host-under = Wähle den Mord und die Plätze; schick deinen Freunden den Einladungscode.
online-code = Einladungscode
online-code-hint = new-angeles://…
online-code-missing = Füge den Einladungscode ein.
online-name = Dein Name
online-name-missing = Gib einen Namen an: die anderen sehen ihn am Tisch.
online-join-go = Beitreten
online-join-token = Dein Platz wird hier für dich aufbewahrt: Mit demselben Code bekommst du ihn zurück.
online-bad-code = Das ist kein Einladungscode: { $why }
online-wrong-certificate = Der Host ist nicht der des Einladungscodes (sein Zertifikat ist ein anderes). Bitte um einen neuen Code.
online-unreachable = Unter dieser Adresse antwortet kein Host. Ist der Tisch dort noch offen und der Port erreichbar?
online-lost = Die Verbindung zum Host ist abgerissen. Tritt mit demselben Code wieder bei, um deinen Platz zurückzubekommen.
online-host-failed = Der Tisch konnte hier nicht eröffnet werden: { $why }
online-bad-host = Der Host hat etwas geschickt, das dieses Spiel nicht zeigen kann; die Verbindung wurde beendet.
online-refused-versions = Der Host spielt eine andere Version: der Host hat { $host }, du hast { $client }.
online-refused-no-table = Der Host hat keinen Tisch { $code }.
online-refused-full = Der Tisch ist voll: kein Platz ist frei.
online-refused-token = Dein aufbewahrter Platz ist nicht mehr an diesem Tisch.
online-refused-owner = Das darf nur, wer den Tisch eröffnet hat.
online-refused-started = Das Spiel hat begonnen: die Plätze bleiben, wie sie sind.
online-refused-setup = Der Tisch lässt sich nicht aufstellen: { $why }
online-refused-other = Der Host hat abgelehnt: { $why }
online-who-me = Ich
online-who-friend = Jemand anderes
online-away = Fehlt jemand
online-away-wait = Der Tisch wartet
online-away-bot = Ein Bot spielt nach
online-away-secs = Sekunden
online-where = Wo
online-where-here = Auf diesem Computer
online-where-server = Auf einem Server
online-server = Server
online-server-hint = ADRESSE:PORT#FINGERABDRUCK, wie `serve` ihn ausgibt
online-server-missing = Gib die Adresse und den Fingerabdruck des Servers an.
online-port = Port
online-port-hint = irgendein freier
online-port-bad = Ein Port ist eine Zahl von 1 bis 65535.
online-address = Adresse im Code
online-address-hover = Die Adresse, unter der deine Freunde diesen Computer erreichen; der Einladungscode nennt sie.
online-address-bad = „{ $address }“ ist keine Adresse: eine IP-Adresse (192.0.2.7) oder ein Hostname (myhost.example.org).
online-host-one-me = Wähle einen Platz für dich („Ich“).
online-host-go = Tisch eröffnen
online-connecting = Verbinde…
online-lobby-table = Tisch { $code }
online-invite = Einladungscode
online-invite-under = Schick ihn deinen Freunden: er enthält die Adresse, den Tisch und das Zertifikat des Hosts.
online-copy = Kopieren
online-seat-you = { $seat } (du)
online-seat-open = frei: wartet auf jemanden
online-seat-bot = ein Bot ({ $level })
online-seat-here = { $name }, da
online-seat-away = { $name }, abwesend
online-seat-away-bot = { $name }, abwesend: vorerst spielt ein Bot
online-make-bot = Einem Bot geben
online-start-now = Jetzt beginnen
online-start-under = Freie Plätze bekommen Bots.
online-starting = Das Spiel beginnt…
online-waiting = Warte, bis der Host das Spiel beginnt.
online-leave = Tisch verlassen

## Was kann ich tun? (die Möglichkeiten des Zuges)

options-move = Zu einem von { $count } Orten ziehen ({ $low }–{ $high } Zeit): Ziehe den Entfernungsmesser von deinem Ermittler oder klicke einen Ort an (einen ferneren: der Weg dorthin).
options-move-same = Zu einem von { $count } Orten ziehen ({ $low } Zeit): Ziehe den Entfernungsmesser von deinem Ermittler oder klicke einen Ort an (einen ferneren: der Weg dorthin).
options-reach = { $n ->
    [one] Ein Indiz ist
   *[other] { $n } Indizien sind
} in Reichweite, auf dem Plan umkreist: Ein Klick darauf zieht dorthin und geht ihm nach (ab 3 Zeit wird erst gefragt).
options-dropship = Oder ein Raumschiff-Pass: jeder von { $count } Orten für { $low } Zeit (erst „Raumschiff-Pass“, dann den Ort klicken).
options-dropship-range = Oder ein Raumschiff-Pass: jeder von { $count } Orten für { $low }–{ $high } Zeit (ein eingeschränkter Ort ohne deine Befugnis kostet mehr; erst „Raumschiff-Pass“, dann den Ort klicken).

## Das Spielbrett, wenn ein Klick dort nichts tun kann

board-answer-first = Beantworte zuerst die Frage des Spiels: das Feld mit dem bernsteinfarbenen Rahmen (▼ Zeigen öffnet es, wenn du es eingeklappt hast).
board-no-turn = Gerade läuft kein Zug.
board-waits-for = Nicht dein Zug: das Spiel wartet auf { $who }.
board-not-your-turn = Nicht dein Zug: { $who } ist dran.
## Der Inhalt wird geladen

loading-city = Die Stadt wird geladen…
loading-files = { $done } von { $total } Inhaltsdateien
loading-file-failed = eine Inhaltsdatei in { $where } konnte nicht geladen werden; siehe die Konsole
loading-broken = Der Inhalt ist fehlerhaft
loading-broken-how = New Angeles kann mit diesem Inhalt kein Spiel beginnen. Behebe diese Fehler und starte neu:
loading-check = `new-angeles check` gibt dieselbe Liste aus.

## Bot levels

form-level-easy = leicht
form-level-normal = normal
form-level-hard = schwer
online-sit-again = Zurück an Tisch { $table }
online-sit-again-under = Dein Platz dort ist reserviert: derselbe Code holt ihn zurück.
online-sit-again-name = Spieler
online-mine-open = Dein Tisch { $table } ist auf diesem Computer noch offen: die anderen spielen weiter.
online-mine-back = Zurück an meinen Tisch
online-mine-close = Meinen Tisch schließen
online-mine-close-under = Die anderen werden getrennt; der Tisch bleibt auf diesem Computer und öffnet sich wieder, wenn du hostest.
