## Catalogo italiano di Redzone. Fonte: en.ftl (stessi id, stesse variabili).

cite = {" "}(regola { $rule })
cited = { $text }{ $end }{ $cite }
rule-ref = { $count ->
    [one] regola { $rules }
   *[other] regole { $rules }
}
error-join = { $head } { $detail }
list-sep = {", "}
name-aside = { $name } ({ $aside })

## Modalità

mode-1v1 = 1 contro 1
mode-multiplayer = multigiocatore
mode-2hg = Gigante a Due Teste
mode-commander = Commander

## Riepilogo del combattimento

summary-title = Esito ({ $mode })
summary-life = { $player }: punti vita { $before } → { $after }
summary-life-poison = { $player }: punti vita { $before } → { $after }, segnalini veleno { $poison_before } → { $poison_after }
summary-team = { $team } (squadra): punti vita { $before } → { $after }
summary-team-poison = { $team } (squadra): punti vita { $before } → { $after }, segnalini veleno { $poison_before } → { $poison_after } (perde a { $limit })
summary-died = { $count ->
    [one] { $names } muore.
   *[other] { $names } muoiono.
}
summary-nothing-died = Non muore nessun permanente.
summary-left = { $count ->
    [one] { $names } lascia la partita con il suo proprietario.
   *[other] { $names } lasciano la partita con i rispettivi proprietari.
}
summary-copies = { $count ->
    [one] Una copia lanciata con cifrare: { $spells }
   *[other] { $count } copie lanciate con cifrare: { $spells }
}
summary-lost = { $count ->
    [one] { $names } perde la partita.
   *[other] { $names } perdono la partita.
}
summary-winners = { $count ->
    [one] { $names } vince la partita.
   *[other] { $names } vincono la partita.
}
summary-draw = La partita finisce in parità.
steps-title = Passo per passo

## Eventi

