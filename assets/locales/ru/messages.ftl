# New Angeles: что говорят правила и игра (русский). Ключи: assets/locales/en/messages.ftl.
# Термины: docs/glossary.ru.md.

## Отказы: почему правила не разрешают команду

area-earth = Земле
area-moon = Луне
area-beanstalk = Beanstalk
refuse-already-at = вы уже в локации { $place }
refuse-beanstalk-step = по Beanstalk перемещаются на один шаг за раз; { $to } не рядом с { $from } (R-MOVE-3)
refuse-beanstalk-leave = { $from } — середина Beanstalk: покинуть его можно только с конца, из Root или Starport Kaguya (R-MOVE-3)
refuse-beanstalk-enter = { $to } на Beanstalk: войти на него можно только с конца, в Root с Земли или в Starport Kaguya с Луны (R-MOVE-3)
refuse-other-area = { $to } на { $there }, а вы на { $here }: линейка не дотягивается между Землей и Луной; воспользуйтесь Beanstalk или дропшипом (R-MOVE-2)
refuse-out-of-reach = { $to } слишком далеко для одного хода: ход достает лишь туда, куда дотягивается линейка (подсвеченные места); идите по шагам, от подсвеченного места к следующему (R-MOVE-1)
term-lead-testimony = свидетельская
term-lead-physical = физическая
term-lead-document = документальная
term-favor-corp = помощь корпорации
term-favor-political = политическая помощь
term-favor-society = помощь общества
term-favor-street = уличная помощь
term-pile-shift = груда изменения
term-pile-favor = груда помощи
term-pile-baggage = груда багажа
term-deck-light = светлая колода
term-deck-dark = темная колода
murder-rule-named = { $rule }, особое правило убийства «{ $murder }» ({ $id })
refuse-murder-closed = { $place } закрыта для детективов до { $day }-го дня { $week }-й недели: { $rule }
refuse-murder-invitation = войти в { $place } можно, только имея токен «{ $favor }» или свой ордер там: { $rule }
refuse-murder-silent = свидетельскую улику { $suspect } нельзя получить до { $day }-го дня { $week }-й недели: { $rule }
refuse-murder-face-up = свидетельство от улики типа «{ $kind }» кладется лицом вверх: { $rule }
refuse-murder-no-alibi = на { $suspect } нельзя класть алиби до { $week }-й недели: { $rule }
refuse-not-daytime = сейчас не день: ход не идет
refuse-no-seat = места { $seat } нет
refuse-not-your-turn = сейчас ход { $active }, а не ваш
refuse-nothing-waiting = ничто не ждет такого ответа
refuse-no-time = { $what } стоит { $cost } ВРЕМЯ, а у вас осталось { $left }
refuse-no-such-location = такой локации нет
refuse-no-dropship-pass = у вас нет пропуска на дропшип (R-MOVE-5)
refuse-jump-not-on-scene = чтобы опередить всех в деле, нужно стоять на месте преступления, { $scene } (R-ROUND-4)
refuse-jump-already = ваш маркер героя уже на месте преступления
refuse-no-follow-ups = карта в игре запрещает вам сейчас получать улики
refuse-no-draws = карта в игре запрещает вам сейчас брать сумеречные карты
refuse-no-memory-cards = у вас нет карт Воспоминания, которые можно вернуть
refuse-ask-another = попросите другого игрока
refuse-no-memory-held = у { $other } нет вашей карты Воспоминания
refuse-recall-no-favor = чтобы попросить ее, нужно предложить помощь (R-SETUP-13)
doing-jump = опередить всех в деле
doing-jump-because = опередить всех в деле ({ $why })
doing-follow-up = получение улики
doing-draw = взятие сумеречной карты
doing-discard = сброс сумеречной карты
doing-play-light = розыгрыш светлой карты
doing-ability = эта способность
doing-action = это действие
doing-recall = просьба вернуть карту Воспоминания
doing-enter-restricted = вход в { $place } (запрещенная локация, и вашего ордера там нет, R-MOVE-4)
doing-move = перемещение в { $place }
cost-second-directive = Вторая директива: первая улика каждого хода бесплатна
lead-testimony = свидетельская улика { $whose }
lead-physical = физическая улика { $whose }
lead-document = документальная улика { $whose }
refuse-lead-gone = этой улики больше нет в игре
refuse-lead-elsewhere = { $lead } лежит в { $place }: чтобы получить ее, нужно стоять в этой локации (R-LEAD-1)
refuse-lead-held = { $suspect } задержан событием: свидетельская улика ждет, пока событие закончится (R-LEAD-5)
refuse-puzzle-empty = все груды паззла пусты: раскрывать больше нечего (R-PUZ-3)
refuse-no-deeper-pile = нет более ценной груды с частями, чтобы копать глубже (R-PUZ-2)
refuse-hero-pile-empty = груда рядом с вашим маркером героя пуста
refuse-piece-outside = часть должна лежать внутри поля 5×5 (R-PUZ-5)
refuse-cell-taken = в этой клетке уже лежит часть
refuse-piece-no-line = часть должна продолжать хотя бы одну линию соседней части (R-PUZ-5)
refuse-piece-alone = часть должна касаться уже выложенной части (R-PUZ-5)
name = { $name }
refuse-no-ability = у { $place } нет способности: она есть только у главных локаций (R-MAP-6)
refuse-no-such-use = у этой способности нет такого варианта
refuse-ability-used = вы уже использовали способность локации { $place } в этом раунде: раз за раунд (R-LOC-1)
refuse-event-not-in-play = этого события нет в игре
refuse-event-no-action = у события «{ $event }» нет такого действия
refuse-event-stand-on = «{ $event }»: нужно стоять в { $place } (R-EVENT-4)
refuse-event-owner-only = это может только детектив, которому принадлежит { $npc }
refuse-event-others-only = { $npc } — ваш собственный NPC: это могут только другие
refuse-event-used = вы уже делали это в этом раунде: раз за раунд («{ $event }»)
pay-favor = { $favor }
pay-npc = помощь { $npc }
pay-money = $1,000 Денег
pay-any-favor = помощь любого типа
refuse-pay-only = платите только той помощью, которую требует { $what }
refuse-pay-costs = { $what }: цена — { $cost } (R-TOKEN-1)
refuse-no-such-npc = такого NPC нет
refuse-pay-wrong = цена — { $cost }, а не { $paid }
refuse-pay-none = у вас нет токена «{ $paid }», чтобы заплатить (R-TOKEN-1)
supply-favor-corp = токенов помощи корпорации
supply-favor-political = токенов политической помощи
supply-favor-society = токенов помощи общества
supply-favor-street = токенов уличной помощи
supply-haas = токенов Haas
supply-jinteki = токенов Jinteki
supply-dropship = пропусков на дропшип
supply-hit = токенов хитов
supply-alibi = токенов алиби
supply-trauma = каунтеров травмы
refuse-supply-empty = в запасе не осталось { $what } (R-COMP-7)
both = { $a } и { $b }
refuse-over-hand-limit = у вас { $held } { $held ->
    [one] карта
    [few] карты
   *[many] карт
}, больше предела руки в { $limit } (R-TWI-1); сначала сбросьте
refuse-hand-full = ваша рука полна: { $limit } { $limit ->
    [one] карта
    [few] карты
   *[many] карт
} (R-TWI-1); сначала сбросьте
refuse-own-light-empty = ваша светлая колода пуста
refuse-dark-deck-empty = эта темная колода пуста
refuse-not-in-hand = этой карты нет у вас в руке
cond-at-quality = в { $kind ->
    [ritzy] роскошной
    [seedy] захудалой
   *[other] нормальной
} локации
cond-at-type = в { $kind ->
    [religious] религиозной
    [civic] гражданской
    [residential] жилой
    [business] деловой
   *[other] ночной
} локации
cond-at = в { $place }
cond-on-moon = на Луне
cond-on-earth = на Земле
cond-on-lead = в локации с уликой
cond-at-scene = на месте преступления
cond-light-shifted = смещен в светлую сторону
cond-dark-shifted = смещен в темную сторону
cond-favors = имея { $count } { $count ->
    [one] токен помощи
    [few] токена помощи
   *[many] токенов помощи
}
cond-holds-trait = держа еще одну карту «{ $trait }»
cond-plot-going-well = когда на сюжете хорошего багажа больше, чем плохого
refuse-adjust-one = цвет сюжета меняет стоимость не больше чем на один (R-TWI-8)
refuse-adjust-colour = «{ $card }» не совпадает по цвету с текущим сюжетом цели: ее стоимость нельзя изменить (R-TWI-8)
refuse-discard-itself = карту нельзя сбросить в оплату ее самой
refuse-discard-not-held = карты для сброса нет у вас в руке
refuse-discard-twice = одна и та же карта сбрасывается дважды
refuse-dark-of-other = «{ $card }» — темная карта другого детектива: ее играют против него в его ход (R-TWI-5)
refuse-one-light-card = { $who } играет не больше одной светлой карты за ход (R-SETUP-13)
refuse-dark-shift-cost = «{ $card }» стоит { $cost } { $cost ->
    [one] шаг
    [few] шага
   *[many] шагов
} в темную сторону, а вашему маркеру осталось { $left } до темного края: сбросьте карты, чтобы снизить стоимость (R-TWI-4, R-TWI-6, R-TWI-7)
refuse-card-requires = «{ $card }» можно сыграть, только когда { $who } { $cond } (R-TWI-4)
refuse-not-their-dark = «{ $card }» — не темная карта { $who } (R-TWI-5)
refuse-light-shift-cost = «{ $card }» стоит { $cost } { $cost ->
    [one] шаг
    [few] шага
   *[many] шагов
} в светлую сторону, а вашему маркеру осталось { $left } до светлого края: сбросьте карты, чтобы снизить стоимость (R-TWI-5, R-TWI-6, R-TWI-7)
refuse-card-no-favor = «{ $card }» стоит { $cost }: у вас нет помощи, чтобы заплатить (R-TOKEN-1)
refuse-prompt-light = «{ $card }» — светлая карта: окна ответа ждут только темные карты (R-TWI-5)
await-place-lead = { $who } выбирает, куда уйдет полученная улика
await-lead-reward = { $who } выбирает между свидетельством и заговором
await-place-evidence = { $who } размещает взятый токен свидетельства
await-lily = { $who } решает, какой токен перевернуть лицом вверх для Лили
await-jimmy = { $who } решает насчет предложения Джимми
await-baggage = { $who } кладет багаж на сюжет
await-benefit = { $who } получает выгоду части паззла
await-place-piece = { $who } выкладывает часть паззла
await-bonus = { $who } использует бонус части паззла
await-free-dark = { $who } берет бесплатную темную карту (захудалая локация)
await-free-light = { $who } берет бесплатную светлую карту (роскошная локация)
await-extra-draw = { $who } берет дополнительную сумеречную карту (подготовка)
await-response = { $who } решает, сыграть ли темную карту в ответ
await-counter = { $who } решает, сыграть ли светлую карту после темной
await-fight = { $who } выбирает светлую или темную тактику в схватке
await-hit = { $who } выбирает подозреваемого для хита
await-alibi = { $who } выбирает подозреваемого для алиби
await-reveal = { $who } выбирает токен, лежащий лицом вниз, чтобы перевернуть его
await-peek = { $who } выбирает подозреваемого, чьи свидетельства посмотреть
await-move-lead = { $who } перемещает улику
await-favor = { $who } выбирает помощь
await-memory = { $who } отвечает на просьбу Раймонда вернуть карту Воспоминания
await-warrant = { $who } выбирает, какой ордер переместить
await-send-lily = { $who } отправляет Лили дальше
await-send-jimmy = { $who } отправляет Джимми дальше
refuse-no-such-token = такого токена свидетельства нет
refuse-token-face-up = этот токен уже лежит лицом вверх
refuse-only-kind-moves = переместить можно только улику типа «{ $kind }»
refuse-no-such-lead = такой улики типа «{ $kind }» нет
refuse-lead-destination = улика не может уйти в { $place }: в другую локацию своего типа, без улик, вне вашего района, если такая есть (R-LEAD-2, R-PUZ-6)
refuse-waits-for = игра ждет: { $what }
refuse-first-waits-for = сначала игра ждет: { $what }
refuse-suspect-not-in-game = этого подозреваемого нет в игре
refuse-suspect-dead = { $suspect } мертв и больше не получает токенов (R-EVID-6)
refuse-place-lead = улика не может уйти в { $place }: она должна уйти в другую локацию того же типа, без улик, вне района вашего детектива, если такая есть (R-LEAD-2)
refuse-pile-empty = { $pile } пуста
refuse-evidence-pile-empty = груда свидетельств пуста
refuse-no-live-suspect = нет живого подозреваемого, чтобы получить свидетельство
refuse-marker-at-end = этот маркер сумерек уже в конце своей шкалы (D-2)
refuse-no-baggage-tokens = в запасе не осталось токенов багажа (R-COMP-7)
refuse-no-hit-tokens = в запасе не осталось токенов хитов (R-COMP-7)
refuse-no-piece-waiting = нет части паззла, ждущей выкладки
refuse-piece-fixed = эта часть закреплена: ее нельзя поворачивать (D-6)
refuse-bonus-piece-fits = бонусная часть добавляется в паззл туда, куда подходит; сбрасывается только та, что не подходит никуда (R-PUZ-6)
refuse-lily-destination = Лили не может пойти в { $place }: она перемещается в локацию того же типа в другом районе, не туда, где Джимми (R-MOVE-8)
refuse-jimmy-destination = Джимми не может пойти в { $place }: он перемещается в локацию того же типа в другом районе, не туда, где Лили (R-MOVE-9)
refuse-no-face-down = у { $suspect } нет свидетельств лицом вниз, чтобы посмотреть
refuse-jimmy-own-hand = Джимми показывает вам руку другого игрока, а не вашу (R-MOVE-9)
refuse-no-cards-to-see = у { $who } нет карт, чтобы посмотреть
refuse-look-no-time = взгляд стоит 1 ВРЕМЯ, а у вас его не осталось (R-MOVE-9)
refuse-no-warrant-on = у вас нет ордера в { $place } (R-TOKEN-3)
refuse-memory-no-favor = у { $who } нет токена «{ $favor }», чтобы отдать вам
refuse-seedy-free-card = бесплатная карта захудалой локации берется из темной колоды другого игрока (R-MOVE-6)
refuse-ritzy-free-card = бесплатная карта роскошной локации берется из вашей светлой колоды (R-MOVE-6)
refuse-counter-no-time = розыгрыш светлой карты стоит 1 ВРЕМЯ, а у вас его не осталось
refuse-no-alibi-tokens = в запасе не осталось токенов алиби (R-COMP-7)
refuse-light-tactics-only = { $who } должен выбирать светлую тактику в схватке (R-SETUP-13)
refuse-no-game-to-undo = нет игры, в которой можно отменить ход
refuse-nothing-to-undo = отменять нечего: вернуть можно только свои тихие шаги после последнего раскрытия
refuse-review-unfinished = просматривать можно только законченную игру
refuse-no-review = никакая игра сейчас не просматривается
refuse-cannot-start = эту игру нельзя начать: { $why }
refuse-reviewing = это просмотр законченной игры: выйдите из него, чтобы играть
refuse-no-game = игра не идет
refuse-no-seat-at-table = места { $seat } нет за этим столом на { $seats }
refuse-not-at-screen = место { $screen } не у экрана: оно не может действовать за место { $seat }
refuse-not-applied = ее не удалось применить
refuse-not-handled = игра на нее не ответила
refuse-host-broke = хост не смог ее применить

