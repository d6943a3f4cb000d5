## Redzones deutscher Katalog. Quelle: en.ftl (gleiche IDs, gleiche Variablen).

cite = {" "}(Regel { $rule })
cited = { $text }{ $end }{ $cite }
rule-ref = { $count ->
    [one] Regel { $rules }
   *[other] Regeln { $rules }
}
error-join = { $head } { $detail }
list-sep = {", "}
name-aside = { $name } ({ $aside })

## Spielformen

mode-1v1 = 1 gegen 1
mode-multiplayer = Mehrspieler
mode-2hg = Zweiköpfiger Riese
mode-commander = Commander

## Ergebnis eines Kampfes

summary-title = Ergebnis ({ $mode })
summary-life = { $player }: Lebenspunkte { $before } → { $after }
summary-life-poison = { $player }: Lebenspunkte { $before } → { $after }, Giftmarken { $poison_before } → { $poison_after }
summary-team = { $team } (Team): Lebenspunkte { $before } → { $after }
summary-team-poison = { $team } (Team): Lebenspunkte { $before } → { $after }, Giftmarken { $poison_before } → { $poison_after } (verliert bei { $limit })
summary-died = { $count ->
    [one] { $names } stirbt.
   *[other] { $names } sterben.
}
summary-nothing-died = Keine bleibende Karte ist gestorben.
summary-left = { $count ->
    [one] { $names } verlässt mit dem Besitzer die Partie.
   *[other] { $names } verlassen mit ihren Besitzern die Partie.
}
summary-copies = { $count ->
    [one] Eine chiffrierte Kopie gewirkt: { $spells }
   *[other] { $count } chiffrierte Kopien gewirkt: { $spells }
}
summary-lost = { $count ->
    [one] { $names } verliert die Partie.
   *[other] { $names } verlieren die Partie.
}
summary-winners = { $count ->
    [one] { $names } gewinnt die Partie.
   *[other] { $names } gewinnen die Partie.
}
summary-draw = Die Partie endet unentschieden.
steps-title = Schritt für Schritt

## Ereignisse

