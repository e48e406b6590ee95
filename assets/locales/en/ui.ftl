# New Angeles: the interface's words (English). Keys name the screen, then the thing.
# Translations: assets/locales/ru/ui.ftl, assets/locales/de/ui.ftl, with the same keys.

## The title and the main menu

menu-title = NEW ANGELES
menu-tagline = A murder in the city of the Beanstalk. Two weeks to close the case.
menu-learn = Learn to play
menu-learn-under = A guided first case: a coach shows you one thing at a time, on a real game.
menu-quick = Quick game
menu-quick-under = You and three normal bots, random detectives and murder; you go first.
menu-new = New game…
menu-new-under = Choose the murder, 3 to 5 seats, detectives, humans and bots.
menu-continue = Continue
menu-continue-none = No game to continue yet.
menu-saves-show = Load a save…
menu-saves-hide = Hide the saves
menu-saves-none = No saves yet.
menu-saves-count = { $count ->
    [one] { $count } saved game.
   *[other] { $count } saved games.
}
menu-saves-summary = { $saves ->
    [0] No saves of yours yet
    [one] { $saves } saved game
   *[other] { $saves } saved games
} · { $auto ->
    [one] { $auto } autosave.
   *[other] { $auto } autosaves.
}
menu-rules = Rules
menu-rules-under = The rules reference, searchable (F1 anywhere).
menu-settings = Settings
menu-settings-under = Language, UI scale, pace, sound, colour-blind palette.
menu-quit = Quit
save-autosave = Autosave
save-unnamed = Saved game
save-slot-turn = { $slot } · { $who }'s turn
save-slot-name = Save { $n }
save-closed = case closed
save-week-day = week { $week }, day { $day }
save-load = Load
save-delete = Delete
save-delete-hover = Delete this save (asks once more)
save-delete-sure = Delete it?
save-lesson-step = Lesson, step { $n }
save-random-murder = a murder drawn at random
save-seats = { $count ->
    [one] { $count } seat
   *[other] { $count } seats
}
save-actions = { $count ->
    [one] { $count } action
   *[other] { $count } actions
}

## The welcome on the first start

welcome-title = Welcome to New Angeles
welcome-text = New to the game? Learn to play is a guided first case: a coach shows you one thing at a time.
welcome-skip = Skip the lesson: start the { $count }-player game{ $humans ->
    [0] {""}
    [1] {""}
   *[other] {" "}({ $humans } humans sharing this screen)
}
welcome-skip-hover = The game the command line asked for.

## The new-game form

form-murder = Murder
form-random = Random
form-players = Players
form-seat = Seat { $seat }
form-random-detective = Random detective
form-human = Human
form-bot = Bot
form-bot-levels = Easy: plausible moves, little planning. Normal: plans its Time, plays to its hunches, builds links. Hard: tries its best options, where to head next among them, in games played out from what it knows, and takes the one that comes out best (it thinks a moment before each move).
form-seed = Seed
form-seed-hint = random
form-seed-bad = the seed must be a whole number
form-hints = Allow hints (each player asks for their own, after the screen is handed over)
form-hints-hover = Hint shows the best action for the player at the screen, from what that player may know, only when they ask. Untick it if you would all rather play without help.
form-start = Start the investigation
form-back = Back
murder-random = A murder drawn at random. Each murder has one special rule of its own: the Suspects tab shows it once the game begins.
murder-scene = Scene of the crime: { $place }
murder-rule = Special rule: { $name }
murder-rule-hover = Special rule: { $name }. { $what }

## The pause menu

pause-title = Paused
pause-when = Week { $week }, day { $day }
pause-resume = Resume
pause-save = Save
pause-save-name = Name (optional)
pause-save-name-hover = A name for this save in the list of saves; left empty, it is numbered (“Save 3”).
pause-loaded = Loaded: { $what }.
pause-saved = Saved as { $slot }; “Load a game…” lists it.
pause-save-failed = Could not save the game: { $reason }
pause-autosaves = The game also saves itself after every action.
pause-saves-show = Load a game…
pause-saves-hide = Hide the saves
pause-settings = Settings
pause-rules = Rules
pause-to-menu = Back to the menu
pause-to-menu-under = Your game is saved: Continue brings it back.
pause-quit = Quit

## Settings

