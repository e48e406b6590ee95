# New Angeles: слова интерфейса (русский). Ключи: assets/locales/en/ui.ftl.
# Термины: docs/glossary.ru.md.

## Заставка и главное меню

menu-title = NEW ANGELES
menu-tagline = Убийство в городе Beanstalk. Две недели, чтобы закрыть дело.
menu-learn = Научиться играть
menu-learn-under = Учебное первое дело: наставник показывает по одной вещи за раз, в настоящей игре.
menu-quick = Быстрая игра
menu-quick-under = Вы и три бота среднего уровня, случайные детективы и убийство; вы ходите первым.
menu-new = Новая игра…
menu-new-under = Выберите убийство, от 3 до 5 мест, детективов, людей и ботов.
menu-continue = Продолжить
menu-continue-none = Пока нет игры, которую можно продолжить.
menu-saves-show = Загрузить сохранение…
menu-saves-hide = Скрыть сохранения
menu-saves-none = Сохранений пока нет.
menu-saves-count = { $count ->
    [one] { $count } сохраненная игра.
    [few] { $count } сохраненные игры.
   *[many] { $count } сохраненных игр.
}
menu-saves-summary = { $saves ->
    [0] Своих сохранений пока нет
    [one] { $saves } сохраненная игра
    [few] { $saves } сохраненные игры
   *[many] { $saves } сохраненных игр
} · { $auto ->
    [one] { $auto } автосохранение.
    [few] { $auto } автосохранения.
   *[many] { $auto } автосохранений.
}
menu-rules = Правила
menu-rules-under = Справочник правил с поиском (F1 в любом месте).
menu-settings = Настройки
menu-settings-under = Язык, масштаб интерфейса, темп, звук, палитра для дальтоников.
menu-quit = Выход
save-autosave = Автосохранение
save-unnamed = Сохраненная игра
save-slot-turn = { $slot } · ход: { $who }
save-slot-name = Сохранение { $n }
save-closed = дело закрыто
save-week-day = неделя { $week }, день { $day }
save-load = Загрузить
save-delete = Удалить
save-delete-hover = Удалить это сохранение (спросит ещё раз)
save-delete-sure = Удалить?
save-lesson-step = Урок, шаг { $n }
save-random-murder = случайное убийство
save-seats = { $count ->
    [one] { $count } место
    [few] { $count } места
   *[many] { $count } мест
}
save-actions = { $count ->
    [one] { $count } действие
    [few] { $count } действия
   *[many] { $count } действий
}

## Приветствие при первом запуске

welcome-title = Добро пожаловать в New Angeles
welcome-text = Впервые в игре? «Научиться играть» — учебное первое дело: наставник показывает по одной вещи за раз.
welcome-skip = Пропустить урок: начать игру на { $count } { $count ->
    [one] игрока
   *[other] игроков
}{ $humans ->
    [0] {""}
    [1] {""}
   *[other] {" "}(людей за этим экраном: { $humans })
}
welcome-skip-hover = Игра, заданная в командной строке.

## Новая игра

form-murder = Убийство
form-random = Случайно
form-players = Игроки
form-seat = Место { $seat }
form-random-detective = Случайный детектив
form-human = Человек
form-bot = Бот
form-bot-levels = Легкий: правдоподобные ходы, почти без планов. Средний: распределяет ВРЕМЯ, играет на свои догадки, строит связи. Сложный: пробует лучшие варианты и куда идти дальше, разыгрывая партии из того, что знает, и выбирает лучший (думает мгновение перед каждым ходом).
form-seed = Зерно
form-seed-hint = случайно
form-seed-bad = зерно должно быть целым числом
form-hints = Разрешить подсказки (каждый просит свою, после передачи экрана)
form-hints-hover = Подсказка показывает лучшее действие для игрока у экрана, по тому, что он может знать, и только когда он просит. Снимите отметку, если все предпочитают играть без помощи.
form-start = Начать расследование
form-back = Назад
murder-random = Случайное убийство. У каждого убийства есть свое особое правило: вкладка «Подозреваемые» покажет его, когда игра начнется.
murder-scene = Место преступления: { $place }
murder-rule = Особое правило: { $name }
murder-rule-hover = Особое правило: { $name }. { $what }

## Пауза

