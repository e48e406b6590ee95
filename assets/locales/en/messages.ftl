# New Angeles: what the rules and the game say (en).

## Refusals: why the rules refuse a command

area-earth = Earth
area-moon = the Moon
area-beanstalk = the Beanstalk
refuse-already-at = you are already at { $place }
refuse-beanstalk-step = on the Beanstalk you move one step at a time; { $to } is not next to { $from } (R-MOVE-3)
refuse-beanstalk-leave = { $from } is in the middle of the Beanstalk: you can leave it only from an end, the Root or Starport Kaguya (R-MOVE-3)
refuse-beanstalk-enter = { $to } is on the Beanstalk: you enter it only at an end, the Root from Earth or Starport Kaguya from the Moon (R-MOVE-3)
refuse-other-area = { $to } is on { $there } and you are on { $here }: no ruler reaches between Earth and the Moon; take the Beanstalk or a dropship (R-MOVE-2)
refuse-out-of-reach = { $to } is too far for one move: a move goes only as far as your ruler reaches (the lit places); go there in steps, one lit place at a time (R-MOVE-1)
term-lead-testimony = testimony
term-lead-physical = physical
term-lead-document = document
term-favor-corp = corp favor
term-favor-political = political favor
term-favor-society = society favor
term-favor-street = street favor
term-pile-shift = the shift pile
term-pile-favor = the favor pile
term-pile-baggage = the baggage pile
term-deck-light = the light deck
term-deck-dark = the dark deck
murder-rule-named = { $rule }, the special rule of { $murder } ({ $id })
refuse-murder-closed = { $place } is closed to detectives until day { $day } of week { $week }: { $rule }
refuse-murder-invitation = you may enter { $place } only holding a { $favor } or with your own warrant there: { $rule }
refuse-murder-silent = { $suspect }'s testimony lead cannot be followed up before day { $day } of week { $week }: { $rule }
refuse-murder-face-up = evidence from a { $kind } lead is placed face up: { $rule }
refuse-murder-no-alibi = no alibi may be placed on { $suspect } before week { $week }: { $rule }
refuse-not-daytime = it is not daytime: no turn is under way
refuse-no-seat = there is no seat { $seat }
refuse-not-your-turn = it is { $active }'s turn, not yours
refuse-nothing-waiting = nothing is waiting for that answer
refuse-no-time = { $what } costs { $cost } Time and you have { $left } left
refuse-no-such-location = no such location
refuse-no-dropship-pass = you hold no dropship pass (R-MOVE-5)
refuse-jump-not-on-scene = you must be on the scene of the crime, { $scene }, to get a jump on the case (R-ROUND-4)
refuse-jump-already = your hero marker is already on the scene of the crime
refuse-no-follow-ups = a card in play forbids you to follow up leads now
refuse-no-draws = a card in play forbids you to draw twilight cards now
refuse-no-memory-cards = you have no Memory cards to win back
refuse-ask-another = ask another player
refuse-no-memory-held = { $other } holds no Memory card of yours
refuse-recall-no-favor = you need a favor to offer for it (R-SETUP-13)
doing-jump = getting a jump on the case
doing-jump-because = getting a jump on the case ({ $why })
doing-follow-up = following up a lead
doing-draw = drawing a twilight card
doing-discard = discarding a twilight card
doing-play-light = playing a light card
doing-ability = this ability
doing-action = this action
doing-recall = asking for a Memory card back
doing-enter-restricted = entering { $place } (restricted, and no warrant of yours there, R-MOVE-4)
doing-move = moving to { $place }
cost-second-directive = Second Directive: the first lead of each turn is free
lead-testimony = { $whose }'s testimony lead
lead-physical = { $whose }'s physical lead
lead-document = { $whose }'s document lead
refuse-lead-gone = that lead is no longer in the game
refuse-lead-elsewhere = { $lead } lies at { $place }: you must stand on its location to follow it up (R-LEAD-1)
refuse-lead-held = { $suspect } is held by an event: the testimony lead waits until the event ends (R-LEAD-5)
refuse-puzzle-empty = every puzzle pile is empty: nothing is left to uncover (R-PUZ-3)
refuse-no-deeper-pile = there is no more valuable pile with pieces to dig toward (R-PUZ-2)
refuse-hero-pile-empty = the pile beside your hero marker is empty
refuse-piece-outside = the piece must lie inside the 5×5 area (R-PUZ-5)
refuse-cell-taken = that cell already holds a piece
refuse-piece-no-line = the piece must extend at least one line of a piece beside it (R-PUZ-5)
refuse-piece-alone = the piece must touch a piece already placed (R-PUZ-5)
name = { $name }
refuse-no-ability = { $place } has no ability: only major locations do (R-MAP-6)
refuse-no-such-use = no such use of this ability
refuse-ability-used = you have used { $place }'s ability this round already: once per round (R-LOC-1)
refuse-event-not-in-play = that event is not in play
refuse-event-no-action = { $event } offers no such action
refuse-event-stand-on = { $event }: you must stand on { $place } (R-EVENT-4)
refuse-event-owner-only = only { $npc }'s detective may do that
refuse-event-others-only = { $npc } is your own NPC: only the others may do that
refuse-event-used = you have done that this round already: once per round ({ $event })
pay-favor = a { $favor }
pay-npc = { $npc }'s favor
pay-money = $1,000 of Money
pay-any-favor = a favor of any type
refuse-pay-only = pay only the favors { $what } asks for
refuse-pay-costs = { $what } costs { $cost } (R-TOKEN-1)
refuse-no-such-npc = no such NPC
refuse-pay-wrong = this cost is { $cost }, not { $paid }
refuse-pay-none = you hold no { $paid } to pay with (R-TOKEN-1)
supply-favor-corp = corp favors
supply-favor-political = political favors
supply-favor-society = society favors
supply-favor-street = street favors
supply-haas = Haas tokens
supply-jinteki = Jinteki tokens
supply-dropship = dropship passes
supply-hit = hit tokens
supply-alibi = alibi tokens
supply-trauma = trauma counters
refuse-supply-empty = no { $what } are left in the supply (R-COMP-7)
both = { $a } and { $b }
refuse-over-hand-limit = you hold { $held } cards, over your hand limit of { $limit } (R-TWI-1); discard first
refuse-hand-full = your hand is full: { $limit } cards (R-TWI-1); discard first
refuse-own-light-empty = your light deck is empty
refuse-dark-deck-empty = that dark deck is empty
refuse-not-in-hand = that card is not in your hand
cond-at-quality = at a { $kind } location
cond-at-type = at a { $kind } location
cond-at = at { $place }
cond-on-moon = on the Moon
cond-on-earth = on Earth
cond-on-lead = on a location with a lead
cond-at-scene = on the scene of the crime
cond-light-shifted = light-shifted
cond-dark-shifted = dark-shifted
cond-favors = holding { $count } favor(s)
cond-holds-trait = holding another { $trait } card
cond-plot-going-well = with more good than bad baggage on the plot
refuse-adjust-one = a plot colour changes a cost by one at most (R-TWI-8)
refuse-adjust-colour = { $card } does not match the colour of the target's current plot: its cost cannot be changed (R-TWI-8)
refuse-discard-itself = a card cannot be discarded to pay for itself
refuse-discard-not-held = a card to discard is not in your hand
refuse-discard-twice = the same card is discarded twice
refuse-dark-of-other = { $card } is a dark card of another detective: it is played against them in their turn (R-TWI-5)
refuse-one-light-card = { $who } plays at most one light card per turn (R-SETUP-13)
refuse-dark-shift-cost = { $card } costs { $cost } dark shift(s) and your marker has { $left } space(s) left toward dark: discard cards to lower the cost (R-TWI-4, R-TWI-6, R-TWI-7)
refuse-card-requires = { $card } may be played only with { $who } { $cond } (R-TWI-4)
refuse-not-their-dark = { $card } is not one of { $who }'s dark cards (R-TWI-5)
refuse-light-shift-cost = { $card } costs { $cost } light shift(s) and your marker has { $left } space(s) left toward light: discard cards to lower the cost (R-TWI-5, R-TWI-6, R-TWI-7)
refuse-card-no-favor = { $card } costs { $cost }: you hold no favor to pay with (R-TOKEN-1)
refuse-prompt-light = { $card } is a light card: only dark cards wait for a response window (R-TWI-5)
await-place-lead = { $who } to choose where the followed-up lead goes
await-lead-reward = { $who } to choose between evidence and the conspiracy
await-place-evidence = { $who } to place the evidence token they drew
await-lily = { $who } to decide on a token to turn face up for Lily Lockwell
await-jimmy = { $who } to decide on Jimmy the Snitch's offer
await-baggage = { $who } to put baggage on a plot
await-benefit = { $who } to take the puzzle piece's benefit
await-place-piece = { $who } to place the puzzle piece
await-bonus = { $who } to use the puzzle piece's bonus
await-free-dark = { $who } to take a free dark card (seedy location)
await-free-light = { $who } to take a free light card (ritzy location)
await-extra-draw = { $who } to draw an extra twilight card (setup)
await-response = { $who } to decide on playing a dark card in response
await-counter = { $who } to decide on playing a light card after the dark one
await-fight = { $who } to choose light or dark tactics in a fight
await-hit = { $who } to choose the suspect for a hit
await-alibi = { $who } to choose the suspect for an alibi
await-reveal = { $who } to choose a face-down token to turn face up
await-peek = { $who } to choose the suspect whose evidence to look at
await-move-lead = { $who } to move a lead
await-favor = { $who } to choose a favor
await-memory = { $who } to answer Raymond's request for his Memory card
await-warrant = { $who } to choose which warrant moves
await-send-lily = { $who } to send Lily Lockwell on
await-send-jimmy = { $who } to send Jimmy the Snitch on
refuse-no-such-token = there is no such evidence token
refuse-token-face-up = that token is already face up
refuse-only-kind-moves = only a { $kind } lead may move
refuse-no-such-lead = there is no such { $kind } lead
refuse-lead-destination = the lead cannot go to { $place }: another location of its type, free of leads, outside your district where one exists (R-LEAD-2, R-PUZ-6)
refuse-waits-for = the game waits for { $what }
refuse-first-waits-for = first the game waits for { $what }
refuse-suspect-not-in-game = that suspect is not in this game
refuse-suspect-dead = { $suspect } is dead and takes no more tokens (R-EVID-6)
refuse-place-lead = the lead cannot go to { $place }: it must go to another location of the same type, free of leads, outside your detective's district where one exists (R-LEAD-2)
refuse-pile-empty = { $pile } is empty
refuse-evidence-pile-empty = the evidence pile is empty
refuse-no-live-suspect = no suspect is alive to take evidence
refuse-marker-at-end = that twilight marker is already at the end of its track (D-2)
refuse-no-baggage-tokens = no baggage tokens are left in the supply (R-COMP-7)
refuse-no-hit-tokens = no hit tokens are left in the supply (R-COMP-7)
refuse-no-piece-waiting = no puzzle piece is waiting to be placed
refuse-piece-fixed = this piece is fixed: it may not be turned (D-6)
refuse-bonus-piece-fits = a bonus piece is added to the puzzle wherever it fits; only one that fits nowhere is discarded (R-PUZ-6)
refuse-lily-destination = Lily Lockwell cannot go to { $place }: she moves to a location of the same type in another district, not Jimmy's (R-MOVE-8)
refuse-jimmy-destination = Jimmy the Snitch cannot go to { $place }: he moves to a location of the same type in another district, not Lily's (R-MOVE-9)
refuse-no-face-down = { $suspect } has no face-down evidence to look at
refuse-jimmy-own-hand = Jimmy shows you another player's hand, not your own (R-MOVE-9)
refuse-no-cards-to-see = { $who } holds no cards to look at
refuse-look-no-time = a look costs 1 Time and you have none left (R-MOVE-9)
refuse-no-warrant-on = you have no warrant on { $place } (R-TOKEN-3)
refuse-memory-no-favor = { $who } holds no { $favor } to give you
refuse-seedy-free-card = a seedy location's free card comes from another player's dark deck (R-MOVE-6)
refuse-ritzy-free-card = a ritzy location's free card comes from your own light deck (R-MOVE-6)
refuse-counter-no-time = playing a light card costs 1 Time and you have none left
refuse-no-alibi-tokens = no alibi tokens are left in the supply (R-COMP-7)
refuse-light-tactics-only = { $who } must choose light tactics in a fight (R-SETUP-13)
refuse-no-game-to-undo = no game to undo in
refuse-nothing-to-undo = nothing to undo: only your own quiet steps since the last thing revealed can be taken back
refuse-review-unfinished = only a finished game can be reviewed
refuse-no-review = no game is being reviewed
refuse-cannot-start = cannot start this game: { $why }
refuse-reviewing = this is a review of a finished game: leave it to play
refuse-no-game = no game is being played
refuse-no-seat-at-table = there is no seat { $seat } at this table of { $seats }
refuse-not-at-screen = seat { $screen } is not at the screen: it may not act for seat { $seat }
refuse-not-applied = it could not be applied
refuse-not-handled = the game did not answer it
refuse-host-broke = the host could not apply it