## Списки и имена

list = { $head }, { $tail }
list-none = ничего
log-day-begins = Неделя { $week }, день { $day } начинается.
log-day-begins-climax = Неделя { $week }, день { $day } начинается — кульминация: полученные улики покидают игру.
log-turn = Ход { $who }: { $time } ВРЕМЯ.
log-end-turn = { $who } заканчивает ход, не потратив { $left } ВРЕМЯ.
said-ended-turn = { $who } закончил ход.
log-move = { $who } перемещается из { $from } в { $to }: { $cost } ВРЕМЯ, осталось { $left }.
log-move-restricted = { $who } перемещается из { $from } в { $to }: { $cost } ВРЕМЯ (запрещенная локация, без ордера), осталось { $left }.
log-move-dropship = { $who } летит на дропшипе (пропуск возвращается в NAPD) из { $from } в { $to }: { $cost } ВРЕМЯ, осталось { $left }.
log-move-beanstalk = { $who } перемещается по Beanstalk из { $from } в { $to }: { $cost } ВРЕМЯ, осталось { $left }.
log-jump = { $who } опережает всех в деле: его маркер героя теперь на месте преступления (осталось { $left } ВРЕМЯ).
log-recall-memory = { $who } просит { $holder } вернуть его карту Воспоминания за одну из его помощей.
log-day-ends = Конец { $day }-го дня { $week }-й недели.
log-first-player = Маркер героя { $who } лежит на месте преступления: { $who } становится первым игроком.
log-week-one-over = Первая неделя закончилась. Лили перемещается в { $lily }, Джимми — в { $jimmy }.
log-memory-kept = { $who } оставляет себе карту Воспоминания { $his }.
log-memory-returned = { $who } возвращает { $his } карту «{ $card }» за токен «{ $favor }».
log-wrapped-up-discarded = { $his } вернул себе достаточно себя: «Замкнутый в себе» сброшен.
evidence-value = { $value }
evidence-surprise = неожиданный свидетель
evidence-perjury = лжесвидетельство
log-meets-lily = { $who } встречает Лили, репортера: еще 1 ВРЕМЯ.
log-meets-lily-unpaid = { $who } встречает Лили, репортера (платить ВРЕМЕНЕМ нечем).
log-follow-up-climax = { $who } получает улику ({ $lead }) в { $at }; в кульминацию она покидает игру.
log-follow-up = { $who } получает улику ({ $lead }) в { $at }; { $by }, игрок справа, перемещает улику.
log-lead-moved = { $who } перемещает улику ({ $lead }) из { $from } в { $to }.
log-draws-evidence = { $who } берет токен свидетельства для файла «{ $kind }».
log-you-drew = Вы взяли: { $token }.
log-places-face-up = { $who } кладет { $token } лицом вверх в файл «{ $kind }» подозреваемого { $suspect }.
log-places-face-down = { $who } кладет токен лицом вниз в файл «{ $kind }» подозреваемого { $suspect }.
log-your-face-down = Ваш токен лицом вниз у { $suspect } (файл «{ $kind }»): { $token }.
by-lily-story = Статья Лили
log-sends-lily = { $who } отправляет Лили в { $to }.
log-sends-jimmy = { $who } отправляет Джимми в { $to }.
log-jimmy-peek = { $who } платит Джимми 1 ВРЕМЯ, чтобы посмотреть свидетельства лицом вниз у { $suspect }.
peek-jimmy = Джимми показывает вам
peek-card = Вы видите
log-jimmy-hand = { $who } платит Джимми 1 ВРЕМЯ, чтобы посмотреть руку { $whose }.
log-jimmy-shows-hand = Джимми показывает вам руку { $whose }: { $cards }.
log-jimmy-declined = { $who } отказывается от предложения Джимми.
log-lily-skipped = { $who } не переворачивает для Лили ни одного токена.
log-reveal = { $by } — токен перевернут лицом вверх: { $token } в файле «{ $kind }» подозреваемого { $suspect }.
token-in-file = { $token } ({ $kind })
log-peek = { $intro } свидетельства лицом вниз у { $suspect }: { $tokens }.
log-alibi-on = На { $suspect } кладется алиби.
log-hit-on = Хит по { $suspect } ({ $hits } из 3).
log-suspect-dies = { $suspect } мертв. Его хиты и алиби возвращаются в запас, его свидетельства ({ $back }) замешиваются в груду свидетельств.
bonus-move-lead = переместить улику типа «{ $kind }»
bonus-hit = нанести хит
bonus-piece-shift = бонусная часть изменения
bonus-piece-favor = бонусная часть помощи
bonus-piece-baggage = бонусная часть багажа
bonus-haas-link = связь с Haas-Bioroid
bonus-jinteki-link = связь с Jinteki
piece-shift = часть изменения
piece-favor = часть помощи
piece-baggage = часть багажа
piece-with-bonuses = { $piece } ({ $bonuses })
log-uncovers = { $who } раскрывает: { $piece } — из груды «{ $pile }».
log-digs-deeper = { $who } копает глубже: его маркер героя встает рядом с грудой «{ $pile }».
log-dark-shifts = { $who } смещает { $whom } на одно деление в темную сторону.
log-dark-shifts-self = { $who } смещает свой маркер на одно деление в темную сторону.
log-light-shifts = { $who } смещает { $whom } на одно деление в светлую сторону.
log-light-shifts-self = { $who } смещает свой маркер на одно деление в светлую сторону.
log-gains-favor = { $who } получает токен «{ $favor }».
log-good-baggage-on = { $who } кладет хороший багаж на сюжет { $whom }.
log-bad-baggage-on = { $who } кладет плохой багаж на сюжет { $whom }.
log-places-piece = { $who } выкладывает в паззл: { $piece } (столбец { $col }, ряд { $row }).
log-completes-lines = { $who } завершает линии паззла ({ $lines }) и берет токены заговора ({ $got }) (R-PUZ-7).
log-discards-piece = { $who } сбрасывает: { $piece }.
log-bonus-moves-lead = Бонус: { $who } перемещает улику ({ $lead }) из { $from } в { $to }.
log-bonus-hit-kills = Бонус: хит от { $who } убивает { $suspect }.
log-bonus-hit = Бонус: { $who } наносит хит по { $suspect }.
log-bonus-unused = { $who } не использует бонус: { $bonus }.
log-benefit-skipped-shift = { $who } отказывается от выгоды изменения.
log-benefit-skipped-favor = { $who } отказывается от выгоды помощи.
log-benefit-skipped-baggage = { $who } отказывается от выгоды багажа.
paid-dark = смещение в темную сторону на { $cost }{ $discards ->
    [0] {""}
   *[other] , сброшено карт: { $discards }
}
paid-light = смещение в светлую сторону на { $cost }{ $discards ->
    [0] {""}
   *[other] , сброшено карт: { $discards }
}
log-plays-light = { $who } играет «{ $card }» (оплата: { $paid }): на карте: «{ $text }»
log-plays-dark = { $who } играет «{ $card }» против { $whom } (оплата: { $paid }): на карте: «{ $text }»
log-fights-dark = { $who } отбивается от карты «{ $card }» ({ $by }) темной тактикой и смещает свой маркер на одно деление в темную сторону, затем выполняется часть карты для темной тактики.
log-fights-light = { $who } отбивается от карты «{ $card }» ({ $by }) светлой тактикой и смещает свой маркер на одно деление в светлую сторону, затем выполняется часть карты для светлой тактики.
deck-own-light = своей светлой колоды
deck-dark-of = темной колоды { $whose }
log-draws-card = { $who } берет карту из { $whose }.
log-draws-free-seedy = { $who } берет карту из { $whose } (бесплатно, захудалая локация).
log-draws-free-ritzy = { $who } берет карту из { $whose } (бесплатно, роскошная локация).
log-draws-extra = { $who } берет карту из { $whose } (дополнительная карта при подготовке).
log-free-card-skipped = { $who } отказывается от бесплатной карты.
log-draws-at-hand-limit = { $who } берет { $drawn } из { $n } карт: предел руки — { $limit } (R-TWI-1).
log-free-cards-skipped-today = { $who } отказывается от бесплатной карты и от всех бесплатных карт до конца дня.
log-discards-card = { $who } сбрасывает «{ $card }» под низ ее колоды.
said-no-counter = { $who } не отвечает на темную карту светлой.
said-no-response = { $who } на этот раз не играет темную карту против { $active }.
said-hold-my-turn = { $who } не играет темную карту, и его не будут спрашивать об ответе до его следующего хода.
said-hold-tomorrow = { $who } не играет темную карту, и его не будут спрашивать об ответе до конца дня.
log-discards-at-random = { $who } сбрасывает случайную карту: «{ $card }».
log-money = Деньги { $who }: ${ $money }.
log-hit-kills = Хит от { $who } убивает { $suspect }.
log-places-hit = { $who } наносит хит по { $suspect }.
log-gives-alibi = { $who } дает алиби подозреваемому { $suspect }.
log-looks-in-secret = { $who } тайно смотрит свидетельства лицом вниз у { $suspect }.
log-event-ends = «{ $event }» заканчивается: { $why }.
log-event-ends-npcs-home = «{ $event }» заканчивается: { $why }; его NPC возвращаются домой.
why-suspect-died = { $suspect } умер; событие покидает игру (R-EVENT-3)
log-no-general-events = Общих событий для взятия не осталось.
log-event-ignored = Событие «{ $event }» пропущено: { $dead } — устранен (R-NPC-1). Оно покидает игру.
why-falls-off-track = оно уходит со шкалы событий
log-event = Событие «{ $event }» — { $text }
log-event-owner-absent = ({ $owner } не участвует в этой игре: сказанное о нём ни на что не влияет.)
log-npc-dead-no-show = { $npc } мертв и не может появиться (R-NPC-1).
why-npc-taken = { $npc } занят новым событием
log-npc-appears = { $npc } появляется в { $at }.
log-suspect-held = { $suspect } задержан: его свидетельскую улику нельзя получить, пока событие не закончится (R-LEAD-5).
log-specific-revealed = Особое событие раскрыто: «{ $event }» — { $text }
why-suspect-not-in-game = { $suspect } не подозреваемый в этой игре; событие покидает игру
why-suspect-dead = { $suspect } мертв; событие покидает игру (R-EVENT-3)
log-testimony-swaps = { $lead }: перемещается в { $to }, а { $other } занимает ее место в { $from } (R-EVENT-3).
log-testimony-moves = { $lead }: перемещается из { $from } в { $to } (R-EVENT-3).
log-npc-eliminated = { $npc } устранен: его токен статуса переворачивается черепом вверх (R-NPC-1).
why-npc-eliminated = { $npc } устранен
log-npc-favors = { $who } получает помощь { $npc }: { $got }.
log-event-action = { $who } действует по событию «{ $event }»: { $text }
why-seen-to = { $who } разобрался с ним
log-uses-ability = { $who } использует способность локации { $place }: { $text }
log-case-closed = Две недели прошли: дело закрыто.
log-suspect-total = { $suspect }: итого { $total }.
log-suspect-dead-at-close = { $suspect }: мертв.
log-murderer = Убийца — { $suspect }.
log-murderer-nobody = Убийцы нет (все подозреваемые мертвы).
log-winner = победитель { $who }, { $vp } VP
log-winners = { $list }.
log-jimmy-nothing = Джимми сейчас нечего продать.
log-lily-nothing = Нет свидетельств лицом вниз, которые Лили могла бы раскрыть.
log-lead-stays = Улике некуда уйти: она остается.
log-lead-gives-nothing = Не осталось ни свидетельств, ни частей паззла: улика больше ничего не дает.
log-you-draw-card = Вы берете «{ $card }».
log-no-time-left = У { $who } не осталось ВРЕМЕНИ ни на что.
log-save-stops-fitting = Сохранение перестает подходить к этой игре на команде { $command } места { $seat } ({ $reason }); оставшиеся команды ({ $left }) отброшены, игра продолжается отсюда.
log-conditional-good = { $kind } — хороший багаж на карте «{ $card }»: { $who } получает хороший багаж ({ $count }) (R-PLOT-5).
log-conditional-bad = { $kind } — плохой багаж на карте «{ $card }»: { $who } получает плохой багаж ({ $count }) (R-PLOT-5).
log-conditional-nothing = { $kind } ничего не значит для карты сюжета «{ $card }» у { $who }: багажа нет (R-PLOT-5).
plot-ending-vp = окончание «{ $name }» ({ $vp } VP)
log-plot-resolves-well = Карта сюжета «{ $old }» у { $who } разрешается положительно (хороший багаж: { $good }, плохой: { $bad }): в игру входит { $next }.
log-plot-resolves-badly = Карта сюжета «{ $old }» у { $who } разрешается отрицательно (хороший багаж: { $good }, плохой: { $bad }): в игру входит { $next }.
log-recalled-home = { $who } не вернулся в { $home } к концу { $day }-го дня: отозван туда, с одним плохим багажом (R-SETUP-13).
log-new-plot = { $who } начинает новый сюжет на вторую неделю: «{ $plot }».
log-setup-first-player = { $who } — первый игрок и кладет маркер героя на место преступления.
log-setup-hunches = Каждый детектив получает виновную и невиновную догадку лицом вниз.
log-setup-cards = Каждый детектив берет 2 светлые карты и 1 темную карту детектива слева от себя.
log-setup-events = Общие события перетасованы; одно из трех особых событий убийства лежит лицом вниз, невидимое, до второй недели.
log-setup-murder = Убийство: «{ $murder }». Место преступления — { $scene }.
log-setup-suspects = Подозреваемые, сверху листа вниз: { $names }.
log-setup-plot = Сюжет { $who } на первую неделю: «{ $plot }».
log-setup-seat-human = Место { $seat } (человек) играет за { $who }, начиная в { $start }.
log-setup-seat-bot = Место { $seat } (бот) играет за { $who }, начиная в { $start }.
log-mood-good = { $who } переворачивает карту Настроения на «Хорошее настроение».
log-mood-bad = { $who } переворачивает карту Настроения на «Плохое настроение».
log-sanity = Рассудок { $who }: { $now }.
log-moves-warrant = { $who } перемещает свой ордер из { $from } в { $to } (R-TOKEN-3).
no-plot = нет сюжета
log-descent = Рассудок { $who } достигает −3: «{ $old }» откладывается вместе с багажом, и начинается «{ $plot }».

