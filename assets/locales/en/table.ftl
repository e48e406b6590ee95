# New Angeles: the table during play (English): the dock, the side panels, the board.
# Translations: assets/locales/ru/table.ftl, assets/locales/de/table.ftl, with the same keys.

## The dock: your turn, the question, the recap, the status line

list-sep = {", "}
dock-turn-words = Time: follow up a lead, jump on the case at the scene of the crime, play a light card; restricted places need a warrant
dock-cost-time = { $time } Time
dock-cost-time-why = { $time } Time — { $why }
dock-follow-up = Follow up the { $kind ->
    [testimony] testimony
    [physical] physical
   *[document] document
} lead ({ $cost })
dock-follow-up-short = { $kind ->
    [testimony] Testimony
    [physical] Physical
   *[document] Document
} lead: { $cost }
dock-follow-up-hover = { $lead }: the player on your right moves the lead; then you place evidence or uncover the conspiracy.
dock-jump = Get a jump on the case ({ $time } Time)
dock-jump-hover = Your hero marker goes on the scene of the crime; whose marker lies there at the end of the day becomes first player.
dock-here-more = More you can do here
dock-dropship = Dropship pass ({ $passes })
dock-dropship-cancel = Cancel the dropship
dock-dropship-hover = Spend a pass to move anywhere for 1 Time (3 into a restricted place without your warrant); then click a lit location.
dock-ability-hover = A major location's ability, once per round for each player; favors pay its favor costs.
dock-ability-idle-ruler = ⚠ From here, with the Time left after it, the longer ruler takes you to no place your ruler does not reach already.
dock-question-show = ▼ Show
dock-question-show-hover = Show the question again.
dock-question-fold = ▲ Fold
dock-question-fold-hover = Fold the question to its title, to read the tab under it: the game waits for your answer.
dock-not-allowed = Not allowed: { $why }
dock-status-hover = { $text }{"\u000A\u000A"}(Click: the log.)
dock-status-hover-log = Click: the log.
recap-city = The city
recap-title = Since your last turn
recap-hover = What the others did since your last turn: open to read it; hovering a line lights its places on the board.
recap-earlier = {"  "}… { $earlier } earlier (the Log tab)
recap-turn-so-far = { $name }'s turn so far:
recap-turn-so-far-held = { $name }'s turn, on hold until that answer:
recap-did-moves = { $n ->
    [one] 1 move
   *[other] { $n } moves
}
recap-did-leads = { $n ->
    [one] 1 lead followed up
   *[other] { $n } leads followed up
}
recap-did-evidence = { $n ->
    [one] 1 evidence placed
   *[other] { $n } evidence placed
}
recap-did-cards = { $n ->
    [one] 1 card played
   *[other] { $n } cards played
}
recap-did-puzzle = { $n ->
    [one] 1 puzzle piece
   *[other] { $n } puzzle pieces
}
recap-did-hits = { $n ->
    [one] 1 hit or alibi
   *[other] { $n } hits or alibis
}
recap-did-draws = { $n ->
    [one] 1 card drawn
   *[other] { $n } cards drawn
}
recap-did-abilities = { $n ->
    [one] 1 ability used
   *[other] { $n } abilities used
}
recap-did-lead-moves = { $n ->
    [one] 1 lead moved on
   *[other] { $n } leads moved on
}
recap-you-chosen = You, out of your turn
recap-did-else = { $n ->
    [one] 1 other line
   *[other] { $n } other lines
}
recap-digest-you = { $who }: { $what }
recap-digest = { $who }{ $turns ->
    [0] {" "}(out of turn)
    [1] {""}
   *[other] {" "}({ $turns } turns)
}, now at { $at }: { $what }
recap-for-you = {"  "}» for you: { $line }
recap-digest-city = The city: { $n ->
    [one] 1 line (an event, the day)
   *[other] { $n } lines (events, the day)
}
recap-your-decision = Your decision: { $what } →
recap-auto-lead = The game moves the lead for you (Settings: “Let the game choose where the leads I move go”).
recap-auto-draw = The game draws the free card for you (Settings: “Take the free card at ritzy and seedy places for me”).
status-auto-lead = The game chose for you (Settings → Leads lets you choose): { $text }
status-auto-draw = The game drew the free card for you (Settings → Free cards lets you choose): { $text }

## Passing the screen, the side tabs, the veil

handoff-title = Pass the screen to the player of { $name } (seat { $seat })
handoff-only = Only this player should look. Private things stay hidden until you confirm.
handoff-waits = The game waits for { $what }.
handoff-why-again = The screen is covered whenever a turn ends, as it may have changed hands; if you are already { $name }'s player, simply go on: what the others did meanwhile is in your recap.
handoff-show-me = I am { $name } — show me
handoff-continue = I am { $name } — continue my turn
handoff-start = I am { $name } — start my turn
handoff-order-seat = { $name } (seat { $seat }{ $bot ->
    [yes] , bot
   *[no] {""}
})
handoff-order = Turns today: { $order }. { $why ->
    [drawn] The game's first player was drawn at random (or chosen when the game was set up).
   *[scene] First is the detective whose hero marker lies on the scene of the crime.
}
side-new-event = A new event arrived: look at it here.
side-new-evidence = New evidence on the files: it has a gold ring here for a while.
side-piece-waits = A puzzle piece waits to be placed here.
side-hand-hidden = Your hand shows only to its player, while the screen is theirs.
side-your-plot = Your plot
side-others-plots = The others' plots
side-plots = Plots
veil-title = Setting the table
veil-progress = Laying out the game's moves: { $done } of { $all }.

## The hint

hint-label = Hint:
hint-do-it = Do it
hint-do-it-hover = Take the hinted action.
hint-thinking = Thinking…
hint-button = Hint
hint-shown = The hint is shown in the box below (Hide puts it away).
hint-hide = Hide
hint-hide-hover = Put the hint away; Hint asks again.
hint-button-off = Hint: off for this game
hint-button-hover = Ask the hard bot what it would do in your place. It sees only what you see.
hint-off-shared = Off for this game: “Allow hints” was unticked in the new-game form.

## Notices (the line at the top of the board) and what changed for a seat