settings-title = Settings
settings-open = Settings
settings-open-hover = Language, UI scale, confirmations, animation speed, bot pause, colours.
settings-language = Language
settings-language-hover = The language of the whole game: menus, cards, plots, events, the rules reference. It changes at once.
settings-ui-scale = UI scale
settings-ui-scale-hover = The size of the panels, windows and text.
settings-end-turn = End turn
settings-end-turn-ask = Ask before ending a turn with Time left
settings-dark-cards = Dark cards
settings-auto-pass = Ask me only when a card I hold answers the action
settings-auto-pass-hover = In new games, the game passes for you after another detective's action unless one of your dark cards answers it (a lead they could follow up, say). Each dark card in your hand can also be set to Ask me or Never ask.
settings-leads = Leads
settings-auto-leads = Let the game choose where the leads I move go
settings-auto-leads-hover = When the detective on your left follows up a lead, you move it to another place of its type. With this on, the game picks for you, as a bot in your seat would from what you see.
settings-free-cards = Free cards
settings-auto-draws = Take the free card at ritzy and seedy places for me
settings-auto-draws-hover = A move to a ritzy place offers a free light card from your deck; to a seedy place, a free dark card from a rival's deck. With this on, the game draws it for you without asking (the rival's deck as a bot in your seat would pick from what you see); a full hand draws nothing.
settings-animation = Animation speed
settings-animation-note = How fast detectives, leads and markers slide on the board.
settings-bot-pause = Bot pause
settings-bot-pause-note = Seconds a bot waits between its actions, so you can follow them (0: full speed).
settings-bot-pause-cli = Seconds a bot waits between its actions. This run uses --bot-delay { $amount } from the command line; the setting applies when the game starts without it.
settings-colours = Colours
settings-colour-blind = Colour-blind palette for location types
settings-colour-blind-note = Okabe–Ito colours, safe for deuteranopia and protanopia. Shapes and names carry the same meaning.
settings-saved-in = Kept on this computer for every game (the file: hover here).
settings-save = Save
settings-saved = Settings saved: they hold for every game.
settings-save-hover = Keep these settings (Enter).
settings-save-failed = Could not save to { $place }: { $reason }
settings-cancel = Cancel
settings-cancel-hover = Back to the settings as they were (Esc).
settings-defaults = Defaults
settings-defaults-hover = Every setting back to its default (not saved until you press Save).
loc-type-religious = religious
loc-type-civic = civic
loc-type-residential = residential
loc-type-business = business
loc-type-nightlife = nightlife

## The rules reference and the end-turn question

rules-open = Rules (F1)
rules-hide = Hide rules
rules-open-hover = The rules reference: every rule with its ID, searchable.
rules-link-hover = Open the rules reference at { $what }.
rules-title = Rules reference
rules-filter = Filter
rules-filter-hint = a rule ID (R-MOVE) or words (dropship)
rules-clear = Clear
rules-count = { $count } of { $total } rules
rules-manual = How to play: the manual
rules-glossary = Glossary: the game's words
rules-none = No rule matches the filter.
end-turn-title = End your turn?
end-turn-text = { $time ->
    [one] You still have { $time } Time.
   *[other] You still have { $time } Time.
} Time left at the end of a turn is lost.
end-turn-end = End turn
end-turn-keep = Keep playing
end-turn-note = Enter ends the turn, Esc keeps playing. To stop this question, untick “Ask before ending a turn with Time left” in Settings.

## The top bar and the bots' pace

top-case-closed = Case closed
top-bot = (bot)
top-menu = ☰ Menu
top-menu-hover = Pause: save, load, settings, rules, back to the menu (Esc).
top-rules = Rules
top-rules-hover = The rules reference, searchable.
top-murder-rule = This murder's special rule, { $name } ({ $kind }): { $what }
top-week-day = Week { $week } · Day { $day }
top-day = Week { $week }, day { $day }
top-day-event = a general event at the end of the day
top-day-plots = plots resolve at the end of the day
top-day-climax = climax — followed-up leads leave the game
top-climax = Climax
top-climax-hover = The last two days of the game: a lead followed up leaves the game instead of moving on.
top-time = { $time } Time
top-time-hover = Time left this turn: a move, following up a lead, drawing or discarding a card, playing a light card or getting a jump on the case cost 1 Time each; abilities and events as they say.
pace-fast = Fast: the bots play quickly.
pace-normal = Normal: each bot action is spaced so you can see it (the Bot pause of the settings).
pace-paused = Pause: the bots wait; step them one action at a time.
pace-step = Step
pace-step-hover = While paused: let the bot take its next action.
pace-step-disabled = Pause first; steps are for the bots' turns.
pace-waits-for-you = The others wait for your answer
pace-held-after-load = The bots wait while you look at the loaded game: ▶ in the top bar lets them go on.
pace-bots-paused = Bots paused
pace-bots-playing = Bots playing
pace-bots-fast = Bots playing fast
pace-word = Pace

## The side tabs and the turn panel