## Что делает действие, словами игрока (подсказки, список «Что я могу сделать?»)

act-yourself = себя
act-move = Переместиться в { $place }
act-dropship = Полететь на дропшипе в { $place }
act-jump = Опередить всех в деле (место преступления)
act-end-turn = Закончить ход
act-follow-up = Получить улику здесь: { $lead }
act-place-lead = Положить улику в { $place }
act-take-evidence = Взять токен свидетельства, чтобы подбросить подозреваемому
act-reveal-information = Раскрыть информацию: взять часть заговора
act-dig-deeper = Копать глубже: передвинуть маркер героя к более ценной груде
act-dark-shift = Сместить в темную сторону: { $whom }
act-light-shift = Сместить в светлую сторону: { $whom }
act-take-favor = Взять токен «{ $favor }»
act-give-good-baggage = Дать хороший багаж: { $whom }
act-give-bad-baggage = Дать плохой багаж: { $whom }
act-place-piece = Положить часть в столбец { $col }, ряд { $row } (клетка { $col }·{ $row }){ $degrees ->
    [0] {""}
   *[other] , повернув на { $degrees }°
}
act-discard-piece = Сбросить часть
act-move-lead = Переместить улику ({ $lead }) в { $place }
act-hit = Нанести хит по { $suspect }
act-draw-bonus-piece = Взять бонусную часть
act-skip-bonus = Пропустить бонус
act-draw-light = Взять карту из своей светлой колоды
act-draw-dark = Взять из темной колоды { $whose }
act-discard-card = Сбросить «{ $card }»
act-play-light = Сыграть «{ $card }» (светлая){ $paid }
act-draw-nothing = Ничего не брать
act-draw-nothing-today = Ничего не брать, и никаких бесплатных карт сегодня
act-play-dark = Сыграть «{ $card }» против { $whom }{ $paid }
act-pass = Пас
act-hold-my-turn = Пас, и пасовать на каждый ответ до своего хода
act-hold-tomorrow = Пас, и пасовать на каждый ответ сегодня
act-tactics-dark = Выбрать в схватке темную тактику
act-tactics-light = Выбрать в схватке светлую тактику
act-choose = Выбрать { $suspect }
act-use-ability = Использовать { $place }: { $text }{ $paid }
act-use-ability-of = Использовать способность локации { $place }
act-plant-face-up = Подбросить лицом вверх: { $suspect }
act-plant-face-down = Подбросить лицом вниз: { $suspect }
act-reveal-token = Перевернуть токен лицом вверх
act-send-lily = Отправить Лили в { $place }
act-peek = Посмотреть токены лицом вниз у { $suspect }
act-decline-peek = Ничего не покупать у Джимми
act-skip-reveal = Не переворачивать для Лили ни одного токена
act-look-at-hand = Купить у Джимми взгляд на руку { $whose }
act-move-warrant = Переместить свой ордер из { $place }
act-send-jimmy = Отправить Джимми в { $place }
act-use-event-which = Использовать событие «{ $event }»: { $text }{ $paid }
act-use-event = Использовать событие «{ $event }»{ $paid }
act-use-an-event = Использовать способность события
act-recall-memory = Вернуть свою карту Воспоминания у { $whose }
act-return-memory = Вернуть карту Воспоминания
act-prompt-judged = Спрашивать меня о «{ $card }», когда она отвечает на действие
act-prompt-always = Спрашивать меня о «{ $card }» всегда, когда ее можно сыграть
act-prompt-never = Никогда не спрашивать меня о «{ $card }»
act-no-shift = стоит без смещения
act-dark-shift-by = стоит смещения в темную сторону на { $n }
act-light-shift-by = стоит смещения в светлую сторону на { $n }
act-discarding = со сбросом: { $cards }
act-plot-colour-less = { $shift } (на 1 меньше за цвет сюжета)
act-plot-colour-more = { $shift } (на 1 больше за цвет сюжета)
act-paid-with = : { $parts }{ $favors }
act-paying = {" "}(платя: { $favors })