event-attack = { $target_kind ->
    [planeswalker] { $attacker } attacca il planeswalker { $target }.
    [battle] { $attacker } attacca la battaglia { $target }.
   *[player] { $attacker } attacca { $target }.
}
event-block = { $blocker } blocca { $attacker }.
event-step = { $phase ->
    [first] Sottofase di danno da combattimento dell'attacco improvviso: infliggono danno solo le creature con attacco improvviso o doppio attacco ({ $strikers }).
        [second] Seconda sottofase di danno da combattimento: infliggono danno le creature senza attacco improvviso e, di nuovo, quelle con doppio attacco ({ $strikers }).
        [second_late] Seconda sottofase di danno da combattimento: infliggono danno le creature che non avevano né attacco improvviso né doppio attacco quando è iniziata la prima sottofase, anche se ora hanno attacco improvviso, e, di nuovo, quelle con doppio attacco ({ $strikers }).
   *[only] Sottofase di danno da combattimento: ogni creatura attaccante e bloccante assegna il suo danno da combattimento, poi tutto quel danno viene inflitto simultaneamente ({ $strikers }).
}
event-step-none = nessuna
event-assign = { $how ->
    [unblocked] Nessuna creatura blocca { $source }, che assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }.
    [one_blocker] Solo { $target } blocca { $source }, che assegna { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target } { $amount ->
        [one] il suo unico danno
       *[other] tutti i suoi { $amount } danni
    }.
    [divided] { $source } divide il suo danno tra le creature bloccanti e assegna { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target } { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    }, cioè danno letale.
    [divided_partial] { $source } divide il suo danno tra le creature bloccanti e assegna { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target } il danno rimanente ({ $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    }), che non è danno letale.
    [rest] { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, l'ultima creatura bloccante, che riceve anche il danno che resta una volta assegnato danno letale a ogni creatura bloccante.
    [deathtouch] { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }: danno letale, perché { $source } ha tocco letale.
    [lethal] { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }: danno letale.
    [partial] { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }: meno del danno letale, quindi non resta danno da assegnare con travolgere.
    [trample_excess] Grazie a travolgere, { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, dopo aver assegnato danno letale a ogni creatura bloccante.
        [trample_no_blockers] Le creature che bloccavano { $source } non ci sono più: grazie a travolgere, { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }.
    [trample_at_planeswalker] Grazie a travolgere, { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, più della fedeltà di { $target }: senza travolgere sui planeswalker, niente può andare al giocatore in difesa.
    [rest_planeswalker_gone] { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, l'ultima creatura bloccante, che riceve anche il danno che resta una volta assegnato danno letale a ogni creatura bloccante: il planeswalker che { $source } attacca ha lasciato il combattimento e, senza travolgere sui planeswalker, niente può andare al giocatore in difesa.
    [rest_battle_gone] { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, l'ultima creatura bloccante, che riceve anche il danno che resta una volta assegnato danno letale a ogni creatura bloccante: la battaglia che { $source } attacca ha lasciato il combattimento.
    [loyalty] { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, pari alla sua fedeltà.
    [loyalty_others] { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }: insieme al danno che altre creature gli assegnano in questa sottofase, pari alla sua fedeltà.
    [over_planeswalker] { $source } ha travolgere sui planeswalker: il resto, { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    }, va al controllore del planeswalker, { $target }.
    [over_planeswalker_gone] Il planeswalker che { $source } attacca ha lasciato il combattimento; con travolgere sui planeswalker, { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } al giocatore in difesa, { $target }.
    [blocker_lethal] { $source } blocca più creature e divide il suo danno tra di esse come sceglie il suo controllore: { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, danno letale.
    [blocker_partial] { $source } blocca più creature e divide il suo danno tra di esse come sceglie il suo controllore: il resto, { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    }, { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, meno del danno letale.
    [blocker_rest] { $source } blocca più creature: { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, l'ultima di esse, che riceve anche il danno che resta una volta assegnato danno letale a ciascuna.
    [chosen] { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, come il suo controllore ha scelto di dividere il danno tra i bloccanti.
    [chosen_excess] { $source } travolge come ha scelto il suo controllore: { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, una volta assegnato danno letale a ogni bloccante.
    [chosen_over] { $source } ha travolgere sui planeswalker e il suo controllore ha scelto di assegnare { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, il controllore del planeswalker, una volta assegnato danno letale ai bloccanti e, al planeswalker, danno pari alla sua fedeltà.
    [chosen_blocker] { $source } blocca più creature e il suo controllore divide il danno tra di esse come ha scelto: { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }.
    [chosen_attacker] { $source } blocca una creatura con banda, quindi è il giocatore attaccante a dividerne il danno, come ha scelto: { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }.
    [chosen_defender] Una creatura con banda blocca { $source }, quindi è il giocatore in difesa a dividerne il danno tra i bloccanti, come ha scelto: { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }.
   *[blocking] { $source } assegna { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, la creatura che { $source } blocca.
}
event-no_damage = { $why ->
    [no_power] { $source } ha forza 0 o inferiore e non assegna danno da combattimento.
    [blockers_gone] Le creature che bloccavano { $source } non ci sono più e, senza travolgere, { $source } non assegna danno da combattimento.
    [target_gone] { $source } non assegna danno da combattimento: la battaglia che { $source } attacca ha lasciato il combattimento e nessuna creatura blocca { $source }.
    [planeswalker_gone] { $source } non assegna danno da combattimento: il planeswalker che { $source } attacca ha lasciato il combattimento e, senza travolgere sui planeswalker, niente del suo danno può andare al giocatore in difesa.
    [player_left] { $source } non assegna danno da combattimento: il giocatore attaccato da { $source } ha lasciato la partita.
    [controller_left] { $source } non assegna danno da combattimento: il planeswalker che { $source } attacca e il suo controllore hanno lasciato la partita.
    [card_text] { $source } non assegna danno da combattimento: lo dice il testo della sua carta, che prevale sulle regole.
   *[attacker_gone] { $source } non assegna danno da combattimento: la creatura che { $source } blocca non c'è più.
}
event-life_lost = { $amount ->
    [one] { $player } perde 1 punto vita a causa di { $source } ({ $pool ->
            [team] squadra { $team }: ora { $life }
           *[player] ora { $life }
        }).
   *[other] { $player } perde { $amount } punti vita a causa di { $source } ({ $pool ->
            [team] squadra { $team }: ora { $life }
           *[player] ora { $life }
        }).
}
event-life_gained = { $amount ->
    [one] { $player } guadagna 1 punto vita grazie al legame vitale di { $source } ({ $pool ->
            [team] squadra { $team }: ora { $life }
           *[player] ora { $life }
        }).
   *[other] { $player } guadagna { $amount } punti vita grazie al legame vitale di { $source } ({ $pool ->
            [team] squadra { $team }: ora { $life }
           *[player] ora { $life }
        }).
}
event-poison = { $amount ->
    [one] { $player } ottiene un segnalino veleno a causa di { $source } ({ $pool ->
            [team] squadra { $team }: ora { $poison }
           *[player] ora { $poison }
        }).
   *[other] { $player } ottiene { $amount } segnalini veleno a causa di { $source } ({ $pool ->
            [team] squadra { $team }: ora { $poison }
           *[player] ora { $poison }
        }).
}
event-damage_marked = { $amount ->
    [one] { $target } subisce 1 danno da { $source } (danno segnato: { $total }).
   *[other] { $target } subisce { $amount } danni da { $source } (danno segnato: { $total }).
}
event-minus_counters = { $amount ->
    [one] { $source } mette un segnalino -1/-1 su { $target } (ora ne ha { $total }).
   *[other] { $source } mette { $amount } segnalini -1/-1 su { $target } (ora ne ha { $total }).
}
event-loyalty = { $removed ->
    [0] { $target } subisce { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } da { $source }; non ha più segnalini fedeltà da rimuovere (fedeltà 0).
    [one] { $target } subisce { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } da { $source }: si rimuove un segnalino fedeltà (fedeltà { $loyalty }).
   *[other] { $target } subisce { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } da { $source }: si rimuovono { $removed } segnalini fedeltà (fedeltà { $loyalty }).
}
event-defense = { $removed ->
    [0] { $target } subisce { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } da { $source }; non ha più segnalini difesa da rimuovere (difesa 0).
    [one] { $target } subisce { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } da { $source }: si rimuove un segnalino difesa (difesa { $defense }).
   *[other] { $target } subisce { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } da { $source }: si rimuovono { $removed } segnalini difesa (difesa { $defense }).
}
event-commander_damage = { $total ->
    [one] { $player } ha subito finora 1 danno da combattimento dal comandante { $commander }.
   *[other] { $player } ha subito finora { $total } danni da combattimento dal comandante { $commander }.
}
event-dies = { $why ->
    [toughness] { $permanent } ha costituzione 0 o inferiore e va nel cimitero del suo proprietario.
    [lethal] Su { $permanent } è segnato danno letale: un'azione generata dallo stato distrugge { $permanent }.
    [deathtouch] { INITIAL($permanent) ->
        [vowel] Ad
       *[other] A
    } { $permanent } è stato inflitto danno da una fonte con tocco letale: un'azione generata dallo stato distrugge { $permanent }.
    [loyalty] { $permanent } non ha più fedeltà e va nel cimitero del suo proprietario.
    [siege] { $permanent } è un Assedio senza più difesa e nessuna sua abilità è in attesa: va nel cimitero del suo proprietario.
   *[defense] { $permanent } non ha più difesa e va nel cimitero del suo proprietario.
}
event-survives = { $why ->
    [lethal] { $permanent } ha danno letale ma è indistruttibile: l'azione generata dallo stato della regola { $ignores } non ha effetto.
    [deathtouch] { $permanent } ha subito danno da una fonte con tocco letale ma è indistruttibile: l'azione generata dallo stato della regola { $ignores } non ha effetto.
   *[both] { $permanent } ha danno letale, in parte da una fonte con tocco letale, ma è indistruttibile: le azioni generate dallo stato delle regole { $ignores } non hanno effetto.
}
event-loses = { $why ->
    [life] { $player } ha 0 punti vita o meno e perde la partita.
    [poison] { $player } ha 10 o più segnalini veleno e perde la partita.
   *[commander] { $player } ha subito 21 o più danni da combattimento da un solo comandante e perde la partita.
}
event-team_loses = { $why ->
    [life] La squadra { $team } ha 0 punti vita o meno e perde la partita: { $members } perdono insieme.
    [poison] La squadra { $team } ha troppi segnalini veleno e perde la partita: { $members } perdono insieme.
   *[member] Un giocatore della squadra { $team } ha perso, quindi la squadra perde la partita: { $members } perdono insieme.
}
event-leaves = { $count ->
    [0] { $player } lascia la partita.
   *[other] { $player } lascia la partita, e con { $player } la lasciano i permanenti di cui è proprietario: { $permanents }.
}
event-game_over = { $outcome ->
    [draw] La partita finisce in parità: tutti i giocatori rimasti hanno perso nello stesso momento.
    [team_draw] La partita finisce in parità: tutte le squadre rimaste hanno perso nello stesso momento.
    [team] La partita è finita: vince la squadra { $team }, e con lei { $winners }.
   *[player] La partita è finita: vince { $winners }.
}
event-cipher = { $creature } ha inflitto danno da combattimento { INITIAL($player) ->
        [vowel] ad
       *[other] a
    } { $player }: { $caster } lancia una copia di { $spell }, cifrata su { $creature }. La copia è una nuova magia con i propri bersagli; il risultato presume che abbia come bersaglio { $player }.
event-copy_resolves = { $outcome ->
    [life] La copia di { $spell } si risolve.
    [partial] La copia di { $spell } si risolve; è simulata solo la perdita di punti vita, non il resto del suo effetto.
    [player_left] { $player } ha lasciato la partita e non può più essere un bersaglio: la copia di { $spell } può avere come bersaglio un altro giocatore, cosa che non viene simulata.
   *[reported] La copia di { $spell } si risolve; il suo effetto non viene simulato.
}

## Errori

error-syntax = Non riesco a leggere questa situazione di gioco.
error-unknown_keyword = Parola chiave sconosciuta.
error-unknown_reference = Quel nome non indica nulla nella situazione di gioco.
error-ambiguous_reference = Quel nome indica più di una cosa.
error-illegal_block = Quel blocco non è consentito.
error-illegal_attack = Quell'attacco non è consentito.
error-conflicting_life = Due totali diversi per la stessa squadra.
error-too_large = Questa situazione di gioco è troppo grande.
error-internal = Qualcosa è andato storto da parte nostra. Ci scusiamo! L'errore è stato registrato.
error-id = Codice dell'errore: { $id }. Comunicalo a chi gestisce il bot.
error-command-title = Il comando non è stato eseguito
error-command-permissions = Per usare questo comando ti serve il permesso { $permissions } su questo server.
error-command-bot-permissions = In questo canale Redzone ha bisogno del permesso { $permissions }: chiedi ai moderatori del server di concederlo.
error-command-guild-only = Questo comando funziona solo nei canali di un server.
error-command-check = Non puoi usare questo comando qui.
error-command-option = «{ $value }» non è tra i valori di questa opzione: scegline uno tra quelli proposti da Discord.
error-command-cooldown = Questo comando è in pausa: riprova { $when }.
error-command-outdated = Questo comando è cambiato da quando la tua app di Discord l'ha caricato. Riprova tra un minuto, o riavvia Discord se il problema persiste.
permission-manage-guild = Gestisci server

error-detail-empty = La situazione è vuota. Prova: Alice: Orso 2/2 | Bob:
error-detail-expected-side = Manca uno schieramento tra i separatori.
error-detail-expected-defender = Dopo | o contro serve lo schieramento che difende.
error-detail-quick-team = Le squadre (&) richiedono la forma completa con i nomi dei giocatori, come Alice: Orso 2/2 | Bob: & Ben:
error-detail-expected-player = Serve un giocatore prima e dopo &.
error-detail-expected-colon = Dopo il nome del giocatore servono i due punti, come Alice: Orso 2/2
error-detail-expected-player-name = Prima dei due punti serve il nome di un giocatore.
error-detail-expected-name = Qui serve un nome.
error-detail-expected-reference = Dopo questo serve un nome, un id o un numero.
error-detail-player-header = Qui ci vanno i punti vita, p seguito dai segnalini veleno (p3) oppure cd(comandante N), non «{ $token }».
error-detail-cd-shape = Il danno da comandante si scrive cd(NOME N), come cd(Atraxa 15).
error-detail-unclosed = Una parentesi non è chiusa.
error-detail-expected-pt = Serve forza/costituzione (come 2/2), oppure «pw N» o «battaglia N», in «{ $text }».
error-detail-after-permanent = Dopo la fedeltà di un planeswalker o la difesa di una battaglia non può esserci altro.
error-detail-toughness = La costituzione deve essere almeno 1.
error-detail-twice = «{ $token }» è scritto due volte per la stessa creatura.
error-detail-unexpected = «{ $token }» non è previsto qui.
error-detail-unknown-keyword = «{ $token }» non è una parola chiave che conosco. Parole chiave: { $keywords }.
error-detail-keyword-number = { $keyword } richiede un numero, come { $keyword } 2.
error-detail-cipher-shape = Cifrare si scrive cifrare(NOME DELLA MAGIA), come cifrare(Ombre Trancianti).
error-detail-extra-colon = Qui compare un secondo «:»: separa i giocatori con | (o con & i compagni di squadra).
error-detail-clause-colon = Niente «:» dopo «{ $token }»: scrivi il nome subito dopo ({ $token } NOME).
error-detail-number = Quel numero è troppo grande (al massimo { $limit }).
error-detail-chars = La situazione è troppo lunga (al massimo { $limit ->
    [one] 1 carattere
   *[other] { $limit } caratteri
}).
error-detail-sides = Troppi schieramenti (al massimo { $limit }).
error-detail-players = Troppi giocatori (al massimo { $limit }).
error-detail-things = Troppi permanenti (al massimo { $limit }).
error-detail-mode-teams = Le squadre (&) esistono solo nel Gigante a Due Teste, non nella modalità { $mode }.
error-detail-mode-sides = { $mode } ha esattamente due schieramenti.
error-detail-duplicate-player = Due giocatori si chiamano { $name }.
error-detail-already-dead = { $name } ha già danno letale segnato.
error-detail-already-lost = { $name } avrebbe già perso la partita prima di questo combattimento.
error-detail-conflicting-life = I punti vita di questa squadra sono scritti sia come { $first } sia come { $second }.
error-detail-conflicting-poison = I segnalini veleno di questa squadra sono scritti sia come { $first } sia come { $second }.
error-detail-unknown-reference = { $suggestion ->
    [none] Non c'è nulla che si chiami «{ $ref }».
   *[other] Non c'è nulla che si chiami «{ $ref }». Forse intendevi «{ $suggestion }»?
}
error-detail-ambiguous = «{ $ref }» corrisponde a { $count ->
    [one] una cosa
   *[other] { $count } cose
}: usa il suo id (a1, b2, …).
error-detail-not-a-commander = { $ref } non è una creatura, quindi non può essere un comandante.
error-detail-defender-attacks = { $name } è in uno schieramento che difende: attacca solo il primo schieramento.
error-detail-attacker-blocks = { $name } sta attaccando, quindi non può bloccare.
error-detail-attack-own = Una creatura può attaccare solo un avversario, un suo planeswalker o una battaglia che protegge, non { $name }.
error-detail-attack-creature = Le creature non possono essere attaccate: { $name } è una creatura.
error-detail-block-non-attacker = { $name } non è una creatura attaccante: si possono bloccare solo le creature attaccanti.
error-detail-flying = { $name } non può bloccare { $attacker }: una creatura con volare può essere bloccata solo da creature con volare o raggiungere ({ $rule }).
error-detail-menace = { $name } non può bloccare { $attacker } senza altre creature: una creatura con minacciare non può essere bloccata tranne che da due o più creature ({ $rule }).
error-detail-not-attacking-you = { $name } non può bloccare { $attacker }: { $attacker } attacca { $defender }, e un giocatore può bloccare solo le creature che attaccano quel giocatore, i suoi planeswalker o le battaglie che protegge.
error-detail-not-your-team = { $name } non può bloccare { $attacker }: { $attacker } attacca la squadra di { $defender }, non quella di { $name }.
error-caret-title = Qui:

## Consultazione delle regole (il testo delle regole resta quello pubblicato, in inglese)

rule-effective = Regole Complete, in vigore dal giorno { $date }
rule-example = Esempio:
rule-see-also = Vedi anche: { $numbers }
rule-glossary = Glossario: { $term }
rule-none = Non esiste la regola { $query }.
rule-none-text = Nessuna regola corrisponde a «{ $query }».
rule-nearest = Regole più vicine: { $numbers }
rule-no-cr = Non ho ancora una copia delle Regole Complete. Esegui «redzone rules update» oppure imposta REDZONE_CR_PATH su un file delle regole.
rules-updated = Salvate le Regole Complete in vigore dal giorno { $date } ({ $sha }).
rules-update-failed = L'aggiornamento delle regole non è riuscito: { $reason }. Resta l'ultima copia valida (in vigore dal giorno { $date }).
rules-update-failed-none = L'aggiornamento delle regole non è riuscito: { $reason }. Non c'è ancora nessuna copia delle Regole Complete: riprova più tardi oppure imposta REDZONE_CR_PATH su un file delle regole.
database-unavailable = Impossibile aprire il database { $path }: { $reason }. Controlla che sia il database di Redzone e che nessun altro programma lo stia usando.
database-unreachable = Impossibile usare il server del database { $path }: { $reason }. Controlla che il server sia in funzione e accetti connessioni, e che URL, utente e password siano corretti.
database-newer = Il database { $path } ha lo schema alla versione { $found }, più recente della { $known } di questo Redzone: lo ha scritto una versione più nuova di Redzone. Avvia quella versione, oppure ripristina un backup fatto per questa. Non è stato modificato nulla.
database-foreign = Il database { $path } non è di Redzone: contiene le tabelle di un altro programma. Indica in REDZONE_DB un file nuovo o un database vuoto. Non è stato modificato nulla.
commands-synced = { $count ->
    [one] 1 comando sincronizzato con Discord.
   *[other] { $count } comandi sincronizzati con Discord.
}
health-ok = Redzone è attivo: ultimo segnale di vita { $seconds } s fa.
health-missing = Redzone non è in esecuzione: nessun segnale di vita in { $path }.
health-gone = Redzone non è in esecuzione: il processo { $pid } che ha scritto { $path } non c'è più.
health-stale = Redzone non risponde: ultimo segnale di vita { $seconds } s fa (limite { $limit } s).
doctor-title = Redzone doctor: con che cosa funziona questa installazione
doctor-settings = Impostazioni, dall'ambiente:
doctor-default = (predefinito)
doctor-ok = a posto
doctor-wrong = ERRORE
doctor-topic-database = database
doctor-topic-rules = regole
doctor-topic-cards = carte
doctor-topic-shards = shard
doctor-topic-locales = lingue
doctor-database = { $kind } { $where }, versione dello schema { $version } (la più recente di questo codice)
doctor-database-older = { $kind } { $where }, versione dello schema { $version }: il bot la porta alla { $newest } all'avvio
doctor-database-newer = { $kind } { $where }, versione dello schema { $version }, più recente della { $newest } di questo codice: l'ha creata una versione più nuova di Redzone (usa quella, oppure ripristina un backup)
doctor-database-missing = { $kind } { $where } non esiste ancora: il bot lo crea all'avvio
doctor-database-unusable = { $kind } { $where } non è utilizzabile: { $reason }
doctor-rules = in vigore dal giorno { $date }, da { $path }
doctor-rules-none = nessuna copia per ora, il bot le scarica all'avvio ({ $reason })
doctor-rules-unusable = REDZONE_CR_PATH non è utilizzabile: { $reason }
doctor-cards = MTGJSON { $version } del giorno { $date }, { $count ->
    [one] una carta
   *[other] { $count } carte
}, da { $path }
doctor-cards-none = nessun dato delle carte per ora, il bot li scarica all'avvio ({ $reason })
doctor-cards-unusable = REDZONE_CARDS_PATH non è utilizzabile e non ne è mai stata ricavata una copia: { $reason }
doctor-cards-kept = REDZONE_CARDS_PATH non è utilizzabile ({ $reason }); il bot usa l'ultima copia valida ricavata da quel file: MTGJSON { $version } del giorno { $date }, { $count ->
    [one] una carta
   *[other] { $count } carte
}, da { $path }
doctor-shards-all = tutti gli shard in questo processo, quanti ne consiglia Discord
doctor-shards-count = { $count ->
    [one] l'unico shard, in questo processo
   *[other] tutti i { $count } shard in questo processo
}
doctor-shards-some = gli shard { $ids } su { $count } in questo processo
doctor-locales = { $codes }, da { $path }
doctor-locales-missing = mancano i cataloghi di { $codes } in { $path }
doctor-verdict = { $count ->
    [0] Nessun problema.
    [one] C'è un problema: vedi ERRORE sopra.
   *[other] Ci sono { $count } problemi: vedi ERRORE sopra.
}
config-error = Errore di configurazione in { $setting }: { $problem }
config-shard-ids-without-count = serve anche SHARD_COUNT, il numero totale di shard del deployment.
config-shard-ids-past-count = arriva fino allo shard { $highest }, oltre SHARD_COUNT={ $count } (gli shard si contano da 0).
config-shard-ids-part = «{ $part }» non è un id di shard né un intervallo come 0-3 (in «{ $input }»).
config-shard-ids-twice = «{ $value }» indica due volte lo stesso shard.
config-int-parsing = «{ $input }» non è un numero intero.
config-float-parsing = «{ $input }» non è un numero.
config-greater-than-equal = deve essere almeno { $ge }, non { $input }.
config-greater-than = deve essere maggiore di { $gt }, non { $input }.
config-less-than-equal = deve essere al massimo { $le }, non { $input }.
config-token-missing = non è impostato: indica il token del bot preso dal portale sviluppatori di Discord.
config-fonts-missing = i font con cui si disegnano le immagini (Noto Sans e Noto Sans CJK) non sono installati: installa i pacchetti Debian fonts-noto-core e fonts-noto-cjk, oppure i pacchetti Python manimgx-fonts e manimgx-fonts-cjk.
config-address-form = «{ $input }» non è un indirizzo IP con una porta come 127.0.0.1:8443 o [::1]:8443.
config-ca-file-unreadable = «{ $input }» non si può leggere.
config-ca-file-not-pem = «{ $input }» non contiene alcun certificato PEM.
config-setting-replaced = non viene più letto: lo sostituiscono DISCORD_ADDRESS (dove si raggiungono gli host di Discord) e DISCORD_CA_FILE (la CA con cui si verificano i loro certificati).
cli-combat-nothing = indica la situazione (BOARD) oppure --batch FILE.
cli-commands-nothing = indica --json oppure sync.
cli-cannot-read = impossibile leggere { $path }: { $reason }.
cli-not-text = { $path } non è testo UTF-8.
cli-cannot-write = impossibile scrivere { $path }: { $reason }.
cli-cards-unusable = --cards non è utilizzabile: { $reason }.
cli-unavailable = { $message } ({ $reason })
cli-no-such-file = il file { $path } non esiste
cli-no-copy = non è ancora salvata nessuna copia

## Lingue

lang-en = English
lang-it = Italiano
lang-de = Deutsch
lang-ja = 日本語
lang-fr = Français
lang-es = Español

## Aiuto

help-title = Redzone: il combattimento in una riga
help-intro = Scrivi la situazione di gioco in una riga: spiego il combattimento passo per passo, citando il numero delle Regole Complete a ogni passo.
help-shape = Gli schieramenti si separano con | (il primo attacca), i compagni di squadra con &, i permanenti con la virgola. Un giocatore è NOME [PUNTI VITA] [pVELENO]: seguito dai suoi permanenti.
help-creature = Una creatura: [NOME] F/C [parole chiave] [-> BERSAGLIO] [blocca ATTACCANTE]. Un planeswalker: NOME pw FEDELTÀ. Una battaglia: NOME battaglia DIFESA.
help-refs = Ogni permanente ha un id (a1, a2 nello schieramento che attacca, b1 nel successivo): «blocca 2» e «blocca a2» indicano lo stesso attaccante.
help-modes = Con due giocatori la modalità è 1 contro 1, con tre o più schieramenti è multigiocatore, con un & è Gigante a Due Teste. Per il Commander usa l'opzione modalità, e cd(NOME N) per il danno da comandante già subito.
help-keywords = Parole chiave: { $keywords }
help-examples = Esempi:
help-example-duel = Alice: Cavaliere 3/3 doppio attacco travolgere | Bob: Orso 2/2 blocca Cavaliere
help-example-planeswalker = Alice: Angelo 4/4 volare legame vitale -> Jace | Bob: Jace pw 5, Falco 1/1 volare blocca Angelo
help-example-teams = Alice: Orco 5/5 doppio attacco -> Ben & Ann: Ratto 1/1 infettare -> Bob | Bob p3: Muro 0/6 blocca Orco & Ben:
help-rule = Consulta una regola: /regola 702.4, /regola travolgere, oppure fai una domanda (in inglese).
help-cards = Carte per nome: Alice: Angelo di Serra -> Bob | Bob: Ragno Gigante blocca Angelo di Serra. Le caratteristiche scritte dopo il nome prevalgono (Tarmogoyf 4/5). /carta NOME mostra una carta e i suoi chiarimenti.

## Comandi

cmd-combat = combattimento
cmd-combat-desc = Spiega un combattimento passo per passo, citando le regole
opt-combat-board = situazione
opt-combat-board-desc = La situazione in una riga, come: Alice: Cavaliere 3/3 doppio attacco | Bob: Orso 2/2 blocca 1
opt-combat-mode = modalità
opt-combat-mode-desc = Imponi una modalità invece di dedurla dalla situazione
opt-combat-private = privato
opt-combat-private-desc = Mostra la risposta solo a te
cmd-rule = regola
cmd-rule-desc = Consulta una voce delle Regole Complete o del glossario, o fai una domanda
opt-rule-query = ricerca
opt-rule-query-desc = Un numero di regola (702.4), un termine (travolgere) o una domanda
opt-rule-examples = esempi
opt-rule-examples-desc = Includi gli esempi delle regole
cmd-help = aiuto
cmd-help-desc = Come scrivere una situazione di gioco, con esempi
cmd-settings = impostazioni
cmd-settings-desc = Impostazioni del server (solo con Gestisci server)
opt-settings-language = lingua
opt-settings-language-desc = La lingua delle risposte di Redzone su questo server
cmd-game = partita
cmd-game-desc = Gestisci i combattimenti di una partita in questo canale
cmd-game-new = nuova
cmd-game-new-desc = Inizia una partita in questo canale
opt-game-new-mode = modalità
opt-game-new-mode-desc = 1 contro 1, multigiocatore, Gigante a Due Teste o Commander
opt-game-new-players = giocatori
opt-game-new-players-desc = I giocatori nell'ordine dei posti (menzioni)
cmd-game-board = tavolo
cmd-game-board-desc = Mostra punti vita, veleno, danno da comandante e ogni campo di battaglia
cmd-game-add = aggiungi
cmd-game-add-desc = Metti dei permanenti sul tuo campo di battaglia
opt-game-add-things = permanenti
opt-game-add-things-desc = Nella notazione, come: Cavaliere 2/2 doppio attacco, Jace pw 4
cmd-game-remove = rimuovi
cmd-game-remove-desc = Togli dei permanenti dal tuo campo di battaglia
opt-game-remove-things = permanenti
opt-game-remove-things-desc = Nomi o id, separati da virgole
cmd-game-set = imposta
cmd-game-set-desc = Correggi un numero: punti vita, veleno, segnalini, danno, danno da comandante
opt-game-set-target = nome
opt-game-set-target-desc = Il nome o l'id del giocatore o del permanente da correggere
opt-game-set-field = campo
opt-game-set-field-desc = Cosa impostare
opt-game-set-value = valore
opt-game-set-value-desc = Il nuovo numero
cmd-game-attack = attacca
cmd-game-attack-desc = Dichiara gli attaccanti (giocatore o squadra attivi)
opt-game-attack-attacks = attacchi
opt-game-attack-attacks-desc = Come: Cavaliere -> Bob, Orso -> Jace
cmd-game-block = blocca
cmd-game-block-desc = Dichiara le tue creature bloccanti
opt-game-block-blocks = blocchi
opt-game-block-blocks-desc = Come: Muro blocca Cavaliere
opt-game-block-player = giocatore
opt-game-block-player-desc = Giocatore assente: chi ha creato la partita o gestisce il server dichiara che non blocca
cmd-game-damage = danno
cmd-game-damage-desc = Risolvi il danno da combattimento e applica il risultato
cmd-game-next = avanti
cmd-game-next-desc = Termina il turno e passa al giocatore o alla squadra successivi
cmd-game-undo = annulla
cmd-game-undo-desc = Annulla l'ultima azione
cmd-game-advise = consiglio
cmd-game-advise-desc = Consiglia i blocchi o gli attacchi migliori in questa partita (lo vedi solo tu)
cmd-game-history = cronologia
cmd-game-history-desc = Mostra le azioni della partita
cmd-game-end = fine
cmd-game-end-desc = Termina la partita in questo canale
cmd-game-leave = abbandona
cmd-game-leave-desc = Abbandona la partita: concedi e perdi

field-life = punti vita
field-poison = segnalini veleno
field-damage = danno segnato
field-counters = segnalini -1/-1
field-loyalty = fedeltà
field-defense = difesa
field-commander_damage = danno da comandante

## Risposte del bot e della console

rule-unavailable = Le regole non sono disponibili
rule-title = Regole per «{ $query }»
rule-select = Regole a cui rimanda
settings-title = Impostazioni del server
settings-saved = Da ora, su questo server, Redzone risponderà in questa lingua: { $language }.
settings-guild-only = Le impostazioni appartengono a un server: usa questo comando in un canale del server.
settings-forbidden = Spiacenti, solo chi può gestire questo server può cambiarne le impostazioni.
settings-unknown-language = Non parlo ancora «{ $language }»: scegli English, Italiano, Deutsch, 日本語, Français o Español.
page-footer = Pagina { $page } di { $pages }
pages-not-yours = Solo chi ha fatto la richiesta può sfogliare queste pagine.
console-welcome = Console di Redzone. Scrivi /combattimento situazione: ..., /regola 702.4, /aiuto o /impostazioni lingua: it. Inizia una riga con @Nome per agire come un altro giocatore. Ctrl-D per uscire.
console-unknown = Comando «{ $command }» sconosciuto. Prova /combattimento, /regola, /aiuto o /impostazioni.
console-missing = «{ $command }» richiede { $option }.
console-not-integer = «{ $option }» accetta un numero intero da { $min } a { $max }, non «{ $value }».
console-not-boolean = «{ $option }» accetta vero o falso, non «{ $value }».
console-not-choice = «{ $option }» accetta uno tra { $choices }, non «{ $value }».
console-cancelled = Annullato.

## Partite nel canale

opt-game-new-life = vita
opt-game-new-life-desc = Punti vita iniziali, se diversi da quelli delle regole
game-title = Partita
game-guild-only = Le partite si giocano in un canale di un server.
game-none = In questo canale non c'è una partita. Iniziane una con /partita nuova.
game-exists = In questo canale c'è già una partita. Prima terminala con /partita fine.
game-finished = { $count ->
    [0] Questa partita è finita in parità. Iniziane una nuova con /partita nuova.
    [one] Questa partita è finita: ha vinto { $winners }. Iniziane una nuova con /partita nuova.
   *[other] Questa partita è finita: hanno vinto { $winners }. Iniziane una nuova con /partita nuova.
}
game-not-seated = Spiacenti, solo i giocatori della partita possono farlo.
game-you-lost = Hai perso questa partita, quindi non puoi più agire.
game-not-yours = Spiacenti, { $name } non è un tuo permanente.
game-not-active = Ora può farlo solo il giocatore o la squadra attivi ({ $name }).
game-not-defending = Non sei un giocatore in difesa in questo combattimento.
game-wait-blocks = Prima tocca { INITIAL($name) ->
        [vowel] ad
       *[other] a
    } { $name } dichiarare le creature bloccanti (ordine APNAP).
game-no-combat = Non ci sono ancora attaccanti. Usa prima /partita attacca.
game-not-attacking = { $name } non sta attaccando.
game-only-creator = Spiacenti, solo chi ha creato la partita o chi può gestire il server può farlo per altri.
game-nothing-to-undo = Non c'è nulla da annullare.
game-changed = Il tavolo è cambiato mentre scrivevi. Riprova.
game-bad-mode = «{ $mode }» non è una modalità: scegli 1v1, multiplayer, 2hg o commander.
game-players-none = Menziona i giocatori nell'ordine dei posti, come: @Alice @Bob
game-players-count = { $needed ->
    [one] { $mode } richiede un giocatore.
   *[other] { $mode } richiede { $needed } giocatori.
}
game-duplicate-player = { $name } compare due volte tra i giocatori.
game-unknown = In questa partita nulla si chiama «{ $ref }».
game-ambiguous = «{ $ref }» corrisponde a più permanenti: usa il suo id ({ $ids }).
game-bad-clause = Aggiungi i permanenti senza -> o blocca: dichiara il combattimento con /partita attacca e /partita blocca.
game-bad-field = { $field } non si applica { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }.
game-bad-declaration = Non riesco a leggere «{ $text }»: scrivilo come { $example }.
game-not-creature = { $name } non è una creatura, quindi non può attaccare.
game-new-title = Nuova partita ({ $mode })
game-new-seats = Ordine dei posti: { $names }
game-new-life = Punti vita iniziali: { $life }. Si perde con { $limit ->
    [one] 1 segnalino veleno
   *[other] { $limit } segnalini veleno
}.
game-active = Di turno: { $name }
game-board-title = Il tavolo, turno { $turn }
game-team-line = { $name }: { $life ->
    [one] 1 punto vita
   *[other] { $life } punti vita
}, { $poison ->
    [one] 1 segnalino veleno
   *[other] { $poison } segnalini veleno
}
game-team-lost = { $name }: ha perso la partita
game-commander-line = { $name } ha subito danno da comandante: { $list }
game-battlefield-empty = (nessun permanente)
game-combat-title = Combattimento:
game-combat-attack = { $attacker } → { $target }
game-combat-block = { $blocker } blocca { $attacker }
game-added = Sul campo di battaglia di { $name }: { $things }
game-removed = Non più sul campo di battaglia: { $things }
game-set = Correzione per { $target }: { $field } a { $value }.
game-attack-declared = Attaccanti: { $list }
game-blockers-next = Ora si dichiarano le creature bloccanti, in quest'ordine: { $names }
game-block-declared = { $name } blocca: { $list }
game-block-none = { $name } non dichiara bloccanti.
game-damage-applied = Il risultato è applicato alla partita.
game-next = Turno { $turn }: tocca { INITIAL($name) ->
        [vowel] ad
       *[other] a
    } { $name }.
game-undone = Annullato: { $action }
game-history-title = Cronologia
game-history-line = { $n }. { $who }: { $what } ({ $when } UTC)
game-history-undone = { $n }. { $who }: { $what } ({ $when } UTC, annullato)
game-ended = La partita in questo canale è terminata.
game-creator-not-seated = Puoi iniziare solo una partita in cui giochi: includi anche la tua menzione tra i giocatori.
game-number-range = { $value } è fuori intervallo: usa un numero da { $min } a { $max }.
game-too-many-at-once = Un solo /partita aggiungi mette al massimo { $limit ->
    [one] 1 permanente
   *[other] { $limit } permanenti
} sul campo di battaglia, e questo ne ha { $count }. Non è stato aggiunto nulla.
game-too-many = Una partita contiene al massimo { $limit ->
    [one] 1 permanente
   *[other] { $limit } permanenti
}: ne ha già { $count }, quindi { $adding ->
    [one] un altro non ci sta
   *[other] altri { $adding } non ci stanno
}. Non è stato aggiunto nulla.
game-end-who = Spiacenti, questa partita può terminarla solo chi l'ha creata, chi può gestire il server o tutti i giocatori rimasti insieme (ciascuno con /partita fine).
game-end-vote = { $name } vota per terminare la partita ({ $votes } su { $needed }). Termina quando tutti i giocatori rimasti hanno usato /partita fine.
game-leave-final = L'abbandono di una partita non si può annullare: il giocatore ha concesso (regola 104.3a).
game-left = { $name } abbandona la partita e la perde (regola 104.3a).
game-left-team = { $name } concede per la squadra: { $names } abbandonano la partita e la perdono (regola 810.8b).
game-bot-player = { $name } è un bot, e alla partita siedono solo persone: un bot non dichiarerebbe mai le sue creature bloccanti.
game-renamed = { $given } gioca come «{ $name }», perché «{ $given }» verrebbe letto come qualcos'altro (un altro giocatore, l'id di un permanente o un elenco).
game-not-attacked = Nessuno attacca te, i tuoi planeswalker o le tue battaglie, quindi non hai creature bloccanti da dichiarare.
game-advise-blocks-not-now = Il consiglio sui blocchi è per il giocatore in difesa a cui tocca dichiarare le creature bloccanti.
game-advise-attacks-not-now = Il consiglio sugli attacchi è per il giocatore o la squadra attivi ({ $name }), prima che le creature attaccanti siano dichiarate.
game-advise-no-creature = Non hai creature con cui attaccare.
game-blocks-declared = Le creature bloccanti sono già state dichiarate e le sottofasi del combattimento procedono in ordine: non si possono dichiarare di nuovo gli attaccanti. Per cambiare gli attacchi, prima annulla i blocchi con /partita annulla.
game-blocks-pending = { $count ->
    [one] Il danno da combattimento aspetta i blocchi: { $names } non ha ancora dichiarato le creature bloccanti (/partita blocca, oppure /partita blocca nessuno). Per un giocatore assente, chi ha creato la partita o gestisce il server può usare /partita blocca nessuno giocatore: @nome.
   *[other] Il danno da combattimento aspetta i blocchi: { $names } non hanno ancora dichiarato le creature bloccanti (/partita blocca, oppure /partita blocca nessuno). Per un giocatore assente, chi ha creato la partita o gestisce il server può usare /partita blocca nessuno giocatore: @nome.
}
game-combat-open = C'è un combattimento in corso, e le sue sottofasi procedono in ordine: risolvilo con /partita danno, oppure annulla gli attacchi con /partita annulla, prima di finire il turno.
game-pass-who = Solo chi ha creato la partita o chi può gestire il server può dichiarare per un giocatore assente.
game-pass-only-none = Per { $name }, che è assente, puoi solo dichiarare che non blocca: scrivi nessuno.
game-pass-nothing = { $name } ora non ha creature bloccanti da dichiarare.
game-block-passed = { $name } è assente: chi ha creato la partita o gestisce il server dichiara che non blocca.
game-blocks-done = Tutti i giocatori in difesa hanno dichiarato le creature bloccanti: ora tocca al danno da combattimento (/partita danno, da parte di { $name }).
game-history-pass = nessun blocco per { $name }, che era assente
components-expired = Questi pulsanti sono scaduti. Esegui di nuovo il comando.
bot-restarting = Redzone si sta riavviando. Riprova tra un momento.

## Carte per nome (README "Cards"): /card, nomi di carte nei tavoli, i dati delle carte

error-unknown_card = Non conosco questa carta.
error-ambiguous_card = Quale carta intendi?
error-detail-unknown-card = { $count ->
    [0] Nessuna carta si chiama «{ $name }».
   *[other] Nessuna carta si chiama «{ $name }». Forse intendevi: { $suggestions }?
}
error-detail-ambiguous-card = «{ $name }» corrisponde a più carte: { $suggestions }. Scrivi il nome completo.
error-detail-card-stats = La forza o la costituzione di { $name } non è un numero fisso (* o X): scrivi le sue caratteristiche, come { $name } 4/5.
error-detail-card-stats-counters = { $name } ha costituzione stampata 0 e ottiene forza e costituzione dai segnalini +1/+1 con cui entra; con costituzione 0 finirebbe nel cimitero del suo proprietario ({ $rule }). Scrivi le sue caratteristiche come sono sul campo di battaglia, come { $name } { $stats }.
error-detail-card-stats-variable = La forza e la costituzione di { $name } dipendono dalla partita («{ $text }», { $rule }): scrivi le sue caratteristiche come sono ora, con le parole chiave che ha in quel momento, come { $name } 4/4.
error-detail-card-chosen-player = { $name } ha protezione dal giocatore scelto quando è entrata nel campo di battaglia ({ $rule }): con più di un avversario, scrivi quale, come { $name } protezione da { $player }.
error-detail-card-kind = { $name } non è una creatura, un planeswalker o una battaglia, quindi non può stare nella situazione di gioco.
cards-missing = Per i nomi delle carte servono i dati delle carte: esegui «redzone cards update» o imposta REDZONE_CARDS_PATH su un file AtomicCards di MTGJSON. Le caratteristiche scritte funzionano sempre, come Orso 2/2.
cards-unavailable-now = I nomi delle carte non sono disponibili al momento. Le caratteristiche scritte funzionano sempre, come Orso 2/2.
cards-updated = { $count ->
    [one] Salvata 1 carta (MTGJSON { $version }).
   *[other] Salvate { $count } carte (MTGJSON { $version }).
}
cards-update-failed = L'aggiornamento dei dati delle carte non è riuscito: { $reason }. Resta l'ultima copia valida (MTGJSON { $version }).
cards-update-failed-none = L'aggiornamento dei dati delle carte non è riuscito: { $reason }. Non ci sono ancora dati delle carte: riprova più tardi oppure imposta REDZONE_CARDS_PATH su un file AtomicCards di MTGJSON.
cards-local-unusable = REDZONE_CARDS_PATH non è utilizzabile ({ $reason }) e non ne è mai stata ricavata una copia: i nomi delle carte non sono disponibili.
cards-local-kept = REDZONE_CARDS_PATH non è utilizzabile ({ $reason }): si usa l'ultima copia valida ricavata da quel file ({ $date }).
card-unavailable = I dati delle carte non sono disponibili
card-none = Nessuna carta si chiama «{ $query }»
card-ambiguous = «{ $query }» corrisponde a più di una carta
card-suggestions = Forse intendevi: { $names }?
card-pt = Forza/costituzione: { $pt }
card-loyalty = Fedeltà: { $loyalty }
card-defense = Difesa: { $defense }
card-simulated = Redzone simula: { $keywords }
card-activated = Si scrivono come azioni durante il combattimento (le sue abilità attivate e le scelte che le sue abilità lasciano al suo giocatore): { $actions }
card-action-target = <creatura>
card-not-simulated = { $count ->
    [one] Una delle sue abilità non è simulata in combattimento.
   *[other] { $count } delle sue abilità non sono simulate in combattimento.
}
card-rulings = { $count ->
    [one] Chiarimento ufficiale
   *[other] Chiarimenti ufficiali ({ $count })
}
card-ruling = { $date }: { $text }
card-footer = Dati delle carte: MTGJSON { $version }. Testo Oracle e chiarimenti sono in inglese.
summary-unmodeled = { $name }, abilità non simulata: { $text }
summary-unmodeled-risk = Non simulata, e potrebbe cambiare questo risultato: { $name }: { $text }
summary-trigger-asks = Non simulata se non scritta come azioni, e potrebbe cambiare questo risultato: { $name }: «{ $text }» è { $how ->
    [condition] una condizione che la situazione di gioco non mostra
   *[other] la scelta del suo giocatore
}: { $actions }
summary-card-assumes = { $how ->
    [keyword] Ipotesi, poiché la situazione di gioco non può mostrarlo: { $name } ha «{ $text }», e nella situazione non è indicato, quindi la condizione è considerata non soddisfatta.
   *[other] Ipotesi, poiché la situazione di gioco non può mostrarlo: { $name } può { $how ->
        [attack] attaccare
       *[block] bloccare
    } solo alla condizione «{ $text }», e nella situazione lo fa.
}
cmd-card = carta
cmd-card-desc = Mostra una carta: il testo, cosa simula Redzone, i chiarimenti ufficiali
opt-card-name = nome
opt-card-name-desc = Il nome della carta, in inglese o nella tua lingua

## combat depth: fixes
event-siege_exiled = L'ultimo segnalino difesa è stato rimosso da { $battle }, un Assedio: la sua abilità lo esilia, poi { $controller } può lanciarlo trasformato senza pagare il suo costo di mana. Non viene messo in un cimitero: la regola 704.5v non si applica finché quell'abilità è in attesa.
event-exiled_instead = { $permanent } morirebbe, ma il testo della sua carta sostituisce la morte con l'esilio: { $permanent } non muore mai, quindi nulla di ciò che attende una morte si innesca.
event-protector_leaves = { $how ->
    [chosen] { $battle } resta sul campo di battaglia: il proprietario è { $controller }, non { $left } (regola 800.4a). { $controller } sceglie un altro avversario, { $protector }, come protettore di { $battle }.
   *[attacked] { $battle } resta sul campo di battaglia: il proprietario è { $controller }, non { $left } (regola 800.4a). Nessun altro giocatore è diventato il suo protettore, quindi { $battle } resta in combattimento (regola 506.4) e le creature che la attaccano le infliggono ancora danno da combattimento; quando nessuna creatura la attacca più, { $controller } sceglie un altro avversario come protettore.
}
event-commander_game = { $commander } è un comandante, quindi questa è una partita Commander: ogni giocatore inizia con { $life } punti vita se non è scritto altro, e chi subisce 21 o più danni da combattimento dallo stesso comandante perde la partita.
summary-exiled = { $count ->
    [one] La sua stessa abilità esilia { $names }.
   *[other] Le loro stesse abilità esiliano { $names }.
}
error-detail-mode-2hg-no-teams = Il Gigante a Due Teste si gioca con due squadre di due giocatori ({ $rule }): unisci i compagni di squadra con &, come Alice: & Ann: | Bob: & Ben:.
error-detail-mode-2hg-sides = Il Gigante a Due Teste si gioca con esattamente due squadre ({ $rule }), non { $count }.
error-detail-mode-2hg-unequal = Il Gigante a Due Teste richiede due squadre della stessa dimensione, con almeno due giocatori ciascuna ({ $rule }); queste squadre hanno { $first } e { $second ->
    [one] 1 giocatore
   *[other] { $second } giocatori
}.
error-detail-ambiguous-which = «{ $ref }» può indicare { $count ->
    [one] una cosa
   *[other] { $count } cose
}: { $things }. Scrivi l'id di quella che intendi.
help-fixes = Le battaglie sono Assedi: una battaglia scritta sotto un giocatore è protetta da quel giocatore e controllata da un avversario; scrivi «non-assedio» dopo la difesa per una battaglia protetta dal suo controllore. Un comandante in gioco rende la partita Commander (40 punti vita). «-> NOME» indica il giocatore quando un giocatore ha quel nome.
error-detail-after-battle = Dopo la difesa di una battaglia può esserci solo «non-assedio» (una battaglia senza tipo di battaglia, { $rule }); senza, la battaglia è un Assedio.

## combat depth: triggers (esaltato, grido di guerra, mischia, bushido, furia, aggirare, affliggere, avvelenare, banda)

event-exalted = { $creature } è l'unica creatura che attacca, quindi si innesca ogni abilità esaltato dei permanenti del suo controllore: +{ $power_change }/+{ $toughness_change } da { $sources } (ora { $power }/{ $toughness }).
event-battle_cry = { $count ->
    [0] { $source } attacca con grido di guerra, ma nessun'altra creatura sta attaccando.
   *[other] { $source } attacca con grido di guerra: ogni altra creatura attaccante prende +1/+0 fino alla fine del turno ({ $creatures }).
}
event-melee = { $count ->
    [0] { $creature } attacca con mischia, ma il suo controllore non ha attaccato nessun avversario con una creatura (planeswalker e battaglie non contano): nessun bonus.
   *[other] { $creature } attacca con mischia: +1/+1 per ogni avversario che il suo controllore ha attaccato con una creatura ({ $opponents }), quindi +{ $power_change }/+{ $toughness_change } (ora { $power }/{ $toughness }).
}
event-bushido = { $why ->
    [blocks] { $creature } blocca, quindi bushido dà { INITIAL($creature) ->
            [vowel] ad
           *[other] a
        } { $creature } +{ $power_change }/+{ $toughness_change } fino alla fine del turno (ora { $power }/{ $toughness }).
   *[blocked] Almeno una creatura blocca { $creature }, quindi bushido dà { INITIAL($creature) ->
           [vowel] ad
          *[other] a
       } { $creature } +{ $power_change }/+{ $toughness_change } fino alla fine del turno (ora { $power }/{ $toughness }).
}
event-rampage = { $beyond ->
    [0] Una sola creatura blocca { $creature }: furia { $number } conta solo le creature bloccanti oltre la prima, quindi non dà alcun bonus.
    [one] Due creature bloccano { $creature }: furia { $number } dà +{ $number }/+{ $number } per ogni creatura bloccante oltre la prima, contate mentre l'abilità si risolve; qui ce n'è una: +{ $power_change }/+{ $toughness_change } (ora { $power }/{ $toughness }).
   *[other] Più creature bloccano { $creature }: furia { $number } dà +{ $number }/+{ $number } per ogni creatura bloccante oltre la prima, contate mentre l'abilità si risolve; qui ce ne sono { $beyond }: +{ $power_change }/+{ $toughness_change } (ora { $power }/{ $toughness }).
}
event-flanking = { $creature } blocca { $source }, che ha aggirare, e { $creature } non ha aggirare, quindi prende -1/-1 fino alla fine del turno (ora { $power }/{ $toughness }).
event-afflict = Almeno una creatura blocca { $source }, quindi affliggere fa perdere al giocatore in difesa, { $player }, { $amount ->
    [one] 1 punto vita
   *[other] { $amount } punti vita
} (ora { $life }).
event-card_trigger = { $when ->
    [attacks] { $creature } attacca
    [blocks] { $creature } blocca
    [blocked] Almeno una creatura blocca { $creature }
    [blocked_by] { $creature } blocca { $source } e sarà distrutta alla fine del combattimento
    [blocks_creature] { $source } blocca { $creature }, che sarà distrutta alla fine del combattimento
    [end_of_combat] Inizia la sottofase di fine combattimento e { $creature } viene distrutta
    [hits] { $creature } infligge danno da combattimento a un giocatore
    [dealt] { $creature } subisce danno da combattimento
    [damaged] { $creature } subisce danno
    [deals] { $creature } infligge danno a un giocatore
    [dies] { $creature } muore
    [loses] { $creature }, un avversario, perde punti vita
   *[unblocked] Nessuna creatura blocca { $creature }, che attacca
}: l'abilità innescata scritta su { $source } si innesca e si risolve.
event-trigger_says = L'abilità di { $source } dice anche «{ $text }»: non cambia nulla in questo combattimento, quindi è riportata ma non simulata.
event-trigger_asks = L'abilità di { $source } dice «{ $text }»: { $how ->
    [condition] una condizione che la situazione di gioco non mostra, che Redzone non indovina
   *[other] una scelta del suo giocatore, che Redzone non fa al posto suo
}; scritta come azioni al momento successivo, è simulata: { $actions } (* ciò che è scelto, N il numero).
event-card_assumes = { $how ->
    [keyword] Ipotesi: la carta { $permanent } ha «{ $text }», che la situazione di gioco non mostra; nella situazione non è indicato, quindi la condizione è considerata non soddisfatta (scrivilo sulla creatura se lo è).
   *[other] Ipotesi: la carta { $permanent } dice che può { $how ->
        [attack] attaccare
       *[block] bloccare
    } solo a una condizione ({ $text }) che la situazione di gioco non mostra; nella situazione { $how ->
        [attack] attacca
       *[block] blocca
    }, quindi la condizione è considerata soddisfatta.
}
event-poisonous = { $amount ->
    [one] { $source } ha inflitto danno da combattimento { INITIAL($player) ->
            [vowel] ad
           *[other] a
        } { $player }, quindi a causa di avvelenare { $player } ottiene un segnalino veleno (ora { $poison }).
   *[other] { $source } ha inflitto danno da combattimento { INITIAL($player) ->
           [vowel] ad
          *[other] a
       } { $player }, quindi a causa di avvelenare { $player } ottiene { $amount } segnalini veleno (ora { $poison }).
}
event-trigger_order = { $count ->
    [1] { $abilities ->
        [one] Un'abilità innescata di { $players } attende: viene messa in pila e si risolve, con le azioni generate dallo stato controllate dopo.
       *[other] { $abilities } abilità innescate di { $players } attendono: il giocatore le mette in pila nell'ordine che preferisce (Redzone sceglie l'ordine più favorevole a quel giocatore), e ciascuna si risolve singolarmente, con le azioni generate dallo stato controllate dopo.
    }
   *[other] { $abilities } abilità innescate attendono: ogni giocatore mette le sue in pila in ordine APNAP, prima il giocatore attivo, quindi si risolvono giocatore per giocatore in quest'ordine, una alla volta, con le azioni generate dallo stato controllate dopo ciascuna: { $players }.
}
event-band = { $members } attaccano { $target } formando una banda.
event-band_block = { $blocker } blocca { $via }, quindi blocca anche { $attacker }: sono nella stessa banda.
event-band_assign = { $how ->
    [defender] Una creatura con banda blocca { $source }, quindi è il giocatore in difesa, { $divider }, e non il controllore di { $source }, a dividere il danno di { $source } tra le creature bloccanti, senza assegnarne al giocatore nemmeno con travolgere: { $target } riceve { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } (scelta di Redzone: tutto dove muore il minor numero di creature di { $divider }).
    [attacker] { $source } blocca una creatura con banda, quindi è il giocatore attaccante, { $divider }, e non il controllore di { $source }, a dividere il danno di { $source } tra le creature bloccate: { $target } riceve { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } (scelta di Redzone: tutto dove muore il minor numero di creature di { $divider }).
   *[blocker] { $source } blocca un'intera banda, e il suo controllore, { $divider }, divide il danno di { $source } tra le creature bloccate: { $target } riceve { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    }.
}
error-detail-home-attacks = { $name } resta a casa, quindi non attacca nulla. Scrivi «casa» oppure «-> BERSAGLIO», non entrambi.
error-detail-band-defender = { $name } è in uno schieramento in difesa: solo il giocatore attaccante forma le bande (regola 702.22c).
error-detail-band-home = { $name } resta a casa, quindi non può stare in una banda attaccante (regola 702.22c).
error-detail-band-banding = La banda { $band } non può contenere { $name }: una banda è formata da una o più creature con banda e al massimo una senza, oppure da creature con «banda con altri» e altre della loro qualità (regola 702.22c).
error-detail-band-target = { $name } e { $other } sono nella stessa banda, quindi devono attaccare lo stesso giocatore, planeswalker o battaglia (regola 702.22d).
help-triggers = Abilità innescate di combattimento: esaltato, grido di guerra, mischia, bushido N, furia N, aggirare, affliggere N, avvelenare N. «casa» tiene fuori dall'attacco una creatura dello schieramento attaccante (il suo esaltato conta comunque). Per una banda, scrivi «gruppo 1» su ognuna delle sue creature, che devono avere banda o banda con altri. Il sacrificio richiesto da annientatore non è simulato.

## combat depth: actions

event-card_prevents = { $how ->
    [to] Il testo di { $card } previene tutto il danno che verrebbe inflitto { INITIAL($card) ->
        [vowel] ad
       *[other] a
    } { $card }: { $amount ->
        [one] il danno che { $source } infliggerebbe { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target } non viene inflitto.
       *[other] i { $amount } danni che { $source } infliggerebbe { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target } non vengono inflitti.
    }
    [by] Il testo di { $card } previene tutto il danno che infliggerebbe: { $amount ->
        [one] il danno che { $source } infliggerebbe { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target } non viene inflitto.
       *[other] i { $amount } danni che { $source } infliggerebbe { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target } non vengono inflitti.
    }
   *[half] Il testo di { $card } previene metà del danno, arrotondata per eccesso, inflitto al suo controllore e ai suoi permanenti: { $amount ->
        [one] viene prevenuto 1 danno di quelli che { $source } infliggerebbe { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target }.
       *[other] vengono prevenuti { $amount } danni di quelli che { $source } infliggerebbe { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target }.
    }
}
event-damage_doubled = Il testo di { $card } raddoppia il danno che { $source } infliggerebbe { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target }: { $total ->
    [one] viene inflitto invece 1 danno.
   *[other] vengono inflitti invece { $total } danni.
}
event-prevented = { $how ->
    [all] Tutto il danno da combattimento viene prevenuto in questo turno: { $amount ->
        [one] l'unico danno che { $source } infliggerebbe { INITIAL($target) ->
                [vowel] ad
               *[other] a
            } { $target } non viene inflitto.
       *[other] i { $amount } danni che { $source } infliggerebbe { INITIAL($target) ->
               [vowel] ad
              *[other] a
           } { $target } non vengono inflitti.
    }
    [to] Uno scudo di prevenzione su { $target } previene { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } tra quelli che { $source } infliggerebbe { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target } ({ $left ->
        [0] lo scudo è esaurito
        [one] ne resta 1 sullo scudo
       *[other] ne restano { $left } sullo scudo
    }).
   *[from] Uno scudo di prevenzione su { $source } previene { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } tra quelli che { $source } infliggerebbe { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target } ({ $left ->
        [0] lo scudo è esaurito
        [one] ne resta 1 sullo scudo
       *[other] ne restano { $left } sullo scudo
    }).
}
event-unpreventable = { $amount ->
    [one] L'unico danno che { $source } infligge { INITIAL($target) ->
            [vowel] ad
           *[other] a
        } { $target } non può essere prevenuto: gli effetti di prevenzione si applicano ma non lo prevengono, e nessuno scudo si consuma.
   *[other] I { $amount } danni che { $source } infligge { INITIAL($target) ->
           [vowel] ad
          *[other] a
       } { $target } non possono essere prevenuti: gli effetti di prevenzione si applicano ma non ne prevengono nessuno, e nessuno scudo si consuma.
}
event-moment = { $moment ->
    [after_attacks] Dopo la dichiarazione degli attaccanti, il giocatore attivo riceve priorità: le azioni scritte per questo momento avvengono ora, in ordine.
    [after_blocks] Dopo la dichiarazione dei bloccanti, il giocatore attivo riceve priorità: le azioni scritte per questo momento avvengono ora, in ordine.
    [beginning_of_combat] All'inizio del combattimento, prima della dichiarazione degli attaccanti, il giocatore attivo riceve priorità: le azioni scritte per questo momento avvengono ora, in ordine.
    [end_of_combat] Alla fine del combattimento, dopo tutto il danno da combattimento, il giocatore attivo riceve priorità: le azioni scritte per questo momento avvengono ora, in ordine.
   *[after_first_strike] Dopo il danno da combattimento dell'attacco improvviso, prima della seconda sottofase di danno da combattimento, il giocatore attivo riceve priorità: le azioni scritte per questo momento avvengono ora, in ordine.
}
event-actions_skipped = { $remaining ->
    [0] { $moment ->
        [after_attacks] La partita è già finita, quindi le azioni scritte dopo gli attacchi non avvengono.
        [after_blocks] La partita è già finita, quindi le azioni scritte dopo i blocchi non avvengono.
        [beginning_of_combat] La partita è già finita, quindi le azioni scritte all'inizio del combattimento non avvengono.
        [end_of_combat] La partita è già finita, quindi le azioni scritte alla fine del combattimento non avvengono.
       *[after_first_strike] La partita è già finita, quindi le azioni scritte dopo l'attacco improvviso non avvengono.
    }
    [one] Ora la partita è finita, quindi l'ultima azione scritta per questo momento non avviene.
   *[other] Ora la partita è finita, quindi le ultime { $remaining } azioni scritte per questo momento non avvengono.
}
event-left_battlefield = { $how ->
    [destroyed] Il permanente { $permanent } viene distrutto: lascia il campo di battaglia, e quindi il combattimento.
    [exiled] Il permanente { $permanent } viene esiliato: lascia il campo di battaglia, e quindi il combattimento.
    [bounced] Il permanente { $permanent } ritorna in mano al suo proprietario: lascia il campo di battaglia, e quindi il combattimento.
   *[sacrificed] Il permanente { $permanent } viene sacrificato: lascia il campo di battaglia, e quindi il combattimento.
}
event-not_destroyed = Il permanente { $permanent } è indistruttibile e non può essere distrutto: resta sul campo di battaglia e in combattimento.
event-regeneration_shield = Uno scudo di rigenerazione protegge la creatura { $permanent } la prossima volta che verrebbe distrutta in questo turno.
event-regenerated = { $why ->
    [lethal] La creatura { $permanent } ha danno letale e verrebbe distrutta
    [deathtouch] La creatura { $permanent } ha subito danno da una fonte con tocco letale e verrebbe distrutta
   *[destroy] La creatura { $permanent } verrebbe distrutta
}, ma invece si rigenera: tutto il danno viene rimosso da essa{ $how ->
    [removed] , viene TAPpata e viene rimossa dal combattimento.
   *[tapped] {" "}e viene TAPpata.
}
event-not_regenerated = { $why ->
    [cant] La creatura { $permanent } non può essere rigenerata: il suo scudo di rigenerazione non si applica, e viene distrutta.
   *[toughness] La creatura { $permanent } ha costituzione pari o inferiore a 0: viene messa nel cimitero del suo proprietario, il che non è una distruzione, quindi il suo scudo di rigenerazione non può sostituirlo.
}
event-removed = La creatura { $permanent } viene rimossa dal combattimento: resta sul campo di battaglia, ma non infligge né subisce danno da combattimento.
event-stays_blocked = Nessuna creatura blocca più { $attacker }, ma { $attacker } resta una creatura bloccata: assegna danno da combattimento solo se ha travolgere.
event-pump = { $permanent } prende { $power }/{ $toughness } fino alla fine del turno (ora { $total_power }/{ $total_toughness }).
event-counters = { $sign ->
    [plus] { $amount ->
        [one] Un segnalino +1/+1 viene messo su { $permanent } (ora ne ha { $total }).
       *[other] Su { $permanent } vengono messi { $amount } segnalini +1/+1 (ora ne ha { $total }).
    }
   *[minus] { $amount ->
        [one] Un segnalino -1/-1 viene messo su { $permanent } (ora ne ha { $total }).
       *[other] Su { $permanent } vengono messi { $amount } segnalini -1/-1 (ora ne ha { $total }).
    }
}
event-annihilate = { $amount ->
    [one] Un segnalino +1/+1 e un segnalino -1/-1 su { $permanent } vengono rimossi come azione generata dallo stato.
   *[other] Da { $permanent } vengono rimossi { $amount } segnalini +1/+1 e { $amount } segnalini -1/-1 come azione generata dallo stato.
}
event-keywords = { $how ->
    [gains] { $permanent } ha { $keywords } fino alla fine del turno.
   *[loses] { $permanent } perde { $keywords } fino alla fine del turno.
}
event-static_pump = { $permanent } prende { $power }/{ $toughness } da { $source } (ora { $total_power }/{ $total_toughness }).
event-static_keywords = { $permanent } ha { $keywords } per effetto di { $source }.
event-strike_timing = { $why ->
    [gained_first] { $creature } ha acquisito attacco improvviso dopo l'inizio della sottofase di danno dell'attacco improvviso, in cui non lo aveva: infligge comunque danno da combattimento nella seconda sottofase.
    [lost_first] { $creature } ha perso attacco improvviso dopo aver inflitto danno da attacco improvviso: senza doppio attacco, non ne infligge nella seconda sottofase.
    [lost_double] { $creature } ha perso doppio attacco dopo la prima sottofase di danno: non infligge danno da combattimento nella seconda.
    [gained_double] { $creature } ha acquisito doppio attacco dopo aver inflitto danno da attacco improvviso: infligge di nuovo danno da combattimento nella seconda sottofase.
   *[double_fresh] { $creature } ha acquisito doppio attacco dopo la prima sottofase di danno, in cui non ne ha inflitto: infligge danno nella seconda sottofase, come una creatura che non aveva né attacco improvviso né doppio attacco.
}
event-shield = { $how ->
    [all] Un effetto di prevenzione: tutto il danno da combattimento che verrebbe inflitto in questo turno viene prevenuto.
    [to] Uno scudo di prevenzione: { $amount ->
        [one] il prossimo danno che verrebbe inflitto { INITIAL($target) ->
                [vowel] ad
               *[other] a
            } { $target } in questo turno viene prevenuto.
       *[other] i prossimi { $amount } danni che verrebbero inflitti { INITIAL($target) ->
               [vowel] ad
              *[other] a
           } { $target } in questo turno vengono prevenuti.
    }
    [from] Uno scudo di prevenzione: { $amount ->
        [one] il prossimo danno che { $target } infliggerebbe in questo turno viene prevenuto.
       *[other] i prossimi { $amount } danni che { $target } infliggerebbe in questo turno vengono prevenuti.
    }
   *[unpreventable] Il danno che { $target } infliggerebbe in questo turno non può essere prevenuto.
}
event-enters = { $how ->
    [attacking] { $permanent } entra nel campo di battaglia attaccando { $target }: la creatura non è mai stata dichiarata come attaccante, quindi non si applicano restrizioni né inneschi di attacco.
    [attacking_unblocked] { $permanent } entra nel campo di battaglia attaccando { $target } dopo la dichiarazione dei bloccanti: è una creatura non bloccata.
    [blocking] { $permanent } entra nel campo di battaglia bloccando { $target }: la creatura non è mai stata dichiarata come bloccante, quindi non si applicano restrizioni di blocco, e la creatura { $target } è bloccata.
    [not_attacking] { $permanent } entra nel campo di battaglia, ma non si può più attaccare { $target }: { $permanent } non è mai una creatura attaccante.
    [battlefield] { $permanent } entra nel campo di battaglia sotto il controllo di { $target }: non è in combattimento.
   *[not_blocking] { $permanent } entra nel campo di battaglia, ma { $target } non sta più attaccando: { $permanent } non è mai una creatura bloccante.
}
summary-left-battlefield = { $count ->
    [one] { $names } lascia il campo di battaglia: in esilio o in mano al suo proprietario.
   *[other] { $names } lasciano il campo di battaglia: in esilio o in mano ai rispettivi proprietari.
}
error-illegal_action = Quell'azione non è possibile.
error-detail-expected-moment = Dopo «;» viene un momento: { $moments }, poi «:».
error-detail-moment-colon = Dopo il momento servono i due punti, come «; dopo blocchi: distruggi Muro»
error-detail-moment-order = I momenti vanno nell'ordine in cui avvengono, ognuno una volta: { $moments }.
error-detail-expected-action = Non riesco a leggere questa azione. Azioni: distruggi, esilia, rimbalza, sacrifica o rimuovi NOME; NOME +N/+N; NOME segnalino +1/+1; NOME ottiene o perde ABILITÀ; previeni tutto; previeni N a NOME o da NOME; NOME non può essere prevenuto; metti CREATURA.
error-detail-prevent-shape = Scrivi «previeni tutto», «previeni N a NOME» oppure «previeni N da NOME».
error-detail-put-shape = Scrivi «metti» e una creatura che blocca o attacca, come «metti Spirito 1/1 volare blocca Cavaliere» oppure «metti Soldato 1/1 -> Bob».
error-detail-counter-shape = I segnalini sono +1/+1 o -1/-1, come «Cavaliere segnalino +1/+1» oppure «Cavaliere segnalino -1/-1 x2».
error-detail-action-keyword = «ottiene» e «perde» vogliono un'abilità senza numero, come «Orso ottiene attacco improvviso».
error-detail-action-gone = { $name } ha già lasciato il campo di battaglia o la partita, quindi nessuna azione può avere effetto su { $name }: ora è un nuovo oggetto (regola 400.7).
error-detail-action-target = Quell'azione non può avere effetto su { $name }: a un giocatore si possono dare solo scudi di prevenzione, solo una creatura attaccante o bloccante può essere rimossa dal combattimento, solo una creatura prende +N/+N, segnalini o abilità, e «metti … blocca» vuole una creatura attaccante (regole 506.4, 509.4).
error-detail-no-first-strike-step = Nessuna creatura attaccante o bloccante ha attacco improvviso o doppio attacco quando inizia il danno da combattimento, quindi non c'è la sottofase di danno dell'attacco improvviso né «dopo attacco improvviso» ({ $rule }).
error-detail-put-blocking-early = Redzone fa entrare nel campo di battaglia una creatura bloccante solo dopo blocchi o dopo attacco improvviso, quando c'è un blocco: è una scelta della notazione, non una regola. Prima della dichiarazione dei bloccanti, scrivi la creatura tra quelle del giocatore in difesa, che blocca come le altre.
error-detail-block-gone = { $name } non può bloccare { $attacker }: ha lasciato il combattimento dopo la dichiarazione degli attaccanti (regola 506.4).
error-detail-assign-shape = Scrivi una divisione con la creatura, «assegna», poi ogni quota come numero, «a» e chi la riceve, separate da virgole, come «Gigante assegna 1 a Bue, 4 a Orso».
error-detail-assign-target = { $source } non può assegnare danno da combattimento { INITIAL($name) ->
        [vowel] ad
       *[other] a
    } { $name }: una creatura bloccata lo assegna tra le creature che la bloccano (con travolgere anche a ciò che attacca), una creatura bloccante tra le creature che blocca, una non bloccata a ciò che attacca ({ $rule }).
error-detail-assign-total = { $source } assegna danno da combattimento pari alla sua forza, { $power }, ma la somma delle quote scritte è { $amount } ({ $rule }).
error-detail-assign-lethal = { $source } può assegnare danno oltre { $name } solo dopo aver assegnato danno letale { INITIAL($name) ->
        [vowel] ad
       *[other] a
    } { $name }, cioè { $need ->
        [one] 1 danno
       *[other] { $need } danni
    } ({ $rule }).
error-detail-assign-unused = { $source } non infligge danno da combattimento dopo questo momento, quindi qui non si può scrivere una divisione del suo danno ({ $rule }).
error-detail-gone-blocks = { $name } ha lasciato il campo di battaglia all'inizio del combattimento, quindi non può bloccare.
help-actions = Azioni durante il combattimento, dopo lo schieramento: ; dopo attacchi: … ; dopo blocchi: … ; dopo attacco improvviso: … con distruggi, esilia, rimbalza, sacrifica, rimuovi NOME, NOME +2/+2, NOME segnalino +1/+1, NOME ottiene attacco improvviso, previeni tutto, previeni 3 a NOME, NOME non può essere prevenuto, metti Spirito 1/1 blocca Cavaliere. Anche ; all'inizio del combattimento: … e ; alla fine del combattimento: …, e la divisione scelta da un giocatore: Gigante assegna 1 a Bue, 4 a Orso.
event-block_stands = { $why ->
    [evasion] { $creature } ha acquisito un'abilità di evasione dopo la dichiarazione dei bloccanti: i blocchi già dichiarati restano validi.
    [protection] { $creature } blocca una creatura che ora, a causa della protezione, non potrebbe bloccare: il blocco dichiarato resta valido e il danno tra le due viene prevenuto.
   *[restriction] { $creature } ha perso dopo la dichiarazione dei bloccanti ciò che le permetteva di bloccare, ma resta una creatura bloccante.
}

## combat depth: protection

event-protection_prevents = { $source } infliggerebbe { $amount ->
    [one] 1 danno
   *[other] { $amount } danni
} { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }, che ha { $quality }: quel danno viene prevenuto e non è inflitto, quindi non ha alcun effetto (né legame vitale, né tocco letale, né segnalini).
protection-from = { $quality ->
    [white] protezione dal bianco
    [blue] protezione dal blu
    [black] protezione dal nero
    [red] protezione dal rosso
    [green] protezione dal verde
    [creatures] protezione dalle creature
    [everything] protezione da tutto
    [multicolored] protezione dal multicolore
    [monocolored] protezione dal monocolore
    [colorless] protezione dall'incolore
    [artifacts] protezione dagli artefatti
   *[other] protezione da { $quality }
}
keyword-held = { $keyword ->
    [min_blockers] non può essere bloccata tranne che da { $number }
   *[other] { $name }
}
keywords-abilities = { $names }
protection-from-type = protezione { $types }
protection-from-more = { $types }
event-haste = La creatura { $attacker } è passata sotto il controllo del suo controllore in questo turno, ma attacca perché ha rapidità.
error-detail-protection-shape = Scrivi da cosa protegge dopo la protezione: protezione dal rosso, pro(rosso, bianco), protezione dai Goblin.
error-detail-type-shape = Scrivi tipi e sottotipi tra parentesi: tipo(Artefatto Golem).
error-detail-lands-shape = Scrivi i tipi di terra del giocatore in difesa tra parentesi: Bob terre(Isola, Palude): ...
error-detail-has-defender = { $name } ha difensore e non può attaccare ({ $rule }).
error-detail-tapped-attack = La creatura { $name } è TAPpata, e solo le creature STAPpate possono essere dichiarate come attaccanti ({ $rule }).
error-detail-summoning-sick = La creatura { $name } è passata sotto il controllo del suo controllore in questo turno e non ha rapidità, quindi non può attaccare ({ $rule }).
error-detail-tapped-block = La creatura { $name } è TAPpata, e solo le creature STAPpate possono bloccare ({ $rule }).
error-detail-cant-block = { $name } non può bloccare ({ $rule }).
error-detail-cant-be-blocked = La creatura { $attacker } non può essere bloccata, quindi { $name } non può bloccarla ({ $rule }).
error-detail-flyers-only = La creatura { $attacker } può essere bloccata solo da creature con volare, e { $name } non ha volare ({ $rule }).
error-detail-max-blockers = La creatura { $attacker } non può essere bloccata da più di { $count ->
    [one] una creatura
   *[other] { $count } creature
} ({ $rule }).
error-detail-min-blockers = La creatura { $attacker } non può essere bloccata tranne che da { $count ->
    [one] una o più creature
   *[other] { $count } o più creature
} ({ $rule }).
error-detail-alone-attack = La creatura { $name } non può attaccare da sola: può attaccare solo se attacca anche un'altra creatura ({ $rule }).
error-detail-only-alone = La creatura { $name } può attaccare solo da sola: nessun'altra creatura può attaccare insieme a lei ({ $rule }).
error-detail-attack-unless-land = La creatura { $name } non può attaccare a meno che il giocatore in difesa controlli una terra di tipo { $land }, e { $player } non ne controlla nessuna nella situazione di gioco (scrivila come terre({ $land })) ({ $rule }).
error-detail-unless-another = La creatura { $name } non può attaccare o bloccare a meno che il suo controllore controlli un altro { $type }, e nella situazione di gioco non ce n'è nessuno (scrivine uno con tipo({ $type })) ({ $rule }).
error-detail-all-attack = La creatura { $name } deve attaccare: { $leader } attacca e il suo testo obbliga ogni creatura del suo controllore ad attaccare se possibile ({ $rule }).
error-detail-alone-block = La creatura { $name } non può bloccare da sola: può bloccare solo se blocca anche un'altra creatura ({ $rule }).
error-detail-must-attack = { $name } attacca ogni combattimento se possibile, e nulla glielo impedisce ({ $rule }).
error-detail-requirement-must-be-blocked = La creatura { $attacker } deve essere bloccata se possibile, e questi blocchi violano tale obbligo. Una dichiarazione legale rispetta { $count ->
    [one] un obbligo
   *[other] { $count } obblighi
}: { $blocks } ({ $rule }).
error-detail-requirement-lure = { $name } è in grado di bloccare { $attacker }, e tutte le creature in grado di bloccare { $attacker } devono farlo. Una dichiarazione legale rispetta { $count ->
    [one] un obbligo
   *[other] { $count } obblighi
}: { $blocks } ({ $rule }).
error-detail-requirement-must-block = { $name } deve bloccare se possibile, e può farlo. Una dichiarazione legale rispetta { $count ->
    [one] un obbligo
   *[other] { $count } obblighi
}: { $blocks } ({ $rule }).
error-detail-protection = { $name } non può bloccare { $attacker }: una creatura attaccante con protezione non può essere bloccata da creature con la qualità indicata ({ $rule }).
error-detail-skulk = { $name } non può bloccare { $attacker }: una creatura con furtività non può essere bloccata da creature con forza maggiore ({ $rule }).
error-detail-power-at-most = { $name } non può bloccare { $attacker }: la creatura { $attacker } non può essere bloccata da creature con forza pari o inferiore a { $count } ({ $rule }).
error-detail-power-at-least = { $name } non può bloccare { $attacker }: la creatura { $attacker } non può essere bloccata da creature con forza pari o superiore a { $count } ({ $rule }).
error-detail-flying-or-reach = { $name } non può bloccare { $attacker }: la creatura { $attacker } non può essere bloccata tranne che da creature con volare o raggiungere ({ $rule }).
error-detail-walls = { $name } non può bloccare { $attacker }: la creatura { $attacker } non può essere bloccata dai Muri ({ $rule }).
error-detail-blocks-only-flyers = { $name } non può bloccare { $attacker }: { $name } può bloccare solo creature con volare ({ $rule }).
error-detail-shadow = { $name } non può bloccare { $attacker }: una creatura con ombra non può essere bloccata da creature senza ombra ({ $rule }).
error-detail-shadow-blocker = { $name } non può bloccare { $attacker }: una creatura con ombra può bloccare solo creature con ombra ({ $rule }).
error-detail-horsemanship = { $name } non può bloccare { $attacker }: una creatura con equitazione non può essere bloccata da creature senza equitazione ({ $rule }).
error-detail-fear = { $name } non può bloccare { $attacker }: una creatura con paura può essere bloccata solo da creature artefatto e da creature nere ({ $rule }).
error-detail-intimidate = { $name } non può bloccare { $attacker }: una creatura con intimidire può essere bloccata solo da creature artefatto e da creature che condividono un colore con essa ({ $rule }).
error-detail-landwalk = { $name } non può bloccare { $attacker }: una creatura con passaterre non può essere bloccata finché il giocatore in difesa controlla una terra di quel tipo ({ $rule }).
error-detail-too-many-blocks = { $name } può bloccare solo { $count ->
    [one] una creatura
   *[other] { $count } creature
} ({ $rule }); scrivi «può bloccare creature aggiuntive N» o «può bloccare qualsiasi numero di creature» quando un effetto lo permette.
error-detail-same-attacker = { $name } blocca già { $attacker } ({ $rule }).
help-protection = Colori, tipi e restrizioni: Goblin 2/2 rosso tipo(Goblin) rapidità; Cavaliere 2/2 protezione dal rosso; Muro 0/4 tappato; Bob terre(Isola): per passaterre. Un bloccante, più attaccanti: Guardia 2/4 può bloccare creature aggiuntive 1 blocca Cavaliere blocca Orso.

## L'immagine di un combattimento (bot/picture): etichette brevi disegnate su di essa

picture-step = { $step ->
    [first_strike] Danno dell'attacco improvviso
   *[regular] Danno normale
}
picture-moment = { $moment ->
    [after_attacks] Dopo gli attacchi
    [after_blocks] Dopo i blocchi
   *[after_first_strike] Dopo l'attacco improvviso
}
picture-fate = { $fate ->
    [dies] Muore
    [destroyed] Distruzione
    [sacrificed] Sacrificio
    [exiled] Esilio
    [bounced] Ritorna in mano
    [siege] Esilio (Assedio)
    [removed] Fuori dal combattimento
   *[left] Ha lasciato la partita
}
picture-left = { $how ->
    [destroyed] Distruzione: { $name }
    [exiled] Esilio: { $name }
    [bounced] Ritorna in mano: { $name }
   *[sacrificed] Sacrificio: { $name }
}
picture-not-destroyed = { $name } è indistruttibile
picture-removed = Fuori dal combattimento: { $name }
picture-pump = { $name } { $power }/{ $toughness }
picture-counters = { $sign ->
    [plus] { $name }: segnalino +1/+1 ×{ $amount }
   *[minus] { $name }: segnalino -1/-1 ×{ $amount }
}
picture-keywords = { $how ->
    [gains] { $name } ha { $keywords }
   *[loses] { $name } perde { $keywords }
}
picture-shield = { $how ->
    [all] Tutto il danno da combattimento viene prevenuto
    [to] Previeni { $amount ->
        [one] il prossimo danno
       *[other] i prossimi { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target }
    [from] Previeni { $amount ->
        [one] il prossimo danno
       *[other] i prossimi { $amount } danni
    } di { $target }
   *[unpreventable] { $target }: il danno non può essere prevenuto
}
picture-enters = { $how ->
    [attacking] { $name } entra attaccando { $target }
    [attacking_unblocked] { $name } entra attaccando { $target }
    [blocking] { $name } entra bloccando { $target }
   *[other] { $name } entra, fuori dal combattimento
}
picture-skipped = La partita è finita: il resto non avviene
picture-loyalty = Fedeltà
picture-defense = Difesa
picture-protector = Protetta da { $name }
picture-poison = Veleno { $before } → { $after }
picture-commander = Comandante { $name }: { $before } → { $after }
picture-lost = Ha perso la partita
picture-won = Vince la partita
picture-keyword-short = { $keyword ->
    [first_strike] AI
    [double_strike] DA
    [trample] TRAV
    [trample_over_planeswalkers] TRAV PW
    [deathtouch] TL
    [lifelink] LV
    [flying] VOL
    [vigilance] CAUT
    [indestructible] INDIS
    [menace] MIN
    [reach] RAGG
    [commander] COM
   *[other] { $name }
}
picture-keyword-legend = { $short } { $name }
picture-left-out = { $count ->
    [one] Un altro permanente non è disegnato.
   *[other] Altri { $count } permanenti non sono disegnati.
}
opt-combat-picture = immagine
opt-combat-picture-desc = Allega un'immagine del tavolo (attiva, a meno che tu o il server la disattiviate)
opt-settings-pictures = immagini
opt-settings-pictures-desc = Se le risposte ai combattimenti su questo server hanno un'immagine del tavolo
settings-pictures = { $on ->
    [yes] Da ora le risposte ai combattimenti su questo server hanno un'immagine del tavolo.
   *[no] Da ora le risposte ai combattimenti su questo server non hanno più un'immagine del tavolo.
}
settings-nothing = Scegli una lingua, immagini sì o no, o entrambe.
console-picture = Immagine: { $path }

## I documenti di torneo: /mtr, /ipg, /jar. Il loro testo è mostrato come pubblicato (in inglese).
cmd-mtr = mtr
cmd-mtr-desc = Consulta le Regole di Torneo di Magic: una sezione, un titolo o una domanda
opt-mtr-section = sezione
opt-mtr-section-desc = Una sezione (4.2), un titolo (slow play), una domanda o «modifiche»
cmd-ipg = ipg
cmd-ipg-desc = Consulta la Guida alle Procedure per le Infrazioni: un'infrazione, una sua parte, una domanda
opt-ipg-section = sezione
opt-ipg-section-desc = Un'infrazione (2.1, hce), una sua parte (hce philosophy), una domanda o «modifiche»
cmd-jar = jar
cmd-jar-desc = Consulta Arbitrare a REL Amatoriale: una sezione o una domanda
opt-jar-section = sezione
opt-jar-section-desc = Una sezione o una domanda (missed trigger); niente per l'indice
doc-footer = { $document }, in vigore dal giorno { $date }
doc-footer-updated = { $document }, in vigore dal giorno { $date }, aggiornato il giorno { $updated }
doc-link = Su magicjudges.org: { $url }
doc-contents = Indice:
doc-contents-hint = Chiedi a /{ $command } una sezione per numero o titolo, oppure fai una domanda (in inglese).
doc-sections = Sezioni:
doc-best-match = Risultato migliore per «{ $query }»:
doc-other-matches = Altri risultati:
doc-none = Il documento { $document } non ha la sezione { $query }
doc-none-text = Niente nel documento { $document } corrisponde a «{ $query }»
doc-nearest = Sezioni più vicine: { $list }
doc-no-part = { $section } non ha la parte «{ $query }»
doc-parts = Le sue parti: { $list }
doc-unavailable = Il documento { $document } non è disponibile
doc-no-copy = Non ho ancora una copia del documento { $document }. Esegui «redzone documents update» oppure imposta { $variable } su un file locale.
doc-select = Apri una sezione
doc-changes-none = Non è ancora conservata una versione precedente del documento { $document }: le modifiche compariranno quando un aggiornamento porterà una nuova versione.
doc-changes-hint = /{ $command } NUMERO modifiche mostra le modifiche di una sezione, parola per parola.
documents-updated = { $document }: salvata la versione del giorno { $date }.
documents-update-failed = L'aggiornamento del documento { $document } non è riuscito; resta l'ultima copia valida: { $reason }

## Cosa è cambiato tra due versioni (Regole Complete, MTR, IPG)
changes-word = modifiche
changes-cr = Regole Complete
changes-title = Cosa è cambiato: { $document }
changes-of = Cosa è cambiato in { $number }
changes-versions = Dalla versione del giorno { $old } a quella del giorno { $new }
changes-counts = { $added ->
    [one] { $added } nuova
   *[other] { $added } nuove
}, { $changed ->
    [one] { $changed } riformulata
   *[other] { $changed } riformulate
}, { $renumbered ->
    [one] { $renumbered } rinumerata
   *[other] { $renumbered } rinumerate
}, { $removed ->
    [one] { $removed } rimossa
   *[other] { $removed } rimosse
}
changes-added = Nuove ({ $count }):
changes-changed = Riformulate ({ $count }):
changes-renumbered = Rinumerate ({ $count }):
changes-removed = Rimosse ({ $count }):
changes-reworded = (riformulata)
changes-glossary = Glossario ({ $count ->
    [one] un termine
   *[other] { $count } termini
}):
changes-legend = Segni: [-parole rimosse-] {"{"}+parole aggiunte+{"}"}
changes-unchanged = { $number } non è cambiata.
change-added = { $number } è nuova:
change-removed = { $number } è stata rimossa. Il suo testo era:
change-renumbered = { $old } ora è { $new }:
change-changed = { $number } è stata riformulata:
rule-changes-none = Non è ancora conservata una versione precedente delle Regole Complete: le modifiche compariranno quando un aggiornamento ne porterà una nuova («redzone rules update»).
rule-changes-hint = /regola NUMERO modifiche mostra il testo vecchio e quello nuovo di una regola, parola per parola.
rule-changes-select = Vedi le modifiche di una regola

## /carta: legalità, immagine, pagine
card-legality = Legalità:
card-legality-legal = Legale: { $formats }
card-legality-restricted = Limitata: { $formats }
card-legality-banned = Bandita: { $formats }
card-legality-not_legal = Non legale: { $formats }
legality-legal = legale
legality-restricted = limitata
legality-banned = bandita
legality-not_legal = non legale
card-format-status = { $format }: { $status }
format-alchemy = Alchemy
format-brawl = Brawl
format-commander = Commander
format-duel = Duel Commander
format-explorer = Explorer
format-future = Future Standard
format-gladiator = Gladiator
format-historic = Historic
format-historicbrawl = Historic Brawl
format-legacy = Legacy
format-modern = Modern
format-oathbreaker = Oathbreaker
format-oldschool = Old School
format-pauper = Pauper
format-paupercommander = Pauper Commander
format-penny = Penny Dreadful
format-pioneer = Pioneer
format-predh = PreDH
format-premodern = Premodern
format-standard = Standard
format-standardbrawl = Standard Brawl
format-timeless = Timeless
format-vintage = Vintage
card-on-site = Su { $site }: { $url }
card-legal-word = legale
help-judge = La scrivania dell'arbitro: /mtr 4.2, /ipg hce philosophy, /jar missed trigger; cosa è cambiato: /regola modifiche, /regola 702.19 modifiche, /mtr modifiche; la legalità di una carta: /carta NOME legale.

## combat depth: tapping, characteristics, noncombat damage and life
event-tapped = { $how ->
    [tapped] Il permanente { $permanent } viene TAPpato.
    [untapped] Il permanente { $permanent } viene STAPpato.
    [tapped_in_combat] La creatura { $permanent } viene TAPpata: resta in combattimento e infligge comunque il suo danno da combattimento.
   *[untapped_in_combat] La creatura { $permanent } viene STAPpata: resta in combattimento.
}
event-becomes = { $how ->
    [color] { $permanent } diventa { $values } al posto dei suoi altri colori.
   *[type] { $permanent } diventa { $values } in aggiunta ai suoi altri tipi.
}
event-deals = { $source } infligge { $amount ->
        [one] 1 danno
       *[other] { $amount } danni
    } { INITIAL($target) ->
        [vowel] ad
       *[other] a
    } { $target } (non è danno da combattimento).
event-life_changed = { $how ->
    [gains] { $player } guadagna { $amount ->
        [one] 1 punto vita
       *[other] { $amount } punti vita
    } ({ $pool ->
            [team] squadra { $team }: ora { $life }
           *[player] ora { $life }
        }).
   *[loses] { $player } perde { $amount ->
        [one] 1 punto vita
       *[other] { $amount } punti vita
    } ({ $pool ->
            [team] squadra { $team }: ora { $life }
           *[player] ora { $life }
        }).
}
color-name = { $color ->
    [white] bianco
    [blue] blu
    [black] nero
    [red] rosso
   *[green] verde
}
error-detail-deals-shape = Scrivi una fonte, «infligge», un numero di danni e chi li subisce, come «Fulmine rosso istantaneo infligge 3 danni a Muro».
error-detail-becomes-shape = Dopo «diventa» servono colori e tipi di carta, come «Cavaliere diventa rosso» oppure «Cavaliere diventa artefatto».

## Consigli su bloccanti e attacchi (/combat advise, redzone advise)
error-detail-advice-defender = { $name } non è un giocatore in difesa in questa situazione: il consiglio sui blocchi è per un giocatore di uno schieramento dopo il primo.
advice-title-blocks = Consiglio sui blocchi per { $player }
advice-title-attacks = Consiglio sugli attacchi per { $player }
advice-label-blocks-most_life = conserva più punti vita
advice-label-blocks-best_trade = fa lo scambio migliore
advice-label-blocks-no_loss = non perde creature
advice-label-attacks-most_life = infligge più danno
advice-label-attacks-best_trade = fa lo scambio migliore
advice-label-attacks-no_loss = non perde creature
advice-why-loses = { $player } perde la partita comunque blocchi (regola { $rule }); questa dichiarazione è il male minore.
advice-why-no-block = Senza bloccare, { $player } { $life ->
    [0] non perde punti vita
    [one] perde 1 punto vita
   *[other] perde { $life } punti vita
} e conserva tutte le creature: gli attaccanti non bloccati infliggono il loro danno al giocatore (regola 510.1a).
advice-why-chump = Gli attaccanti bloccati senza travolgere non infliggono danno { INITIAL($player) ->
        [vowel] ad
       *[other] a
    } { $player } (regola 510.1c): { $player } { $life ->
    [0] { $count ->
        [0] non perde né punti vita né creature
        [one] non perde punti vita, ma perde una creatura
       *[other] non perde punti vita, ma perde { $count } creature
    }
    [one] perde 1 punto vita e { $count ->
        [0] nessuna creatura
        [one] una creatura
       *[other] { $count } creature
    }
   *[other] perde { $life } punti vita e { $count ->
        [0] nessuna creatura
        [one] una creatura
       *[other] { $count } creature
    }
} per restare in partita.
advice-why-trade = Le creature a cui è stato inflitto danno letale muoiono (regola 704.5g): { $player } { $life ->
    [0] { $count ->
        [0] non perde né punti vita né creature
        [one] non perde punti vita, ma perde una creatura
       *[other] non perde punti vita, ma perde { $count } creature
    }
    [one] perde 1 punto vita e { $count ->
        [0] nessuna creatura
        [one] una creatura
       *[other] { $count } creature
    }
   *[other] perde { $life } punti vita e { $count ->
        [0] nessuna creatura
        [one] una creatura
       *[other] { $count } creature
    }
}; { $killed ->
    [0] l'attaccante non ne perde nessuna
    [one] l'attaccante ne perde una
   *[other] l'attaccante ne perde { $killed }
}.
advice-why-wins = Anche contro i blocchi migliori, { $player } perde la partita (regola { $rule }).
advice-why-attack = Contro i blocchi migliori, { $player } { $damage ->
    [0] { $count ->
        [0] non perde né punti vita né creature
        [one] non perde punti vita, ma perde una creatura
       *[other] non perde punti vita, ma perde { $count } creature
    }
    [one] perde 1 punto vita e { $count ->
        [0] nessuna creatura
        [one] una creatura
       *[other] { $count } creature
    }
   *[other] perde { $damage } punti vita e { $count ->
        [0] nessuna creatura
        [one] una creatura
       *[other] { $count } creature
    }
} (regola 510.1a).
advice-none = Nessuna dichiarazione legale trovata.
advice-assumes = Si presume che dopo la dichiarazione non si lancino magie né si attivino abilità e che ogni scelta lasciata aperta dalla notazione resti al valore predefinito; le azioni scritte nella situazione si applicano a ogni opzione. Incolla la situazione in /combattimento per la spiegazione completa.
advice-exhaustive = Esaminate tutte le dichiarazioni legali ({ $count }).
advice-not-exhaustive = Ricerca non completa: la migliore di { $count } dichiarazioni esaminate nel tempo concesso.
advice-busy-title = Un consiglio alla volta
advice-busy = Attendi il consiglio precedente: uno alla volta.
opt-combat-advise = consiglio
opt-combat-advise-desc = Invece dell'esito, consiglia i blocchi o gli attacchi migliori (lo vedi solo tu)
advise-blocks = blocchi
advise-attacks = attacchi