tab-suspects = Suspects
tab-hand = Hand
tab-plot = Plot
tab-puzzle = Puzzle
tab-events = Events
tab-detectives = Detectives
tab-log = Log
turn-yours = Your turn — { $time } Time left
turn-yours-short = Your turn · Time: { $time }
turn-undo = Undo
turn-undo-hover = Take back your last step (a move, an ability): the game is rebuilt without it.
turn-undo-disabled = Nothing to undo: only your own moves and abilities since the last thing revealed (a card drawn or played, a lead followed, another seat asked) can be taken back.
turn-end = End turn
turn-ruler-hint = Press on your detective and drag the ruler to a lit location to move there.
turn-case-closed = The case is closed
turn-show-result = Show the result
turn-day-ends = The day ends…
turn-waiting = Waiting for { $what }
turn-waiting-turn = Waiting for { $name } to take a turn
turn-seat-bot = { $name } is a bot seat.
turn-seat-bot-paused = { $name } is a bot seat, and the bots are paused: press ▶ or Step in the top bar.
turn-seat-human = { $name } is a player seat.
turn-seat-away = The player of { $name } is away: the table waits for them, or the host's bot plays the seat after the table's delay.
turn-seat-away-bot = The player of { $name } is away: the host's bot plays the seat until they are back.

## The lesson's coach

coach-over = Lesson over
coach-over-closed = You have seen the whole first case. For a game of your own: Menu (top right), Back to the menu, then Quick game.
coach-over-open = You have seen the whole first case. Play on: the game is yours.
coach-close = Close the coach
coach-end = End the lesson
coach-end-hover = Close the coach and play on.
coach-next = Next
coach-finish = Finish the lesson
coach-skip = Skip
coach-skip-hover = Go on without doing it.
coach-next-waiting = The coach waits for you to do this step (Skip goes on without it).
coach-fast = Fast-forward
coach-wait-day = Waiting for day { $day } to begin.
coach-fast-hover = Bots play every seat, yours too, to the end of week 2; then the table shows the close.
coach-back = Back
coach-who = COACH
coach-step = Step { $n } of { $total } of the lesson.
coach-wait-answer = Done. Now answer the game's question in the panel at the top right.
coach-wait-answer-or-go = Done. Answer the question at the top right, or go on with your turn (a move or a lead passes it).
coach-wait-settle = Done. The game is finishing with it: another detective answers.
coach-wait-move = Waiting for you to move with the ruler.
coach-wait-followup = Waiting for you to follow up a lead.
coach-wait-endturn = Waiting for you to end your turn.
coach-wait-playlight = Waiting for you to play a light card.
coach-wait-drawcard = Waiting for you to draw a card.
coach-wait-useability = Waiting for you to use a place's ability.
coach-wait-uncoverconspiracy = Waiting for you to uncover the conspiracy.
coach-wait-placeevidence = Waiting for you to place the evidence.
coach-wait-other = Waiting for you to do it.
coach-wait-tab = Waiting for you to open the { $name } tab.
coach-wait-close = Waiting for the case to close.

## Months, in the saves' dates (23 Nov 14:05)

month-1 = Jan
month-2 = Feb
month-3 = Mar
month-4 = Apr
month-5 = May
month-6 = Jun
month-7 = Jul
month-8 = Aug
month-9 = Sep
month-10 = Oct
month-11 = Nov
month-12 = Dec

## Case closed and the review

closed-title = Case closed
closed-quit = Quit
closed-to-menu = Back to the menu
closed-step-through = Step through the game
closed-step-through-hover = Review the game turn by turn from the start, on the board.
closed-look = Look at the board
review-title = Review
review-at = week { $week }, day { $day }, turn { $n }
review-at-close = the close
review-now = Now: { $what } — { $count } of { $total } actions shown. Nothing can be played in a replay.
review-start = ⏮ Start
review-start-hover = Back to the setup.
review-back = ◀ Turn
review-back-hover = Back one turn.
review-on = Turn ▶
review-on-hover = On one turn.
review-end = End ⏭
review-end-hover = To the close.
review-leave = Leave the review

# Sound (Settings → Sound, the M key)
sound-title = Sound
sound-master = Master
sound-master-hover = The volume of everything.
sound-effects = Effects
sound-effects-hover = Moves, leads, evidence, cards, the puzzle, events, your turn.
sound-music = Music
sound-music-hover = The loops of the menu, the day and the climax.
sound-mute = Mute
sound-mute-box = No sound (M)
sound-note = Every sound is made by the game itself; nothing to install.
sound-off-note = Sound off (M turns it on)
sound-on-note = Sound on (M turns it off)

## Play online: join, host, the lobby