## Что дает прибытие в локацию (заметки линейки)

note-lily = Лили: встреча с ней стоит еще 1 ВРЕМЯ, если оно осталось; можно перевернуть токен лицом вверх (R-MOVE-8)
note-jimmy = Джимми: 1 ВРЕМЯ за взгляд, если хотите (R-MOVE-9)
note-lead = здесь можно получить улику: { $lead } (R-LEAD-1)
note-free-light = бесплатная светлая карта (R-MOVE-6)
note-free-dark = бесплатная темная карта (R-MOVE-6)
note-card-good-baggage = «{ $card }» здесь: { $kind } — хороший багаж для вашего сюжета
note-card-bad-baggage = «{ $card }» здесь: { $kind } — плохой багаж для вашего сюжета
note-card-no-baggage = «{ $card }» здесь: { $kind } ничего не значит для вашего сюжета, багажа нет (R-PLOT-5)
baggage-on-good = { $kind } сейчас — хороший багаж для сюжета { $who }
baggage-on-bad = { $kind } сейчас — плохой багаж для сюжета { $who }
baggage-on-none = { $kind } сейчас ничего не значит для сюжета { $who }: эта часть ничего не сделает
baggage-on-good-you = { $kind } сейчас — хороший багаж для вашего сюжета
baggage-on-bad-you = { $kind } сейчас — плохой багаж для вашего сюжета
baggage-on-none-you = { $kind } сейчас ничего не значит для вашего сюжета: эта часть ничего не сделает