pause-title = Пауза
pause-when = Неделя { $week }, день { $day }
pause-resume = Продолжить
pause-save = Сохранить
pause-save-name = Название (по желанию)
pause-save-name-hover = Название этого сохранения в списке; если оставить пустым, оно получит номер («Сохранение 3»).
pause-loaded = Загружено: { $what }.
pause-saved = Сохранено как { $slot }; его можно найти в «Загрузить игру…».
pause-save-failed = Не удалось сохранить игру: { $reason }
pause-autosaves = Игра также сохраняется сама после каждого действия.
pause-saves-show = Загрузить игру…
pause-saves-hide = Скрыть сохранения
pause-settings = Настройки
pause-rules = Правила
pause-to-menu = В главное меню
pause-to-menu-under = Ваша игра сохранена: «Продолжить» вернет ее.
pause-quit = Выход

## Настройки

settings-title = Настройки
settings-open = Настройки
settings-open-hover = Язык, масштаб интерфейса, подтверждения, скорость анимации, пауза ботов, цвета.
settings-language = Язык
settings-language-hover = Язык всей игры: меню, карты, сюжеты, события, справочник правил. Меняется сразу.
settings-ui-scale = Масштаб интерфейса
settings-ui-scale-hover = Размер панелей, окон и текста.
settings-end-turn = Конец хода
settings-end-turn-ask = Спрашивать перед концом хода, если осталось ВРЕМЯ
settings-dark-cards = Темные карты
settings-auto-pass = Спрашивать, только когда моя карта отвечает на действие
settings-auto-pass-hover = В новых играх игра пасует за вас после действия другого детектива, если ни одна ваша темная карта на него не отвечает (например, на улику, которую он может получить). Каждую темную карту в руке можно также отметить «Спрашивать» или «Никогда не спрашивать».
settings-leads = Улики
settings-auto-leads = Пусть игра выбирает, куда уходят улики, которые я перемещаю
settings-auto-leads-hover = Когда детектив слева от вас идёт по улике, вы переносите её в другое место того же типа. С этой галочкой игра выбирает за вас, как выбрал бы бот на вашем месте по тому, что вы видите.
settings-free-cards = Бесплатные карты
settings-auto-draws = Брать за меня бесплатную карту в роскошных и захудалых локациях
settings-auto-draws-hover = Перемещение в роскошную локацию даёт бесплатную светлую карту из вашей колоды, в захудалую — бесплатную тёмную карту из колоды соперника. С этой галочкой игра берёт её за вас, не спрашивая (колоду соперника она выбирает, как бот на вашем месте по тому, что вы видите); с полной рукой ничего не берётся.
settings-animation = Скорость анимации
settings-animation-note = Как быстро детективы, улики и маркеры скользят по полю.
settings-bot-pause = Пауза ботов
settings-bot-pause-note = Сколько секунд бот ждет между действиями, чтобы за ним можно было следить (0: полная скорость).
settings-bot-pause-cli = Сколько секунд бот ждет между действиями. Этот запуск использует --bot-delay { $amount } из командной строки; настройка действует, когда игра запущена без него.
settings-colours = Цвета
settings-colour-blind = Палитра для дальтоников для типов локаций
settings-colour-blind-note = Цвета Окабэ–Ито, различимые при дейтеранопии и протанопии. Формы и названия несут тот же смысл.
settings-saved-in = Хранятся на этом компьютере для всех игр (файл — при наведении).
settings-save = Сохранить
settings-saved = Настройки сохранены: они действуют во всех играх.
settings-save-hover = Оставить эти настройки (Enter).
settings-save-failed = Не удалось сохранить в { $place }: { $reason }
settings-cancel = Отмена
settings-cancel-hover = Вернуть настройки, какими они были (Esc).
settings-defaults = По умолчанию
settings-defaults-hover = Все настройки по умолчанию (не сохраняются, пока вы не нажмете «Сохранить»).
loc-type-religious = религиозная
loc-type-civic = гражданская
loc-type-residential = жилая
loc-type-business = деловая
loc-type-nightlife = ночной жизни

## Справочник правил и вопрос о конце хода

rules-open = Правила (F1)
rules-hide = Скрыть правила
rules-open-hover = Справочник правил: каждое правило с его ID, с поиском.
rules-link-hover = Открыть справочник правил на { $what }.
rules-title = Справочник правил
rules-filter = Фильтр
rules-filter-hint = ID правила (R-MOVE) или слова (дропшип)
rules-clear = Очистить
rules-count = { $count } из { $total } правил
rules-manual = Как играть: руководство
rules-glossary = Глоссарий: слова игры
rules-none = Ни одно правило не подходит под фильтр.
end-turn-title = Закончить ход?
end-turn-text = У вас еще { $time } { $time ->
    [one] ВРЕМЯ
   *[other] ВРЕМЕНИ
}. ВРЕМЯ, оставшееся в конце хода, теряется.
end-turn-end = Закончить ход
end-turn-keep = Продолжить ход
end-turn-note = Enter завершает ход, Esc — играть дальше. Чтобы не видеть этот вопрос, снимите в настройках «Спрашивать перед концом хода, если осталось ВРЕМЯ».