## Lists and names

list = { $head }, { $tail }
list-none = nothing
log-day-begins = Week { $week }, day { $day } begins.
log-day-begins-climax = Week { $week }, day { $day } begins — the climax: followed-up leads leave the game.
log-turn = { $who }'s turn: { $time } Time.
log-end-turn = { $who } ends the turn with { $left } Time unspent.
said-ended-turn = { $who } ended the turn.
log-move = { $who } moves from { $from } to { $to }: { $cost } Time, { $left } left.
log-move-restricted = { $who } moves from { $from } to { $to }: { $cost } Time (restricted, no warrant), { $left } left.
log-move-dropship = { $who } moves by dropship (the pass returns to NAPD) from { $from } to { $to }: { $cost } Time, { $left } left.
log-move-beanstalk = { $who } moves along the Beanstalk from { $from } to { $to }: { $cost } Time, { $left } left.
log-jump = { $who } gets a jump on the case: their hero marker now lies on the scene of the crime ({ $left } Time left).
log-recall-memory = { $who } asks { $holder } for his Memory card back, for one of his favors.
log-day-ends = End of day { $day } of week { $week }.
log-first-player = { $who }'s hero marker lies on the scene of the crime: { $who } becomes the first player.
log-week-one-over = Week 1 is over. Lily Lockwell moves to { $lily } and Jimmy the Snitch to { $jimmy }.
log-memory-kept = { $who } keeps { $his }'s Memory card.
log-memory-returned = { $who } gives { $his } back { $card } for a { $favor }.
log-wrapped-up-discarded = { $his } has won back enough of himself: Wrapped Up in Himself is discarded.
evidence-value = { $value }
evidence-surprise = a surprise witness
evidence-perjury = a perjury
log-meets-lily = { $who } meets Lily Lockwell, reporter: 1 more Time.
log-meets-lily-unpaid = { $who } meets Lily Lockwell, reporter (no Time left to pay).
log-follow-up-climax = { $who } follows up { $lead } at { $at }; in the climax it leaves the game.
log-follow-up = { $who } follows up { $lead } at { $at }; { $by }, on their right, moves the lead.
log-lead-moved = { $who } moves { $lead } from { $from } to { $to }.
log-draws-evidence = { $who } draws an evidence token for a { $kind } file.
log-you-drew = You drew { $token }.
log-places-face-up = { $who } places { $token } face up in { $suspect }'s { $kind } file.
log-places-face-down = { $who } places a face-down token in { $suspect }'s { $kind } file.
log-your-face-down = Your face-down token on { $suspect } ({ $kind } file) is { $token }.
by-lily-story = Lily Lockwell's story
log-sends-lily = { $who } sends Lily Lockwell on to { $to }.
log-sends-jimmy = { $who } sends Jimmy the Snitch on to { $to }.
log-jimmy-peek = { $who } pays Jimmy the Snitch 1 Time for a look at { $suspect }'s face-down evidence.
peek-jimmy = Jimmy shows you
peek-card = You see
log-jimmy-hand = { $who } pays Jimmy the Snitch 1 Time for a look at { $whose }'s hand.
log-jimmy-shows-hand = Jimmy shows you { $whose }'s hand: { $cards }.
log-jimmy-declined = { $who } lets Jimmy the Snitch's offer go.
log-lily-skipped = { $who } turns no token face up for Lily Lockwell.
log-reveal = { $by } turns a token face up: { $token } in { $suspect }'s { $kind } file.
token-in-file = { $token } ({ $kind })
log-peek = { $intro } { $suspect }'s face-down evidence: { $tokens }.
log-alibi-on = An alibi goes on { $suspect }.
log-hit-on = A hit on { $suspect } ({ $hits } of 3).
log-suspect-dies = { $suspect } is dead. Their hits and alibis go back to the supplies, their evidence ({ $back } tokens) is shuffled into the evidence pile.
bonus-move-lead = move a { $kind } lead
bonus-hit = place a hit
bonus-piece-shift = bonus shift piece
bonus-piece-favor = bonus favor piece
bonus-piece-baggage = bonus baggage piece
bonus-haas-link = Haas-Bioroid link
bonus-jinteki-link = Jinteki link
piece-shift = a shift piece
piece-favor = a favor piece
piece-baggage = a baggage piece
piece-with-bonuses = { $piece } ({ $bonuses })
log-uncovers = { $who } uncovers { $piece } from { $pile }.
log-digs-deeper = { $who } digs deeper: their hero marker moves beside { $pile }.
log-dark-shifts = { $who } dark-shifts { $whom } one space.
log-dark-shifts-self = { $who } dark-shifts their own marker one space.
log-light-shifts = { $who } light-shifts { $whom } one space.
log-light-shifts-self = { $who } light-shifts their own marker one space.
log-gains-favor = { $who } gains a { $favor }.
log-good-baggage-on = { $who } puts good baggage on { $whom }'s plot.
log-bad-baggage-on = { $who } puts bad baggage on { $whom }'s plot.
log-places-piece = { $who } places { $piece } in the puzzle (column { $col }, row { $row }).
log-completes-lines = { $who } completes { $lines } line(s) of the puzzle and takes { $got } conspiracy token(s) (R-PUZ-7).
log-discards-piece = { $who } discards { $piece }.
log-bonus-moves-lead = Bonus: { $who } moves { $lead } from { $from } to { $to }.
log-bonus-hit-kills = Bonus: { $who }'s hit kills { $suspect }.
log-bonus-hit = Bonus: { $who } places a hit on { $suspect }.
log-bonus-unused = { $who } leaves the bonus unused: { $bonus }.
log-benefit-skipped-shift = { $who } lets the shift benefit go.
log-benefit-skipped-favor = { $who } lets the favor benefit go.
log-benefit-skipped-baggage = { $who } lets the baggage benefit go.
paid-dark = dark-shift { $cost }{ $discards ->
    [0] {""}
   *[other] , { $discards } card(s) discarded
}
paid-light = light-shift { $cost }{ $discards ->
    [0] {""}
   *[other] , { $discards } card(s) discarded
}
log-plays-light = { $who } plays { $card } (cost paid: { $paid }): the card says “{ $text }”
log-plays-dark = { $who } plays { $card } against { $whom } (cost paid: { $paid }): the card says “{ $text }”
log-fights-dark = { $who } fights back against { $by }'s { $card } with dark tactics: their marker moves one space into the dark, then the card's dark-tactics part happens.
log-fights-light = { $who } fights back against { $by }'s { $card } with light tactics: their marker moves one space into the light, then the card's light-tactics part happens.
deck-own-light = their light deck
deck-dark-of = { $whose }'s dark deck
log-draws-card = { $who } draws a card from { $whose }.
log-draws-free-seedy = { $who } draws a card from { $whose } (free, seedy place).
log-draws-free-ritzy = { $who } draws a card from { $whose } (free, ritzy place).
log-draws-extra = { $who } draws a card from { $whose } (an extra card at setup).
log-free-card-skipped = { $who } lets the free card go.
log-draws-at-hand-limit = { $who } draws { $drawn } of the { $n } cards: the hand limit is { $limit } (R-TWI-1).
log-free-cards-skipped-today = { $who } lets the free card go, and every free card for the rest of the day.
log-discards-card = { $who } discards { $card } to the bottom of its deck.
said-no-counter = { $who } answers the dark card with no light card.
said-no-response = { $who } plays no dark card against { $active } this time.
said-hold-my-turn = { $who } plays no dark card, and will not be asked to respond until their next turn.
said-hold-tomorrow = { $who } plays no dark card, and will not be asked to respond for the rest of the day.
log-discards-at-random = { $who } discards { $card } at random.
log-money = { $who }'s Money: ${ $money }.
log-hit-kills = { $who }'s hit kills { $suspect }.
log-places-hit = { $who } places a hit on { $suspect }.
log-gives-alibi = { $who } gives { $suspect } an alibi.
log-looks-in-secret = { $who } looks at { $suspect }'s face-down evidence in secret.
log-event-ends = { $event } ends: { $why }.
log-event-ends-npcs-home = { $event } ends: { $why }; its NPCs go home.
why-suspect-died = { $suspect } died; it leaves the game (R-EVENT-3)
log-no-general-events = No general events are left to draw.
log-event-ignored = Event: { $event } — ignored: { $dead } is eliminated (R-NPC-1). It leaves the game.
why-falls-off-track = it falls off the event track
log-event = Event: { $event } — { $text }
log-event-owner-absent = ({ $owner } is not in this game: what it says of { $owner } does nothing.)
log-npc-dead-no-show = { $npc } is dead and cannot appear (R-NPC-1).
why-npc-taken = { $npc } is taken by a new event
log-npc-appears = { $npc } appears at { $at }.
log-suspect-held = { $suspect } is held: their testimony lead cannot be followed up until the event ends (R-LEAD-5).
log-specific-revealed = The specific event is revealed: { $event } — { $text }
why-suspect-not-in-game = { $suspect } is not a suspect in this game; it leaves the game
why-suspect-dead = { $suspect } is dead; it leaves the game (R-EVENT-3)
log-testimony-swaps = { $lead } moves to { $to } and { $other } takes its place at { $from } (R-EVENT-3).
log-testimony-moves = { $lead } moves from { $from } to { $to } (R-EVENT-3).
log-npc-eliminated = { $npc } is eliminated: their status token turns to the skull (R-NPC-1).
why-npc-eliminated = { $npc } is eliminated
log-npc-favors = { $who } gains { $got } favor(s) of { $npc }.
log-event-action = { $who } acts on the event { $event }: { $text }
why-seen-to = { $who } has seen to it
log-uses-ability = { $who } uses { $place }: { $text }
log-case-closed = The two weeks are over: the case is closed.
log-suspect-total = { $suspect }: total { $total }.
log-suspect-dead-at-close = { $suspect }: dead.
log-murderer = The murderer is { $suspect }.
log-murderer-nobody = The murderer is nobody (every suspect is dead).
log-winner = winner { $who } { $vp } VP
log-winners = { $list }.
log-jimmy-nothing = Jimmy the Snitch has nothing to sell now.
log-lily-nothing = No face-down evidence for Lily Lockwell to reveal.
log-lead-stays = There is nowhere for the lead to go: it stays.
log-lead-gives-nothing = No evidence and no puzzle piece are left: the lead gives nothing more.
log-you-draw-card = You draw { $card }.
log-no-time-left = { $who } has no Time left for anything.
log-save-stops-fitting = The save stops fitting this game at command { $command } of seat { $seat } ({ $reason }); the { $left } command(s) from there are dropped and play goes on from here.
log-conditional-good = { $kind } is good baggage on { $card }: { $who } takes { $count } good baggage (R-PLOT-5).
log-conditional-bad = { $kind } is bad baggage on { $card }: { $who } takes { $count } bad baggage (R-PLOT-5).
log-conditional-nothing = { $kind } means nothing to { $who }'s plot card { $card }: no baggage (R-PLOT-5).
plot-ending-vp = the ending { $name } ({ $vp } VP)
log-plot-resolves-well = { $who }'s plot card { $old } resolves positively ({ $good } good, { $bad } bad baggage): { $next } enters play.
log-plot-resolves-badly = { $who }'s plot card { $old } resolves negatively ({ $good } good, { $bad } bad baggage): { $next } enters play.
log-recalled-home = { $who } was not back at { $home } by the end of day { $day }: recalled there, with one bad baggage (R-SETUP-13).
log-new-plot = { $who } begins a new plot for week 2: { $plot }.
log-setup-first-player = { $who } is the first player and puts a hero marker on the scene of the crime.
log-setup-hunches = Each detective is dealt a guilty and an innocent hunch, face down.
log-setup-cards = Each detective draws 2 light cards and 1 dark card of the detective on their left.
log-setup-events = The general events are shuffled; one of the murder's three specific events lies face down, unseen, until week 2.
log-setup-murder = The murder: { $murder }. The scene of the crime is { $scene }.
log-setup-suspects = Suspects, top of the sheet first: { $names }.
log-setup-plot = { $who }'s plot for week 1: { $plot }.
log-setup-seat-human = Seat { $seat } (human) plays { $who }, starting at { $start }.
log-setup-seat-bot = Seat { $seat } (bot) plays { $who }, starting at { $start }.
log-mood-good = { $who } turns the Mood card to Good Mood.
log-mood-bad = { $who } turns the Mood card to Bad Mood.
log-sanity = { $who }'s Sanity: { $now }.
log-moves-warrant = { $who } moves their warrant from { $from } to { $to } (R-TOKEN-3).
no-plot = no plot
log-descent = { $who }'s Sanity reaches −3: { $old } is set aside with its baggage, and { $plot } begins.
## What an action does, in a player's words (hints, the "what can I do" list)