## Размер руки и ее предел

hand-count = { $held }/{ $limit }
hand-over-limit = { $held } — больше предела { $limit }: брать нельзя

## Когда темная карта отвечает на действие (после «Игра спрашивает вас, когда …»)

answers-lead-or-scene = { $who } стоит на улике, которую можно получить, или на месте преступления
answers-lead = { $who } стоит на улике, которую можно получить
answers-low-time = { $who } стоит на улике или на месте преступления, и ВРЕМЕНИ у него не больше, чем отнимает эта карта

## Дело закрыто: строки VP каждого места

vp-guilty-hunch = Виновная догадка { $how ->
    [right] верна: { $suspect }
    [dead] { $suspect } (мертв)
   *[wrong] { $suspect } (не убийца)
}
vp-innocent-hunch = Невиновная догадка { $how ->
    [right] верна: { $suspect }
    [dead] { $suspect } (мертв)
   *[wrong] { $suspect } (убийца)
}
vp-guilty-hunch-now = Виновная догадка { $suspect }: { $how ->
    [right] сейчас самый вероятный убийца, называется убийцей в { $chance }% раскладов скрытых улик
    [dead] мертв
   *[wrong] сейчас не самый вероятный убийца, называется убийцей в { $chance }% раскладов скрытых улик
}
vp-innocent-hunch-now = Невиновная догадка { $suspect }: { $how ->
    [right] сейчас не самый вероятный убийца, не убийца в { $chance }% раскладов скрытых улик
    [dead] мертв
   *[wrong] сейчас самый вероятный убийца, не убийца в { $chance }% раскладов скрытых улик
}
vp-obsession = Одержимость подозреваемым { $suspect } окупилась
vp-happy-ending = счастливое окончание: «{ $ending }» ({ $plot })
vp-sad-ending = грустное окончание: «{ $ending }» ({ $plot })
vp-conspiracy-tokens = токены заговора: { $n } × 4
vp-haas-tokens = токены Haas: { $n } × 3
vp-jinteki-tokens = токены Jinteki: { $n } × 3
vp-what-haas = токены Haas
vp-what-jinteki = токены Jinteki
vp-links = связи с группой «{ $group }»: { $links }; { $what }: { $count } × { $links }
vp-trauma-small = травма: { $n } (−1)
vp-trauma-big = травма: { $n } (−3)
vp-memory = { $card }
vp-memory-unseen = карта Воспоминания