notice-face-up-own = Your { $token } on { $suspect } is now face up: everyone sees it.
notice-face-up = { $placer }'s token on { $suspect } is now face up: { $token }.
notice-day = Week { $week }, day { $day } begins: { $first } plays first (their hero marker lies on the scene of the crime)
notice-day-you = Week { $week }, day { $day } begins: you play first (your hero marker, the small flag, stands on the scene of the crime, wherever your detective is)
notice-climax = The climax: the last two days. A lead followed up now leaves the game
notice-auto-lead = Chosen for you: { $text }
notice-auto-draw = Drawn for you (Settings → Free cards lets you choose): { $text }
notice-after = { $notice } (after { $cause })
notice-cause-token = { $placer }'s { $token } token on { $suspect }
notice-cause-own-token = your { $token } token on { $suspect }
notice-cause-alibi = an alibi on { $suspect }
notice-cause-hit = a hit on { $suspect }
notice-cause-dead = { $suspect }'s death
notice-cause-drawn = the { $token } you drew: one fewer of that value among those a face-down token may hide
notice-cause-seen = a face-down token you saw: one fewer of its value among those the others may hide
notice-cause-odds = a change in what the face-down tokens may hide
notice-token-face-down = face-down
notice-token-known = face-down { $token }
notice-dark-on-you = { $who } played { $card } on you
notice-dark-on-you-did = { $who } played { $card } on you: { $did }
notice-you-did = { $what }: { $did }
notice-own-ability = The place's ability
notice-fight-yours = You play { $card }, a fight: choose your tactics
notice-fight-against = { $who } picks a fight with you ({ $card }): choose your tactics
notice-event = Event: { $event }
# Opens a specific event's sentence moving the testimony leads, exactly as the event texts
# (content.ftl) write it: the game keeps only the suspects in play in that sentence.
event-leads-move = Testimony leads move:
notice-guilty-leads = Your guilty hunch { $who } is now the likeliest murderer: +{ $vp } VP if the case closed now
notice-guilty-behind = Your guilty hunch { $who } is no longer the likeliest murderer ({ $leader } is now): −{ $vp } VP if the case closed now
notice-innocent-leads = Your innocent hunch { $who } is now the likeliest murderer: −{ $vp } VP if the case closed now
notice-innocent-clear = Your innocent hunch { $who } is no longer the likeliest murderer ({ $leader } is now): +{ $vp } VP if the case closed now
notice-dead = { $who } is dead
notice-hit = A hit on { $who } ({ $hits } of 3)
notice-hit-by = { $by } puts a hit on { $who } ({ $hits } of 3)
notice-alibi = An alibi for { $who }
notice-plot-good = { $who }'s plot reaches a good crossroads
notice-plot-bad = { $who }'s plot reaches a bad crossroads
notice-plot-new = { $who }'s plot begins a new plot
notice-plot-end = { $who }'s plot comes to its end
notice-your-turn = Your turn — { $time } Time
notice-out-of-time = Your turn is over: no Time left for anything.
change-time = { $sign }{ $n } Time
change-dark-shift = dark-shift { $n }
change-light-shift = light-shift { $n }
change-favors = { $sign }{ $n } { $n ->
    [one] favor
   *[other] favors
}
change-bad-baggage = { $n } bad baggage
change-good-baggage = { $n } good baggage
change-trauma = { $n } trauma
change-cards = { $sign }{ $n } { $n ->
    [one] card
   *[other] cards
}
change-moved = moved

## The decision panel: titles

decision-move-lead = Move the lead
decision-lead-reward = What does the lead give?
decision-place-evidence = Place the evidence
decision-lily = Lily Lockwell
decision-lily-moves = Lily Lockwell moves on
decision-jimmy = Jimmy the Snitch
decision-jimmy-moves = Jimmy the Snitch moves on
decision-baggage = Baggage on a plot
decision-benefit = The piece's benefit
decision-place-piece = Place the puzzle piece
decision-bonus = The piece's bonus
decision-free-dark = A free dark card
decision-free-light = A free light card
decision-extra-card = An extra card at setup
decision-response = Respond with a dark card?
decision-counter = Answer with a light card?
offer-could = You could play { $cards } now.
offer-look = { $n ->
    [one] Show the card
   *[other] Show the { $n } cards
}
offer-not-now = { $n ->
    [one] 1 card that cannot be played now
   *[other] { $n } cards that cannot be played now
}
decision-fight = A fight: your tactics
decision-hit = A hit: which suspect?
decision-alibi = An alibi: which suspect?
decision-peek = A look: which suspect?
decision-reveal = A reveal: which token?
decision-move-a-lead = Move a lead
decision-favor = A favor: which kind?
decision-memory = Raymond asks for his memory back
decision-warrant = Which warrant moves?
decision-you-drew = You drew

## The decision panel: answers