## Верхняя панель и темп ботов

top-case-closed = Дело закрыто
top-bot = (бот)
top-menu = ☰ Меню
top-menu-hover = Пауза: сохранить, загрузить, настройки, правила, в главное меню (Esc).
top-rules = Правила
top-rules-hover = Справочник правил с поиском.
top-murder-rule = Особое правило этого убийства, { $name } ({ $kind }): { $what }
top-week-day = Неделя { $week } · День { $day }
top-day = Неделя { $week }, день { $day }
top-day-event = общее событие в конце дня
top-day-plots = сюжеты разрешаются в конце дня
top-day-climax = кульминация — полученные улики уходят из игры
top-climax = Кульминация
top-climax-hover = Последние два дня игры: полученная улика уходит из игры, а не перемещается дальше.
top-time = { $time } { $time ->
    [one] ВРЕМЯ
   *[other] ВРЕМЕНИ
}
top-time-hover = ВРЕМЯ, оставшееся на этот ход: перемещение, получение улики, взятие или сброс карты, розыгрыш светлой карты или «опередить всех в деле» стоят по 1 ВРЕМЯ; способности и события — как в них сказано.
pace-fast = Быстро: боты играют быстро.
pace-normal = Обычно: между действиями ботов есть пауза, чтобы вы их видели (пауза ботов из настроек).
pace-paused = Пауза: боты ждут; проводите их по одному действию.
pace-step = Шаг
pace-step-hover = На паузе: бот делает следующее действие.
pace-step-disabled = Сначала поставьте паузу; шаги — для ходов ботов.
pace-waits-for-you = Остальные ждут вашего ответа
pace-held-after-load = Боты ждут, пока вы смотрите на загруженную игру: ▶ на верхней панели даёт им продолжить.
pace-bots-paused = Боты на паузе
pace-bots-playing = Боты играют
pace-bots-fast = Боты играют быстро
pace-word = Темп

## Боковые вкладки и панель хода

tab-suspects = Подозреваемые
tab-hand = Рука
tab-plot = Сюжет
tab-puzzle = Паззл
tab-events = События
tab-detectives = Детективы
tab-log = Журнал
turn-yours = Ваш ход — осталось { $time } { $time ->
    [one] ВРЕМЯ
   *[other] ВРЕМЕНИ
}
turn-yours-short = Ваш ход · ВРЕМЯ: { $time }
turn-undo = Отменить
turn-undo-hover = Вернуть последний шаг (перемещение, способность): игра пересчитывается без него.
turn-undo-disabled = Нечего отменять: вернуть можно только свои перемещения и способности после последнего открытого (взятой или сыгранной карты, полученной улики, вопроса к другому месту).
turn-end = Закончить ход
turn-ruler-hint = Нажмите на своего детектива и тяните линейку к подсвеченной локации, чтобы переместиться туда.
turn-case-closed = Дело закрыто
turn-show-result = Показать итог
turn-day-ends = День заканчивается…
turn-waiting = Ждем: { $what }
turn-waiting-turn = Ждем, пока { $name } сделает ход
turn-seat-bot = { $name } — место бота.
turn-seat-bot-paused = { $name } — место бота, а боты на паузе: нажмите ▶ или «Шаг» на верхней панели.
turn-seat-human = { $name } — место игрока.
turn-seat-away = Игрок за { $name } отошел: стол ждет его, или после заданной паузы за это место играет бот хоста.
turn-seat-away-bot = Игрок за { $name } отошел: пока он не вернется, за это место играет бот хоста.

## Наставник урока