## Что закрытие дела сделает с подозреваемым, по тому, что знает место

close-at = При закрытии дела: { $total }
close-at-known-hover = Вы знаете каждый токен этого подозреваемого, так что это его итог при закрытии дела, как все стоит сейчас. Сильный файл теряет каждый токен своего наименьшего значения, слабый — наибольшего; каждое алиби или неожиданный свидетель считается −5 или +5, если с ним сложится лжесвидетельство.
close-at-unknown = При закрытии дела: { $total } (неизвестных токенов лицом вниз: { $unknown })
close-at-range = При закрытии дела: от { $low } до { $high } (неизвестных токенов лицом вниз: { $unknown })
close-at-range-hover = По тому, что вы знаете: увиденные токены считаются как есть, а каждый невиданный токен лицом вниз может быть любым токеном, которого вы нигде не видели. Итог, как все стоит сейчас, лежит между этими числами. Сильный файл теряет каждый токен своего наименьшего значения, слабый — наибольшего; каждое алиби или неожиданный свидетель считается −5 или +5, если с ним сложится лжесвидетельство.
close-note-would = { $file ->
    [weak] это было бы наибольшее значение файла и сбросилось бы при закрытии дела (слабый файл теряет все жетоны наибольшего значения)
   *[strong] это было бы наименьшее значение файла и сбросилось бы при закрытии дела (сильный файл теряет все жетоны наименьшего значения)
}
close-note-alone = { $file ->
    [weak] один в слабом файле, он наибольший и пока сбросится при закрытии дела: он засчитается, когда к нему добавится жетон больше
   *[strong] один в сильном файле, он наименьший и пока сбросится при закрытии дела: он засчитается, когда к нему добавится жетон меньше
}
close-note-may = { $file ->
    [weak] это может оказаться наибольшим значением файла и сброситься при закрытии дела (слабый файл теряет все жетоны наибольшего значения)
   *[strong] это может оказаться наименьшим значением файла и сброситься при закрытии дела (сильный файл теряет все жетоны наименьшего значения)
}