act-yourself = yourself
act-move = Move to { $place }
act-dropship = Take the dropship to { $place }
act-jump = Get a jump on the case (the scene of the crime)
act-end-turn = End your turn
act-follow-up = Follow up { $lead } here
act-place-lead = Put the lead at { $place }
act-take-evidence = Draw an evidence token to plant on a suspect
act-reveal-information = Reveal information: draw a piece of the conspiracy
act-dig-deeper = Dig deeper: move your hero marker to a more valuable pile
act-dark-shift = Dark-shift { $whom }
act-light-shift = Light-shift { $whom }
act-take-favor = Take a { $favor }
act-give-good-baggage = Give good baggage to { $whom }
act-give-bad-baggage = Give bad baggage to { $whom }
act-place-piece = Place the piece at column { $col }, row { $row } (the cell marked { $col }·{ $row }){ $degrees ->
    [0] {""}
   *[other] , turned { $degrees }°
}
act-discard-piece = Discard the piece
act-move-lead = Move { $lead } to { $place }
act-hit = Put a hit on { $suspect }
act-draw-bonus-piece = Draw the bonus piece
act-skip-bonus = Skip the bonus
act-draw-light = Draw a card from your light deck
act-draw-dark = Draw from { $whose }'s dark deck
act-discard-card = Discard { $card }
act-play-light = Play { $card } (light){ $paid }
act-draw-nothing = Draw nothing
act-draw-nothing-today = Draw nothing, and no free card today
act-play-dark = Play { $card } against { $whom }{ $paid }
act-pass = Pass
act-hold-my-turn = Pass, and pass every response until your turn
act-hold-tomorrow = Pass, and pass every response today
act-tactics-dark = Fight with dark tactics
act-tactics-light = Fight with light tactics
act-choose = Choose { $suspect }
act-use-ability = Use { $place }: { $text }{ $paid }
act-use-ability-of = Use the ability of { $place }
act-plant-face-up = Plant it face up on { $suspect }
act-plant-face-down = Plant it face down on { $suspect }
act-reveal-token = Turn a face-down token face up
act-send-lily = Send Lily Lockwell to { $place }
act-peek = Peek at the face-down tokens on { $suspect }
act-decline-peek = Buy nothing from Jimmy
act-skip-reveal = Turn no token face up for Lily
act-look-at-hand = Buy a look at { $whose }'s hand from Jimmy
act-move-warrant = Move your warrant from { $place }
act-send-jimmy = Send Jimmy the Snitch to { $place }
act-use-event-which = Use the event { $event }: { $text }{ $paid }
act-use-event = Use the event { $event }{ $paid }
act-use-an-event = Use an event's ability
act-recall-memory = Take back your Memory card from { $whose }
act-return-memory = Give the Memory card back
act-prompt-judged = Ask me about { $card } when it answers the action
act-prompt-always = Ask me about { $card } whenever it could be played
act-prompt-never = Never ask me about { $card }
act-no-shift = costs no shift
act-dark-shift-by = costs a dark-shift of { $n }
act-light-shift-by = costs a light-shift of { $n }
act-discarding = discarding { $cards }
act-plot-colour-less = { $shift } (1 less for the plot's colour)
act-plot-colour-more = { $shift } (1 more for the plot's colour)
act-paid-with = : { $parts }{ $favors }
act-paying = {" "}(paying { $favors })
## What arriving at a place brings (the ruler's notes)

note-lily = Lily Lockwell: meeting her costs 1 more Time if you have any left; you may turn a token face up (R-MOVE-8)
note-jimmy = Jimmy the Snitch: 1 Time to look, if you want (R-MOVE-9)
note-lead = { $lead } to follow up (R-LEAD-1)
note-free-light = a free light card (R-MOVE-6)
note-free-dark = a free dark card (R-MOVE-6)
note-card-good-baggage = { $card } here: { $kind } is good baggage for your plot
note-card-bad-baggage = { $card } here: { $kind } is bad baggage for your plot
note-card-no-baggage = { $card } here: { $kind } is nothing: no baggage (R-PLOT-5) for your plot
baggage-on-good = { $kind } is good baggage for { $who }'s plot now
baggage-on-bad = { $kind } is bad baggage for { $who }'s plot now
baggage-on-none = { $kind } means nothing to { $who }'s plot now: that part does nothing
baggage-on-good-you = { $kind } is good baggage for your plot now
baggage-on-bad-you = { $kind } is bad baggage for your plot now
baggage-on-none-you = { $kind } means nothing to your plot now: that part does nothing

## A hand's size against its limit

hand-count = { $held }/{ $limit }
hand-over-limit = { $held } — over the limit of { $limit }: no draws

## When a dark card answers an action (after "The game asks you when …")

answers-lead-or-scene = { $who } stands on a lead to follow up or on the scene of the crime
answers-lead = { $who } stands on a lead to follow up
answers-low-time = { $who } stands on a lead or the scene of the crime with so little Time left that this card would take all of it

## Case Closed: each seat's VP lines

vp-guilty-hunch = Guilty hunch { $how ->
    [right] right: { $suspect }
    [dead] { $suspect } (dead)
   *[wrong] { $suspect } (not the murderer)
}
vp-innocent-hunch = Innocent hunch { $how ->
    [right] right: { $suspect }
    [dead] { $suspect } (dead)
   *[wrong] { $suspect } (the murderer)
}
vp-guilty-hunch-now = Guilty hunch { $suspect }: { $how ->
    [right] the likeliest murderer now, named in { $chance }% of the ways the unseen tokens may fall
    [dead] dead
   *[wrong] not the likeliest murderer now, named in { $chance }% of the ways the unseen tokens may fall
}
vp-innocent-hunch-now = Innocent hunch { $suspect }: { $how ->
    [right] not the likeliest murderer now, free in { $chance }% of the ways the unseen tokens may fall
    [dead] dead
   *[wrong] the likeliest murderer now, free in { $chance }% of the ways the unseen tokens may fall
}
vp-obsession = Obsession with { $suspect } paid off
vp-happy-ending = happy ending: { $ending } ({ $plot })
vp-sad-ending = sad ending: { $ending } ({ $plot })
vp-conspiracy-tokens = { $n } conspiracy token(s) × 4
vp-haas-tokens = { $n } Haas token(s) × 3
vp-jinteki-tokens = { $n } Jinteki token(s) × 3
vp-what-haas = Haas token(s)
vp-what-jinteki = Jinteki token(s)
vp-links = { $links } link(s) to { $group }: { $count } { $what } × { $links }
vp-trauma-small = { $n } trauma (−1)
vp-trauma-big = { $n } trauma (−3)
vp-memory = { $card }
vp-memory-unseen = a Memory card

## What the close would make of a suspect, from what a seat knows

close-at = At the close: { $total }
close-at-known-hover = You know every token on this suspect, so this is its total at the close as things stand. A strong file loses every token of its lowest value and a weak file every token of its highest; each alibi or surprise witness counts −5, or +5 when a perjury pairs with it.
close-at-unknown = At the close: { $total } ({ $unknown } face-down { $unknown ->
    [one] token
   *[other] tokens
} unknown)
close-at-range = At the close: { $low } to { $high } ({ $unknown } face-down { $unknown ->
    [one] token
   *[other] tokens
} unknown)
close-at-range-hover = From what you know: the tokens you have seen count as they are, and each face-down token you have not seen may be any token you have not seen anywhere. The total as things stand lies between these. A strong file loses every token of its lowest value and a weak file every token of its highest; each alibi or surprise witness counts −5, or +5 when a perjury pairs with it.
close-note-would = { $file ->
    [weak] it would be the file's highest and thrown away at the close (a weak file loses every token of its highest value)
   *[strong] it would be the file's lowest and thrown away at the close (a strong file loses every token of its lowest value)
}
close-note-alone = { $file ->
    [weak] alone in a weak file it is the highest, thrown away at the close for now: it counts once a higher token joins it
   *[strong] alone in a strong file it is the lowest, thrown away at the close for now: it counts once a lower token joins it
}
close-note-may = { $file ->
    [weak] it may be the file's highest and thrown away at the close (a weak file loses every token of its highest value)
   *[strong] it may be the file's lowest and thrown away at the close (a strong file loses every token of its lowest value)
}

## Standing rules (the top bar) and rules in force

standing-third-home = Third Directive: at { $place }, stay till the end of day { $day }
standing-third-away = Third Directive: be at { $place } by the end of day { $day } — { $far }
standing-moves-away = { $moves ->
    [one] 1 move away
   *[other] { $moves } moves away
} ({ $time } Time)
standing-far-away = far away
standing-second-no-light = Second Directive: no more light cards this turn
standing-second-free-lead = Second Directive: your first lead this turn is free
standing-good-mood = Good Mood: hand limit { $limit }
standing-bad-mood = Bad Mood: hand limit { $limit }
standing-sanity = Sanity { $n }
standing-murder-rule = Murder rule: { $name }
rule-ruler = ruler { $n } mm
rule-move-cost = moves cost { $n } Time
rule-time-per-turn = { $n } Time each turn
rule-hand-limit = hand limit { $n }
rule-no-draws = may not draw twilight cards
rule-no-follow-ups = may not follow up leads

## The same lines said to the seat at the screen about its own command (the status line)

log-move-you = You move from { $from } to { $to }: { $cost } Time, { $left } left.
log-move-restricted-you = You move from { $from } to { $to }: { $cost } Time (restricted, no warrant), { $left } left.
log-move-dropship-you = You move by dropship (the pass returns to NAPD) from { $from } to { $to }: { $cost } Time, { $left } left.
log-move-beanstalk-you = You move along the Beanstalk from { $from } to { $to }: { $cost } Time, { $left } left.
log-jump-you = You get a jump on the case: your hero marker now lies on the scene of the crime ({ $left } Time left).
log-follow-up-climax-you = You follow up { $lead } at { $at }; in the climax it leaves the game.
log-follow-up-you = You follow up { $lead } at { $at }; { $by }, on your right, moves the lead.
log-lead-moved-you = You move { $lead } from { $from } to { $to }.
log-draws-evidence-you = You draw an evidence token for a { $kind } file.
log-places-face-up-you = You place { $token } face up in { $suspect }'s { $kind } file.
log-places-face-down-you = You place a face-down token in { $suspect }'s { $kind } file.
log-sends-lily-you = You send Lily Lockwell on to { $to }.
log-sends-jimmy-you = You send Jimmy the Snitch on to { $to }.
log-uncovers-you = You uncover { $piece } from { $pile }.
log-digs-deeper-you = You dig deeper: your hero marker moves beside { $pile } (the Puzzle tab shows it); your next uncovering draws from that pile.
log-gains-favor-you = You gain a { $favor }.
log-places-piece-you = You place { $piece } in the puzzle (column { $col }, row { $row }).
log-plays-light-you = You play { $card } (cost paid: { $paid }): the card says “{ $text }”
log-plays-dark-you = You play { $card } against { $whom } (cost paid: { $paid }): the card says “{ $text }”
log-draws-card-you = You draw a card from { $whose }.
log-draws-free-seedy-you = You draw a card from { $whose } (free, seedy place).
log-draws-free-ritzy-you = You draw a card from { $whose } (free, ritzy place).
log-draws-extra-you = You draw a card from { $whose } (an extra card at setup).
log-free-card-skipped-you = You let the free card go.
log-free-cards-skipped-today-you = You let the free card go, and every free card for the rest of the day.
log-discards-card-you = You discard { $card } to the bottom of its deck.
log-uses-ability-you = You use { $place }: { $text }
deck-own-light-you = your light deck
said-ended-turn-you = You ended the turn.
said-no-counter-you = You answer the dark card with no light card.
