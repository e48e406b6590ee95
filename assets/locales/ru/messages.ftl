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
refuse-out-of-reach = до { $to } { $mm } мм, а ваша линейка достает на { $ruler } мм (R-MOVE-1)
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