## Постоянные правила (верхняя панель) и действующие правила

standing-third-home = Третья Директива: в { $place }, оставаться до конца { $day }-го дня
standing-third-away = Третья Директива: быть в { $place } к концу { $day }-го дня — { $far }
standing-moves-away = { $moves ->
    [one] 1 перемещение
    [few] { $moves } перемещения
   *[many] { $moves } перемещений
} ({ $time } ВРЕМ.)
standing-far-away = далеко
standing-second-no-light = Вторая Директива: больше никаких светлых карт в этот ход
standing-second-free-lead = Вторая Директива: первая улика в этот ход бесплатна
standing-good-mood = Хорошее настроение: предел руки { $limit }
standing-bad-mood = Плохое настроение: предел руки { $limit }
standing-sanity = Рассудок { $n }
standing-murder-rule = Правило убийства: { $name }
rule-ruler = линейка { $n } мм
rule-move-cost = перемещения стоят { $n } ВРЕМ.
rule-time-per-turn = { $n } ВРЕМ. каждый ход
rule-hand-limit = предел руки { $n }
rule-no-draws = нельзя брать сумеречные карты
rule-no-follow-ups = нельзя получать улики

## Те же строки, сказанные сидящему у экрана о его собственной команде (строка состояния)

log-move-you = Вы перемещаетесь из { $from } в { $to }: { $cost } ВРЕМЯ, осталось { $left }.
log-move-restricted-you = Вы перемещаетесь из { $from } в { $to }: { $cost } ВРЕМЯ (запрещенная локация, без ордера), осталось { $left }.
log-move-dropship-you = Вы летите на дропшипе (пропуск возвращается в NAPD) из { $from } в { $to }: { $cost } ВРЕМЯ, осталось { $left }.
log-move-beanstalk-you = Вы перемещаетесь по Beanstalk из { $from } в { $to }: { $cost } ВРЕМЯ, осталось { $left }.
log-jump-you = Вы опережаете всех в деле: ваш маркер героя теперь на месте преступления (осталось { $left } ВРЕМЯ).
log-follow-up-climax-you = Вы получаете улику ({ $lead }) в { $at }; в кульминацию она покидает игру.
log-follow-up-you = Вы получаете улику ({ $lead }) в { $at }; { $by }, игрок справа от вас, перемещает улику.
log-lead-moved-you = Вы перемещаете улику ({ $lead }) из { $from } в { $to }.
log-draws-evidence-you = Вы берете токен свидетельства для файла «{ $kind }».
log-places-face-up-you = Вы кладете { $token } лицом вверх в файл «{ $kind }» подозреваемого { $suspect }.
log-places-face-down-you = Вы кладете токен лицом вниз в файл «{ $kind }» подозреваемого { $suspect }.
log-sends-lily-you = Вы отправляете Лили в { $to }.
log-sends-jimmy-you = Вы отправляете Джимми в { $to }.
log-uncovers-you = Вы раскрываете: { $piece } — из груды «{ $pile }».
log-digs-deeper-you = Вы копаете глубже: ваш маркер героя встает рядом с грудой «{ $pile }» (это видно на вкладке «Паззл»); следующее раскрытие берет из этой груды.
log-gains-favor-you = Вы получаете токен «{ $favor }».
log-places-piece-you = Вы выкладываете в паззл: { $piece } (столбец { $col }, ряд { $row }).
log-plays-light-you = Вы играете «{ $card }» (оплата: { $paid }): на карте: «{ $text }»
log-plays-dark-you = Вы играете «{ $card }» против { $whom } (оплата: { $paid }): на карте: «{ $text }»
log-draws-card-you = Вы берете карту из { $whose }.
log-draws-free-seedy-you = Вы берете карту из { $whose } (бесплатно, захудалая локация).
log-draws-free-ritzy-you = Вы берете карту из { $whose } (бесплатно, роскошная локация).
log-draws-extra-you = Вы берете карту из { $whose } (дополнительная карта при подготовке).
log-free-card-skipped-you = Вы отказываетесь от бесплатной карты.
log-free-cards-skipped-today-you = Вы отказываетесь от бесплатной карты и от всех бесплатных карт до конца дня.
log-discards-card-you = Вы сбрасываете «{ $card }» под низ ее колоды.
log-uses-ability-you = Вы используете способность локации { $place }: { $text }
deck-own-light-you = своей светлой колоды
said-ended-turn-you = Вы закончили ход.
said-no-counter-you = Вы не отвечаете на темную карту светлой.