coach-over = Урок окончен
coach-over-closed = Вы увидели все первое дело. Для своей игры: Меню (справа вверху), В главное меню, затем Быстрая игра.
coach-over-open = Вы увидели все первое дело. Играйте дальше: игра ваша.
coach-close = Закрыть наставника
coach-end = Закончить урок
coach-end-hover = Закрыть наставника и играть дальше.
coach-next = Далее
coach-finish = Завершить урок
coach-skip = Пропустить
coach-skip-hover = Идти дальше, не делая этого.
coach-next-waiting = Наставник ждёт, пока вы выполните этот шаг («Пропустить» — идти дальше без него).
coach-fast = Перемотать
coach-wait-day = Ждём, когда начнется день { $day }.
coach-fast-hover = Боты играют за все места, и за ваше тоже, до конца недели 2; затем стол покажет закрытие дела.
coach-back = Назад
coach-who = НАСТАВНИК
coach-step = Шаг { $n } из { $total } урока.
coach-wait-answer = Готово. Теперь ответьте на вопрос игры в панели справа вверху.
coach-wait-answer-or-go = Готово. Ответьте на вопрос справа вверху или продолжайте ход (перемещение или улика означают «Пас»).
coach-wait-settle = Готово. Игра заканчивает с этим: отвечает другой детектив.
coach-wait-move = Ждем, пока вы переместитесь с линейкой.
coach-wait-followup = Ждем, пока вы получите улику.
coach-wait-endturn = Ждем, пока вы закончите ход.
coach-wait-playlight = Ждем, пока вы сыграете светлую карту.
coach-wait-drawcard = Ждем, пока вы возьмете карту.
coach-wait-useability = Ждем, пока вы используете способность локации.
coach-wait-uncoverconspiracy = Ждем, пока вы раскроете заговор.
coach-wait-placeevidence = Ждем, пока вы разместите свидетельство.
coach-wait-other = Ждем, пока вы это сделаете.
coach-wait-tab = Ждем, пока вы откроете вкладку «{ $name }».
coach-wait-close = Ждем закрытия дела.

## Месяцы в датах сохранений (23 ноя 14:05)

month-1 = янв
month-2 = фев
month-3 = мар
month-4 = апр
month-5 = мая
month-6 = июн
month-7 = июл
month-8 = авг
month-9 = сен
month-10 = окт
month-11 = ноя
month-12 = дек

## Дело закрыто и просмотр

closed-title = Дело закрыто
closed-quit = Выход
closed-to-menu = В главное меню
closed-step-through = Пройти игру по шагам
closed-step-through-hover = Просмотреть игру ход за ходом с начала, на поле.
closed-look = Посмотреть на поле
review-title = Просмотр
review-at = неделя { $week }, день { $day }, ход { $n }
review-at-close = закрытие дела
review-now = Сейчас: { $what } — показано { $count } из { $total } действий. В повторе ничего нельзя сыграть.
review-start = ⏮ Начало
review-start-hover = Назад к подготовке.
review-back = ◀ Ход
review-back-hover = На ход назад.
review-on = Ход ▶
review-on-hover = На ход вперед.
review-end = Конец ⏭
review-end-hover = К закрытию дела.
review-leave = Выйти из просмотра

# Sound (Settings → Sound, the M key)
sound-title = Звук
sound-master = Общая громкость
sound-master-hover = Громкость всего.
sound-effects = Эффекты
sound-effects-hover = Перемещения, улики, свидетельства, карты, паззл, события, ваш ход.
sound-music = Музыка
sound-music-hover = Мелодии меню, дня и кульминации.
sound-mute = Без звука
sound-mute-box = Выключить звук (M)
sound-note = Все звуки игра создает сама; ничего устанавливать не нужно.
sound-off-note = Звук выключен (M включает)
sound-on-note = Звук включен (M выключает)

## Игра по сети: присоединиться, создать стол, лобби