memory-asked = { $his } asks for { $card } back. Give it back and take one of his favors, or keep it: still held at the end, it is worth 1 VP to you.
memory-give-back = Give it back for a { $favor }
memory-keep = Keep it
choice-from-own = From your own card or ability: you choose.
choice-from-card-against = From the card against { $who }: you choose.
choice-hit = Put a hit on a live suspect; the third hit kills. Hits left: { $left }.
choice-alibi = Put a face-up alibi on a live suspect: −5 at the close unless a perjury pairs with it. Alibis left: { $left }.
choice-peek = Look in secret at every face-down token on one suspect.
choice-reveal = Turn one face-down evidence token face up for everyone.
choice-move-lead = Move { $kind ->
    [any] a lead
   *[other] a { $kind } lead
} as if the player on your left had followed it up.
choice-favor = Take one normal favor from the supply.
choice-favor-hover = Gain this favor.
favor-left = { $favor } ({ $left } left)
choice-suspect = { $name } ({ $hits } hits, { $alibis } alibis, { $down } face down)
choice-suspect-hover = Choose this suspect.
token-reveal-hover = Turn this token face up for everyone.
benefit-shift = Shift piece: move one detective's twilight marker one space, or let it go. Toward light, that detective can pay for more light cards; toward dark, for more dark cards. Usually: light-shift yourself, or dark-shift the leader.
benefit-favor = Favor piece: take one normal favor of your choice.
benefit-baggage-piece = Baggage piece: you may put good or bad baggage on any detective's plot.
benefit-baggage = Put one good or one bad baggage on any detective's plot.
benefit-good-baggage-on = Good baggage on { $who }
benefit-bad-baggage-on = Bad baggage on { $who }
benefit-let-go = Let it go
piece-place-how = Place the piece in the Conspiracy puzzle window: turn it, then click a green cell — or discard it.
piece-discard = Discard the piece
bonus-optional = Bonus: { $bonus } (optional).
bonus-move-lead-how = Move a { $kind } lead as if the player on your left had followed it up: another location of its type, free of leads, outside your district.
bonus-hit-how = A hit on a live suspect; the third hit kills.
bonus-hit-suspect = { $name } ({ $hits } hits)
bonus-draw-piece = Draw the bonus piece
bonus-skip = Skip the bonus
draw-seedy = A seedy place: draw one card from another player's dark deck for free. You hold it to play against that detective.
draw-dark-of = Draw from { $who }'s dark deck ({ $left } left)
draw-no-thanks = No, thanks
draw-no-thanks-today = No, and none today
draw-no-thanks-today-hover = Let this card go, and stop offering free cards until tomorrow.
draw-ritzy = A ritzy place: you may draw one card from your light deck for free.
draw-own-light = Draw from your light deck ({ $left } left)
draw-extra = Setup, your detective's own start: { $n ->
    [one] an extra twilight card
   *[other] { $n } extra twilight cards, drawn one at a time (this question comes once for each)
}, from your light deck or any other player's dark deck.
reward-followed = You followed up a { $kind } lead.
reward-place-evidence = Place evidence ({ $pile } tokens in the pile)
reward-place-evidence-hover = Draw the top evidence token, look at it in secret and put it in a live suspect's { $kind } file.
reward-or-uncover = Or uncover the conspiracy:
reward-reveal = Reveal information
reward-reveal-hover = Draw the top piece of the pile beside your hero marker: take its benefit, place it in the puzzle, use its bonuses.
reward-dig = Dig deeper
reward-dig-hover = Move your hero marker beside the next more valuable pile.
reward-reveal-from = { $label }: draw from { $pile }
reward-dig-to = { $label }: move beside { $pile }
place-goes-in = It goes in the { $kind } file of a live suspect.
place-face-up-why = Face up (everyone sees it). { $why }
place-face-down = Face down (only you know it)
place-face-up = Face up (everyone sees it)
place-down = Face down
place-up = Face up
place-down-means = Only you will know its value.
place-up-means = Everyone will see its value.
place-now-vp = { $n } VP if the case closed now
place-now-same = ±0 VP if the case closed now
place-rows-head = What each place does to your score now (point at one for why):
place-row-odds = guilty hunch named { $from }% → { $to }%
place-learning = Knowing this token is out of the pile moves your score { $n } VP wherever it goes: each row counts it.
place-row-vp = { $n } VP
place-all-same = { $zero ->
    [yes] No place changes your score if the case closed now: choose by what you expect of the case, or let the game choose.
   *[other] Every place does the same to your score if the case closed now ({ $n } VP, from knowing the token): choose by what you expect of the case, or let the game choose.
}
place-game-pick = Let the game place it: { $words }
place-row-file = { $kind } file { $role ->
    [strong] ▲ strong
    [weak] ▼ weak
   *[plain] plain
}
place-short-alone = counts once a 2nd token joins
place-short-would = wasted at the close
place-short-may = may be lost at the close
place-short-perjury = counts only with an alibi
place-odds-obsession = {" "}· BOTH HUNCHES
place-odds-now = Who the close would name now (point at a suspect below to see it with your token):
place-odds-now-under = Who the close would name now (point at a suspect above to see it with your token):
place-odds-with = Who the close would name with your token on { $name } (outlined):
place-odds-guilty = {" "}· GUILTY
place-odds-innocent = {" "}· INNOCENT
place-fit-guilty-up = ✔ good: pushes your guilty hunch towards murderer
place-fit-rival-away = ✔ good: pushes a rival of your guilty hunch away from murderer
place-fit-innocent-away = ✔ good: pushes your innocent hunch away from murderer
place-fit-against-guilty = ✖ against you: pushes your guilty hunch away from murderer
place-fit-against-rival = ✖ against you: pushes a rival of your guilty hunch towards murderer
place-fit-against-innocent = ✖ against you: pushes your innocent hunch towards murderer
choice-fit-hit-guilty = ✖ your guilty hunch: three hits kill a suspect, and the dead are never named
choice-fit-hit-innocent = ✔ your innocent hunch: three hits kill a suspect, and the dead are never named
choice-fit-hit-rival = ✔ a rival of your guilty hunch: three hits take a suspect out of the case
place-note-perjury-alone = • no alibi on them yet: a perjury counts only once an alibi or surprise witness on them pairs with it
place-note-perjury-maybe = • counts only with an alibi or witness on them (none seen yet)
place-note-alone = { $file ->
    [weak] • counts later: the first token in a weak file waits for a higher one to join it, then counts
   *[strong] • counts later: the first token in a strong file waits for a lower one to join it, then counts
}
place-note-would = { $file ->
    [weak] ✖ wasted here: a weak file drops its highest at the close
   *[strong] ✖ wasted here: a strong file drops its lowest at the close
}
place-note-may = { $file ->
    [weak] ⚠ may be lost at the close: a weak file drops its highest
   *[strong] ⚠ may be lost at the close: a strong file drops its lowest
}
lily-story = The reporter runs a story: you may turn one face-down evidence token face up.
lily-nothing = Turn nothing face up
lily-nothing-hover = The reveal is optional: keep every token as it is. Lily moves on all the same.
jimmy-offer = For 1 Time ({ $time } left) Jimmy shows you, in secret, every face-down token on one suspect or another player's hand. Then he moves on.
jimmy-look-suspect = Look at { $name } ({ $down } face down, { $unknown } you don't know)
jimmy-look-hand = Look at { $who }'s hand ({ $cards } cards)
place-lead-how = { $active } followed up { $lead } at { $at }. You sit on their right: choose where the lead goes — another location of the same type, free of leads, outside your district where one exists.
informant-how = Choose a location of the same type in another district.
warrant-which = Both your warrants are in play: choose the one that moves to { $to }.
warrant-the-one-on = The one on { $at }
move-lead-none = No lead can move: nothing to do.
move-lead-pick = Pick a lead; its destinations light up on the board as "lead here?" — click one there or here.
move-lead-at = { $lead } at { $at }
move-lead-to = to:
places-click = Click a location marked "{ $words }?" on the board, or one of these:

## The hand: its cards, paying for them, the response and fight windows

hand-light-cards = Light cards ({ $n })
hand-light-cards-what = yours: play any of them in your turn, 1 Time each
hand-dark-cards = Dark cards held ({ $n })
hand-dark-cards-what = another detective's: play against them in their turn
hand-title = Your hand ({ $count })
hand-title-hover = You may draw only while you hold fewer cards than your limit.
hand-how = Tick "discard to pay" on other cards to lower the cost of the card you play. Click a card's text to read all of it.
hand-memory-held = One of { $who }'s Memory cards, dealt to you at setup; not part of your hand.
hand-empty = No cards. Draw below (1 Time each).
hand-play = Play (1 Time)
hand-play-against = Play against { $who } now
hand-discard-to-pay = discard to pay
hand-discard = Discard (1 Time)
hand-discard-hover = To the bottom of its deck.
hand-draw-light = Draw light
hand-draw-dark = Draw { $who }'s dark
hand-draw-hover = 1 Time, while your hand has room.
hand-discard-to-lower = Discard to lower the cost, one per card (extra discards shed cards):
card-play-only = Play only { $conditions }
card-and = {" and "}
cards-line = Hand { $hand } · light deck { $light } · dark deck { $dark }
card-light-tactics-marker = Light tactics:
card-dark-tactics-marker = Dark tactics:
track-centre = centre
track-light = light { $n }{ $end ->
    [yes] {" "}(the end)
   *[no] {""}
}
track-dark = dark { $n }{ $end ->
    [yes] {" "}(the end)
   *[no] {""}
}
track-light-end = light end
track-dark-end = dark end
track-hover = The twilight track: { $end } light spaces, the centre, { $end } dark spaces, as the detective's sheet says. Light cards dark-shift their player, dark cards light-shift theirs; the marker never passes an end.
pay-discards = { $n ->
    [one] { $n } discard
   *[other] { $n } discards
}
pay-plot-colour = plot colour { $adjust }
pay-cost = Shift cost { $cost }
pay-cost-from = Shift cost { $printed } → { $cost } ({ $how })
pay-nothing = nothing to pay: you stay at { $at }
pay-cannot = you cannot { $way ->
    [dark-shift] dark-shift
   *[light-shift] light-shift
}: you are at { $at }
pay-moves = you { $way ->
    [dark-shift] dark-shift
   *[light-shift] light-shift
} { $cost }, { $from } → { $to }
pay-hover = Your twilight marker moves by the card's cost when you play it; discards to pay and a matching plot colour change the cost.
pay-shift-cost = Shift cost { $cost }: { $why }
pay-colour-no-match = A { $colour ->
    [red] red
    [blue] blue
    [green] green
    [gold] gold
    [violet] violet
   *[grey] grey
} card against { $theirs ->
    [red] a red plot
    [blue] a blue plot
    [green] a green plot
    [gold] a gold plot
    [violet] a violet plot
    [grey] a grey plot
   *[none] no plot
}: no colour adjustment.
pay-colour-matches = Plot colour matches — change the cost by:
pay-colour-matches-hover = A card whose colour matches the target detective's current plot may cost one more or one less.
pay-discard-hover = Discard this card to lower the cost of the card you play by one (to 0 at least). It goes to the bottom of its deck.
pay-discard-full = No more cards can be discarded for one play.
pay-play-dark-hover = Light-shift yourself by the cost; the card hurts its detective, then goes to the bottom of its dark deck.
pay-play-light-hover = Dark-shift by the cost, then do what it says; it goes to the bottom of your light deck.
pay-ticked = This card is ticked to be discarded: untick "discard to pay" to play it.
respond-acted = { $name } has just acted. You may play one of { $name }'s dark cards against them now, paying its cost by light-shifting yourself.
respond-one = Only one dark card answers an action; then { $name } may answer with one light card.
offer-waits = The others wait for your answer: play a card, or Pass (Pass for today stops these offers until tomorrow).
respond-play = Play against { $name }
respond-pass = Pass: play no dark card
respond-no-card = You hold no card to play here.
counter-played-on-you = Played on you:
counter-how = A dark card was played against you. You may answer with one of your light cards now: 1 Time ({ $time } left), dark-shifting by its cost. Or go on with your turn: a move or a lead you follow up passes.
counter-play = Play it (1 Time)
counter-pass = Pass: no light card
fight-you-play = You play { $card } — a fight. Choose your tactics.
fight-plays = { $who } plays { $card } — a fight. Choose your tactics.
fight-dark-tactics = Dark tactics
fight-light-tactics = Light tactics
fight-at-end = Your marker is at the end ({ $at }): no shift, but you may still choose these tactics
fight-first-shift = First you { $way ->
    [dark-shift] dark-shift
   *[light-shift] light-shift
} one space (from { $from } to { $to })
fight-shift-then = {"shift, then |shifts, then "}
fight-then = { $shift }, then: { $rest }
card-light-time = 1 Time · your turn
card-light-time-hover = Played by { $owner } on their own turn, for 1 Time.
card-dark-time = 0 Time · { $owner }'s turn
card-dark-time-hover = Played against { $owner } during their turn, by whoever holds it; it takes no Time.
card-dark-shift = dark-shift { $n }
card-dark-shift-hover = Its cost moves its player's twilight marker toward the dark end.
card-light-shift = light-shift { $n }
card-light-shift-hover = Its cost moves its player's twilight marker toward the light end.
card-click-to-read = Click to read it on the card.
card-show-less = show less
card-read-more = read more…
card-read-more-hover = Show the card's whole text, or fold it again.
card-light-tactics = LIGHT TACTICS
card-dark-tactics = DARK TACTICS
card-tag-light = LIGHT
card-tag-dark = DARK
card-tag-fight = { $deck } · FIGHT
card-light-about = A light card: its detective plays it on its own turn for 1 Time, dark-shifting by its cost. Its text beats the general rules. Cost { $cost }: its player dark-shifts this many spaces to play it.
card-dark-about = A dark card: whoever holds it plays it against its detective in that detective's turn, for no Time, light-shifting by its cost. Its text beats the general rules. Cost { $cost }: its player light-shifts this many spaces to play it.
card-deck-light-of = { $who }'s light deck
card-deck-dark-of = { $who }'s dark deck
card-plot-colour = {" "}plot colour
card-trait-hover = A trait: it does nothing alone; other cards refer to it.

## Dark cards: when the game asks, the holds, letting the game choose

prompt-never-note = Never asked about it: the game passes for you. You may still play it when another card of yours opens a window on { $who }.
prompt-always-note = Asked at each of { $who }'s actions while you could play it.
prompt-judged-note = { $daily ->
    [yes] The game asks you at most twice a day: once at the first moment one of your dark cards could be played, and once when one answers what a detective just did — this one when { $when }. A question let pass is not asked again that day.
   *[no] The game asks you once in each of { $who }'s turns, at the first moment it could be played, and again when { $when } (let it pass then and it is not asked again that turn).
}
prompt-judged-none = { $daily ->
    [yes] It answers no action in particular: the game asks you about your dark cards at most twice a day, the first time one could be played and once when one answers an action (a question let pass is not asked again that day); choose "every action" to be asked at each of { $who }'s actions.
   *[no] It answers no action in particular: the game asks you once in each of { $who }'s turns, at the first moment it could be played (let it pass and it is not asked again that turn); choose "every action" to be asked at each.
}
prompt-ask-me = Ask me:
prompt-judged = when it answers
prompt-judged-hover = { $daily ->
    [yes] The default: the game asks you about your dark cards at most twice a day — the first time one could be played, and once when one answers what the detective just did.
   *[no] The default: the game asks you once in each of the owner's turns, and again when this card answers what the detective just did.
}
prompt-always = every action
prompt-always-hover = Ask me at each of the detective's actions while I could play it.
prompt-never = never
prompt-never-hover = Never ask me about this card.
asked-always = you asked to be asked about { $card }
asked-answers-when = { $card } answers this: { $when }
asked-once = { $daily ->
    [yes] { $card } may be played now (asked at most twice a day: once like this, once when a card answers what a detective did)
   *[no] { $card } may be played in this turn (asked once a turn)
}
asked-because = Asked because { $why }.
hold-my-turn = Pass until my turn
hold-my-turn-hover = Pass now, and pass every response window until your next turn begins.
hold-today = Pass for today
hold-today-hover = Pass now, and pass every response window until the next day begins.
game-choose = Let the game choose
game-choose-hover = The game's pick from what you see, as a bot in your seat would choose: { $words }.
game-choose-always = Always
game-choose-always-hover = Let the game choose now and every time a lead is yours to move, without asking (Settings → Leads turns it off).

## The suspects and their tokens

suspects-your-hunches = Your hunches
suspects-guilty = {" "}GUILTY{" "}
suspects-guilty-hover = +15 VP if this suspect is the murderer at the close.
suspects-innocent = {" "}INNOCENT{" "}
suspects-innocent-hover = +5 VP if this suspect is not the murderer.
suspects-obsession = Obsession: your guilty and your innocent hunch name the same suspect. They score as usual (+15 VP if that suspect ends the murderer, +5 if not); but if their total ends at least 5 above every other suspect's, both hunches count as right and you gain +3 VP more (+23 in all).
suspects-obsessed = {" "}OBSESSION{" "}
suspects-your-obsession = {" "}your OBSESSION (both hunches){" "}
suspects-secret = Secret: only you see these.
suspects-standing-lead = ✔ Guilty hunch: the likeliest murderer now (about { $total } at the close).
suspects-standing-behind = ✖ Guilty hunch: ranked { $rank } of { $count } now (about { $total }); { $leader } leads with about { $lead }.
suspects-standing-level = ✖ Guilty hunch: level with { $leader } (about { $total }), who leads for standing higher on the murder sheet.
suspects-standing-close = ✖ Guilty hunch: about even with { $leader } (about { $total } each), whom the close names more often over the face-down tokens you have not seen.
suspects-standing-innocent-lead = ✖ Innocent hunch: the likeliest murderer now (about { $total }): push another up, or this one down.
suspects-standing-innocent-clear = ✔ Innocent hunch: not the likeliest murderer now ({ $leader } is).
suspects-standing-hover = As far as you know: the likeliest murderer is the suspect the close names most often when each face-down token you have not seen is drawn from the tokens you have seen nowhere (strong and weak files drop their values as at the close); "about" is the average total. A tie goes to the suspect higher on the murder sheet.
suspects-hidden = Hidden until a player takes the screen.
suspects-title = Suspects
suspects-order = Top of the murder sheet first (it breaks ties). Strong file: every token of its lowest value is discarded at the close; weak file: every token of its highest.
suspects-pile = Evidence pile: { $pile } tokens left.
suspects-rule = Special rule: { $name }. { $text }
suspects-rule-over = Special rule: { $name } (no longer binds). { $text }
suspects-sheet-place = { $nth } on the murder sheet: at the close the live suspect with the highest total is the murderer; a tie goes to the one higher on the sheet.
suspects-your-guilty = {" "}your GUILTY hunch{" "}
suspects-your-guilty-hover = +15 VP if this suspect is the murderer at the close. Only you see it.
suspects-leads = {" "}▲ likeliest murderer now{" "}
suspects-leads-hover = The suspect the close would name if it came now, as far as you know (tokens you have not seen count by their odds). The list keeps the murder sheet's order: it breaks ties.
suspects-your-innocent = {" "}your INNOCENT hunch{" "}
suspects-your-innocent-hover = +5 VP if this suspect is not the murderer. Only you see it.
suspects-dead = {" "}DEAD{" "}
suspects-dead-hover = Three hits: dead at once. Its tokens went back; it takes no more and cannot be the murderer.
suspects-hits = hits { $marks }
suspects-hits-hover = { $hits } of 3 hits: a suspect with 3 dies.
suspects-alibis = alibis ×{ $n } (−5 each)
suspects-alibis-hover = −5 each at the close, unless a perjury pairs with one.
suspects-held = held by an event
suspects-held-hover = Its testimony lead cannot be followed up while the event lasts.
file-strong-mark = ▲ strong
file-strong-hover = Strong file: at the close every token of its lowest value is discarded.
file-weak-mark = ▼ weak
file-weak-hover = Weak file: at the close every token of its highest value is discarded.
file-plain-mark = plain
file-plain-hover = Plain file: every token counts at the close.
file-hover = { $why } Evidence from a { $kind } lead goes here.
ordinal = { $n ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
}
token-value-what = evidence value, added up at the close
token-surprise-what = surprise witness: −5, or +5 if a perjury pairs with it
token-perjury-what = perjury: turns one alibi or surprise witness on this suspect to +5
token-short-witness = Witness
token-short-perjury = Perjury
token-face-up = Face up: { $token } ({ $what }). Placed by { $placer }.
token-face-down-known = Face down: { $token } ({ $what }). You know it because you placed it or peeked; the others do not. Placed by { $placer }.
token-face-down = Face down: you do not know its value. Placed by { $placer }. All turn face up at the close.
evidence-surprise-a = a surprise witness
evidence-perjury-a = a perjury

## Case Closed: the breakdown

closed-summary = Murderer: { $murderer } · Winner: { $winners }
closed-summary-nobody = nobody (no suspect is left alive)
closed-summary-winner = { $who }, { $vp } VP
closed-murderer = The murderer is { $name }
closed-nobody = Every suspect is dead: nobody is the murderer
closed-how = Every token is face up. Struck-through tokens are discarded. The live suspect with the highest total is the murderer; a tie goes to the one higher on the murder sheet.
closed-murderer-badge = {" "}MURDERER{" "}
closed-total = total { $total }
closed-killed = Killed by three hits: cannot be the murderer.
closed-file = { $kind } ({ $role ->
    [strong] strong
    [weak] weak
   *[plain] plain
}):
closed-scores = Scores
closed-vp = { $vp } VP
closed-shared-win = {" "}SHARED WIN{" "}
closed-winner = {" "}WINNER{" "}
closed-vp-line = { $vp } VP · { $line }
closed-strong-discard = strong file: lowest { $value } ×{ $n } discarded
closed-weak-discard = weak file: highest { $value } ×{ $n } discarded
closed-values-sum = values left sum to { $sum }
closed-alibis = { $n } alibi(s)
closed-paired = { $n } paired with perjury: +5 each
closed-unpaired = { $n } witness/alibi unpaired: −5 each
closed-idle-perjuries = { $n } perjury with nothing to pair: 0

## The hint's reasons (said in the language of the screen that asked)

hint-act-lead-hunches = { $lead } at { $place }: its evidence token (value unknown until drawn) goes + on { $guilty }, your guilty hunch, or − on { $innocent }, your innocent one
hint-act-lead-obsession = { $lead } at { $place } brings evidence against { $guilty }, both your hunches (your obsession: 5 above every other suspect pays off)
hint-act-lead = { $lead } at { $place } brings evidence or a piece of the conspiracy
hint-act-jump = { $place } is the scene of the crime: get a jump on the case, and you play first tomorrow if your hero marker is still there when the day ends
hint-act-baggage = your plot's baggage at { $place }: { $text }
hint-act-ability = { $place }'s ability pays off: { $text }
hint-act-event = the event { $event } can be used at { $place }
hint-act-other = there is something to do at { $place }
hint-time = { $time } Time
hint-goal-here = { $act } ({ $cost }; you have { $time }).
hint-goal-there = { $act }: { $walk } to get there, { $cost } to act; you have { $time }.
hint-goal-on-the-way = First step of a longer way (Do it moves one step; ask again after it): { $act }. Getting there takes { $walk }, acting { $cost }; you have { $time }.
hint-goal-seedy = { $place } is a seedy place: arriving draws a free dark card for your hand ({ $walk } of your { $time } left).
hint-goal-ritzy = { $place } is a ritzy place: arriving draws a free light card for your hand ({ $walk } of your { $time } left).
hint-goal-none-card = No lead or place you could act at is within your { $time } Time this turn: a light card keeps for later.
hint-goal-none-end = No lead or place you could act at is within your { $time } Time this turn: end your turn, and the next starts with full Time.
hint-why-light-shift-self = a light-shift of yourself makes room toward dark for your light cards (each dark-shifts you as its cost)
hint-why-dark-shift-self = a dark-shift of yourself makes room toward light for the dark cards you play on others (each light-shifts you)
hint-why-dark-shift-other = dark-shifting { $name } leaves them less room to play their own light cards (each dark-shifts them)
hint-why-light-shift-other = light-shifting { $name } leaves them less room to play dark cards on others (each light-shifts them)
hint-why-ahead = Played out a few turns ahead, this came out best: { $reason }.
hint-changed = Not { $place } any more, as the last hint said: the table has changed since (Time, cards, where the leads are).
hint-why-best = Played out from here many times, this answer came out best for you.
hint-why-tactics = Played out from here many times, these came out best: { $tactics } — { $part }
hint-about-lead-there = { $lead } waits there: following it up brings evidence or a piece of the conspiracy.
hint-about-scene = The scene of the crime: get a jump on the case there, and you play first tomorrow if your hero marker is still there when the day ends.
hint-about-closer-to = It brings you closer to { $lead } at { $place }.
hint-about-closer = It brings you closer to where things happen.
hint-about-jump = Whoever's hero marker lies on the scene of the crime when the day ends plays first the next day.
hint-about-follow-up = A lead followed up gives you evidence to plant on a suspect, or a piece of the conspiracy.
hint-about-evidence-hunches = Evidence moves the case: up on { $guilty } (your guilty hunch), down on { $innocent } (your innocent one).
hint-about-evidence = Evidence decides who the murderer is.
hint-about-conspiracy = The conspiracy puzzle pays VP at the close and links pieces to suspects.
hint-about-place-wasted = On { $name } { $note }: there it changes nothing, and it helps nobody you would rather not help.
hint-about-plus-guilty = { $name } is your guilty hunch: a plus value there makes them likelier the murderer.
hint-about-minus-innocent = { $name } is your innocent hunch: a minus value there keeps them clear.
hint-about-minus-rival = A minus value pulls { $name } down, and with them a rival of your guilty hunch.
hint-about-plus-other = A plus value on { $name } makes them, not your innocent hunch, the likelier murderer.
hint-about-serves = On { $name } it serves your hunches best.
hint-about-play-light = { $card } now is worth its Time: { $text }
hint-about-play-light-idle = { $card } would do nothing now: no suspect has face-down evidence for it to look at or turn up.
hint-about-play-light-idle-known = { $card } would show you nothing new now: you know every face-down evidence token on the suspects already.
hint-about-play-light-gains = { $card } now brings you { $gains }.
hint-about-discard-full = Discarding { $cards } pays for it instead of shifting your twilight: your hand holds { $held } of { $limit } cards, and a full hand draws no more.
hint-about-discard-spare = Discarding { $cards } pays for it instead of shifting your twilight: { $n ->
    [one] that card is
   *[other] those cards are
} worth less to you now than the twilight.
hint-gain-time-net = { $n } Time, { $net } more than the 1 Time playing it takes
hint-gain-time-even = back the 1 Time playing it takes
hint-gain-cards = { $n ->
    [one] a card
   *[other] { $n } cards
}
hint-gain-favor = a favor
hint-gain-baggage = { $n ->
    [one] good baggage
   *[other] { $n } good baggage
}
hint-gain-heal = a trauma healed
hint-gain-pass = a dropship pass
hint-gain-hit = a hit on a suspect of your choice
hint-gain-alibi = an alibi for a suspect of your choice
hint-gain-peek = a secret look at a suspect's face-down evidence
hint-gain-reveal = a face-down evidence token turned up
hint-about-play-dark = It sets { $name } back: { $text }
hint-about-ability-text = The ability pays off for you now: { $text }
hint-about-ability = The ability pays off for you now.
hint-about-draw-light = A light card for your hand: by the hint's reckoning it gains you more than the board offers for this Time, and it keeps for a better moment.
hint-about-draw-dark = A card from { $name }'s dark deck is one you can play against { $name } in a response window, when it hurts most.
hint-about-end-turn = Nothing left is worth the Time it costs.
hint-about-pass = No card you could play here is worth its cost at this moment.
hint-about-discard = It makes room in your hand ({ $held } held) for a better card; { $card } goes to the bottom of its deck.
hint-about-recall = { $name } may give it back for one of your favors, and its good baggage goes on your plot; or keep it, and the Time is spent.
hint-about-recall-kept = { $name } kept it this turn: asking again spends another Time, and they may keep it again.

## Plots

colour-red = red
colour-blue = blue
colour-green = green
colour-gold = gold
colour-violet = violet
colour-grey = grey
plot-good-badge = {" "}GOOD{" "}
plot-bad-badge = {" "}BAD{" "}
plot-stage-start = start card
plot-stage-good = crossroads card, positive side
plot-stage-bad = crossroads card, negative side
plot-resolves-when = end of week { $week }, day { $day } ({ $left ->
    [0] today
    [1] tomorrow
   *[other] in { $left } days
})
plot-ending-words = «{ $name }» { $vp } VP, { $mood ->
    [happy] happy
    [sad] sad
   *[neither] neither happy nor sad
}
plot-ending-rules = , and for the rest of the game: { $rules }
plot-no-rule = no rule of its own
plot-while-in-play = while in play: { $rules }
plot-no-kinds = no kinds
plot-crossroads-words = crossroads «{ $name }» ({ $does }; good baggage from { $wants }, bad from { $fears }), then ending { $good } or { $bad }
plot-road-start = START
plot-road-crossroads = CROSSROADS
plot-road-ending = ENDING
plot-road-now = {" "}● { $name } — now{" "}
plot-road-hover = A plot's road: its start card resolves at the end of day 3, leading to one side of its crossroads card; that resolves at the end of day 6, leading to one ending, which stays to the close with its VP.
plot-in-your-hand = {" "}— in your hand
plot-source-event = event «{ $event }» at { $at }
plot-source-puzzle = a baggage piece from the puzzle (uncover the conspiracy; its benefit puts baggage on any plot)
plot-feeds-good = What feeds good baggage
plot-feeds-bad = What brings bad baggage
plot-feeds-nothing = Nothing in this game.
plot-feeds-your-light = Your light cards
plot-feeds-their-light = Their light cards
plot-feeds-your-dark = Your dark cards, played on you by the others
plot-feeds-their-dark = Their dark cards, played on them by the others
plot-feeds-places = Places
plot-feeds-events = Events and the puzzle
plot-feeds-more = and { $n } more
plot-no-kinds-listed = no kinds listed
plot-kinds-hover = A card giving baggage of a kind listed here counts it as this baggage; a kind listed in neither gives nothing.
plot-tag-start = START
plot-tag-good = CROSSROADS +
plot-tag-bad = CROSSROADS −
plot-in-play = In play: «{ $name }», the { $stage }.
plot-on-the-card = On the card: { $good } good, { $bad } bad baggage — { $leaning ->
    [good] more good than bad: it would resolve positively
   *[bad] not more good than bad: it would resolve negatively
}.
plot-resolves = Resolves: { $when }.
plot-if-positive = If positive: { $what }.
plot-if-negative = If negative: { $what }.
plot-rules-in-force = Rules in force: { $rules }.
plot-rules-in-force-hover = From the plot cards in play, from cards played this turn or day, and from the events in play.
plot-ending-in-play = Ending in play: «{ $name }» ({ $plot }), { $vp } VP, a { $mood ->
    [happy] happy
   *[sad] sad
} ending
plot-tag = PLOT
plot-swatch-suffix = {" "}plot
plot-two-weeks = two weeks
plot-none-week-one = No plot card in play: a new plot is drawn for week 2 at the end of day 6.
plot-none-lived = No plot card in play: the plot is lived.
plot-label = Plot:
plot-summary = «{ $card }» ({ $stage ->
    [start] start
   *[crossroads] crossroads
}) · { $good } good / { $bad } bad · resolves { $when }
plot-summary-none = Plot: none in play
plot-summary-ending = Ending «{ $name }» { $vp } VP
hand-memory-tag = MEMORY

## Events

events-next-today = at the end of today (week { $week }, day { $day })
events-next-day = at the end of day { $day } (in { $n } { $n ->
    [one] day
   *[other] days
})
events-next-week = at the end of week { $week }, day { $day }
events-next-none = none: the last event came at the end of day 5 of week 2
events-next-empty = none: the deck is empty
events-npc-detective = the NPC's detective
events-who-any = any detective
events-who-owner = { $owner } only
events-who-owner-absent = { $owner } only — not in this game
events-who-others = anyone but { $owner }
events-deck = General deck: { $n } { $n ->
    [one] card
   *[other] cards
} left · next event { $next }
events-how = An event is drawn at the end of days 2, 4 and 5 of each week. It enters space 1; the event there moves to space 2, and the one on space 2 falls off the track and ends.
events-space-1 = Space 1 — the newest event
events-space-2 = Space 2 — falls off when the next event comes
events-empty = Empty
events-specific = The murder's specific event
events-specific-waiting = Face down, unseen — revealed at the start of week 2. Its testimony leads move then, and it may hold a suspect.
events-specific-none = None in this game.
events-ended = FACE DOWN — ENDED
events-ended-note = Its effect is over; hover the name to read it again.
events-tag-murder = MURDER EVENT
events-tag = EVENT
events-in-effect = {" "}IN EFFECT{" "}
events-just-arrived = {" "}JUST ARRIVED{" "}
events-npc-dead = ☠ { $npc } ({ $who }'s NPC) is dead and did not appear.
events-npc-at = ⚑ { $npc } ({ $who }'s NPC) stands at { $at }.
events-npc-off = { $npc } ({ $who }'s NPC) is not on the map.
events-involves = Involves { $name }
events-involves-held = Involves { $name }: held — their testimony lead cannot be followed up
events-every-detective = Every detective: { $rule }
events-ability = Ability
events-ability-line = at { $at } · { $who } · { $once ->
    [yes] the first to use it ends the event
   *[no] once per round each
}
events-used-by = Used this round by { $who }.
events-pay-with = {" "}(pay with { $what })
events-button = Event «{ $event }»: { $text }{ $with }
events-button-hover = A temporary ability of the event «{ $event }» at { $at }, while it lasts. Who: { $who }. { $once ->
    [yes] The first detective to use it ends the event.
   *[no] Each detective may use it once per round.
} Favors pay its favor costs.
events-npc-held = {" "}×{ $n } held
events-npc-on-map = {" "}⚑ at { $at }
events-npc-here = { $npc } ({ $who }'s NPC) is here, brought by the event «{ $event }».
events-ability-at = Event «{ $event }» ({ $who }): { $text }
events-not-now = Not now: { $why }.{"\u000A\u000A"}{ $about }

## The conspiracy puzzle

puzzle-benefit-shift = light- or dark-shift any one player one space
puzzle-benefit-favor = gain one normal favor of your choice
puzzle-benefit-baggage = one good or bad baggage on any player's plot
puzzle-each-favor = each { $favor }
puzzle-each-haas = each Haas token
puzzle-each-jinteki = each Jinteki token
puzzle-group-hover = { $name } ({ $short }): a group on the frame. An unbroken line from it to a side of the conspiracy is a link, up to 4; at the close each link makes { $value } worth 1 VP more.
puzzle-conspiracy-hover = The conspiracy, fixed at the centre. Lines from a group reaching its sides are links.
puzzle-its-bonuses = {" "}Its bonuses: { $bonuses }.
puzzle-piece-hover = A { $pile ->
    [shift] shift
    [favor] favor
   *[baggage] baggage
} piece.{ $bonus } A new piece must touch a placed one and extend one of its lines.
puzzle-free-cell-placing = A free cell: a green ring means the drawn piece fits here as turned; click to place it. A row, column or centre diagonal completed gives a conspiracy token, 4 VP.
puzzle-free-cell = A free cell. A row, column or centre diagonal completed gives a conspiracy token, 4 VP.
puzzle-intro = Following up a lead, you may uncover the conspiracy instead of placing evidence: draw a piece from the pile beside your hero marker, take its benefit, lay it here. Completing a row, a column or a centre diagonal gives you a conspiracy token (4 VP). A group on the frame joined to the centre by an unbroken line is linked: at the close its favors or tokens are worth VP to whoever holds them.
puzzle-links = Links (one per side of the conspiracy reached, up to 4):
puzzle-link-favor = each { $favor } +{ $n } VP
puzzle-link-haas = each Haas token +{ $n } VP (via H pieces)
puzzle-link-jinteki = each Jinteki token +{ $n } VP (via J pieces)
puzzle-link-line = { $name }: { $n } link(s) — { $what }
puzzle-letters = Letters on pieces: L move a lead · X hit · + bonus piece · H Haas link · J Jinteki link.
puzzle-shift-yourself = yourself
puzzle-shift-stays = { $way ->
    [dark] Dark-shift
   *[light] Light-shift
} { $who }: already at { $at }, no move
puzzle-shift-moves = { $way ->
    [dark] Dark-shift
   *[light] Light-shift
} { $who }: { $from } → { $to }
puzzle-shift-hover = { $own ->
    [yes] Your
   *[no] { $who }'s
} twilight marker stands at { $at } (the track runs from light { $end } through the centre to dark { $end }). { $way ->
    [dark] A dark shift moves it one space toward the dark end
   *[light] A light shift moves it one space toward the light end
}{ $stays ->
    [yes] ; it is already there, so nothing moves
   *[no] {""}
}. Light cards dark-shift their player and dark cards light-shift theirs, so room on one side is room to play those cards.
puzzle-drawn = Drawn: { $pile ->
    [shift] shift
    [favor] favor
   *[baggage] baggage
} piece
puzzle-bonuses = Bonuses: { $bonuses }
puzzle-turn-left = Turn left
puzzle-turn-right = Turn right
puzzle-discard-hover = Its bonuses still follow.
puzzle-fixed = {"This piece is fixed: it cannot be turned. "}
puzzle-green-cells = Green cells: where it fits turned as shown; click one to place it.
puzzle-fits-nowhere = It fits nowhere, however turned: discard it.
puzzle-pile-hover = { $pile }: { $n } pieces left. Reveal information draws from the pile beside your hero marker; dig deeper moves the marker to the next more valuable pile. Its benefit: { $benefit }.
puzzle-pile-shift = shift
puzzle-pile-favor = favor
puzzle-pile-baggage = baggage
puzzle-hero-of = { $who }'s hero marker
puzzle-piles-note = Piles from least to most valuable; your hero marker says where you draw.

## Special cards, NPCs, a detective's Time

memory-ask = Ask { $name } for your Memory back (1 Time)
memory-ask-hover = { $name } holds one of your Memory cards. If you hold a favor, they either give it back and take one of your favors of their choice (its effect then happens to you), or keep it (1 VP to them at the close).
time-on-sheet = { $n } on the sheet
time-from-rules = { $n } from rules in force
time-wrapped = −1: Wrapped Up in Himself (more bad than good baggage)
npc-title = { $npc } — { $who }'s NPC
npc-eliminated = ☠ Eliminated.
npc-on-map = At { $at }, brought by the event «{ $event }»; goes home when it ends.
npc-no-favors = Grants no favors.
npc-favors-pay = Its favors pay as { $kinds }.
npc-or = {" or "}
special-sanity = Sanity
special-descent = Descent into Madness
special-begun = · { $plot } begun
special-good-mood = Good Mood
special-bad-mood = Bad Mood
special-hand-plus = hand limit +1
special-hand-minus = hand limit −1
special-mood = Mood:
special-money = Money:
special-money-pays = · $1,000 pays for any one favor
special-wrapped-bad = in play — 1 Time less now (more bad than good baggage)
special-wrapped-none = in play — no effect now
special-discarded = discarded
special-memories-back = · memories won back { $n }/2
special-cards = Special cards:
special-holds-memory = Holds { $owner }'s «{ $card }» (yours to see)
special-holds-memory-down = Holds one of { $owner }'s Memory cards (face down)
special-holds-memory-hover = Dealt at setup; only its holder sees which. Still held at the end, it is worth 1 VP to its holder.
special-memory-out = Memory cards out: { $who }

## Location tooltips, detectives, the key to the board, the log, What can I do?

tip-lead-here = Lead here: { $lead }.
tip-district = { $district }: { $quality } { $kind } ({ $quality ->
    [ritzy] diamond
    [seedy] triangle
   *[normal] circle
})
tip-type = Type { $kind } ({ $colour ->
    [yellow] yellow
    [green] green
    [red] red
    [blue] blue
   *[purple] purple
}): leads, Lily and Jimmy move to a place of the same type; it never changes your move.
tip-warrant-here = {" "}Warrant here: { $who }.
tip-restricted = Restricted: 3 Time to enter without your own warrant here.{ $with }
tip-ritzy = Ritzy: entering draws a free light card.
tip-seedy = Seedy: entering draws a free dark card.
tip-ritzy-skipped = Ritzy: a free light card on entering — not for you today (you said No, and none today).
tip-seedy-skipped = Seedy: a free dark card on entering — not for you today (you said No, and none today).
tip-ability = Ability: { $text }
tip-ability-how = Standing here, use it from your turn's actions (its button, or its line in What can I do?); each player once per round.
tip-beanstalk = The Beanstalk, stop { $n } of 5: enter at an end, then one step at a time.
tip-scene = The scene of the crime.
tip-hero-here = { $who }'s hero marker is here.{" "}
tip-jump = { $hero }Get a jump on the case here (1 Time): whose hero marker is here at the end of the day becomes first player.
tip-lead = A { $kind ->
    [testimony] testimony
    [physical] physical
   *[document] document
} lead ({ $whose }): standing here, click it to follow it up for 1 Time; the player on your right moves it.
tip-informant = { $who } is here.
tip-here = Here: { $who }.
det-turn = ◀ turn
det-seat = Seat { $seat } · { $kind ->
    [human] human
   *[bot] bot
}
det-first-player = first player
det-hero-on-scene = hero on the scene
det-at = At { $at }
det-line = { $vehicle } vehicle · { $time } Time a turn · warrants { $warrants } · passes { $passes }
det-line-hover = Vehicle ruler: how far one move reaches on the board ({ $sheet } mm on the detective's sheet, { $now } mm with the rules in force). Time at the start of each turn: { $why }.
det-npc-favor = { $n } { $npc } favor ({ $shows })
det-conspiracy = { $n } conspiracy
det-haas = { $n } Haas
det-jinteki = { $n } Jinteki
det-trauma-small = { $n } trauma (-1 VP each)
det-trauma-big = { $n } trauma (-3 VP each)
det-short-range = Short-range
det-mid-range = Mid-range
det-long-range = Long-range
key-title = Key to the board
key-shapes = Diamond: ritzy (free light card). Circle: normal. Triangle: seedy (free dark card).
key-major = Bigger symbol with a pale ring: major location, with an ability.
key-restricted = Red R badge: restricted — 3 Time to enter without your warrant.
key-leads = Leads: T square testimony · P hexagon physical · D pentagon document.
key-warrant = W square: a warrant, in its owner's colour. Flag: hero marker.
key-pan = Right or middle drag pans; the wheel zooms.
key-rules = The board's rules:
log-all = All
log-only-about = Only the lines about { $name } (seat { $seat }).
log-skip-passes = Skip passes
log-skip-passes-hover = Leave out the passes and the offers let go: what changed nothing.
log-nothing = Nothing yet.
log-the-table = The table
log-secret = secret
log-secret-hover = Only you see this line.
options-title = What can I do? ({ $n } choices)
options-close = Close the list
options-time-range = { $lo }–{ $hi } Time
options-moves = Move to one of { $n } places ({ $costs }): drag the ruler from your detective.
options-costs = { $words } — { $time } Time
options-do = Do

## The board: areas, the ruler, the pick

board-earth = EARTH
board-moon = THE MOON
board-beanstalk = THE BEANSTALK
ruler-no-turn = No turn is under way.
ruler-answer-first = First answer the question the game asks you (its amber-framed panel; ▼ Show opens it if you folded it).
ruler-waits-for = Not your turn: the game waits for { $what }.
ruler-their-turn = Not your turn: it is { $who }'s.
ruler-drag = Drag to a lit location and let go to move there (or let go here, then click one); Esc cancels.
ruler-cancelled-let-go = Move cancelled: let go on a location to move there.
ruler-let-go-out-of-reach = Not moved: { $why }.
ruler-unlit = { $place } is not lit by the ruler (too far, or not Time enough)
ruler-way = The way there: { $moves } moves, { $time } Time in all, the first to { $first }.
ruler-cancelled = Move cancelled.
ruler-clicked = Now click a lit place to move there (Esc: stay).
ruler-put-away = Ruler put away: you stay where you are.
ruler-no-baggage-match = no baggage
ruler-no-baggage = { $time }{"\u000A"}no baggage
ruler-restricted-tag = { $time }{"\u000A"}restricted
board-restricted-cost = A restricted place: entering it costs 3 Time without your warrant there (R-MAP-5).
board-fit = Fit the board
board-fit-hover = Show the whole board again (right or middle drag pans, the wheel zooms).
board-out-of-reach = Out of reach: { $why }. Letting go here moves nowhere.
board-out-of-reach-ruler = Out of reach: the ruler does not light it (too far, or not Time enough). Letting go here moves nowhere.
confirm-lead = Go to { $place } ({ $move }) and follow up { $lead } there ({ $follow } Time): { $total } of your { $time } Time, { $left } left.
confirm-move = Go to { $place }: { $cost }, { $left } Time left after it.
confirm-then-follow = {" "}Then it follows up its lead there ({ $time } Time): { $left } Time left after that.
confirm-way = Go to { $place }: { $moves } moves, { $time } Time in all, { $left } left after it.
confirm-go = Go (Enter)
confirm-stay = Stay (Esc)
journey-held = Answer the question first: then the way to { $place } goes on.
journey-held-lead = Answer the question first: then the lead at { $place } is followed up.
journey-begins = On the way to { $place }: { $moves } moves, { $time } Time in all, a move at a time (Undo takes one back; picking up the ruler stops).
journey-arrived = You arrive at { $place } ({ $moves } moves).
journey-stopped = The way stops at { $place }: { $why }
journey-no-follow = You arrive at { $place }, but the lead is not followed up: { $why }
journey-too-long = The whole way takes { $need } Time; you have { $time } left.
board-way-go = { $moves } moves away: let go to go there, a move at a time; { $time } Time in all, of your { $left }. The way is drawn on the board.
board-click-go = Click to go there: { $cost }.
board-click-way = Click to go there: { $moves } moves, { $time } Time in all.
board-click-then-follow = {" "}Then it follows up the lead there.
board-way-toward = The way there: { $moves } moves, { $time } Time in all; the first to { $first }, lit on the board.
board-fly-to = Fly to { $to }
board-move-to = Move to { $to }
board-ruler-reach = Your ruler reaches { $mm } mm on this map: the unit the cards use when they make it longer or shorter.
board-cost-lily = { $time } Time ({ $cost } + { $then } for Lily)
board-too-few = {" "}(too few left)
board-reach-go = Click: go to { $place } ({ $move }) and follow up { $lead } there ({ $follow } Time) — { $total } of your { $time } Time in all.
board-reach-here = Click: follow up { $lead } here ({ $follow } Time of your { $time }).
board-reach-title = A lead within reach
board-reach-use = Its evidence goes in a { $kind ->
    [testimony] testimony
    [physical] physical
   *[document] document
} file; on { $who }, your guilty hunch, that file is { $mark }.
board-lead-here = lead here
board-lily-here = Lily here
board-jimmy-here = Jimmy here
board-you = YOU
hand-deck-light = light
hand-deck-dark = dark

## The score chip in the top bar
score-chip = You ≈ { $vp } VP
score-rise = { $n } VP
caption-swing = Your score { $change } VP
caption-swing-after = Before this: { $step } — your score { $change } VP
score-hover-head = If the case closed now, as far as you can tell: about { $vp } VP.
score-hover-change = { $n } since your turn began.
score-hover-why = Last change: { $why }
score-since = Since your last turn your score went { $from } → { $to } VP (if the case closed now):
score-since-line = { $line } ({ $was } → { $now } VP)
score-hover-how = Each hunch counts its VP times its chance now, as far as you can tell (Suspects tab: push your guilty hunch to the top, keep your innocent hunch off it); plots' endings, the puzzle and your tokens count as at the close.
score-hover-others = The others, without their secret hunches: { $others }

dock-plot-due = { $left ->
    [0] Tonight
   *[other] Tomorrow night
} your plot «{ $name }» resolves: { $good } good, { $bad } bad baggage → { $leaning ->
    [good] ▲ it goes the good way.
   *[bad] ▼ it goes the bad way (it needs more good than bad).
}
dock-plot-due-cards = Good baggage from your hand: { $cards }.
dock-plot-due-help = What gives good baggage: the Plot tab.
dock-plot-due-hover = When a plot resolves, more good than bad baggage on its card takes it the good way; its baggage then goes back. Click: the Plot tab.