menu-online = Play online
menu-online-under = Friends at their own screens: join a table with an invite code, or host one.
online-title = Play online
online-join = Join a table
online-join-under = Paste the invite code a friend sent you.
online-host = Host a table
online-host-under = Choose the murder and the seats; send your friends the invite code.
online-code = Invite code
online-code-hint = new-angeles://…
online-code-missing = Paste the invite code.
online-name = Your name
online-name-missing = Give a name: the others see it at the table.
online-join-go = Join
online-join-token = Your seat is kept for you here: joining again with the same code takes it back.
online-bad-code = This is not an invite code: { $why }
online-wrong-certificate = The host is not the one of the invite code (its certificate differs). Ask for a new code.
online-unreachable = No host answers at this address. Is the game there still hosting, and is the port open?
online-lost = The connection to the host was lost. Join again with the same code to take your seat back.
online-host-failed = The table could not be hosted here: { $why }
online-bad-host = The host sent what this game cannot show; the connection was ended.
online-refused-versions = The host plays another version: the host has { $host }, you have { $client }.
online-refused-no-table = The host has no table { $code }.
online-refused-full = The table is full: no seat is free.
online-refused-token = Your kept seat is not at this table any more.
online-refused-owner = Only the player who hosts the table may do that.
online-refused-started = The game has started: the seats are as they are.
online-refused-setup = The table cannot be set up: { $why }
online-refused-other = The host said no: { $why }
online-who-me = Me
online-who-friend = A friend
online-away = An absent player
online-away-wait = The table waits
online-away-bot = A bot plays after
online-away-secs = seconds
online-where = Where
online-where-here = On this computer
online-where-server = On a server
online-server = Server
online-server-hint = ADDRESS:PORT#FINGERPRINT, as `serve` prints it
online-server-missing = Give the server's address and fingerprint.
online-port = Port
online-port-hint = any free one
online-port-bad = A port is a number from 1 to 65535.
online-address = Address for the code
online-address-hover = The address your friends reach this computer at; the invite code names it.
online-address-bad = “{ $address }” is not an address: an IP address (192.0.2.7) or a host name (myhost.example.org).
online-host-one-me = Choose one seat for yourself (Me).
online-host-go = Host the table
online-connecting = Connecting…
online-lobby-table = Table { $code }
online-invite = Invite code
online-invite-under = Send it to your friends: it holds the address, the table and the host's certificate.
online-copy = Copy
online-seat-you = { $seat } (you)
online-seat-open = open: waiting for a friend
online-seat-bot = a bot ({ $level })
online-seat-here = { $name }, here
online-seat-away = { $name }, away
online-seat-away-bot = { $name }, away: a bot plays for now
online-make-bot = Give to a bot
online-start-now = Start now
online-start-under = Open seats are given to bots.
online-starting = The game starts…
online-waiting = Waiting for the host to start the game.
online-leave = Leave the table

## What can I do? (the list of the turn's choices)

options-move = Move to one of { $count } places ({ $low }–{ $high } Time): drag the ruler from your detective, or click a place (one further away: the way there).
options-move-same = Move to one of { $count } places ({ $low } Time): drag the ruler from your detective, or click a place (one further away: the way there).
options-reach = { $n ->
    [one] One lead is
   *[other] { $n } leads are
} within reach, ringed on the board: a click on one goes there and follows it up (3 Time or more asks first).
options-dropship = Or a dropship pass: any of { $count } places for { $low } Time (click Dropship pass, then the place).
options-dropship-range = Or a dropship pass: any of { $count } places for { $low }–{ $high } Time (a restricted place without your warrant costs more; click Dropship pass, then the place).

## The board, when a press there cannot do anything

board-answer-first = First answer the question the game asks you: its amber-framed panel (▼ Show opens it if you folded it).
board-no-turn = No turn is under way.
board-waits-for = Not your turn: the game waits for { $who }.
board-not-your-turn = Not your turn: it is { $who }'s.
## Loading the content

loading-city = Loading the city…
loading-files = { $done } of { $total } content files
loading-file-failed = a content file in { $where } could not be loaded; see the console
loading-broken = The content is broken
loading-broken-how = New Angeles cannot start a game on this content. Fix these and start again:
loading-check = `new-angeles check` prints the same list.

## Bot levels

form-level-easy = easy
form-level-normal = normal
form-level-hard = hard
online-sit-again = Back to table { $table }
online-sit-again-under = Your seat there is kept: the same code takes it back.
online-sit-again-name = Player
online-mine-open = Your table { $table } is still open on this computer: the others play on.
online-mine-back = Back to my table
online-mine-close = Close my table
online-mine-close-under = The others are cut off; the table is kept on this computer and opens again when you host.