menu-online = Игра по сети
menu-online-under = Друзья за своими экранами: присоединитесь к столу по коду приглашения или создайте свой.
online-title = Игра по сети
online-join = Присоединиться к столу
online-join-under = Вставьте код приглашения, который прислал друг.
online-host = Создать стол
online-host-under = Выберите убийство и места; отправьте друзьям код приглашения.
online-code = Код приглашения
online-code-hint = new-angeles://…
online-code-missing = Вставьте код приглашения.
online-name = Ваше имя
online-name-missing = Укажите имя: его увидят другие за столом.
online-join-go = Присоединиться
online-join-token = Ваше место сохранено здесь: войдя снова с тем же кодом, вы вернете его.
online-bad-code = Это не код приглашения: { $why }
online-wrong-certificate = Это не хост из кода приглашения (его сертификат другой). Попросите новый код.
online-unreachable = По этому адресу хост не отвечает. Стол еще открыт, и порт доступен?
online-lost = Связь с хостом потеряна. Войдите снова с тем же кодом, чтобы вернуть свое место.
online-host-failed = Стол не удалось создать здесь: { $why }
online-bad-host = Хост прислал то, что игра не может показать; соединение закрыто.
online-refused-versions = У хоста другая версия: у хоста { $host }, у вас { $client }.
online-refused-no-table = У хоста нет стола { $code }.
online-refused-full = Стол полон: свободных мест нет.
online-refused-token = Вашего сохраненного места за этим столом больше нет.
online-refused-owner = Это может только игрок, создавший стол.
online-refused-started = Игра началась: места уже распределены.
online-refused-setup = Стол нельзя подготовить: { $why }
online-refused-other = Хост отказал: { $why }
online-who-me = Я
online-who-friend = Друг
online-away = Если игрока нет
online-away-wait = Стол ждет
online-away-bot = Бот играет через
online-away-secs = с
online-where = Где
online-where-here = На этом компьютере
online-where-server = На сервере
online-server = Сервер
online-server-hint = АДРЕС:ПОРТ#ОТПЕЧАТОК, как его печатает `serve`
online-server-missing = Укажите адрес сервера и отпечаток.
online-port = Порт
online-port-hint = любой свободный
online-port-bad = Порт — это число от 1 до 65535.
online-address = Адрес в коде
online-address-hover = Адрес, по которому друзья достанут этот компьютер; он входит в код приглашения.
online-address-bad = «{ $address }» — не адрес: нужен IP-адрес (192.0.2.7) или имя хоста (myhost.example.org).
online-host-one-me = Выберите одно место для себя («Я»).
online-host-go = Создать стол
online-connecting = Соединение…
online-lobby-table = Стол { $code }
online-invite = Код приглашения
online-invite-under = Отправьте его друзьям: в нем адрес, стол и сертификат хоста.
online-copy = Копировать
online-seat-you = { $seat } (вы)
online-seat-open = свободно: ждем друга
online-seat-bot = бот ({ $level })
online-seat-here = { $name }, здесь
online-seat-away = { $name }, нет на месте
online-seat-away-bot = { $name }, нет на месте: пока играет бот
online-make-bot = Отдать боту
online-start-now = Начать сейчас
online-start-under = Свободные места займут боты.
online-starting = Игра начинается…
online-waiting = Ждем, когда хост начнет игру.
online-leave = Покинуть стол

## Что я могу сделать? (список возможностей хода)

options-move = Переход в одно из мест: { $count } ({ $low }–{ $high } ВРЕМЯ). Тяните линейку от своего детектива или щелкните по месту (по дальнему — путь туда).
options-move-same = Переход в одно из мест: { $count } ({ $low } ВРЕМЯ). Тяните линейку от своего детектива или щелкните по месту (по дальнему — путь туда).
options-reach = Улик в пределах досягаемости: { $n } (см. обводку на карте): щелчок по улике ведет туда и сразу проверяет ее (3 ВРЕМЕНИ и больше — сначала вопрос).
options-dropship = Или пропуск на дропшип: любое из мест ({ $count }) за { $low } ВРЕМЯ (нажмите «Пропуск на дропшип», затем место).
options-dropship-range = Или пропуск на дропшип: любое из мест ({ $count }) за { $low }–{ $high } ВРЕМЕНИ (запрещенная локация без вашего ордера стоит дороже; нажмите «Пропуск на дропшип», затем место).

## Поле, когда нажатие на нем ничего не может сделать

board-answer-first = Сначала ответьте на вопрос игры: он в панели с янтарной рамкой (▼ Показать раскрывает ее, если вы ее свернули).
board-no-turn = Сейчас никто не ходит.
board-waits-for = Сейчас не ваш ход: игра ждет { $who }.
board-not-your-turn = Сейчас не ваш ход: ходит { $who }.
## Загрузка содержимого

loading-city = Загружаем город…
loading-files = Файлы содержимого: { $done } из { $total }
loading-file-failed = не удалось загрузить файл содержимого в { $where }; подробности в консоли
loading-broken = Содержимое повреждено
loading-broken-how = New Angeles не может начать игру с этим содержимым. Исправьте эти ошибки и запустите снова:
loading-check = `new-angeles check` выводит тот же список.

## Bot levels

form-level-easy = легкий
form-level-normal = средний
form-level-hard = сложный
online-sit-again = Вернуться за стол { $table }
online-sit-again-under = Ваше место там сохранено: тот же код возвращает его.
online-sit-again-name = Игрок
online-mine-open = Ваш стол { $table } всё ещё открыт на этом компьютере: остальные продолжают игру.
online-mine-back = Вернуться за свой стол
online-mine-close = Закрыть свой стол
online-mine-close-under = Остальные будут отключены; стол сохранится на этом компьютере и откроется снова, когда вы начнёте принимать игру.