event-attack = { $target_kind ->
    [planeswalker] { $attacker } greift den Planeswalker { $target } an.
    [battle] { $attacker } greift die Schlacht { $target } an.
   *[player] { $attacker } greift { $target } an.
}
event-block = { $blocker } blockt { $attacker }.
event-step = { $phase ->
    [first] Erstschlag-Kampfschadensegment: Nur Kreaturen mit Erstschlag oder Doppelschlag fügen Schaden zu ({ $strikers }).
    [second] Zweites Kampfschadensegment: Die Kreaturen ohne Erstschlag fügen Schaden zu, die mit Doppelschlag ein zweites Mal ({ $strikers }).
    [second_late] Zweites Kampfschadensegment: Die Kreaturen, die zu Beginn des ersten Segments weder Erstschlag noch Doppelschlag hatten, fügen Schaden zu, auch wenn sie jetzt Erstschlag haben, die mit Doppelschlag ein zweites Mal ({ $strikers }).
   *[only] Kampfschadensegment: Jede angreifende und blockende Kreatur weist ihren Kampfschaden zu, dann wird er gleichzeitig zugefügt ({ $strikers }).
}
event-step-none = keine
event-assign = { $how ->
    [unblocked] { $source } ist ungeblockt und weist { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu.
    [one_blocker] { $source } wird nur von { $target } geblockt und weist { $target } { $amount ->
        [one] den einzigen Schadenspunkt
       *[other] alle { $amount } Schadenspunkte
    } zu.
    [divided] { $source } verteilt den Schaden auf die blockenden Kreaturen und weist { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu, also tödlichen Schaden.
    [divided_partial] { $source } verteilt den Schaden auf die blockenden Kreaturen und weist { $target } den restlichen Schaden zu ({ $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    }), weniger als tödlichen Schaden.
    [rest] { $source } weist { $target }, der letzten blockenden Kreatur, { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu; diese erhält auch den Schaden, der übrig ist, sobald jeder blockenden Kreatur tödlicher Schaden zugewiesen ist.
    [deathtouch] { $source } weist { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu: tödlicher Schaden, da { $source } Todesberührung hat.
    [lethal] { $source } weist { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu: tödlicher Schaden.
    [partial] { $source } weist { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
        } zu: weniger als tödlicher Schaden, also bleibt kein Schaden für Trampelschaden übrig.
    [trample_excess] Mit Trampelschaden weist { $source } { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu, nachdem den blockenden Kreaturen tödlicher Schaden zugewiesen wurde.
    [trample_no_blockers] { $source } ist geblockt, aber keine Kreatur blockt { $source } mehr: Mit Trampelschaden weist { $source } { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu.
    [trample_at_planeswalker] Mit Trampelschaden weist { $source } { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu, mehr als die Loyalität von { $target }: Ohne Trampelschaden über Planeswalker kann nichts davon an den verteidigenden Spieler gehen.
    [rest_planeswalker_gone] { $source } weist { $target }, der letzten blockenden Kreatur, { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu; diese erhält auch den Schaden, der übrig ist, sobald jeder blockenden Kreatur tödlicher Schaden zugewiesen ist: Der angegriffene Planeswalker hat den Kampf verlassen, und ohne Trampelschaden über Planeswalker kann nichts an den verteidigenden Spieler gehen.
    [rest_battle_gone] { $source } weist { $target }, der letzten blockenden Kreatur, { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu; diese erhält auch den Schaden, der übrig ist, sobald jeder blockenden Kreatur tödlicher Schaden zugewiesen ist: Die angegriffene Schlacht hat den Kampf verlassen.
    [loyalty] { $source } weist { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu, so viel wie die Loyalität von { $target }.
    [loyalty_others] { $source } weist { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu: Zusammen mit dem Schaden, den andere Kreaturen { $target } in diesem Segment zuweisen, so viel wie die Loyalität von { $target }.
    [over_planeswalker] { $source } hat Trampelschaden über Planeswalker: Der Rest, { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    }, geht an den Beherrscher des Planeswalkers, { $target }.
    [over_planeswalker_gone] Der Planeswalker, den { $source } angreift, hat den Kampf verlassen; mit Trampelschaden über Planeswalker weist { $source } dem verteidigenden Spieler { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu.
    [blocker_lethal] { $source } blockt mehrere Kreaturen und verteilt den Schaden nach Wahl des Beherrschers: { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } für { $target }, tödlicher Schaden.
    [blocker_partial] { $source } blockt mehrere Kreaturen und verteilt den Schaden nach Wahl des Beherrschers: der Rest, { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    }, für { $target }, weniger als tödlicher Schaden.
    [blocker_rest] { $source } blockt mehrere Kreaturen: { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } für { $target }, die letzte davon, der auch der Schaden zugewiesen wird, der übrig ist, sobald jeder von ihnen tödlicher Schaden zugewiesen ist.
    [chosen] { $source } verteilt den Schaden nach Wahl des Beherrschers auf die Blocker: { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } für { $target }.
    [chosen_excess] { $source } hat Trampelschaden, und der Beherrscher von { $source } hat gewählt: { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } für { $target }, nachdem jedem Blocker tödlicher Schaden zugewiesen ist.
    [chosen_over] { $source } hat Trampelschaden über Planeswalker, und der Beherrscher von { $source } hat gewählt: { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } für { $target }, den Beherrscher des Planeswalkers, nachdem den Blockern tödlicher Schaden und dem Planeswalker Schaden in Höhe von dessen Loyalität zugewiesen ist.
    [chosen_blocker] { $source } blockt mehrere Kreaturen und verteilt den Schaden nach Wahl des Beherrschers: { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } für { $target }.
    [chosen_attacker] { $source } blockt eine Kreatur mit Bündnisfähigkeit, also wird der Schaden nach Wahl des angreifenden Spielers verteilt: { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } für { $target }.
    [chosen_defender] { $source } wird von einer Kreatur mit Bündnisfähigkeit geblockt, also wird der Schaden nach Wahl des verteidigenden Spielers auf die Blocker verteilt: { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } für { $target }.
   *[blocking] { $source } weist { $target }, der von { $source } geblockten Kreatur, { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu.
}
event-no_damage = { $why ->
    [no_power] { $source } hat eine Stärke von 0 oder weniger und weist keinen Kampfschaden zu.
    [blockers_gone] { $source } ist geblockt, doch keine blockende Kreatur ist mehr im Kampf; ohne Trampelschaden weist { $source } keinen Kampfschaden zu.
    [target_gone] { $source } weist keinen Kampfschaden zu: Die angegriffene Schlacht hat den Kampf verlassen, und keine Kreatur blockt { $source }.
    [planeswalker_gone] { $source } weist keinen Kampfschaden zu: Der angegriffene Planeswalker hat den Kampf verlassen, und ohne Trampelschaden über Planeswalker kann nichts vom Schaden an den verteidigenden Spieler gehen.
    [player_left] { $source } weist keinen Kampfschaden zu: Der angegriffene Spieler hat die Partie verlassen.
    [controller_left] { $source } weist keinen Kampfschaden zu: Der angegriffene Planeswalker und sein Beherrscher haben die Partie verlassen.
    [card_text] { $source } weist keinen Kampfschaden zu: Das sagt der Text der Karte, und der Text einer Karte hat Vorrang vor den Regeln.
   *[attacker_gone] { $source } weist keinen Kampfschaden zu: Die von { $source } geblockte Kreatur hat den Kampf verlassen.
}
event-life_lost = { $amount ->
    [one] { $player } verliert 1 Lebenspunkt durch { $source } ({ $pool ->
            [team] Team { $team }: jetzt { $life }
           *[player] jetzt { $life }
        }).
   *[other] { $player } verliert { $amount } Lebenspunkte durch { $source } ({ $pool ->
            [team] Team { $team }: jetzt { $life }
           *[player] jetzt { $life }
        }).
}
event-life_gained = { $amount ->
    [one] { $player } erhält durch die Lebensverknüpfung von { $source } 1 Lebenspunkt dazu ({ $pool ->
            [team] Team { $team }: jetzt { $life }
           *[player] jetzt { $life }
        }).
   *[other] { $player } erhält durch die Lebensverknüpfung von { $source } { $amount } Lebenspunkte dazu ({ $pool ->
            [team] Team { $team }: jetzt { $life }
           *[player] jetzt { $life }
        }).
}
event-poison = { $amount ->
    [one] { $player } erhält eine Giftmarke durch { $source } ({ $pool ->
            [team] Team { $team }: jetzt { $poison }
           *[player] jetzt { $poison }
        }).
   *[other] { $player } erhält { $amount } Giftmarken durch { $source } ({ $pool ->
            [team] Team { $team }: jetzt { $poison }
           *[player] jetzt { $poison }
        }).
}
event-damage_marked = { $source } fügt { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu (markiert: { $total }).
event-minus_counters = { $amount ->
    [one] { $source } legt eine -1/-1-Marke auf { $target } (jetzt { $total }).
   *[other] { $source } legt { $amount } -1/-1-Marken auf { $target } (jetzt { $total }).
}
event-loyalty = { $removed ->
    [0] { $source } fügt { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu; { $target } hat keine Loyalitätsmarken mehr, die entfernt werden könnten (Loyalität 0).
    [one] { $source } fügt { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu, wodurch eine Loyalitätsmarke entfernt wird (Loyalität { $loyalty }).
   *[other] { $source } fügt { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu, wodurch { $removed } Loyalitätsmarken entfernt werden (Loyalität { $loyalty }).
}
event-defense = { $removed ->
    [0] { $source } fügt { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu; { $target } hat keine Verteidigungsmarken mehr, die entfernt werden könnten (Verteidigung 0).
    [one] { $source } fügt { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu, wodurch eine Verteidigungsmarke entfernt wird (Verteidigung { $defense }).
   *[other] { $source } fügt { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu, wodurch { $removed } Verteidigungsmarken entfernt werden (Verteidigung { $defense }).
}
event-commander_damage = { $total ->
    [one] { $player } wurde vom Kommandeur { $commander } bisher insgesamt 1 Kampfschadenspunkt zugefügt.
   *[other] { $player } wurden vom Kommandeur { $commander } bisher insgesamt { $total } Kampfschadenspunkte zugefügt.
}
event-dies = { $why ->
    [toughness] { $permanent } hat eine Widerstandskraft von 0 oder weniger und wird auf den Friedhof des Besitzers gelegt.
    [lethal] Auf { $permanent } ist tödlicher Schaden markiert; { $permanent } wird zerstört.
    [deathtouch] { $permanent } wurde Schaden von einer Quelle mit Todesberührung zugefügt; { $permanent } wird zerstört.
    [loyalty] { $permanent } hat keine Loyalität mehr und wird auf den Friedhof des Besitzers gelegt.
    [siege] { $permanent } ist eine Belagerung ohne Verteidigung, und keine Fähigkeit von { $permanent } wartet: { $permanent } wird auf den Friedhof des Besitzers gelegt.
   *[defense] { $permanent } hat keine Verteidigung mehr und wird auf den Friedhof des Besitzers gelegt.
}
event-survives = { $why ->
    [lethal] Auf { $permanent } ist tödlicher Schaden markiert, doch { $permanent } ist unzerstörbar: Die zustandsbasierte Aktion aus Regel { $ignores } hat keine Wirkung.
    [deathtouch] { $permanent } wurde Schaden von einer Quelle mit Todesberührung zugefügt, doch { $permanent } ist unzerstörbar: Die zustandsbasierte Aktion aus Regel { $ignores } hat keine Wirkung.
   *[both] Auf { $permanent } ist tödlicher Schaden markiert, teils von einer Quelle mit Todesberührung, doch { $permanent } ist unzerstörbar: Die zustandsbasierten Aktionen aus den Regeln { $ignores } haben keine Wirkung.
}
event-loses = { $why ->
    [life] { $player } hat 0 oder weniger Lebenspunkte und verliert die Partie.
    [poison] { $player } hat 10 oder mehr Giftmarken und verliert die Partie.
   *[commander] { $player } wurden von einem einzigen Kommandeur 21 oder mehr Kampfschadenspunkte zugefügt; { $player } verliert die Partie.
}
event-team_loses = { $why ->
    [life] Das Team { $team } hat 0 oder weniger Lebenspunkte und verliert die Partie: { $members } verlieren gemeinsam.
    [poison] Das Team { $team } hat zu viele Giftmarken und verliert die Partie: { $members } verlieren gemeinsam.
   *[member] Einer seiner Spieler hat verloren, also verliert das Team { $team } die Partie: { $members } verlieren gemeinsam.
}
event-leaves = { $count ->
    [0] { $player } verlässt die Partie.
   *[other] { $player } verlässt die Partie, und alles, was { $player } besitzt, verlässt sie ebenfalls: { $permanents }.
}
event-game_over = { $outcome ->
    [draw] Die Partie ist vorbei und endet unentschieden: Alle verbliebenen Spieler haben gleichzeitig verloren.
    [team_draw] Die Partie ist vorbei und endet unentschieden: Alle verbliebenen Teams haben gleichzeitig verloren.
    [team] Die Partie ist vorbei: Das Team { $team } gewinnt, und mit ihm { $winners }.
   *[player] Die Partie ist vorbei: { $winners } gewinnt.
}
event-cipher = { $creature } hat { $player } Kampfschaden zugefügt: { $caster } wirkt eine Kopie von { $spell }, chiffriert auf { $creature }. Die Kopie ist ein neuer Zauberspruch mit eigenen Zielen; das Ergebnis nimmt an, dass die Kopie { $player } als Ziel hat.
event-copy_resolves = { $outcome ->
    [life] Die Kopie von { $spell } wird verrechnet.
    [partial] Die Kopie von { $spell } wird verrechnet; nur ihr Lebenspunkteverlust wird simuliert, nicht der Rest ihres Effekts.
    [player_left] { $player } hat die Partie verlassen und kann kein Ziel sein: Die Kopie von { $spell } kann stattdessen einen anderen Spieler als Ziel haben, was nicht simuliert wird.
   *[reported] Die Kopie von { $spell } wird verrechnet; ihr Effekt wird nicht simuliert.
}

## Fehler

error-syntax = Diese Spielsituation kann ich nicht lesen.
error-unknown_keyword = Unbekanntes Schlüsselwort.
error-unknown_reference = Dieser Name bezeichnet nichts auf dem Spielfeld.
error-ambiguous_reference = Dieser Name passt auf mehr als eine Sache.
error-illegal_block = Dieser Block ist nicht erlaubt.
error-illegal_attack = Dieser Angriff ist nicht erlaubt.
error-conflicting_life = Zwei verschiedene Werte für dasselbe Team.
error-too_large = Diese Spielsituation ist zu groß.
error-internal = Bei uns ist etwas schiefgegangen. Entschuldigung! Der Fehler wurde protokolliert.
error-id = Fehlerkennung: { $id }. Gib sie an die Betreiber des Bots weiter.
error-command-title = Der Befehl wurde nicht ausgeführt
error-command-permissions = Für diesen Befehl brauchst du auf diesem Server die Berechtigung { $permissions }.
error-command-bot-permissions = Redzone braucht in diesem Kanal die Berechtigung { $permissions }: Bitte die Moderatoren des Servers, sie zu erteilen.
error-command-guild-only = Dieser Befehl funktioniert nur in einem Serverkanal.
error-command-check = Du kannst diesen Befehl hier nicht verwenden.
error-command-option = „{ $value }“ ist kein Wert dieser Option: Wähle einen der Werte, die Discord anbietet.
error-command-cooldown = Dieser Befehl pausiert gerade: Versuche es { $when } erneut.
error-command-outdated = Dieser Befehl hat sich geändert, seit deine Discord-App ihn geladen hat. Versuche es in einer Minute erneut oder starte Discord neu, wenn es so bleibt.
permission-manage-guild = Server verwalten

error-detail-empty = Die Spielsituation ist leer. Versuch es mit: Alice: Bär 2/2 | Bob:
error-detail-expected-side = Zwischen den Trennzeichen fehlt eine Seite.
error-detail-expected-defender = Nach | oder gegen fehlt eine verteidigende Seite.
error-detail-quick-team = Teams (&) brauchen die volle Form mit Spielernamen, etwa Alice: Bär 2/2 | Bob: & Ben:
error-detail-expected-player = Auf beiden Seiten von & muss ein Spieler stehen.
error-detail-expected-colon = Nach dem Spielernamen fehlt ein Doppelpunkt, etwa Alice: Bär 2/2
error-detail-expected-player-name = Vor dem Doppelpunkt fehlt der Name eines Spielers.
error-detail-expected-name = Hier fehlt ein Name.
error-detail-expected-reference = Danach fehlt ein Name, eine ID oder eine Zahl.
error-detail-player-header = Hier gehören die Lebenspunkte, p und Giftmarken oder cd(Kommandeur N) hin, nicht „{ $token }“.
error-detail-cd-shape = Kommandeursschaden schreibt man cd(NAME N), etwa cd(Atraxa 15).
error-detail-unclosed = Eine Klammer ist nicht geschlossen.
error-detail-expected-pt = Erwartet wird Stärke/Widerstandskraft (etwa 2/2) oder „pw N“ oder „Schlacht N“ in „{ $text }“.
error-detail-after-permanent = Nach der Loyalität eines Planeswalkers oder der Verteidigung einer Schlacht darf nichts mehr folgen.
error-detail-toughness = Die Widerstandskraft muss mindestens 1 sein.
error-detail-twice = „{ $token }“ steht bei einer Kreatur zweimal.
error-detail-unexpected = „{ $token }“ gehört nicht hierher.
error-detail-unknown-keyword = „{ $token }“ ist kein Schlüsselwort, das ich kenne. Schlüsselwörter: { $keywords }.
error-detail-keyword-number = Nach { $keyword } muss eine Zahl stehen, etwa { $keyword } 2.
error-detail-cipher-shape = Chiffrieren schreibt man Chiffrieren(NAME DES ZAUBERS), etwa Chiffrieren(Schattenschnitz).
error-detail-extra-colon = Hier steht ein zweiter Doppelpunkt: Trenne Spieler mit | (oder Teammitglieder mit &).
error-detail-clause-colon = Nach „{ $token }“ steht kein Doppelpunkt: Schreibe den Namen direkt dahinter ({ $token } NAME).
error-detail-number = Diese Zahl ist zu groß (höchstens { $limit }).
error-detail-chars = Die Spielsituation ist zu lang (höchstens { $limit } Zeichen).
error-detail-sides = Zu viele Seiten (höchstens { $limit }).
error-detail-players = Zu viele Spieler (höchstens { $limit }).
error-detail-things = Zu viele bleibende Karten (höchstens { $limit }).
error-detail-mode-teams = Teams (&) gibt es nur beim Zweiköpfigen Riesen, nicht bei { $mode }.
error-detail-mode-sides = { $mode } hat genau zwei Seiten.
error-detail-duplicate-player = Zwei Spieler heißen { $name }.
error-detail-already-dead = Auf { $name } ist bereits tödlicher Schaden markiert.
error-detail-already-lost = { $name } hätte die Partie schon vor diesem Kampf verloren.
error-detail-conflicting-life = Die Lebenspunkte dieses Teams sind einmal als { $first } und einmal als { $second } angegeben.
error-detail-conflicting-poison = Die Giftmarken dieses Teams sind einmal als { $first } und einmal als { $second } angegeben.
error-detail-unknown-reference = { $suggestion ->
    [none] Auf dem Spielfeld heißt nichts „{ $ref }“.
   *[other] Auf dem Spielfeld heißt nichts „{ $ref }“. Meintest du „{ $suggestion }“?
}
error-detail-ambiguous = „{ $ref }“ passt auf { $count ->
    [one] ein Ding
   *[other] { $count } Dinge
}: Nimm stattdessen die ID (a1, b2, …).
error-detail-not-a-commander = { $ref } ist keine Kreatur und kann daher kein Kommandeur sein.
error-detail-defender-attacks = { $name } steht auf einer verteidigenden Seite: Nur die erste Seite greift an.
error-detail-attacker-blocks = { $name } greift an und kann daher nicht blocken.
error-detail-attack-own = Eine Kreatur kann nur einen Gegner, dessen Planeswalker oder eine von ihm beschützte Schlacht angreifen, nicht { $name }.
error-detail-attack-creature = Kreaturen können nicht angegriffen werden: { $name } ist eine Kreatur.
error-detail-block-non-attacker = { $name } ist keine angreifende Kreatur und kann daher nicht geblockt werden.
error-detail-flying = { $name } kann { $attacker } nicht blocken: Eine fliegende Kreatur kann nur von fliegenden Kreaturen oder Kreaturen mit Reichweite geblockt werden ({ $rule }).
error-detail-menace = { $name } kann { $attacker } nicht allein blocken: Eine bedrohliche Kreatur kann nur von zwei oder mehr Kreaturen geblockt werden ({ $rule }).
error-detail-not-attacking-you = { $name } kann { $attacker } nicht blocken: { $attacker } greift { $defender } an, und ein Spieler kann nur Kreaturen blocken, die diesen Spieler, dessen Planeswalker oder von diesem Spieler beschützte Schlachten angreifen.
error-detail-not-your-team = { $name } kann { $attacker } nicht blocken: { $attacker } greift das Team von { $defender } an, nicht das Team von { $name }.
error-caret-title = Hier:

## Regeln nachschlagen (der Regeltext bleibt, wie er veröffentlicht ist, auf Englisch)

rule-effective = Ausführliches Regelwerk, gültig ab { $date }
rule-example = Beispiel:
rule-see-also = Siehe auch: { $numbers }
rule-glossary = Glossar: { $term }
rule-none = Es gibt keine Regel { $query }.
rule-none-text = Keine Regel passt zu „{ $query }“.
rule-nearest = Nächstgelegene Regeln: { $numbers }
rule-no-cr = Ich habe noch keine Kopie des Ausführlichen Regelwerks. Führe „redzone rules update“ aus oder setze REDZONE_CR_PATH auf eine Regeldatei.
rules-updated = Ausführliches Regelwerk gültig ab { $date } gespeichert ({ $sha }).
rules-update-failed = Die Aktualisierung der Regeln ist fehlgeschlagen: { $reason }. Die letzte gute Kopie (gültig ab { $date }) bleibt.
rules-update-failed-none = Die Aktualisierung der Regeln ist fehlgeschlagen: { $reason }. Es gibt noch keine Kopie des Ausführlichen Regelwerks: Versuch es später noch einmal oder setze REDZONE_CR_PATH auf eine Regeldatei.
database-unavailable = Die Datenbank { $path } lässt sich nicht öffnen: { $reason }. Prüfe, ob es die Datenbank von Redzone ist und kein anderes Programm sie belegt.
database-unreachable = Der Datenbankserver { $path } ist nicht nutzbar: { $reason }. Prüfe, ob der Server läuft und Verbindungen annimmt und ob URL, Benutzer und Passwort stimmen.
database-newer = Die Datenbank { $path } hat die Schemaversion { $found }, neuer als die { $known } dieses Redzone: Eine neuere Version von Redzone hat sie geschrieben. Starte diese Version oder spiele eine Sicherung ein, die für diese gemacht wurde. Es wurde nichts geändert.
database-foreign = Die Datenbank { $path } gehört nicht Redzone: Sie enthält die Tabellen eines anderen Programms. Gib in REDZONE_DB eine neue Datei oder eine leere Datenbank an. Es wurde nichts geändert.
commands-synced = { $count ->
    [one] 1 Befehl mit Discord synchronisiert.
   *[other] { $count } Befehle mit Discord synchronisiert.
}
health-ok = Redzone läuft: letztes Lebenszeichen vor { $seconds } s.
health-missing = Redzone läuft nicht: kein Lebenszeichen unter { $path }.
health-gone = Redzone läuft nicht: Der Prozess { $pid }, der { $path } geschrieben hat, existiert nicht mehr.
health-stale = Redzone antwortet nicht: letztes Lebenszeichen vor { $seconds } s (Grenze { $limit } s).
doctor-title = Redzone doctor: womit diese Installation läuft
doctor-settings = Einstellungen aus der Umgebung:
doctor-default = (Standard)
doctor-ok = in Ordnung
doctor-wrong = FEHLER
doctor-topic-database = Datenbank
doctor-topic-rules = Regeln
doctor-topic-cards = Karten
doctor-topic-shards = Shards
doctor-topic-locales = Sprachen
doctor-database = { $kind } { $where }, Schemaversion { $version } (die neueste dieses Codes)
doctor-database-older = { $kind } { $where }, Schemaversion { $version }: Der Bot migriert sie beim Start auf { $newest }
doctor-database-newer = { $kind } { $where }, Schemaversion { $version }, neuer als { $newest } dieses Codes: Eine neuere Redzone-Version hat sie angelegt (nutze diese oder spiele ein Backup ein)
doctor-database-missing = { $kind } { $where } gibt es noch nicht: Der Bot legt sie beim Start an
doctor-database-unusable = { $kind } { $where } ist nicht nutzbar: { $reason }
doctor-rules = gültig ab { $date }, aus { $path }
doctor-rules-none = noch keine Kopie, der Bot lädt sie beim Start herunter ({ $reason })
doctor-rules-unusable = REDZONE_CR_PATH ist nicht nutzbar: { $reason }
doctor-cards = MTGJSON { $version } vom { $date }, { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}, aus { $path }
doctor-cards-none = noch keine Kartendaten, der Bot lädt sie beim Start herunter ({ $reason })
doctor-cards-unusable = REDZONE_CARDS_PATH ist nicht nutzbar, und es wurde noch nie eine Kopie daraus erstellt: { $reason }
doctor-cards-kept = REDZONE_CARDS_PATH ist nicht nutzbar ({ $reason }); der Bot verwendet die letzte gute Kopie daraus: MTGJSON { $version } vom { $date }, { $count ->
    [one] eine Karte
   *[other] { $count } Karten
}, aus { $path }
doctor-shards-all = alle Shards in diesem Prozess, so viele, wie Discord empfiehlt
doctor-shards-count = { $count ->
    [one] der einzige Shard, in diesem Prozess
   *[other] alle { $count } Shards in diesem Prozess
}
doctor-shards-some = Shards { $ids } von { $count } in diesem Prozess
doctor-locales = { $codes }, aus { $path }
doctor-locales-missing = es fehlen Kataloge für { $codes } in { $path }
doctor-verdict = { $count ->
    [0] Alles in Ordnung.
    [one] Eine Sache stimmt nicht: siehe FEHLER oben.
   *[other] { $count } Dinge stimmen nicht: siehe FEHLER oben.
}
config-error = Konfigurationsfehler in { $setting }: { $problem }
config-shard-ids-without-count = es braucht auch SHARD_COUNT, die Gesamtzahl der Shards des Deployments.
config-shard-ids-past-count = es reicht bis Shard { $highest }, über SHARD_COUNT={ $count } hinaus (Shards werden ab 0 gezählt).
config-shard-ids-part = „{ $part }“ ist weder eine Shard-ID noch ein Bereich wie 0-3 (in „{ $input }“).
config-shard-ids-twice = „{ $value }“ nennt einen Shard zweimal.
config-int-parsing = „{ $input }“ ist keine ganze Zahl.
config-float-parsing = „{ $input }“ ist keine Zahl.
config-greater-than-equal = es muss mindestens { $ge } sein, nicht { $input }.
config-greater-than = es muss größer als { $gt } sein, nicht { $input }.
config-less-than-equal = es darf höchstens { $le } sein, nicht { $input }.
config-token-missing = es ist nicht gesetzt: Gib das Token des Bots aus dem Discord-Entwicklerportal an.
config-fonts-missing = die Schriften, in denen die Bilder gezeichnet werden (Noto Sans und Noto Sans CJK), sind nicht installiert: Installiere Debians fonts-noto-core und fonts-noto-cjk oder die Python-Pakete manimgx-fonts und manimgx-fonts-cjk.
config-address-form = „{ $input }“ ist keine IP-Adresse mit Port wie 127.0.0.1:8443 oder [::1]:8443.
config-ca-file-unreadable = „{ $input }“ kann nicht gelesen werden.
config-ca-file-not-pem = „{ $input }“ enthält kein PEM-Zertifikat.
config-setting-replaced = es wird nicht mehr gelesen: DISCORD_ADDRESS (wo Discords Hosts erreicht werden) und DISCORD_CA_FILE (die CA, gegen die ihre Zertifikate geprüft werden) ersetzen es.
cli-combat-nothing = gib ein Spielfeld (BOARD) oder --batch FILE an.
cli-commands-nothing = gib --json oder sync an.
cli-cannot-read = { $path } lässt sich nicht lesen: { $reason }.
cli-not-text = { $path } ist kein UTF-8-Text.
cli-cannot-write = { $path } lässt sich nicht schreiben: { $reason }.
cli-cards-unusable = --cards ist nicht nutzbar: { $reason }.
cli-unavailable = { $message } ({ $reason })
cli-no-such-file = Datei nicht gefunden: { $path }
cli-no-copy = es ist noch keine Kopie gespeichert

## Sprachen

lang-en = English
lang-it = Italiano
lang-de = Deutsch
lang-ja = 日本語
lang-fr = Français
lang-es = Español

## Hilfe

help-title = Redzone: der Kampf in einer Zeile
help-intro = Schreib die Spielsituation in eine Zeile; ich erkläre den Kampf Schritt für Schritt und nenne zu jeder Zeile die Regelnummer aus dem Ausführlichen Regelwerk.
help-shape = Seiten trennt man mit | (die erste Seite greift an), Teammitglieder mit &, bleibende Karten mit Kommas. Ein Spieler ist NAME [LEBEN] [pGIFT]: und dann seine bleibenden Karten.
help-creature = Eine Kreatur: [NAME] S/W [Schlüsselwörter] [-> ZIEL] [blockt ANGREIFER]. Ein Planeswalker: NAME pw LOYALITÄT. Eine Schlacht: NAME Schlacht VERTEIDIGUNG.
help-refs = Jede bleibende Karte hat eine ID (a1, a2 auf der angreifenden Seite, b1 auf der nächsten): „blockt 2“ und „blockt a2“ meinen denselben Angreifer.
help-modes = Mit zwei Spielern ist es 1 gegen 1, mit drei oder mehr Seiten Mehrspieler, mit einem & Zweiköpfiger Riese. Für Commander wähle die Option Modus; bereits erlittenen Kommandeursschaden schreibst du als cd(NAME N).
help-keywords = Schlüsselwörter: { $keywords }
help-examples = Beispiele:
help-example-duel = Alice: Ritter 3/3 Doppelschlag Trampelschaden | Bob: Bär 2/2 blockt Ritter
help-example-planeswalker = Alice: Engel 4/4 Fliegend Lebensverknüpfung -> Jace | Bob: Jace pw 5, Falke 1/1 Fliegend blockt Engel
help-example-teams = Alice: Oger 5/5 Doppelschlag -> Ben & Ann: Ratte 1/1 Infizieren -> Bob | Bob p3: Mauer 0/6 blockt Oger & Ben:
help-rule = Regel nachschlagen: /regel 702.4, /regel Trampelschaden oder eine Frage stellen (auf Englisch).
help-cards = Karten nach Namen: Alice: Serra-Engel -> Bob | Bob: Riesenspinne blockt Serra-Engel. Werte nach dem Namen ersetzen die der Karte (Tarmogoyf 4/5). /karte NAME zeigt eine Karte und ihre Regelungen.

## Befehle

cmd-combat = kampf
cmd-combat-desc = Einen Kampf Schritt für Schritt erklären, mit den Regeln
opt-combat-board = spielfeld
opt-combat-board-desc = Die Spielsituation in einer Zeile: Alice: Ritter 3/3 Doppelschlag | Bob: Bär 2/2 blockt Ritter
opt-combat-mode = modus
opt-combat-mode-desc = Einen Modus vorgeben, statt ihn aus der Spielsituation abzuleiten
opt-combat-private = privat
opt-combat-private-desc = Die Antwort nur dir zeigen
cmd-rule = regel
cmd-rule-desc = Im Ausführlichen Regelwerk eine Regel oder einen Glossarbegriff nachschlagen oder fragen
opt-rule-query = suche
opt-rule-query-desc = Eine Regelnummer (702.4), ein Begriff (Trampelschaden) oder eine Frage
opt-rule-examples = beispiele
opt-rule-examples-desc = Die Beispiele der Regeln zeigen
cmd-help = hilfe
cmd-help-desc = Wie man eine Spielsituation schreibt, mit Beispielen
cmd-settings = einstellungen
cmd-settings-desc = Servereinstellungen (nur mit Server verwalten)
opt-settings-language = sprache
opt-settings-language-desc = Die Sprache von Redzones Antworten auf diesem Server
cmd-game = partie
cmd-game-desc = Die Kämpfe einer Partie in diesem Kanal führen
cmd-game-new = neu
cmd-game-new-desc = Eine Partie in diesem Kanal beginnen
opt-game-new-mode = modus
opt-game-new-mode-desc = 1 gegen 1, Mehrspieler, Zweiköpfiger Riese oder Commander
opt-game-new-players = spieler
opt-game-new-players-desc = Die Spieler in Sitzreihenfolge (Erwähnungen)
cmd-game-board = spielfeld
cmd-game-board-desc = Lebenspunkte, Gift, Kommandeursschaden und alle Spielfelder zeigen
cmd-game-add = hinzufügen
cmd-game-add-desc = Bleibende Karten auf dein Spielfeld bringen
opt-game-add-things = karten
opt-game-add-things-desc = In der Notation, etwa: Ritter 2/2 Doppelschlag, Jace pw 4
cmd-game-remove = entfernen
cmd-game-remove-desc = Bleibende Karten von deinem Spielfeld entfernen
opt-game-remove-things = karten
opt-game-remove-things-desc = Namen oder IDs, durch Kommas getrennt
cmd-game-set = setzen
cmd-game-set-desc = Eine Zahl korrigieren: Lebenspunkte, Gift, Marken, Schaden, Kommandeursschaden
opt-game-set-target = name
opt-game-set-target-desc = Name oder ID des Spielers oder der bleibenden Karte, die korrigiert wird
opt-game-set-field = feld
opt-game-set-field-desc = Was gesetzt wird
opt-game-set-value = wert
opt-game-set-value-desc = Die neue Zahl
cmd-game-attack = angreifen
cmd-game-attack-desc = Angreifer deklarieren (aktiver Spieler oder aktives Team)
opt-game-attack-attacks = angriffe
opt-game-attack-attacks-desc = Etwa: Ritter -> Bob, Bär -> Jace
cmd-game-block = blocken
cmd-game-block-desc = Deine Blocker deklarieren
opt-game-block-blocks = blocks
opt-game-block-blocks-desc = Etwa: Mauer blockt Ritter
opt-game-block-player = spieler
opt-game-block-player-desc = Für Abwesende deklariert, wer die Partie begann oder den Server verwaltet, keine Blocker
cmd-game-damage = schaden
cmd-game-damage-desc = Den Kampfschaden abhandeln und das Ergebnis übernehmen
cmd-game-next = weiter
cmd-game-next-desc = Den Zug beenden und an den nächsten Spieler oder das nächste Team geben
cmd-game-undo = rückgängig
cmd-game-undo-desc = Die letzte Aktion rückgängig machen
cmd-game-advise = rat
cmd-game-advise-desc = Rat zu den besten Blocks oder Angriffen auf dem Spielfeld dieser Partie (nur du siehst ihn)
cmd-game-history = verlauf
cmd-game-history-desc = Die Aktionen der Partie zeigen
cmd-game-end = beenden
cmd-game-end-desc = Die Partie in diesem Kanal beenden
cmd-game-leave = verlassen
cmd-game-leave-desc = Die Partie verlassen: Du gibst auf und verlierst sie

field-life = Lebenspunkte
field-poison = Giftmarken
field-damage = markierter Schaden
field-counters = -1/-1-Marken
field-loyalty = Loyalität
field-defense = Verteidigung
field-commander_damage = Kommandeursschaden

## Antworten von Bot und Konsole

rule-unavailable = Die Regeln sind nicht verfügbar
rule-title = Regeln zu „{ $query }“
rule-select = Regeln, auf die sie verweist
settings-title = Servereinstellungen
settings-saved = Redzone antwortet auf diesem Server ab jetzt auf { $language }.
settings-guild-only = Einstellungen gehören zu einem Server: Nutze diesen Befehl in einem Serverkanal.
settings-forbidden = Entschuldigung, nur Mitglieder, die diesen Server verwalten dürfen, können seine Einstellungen ändern.
settings-unknown-language = „{ $language }“ spreche ich noch nicht: Wähle English, Italiano, Deutsch, 日本語, Français oder Español.
page-footer = Seite { $page } von { $pages }
pages-not-yours = Nur die Person, die gefragt hat, kann diese Seiten umblättern.
console-welcome = Redzone-Konsole. Schreib /kampf spielfeld: ..., /regel 702.4, /hilfe oder /einstellungen sprache: de. Beginne eine Zeile mit @Name, um als anderer Spieler zu handeln. Strg-D beendet.
console-unknown = Unbekannter Befehl „{ $command }“. Versuch es mit /kampf, /regel, /hilfe oder /einstellungen.
console-missing = „{ $command }“ braucht { $option }.
console-not-integer = „{ $option }“ nimmt eine ganze Zahl von { $min } bis { $max }, nicht „{ $value }“.
console-not-boolean = „{ $option }“ nimmt wahr oder falsch, nicht „{ $value }“.
console-not-choice = „{ $option }“ nimmt einen dieser Werte: { $choices }, nicht „{ $value }“.
console-cancelled = Abgebrochen.

## Partien im Kanal

opt-game-new-life = leben
opt-game-new-life-desc = Lebenspunkte zu Beginn, falls nicht die der Regeln
game-title = Partie
game-guild-only = Partien werden in einem Serverkanal gespielt.
game-none = In diesem Kanal läuft keine Partie. Beginne eine mit /partie neu.
game-exists = In diesem Kanal läuft schon eine Partie. Beende sie zuerst mit /partie beenden.
game-finished = { $count ->
    [0] Diese Partie ist vorbei und endete unentschieden. Beginne eine neue mit /partie neu.
    [one] Diese Partie ist vorbei: { $winners } hat gewonnen. Beginne eine neue mit /partie neu.
   *[other] Diese Partie ist vorbei: { $winners } haben gewonnen. Beginne eine neue mit /partie neu.
}
game-not-seated = Entschuldigung, das können nur die Spieler der Partie.
game-you-lost = Du hast diese Partie verloren und kannst darin nicht mehr handeln.
game-not-yours = Entschuldigung, { $name } gehört dir nicht.
game-not-active = Das kann jetzt nur der aktive Spieler oder das aktive Team ({ $name }).
game-not-defending = Du bist in diesem Kampf kein verteidigender Spieler.
game-wait-blocks = Zuerst deklariert { $name } Blocker (APNAP-Reihenfolge).
game-no-combat = Es sind noch keine Angreifer deklariert. Nutze zuerst /partie angreifen.
game-not-attacking = { $name } greift nicht an.
game-only-creator = Entschuldigung, das kann für andere nur, wer die Partie begonnen hat oder den Server verwalten darf.
game-nothing-to-undo = Es gibt nichts rückgängig zu machen.
game-changed = Die Partie hat sich geändert, während du getippt hast. Bitte versuch es noch einmal.
game-bad-mode = „{ $mode }“ ist kein Modus: Wähle 1v1, multiplayer, 2hg oder commander.
game-players-none = Erwähne die Spieler in Sitzreihenfolge, etwa: @Alice @Bob
game-players-count = { $mode } braucht { $needed } Spieler.
game-duplicate-player = { $name } sitzt zweimal am Tisch.
game-unknown = In dieser Partie heißt nichts „{ $ref }“.
game-ambiguous = „{ $ref }“ passt auf mehrere bleibende Karten: Nimm die ID ({ $ids }).
game-bad-clause = Bringe bleibende Karten ohne -> oder blockt ins Spiel; den Kampf deklarierst du mit /partie angreifen und /partie blocken.
game-bad-field = { $field } passt nicht zu { $target }.
game-bad-declaration = „{ $text }“ kann ich nicht lesen: Schreib es wie { $example }.
game-not-creature = { $name } ist keine Kreatur und kann daher nicht angreifen.
game-new-title = Eine Partie beginnt ({ $mode })
game-new-seats = Sitzreihenfolge: { $names }
game-new-life = Lebenspunkte zu Beginn: { $life }; mit { $limit ->
    [one] 1 Giftmarke
   *[other] { $limit } Giftmarken
} verliert man.
game-active = Aktiv: { $name }
game-board-title = Das Spielfeld, Zug { $turn }
game-team-line = { $name }: { $life ->
    [one] 1 Lebenspunkt
   *[other] { $life } Lebenspunkte
}, { $poison ->
    [one] 1 Giftmarke
   *[other] { $poison } Giftmarken
}
game-team-lost = { $name }: hat die Partie verloren
game-commander-line = { $name } hat Kommandeursschaden erlitten: { $list }
game-battlefield-empty = (keine bleibenden Karten)
game-combat-title = Kampf:
game-combat-attack = { $attacker } → { $target }
game-combat-block = { $blocker } blockt { $attacker }
game-added = Auf das Spielfeld von { $name }: { $things }
game-removed = Entfernt: { $things }
game-set = { $target }: { $field } auf { $value } gesetzt.
game-attack-declared = Angreifer: { $list }
game-blockers-next = Jetzt die Blocker, in dieser Reihenfolge: { $names }
game-block-declared = { $name } blockt: { $list }
game-block-none = { $name } deklariert keine Blocker.
game-damage-applied = Das Ergebnis wurde in die Partie übernommen.
game-next = Zug { $turn }: { $name } ist aktiv.
game-undone = Rückgängig gemacht: { $action }
game-history-title = Verlauf
game-history-line = { $n }. { $who }: { $what } ({ $when } UTC)
game-history-undone = { $n }. { $who }: { $what } ({ $when } UTC, rückgängig gemacht)
game-ended = Die Partie in diesem Kanal ist beendet.
game-creator-not-seated = Du kannst nur eine Partie beginnen, in der du mitspielst: Erwähne dich selbst unter den Spielern.
game-number-range = { $value } liegt außerhalb des Bereichs: Nimm eine Zahl von { $min } bis { $max }.
game-too-many-at-once = Ein /partie hinzufügen bringt höchstens { $limit ->
    [one] 1 bleibende Karte
   *[other] { $limit } bleibende Karten
} aufs Spielfeld, dieses hat { $count }. Es wurde nichts hinzugefügt.
game-too-many = Eine Partie fasst höchstens { $limit ->
    [one] 1 bleibende Karte
   *[other] { $limit } bleibende Karten
}. Diese hat schon { $count }, also { $adding ->
    [one] passt 1 weitere nicht hinein
   *[other] passen { $adding } weitere nicht hinein
}. Es wurde nichts hinzugefügt.
game-end-who = Entschuldigung, diese Partie kann nur beenden, wer sie begonnen hat oder den Server verwalten darf, oder alle verbliebenen Spieler gemeinsam (jeder mit /partie beenden).
game-end-vote = { $name } stimmt dafür, die Partie zu beenden ({ $votes } von { $needed }). Die Partie endet, wenn alle verbliebenen Spieler /partie beenden benutzt haben.
game-leave-final = Das Verlassen einer Partie lässt sich nicht rückgängig machen: Der Spieler hat aufgegeben (Regel 104.3a).
game-left = { $name } verlässt die Partie und verliert sie (Regel 104.3a).
game-left-team = { $name } gibt für das Team auf: { $names } verlassen die Partie und verlieren sie (Regel 810.8b).
game-bot-player = { $name } ist ein Bot, und am Tisch sitzen nur Menschen: Ein Bot würde nie seine Blocker deklarieren.
game-renamed = { $given } spielt als „{ $name }“, denn „{ $given }“ würde als etwas anderes gelesen (ein anderer Spieler, die ID einer bleibenden Karte oder eine Liste).
game-not-attacked = Niemand greift dich, deine Planeswalker oder deine Schlachten an, also hast du keine Blocker zu deklarieren.
game-advise-blocks-not-now = Rat zu Blocks gibt es für den verteidigenden Spieler, der gerade seine Blocker deklariert.
game-advise-attacks-not-now = Rat zu Angriffen gibt es für den aktiven Spieler oder das aktive Team ({ $name }), bevor Angreifer deklariert sind.
game-advise-no-creature = Du hast keine Kreatur, mit der du angreifen kannst.
game-blocks-declared = Die Blocker sind schon deklariert, und die Segmente des Kampfes laufen der Reihe nach ab: Angreifer lassen sich nicht noch einmal deklarieren. Um die Angriffe zu ändern, nimm zuerst die Blocks mit /partie rückgängig zurück.
game-blocks-pending = { $count ->
    [one] Der Kampfschaden wartet auf die Blocker: { $names } hat noch keine Blocker deklariert (/partie blocken, oder /partie blocken keine). Für einen abwesenden Spieler kann, wer die Partie begonnen hat oder den Server verwaltet, /partie blocken keine spieler: @name benutzen.
   *[other] Der Kampfschaden wartet auf die Blocker: { $names } haben noch keine Blocker deklariert (/partie blocken, oder /partie blocken keine). Für einen abwesenden Spieler kann, wer die Partie begonnen hat oder den Server verwaltet, /partie blocken keine spieler: @name benutzen.
}
game-combat-open = Ein Kampf läuft, und seine Segmente laufen der Reihe nach ab: Handle ihn mit /partie schaden ab oder nimm die Angriffe mit /partie rückgängig zurück, bevor du den Zug beendest.
game-pass-who = Nur wer die Partie begonnen hat oder den Server verwalten darf, kann für einen abwesenden Spieler deklarieren.
game-pass-only-none = { $name } ist abwesend: Für abwesende Spieler kannst du nur deklarieren, dass sie nicht blocken. Schreib keine.
game-pass-nothing = { $name } hat jetzt keine Blocker zu deklarieren.
game-block-passed = { $name } ist abwesend: Wer die Partie begonnen hat oder den Server verwaltet, deklariert keine Blocker für { $name }.
game-blocks-done = Alle verteidigenden Spieler haben Blocker deklariert: Als Nächstes kommt der Kampfschaden (/partie schaden, durch { $name }).
game-history-pass = keine Blocker für { $name } (abwesend)
components-expired = Diese Schaltflächen sind abgelaufen. Führe den Befehl erneut aus.
bot-restarting = Redzone startet gerade neu. Versuch es gleich noch einmal.

## Karten nach Namen (README "Cards"): /card, Kartennamen im Spielfeld, die Kartendaten

error-unknown_card = Diese Karte kenne ich nicht.
error-ambiguous_card = Welche Karte meinst du?
error-detail-unknown-card = { $count ->
    [0] Keine Karte heißt „{ $name }“.
   *[other] Keine Karte heißt „{ $name }“. Meintest du: { $suggestions }?
}
error-detail-ambiguous-card = „{ $name }“ passt auf mehrere Karten: { $suggestions }. Schreib den ganzen Namen.
error-detail-card-stats = Stärke oder Widerstandskraft von { $name } ist keine feste Zahl (* oder X): Schreib die Werte dazu, etwa { $name } 4/5.
error-detail-card-stats-counters = { $name } hat eine aufgedruckte Widerstandskraft von 0 und erhält die Größe durch die +1/+1-Marken, mit denen die Karte ins Spiel kommt; mit Widerstandskraft 0 würde sie auf den Friedhof ihres Besitzers gelegt ({ $rule }). Schreib die Werte, die sie auf dem Spielfeld hat, etwa { $name } { $stats }.
error-detail-card-stats-variable = Stärke und Widerstandskraft von { $name } hängen vom Spiel ab („{ $text }“, { $rule }): Schreib die Werte, die sie jetzt hat, und die Schlüsselwörter, die sie dann hat, etwa { $name } 4/4.
error-detail-card-chosen-player = { $name } hat Schutz vor dem Spieler, der gewählt wurde, als die Karte ins Spiel kam ({ $rule }): Bei mehr als einem Gegner schreib, welcher es ist, etwa { $name } Schutz vor { $player }.
error-detail-card-kind = { $name } ist weder Kreatur noch Planeswalker noch Schlacht und kann daher nicht in der Spielsituation stehen.
cards-missing = Für Kartennamen braucht es die Kartendaten: Führe „redzone cards update“ aus oder setze REDZONE_CARDS_PATH auf eine AtomicCards-Datei von MTGJSON. Geschriebene Werte gehen immer, etwa Bär 2/2.
cards-unavailable-now = Kartennamen sind gerade nicht verfügbar. Geschriebene Werte gehen immer, etwa Bär 2/2.
cards-updated = { $count ->
    [one] 1 Karte gespeichert (MTGJSON { $version }).
   *[other] { $count } Karten gespeichert (MTGJSON { $version }).
}
cards-update-failed = Die Aktualisierung der Kartendaten ist fehlgeschlagen: { $reason }. Die letzte gute Kopie (MTGJSON { $version }) bleibt.
cards-update-failed-none = Die Aktualisierung der Kartendaten ist fehlgeschlagen: { $reason }. Es gibt noch keine Kartendaten: Versuch es später noch einmal oder setze REDZONE_CARDS_PATH auf eine AtomicCards-Datei von MTGJSON.
cards-local-unusable = REDZONE_CARDS_PATH ist nicht nutzbar ({ $reason }), und es wurde noch nie eine Kopie daraus erstellt: Kartennamen sind nicht verfügbar.
cards-local-kept = REDZONE_CARDS_PATH ist nicht nutzbar ({ $reason }): Die letzte gute Kopie daraus ({ $date }) wird verwendet.
card-unavailable = Die Kartendaten sind nicht verfügbar
card-none = Keine Karte heißt „{ $query }“
card-ambiguous = „{ $query }“ passt auf mehr als eine Karte
card-suggestions = Meintest du: { $names }?
card-pt = Stärke/Widerstandskraft: { $pt }
card-loyalty = Loyalität: { $loyalty }
card-defense = Verteidigung: { $defense }
card-simulated = Redzone simuliert: { $keywords }
card-activated = Als Aktionen während des Kampfes geschrieben (ihre aktivierten Fähigkeiten und die Wahlen, die ihre Fähigkeiten ihrem Spieler lassen): { $actions }
card-action-target = <Kreatur>
card-not-simulated = { $count ->
    [one] Eine Fähigkeit der Karte wird im Kampf nicht simuliert.
   *[other] { $count } Fähigkeiten der Karte werden im Kampf nicht simuliert.
}
card-rulings = { $count ->
    [one] Offizielle Regelung
   *[other] Offizielle Regelungen ({ $count })
}
card-ruling = { $date }: { $text }
card-footer = Kartendaten: MTGJSON { $version }. Oracle-Text und Regelungen sind auf Englisch.
summary-unmodeled = { $name }, nicht simulierte Fähigkeit: { $text }
summary-unmodeled-risk = Nicht simuliert, und es könnte dieses Ergebnis ändern: { $name }: { $text }
summary-trigger-asks = Nicht simuliert, außer als Aktionen geschrieben, und es könnte dieses Ergebnis ändern: { $name }: „{ $text }“ ist { $how ->
    [condition] eine Bedingung, die das Spielfeld nicht zeigt
   *[other] die Wahl ihres Spielers
}: { $actions }
summary-card-assumes = { $how ->
    [keyword] Annahme, da das Spielfeld es nicht zeigen kann: { $name } hat „{ $text }“; in der Spielsituation steht es nicht, also gilt die Bedingung als nicht erfüllt.
   *[other] Annahme, da das Spielfeld es nicht zeigen kann: { $name } kann nur unter der Bedingung „{ $text }“ { $how ->
        [attack] angreifen
       *[block] blocken
    }, und in der Spielsituation tut sie es.
}
cmd-card = karte
cmd-card-desc = Eine Karte zeigen: ihr Text, was Redzone simuliert, ihre offiziellen Regelungen
opt-card-name = kartenname
opt-card-name-desc = Der Name der Karte, auf Englisch oder in deiner Sprache

## combat depth: fixes
event-siege_exiled = Die letzte Verteidigungsmarke von { $battle } wurde entfernt. Als Belagerung schickt { $battle } sich mit der eigenen Fähigkeit ins Exil; danach darf { $controller } { $battle } transformiert wirken, ohne die Manakosten zu bezahlen. { $battle } kommt nicht auf einen Friedhof: Regel 704.5v gilt nicht, solange diese Fähigkeit wartet.
event-exiled_instead = { $permanent } würde sterben, wird aber laut Text der eigenen Karte stattdessen ins Exil geschickt: { $permanent } stirbt also nie, und nichts, was auf einen Tod wartet, wird ausgelöst.
event-protector_leaves = { $how ->
    [chosen] { $battle } bleibt auf dem Spielfeld, denn { $battle } gehört { $controller }, nicht { $left } (800.4a). { $controller } bestimmt einen anderen Gegner, { $protector }, als Beschützer von { $battle }.
   *[attacked] { $battle } bleibt auf dem Spielfeld, denn { $battle } gehört { $controller }, nicht { $left } (800.4a). Kein anderer Spieler ist Beschützer geworden, also bleibt { $battle } im Kampf (506.4), und die Kreaturen, die { $battle } angreifen, fügen weiter Kampfschaden zu; sobald keine Kreatur { $battle } mehr angreift, bestimmt { $controller } einen anderen Gegner als Beschützer.
}
event-commander_game = { $commander } ist ein Kommandeur, also ist dies eine Commander-Partie: Jeder Spieler beginnt mit { $life } Lebenspunkten, wenn nichts anderes geschrieben ist, und ein Spieler, dem derselbe Kommandeur 21 oder mehr Kampfschadenspunkte zugefügt hat, verliert die Partie.
summary-exiled = { $count ->
    [one] { $names } wird durch die eigene Fähigkeit ins Exil geschickt.
   *[other] { $names } werden durch die eigenen Fähigkeiten ins Exil geschickt.
}
error-detail-mode-2hg-no-teams = Zweiköpfiger Riese wird von zwei Teams zu je zwei Spielern gespielt ({ $rule }): Verbinde Teamkameraden mit &, etwa Alice: & Ann: | Bob: & Ben:.
error-detail-mode-2hg-sides = Zweiköpfiger Riese wird von genau zwei Teams gespielt ({ $rule }), nicht von { $count }.
error-detail-mode-2hg-unequal = Zweiköpfiger Riese braucht zwei gleich große Teams mit je mindestens zwei Spielern ({ $rule }); diese Teams haben { $first } und { $second } Spieler.
error-detail-ambiguous-which = „{ $ref }“ kann { $count ->
    [one] ein Ding
   *[other] { $count } Dinge
} meinen: { $things }. Schreib die ID dessen, was gemeint ist.
help-fixes = Schlachten sind Belagerungen: Eine Schlacht unter einem Spieler wird von diesem Spieler beschützt und von einem Gegner kontrolliert; schreib „Nicht-Belagerung“ nach der Verteidigung für eine Schlacht, die der Beherrscher selbst beschützt. Ein Kommandeur auf dem Spielfeld macht eine Commander-Partie (40 Lebenspunkte). „-> NAME“ meint den Spieler, wenn ein Spieler so heißt.
error-detail-after-battle = Nach der Verteidigung einer Schlacht darf nur „Nicht-Belagerung“ folgen (eine Schlacht ohne Schlachttyp, { $rule }); ohne das ist die Schlacht eine Belagerung.

## combat depth: triggers (Edelmut, Schlachtruf, Tumult, Bushido, Amok, Flankenangriff, Pestilenz, Gift, Bündnisfähigkeit)

event-exalted = { $creature } greift allein an, also wird jede Edelmut-Fähigkeit der bleibenden Karten des Beherrschers von { $creature } ausgelöst: +{ $power_change }/+{ $toughness_change } durch { $sources } (jetzt { $power }/{ $toughness }).
event-battle_cry = { $count ->
    [0] { $source } greift mit Schlachtruf an, aber keine andere Kreatur greift an.
   *[other] { $source } greift mit Schlachtruf an: Jede andere angreifende Kreatur erhält +1/+0 bis zum Ende des Zuges ({ $creatures }).
}
event-melee = { $count ->
    [0] { $creature } greift mit Tumult an, aber der Beherrscher von { $creature } hat keinen Gegner mit einer Kreatur angegriffen (Planeswalker und Schlachten zählen nicht), also gibt es keinen Bonus.
   *[other] { $creature } greift mit Tumult an: +1/+1 für jeden Gegner, den der Beherrscher von { $creature } mit einer Kreatur angegriffen hat ({ $opponents }), also +{ $power_change }/+{ $toughness_change } (jetzt { $power }/{ $toughness }).
}
event-bushido = { $why ->
    [blocks] { $creature } blockt, also erhält { $creature } durch Bushido +{ $power_change }/+{ $toughness_change } bis zum Ende des Zuges (jetzt { $power }/{ $toughness }).
   *[blocked] { $creature } wird geblockt, also erhält { $creature } durch Bushido +{ $power_change }/+{ $toughness_change } bis zum Ende des Zuges (jetzt { $power }/{ $toughness }).
}
event-rampage = { $beyond ->
    [0] { $creature } wird von nur einer Kreatur geblockt: Amok { $number } zählt nur die Blocker nach dem ersten und gibt daher keinen Bonus.
    [one] { $creature } wird geblockt: Amok { $number } gibt +{ $number }/+{ $number } für jeden Blocker nach dem ersten, gezählt beim Verrechnen, also für einen weiteren: +{ $power_change }/+{ $toughness_change } (jetzt { $power }/{ $toughness }).
   *[other] { $creature } wird geblockt: Amok { $number } gibt +{ $number }/+{ $number } für jeden Blocker nach dem ersten, gezählt beim Verrechnen, also für { $beyond } weitere: +{ $power_change }/+{ $toughness_change } (jetzt { $power }/{ $toughness }).
}
event-flanking = { $creature } blockt { $source }, eine Kreatur mit Flankenangriff, hat selbst keinen Flankenangriff und erhält daher -1/-1 bis zum Ende des Zuges (jetzt { $power }/{ $toughness }).
event-afflict = { $source } wird geblockt: Durch Pestilenz verliert der verteidigende Spieler, { $player }, { $amount ->
    [one] 1 Lebenspunkt
   *[other] { $amount } Lebenspunkte
} (jetzt { $life }).
event-card_trigger = { $when ->
    [attacks] { $creature } greift an
    [blocks] { $creature } blockt
    [blocked] { $creature } wird geblockt
    [blocked_by] { $source } wird von { $creature } geblockt, und { $creature } wird am Ende des Kampfes zerstört
    [blocks_creature] { $source } blockt { $creature }, und { $creature } wird am Ende des Kampfes zerstört
    [end_of_combat] Das Ende-des-Kampfes-Segment beginnt und { $creature } wird zerstört
    [hits] { $creature } fügt einem Spieler Kampfschaden zu
    [dealt] { $creature } wird Kampfschaden zugefügt
    [damaged] { $creature } wird Schaden zugefügt
    [deals] { $creature } fügt einem Spieler Schaden zu
    [dies] { $creature } stirbt
    [loses] { $creature }, ein Gegner, verliert Lebenspunkte
   *[unblocked] { $creature } greift an und wird nicht geblockt
}: Die ausgelöste Fähigkeit im Text von { $source } wird ausgelöst und verrechnet.
event-trigger_says = Die Fähigkeit von { $source } sagt außerdem „{ $text }“: Das ändert nichts an diesem Kampf, daher wird es genannt, aber nicht simuliert.
event-trigger_asks = Die Fähigkeit von { $source } sagt „{ $text }“: { $how ->
    [condition] eine Bedingung, die das Spielfeld nicht zeigt und die Redzone nicht errät
   *[other] eine Wahl ihres Spielers, die Redzone nicht für ihn trifft
}; als Aktionen beim nächsten Zeitpunkt geschrieben, wird sie simuliert: { $actions } (* das Gewählte, N die Zahl).
event-card_assumes = { $how ->
    [keyword] Annahme: { $permanent } hat „{ $text }“, was das Spielfeld nicht zeigt; in der Spielsituation steht es nicht bei { $permanent }, also gilt die Bedingung als nicht erfüllt (schreib es an die Kreatur, wenn sie erfüllt ist).
   *[other] Annahme: Die Karte { $permanent } sagt, dass sie nur unter einer Bedingung ({ $text }) { $how ->
        [attack] angreifen
       *[block] blocken
    } kann, die das Spielfeld nicht zeigt; in der Spielsituation { $how ->
        [attack] greift sie an
       *[block] blockt sie
    }, also gilt die Bedingung als erfüllt.
}
event-poisonous = { $amount ->
    [one] { $source } hat { $player } Kampfschaden zugefügt: Durch Gift erhält { $player } eine Giftmarke (jetzt { $poison }).
   *[other] { $source } hat { $player } Kampfschaden zugefügt: Durch Gift erhält { $player } { $amount } Giftmarken (jetzt { $poison }).
}
event-trigger_order = { $count ->
    [1] { $abilities ->
        [one] 1 ausgelöste Fähigkeit von { $players } wartet: Sie kommt auf den Stapel und wird verrechnet, mit den zustandsbasierten Aktionen danach.
       *[other] { $abilities } ausgelöste Fähigkeiten von { $players } warten: { $players } legt sie in beliebiger Reihenfolge auf den Stapel (Redzone: die für { $players } beste), und jede wird einzeln verrechnet, mit den zustandsbasierten Aktionen danach.
    }
   *[other] { $abilities } ausgelöste Fähigkeiten warten: Jeder Spieler legt seine in APNAP-Reihenfolge auf den Stapel, der aktive Spieler zuerst, also werden sie Spieler für Spieler in dieser Reihenfolge verrechnet, jede einzeln, mit den zustandsbasierten Aktionen nach jeder: { $players }.
}
event-band = { $members } greifen { $target } als Gruppe an (Bündnisfähigkeit).
event-band_block = { $blocker } blockt { $via } und damit auch { $attacker }, denn { $via } und { $attacker } sind in einer Gruppe.
event-band_assign = { $how ->
    [defender] { $source } wird von einer Kreatur mit Bündnisfähigkeit geblockt, also verteilt nicht der Beherrscher von { $source }, sondern der verteidigende Spieler, { $divider }, den Schaden von { $source } auf die blockenden Kreaturen, auch bei Trampelschaden nichts auf den Spieler: { $target } wird { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zugewiesen (Redzones Wahl: alles dorthin, wo die wenigsten Kreaturen von { $divider } sterben).
    [attacker] { $source } blockt eine Kreatur mit Bündnisfähigkeit, also verteilt nicht der Beherrscher von { $source }, sondern der angreifende Spieler, { $divider }, den Schaden von { $source } auf die geblockten Kreaturen: { $target } wird { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zugewiesen (Redzones Wahl: alles dorthin, wo die wenigsten Kreaturen von { $divider } sterben).
   *[blocker] { $source } blockt eine ganze Gruppe, und der Beherrscher von { $source }, { $divider }, verteilt den Schaden von { $source } auf die geblockten Kreaturen: { $target } wird { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zugewiesen.
}
error-detail-home-attacks = { $name } bleibt zu Hause und greift also nichts an: Schreibe „daheim“ oder „-> ZIEL“, nicht beides.
error-detail-band-defender = { $name } ist auf einer verteidigenden Seite: Nur der angreifende Spieler bildet Gruppen (702.22c).
error-detail-band-home = { $name } bleibt zu Hause und kann daher in keiner angreifenden Gruppe sein (702.22c).
error-detail-band-banding = Gruppe { $band } kann { $name } nicht aufnehmen: Eine Gruppe besteht aus einer oder mehr Kreaturen mit Bündnisfähigkeit und höchstens einer ohne, oder aus Kreaturen mit „Bündnisfähigkeit mit anderen“ und weiteren ihrer Art (702.22c).
error-detail-band-target = { $name } und { $other } sind in einer Gruppe und müssen daher denselben Spieler, Planeswalker oder dieselbe Schlacht angreifen (702.22d).
help-triggers = Kampfauslöser: Edelmut, Schlachtruf, Tumult, Bushido N, Amok N, Flankenangriff, Pestilenz N, Gift N. „daheim“ hält eine Kreatur der angreifenden Seite aus dem Angriff heraus (ihre Edelmut-Fähigkeit zählt trotzdem). Eine Gruppe: „Gruppe 1“ bei jeder Kreatur der Gruppe, die Bündnisfähigkeit oder Bündnisfähigkeit mit anderen haben muss. Das Opfern durch Vernichter wird nicht simuliert.

## combat depth: actions

event-card_prevents = { $how ->
    [to] Der Text von { $card } verhindert allen Schaden, der { $card } zugefügt würde: { $amount ->
        [one] Der eine Schadenspunkt, den { $source } { $target } zufügen würde, wird nicht zugefügt.
       *[other] Die { $amount } Schadenspunkte, die { $source } { $target } zufügen würde, werden nicht zugefügt.
    }
    [by] Der Text von { $card } verhindert allen Schaden, den { $card } zufügen würde: { $amount ->
        [one] Der eine Schadenspunkt, den { $source } { $target } zufügen würde, wird nicht zugefügt.
       *[other] Die { $amount } Schadenspunkte, die { $source } { $target } zufügen würde, werden nicht zugefügt.
    }
   *[half] Der Text von { $card } verhindert die Hälfte des Schadens, aufgerundet, der dem Beherrscher von { $card } und dessen bleibenden Karten zugefügt würde: { $amount ->
        [one] Ein Schadenspunkt, den { $source } { $target } zufügen würde, wird verhindert.
       *[other] { $amount } Schadenspunkte, die { $source } { $target } zufügen würde, werden verhindert.
    }
}
event-damage_doubled = Der Text von { $card } verdoppelt den Schaden, den { $source } { $target } zufügen würde: { $total ->
    [one] Stattdessen wird 1 Schadenspunkt zugefügt.
   *[other] Stattdessen werden { $total } Schadenspunkte zugefügt.
}
event-prevented = { $how ->
    [all] Sämtlicher Kampfschaden wird in diesem Zug verhindert: { $amount ->
        [one] Der eine Schadenspunkt, den { $source } { $target } zufügen würde, wird nicht zugefügt.
       *[other] Die { $amount } Schadenspunkte, die { $source } { $target } zufügen würde, werden nicht zugefügt.
    }
    [to] Ein Verhinderungsschild auf { $target } verhindert { $amount ->
        [one] einen
       *[other] { $amount }
    } der Schadenspunkte, die { $source } { $target } zufügen würde ({ $left ->
        [0] der Schild ist aufgebraucht
        [one] 1 Schadenspunkt bleibt auf dem Schild
       *[other] { $left } Schadenspunkte bleiben auf dem Schild
    }).
   *[from] Ein Verhinderungsschild auf { $source } verhindert { $amount ->
        [one] einen
       *[other] { $amount }
    } der Schadenspunkte, die { $source } { $target } zufügen würde ({ $left ->
        [0] der Schild ist aufgebraucht
        [one] 1 Schadenspunkt bleibt auf dem Schild
       *[other] { $left } Schadenspunkte bleiben auf dem Schild
    }).
}
event-unpreventable = { $amount ->
    [one] Der eine Schadenspunkt, den { $source } { $target } zufügt, kann nicht verhindert werden: Die Verhinderungseffekte werden angewendet, verhindern aber nichts, und kein Schild wird verbraucht.
   *[other] Die { $amount } Schadenspunkte, die { $source } { $target } zufügt, können nicht verhindert werden: Die Verhinderungseffekte werden angewendet, verhindern aber nichts, und kein Schild wird verbraucht.
}
event-moment = { $moment ->
    [after_attacks] Nachdem die Angreifer deklariert sind, erhält der aktive Spieler Priorität: Die für diesen Moment geschriebenen Aktionen geschehen jetzt, in ihrer Reihenfolge.
    [after_blocks] Nachdem die Blocker deklariert sind, erhält der aktive Spieler Priorität: Die für diesen Moment geschriebenen Aktionen geschehen jetzt, in ihrer Reihenfolge.
    [beginning_of_combat] Zu Beginn des Kampfes, bevor Angreifer deklariert werden, erhält der aktive Spieler Priorität: Die für diesen Moment geschriebenen Aktionen geschehen jetzt, in ihrer Reihenfolge.
    [end_of_combat] Am Ende des Kampfes, nach allem Kampfschaden, erhält der aktive Spieler Priorität: Die für diesen Moment geschriebenen Aktionen geschehen jetzt, in ihrer Reihenfolge.
   *[after_first_strike] Nach dem Erstschlag-Kampfschaden, vor dem zweiten Kampfschadensegment, erhält der aktive Spieler Priorität: Die für diesen Moment geschriebenen Aktionen geschehen jetzt, in ihrer Reihenfolge.
}
event-actions_skipped = { $remaining ->
    [0] { $moment ->
        [after_attacks] Die Partie ist schon vorbei, also geschehen die nach den Angriffen geschriebenen Aktionen nicht.
        [after_blocks] Die Partie ist schon vorbei, also geschehen die nach den Blocks geschriebenen Aktionen nicht.
        [beginning_of_combat] Die Partie ist schon vorbei, also geschehen die zu Beginn des Kampfes geschriebenen Aktionen nicht.
        [end_of_combat] Die Partie ist schon vorbei, also geschehen die am Ende des Kampfes geschriebenen Aktionen nicht.
       *[after_first_strike] Die Partie ist schon vorbei, also geschehen die nach dem Erstschlag geschriebenen Aktionen nicht.
    }
    [one] Die Partie ist jetzt vorbei, also geschieht die letzte für diesen Moment geschriebene Aktion nicht.
   *[other] Die Partie ist jetzt vorbei, also geschehen die letzten { $remaining } für diesen Moment geschriebenen Aktionen nicht.
}
event-left_battlefield = { $how ->
    [destroyed] { $permanent } wird zerstört und verlässt damit das Spielfeld und den Kampf.
    [exiled] { $permanent } wird ins Exil geschickt und verlässt damit das Spielfeld und den Kampf.
    [bounced] { $permanent } wird auf die Hand des Besitzers zurückgebracht und verlässt damit das Spielfeld und den Kampf.
   *[sacrificed] { $permanent } wird geopfert und verlässt damit das Spielfeld und den Kampf.
}
event-not_destroyed = { $permanent } ist unzerstörbar, wird also nicht zerstört und bleibt auf dem Spielfeld und im Kampf.
event-regeneration_shield = Ein Regenerationsschild schützt { $permanent } vor der nächsten Zerstörung in diesem Zug.
event-regenerated = { $why ->
    [lethal] { $permanent } hat tödlichen Schaden und würde zerstört
    [deathtouch] { $permanent } wurde Schaden von einer Quelle mit Todesberührung zugefügt und würde zerstört
   *[destroy] { $permanent } würde zerstört
}, wird aber stattdessen regeneriert: Aller Schaden wird von { $permanent } entfernt, und { $permanent } wird getappt{ $how ->
    [removed] {" "}und aus dem Kampf entfernt.
   *[tapped] .
}
event-not_regenerated = { $why ->
    [cant] { $permanent } kann nicht regeneriert werden: Der Regenerationsschild wird nicht angewendet, und { $permanent } wird zerstört.
   *[toughness] { $permanent } hat eine Widerstandskraft von 0 oder weniger und wird auf den Friedhof des Besitzers gelegt; das ist keine Zerstörung, also kann der Regenerationsschild es nicht ersetzen.
}
event-removed = { $permanent } wird aus dem Kampf entfernt, bleibt aber auf dem Spielfeld; { $permanent } fügt keinen Kampfschaden zu, und { $permanent } wird kein Kampfschaden zugefügt.
event-stays_blocked = Keine Kreatur blockt { $attacker } mehr, doch { $attacker } bleibt eine geblockte Kreatur und weist Kampfschaden nur zu, wenn { $attacker } Trampelschaden hat.
event-pump = { $permanent } erhält { $power }/{ $toughness } bis zum Ende des Zuges (jetzt { $total_power }/{ $total_toughness }).
event-counters = { $sign ->
    [plus] { $amount ->
        [one] Eine +1/+1-Marke wird auf { $permanent } gelegt (jetzt { $total }).
       *[other] Auf { $permanent } werden { $amount } +1/+1-Marken gelegt (jetzt { $total }).
    }
   *[minus] { $amount ->
        [one] Eine -1/-1-Marke wird auf { $permanent } gelegt (jetzt { $total }).
       *[other] Auf { $permanent } werden { $amount } -1/-1-Marken gelegt (jetzt { $total }).
    }
}
event-annihilate = { $amount ->
    [one] Eine +1/+1-Marke und eine -1/-1-Marke auf { $permanent } werden als zustandsbasierte Aktion entfernt.
   *[other] Von { $permanent } werden { $amount } +1/+1-Marken und { $amount } -1/-1-Marken als zustandsbasierte Aktion entfernt.
}
event-keywords = { $how ->
    [gains] { $permanent } erhält { $keywords } bis zum Ende des Zuges.
   *[loses] { $permanent } verliert { $keywords } bis zum Ende des Zuges.
}
event-static_pump = { $permanent } erhält { $power }/{ $toughness } durch { $source } (jetzt { $total_power }/{ $total_toughness }).
event-static_keywords = { $permanent } hat { $keywords } durch { $source }.
event-strike_timing = { $why ->
    [gained_first] { $creature } hat Erstschlag erst erhalten, nachdem das Erstschlag-Kampfschadensegment begonnen hatte, fügt aber trotzdem im zweiten Segment Kampfschaden zu.
    [lost_first] { $creature } hat Erstschlag verloren, nachdem { $creature } Erstschlag-Kampfschaden zugefügt hat; ohne Doppelschlag fügt { $creature } im zweiten Segment keinen Kampfschaden zu.
    [lost_double] { $creature } hat Doppelschlag nach dem ersten Kampfschadensegment verloren und fügt daher im zweiten Segment keinen Kampfschaden zu.
    [gained_double] { $creature } hat Doppelschlag erhalten, nachdem { $creature } Erstschlag-Kampfschaden zugefügt hat, und fügt daher im zweiten Segment erneut Kampfschaden zu.
   *[double_fresh] { $creature } hat Doppelschlag nach dem ersten Kampfschadensegment erhalten, in dem { $creature } keinen Schaden zugefügt hat, und fügt im zweiten Segment Kampfschaden zu, wie eine Kreatur, die weder Erstschlag noch Doppelschlag hatte.
}
event-shield = { $how ->
    [all] Ein Verhinderungseffekt: Sämtlicher Kampfschaden, der in diesem Zug zugefügt würde, wird verhindert.
    [to] Ein Verhinderungsschild: { $amount ->
        [one] Der nächste Schadenspunkt, der { $target } in diesem Zug zugefügt würde, wird verhindert.
       *[other] Die nächsten { $amount } Schadenspunkte, die { $target } in diesem Zug zugefügt würden, werden verhindert.
    }
    [from] Ein Verhinderungsschild: { $amount ->
        [one] Der nächste Schadenspunkt, den { $target } in diesem Zug zufügen würde, wird verhindert.
       *[other] Die nächsten { $amount } Schadenspunkte, die { $target } in diesem Zug zufügen würde, werden verhindert.
    }
   *[unpreventable] Der Schaden, den { $target } in diesem Zug zufügen würde, kann nicht verhindert werden.
}
event-enters = { $how ->
    [attacking] { $permanent } kommt angreifend ins Spiel und greift { $target } an. Da { $permanent } nie als Angreifer deklariert wurde, gelten keine Angriffseinschränkungen und keine Angriffsauslöser.
    [attacking_unblocked] { $permanent } kommt angreifend ins Spiel und greift { $target } an, nachdem die Blocker deklariert wurden, und ist eine ungeblockte Kreatur.
    [blocking] { $permanent } kommt blockend ins Spiel und blockt { $target }. Da { $permanent } nie als Blocker deklariert wurde, gelten keine Blockeinschränkungen, und { $target } ist geblockt.
    [not_attacking] { $permanent } kommt ins Spiel, aber { $target } kann nicht mehr angegriffen werden, also ist { $permanent } nie eine angreifende Kreatur.
    [battlefield] { $permanent } kommt unter der Kontrolle von { $target } ins Spiel und ist nicht im Kampf.
   *[not_blocking] { $permanent } kommt ins Spiel, aber { $target } greift nicht mehr an, also ist { $permanent } nie eine blockende Kreatur.
}
summary-left-battlefield = { $count ->
    [one] { $names } verlässt das Spielfeld: ins Exil geschickt oder auf die Hand des Besitzers zurückgebracht.
   *[other] { $names } verlassen das Spielfeld: ins Exil geschickt oder auf die Hand ihrer Besitzer zurückgebracht.
}
error-illegal_action = Diese Aktion ist nicht möglich.
error-detail-expected-moment = Nach „;“ kommt ein Moment: { $moments }, dann „:“.
error-detail-moment-colon = Nach dem Moment fehlt ein Doppelpunkt, etwa „; nach Blocks: zerstöre Mauer“
error-detail-moment-order = Die Momente stehen in der Reihenfolge, in der sie geschehen, jeder einmal: { $moments }.
error-detail-expected-action = Diese Aktion kann ich nicht lesen. Aktionen: zerstöre, exiliere, opfere oder entferne NAME; NAME zurück auf die Hand; NAME +N/+N; NAME +1/+1 Marke; NAME erhält oder verliert FÄHIGKEIT; verhindere alles; verhindere N an NAME oder von NAME; NAME kann nicht verhindert werden; bringe KREATUR.
error-detail-prevent-shape = Schreibe „verhindere alles“, „verhindere N an NAME“ oder „verhindere N von NAME“.
error-detail-put-shape = Schreibe „bringe“ und eine Kreatur, die blockt oder angreift, etwa „bringe Geist 1/1 Fliegend blockt Ritter“ oder „bringe Soldat 1/1 -> Bob“.
error-detail-counter-shape = Marken sind +1/+1 oder -1/-1, etwa „Ritter +1/+1 Marke“ oder „Ritter -1/-1 Marke x2“.
error-detail-action-keyword = „erhält“ und „verliert“ nehmen Fähigkeiten ohne Zahl, etwa „Bär erhält Erstschlag“.
error-detail-action-gone = { $name } hat das Spielfeld oder die Partie schon verlassen, also kann keine Aktion { $name } betreffen: { $name } ist jetzt ein neues Objekt (Regel 400.7).
error-detail-action-target = Diese Aktion kann { $name } nicht betreffen: Ein Spieler kann nur Verhinderungsschilde erhalten, nur eine angreifende oder blockende Kreatur kann aus dem Kampf entfernt werden, nur eine Kreatur erhält +N/+N, Marken oder Fähigkeiten, und „bringe … blockt“ braucht eine angreifende Kreatur (Regeln 506.4 und 509.4).
error-detail-no-first-strike-step = Keine angreifende oder blockende Kreatur hat Erstschlag oder Doppelschlag, wenn der Kampfschaden beginnt, also gibt es kein Erstschlag-Kampfschadensegment und kein „nach Erstschlag“ ({ $rule }).
error-detail-put-blocking-early = Redzone lässt eine Kreatur nur nach Blocks oder nach Erstschlag blockend ins Spiel kommen, wenn es einen Block gibt: Das ist eine Festlegung der Notation, keine Regel. Bevor Blocker deklariert werden, schreibe die Kreatur zu den Kreaturen des verteidigenden Spielers, blockend wie jede andere.
error-detail-block-gone = { $name } kann { $attacker } nicht blocken, denn { $name } hat den Kampf verlassen, nachdem die Angreifer deklariert wurden (Regel 506.4).
error-detail-assign-shape = Schreibe die Kreatur, dann „verteilt“ und jeden Anteil als Zahl mit „an“ und dem Empfänger, durch Kommas getrennt, etwa „Riese verteilt 1 an Ochse, 4 an Bär“.
error-detail-assign-target = { $source } kann { $name } keinen Kampfschaden zuweisen: Eine geblockte Kreatur weist ihn den sie blockenden Kreaturen zu (mit Trampelschaden auch dem, was sie angreift), eine blockende den Kreaturen, die sie blockt, eine ungeblockte dem, was sie angreift ({ $rule }).
error-detail-assign-total = { $source } weist Kampfschaden in Höhe der eigenen Stärke zu, { $power }, aber die geschriebenen Anteile ergeben { $amount } ({ $rule }).
error-detail-assign-lethal = { $source } kann erst dann Schaden über { $name } hinaus zuweisen, wenn { $name } tödlicher Schaden zugewiesen ist, also { $need ->
    [one] 1 Schadenspunkt
   *[other] { $need } Schadenspunkte
} ({ $rule }).
error-detail-assign-unused = { $source } verursacht nach diesem Moment keinen Kampfschaden, also kann hier keine Aufteilung des Schadens von { $source } stehen ({ $rule }).
error-detail-gone-blocks = { $name } hat das Spielfeld zu Beginn des Kampfes verlassen und kann deshalb nicht blocken.
help-actions = Aktionen während des Kampfes, nach dem Spielfeld: ; nach Angriffen: … ; nach Blocks: … ; nach Erstschlag: … mit zerstöre, exiliere, opfere, entferne NAME, NAME zurück auf die Hand, NAME +2/+2, NAME +1/+1 Marke, NAME erhält Erstschlag, verhindere alles, verhindere 3 an NAME, NAME kann nicht verhindert werden, bringe Geist 1/1 blockt Ritter. Auch ; zu Beginn des Kampfes: … und ; am Ende des Kampfes: …, und die Aufteilung, die ein Spieler wählt: Riese verteilt 1 an Ochse, 4 an Bär.
event-block_stands = { $why ->
    [evasion] { $creature } hat eine Ausweichfähigkeit erhalten, nachdem die Blocker deklariert wurden: Die bereits deklarierten Blocks bleiben bestehen.
    [protection] { $creature } blockt eine Kreatur, die { $creature } wegen Schutz nun nicht mehr blocken dürfte: Der deklarierte Block bleibt bestehen, und der Schaden zwischen beiden wird verhindert.
   *[restriction] { $creature } hat nach dem Deklarieren der Blocker verloren, was { $creature } das Blocken erlaubte, bleibt aber eine blockende Kreatur.
}

## combat depth: protection

event-protection_prevents = { $source } würde { $target } { $amount ->
    [one] 1 Schadenspunkt
   *[other] { $amount } Schadenspunkte
} zufügen, aber { $target } hat { $quality }: Dieser Schaden wird verhindert und nicht zugefügt und hat also keine Folgen (keine Lebensverknüpfung, keine Todesberührung, keine Marken).
protection-from = { $quality ->
    [white] Schutz vor Weiß
    [blue] Schutz vor Blau
    [black] Schutz vor Schwarz
    [red] Schutz vor Rot
    [green] Schutz vor Grün
    [creatures] Schutz vor Kreaturen
    [everything] Schutz vor allem
    [multicolored] Schutz vor Mehrfarbigem
    [monocolored] Schutz vor Einfarbigem
    [colorless] Schutz vor Farblosem
    [artifacts] Schutz vor Artefakten
   *[other] Schutz vor { $quality }
}
keyword-held = { $keyword ->
    [min_blockers] nur geblockt von mindestens { $number }
   *[other] { $name }
}
keywords-abilities = { $names }
protection-from-type = Schutz { $types }
protection-from-more = { $types }
event-haste = { $attacker } ist erst in diesem Zug unter die Kontrolle des aktuellen Beherrschers gekommen, greift aber dank Eile trotzdem an.
error-detail-protection-shape = Schreib nach dem Schutz, wovor er schützt: „Schutz vor Rot“, „pro(Rot, Weiß)“, „Schutz vor Goblins“.
error-detail-type-shape = Schreib Kartentypen und Untertypen in Klammern: Typ(Artefakt Golem).
error-detail-lands-shape = Schreib die Landtypen des verteidigenden Spielers in Klammern: Bob Länder(Insel, Sumpf): ...
error-detail-has-defender = { $name } hat Verteidiger und kann nicht angreifen ({ $rule }).
error-detail-tapped-attack = { $name } ist getappt, und nur ungetappte Kreaturen können als Angreifer deklariert werden ({ $rule }).
error-detail-summoning-sick = { $name } ist erst in diesem Zug unter die Kontrolle des aktuellen Beherrschers gekommen und hat keine Eile, kann also nicht angreifen ({ $rule }).
error-detail-tapped-block = { $name } ist getappt, und nur ungetappte Kreaturen können blocken ({ $rule }).
error-detail-cant-block = { $name } kann nicht blocken ({ $rule }).
error-detail-cant-be-blocked = { $attacker } kann nicht geblockt werden, also kann { $name } { $attacker } nicht blocken ({ $rule }).
error-detail-flyers-only = { $attacker } kann nur von fliegenden Kreaturen geblockt werden, und { $name } ist keine fliegende Kreatur ({ $rule }).
error-detail-max-blockers = { $attacker } kann nicht von mehr als { $count ->
    [one] einer Kreatur
   *[other] { $count } Kreaturen
} geblockt werden ({ $rule }).
error-detail-min-blockers = { $attacker } kann nicht geblockt werden, außer von { $count ->
    [one] einer oder mehr Kreaturen
   *[other] { $count } oder mehr Kreaturen
} ({ $rule }).
error-detail-alone-attack = { $name } kann nicht alleine angreifen, sondern nur, wenn auch eine andere Kreatur angreift ({ $rule }).
error-detail-only-alone = { $name } kann nur alleine angreifen: Keine andere Kreatur darf zugleich mit { $name } angreifen ({ $rule }).
error-detail-attack-unless-land = { $name } kann nur angreifen, wenn der verteidigende Spieler ein Land vom Typ { $land } kontrolliert, und { $player } kontrolliert auf dem Spielfeld keines (schreib es als Länder({ $land })) ({ $rule }).
error-detail-all-attack = { $name } muss angreifen: { $leader } greift an, und der Text von { $leader } lässt jede Kreatur des Beherrschers von { $leader } angreifen, falls möglich ({ $rule }).
error-detail-unless-another = { $name } kann nur angreifen oder blocken, wenn der Beherrscher von { $name } einen weiteren { $type } kontrolliert, und auf dem Spielfeld ist keiner (schreib einen mit Typ({ $type })) ({ $rule }).
error-detail-alone-block = { $name } kann nicht alleine blocken, sondern nur, wenn auch eine andere Kreatur blockt ({ $rule }).
error-detail-must-attack = { $name } greift in jedem Kampf an, falls möglich, und nichts hindert { $name } am Angreifen ({ $rule }).
error-detail-requirement-must-be-blocked = { $attacker } muss geblockt werden, falls möglich, und diese Blocks verletzen diese Anforderung. Eine legale Deklaration erfüllt { $count ->
    [one] eine Anforderung
   *[other] { $count } Anforderungen
}: { $blocks } ({ $rule }).
error-detail-requirement-lure = { $name } kann { $attacker } blocken, und alle Kreaturen, die { $attacker } blocken können, müssen dies tun. Eine legale Deklaration erfüllt { $count ->
    [one] eine Anforderung
   *[other] { $count } Anforderungen
}: { $blocks } ({ $rule }).
error-detail-requirement-must-block = { $name } muss blocken, falls möglich, und kann es. Eine legale Deklaration erfüllt { $count ->
    [one] eine Anforderung
   *[other] { $count } Anforderungen
}: { $blocks } ({ $rule }).
error-detail-protection = { $name } kann { $attacker } nicht blocken: Eine angreifende Kreatur mit Schutz kann nicht von Kreaturen mit der genannten Eigenschaft geblockt werden ({ $rule }).
error-detail-skulk = { $name } kann { $attacker } nicht blocken: Eine Kreatur mit Schleichen kann nicht von Kreaturen mit größerer Stärke geblockt werden ({ $rule }).
error-detail-power-at-most = { $name } kann { $attacker } nicht blocken: { $attacker } kann nicht von Kreaturen mit Stärke { $count } oder weniger geblockt werden ({ $rule }).
error-detail-power-at-least = { $name } kann { $attacker } nicht blocken: { $attacker } kann nicht von Kreaturen mit Stärke { $count } oder mehr geblockt werden ({ $rule }).
error-detail-flying-or-reach = { $name } kann { $attacker } nicht blocken: { $attacker } kann nur von fliegenden Kreaturen oder Kreaturen mit Reichweite geblockt werden ({ $rule }).
error-detail-walls = { $name } kann { $attacker } nicht blocken: { $attacker } kann nicht von Mauern geblockt werden ({ $rule }).
error-detail-blocks-only-flyers = { $name } kann { $attacker } nicht blocken: { $name } kann nur fliegende Kreaturen blocken ({ $rule }).
error-detail-shadow = { $name } kann { $attacker } nicht blocken: Eine Kreatur mit Irrealität kann nicht von Kreaturen ohne Irrealität geblockt werden ({ $rule }).
error-detail-shadow-blocker = { $name } kann { $attacker } nicht blocken: Eine Kreatur mit Irrealität kann nur Kreaturen mit Irrealität blocken ({ $rule }).
error-detail-horsemanship = { $name } kann { $attacker } nicht blocken: Eine Kreatur mit Reiterei kann nicht von Kreaturen ohne Reiterei geblockt werden ({ $rule }).
error-detail-fear = { $name } kann { $attacker } nicht blocken: Eine Kreatur mit Furcht kann nur von Artefaktkreaturen und schwarzen Kreaturen geblockt werden ({ $rule }).
error-detail-intimidate = { $name } kann { $attacker } nicht blocken: Eine Kreatur mit Einschüchtern kann nur von Artefaktkreaturen und Kreaturen geblockt werden, die eine Farbe mit der angreifenden Kreatur gemeinsam haben ({ $rule }).
error-detail-landwalk = { $name } kann { $attacker } nicht blocken: Eine Kreatur mit Landtarnung kann nicht geblockt werden, solange der verteidigende Spieler ein Land dieses Typs kontrolliert ({ $rule }).
error-detail-too-many-blocks = { $name } kann nur { $count ->
    [one] eine Kreatur
   *[other] { $count } Kreaturen
} blocken ({ $rule }); schreib „kann zusätzlich blocken N“ oder „kann eine beliebige Anzahl von Kreaturen blocken“, wenn ein Effekt mehr erlaubt.
error-detail-same-attacker = { $name } blockt { $attacker } bereits ({ $rule }).
help-protection = Farben, Typen und Einschränkungen: Goblin 2/2 rot Typ(Goblin) Eile; Ritter 2/2 Schutz vor Rot; Mauer 0/4 getappt; Bob Länder(Insel): für Landtarnung. Ein Blocker, mehrere Angreifer: Wache 2/4 kann zusätzlich blocken 1 blockt Ritter blockt Bär.

## Das Bild eines Kampfes (bot/picture): kurze Beschriftungen darauf

picture-step = { $step ->
    [first_strike] Erstschlagschaden
   *[regular] Normaler Schaden
}
picture-moment = { $moment ->
    [after_attacks] Nach den Angriffen
    [after_blocks] Nach den Blocks
   *[after_first_strike] Nach dem Erstschlag
}
picture-fate = { $fate ->
    [dies] Stirbt
    [destroyed] Zerstört
    [sacrificed] Geopfert
    [exiled] Im Exil
    [bounced] Zurück auf die Hand
    [siege] Im Exil (Belagerung)
    [removed] Aus dem Kampf entfernt
   *[left] Hat die Partie verlassen
}
picture-left = { $how ->
    [destroyed] Zerstört: { $name }
    [exiled] Ins Exil: { $name }
    [bounced] Zurück auf die Hand: { $name }
   *[sacrificed] Geopfert: { $name }
}
picture-not-destroyed = { $name } ist unzerstörbar
picture-removed = Aus dem Kampf entfernt: { $name }
picture-pump = { $name } { $power }/{ $toughness }
picture-counters = { $sign ->
    [plus] { $name }: +1/+1-Marke ×{ $amount }
   *[minus] { $name }: -1/-1-Marke ×{ $amount }
}
picture-keywords = { $how ->
    [gains] { $name } erhält { $keywords }
   *[loses] { $name } verliert { $keywords }
}
picture-shield = { $how ->
    [all] Aller Kampfschaden wird verhindert
    [to] { $amount ->
        [one] Den nächsten Schadenspunkt
       *[other] Die nächsten { $amount } Schadenspunkte
    } für { $target } verhindern
    [from] { $amount ->
        [one] Den nächsten Schadenspunkt
       *[other] Die nächsten { $amount } Schadenspunkte
    } von { $target } verhindern
   *[unpreventable] { $target }: Schaden kann nicht verhindert werden
}
picture-enters = { $how ->
    [attacking] { $name } kommt angreifend ins Spiel ({ $target })
    [attacking_unblocked] { $name } kommt angreifend ins Spiel ({ $target })
    [blocking] { $name } kommt blockend ins Spiel ({ $target })
   *[other] { $name } kommt ins Spiel, in keinem Kampf
}
picture-skipped = Die Partie ist vorbei: Der Rest geschieht nie
picture-loyalty = Loyalität
picture-defense = Verteidigung
picture-protector = Beschützt von { $name }
picture-poison = Gift { $before } → { $after }
picture-commander = Kommandeur { $name }: { $before } → { $after }
picture-lost = Hat die Partie verloren
picture-won = Gewinnt die Partie
picture-keyword-short = { $keyword ->
    [first_strike] ES
    [double_strike] DS
    [trample] TS
    [trample_over_planeswalkers] TS PW
    [deathtouch] TB
    [lifelink] LV
    [flying] FLG
    [vigilance] WACH
    [indestructible] UNZ
    [menace] BED
    [reach] RW
    [commander] KMD
   *[other] { $name }
}
picture-keyword-legend = { $short } { $name }
picture-left-out = { $count ->
    [one] Eine weitere bleibende Karte ist nicht gezeichnet.
   *[other] { $count } weitere bleibende Karten sind nicht gezeichnet.
}
opt-combat-picture = bild
opt-combat-picture-desc = Ein Bild des Spielfelds anhängen (an, außer du oder der Server schalten es ab)
opt-settings-pictures = bilder
opt-settings-pictures-desc = Ob Kampfantworten auf diesem Server ein Bild des Spielfelds haben
settings-pictures = { $on ->
    [yes] Kampfantworten auf diesem Server haben jetzt ein Bild des Spielfelds.
   *[no] Kampfantworten auf diesem Server haben jetzt kein Bild des Spielfelds mehr.
}
settings-nothing = Wähle eine Sprache, Bilder an oder aus, oder beides.
console-picture = Bild: { $path }

## Die Turnierdokumente: /mtr, /ipg, /jar. Ihr Text erscheint wie veröffentlicht (auf Englisch).
cmd-mtr = mtr
cmd-mtr-desc = In den Magic-Turnierregeln nachschlagen: ein Abschnitt, ein Titel oder eine Frage
opt-mtr-section = abschnitt
opt-mtr-section-desc = Ein Abschnitt (4.2), ein Titel (slow play), eine Frage oder „änderungen“
cmd-ipg = ipg
cmd-ipg-desc = Im Infraction Procedure Guide nachschlagen: ein Regelverstoß, ein Teil davon, eine Frage
opt-ipg-section = abschnitt
opt-ipg-section-desc = Ein Regelverstoß (2.1, hce), ein Teil davon (hce philosophy), eine Frage oder „änderungen“
cmd-jar = jar
cmd-jar-desc = In Judging at Regular REL nachschlagen: ein Abschnitt oder eine Frage
opt-jar-section = abschnitt
opt-jar-section-desc = Ein Abschnitt oder eine Frage (missed trigger); leer für den Inhalt
doc-footer = { $document }, gültig ab { $date }
doc-footer-updated = { $document }, gültig ab { $date }, aktualisiert am { $updated }
doc-link = Auf magicjudges.org: { $url }
doc-contents = Inhalt:
doc-contents-hint = Frag /{ $command } nach einem Abschnitt mit Nummer oder Titel, oder stell eine Frage (auf Englisch).
doc-sections = Abschnitte:
doc-best-match = Bester Treffer für „{ $query }“:
doc-other-matches = Weitere Treffer:
doc-none = Das Dokument { $document } hat keinen Abschnitt { $query }
doc-none-text = Nichts im Dokument { $document } passt zu „{ $query }“
doc-nearest = Nächstgelegene Abschnitte: { $list }
doc-no-part = { $section } hat keinen Teil „{ $query }“
doc-parts = Seine Teile: { $list }
doc-unavailable = Das Dokument { $document } ist nicht verfügbar
doc-no-copy = Ich habe noch keine Kopie des Dokuments { $document }. Führe „redzone documents update“ aus oder setze { $variable } auf eine lokale Datei.
doc-select = Einen Abschnitt öffnen
doc-changes-none = Von { $document } ist noch keine frühere Fassung gespeichert: Die Änderungen erscheinen, sobald ein Update eine neue Fassung bringt.
doc-changes-hint = /{ $command } NUMMER änderungen zeigt die Änderungen eines Abschnitts, Wort für Wort.
documents-updated = { $document }: Die Fassung vom { $date } ist gespeichert.
documents-update-failed = Die Aktualisierung von { $document } ist fehlgeschlagen; die letzte gute Kopie bleibt: { $reason }

## Was sich zwischen zwei Fassungen geändert hat (Ausführliches Regelwerk, MTR, IPG)
changes-word = änderungen
changes-cr = Ausführliches Regelwerk
changes-title = Was sich geändert hat: { $document }
changes-of = Was sich in { $number } geändert hat
changes-versions = Von der Fassung vom { $old } zu der vom { $new }
changes-counts = { $added } neu, { $changed } umformuliert, { $renumbered } umnummeriert, { $removed } entfernt
changes-added = Neu ({ $count }):
changes-changed = Umformuliert ({ $count }):
changes-renumbered = Umnummeriert ({ $count }):
changes-removed = Entfernt ({ $count }):
changes-reworded = (umformuliert)
changes-glossary = Glossar ({ $count ->
    [one] ein Begriff
   *[other] { $count } Begriffe
}):
changes-legend = Zeichen: [-entfernte Wörter-] {"{"}+neue Wörter+{"}"}
changes-unchanged = { $number } hat sich nicht geändert.
change-added = { $number } ist neu:
change-removed = { $number } wurde entfernt. Der Text war:
change-renumbered = { $old } ist jetzt { $new }:
change-changed = { $number } wurde umformuliert:
rule-changes-none = Vom Ausführlichen Regelwerk ist noch keine frühere Fassung gespeichert: Die Änderungen erscheinen, sobald ein Update eine neue bringt („redzone rules update“).
rule-changes-hint = /regel NUMMER änderungen zeigt den alten und den neuen Text einer Regel, Wort für Wort.
rule-changes-select = Die Änderungen einer Regel ansehen

## /karte: Zulässigkeit, Bild, Seiten
card-legality = Zulässigkeit:
card-legality-legal = Zulässig: { $formats }
card-legality-restricted = Eingeschränkt: { $formats }
card-legality-banned = Gebannt: { $formats }
card-legality-not_legal = Nicht zulässig: { $formats }
legality-legal = zulässig
legality-restricted = eingeschränkt
legality-banned = gebannt
legality-not_legal = nicht zulässig
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
card-on-site = Auf { $site }: { $url }
card-legal-word = legalität
help-judge = Der Schreibtisch des Judges: /mtr 4.2, /ipg hce philosophy, /jar missed trigger; was sich geändert hat: /regel änderungen, /regel 702.19 änderungen, /mtr änderungen; die Zulässigkeit einer Karte: /karte NAME legalität.

## combat depth: tapping, characteristics, noncombat damage and life
event-tapped = { $how ->
    [tapped] { $permanent } wird getappt.
    [untapped] { $permanent } wird enttappt.
    [tapped_in_combat] { $permanent } wird getappt: { $permanent } bleibt im Kampf und fügt weiterhin Kampfschaden zu.
   *[untapped_in_combat] { $permanent } wird enttappt: { $permanent } bleibt im Kampf.
}
event-becomes = { $how ->
    [color] { $permanent } wird { $values }; die bisherigen Farben entfallen.
   *[type] { $permanent } erhält zusätzlich zu den bisherigen Typen den Kartentyp { $values }.
}
event-deals = { $source } fügt { $target } { $amount ->
        [one] 1 Schadenspunkt
       *[other] { $amount } Schadenspunkte
    } zu (kein Kampfschaden).
event-life_changed = { $how ->
    [gains] { $player } erhält { $amount ->
        [one] 1 Lebenspunkt
       *[other] { $amount } Lebenspunkte
    } dazu ({ $pool ->
            [team] Team { $team }: jetzt { $life }
           *[player] jetzt { $life }
        }).
   *[loses] { $player } verliert { $amount ->
        [one] 1 Lebenspunkt
       *[other] { $amount } Lebenspunkte
    } ({ $pool ->
            [team] Team { $team }: jetzt { $life }
           *[player] jetzt { $life }
        }).
}
color-name = { $color ->
    [white] weiß
    [blue] blau
    [black] schwarz
    [red] rot
   *[green] grün
}
error-detail-deals-shape = Schreib die Quelle, dann „verursacht“, die Zahl, „Schaden an“ und das Ziel, etwa „Blitz rot Spontanzauber verursacht 3 Schaden an Mauer“.
error-detail-becomes-shape = Nach „wird“ stehen Farben und Kartentypen, etwa „Ritter wird rot“ oder „Ritter wird Artefakt“.

## Ratschläge zu Blocks und Angriffen (/combat advise, redzone advise)
error-detail-advice-defender = { $name } ist auf diesem Spielfeld kein verteidigender Spieler: Der Rat zum Blocken gilt einem Spieler auf einer Seite nach der ersten.
advice-title-blocks = Rat zum Blocken für { $player }
advice-title-attacks = Rat zum Angreifen für { $player }
advice-label-blocks-most_life = behält die meisten Lebenspunkte
advice-label-blocks-best_trade = bester Tausch
advice-label-blocks-no_loss = verliert keine Kreatur
advice-label-attacks-most_life = verursacht den meisten Schaden
advice-label-attacks-best_trade = bester Tausch
advice-label-attacks-no_loss = verliert keine Kreatur
advice-why-loses = { $player } verliert die Partie, wie auch immer geblockt wird (Regel { $rule }); diese Deklaration ist die am wenigsten schlechte.
advice-why-no-block = Ohne Block erleidet { $player } { $life ->
    [0] keinen Schaden
    [one] 1 Schadenspunkt
   *[other] { $life } Schadenspunkte
} und behält alle Kreaturen: Ungeblockte Angreifer fügen dem Spieler ihren Schaden zu (Regel 510.1a).
advice-why-chump = Geblockte Angreifer ohne Trampelschaden fügen { $player } keinen Schaden zu (Regel 510.1c): { $player } verliert { $life ->
    [0] { $count ->
        [0] weder Lebenspunkte noch Kreaturen
        [one] keine Lebenspunkte, aber eine Kreatur
       *[other] keine Lebenspunkte, aber { $count } Kreaturen
    }
    [one] 1 Lebenspunkt und { $count ->
        [0] keine Kreatur
        [one] eine Kreatur
       *[other] { $count } Kreaturen
    }
   *[other] { $life } Lebenspunkte und { $count ->
        [0] keine Kreatur
        [one] eine Kreatur
       *[other] { $count } Kreaturen
    }
}, um in der Partie zu bleiben.
advice-why-trade = Kreaturen mit tödlichem Schaden sterben (Regel 704.5g): { $player } verliert { $life ->
    [0] { $count ->
        [0] weder Lebenspunkte noch Kreaturen
        [one] keine Lebenspunkte, aber eine Kreatur
       *[other] keine Lebenspunkte, aber { $count } Kreaturen
    }
    [one] 1 Lebenspunkt und { $count ->
        [0] keine Kreatur
        [one] eine Kreatur
       *[other] { $count } Kreaturen
    }
   *[other] { $life } Lebenspunkte und { $count ->
        [0] keine Kreatur
        [one] eine Kreatur
       *[other] { $count } Kreaturen
    }
}; der Angreifer verliert { $killed ->
    [0] keine Kreatur
    [one] eine Kreatur
   *[other] { $killed } Kreaturen
}.
advice-why-wins = Selbst gegen die besten Blocks verliert { $player } die Partie (Regel { $rule }).
advice-why-attack = Gegen die besten Blocks erleidet { $player } { $damage ->
    [0] { $count ->
        [0] keinen Schaden und verliert keine Kreatur
        [one] keinen Schaden, verliert aber eine Kreatur
       *[other] keinen Schaden, verliert aber { $count } Kreaturen
    }
    [one] 1 Schadenspunkt und verliert { $count ->
        [0] keine Kreatur
        [one] eine Kreatur
       *[other] { $count } Kreaturen
    }
   *[other] { $damage } Schadenspunkte und verliert { $count ->
        [0] keine Kreatur
        [one] eine Kreatur
       *[other] { $count } Kreaturen
    }
} (Regel 510.1a).
advice-none = Keine legale Deklaration gefunden.
advice-assumes = Angenommen wird: kein Zauberspruch und keine Fähigkeit nach der Deklaration, jede von der Notation offen gelassene Wahl mit ihrem Standard; auf dem Spielfeld notierte Aktionen gelten für jede Option. Füge das Spielfeld in /kampf ein, um die vollständige Erklärung zu sehen.
advice-exhaustive = Jede legale Deklaration geprüft ({ $count }).
advice-not-exhaustive = Nicht vollständig: die beste von { $count } Deklarationen, die in der erlaubten Zeit geprüft wurden.
advice-busy-title = Ein Rat nach dem anderen
advice-busy = Warte auf deinen vorigen Rat: einer nach dem anderen.
opt-combat-advise = rat
opt-combat-advise-desc = Statt des Ergebnisses einen Rat zu den besten Blocks oder Angriffen geben (nur du siehst ihn)
advise-blocks = Blocks
advise-attacks = Angriffe
