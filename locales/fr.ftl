## Catalogue français de Redzone. Source : en.ftl (mêmes identifiants, mêmes variables).
## Termes : glossaire de mots-clés de Wizards en français, textes des cartes imprimées et
## Règles complètes traduites (locales/glossary-fr.toml). Typographie : espace insécable
## avant « : » et dans les guillemets « », espace fine avant « ; », « ! » et « ? ».

cite = {" "}(règle { $rule })
cited = { $text }{ $end }{ $cite }
rule-ref = { $count ->
    [one] règle { $rules }
   *[other] règles { $rules }
}
error-join = { $head } { $detail }
list-sep = {", "}
name-aside = { $name } ({ $aside })

## Modes

mode-1v1 = 1 contre 1
mode-multiplayer = multijoueur
mode-2hg = Troll à deux têtes
mode-commander = Commander

## Résumé du combat

summary-title = Résultat ({ $mode })
summary-life = { $player } : { $before } → { $after ->
    [one] { $after } point de vie
   *[other] { $after } points de vie
}
summary-life-poison = { $player } : { $before } → { $after ->
    [one] { $after } point de vie
   *[other] { $after } points de vie
}, { $poison_before } → { $poison_after ->
    [one] { $poison_after } marqueur « poison »
   *[other] { $poison_after } marqueurs « poison »
}
summary-team = { $team } (équipe) : { $before } → { $after ->
    [one] { $after } point de vie
   *[other] { $after } points de vie
}
summary-team-poison = { $team } (équipe) : { $before } → { $after ->
    [one] { $after } point de vie
   *[other] { $after } points de vie
}, { $poison_before } → { $poison_after ->
    [one] { $poison_after } marqueur « poison »
   *[other] { $poison_after } marqueurs « poison »
} (l'équipe perd à { $limit })
summary-died = { $count ->
    [one] { $names } meurt.
   *[other] { $names } meurent.
}
summary-nothing-died = Aucun permanent ne meurt.
summary-left = { $count ->
    [one] { $names } quitte la partie avec son propriétaire.
   *[other] { $names } quittent la partie avec leurs propriétaires.
}
summary-copies = { $count ->
    [one] Une copie lancée grâce au cryptage : { $spells }
   *[other] { $count } copies lancées grâce au cryptage : { $spells }
}
summary-lost = { $count ->
    [one] { $names } perd la partie.
   *[other] { $names } perdent la partie.
}
summary-winners = { $count ->
    [one] { $names } gagne la partie.
   *[other] { $names } gagnent la partie.
}
summary-draw = La partie est nulle.
steps-title = Étape par étape

## Événements : une ligne chacun, lue à voix haute par un arbitre ; le rendu ajoute la règle.

event-attack = { $target_kind ->
    [planeswalker] { $attacker } attaque le planeswalker { $target }.
    [battle] { $attacker } attaque la bataille { $target }.
   *[player] { $attacker } attaque { $target }.
}
event-block = { $blocker } bloque { $attacker }.
event-step = { $phase ->
    [first] Étape des blessures de combat d'initiative : seules les créatures avec l'initiative ou la double initiative infligent des blessures ({ $strikers }).
    [second] Deuxième étape des blessures de combat : les créatures sans l'initiative infligent leurs blessures, et celles avec la double initiative en infligent à nouveau ({ $strikers }).
    [second_late] Deuxième étape des blessures de combat : les créatures qui n'avaient ni l'initiative ni la double initiative au début de la première étape infligent leurs blessures, même celles qui ont l'initiative désormais, et celles avec la double initiative en infligent à nouveau ({ $strikers }).
   *[only] Étape des blessures de combat : chaque créature attaquante et bloqueuse attribue ses blessures de combat, puis elles sont toutes infligées simultanément ({ $strikers }).
}
event-step-none = aucune
event-assign = { $how ->
    [unblocked] Aucune créature ne bloque { $source }, qui attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }.
    [one_blocker] { $target } est l'unique bloqueur : { $source } lui attribue { $amount ->
        [one] sa seule blessure
       *[other] ses { $amount } blessures
    }.
    [divided] { $source } répartit ses blessures entre ses bloqueurs : { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, des blessures mortelles.
    [divided_partial] { $source } répartit ses blessures entre ses bloqueurs : { $amount ->
        [one] la blessure restante
       *[other] les { $amount } blessures restantes
    } à { $target }, moins que des blessures mortelles.
    [rest] { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, son dernier bloqueur, qui reçoit aussi le reste une fois que chaque bloqueur s'est vu attribuer des blessures mortelles.
    [deathtouch] { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target } : des blessures mortelles, car { $source } a le contact mortel.
    [lethal] { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target } : des blessures mortelles.
    [partial] { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target } : moins que des blessures mortelles, donc aucune de ses blessures n'est attribuée au-delà grâce au piétinement.
    [trample_excess] Grâce au piétinement, { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, une fois que ses bloqueurs se sont vu attribuer des blessures mortelles.
    [trample_no_blockers] { $source } est une créature bloquée, mais plus aucune créature ne la bloque : grâce au piétinement, elle attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }.
    [trample_at_planeswalker] Grâce au piétinement, { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, plus que sa loyauté : sans le piétinement des planeswalkers, aucune blessure ne peut être attribuée au joueur défenseur.
    [rest_planeswalker_gone] { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, son dernier bloqueur, qui reçoit aussi le reste une fois que chaque bloqueur s'est vu attribuer des blessures mortelles : le planeswalker attaqué par { $source } a quitté le combat, et sans le piétinement des planeswalkers, aucune blessure ne peut être attribuée au joueur défenseur.
    [rest_battle_gone] { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, son dernier bloqueur, qui reçoit aussi le reste une fois que chaque bloqueur s'est vu attribuer des blessures mortelles : la bataille attaquée par { $source } a quitté le combat.
    [loyalty] { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, autant que sa loyauté.
    [loyalty_others] { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target } : avec les blessures que d'autres créatures lui attribuent pendant cette étape, autant que sa loyauté.
    [over_planeswalker] { $source } a le piétinement des planeswalkers : le reste, { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    }, est attribué au contrôleur du planeswalker, { $target }.
    [over_planeswalker_gone] Le planeswalker attaqué par { $source } a quitté le combat ; grâce au piétinement des planeswalkers, { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } au joueur défenseur, { $target }.
    [blocker_lethal] { $source } bloque plusieurs créatures et son contrôleur répartit ses blessures entre elles comme il l'entend : { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, des blessures mortelles.
    [blocker_partial] { $source } bloque plusieurs créatures et son contrôleur répartit ses blessures entre elles comme il l'entend : { $amount ->
        [one] la blessure restante
       *[other] les { $amount } blessures restantes
    } à { $target }, moins que des blessures mortelles.
    [blocker_rest] { $source } bloque plusieurs créatures : { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, la dernière d'entre elles, qui reçoit aussi le reste une fois que chacune s'est vu attribuer des blessures mortelles.
    [chosen] { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, selon la répartition choisie par son contrôleur.
    [chosen_excess] Grâce au piétinement, { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, selon la répartition choisie par son contrôleur, une fois que chaque bloqueur s'est vu attribuer des blessures mortelles.
    [chosen_over] { $source } a le piétinement des planeswalkers, et son contrôleur a choisi d'attribuer { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, le contrôleur du planeswalker, une fois que les bloqueurs se sont vu attribuer des blessures mortelles et le planeswalker des blessures égales à sa loyauté.
    [chosen_blocker] { $source } bloque plusieurs créatures et son contrôleur répartit ses blessures entre elles comme il l'a choisi : { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }.
    [chosen_attacker] { $source } bloque une créature avec le regroupement, donc le joueur attaquant répartit ses blessures comme il l'a choisi : { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }.
    [chosen_defender] La créature { $source } est bloquée par une créature avec le regroupement, donc le joueur défenseur répartit ses blessures entre ses bloqueurs comme il l'a choisi : { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }.
   *[blocking] { $source } attribue { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, la créature bloquée par { $source }.
}
event-no_damage = { $why ->
    [no_power] { $source } a une force de 0 ou moins et n'attribue aucune blessure de combat.
    [blockers_gone] { $source } est une créature bloquée, ses bloqueurs ne sont plus là, et sans le piétinement elle n'attribue aucune blessure de combat.
    [target_gone] { $source } n'attribue aucune blessure de combat : la bataille attaquée par { $source } a quitté le combat, et aucune créature ne bloque { $source }.
    [planeswalker_gone] { $source } n'attribue aucune blessure de combat : le planeswalker attaqué par { $source } a quitté le combat, et sans le piétinement des planeswalkers, aucune de ses blessures ne peut être attribuée au joueur défenseur.
    [player_left] { $source } n'attribue aucune blessure de combat : le joueur attaqué par { $source } a quitté la partie.
    [controller_left] { $source } n'attribue aucune blessure de combat : le planeswalker attaqué par { $source } et son contrôleur ont quitté la partie.
    [card_text] { $source } n'attribue aucune blessure de combat : le texte de sa carte le dit, et le texte d'une carte l'emporte sur les règles.
   *[attacker_gone] { $source } n'attribue aucune blessure de combat : la créature bloquée par { $source } n'est plus là.
}
event-life_lost = { $source } fait perdre { $amount ->
        [one] { $amount } point de vie
       *[other] { $amount } points de vie
    } à { $player } ({ $pool ->
        [team] équipe { $team } : désormais { $life }
       *[player] désormais { $life }
    }).
event-life_gained = Grâce au lien de vie, { $source } fait gagner { $amount ->
        [one] { $amount } point de vie
       *[other] { $amount } points de vie
    } à { $player } ({ $pool ->
        [team] équipe { $team } : désormais { $life }
       *[player] désormais { $life }
    }).
event-poison = { $amount ->
    [one] { $source } donne un marqueur « poison » à { $player } ({ $pool ->
            [team] équipe { $team } : désormais { $poison }
           *[player] désormais { $poison }
        }).
   *[other] { $source } donne { $amount } marqueurs « poison » à { $player } ({ $pool ->
            [team] équipe { $team } : désormais { $poison }
           *[player] désormais { $poison }
        }).
}
event-damage_marked = { $source } inflige { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target } (blessures marquées : { $total }).
event-minus_counters = { $amount ->
    [one] { $source } met un marqueur -1/-1 sur { $target } (désormais { $total }).
   *[other] { $source } met { $amount } marqueurs -1/-1 sur { $target } (désormais { $total }).
}
event-loyalty = { $removed ->
    [0] { $source } inflige { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, qui n'a plus de marqueur « loyauté » à retirer (loyauté 0).
    [one] { $source } inflige { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, ce qui retire un marqueur « loyauté » (loyauté { $loyalty }).
   *[other] { $source } inflige { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, ce qui retire { $removed } marqueurs « loyauté » (loyauté { $loyalty }).
}
event-defense = { $removed ->
    [0] { $source } inflige { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, qui n'a plus de marqueur « défense » à retirer (défense 0).
    [one] { $source } inflige { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, ce qui retire un marqueur « défense » (défense { $defense }).
   *[other] { $source } inflige { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }, ce qui retire { $removed } marqueurs « défense » (défense { $defense }).
}
event-commander_damage = Le commandant { $commander } a désormais infligé à { $player } { $total ->
        [one] { $total } blessure de combat
       *[other] { $total } blessures de combat
    } au total.
event-dies = { $why ->
    [toughness] La créature { $permanent } a une endurance de 0 ou moins et est mise dans le cimetière de son propriétaire.
    [lethal] La créature { $permanent } a des blessures mortelles marquées et est détruite.
    [deathtouch] La créature { $permanent } a subi des blessures d'une source avec le contact mortel et est détruite.
    [loyalty] Le planeswalker { $permanent } n'a plus de loyauté et est mis dans le cimetière de son propriétaire.
    [siege] La bataille { $permanent } est un siège sans défense, et aucune de ses capacités n'attend : elle est mise dans le cimetière de son propriétaire.
   *[defense] La bataille { $permanent } n'a plus de défense et est mise dans le cimetière de son propriétaire.
}
event-survives = { $why ->
    [lethal] La créature { $permanent } a des blessures mortelles, mais elle est indestructible : l'action basée sur un état de la règle { $ignores } ne la détruit pas.
    [deathtouch] La créature { $permanent } a subi des blessures d'une source avec le contact mortel, mais elle est indestructible : l'action basée sur un état de la règle { $ignores } ne la détruit pas.
   *[both] La créature { $permanent } a des blessures mortelles, dont certaines d'une source avec le contact mortel, mais elle est indestructible : les actions basées sur un état des règles { $ignores } ne la détruisent pas.
}
event-loses = { $why ->
    [life] { $player } a 0 point de vie ou moins et perd la partie.
    [poison] { $player } a 10 marqueurs « poison » ou plus et perd la partie.
   *[commander] { $player } a subi 21 blessures de combat ou plus d'un même commandant et perd la partie.
}
event-team_loses = { $why ->
    [life] L'équipe { $team } a 0 point de vie ou moins et perd la partie : { $members } perdent ensemble.
    [poison] L'équipe { $team } a trop de marqueurs « poison » et perd la partie : { $members } perdent ensemble.
   *[member] Un de ses joueurs a perdu, donc l'équipe { $team } perd la partie : { $members } perdent ensemble.
}
event-leaves = { $count ->
    [0] { $player } quitte la partie.
   *[other] { $player } quitte la partie, et ce qui lui appartient la quitte aussi : { $permanents }.
}
event-game_over = { $outcome ->
    [draw] La partie est terminée, et elle est nulle : tous les joueurs restants ont perdu en même temps.
    [team_draw] La partie est terminée, et elle est nulle : toutes les équipes restantes ont perdu en même temps.
    [team] La partie est terminée : l'équipe { $team } gagne, et avec elle { $winners }.
   *[player] La partie est terminée : { $winners } gagne.
}
event-cipher = { $creature } a infligé des blessures de combat à { $player } : { $caster } lance une copie du sort { $spell }, crypté sur cette créature. La copie est un nouveau sort avec ses propres cibles ; le résultat suppose qu'elle cible { $player }.
event-copy_resolves = { $outcome ->
    [life] La copie du sort { $spell } se résout.
    [partial] La copie du sort { $spell } se résout ; seule sa perte de points de vie est simulée, pas le reste de son effet.
    [player_left] { $player } a quitté la partie et ne peut plus être la cible de la copie du sort { $spell } : cette copie peut cibler un autre joueur à la place, ce qui n'est pas simulé.
   *[reported] La copie du sort { $spell } se résout ; son effet n'est pas simulé.
}

## Erreurs : un titre par code, puis la raison précise, puis le plateau avec un repère.

error-syntax = Je n'arrive pas à lire ce plateau.
error-unknown_keyword = Mot-clé inconnu.
error-unknown_reference = Ce nom ne désigne rien sur le plateau.
error-ambiguous_reference = Ce nom désigne plusieurs choses.
error-illegal_block = Ce blocage n'est pas permis.
error-illegal_attack = Cette attaque n'est pas permise.
error-conflicting_life = Deux totaux différents pour une même équipe.
error-too_large = Ce plateau est trop grand.
error-internal = Un problème est survenu de notre côté. Désolé ! L'erreur a été enregistrée.
error-id = Identifiant de l'erreur : { $id }. Communiquez-le à l'opérateur du bot.
error-command-title = La commande n'a pas été exécutée
error-command-permissions = Il vous faut la permission « { $permissions } » sur ce serveur pour utiliser cette commande.
error-command-bot-permissions = Redzone a besoin de la permission « { $permissions } » dans ce salon : demandez aux modérateurs du serveur de la lui accorder.
error-command-guild-only = Cette commande ne fonctionne que dans un salon de serveur.
error-command-check = Vous ne pouvez pas utiliser cette commande ici.
error-command-option = « { $value } » ne fait pas partie des valeurs de cette option : choisissez-en une parmi celles que propose Discord.
error-command-cooldown = Cette commande est en pause : réessayez { $when }.
error-command-outdated = Cette commande a changé depuis que votre application Discord l'a chargée. Réessayez dans une minute, ou redémarrez Discord si le problème persiste.
permission-manage-guild = Gérer le serveur

error-detail-empty = Le plateau est vide. Essayez : Alice : Ours 2/2 | Bob :
error-detail-expected-side = Un camp est attendu entre les séparateurs.
error-detail-expected-defender = Un camp défenseur est attendu après | ou vs.
error-detail-quick-team = Les équipes (&) demandent la forme complète avec les noms des joueurs, comme Alice : Ours 2/2 | Bob : & Ben :
error-detail-expected-player = Un joueur est attendu de chaque côté de &.
error-detail-expected-colon = Un « : » est attendu après le nom du joueur, comme Alice : Ours 2/2
error-detail-expected-player-name = Le nom d'un joueur est attendu avant le « : ».
error-detail-expected-name = Un nom est attendu ici.
error-detail-expected-reference = Un nom, un identifiant ou un numéro est attendu après.
error-detail-player-header = Les points de vie du joueur, p suivi de son nombre de marqueurs « poison », ou cd(commandant N) sont attendus ici, pas « { $token } ».
error-detail-cd-shape = Les blessures de commandant s'écrivent cd(NOM N), comme cd(Atraxa 15).
error-detail-unclosed = Une parenthèse n'est pas fermée.
error-detail-expected-pt = Une force/endurance (comme 2/2), ou « pw N » ou « bataille N », est attendue dans « { $text } ».
error-detail-after-permanent = Rien ne peut suivre la loyauté d'un planeswalker ou la défense d'une bataille.
error-detail-toughness = L'endurance doit être d'au moins 1.
error-detail-twice = « { $token } » est écrit deux fois pour une même créature.
error-detail-unexpected = « { $token } » est inattendu ici.
error-detail-unknown-keyword = « { $token } » n'est pas un mot-clé que je connais. Mots-clés : { $keywords }.
error-detail-keyword-number = Le mot-clé { $keyword } doit être suivi d'un nombre, comme { $keyword } 2.
error-detail-cipher-shape = Le cryptage s'écrit cryptage(NOM DU SORT), comme cryptage(Tranche d'ombre).
error-detail-extra-colon = Un deuxième « : » ici : séparez les joueurs avec | (ou & pour des coéquipiers).
error-detail-clause-colon = Pas de « : » après « { $token } » : écrivez le nom juste après ({ $token } NOM).
error-detail-number = Ce nombre est trop grand (au plus { $limit }).
error-detail-chars = Le plateau est trop long (au plus { $limit ->
    [one] { $limit } caractère
   *[other] { $limit } caractères
}).
error-detail-sides = Trop de camps (au plus { $limit }).
error-detail-players = Trop de joueurs (au plus { $limit }).
error-detail-things = Trop de permanents (au plus { $limit }).
error-detail-mode-teams = Les équipes (&) sont réservées au Troll à deux têtes, pas au mode { $mode }.
error-detail-mode-sides = Le mode { $mode } se joue à exactement deux camps.
error-detail-duplicate-player = Deux joueurs s'appellent { $name }.
error-detail-already-dead = { $name } a déjà des blessures mortelles marquées.
error-detail-already-lost = { $name } aurait déjà perdu la partie avant ce combat.
error-detail-conflicting-life = Cette équipe a deux totaux de points de vie écrits : { $first } et { $second }.
error-detail-conflicting-poison = Cette équipe a deux nombres de marqueurs « poison » écrits : { $first } et { $second }.
error-detail-unknown-reference = { $suggestion ->
    [none] Rien sur le plateau ne s'appelle « { $ref } ».
   *[other] Rien sur le plateau ne s'appelle « { $ref } ». Vouliez-vous dire « { $suggestion } » ?
}
error-detail-ambiguous = « { $ref } » correspond à { $count ->
    [one] { $count } chose
   *[other] { $count } choses
} : utilisez plutôt son identifiant (a1, b2…).
error-detail-not-a-commander = { $ref } n'est pas une créature et ne peut donc pas être un commandant.
error-detail-defender-attacks = { $name } est dans un camp défenseur : seul le premier camp attaque.
error-detail-attacker-blocks = { $name } attaque et ne peut donc pas bloquer.
error-detail-attack-own = Une créature ne peut attaquer qu'un adversaire, un de ses planeswalkers ou une bataille qu'il protège, pas { $name }.
error-detail-attack-creature = On ne peut pas attaquer une créature : { $name } est une créature.
error-detail-block-non-attacker = Seule une créature attaquante peut être bloquée, et { $name } n'en est pas une.
error-detail-flying = { $name } ne peut pas bloquer { $attacker } : une créature avec le vol ne peut être bloquée que par des créatures avec le vol ou la portée ({ $rule }).
error-detail-menace = { $name } ne peut pas bloquer { $attacker } sans autre bloqueur : une créature avec la menace ne peut être bloquée que par deux créatures ou plus ({ $rule }).
error-detail-not-attacking-you = { $name } ne peut pas bloquer { $attacker } : { $attacker } attaque { $defender }, et un joueur ne bloque que les créatures qui l'attaquent, lui, ses planeswalkers ou ses batailles.
error-detail-not-your-team = { $name } ne peut pas bloquer { $attacker } : { $attacker } attaque l'équipe dont fait partie { $defender }, et non celle qui contrôle { $name }.
error-caret-title = Ici :

## Consultation des règles : titres et libellés autour du texte (le texte reste celui des Règles complètes).

rule-effective = Règles complètes, en vigueur à partir du { $date }
rule-example = Exemple :
rule-see-also = Voir aussi : { $numbers }
rule-glossary = Glossaire : { $term }
rule-none = La règle { $query } n'existe pas.
rule-none-text = Aucune règle ne correspond à « { $query } ».
rule-nearest = Règles les plus proches : { $numbers }
rule-no-cr = Je n'ai pas encore de copie des Règles complètes. Lancez « redzone rules update » ou indiquez un fichier de règles dans REDZONE_CR_PATH.
rules-updated = Règles complètes en vigueur à partir du { $date } enregistrées ({ $sha }).
rules-update-failed = La mise à jour des règles a échoué : { $reason }. La dernière copie valide (en vigueur à partir du { $date }) est conservée.
rules-update-failed-none = La mise à jour des règles a échoué : { $reason }. Il n'y a encore aucune copie des Règles complètes : réessayez plus tard, ou indiquez un fichier de règles dans REDZONE_CR_PATH.
database-unavailable = Impossible d'ouvrir la base de données { $path } : { $reason }. Vérifiez qu'il s'agit bien de la base de Redzone et qu'aucun autre programme ne la bloque.
database-unreachable = Impossible d'utiliser le serveur de base de données { $path } : { $reason }. Vérifiez que le serveur fonctionne et accepte les connexions, et que l'URL, l'utilisateur et le mot de passe sont corrects.
database-newer = La base de données { $path } a la version de schéma { $found }, plus récente que la version { $known } de ce Redzone : une version plus récente de Redzone l'a écrite. Lancez cette version, ou restaurez une sauvegarde faite pour celle-ci. Rien n'a été modifié.
database-foreign = La base de données { $path } n'est pas celle de Redzone : elle contient les tables d'un autre programme. Indiquez dans REDZONE_DB un nouveau fichier ou une base de données vide. Rien n'a été modifié.
commands-synced = { $count ->
    [one] { $count } commande synchronisée avec Discord.
   *[other] { $count } commandes synchronisées avec Discord.
}
health-ok = Redzone fonctionne : dernier signal de vie il y a { $seconds } s.
health-missing = Redzone ne tourne pas : aucun signal de vie dans { $path }.
health-gone = Redzone ne tourne pas : le processus { $pid } qui a écrit { $path } n'existe plus.
health-stale = Redzone ne répond pas : dernier signal de vie il y a { $seconds } s (limite { $limit } s).
doctor-title = Redzone doctor : ce qu'utilise cette installation
doctor-settings = Paramètres, lus dans l'environnement :
doctor-default = (par défaut)
doctor-ok = ok
doctor-wrong = ERREUR
doctor-topic-database = base de données
doctor-topic-rules = règles
doctor-topic-cards = cartes
doctor-topic-shards = shards
doctor-topic-locales = langues
doctor-database = { $kind } { $where }, version de schéma { $version } (la plus récente de ce code)
doctor-database-older = { $kind } { $where }, version de schéma { $version } : le bot la migre vers la version { $newest } au démarrage
doctor-database-newer = { $kind } { $where }, version de schéma { $version }, plus récente que la version { $newest } de ce code : une version plus récente de Redzone l'a créée (lancez cette version, ou restaurez une sauvegarde)
doctor-database-missing = { $kind } { $where } n'existe pas encore : le bot la crée au démarrage
doctor-database-unusable = { $kind } { $where } est inutilisable : { $reason }
doctor-rules = en vigueur à partir du { $date }, depuis { $path }
doctor-rules-none = aucune copie pour l'instant, le bot les télécharge au démarrage ({ $reason })
doctor-rules-unusable = REDZONE_CR_PATH est inutilisable : { $reason }
doctor-cards = { $count ->
    [one] MTGJSON { $version } du { $date }, { $count } carte, depuis { $path }
   *[other] MTGJSON { $version } du { $date }, { $count } cartes, depuis { $path }
}
doctor-cards-none = aucune donnée de cartes pour l'instant, le bot les télécharge au démarrage ({ $reason })
doctor-cards-unusable = REDZONE_CARDS_PATH est inutilisable, et aucune copie n'en a encore été faite : { $reason }
doctor-cards-kept = { $count ->
    [one] REDZONE_CARDS_PATH est inutilisable ({ $reason }) ; le bot sert la dernière copie valide qui en a été faite : MTGJSON { $version } du { $date }, { $count } carte, depuis { $path }
   *[other] REDZONE_CARDS_PATH est inutilisable ({ $reason }) ; le bot sert la dernière copie valide qui en a été faite : MTGJSON { $version } du { $date }, { $count } cartes, depuis { $path }
}
doctor-shards-all = tous les shards dans ce processus, autant que Discord en recommande
doctor-shards-count = { $count ->
    [one] l'unique shard, dans ce processus
   *[other] les { $count } shards, tous dans ce processus
}
doctor-shards-some = { $count ->
    [one] le shard { $ids } sur { $count } dans ce processus
   *[other] les shards { $ids } sur { $count } dans ce processus
}
doctor-locales = { $codes }, depuis { $path }
doctor-locales-missing = catalogues manquants pour { $codes } dans { $path }
doctor-verdict = { $count ->
    [0] Tout va bien.
    [one] Un problème : voir ERREUR ci-dessus.
   *[other] { $count } problèmes : voir ERREUR ci-dessus.
}
config-error = Erreur de configuration dans { $setting } : { $problem }
config-shard-ids-without-count = il faut aussi SHARD_COUNT, le nombre total de shards du déploiement.
config-shard-ids-past-count = la valeur va jusqu'au shard { $highest }, au-delà de SHARD_COUNT={ $count } (les shards sont numérotés à partir de 0).
config-shard-ids-part = « { $part } » n'est ni un identifiant de shard ni une plage comme 0-3 (dans « { $input } »).
config-shard-ids-twice = « { $value } » désigne deux fois le même shard.
config-int-parsing = « { $input } » n'est pas un nombre entier.
config-float-parsing = « { $input } » n'est pas un nombre.
config-greater-than-equal = la valeur doit être { $ge } ou plus, pas { $input }.
config-greater-than = la valeur doit être supérieure à { $gt }, pas { $input }.
config-less-than-equal = la valeur doit être { $le } ou moins, pas { $input }.
config-token-missing = la valeur n'est pas définie : indiquez le jeton du bot, pris sur le portail des développeurs Discord.
config-fonts-missing = les polices dans lesquelles les images sont dessinées (Noto Sans et Noto Sans CJK) ne sont pas installées : installez les paquets Debian fonts-noto-core et fonts-noto-cjk, ou les paquets Python manimgx-fonts et manimgx-fonts-cjk.
config-address-form = « { $input } » n'est pas une adresse IP suivie d'un port, comme 127.0.0.1:8443 ou [::1]:8443.
config-ca-file-unreadable = « { $input } » ne peut pas être lu.
config-ca-file-not-pem = « { $input } » ne contient aucun certificat PEM.
config-setting-replaced = ce réglage n'est plus lu : DISCORD_ADDRESS (où joindre les hôtes de Discord) et DISCORD_CA_FILE (l'autorité de certification qui vérifie leurs certificats) le remplacent.
cli-combat-nothing = indiquez un plateau (BOARD), ou --batch FILE.
cli-commands-nothing = indiquez --json, ou sync.
cli-cannot-read = impossible de lire { $path } : { $reason }.
cli-not-text = { $path } n'est pas du texte UTF-8.
cli-cannot-write = impossible d'écrire { $path } : { $reason }.
cli-cards-unusable = --cards est inutilisable : { $reason }.
cli-unavailable = { $message } ({ $reason })
cli-no-such-file = fichier introuvable : { $path }
cli-no-copy = aucune copie n'est encore enregistrée

## Langues (chacune dans sa propre langue, comme les affiche un sélecteur)

lang-en = English
lang-it = Italiano
lang-de = Deutsch
lang-ja = 日本語
lang-fr = Français
lang-es = Español

## Aide

help-title = Redzone : le combat en une ligne
help-intro = Tapez le plateau en une ligne ; j'explique le combat étape par étape, avec le numéro de règle des Règles complètes à chaque étape.
help-shape = Les camps sont séparés par | (le premier camp attaque), les coéquipiers par &, les permanents par des virgules. Un joueur s'écrit NOM [POINTS DE VIE] [pPOISON] : puis ses permanents.
help-creature = Une créature : [NOM] F/E [mots-clés] [-> CIBLE] [bloque ATTAQUANT]. Un planeswalker : NOM pw LOYAUTÉ. Une bataille : NOM bataille DÉFENSE.
help-refs = Chaque permanent a un identifiant (a1, a2 dans le camp attaquant, b1 dans le suivant) : « bloque 2 » et « bloque a2 » désignent le même attaquant.
help-modes = Deux joueurs, c'est du 1 contre 1 ; trois camps ou plus, du multijoueur ; un & donne le Troll à deux têtes. Commander : l'option mode, et cd(NOM N) pour les blessures de commandant déjà infligées.
help-keywords = Mots-clés : { $keywords }
help-examples = Exemples :
help-example-duel = Alice : Chevalier 3/3 double initiative piétinement | Bob : Ours 2/2 bloque Chevalier
help-example-planeswalker = Alice : Ange 4/4 vol lien de vie -> Jace | Bob : Jace pw 5, Faucon 1/1 vol bloque Ange
help-example-teams = Alice : Ogre 5/5 double initiative -> Ben & Ann : Rat 1/1 infection -> Bob | Bob p3 : Mur 0/6 bloque Ogre & Ben :
help-rule = Consulter une règle : /règle 702.4, /règle piétinement, ou posez une question.
help-cards = Des cartes par leur nom : Alice : Ange de Serra -> Bob | Bob : Araignée géante bloque Ange de Serra. Une force/endurance écrite après un nom remplace celle de la carte (Tarmogoyf 4/5). /carte NOM affiche une carte et ses clarifications.

## Commandes : noms (minuscules, sans espace) et descriptions (100 caractères au plus)

cmd-combat = combat
cmd-combat-desc = Expliquer un combat étape par étape, avec les règles citées
opt-combat-board = plateau
opt-combat-board-desc = Le plateau en une ligne, comme : Alice : Chevalier 3/3 | Bob : Ours 2/2 bloque Chevalier
opt-combat-mode = mode
opt-combat-mode-desc = Imposer un mode au lieu de le déduire du plateau
opt-combat-private = privé
opt-combat-private-desc = N'afficher la réponse que pour vous
cmd-rule = règle
cmd-rule-desc = Consulter une règle des Règles complètes, un terme du glossaire, ou poser une question
opt-rule-query = recherche
opt-rule-query-desc = Un numéro de règle (702.4), un terme (piétinement) ou une question
opt-rule-examples = exemples
opt-rule-examples-desc = Inclure les exemples des règles
cmd-help = aide
cmd-help-desc = Comment écrire un plateau, avec des exemples
cmd-settings = paramètres
cmd-settings-desc = Paramètres du serveur (réservé à « Gérer le serveur »)
opt-settings-language = langue
opt-settings-language-desc = La langue des réponses de Redzone sur ce serveur
cmd-game = partie
cmd-game-desc = Jouer les combats d'une partie dans ce salon
cmd-game-new = nouvelle
cmd-game-new-desc = Commencer une partie dans ce salon
opt-game-new-mode = mode
opt-game-new-mode-desc = 1 contre 1, multijoueur, Troll à deux têtes ou Commander
opt-game-new-players = joueurs
opt-game-new-players-desc = Les joueurs dans l'ordre des places (mentions)
cmd-game-board = plateau
cmd-game-board-desc = Afficher points de vie, poison, blessures de commandant et champs de bataille
cmd-game-add = ajouter
cmd-game-add-desc = Mettre des permanents sur votre champ de bataille
opt-game-add-things = permanents
opt-game-add-things-desc = En notation de plateau, comme : Chevalier 2/2 double initiative, Jace pw 4
cmd-game-remove = retirer
cmd-game-remove-desc = Retirer des permanents de votre champ de bataille
opt-game-remove-things = permanents
opt-game-remove-things-desc = Noms ou identifiants, séparés par des virgules
cmd-game-set = corriger
cmd-game-set-desc = Corriger un nombre : points de vie, poison, marqueurs, blessures, blessures de commandant
opt-game-set-target = cible
opt-game-set-target-desc = Un joueur ou un permanent (nom ou identifiant)
opt-game-set-field = champ
opt-game-set-field-desc = Ce qu'il faut corriger
opt-game-set-value = valeur
opt-game-set-value-desc = Le nouveau nombre
cmd-game-attack = attaquer
cmd-game-attack-desc = Déclarer les attaquants (joueur ou équipe actifs)
opt-game-attack-attacks = attaques
opt-game-attack-attacks-desc = Comme : Chevalier -> Bob, Ours -> Jace
cmd-game-block = bloquer
cmd-game-block-desc = Déclarer vos bloqueurs
opt-game-block-blocks = blocages
opt-game-block-blocks-desc = Comme : Mur bloque Chevalier
opt-game-block-player = joueur
opt-game-block-player-desc = Joueur absent : le créateur ou un gestionnaire du serveur ne déclare aucun bloqueur pour lui
cmd-game-damage = blessures
cmd-game-damage-desc = Résoudre les blessures de combat et appliquer le résultat
cmd-game-next = suivant
cmd-game-next-desc = Finir le tour et passer au joueur ou à l'équipe suivants
cmd-game-undo = annuler
cmd-game-undo-desc = Annuler la dernière action
cmd-game-advise = conseil
cmd-game-advise-desc = Conseiller les meilleurs blocages ou attaques sur le plateau de la partie (vous seul le voyez)
cmd-game-history = historique
cmd-game-history-desc = Afficher les actions de la partie
cmd-game-end = terminer
cmd-game-end-desc = Terminer la partie de ce salon
cmd-game-leave = quitter
cmd-game-leave-desc = Quitter cette partie : vous concédez et la perdez

field-life = points de vie
field-poison = marqueurs « poison »
field-damage = blessures marquées
field-counters = marqueurs -1/-1
field-loyalty = loyauté
field-defense = défense
field-commander_damage = blessures de commandant

## Réponses du bot et de la console

rule-unavailable = Les règles ne sont pas disponibles
rule-title = Règles pour « { $query } »
rule-select = Règles auxquelles elle renvoie
settings-title = Paramètres du serveur
settings-saved = Sur ce serveur, Redzone répondra désormais dans cette langue : { $language }.
settings-guild-only = Les paramètres appartiennent à un serveur : utilisez cette commande dans un salon de serveur.
settings-forbidden = Désolé, seuls les membres qui peuvent gérer ce serveur peuvent modifier ses paramètres.
settings-unknown-language = Je ne parle pas encore « { $language } » : choisissez English, Italiano, Deutsch, 日本語, Français ou Español.
page-footer = Page { $page } sur { $pages }
pages-not-yours = Seule la personne qui a posé la question peut tourner ces pages.
console-welcome = Console Redzone. Tapez /combat plateau : …, /règle 702.4, /aide, ou /paramètres langue : fr. Commencez une ligne par @Nom pour agir en tant qu'un autre joueur. Ctrl-D pour quitter.
console-unknown = Commande « { $command } » inconnue. Essayez /combat, /règle, /aide ou /paramètres.
console-missing = « { $command } » : l'option { $option } est requise.
console-not-integer = « { $option } » prend un nombre entier de { $min } à { $max }, pas « { $value } ».
console-not-boolean = « { $option } » prend vrai ou faux, pas « { $value } ».
console-not-choice = « { $option } » prend l'une de ces valeurs : { $choices }, pas « { $value } ».
console-cancelled = Annulé.

## Parties dans un salon

opt-game-new-life = vie
opt-game-new-life-desc = Points de vie de départ, s'ils diffèrent de ceux des règles
game-title = Partie
game-guild-only = Les parties se jouent dans un salon de serveur.
game-none = Il n'y a pas de partie dans ce salon. Commencez-en une avec /partie nouvelle.
game-exists = Ce salon a déjà une partie. Terminez-la d'abord avec /partie terminer.
game-finished = { $count ->
    [0] Cette partie est terminée, et elle est nulle. Commencez-en une nouvelle avec /partie nouvelle.
    [one] Cette partie est terminée ({ $winners } l'a gagnée). Commencez-en une nouvelle avec /partie nouvelle.
   *[other] Cette partie est terminée ({ $winners } l'ont gagnée). Commencez-en une nouvelle avec /partie nouvelle.
}
game-not-seated = Désolé, seuls les joueurs de la partie peuvent faire cela.
game-you-lost = Vous avez perdu cette partie : vous ne pouvez plus y agir.
game-not-yours = Désolé, { $name } ne vous appartient pas.
game-not-active = Seul le joueur actif ou l'équipe active ({ $name }) peut faire cela maintenant.
game-not-defending = Vous n'êtes pas un joueur défenseur dans ce combat.
game-wait-blocks = { $name } déclare d'abord ses bloqueurs (ordre APNAP : les joueurs défenseurs déclarent dans l'ordre du tour).
game-no-combat = Aucun attaquant n'est encore déclaré. Utilisez d'abord /partie attaquer.
game-not-attacking = { $name } n'attaque pas.
game-only-creator = Désolé, seuls le créateur de la partie ou une personne qui peut gérer le serveur peuvent faire cela pour d'autres joueurs.
game-nothing-to-undo = Il n'y a rien à annuler.
game-changed = Le plateau a changé pendant que vous tapiez. Veuillez réessayer.
game-bad-mode = « { $mode } » n'est pas un mode : choisissez 1v1, multiplayer, 2hg ou commander.
game-players-none = Mentionnez les joueurs dans l'ordre des places, comme : @Alice @Bob
game-players-count = Le mode { $mode } demande { $needed ->
    [one] { $needed } joueur
   *[other] { $needed } joueurs
}.
game-duplicate-player = { $name } occupe deux places.
game-unknown = Rien dans cette partie ne s'appelle « { $ref } ».
game-ambiguous = « { $ref } » correspond à plusieurs permanents : utilisez son identifiant ({ $ids }).
game-bad-clause = Ajoutez des permanents sans « -> » ni « bloque » : déclarez le combat avec /partie attaquer et /partie bloquer.
game-bad-field = { $field } ne s'applique pas à { $target }.
game-bad-declaration = Je n'arrive pas à lire « { $text } » : écrivez-le comme { $example }.
game-not-creature = { $name } n'est pas une créature et ne peut donc pas attaquer.
game-new-title = Une partie en { $mode } commence
game-new-seats = Ordre des places : { $names }
game-new-life = { $life ->
    [one] { $life } point de vie au départ
   *[other] { $life } points de vie au départ
} ; { $limit ->
    [one] un joueur qui a { $limit } marqueur « poison » ou plus perd la partie.
   *[other] un joueur qui a { $limit } marqueurs « poison » ou plus perd la partie.
}
game-active = Joueur ou équipe actifs : { $name }
game-board-title = Le plateau, tour { $turn }
game-team-line = { $name } : { $life ->
        [one] { $life } point de vie
       *[other] { $life } points de vie
    }, { $poison ->
        [one] { $poison } marqueur « poison »
       *[other] { $poison } marqueurs « poison »
    }
game-team-lost = { $name } : a perdu la partie
game-commander-line = { $name } a subi des blessures de commandant : { $list }
game-battlefield-empty = (aucun permanent)
game-combat-title = Combat :
game-combat-attack = { $attacker } → { $target }
game-combat-block = { $blocker } bloque { $attacker }
game-added = { $name } ajoute à son champ de bataille : { $things }
game-removed = Permanents retirés : { $things }
game-set = { $target } : { $field } passe à { $value }.
game-attack-declared = Attaquants : { $list }
game-blockers-next = Bloqueurs à venir, dans cet ordre : { $names }
game-block-declared = { $name } bloque : { $list }
game-block-none = { $name } ne déclare aucun bloqueur.
game-damage-applied = Le résultat est appliqué à la partie.
game-next = Tour { $turn } : à { $name } de jouer.
game-undone = Action annulée : { $action }
game-history-title = Historique
game-history-line = { $n }. { $who } : { $what } ({ $when } UTC)
game-history-undone = { $n }. { $who } : { $what } ({ $when } UTC, annulé)
game-ended = La partie de ce salon est terminée.
game-creator-not-seated = Vous ne pouvez commencer qu'une partie à laquelle vous jouez : mentionnez-vous parmi les joueurs.
game-number-range = { $value } est hors limites : utilisez un nombre de { $min } à { $max }.
game-too-many-at-once = Un /partie ajouter met au plus { $limit ->
    [one] { $limit } permanent
   *[other] { $limit } permanents
} sur le champ de bataille, et celui-ci en a { $count }. Rien n'a été ajouté.
game-too-many = Une partie contient au plus { $limit ->
    [one] { $limit } permanent
   *[other] { $limit } permanents
} : elle en a { $count }, donc { $adding ->
    [one] { $adding } de plus ne tient pas
   *[other] { $adding } de plus ne tiennent pas
}. Rien n'a été ajouté.
game-end-who = Désolé, seuls le créateur de la partie, une personne qui peut gérer le serveur, ou tous les joueurs restants ensemble (chacun avec /partie terminer) peuvent terminer cette partie.
game-end-vote = { $name } vote pour terminer la partie ({ $votes } sur { $needed }). Elle se termine quand chaque joueur restant a utilisé /partie terminer.
game-leave-final = Quitter une partie ne peut pas être annulé : le joueur a concédé (règle 104.3a).
game-left = { $name } quitte la partie et la perd (règle 104.3a).
game-left-team = { $name } concède pour l'équipe : { $names } quittent la partie et la perdent (règle 810.8b).
game-bot-player = { $name } est un bot, et seules des personnes peuvent prendre place : un bot ne déclarerait jamais ses bloqueurs.
game-renamed = { $given } joue sous le nom « { $name } », car « { $given } » serait lu comme autre chose (un autre joueur, l'identifiant d'un permanent ou une liste).
game-not-attacked = Personne n'attaque ni vous, ni vos planeswalkers, ni vos batailles : vous n'avez donc aucun bloqueur à déclarer.
game-advise-blocks-not-now = Les conseils de blocage sont réservés au joueur défenseur qui doit déclarer ses bloqueurs.
game-advise-attacks-not-now = Les conseils d'attaque sont réservés au joueur ou à l'équipe actifs ({ $name }), avant la déclaration des attaquants.
game-advise-no-creature = Vous n'avez aucune créature avec laquelle attaquer.
game-blocks-declared = Les bloqueurs sont déjà déclarés, et les étapes du combat se suivent dans l'ordre : les attaquants ne peuvent plus être déclarés. Pour changer les attaques, reprenez d'abord les blocages avec /partie annuler.
game-blocks-pending = { $count ->
    [one] Les blessures de combat attendent les bloqueurs : { $names } n'a pas encore déclaré ses bloqueurs (/partie bloquer, ou /partie bloquer aucun). Pour un joueur absent, le créateur de la partie ou une personne qui peut gérer le serveur peut utiliser /partie bloquer aucun joueur : @nom.
   *[other] Les blessures de combat attendent les bloqueurs : { $names } n'ont pas encore déclaré leurs bloqueurs (/partie bloquer, ou /partie bloquer aucun). Pour un joueur absent, le créateur de la partie ou une personne qui peut gérer le serveur peut utiliser /partie bloquer aucun joueur : @nom.
}
game-combat-open = Un combat est en cours, et ses étapes se suivent dans l'ordre : résolvez-le avec /partie blessures, ou reprenez les attaques avec /partie annuler, avant de finir le tour.
game-pass-who = Seuls le créateur de la partie ou une personne qui peut gérer le serveur peuvent déclarer pour un joueur absent.
game-pass-only-none = Pour le joueur absent { $name }, la seule déclaration possible est qu'il ne bloque pas : écrivez « aucun ».
game-pass-nothing = Le joueur { $name } n'a aucun bloqueur à déclarer pour l'instant.
game-block-passed = Le joueur { $name } est absent : le créateur de la partie ou une personne qui peut gérer le serveur ne déclare aucun bloqueur pour lui.
game-blocks-done = Tous les joueurs défenseurs ont déclaré leurs bloqueurs : place aux blessures de combat (/partie blessures, par { $name }).
game-history-pass = aucun bloqueur pour le joueur absent { $name }
components-expired = Ces boutons ont expiré. Relancez la commande.
bot-restarting = Redzone redémarre. Réessayez dans un instant.

## Cartes par leur nom : /carte, noms de cartes dans les plateaux, données des cartes

error-unknown_card = Je ne connais pas cette carte.
error-ambiguous_card = De quelle carte s'agit-il ?
error-detail-unknown-card = { $count ->
    [0] Aucune carte ne s'appelle « { $name } ».
   *[other] Aucune carte ne s'appelle « { $name } ». Vouliez-vous dire : { $suggestions } ?
}
error-detail-ambiguous-card = « { $name } » correspond à plusieurs cartes : { $suggestions }. Écrivez le nom complet.
error-detail-card-stats = { $name } n'a pas de force ou d'endurance fixe (* ou X) : écrivez ses caractéristiques, comme { $name } 4/5.
error-detail-card-stats-counters = La carte { $name } a une endurance imprimée de 0 et tire sa taille des marqueurs +1/+1 avec lesquels elle arrive sur le champ de bataille ; avec une endurance de 0, elle serait mise dans le cimetière de son propriétaire ({ $rule }). Écrivez ses caractéristiques telles qu'elles sont sur le champ de bataille, comme { $name } { $stats }.
error-detail-card-stats-variable = La force et l'endurance de la carte { $name } dépendent de la partie (« { $text } », { $rule }) : écrivez ses caractéristiques actuelles, et les capacités mot-clé qu'elle a alors, comme { $name } 4/4.
error-detail-card-chosen-player = La carte { $name } a la protection contre le joueur choisi à son arrivée sur le champ de bataille ({ $rule }) : avec plus d'un adversaire, écrivez lequel, comme { $name } protection contre { $player }.
error-detail-card-kind = { $name } n'est ni une créature, ni un planeswalker, ni une bataille : cette carte ne peut pas être sur le plateau.
cards-missing = Les noms de cartes ont besoin des données des cartes : lancez « redzone cards update », ou indiquez un fichier AtomicCards de MTGJSON dans REDZONE_CARDS_PATH. Les caractéristiques marchent toujours, comme Ours 2/2.
cards-unavailable-now = Les noms de cartes ne sont pas disponibles pour le moment. Les caractéristiques marchent toujours, comme Ours 2/2.
cards-updated = { $count ->
    [one] { $count } carte enregistrée (MTGJSON { $version }).
   *[other] { $count } cartes enregistrées (MTGJSON { $version }).
}
cards-update-failed = La mise à jour des données des cartes a échoué : { $reason }. La dernière copie valide (MTGJSON { $version }) est conservée.
cards-update-failed-none = La mise à jour des données des cartes a échoué : { $reason }. Il n'y a encore aucune donnée de cartes : réessayez plus tard, ou indiquez un fichier AtomicCards de MTGJSON dans REDZONE_CARDS_PATH.
cards-local-unusable = REDZONE_CARDS_PATH est inutilisable ({ $reason }), et aucune copie n'en a encore été faite : les noms de cartes ne sont pas disponibles.
cards-local-kept = REDZONE_CARDS_PATH est inutilisable ({ $reason }) : la dernière copie valide qui en a été faite ({ $date }) est utilisée.
card-unavailable = Les données des cartes ne sont pas disponibles
card-none = Aucune carte ne s'appelle « { $query } »
card-ambiguous = « { $query } » correspond à plusieurs cartes
card-suggestions = Vouliez-vous dire : { $names } ?
card-pt = Force/endurance : { $pt }
card-loyalty = Loyauté : { $loyalty }
card-defense = Défense : { $defense }
card-simulated = Redzone simule : { $keywords }
card-activated = À écrire comme actions pendant le combat (ses capacités activées, et les choix que ses capacités laissent à son joueur) : { $actions }
card-action-target = <créature>
card-not-simulated = { $count ->
    [one] Une de ses capacités n'est pas simulée en combat.
   *[other] { $count } de ses capacités ne sont pas simulées en combat.
}
card-rulings = { $count ->
    [one] Clarification
   *[other] Clarifications ({ $count })
}
card-ruling = { $date } : { $text }
card-footer = Données des cartes : MTGJSON { $version }. Le texte Oracle et les clarifications sont en anglais.
summary-unmodeled = { $name }, texte non simulé : { $text }
summary-unmodeled-risk = Texte non simulé, qui pourrait changer ce résultat : { $name } : { $text }
summary-trigger-asks = Non simulé, sauf si c'est écrit sous forme d'actions, et cela pourrait changer ce résultat : { $name } : « { $text } » est { $how ->
    [condition] une condition que le plateau ne montre pas
   *[other] le choix de son joueur
} : { $actions }
summary-card-assumes = { $how ->
    [keyword] Hypothèse, le plateau ne pouvant le montrer : { $name } a « { $text } », et le plateau ne l'écrit pas, donc la condition est tenue pour non remplie.
   *[other] Hypothèse, le plateau ne pouvant le montrer : { $name } ne peut { $how ->
        [attack] attaquer
       *[block] bloquer
    } que sous la condition « { $text } », et le plateau la fait agir ainsi.
}
cmd-card = carte
cmd-card-desc = Afficher une carte : son texte, ce que Redzone simule, ses clarifications officielles
opt-card-name = nom
opt-card-name-desc = Le nom de la carte, en anglais ou dans votre langue

## Profondeur du combat : corrections
event-siege_exiled = Le dernier marqueur « défense » de la bataille { $battle }, un siège, a été retiré : sa propre capacité l'exile, puis { $controller } peut la lancer transformée sans payer son coût de mana. Elle n'est pas mise dans un cimetière : la règle 704.5v ne s'applique pas tant que cette capacité attend.
event-exiled_instead = La créature { $permanent } mourrait, mais son propre texte l'exile à la place : elle ne meurt jamais, donc aucune capacité qui se déclencherait à sa mort ne se déclenche.
event-protector_leaves = { $how ->
    [chosen] La bataille { $battle } reste sur le champ de bataille : elle appartient à { $controller }, pas à { $left } (800.4a). { $controller } choisit un autre adversaire, { $protector }, pour la protéger.
   *[attacked] La bataille { $battle } reste sur le champ de bataille : elle appartient à { $controller }, pas à { $left } (800.4a). Aucun autre joueur n'en est devenu le protecteur : elle reste donc en combat (506.4), et les créatures qui l'attaquent lui infligent quand même leurs blessures de combat ; quand plus aucune créature ne l'attaque, { $controller } choisit un autre adversaire pour la protéger.
}
event-commander_game = { $commander } est un commandant, c'est donc une partie de Commander : chaque joueur commence à { $life ->
    [one] { $life } point de vie
   *[other] { $life } points de vie
} sauf mention contraire, et un joueur qui a subi 21 blessures de combat ou plus d'un même commandant perd la partie.
summary-exiled = { $count ->
    [one] Sa propre capacité exile { $names }.
   *[other] Leurs propres capacités exilent { $names }.
}
error-detail-mode-2hg-no-teams = Le Troll à deux têtes se joue à deux équipes de deux ({ $rule }) : reliez les coéquipiers avec &, comme Alice : & Ann : | Bob : & Ben :.
error-detail-mode-2hg-sides = Le Troll à deux têtes se joue à exactement deux équipes ({ $rule }), pas { $count }.
error-detail-mode-2hg-unequal = Le Troll à deux têtes demande deux équipes de même taille, de deux joueurs ou plus chacune ({ $rule }) ; ces équipes ont { $first } et { $second ->
    [one] { $second } joueur
   *[other] { $second } joueurs
}.
error-detail-ambiguous-which = « { $ref } » peut désigner { $count ->
    [one] { $count } chose
   *[other] { $count } choses
} : { $things }. Écrivez l'identifiant de celle que vous voulez dire.
help-fixes = Les batailles sont des sièges : une bataille écrite sous un joueur est protégée par ce joueur et contrôlée par un adversaire ; ajoutez « non-siège » après la défense pour une bataille que son contrôleur protège. Un commandant sur le plateau fait une partie de Commander (40 points de vie). « -> NOM » désigne le joueur quand un joueur porte ce nom.
error-detail-after-battle = Seul « non-siège » peut suivre la défense d'une bataille (une bataille sans type de bataille, { $rule }) ; sans lui, la bataille est un siège.

## Profondeur du combat : capacités déclenchées (exaltation, cri de guerre, mêlée, bushido, sauvagerie, débordement, affliction, empoisonnement, regroupement)

event-exalted = { $creature } est la seule créature à attaquer, donc chaque capacité d'exaltation des permanents de son contrôleur se déclenche : +{ $power_change }/+{ $toughness_change } (sources : { $sources } ; désormais { $power }/{ $toughness }).
event-battle_cry = { $count ->
    [0] { $source } attaque avec le cri de guerre, mais aucune autre créature n'attaque.
   *[other] { $source } attaque avec le cri de guerre : chaque autre créature attaquante gagne +1/+0 jusqu'à la fin du tour ({ $creatures }).
}
event-melee = { $count ->
    [0] { $creature } attaque avec la mêlée, mais son contrôleur n'a attaqué aucun adversaire avec une créature (les planeswalkers et les batailles ne comptent pas) : pas de bonus.
   *[other] { $creature } attaque avec la mêlée : +1/+1 pour chaque adversaire que son contrôleur a attaqué avec une créature ({ $opponents }), donc +{ $power_change }/+{ $toughness_change } (désormais { $power }/{ $toughness }).
}
event-bushido = { $why ->
    [blocks] { $creature } bloque : son bushido lui donne +{ $power_change }/+{ $toughness_change } jusqu'à la fin du tour (désormais { $power }/{ $toughness }).
   *[blocked] La créature { $creature } devient bloquée : son bushido lui donne +{ $power_change }/+{ $toughness_change } jusqu'à la fin du tour (désormais { $power }/{ $toughness }).
}
event-rampage = { $beyond ->
    [0] Une seule créature bloque { $creature } : la sauvagerie { $number } ne compte que les bloqueurs au-delà du premier, elle ne donne donc rien.
    [one] La créature { $creature } devient bloquée : la sauvagerie { $number } donne +{ $number }/+{ $number } pour son seul bloqueur au-delà du premier, compté à la résolution : +{ $power_change }/+{ $toughness_change } (désormais { $power }/{ $toughness }).
   *[other] La créature { $creature } devient bloquée : la sauvagerie { $number } donne +{ $number }/+{ $number } pour chacun de ses bloqueurs au-delà du premier ({ $beyond }), comptés à la résolution : +{ $power_change }/+{ $toughness_change } (désormais { $power }/{ $toughness }).
}
event-flanking = La créature { $creature } bloque { $source }, qui a le débordement, sans avoir elle-même le débordement : elle gagne -1/-1 jusqu'à la fin du tour (désormais { $power }/{ $toughness }).
event-afflict = La créature { $source } devient bloquée : son affliction fait perdre { $amount ->
        [one] { $amount } point de vie
       *[other] { $amount } points de vie
    } au joueur défenseur, { $player } (désormais { $life }).
event-card_trigger = { $when ->
    [attacks] La créature { $creature } attaque
    [blocks] La créature { $creature } bloque
    [blocked] La créature { $creature } devient bloquée
    [blocked_by] La créature { $source } devient bloquée par { $creature }, qui sera détruite à la fin du combat
    [blocks_creature] La créature { $source } bloque { $creature }, qui sera détruite à la fin du combat
    [end_of_combat] L'étape de fin de combat commence et la créature { $creature } est détruite
    [hits] La créature { $creature } inflige des blessures de combat à un joueur
    [dealt] La créature { $creature } subit des blessures de combat
    [damaged] La créature { $creature } subit des blessures
    [deals] La créature { $creature } inflige des blessures à un joueur
    [dies] La créature { $creature } meurt
    [loses] { $creature }, un adversaire, perd des points de vie
   *[unblocked] La créature { $creature } attaque et n'est pas bloquée
} : la capacité déclenchée écrite sur { $source } se déclenche et se résout.
event-trigger_says = La capacité de la carte { $source } dit aussi « { $text } » : cela ne change rien à ce combat, c'est donc indiqué mais pas simulé.
event-trigger_asks = La capacité de la carte { $source } dit « { $text } » : { $how ->
    [condition] une condition que le plateau ne montre pas, que Redzone ne devine pas
   *[other] un choix de son joueur, que Redzone ne fait pas à sa place
} ; écrit sous forme d'actions au moment suivant, ce texte est simulé : { $actions } (* ce qui est choisi, N le nombre).
event-card_assumes = { $how ->
    [keyword] Hypothèse : la carte { $permanent } a « { $text } », ce que le plateau ne montre pas ; le plateau ne l'écrit pas, la condition est donc tenue pour non remplie (écrivez-le sur la créature si elle l'est).
   *[other] Hypothèse : la carte { $permanent } dit qu'elle ne peut { $how ->
        [attack] attaquer
       *[block] bloquer
    } que sous une condition ({ $text }) que le plateau ne montre pas ; le plateau la fait { $how ->
        [attack] attaquer
       *[block] bloquer
    }, la condition est donc tenue pour remplie.
}
event-poisonous = { $amount ->
    [one] { $source } a infligé des blessures de combat à { $player } : son empoisonnement lui donne un marqueur « poison » (désormais { $poison }).
   *[other] { $source } a infligé des blessures de combat à { $player } : son empoisonnement lui donne { $amount } marqueurs « poison » (désormais { $poison }).
}
event-trigger_order = { $count ->
    [1] { $abilities ->
        [one] { $players } a { $abilities } capacité déclenchée en attente : ce joueur la met sur la pile, et elle se résout seule, les actions basées sur un état étant vérifiées ensuite.
       *[other] { $players } a { $abilities } capacités déclenchées en attente : ce joueur les met sur la pile dans l'ordre de son choix (Redzone : l'ordre le plus favorable pour lui), et chacune se résout seule, les actions basées sur un état étant vérifiées après chacune.
    }
   *[other] { $abilities ->
        [one] { $abilities } capacité déclenchée attend
       *[other] { $abilities } capacités déclenchées attendent
    } : chaque joueur met les siennes sur la pile dans l'ordre APNAP, le joueur actif d'abord ; elles se résolvent donc joueur par joueur dans cet ordre, chacune seule, les actions basées sur un état étant vérifiées après chacune : { $players }.
}
event-band = { $members } attaquent { $target } en formant une bande.
event-band_block = { $blocker } bloque { $via }, et bloque donc aussi { $attacker } : ces créatures attaquantes forment une même bande.
event-band_assign = { $how ->
    [defender] La créature { $source } est bloquée par une créature avec le regroupement : c'est donc le joueur défenseur, { $divider }, et non son contrôleur, qui répartit ses blessures entre ses bloqueurs, aucune n'étant attribuée au joueur même avec le piétinement : { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target } (choix de Redzone : tout là où cela tue le moins de créatures de ce joueur).
    [attacker] La créature { $source } bloque une créature avec le regroupement : c'est donc le joueur attaquant, { $divider }, et non son contrôleur, qui répartit ses blessures entre les créatures qu'elle bloque : { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target } (choix de Redzone : tout là où cela tue le moins de créatures de ce joueur).
   *[blocker] La créature { $source } bloque une bande entière, et son contrôleur, { $divider }, répartit ses blessures entre les créatures qu'elle bloque : { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } à { $target }.
}
error-detail-home-attacks = { $name } reste à la maison et n'attaque donc rien : écrivez soit « reste à la maison », soit « -> CIBLE ».
error-detail-band-defender = { $name } est dans un camp défenseur : seul le joueur attaquant déclare des bandes (702.22c).
error-detail-band-home = { $name } reste à la maison et ne peut donc pas faire partie d'une bande attaquante (702.22c).
error-detail-band-banding = La bande { $band } ne peut pas contenir { $name } : une bande, c'est une ou plusieurs créatures avec le regroupement et au plus une sans, ou des créatures avec « regroupement avec les autres » et d'autres créatures de la même qualité (702.22c).
error-detail-band-target = { $name } et { $other } sont dans la même bande : ces créatures doivent attaquer le même joueur, le même planeswalker ou la même bataille (702.22d).
help-triggers = Capacités déclenchées en combat : exaltation, cri de guerre, mêlée, bushido N, sauvagerie N, débordement, affliction N, empoisonnement N. « reste à la maison » garde une créature du camp attaquant hors de l'attaque (son exaltation compte toujours). Une bande : « bande 1 » sur chacune de ses créatures, avec le regroupement ou le regroupement avec les autres. Le sacrifice de l'annihilateur n'est pas simulé.

## Profondeur du combat : actions

event-card_prevents = { $how ->
    [to] Le texte de la carte { $card } prévient toutes les blessures qui lui seraient infligées : { $amount ->
        [one] la blessure que devrait infliger { $source } à { $target } n'est pas infligée.
       *[other] les { $amount } blessures que devrait infliger { $source } à { $target } ne sont pas infligées.
    }
    [by] Le texte de la carte { $card } prévient toutes les blessures qu'elle infligerait : { $amount ->
        [one] la blessure que devrait infliger { $source } à { $target } n'est pas infligée.
       *[other] les { $amount } blessures que devrait infliger { $source } à { $target } ne sont pas infligées.
    }
   *[half] Le texte de la carte { $card } prévient la moitié des blessures, arrondie à l'entier supérieur, infligées à son contrôleur et à ses permanents : { $amount ->
        [one] 1 des blessures que devrait infliger { $source } à { $target } est prévenue.
       *[other] { $amount } des blessures que devrait infliger { $source } à { $target } sont prévenues.
    }
}
event-damage_doubled = Le texte de la carte { $card } double les blessures que devrait infliger { $source } à { $target } : { $total ->
    [one] 1 blessure est infligée à la place.
   *[other] { $total } blessures sont infligées à la place.
}
event-prevented = { $how ->
    [all] Toutes les blessures de combat sont prévenues ce tour-ci : { $amount ->
        [one] la blessure que devrait infliger { $source } à { $target } n'est pas infligée.
       *[other] les { $amount } blessures que devrait infliger { $source } à { $target } ne sont pas infligées.
    }
    [to] Un bouclier de prévention sur { $target } prévient { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } parmi celles que devrait lui infliger { $source } ({ $left ->
    [one] il reste { $left } blessure à prévenir sur le bouclier
   *[other] il reste { $left } blessures à prévenir sur le bouclier
}).
   *[from] Un bouclier de prévention sur { $source } prévient { $amount ->
        [one] { $amount } blessure
       *[other] { $amount } blessures
    } parmi celles que devrait infliger { $source } à { $target } ({ $left ->
    [one] il reste { $left } blessure à prévenir sur le bouclier
   *[other] il reste { $left } blessures à prévenir sur le bouclier
}).
}
event-unpreventable = { $amount ->
    [one] La blessure infligée par { $source } à { $target } ne peut pas être prévenue : les effets de prévention s'appliquent mais ne la préviennent pas, et aucun bouclier n'est consommé.
   *[other] Les { $amount } blessures infligées par { $source } à { $target } ne peuvent pas être prévenues : les effets de prévention s'appliquent mais n'en préviennent aucune, et aucun bouclier n'est consommé.
}
event-moment = { $moment ->
    [after_attacks] Après la déclaration des attaquants, le joueur actif reçoit la priorité : les actions écrites pour ce moment ont lieu maintenant, dans l'ordre.
    [after_blocks] Après la déclaration des bloqueurs, le joueur actif reçoit la priorité : les actions écrites pour ce moment ont lieu maintenant, dans l'ordre.
    [beginning_of_combat] Au début du combat, avant la déclaration des attaquants, le joueur actif reçoit la priorité : les actions écrites pour ce moment ont lieu maintenant, dans l'ordre.
    [end_of_combat] À la fin du combat, après toutes les blessures de combat, le joueur actif reçoit la priorité : les actions écrites pour ce moment ont lieu maintenant, dans l'ordre.
   *[after_first_strike] Après les blessures de combat d'initiative, avant la deuxième étape des blessures de combat, le joueur actif reçoit la priorité : les actions écrites pour ce moment ont lieu maintenant, dans l'ordre.
}
event-actions_skipped = { $remaining ->
    [0] { $moment ->
        [after_attacks] La partie est déjà terminée : les actions écrites après les attaques n'ont jamais lieu.
        [after_blocks] La partie est déjà terminée : les actions écrites après les blocages n'ont jamais lieu.
        [beginning_of_combat] La partie est déjà terminée : les actions écrites au début du combat n'ont jamais lieu.
        [end_of_combat] La partie est déjà terminée : les actions écrites à la fin du combat n'ont jamais lieu.
       *[after_first_strike] La partie est déjà terminée : les actions écrites après l'initiative n'ont jamais lieu.
    }
    [one] La partie est maintenant terminée : la dernière action écrite pour ce moment n'a jamais lieu.
   *[other] La partie est maintenant terminée : les { $remaining } dernières actions écrites pour ce moment n'ont jamais lieu.
}
event-left_battlefield = { $how ->
    [destroyed] Le permanent { $permanent } est détruit : il quitte le champ de bataille, et donc le combat.
    [exiled] Le permanent { $permanent } est exilé : il quitte le champ de bataille, et donc le combat.
    [bounced] Le permanent { $permanent } est renvoyé dans la main de son propriétaire : il quitte le champ de bataille, et donc le combat.
   *[sacrificed] Le permanent { $permanent } est sacrifié : il quitte le champ de bataille, et donc le combat.
}
event-not_destroyed = Le permanent { $permanent } est indestructible et ne peut pas être détruit : il reste sur le champ de bataille et en combat.
event-regeneration_shield = Un bouclier de régénération protège la créature { $permanent } la prochaine fois qu'elle devrait être détruite ce tour-ci.
event-regenerated = { $why ->
    [lethal] La créature { $permanent } a des blessures mortelles et devrait être détruite
    [deathtouch] La créature { $permanent } a subi des blessures d'une source avec le contact mortel et devrait être détruite
   *[destroy] La créature { $permanent } devrait être détruite
}, mais elle se régénère à la place : toutes ses blessures sont retirées{ $how ->
    [removed] , elle est engagée et retirée du combat.
   *[tapped] {" "}et elle est engagée.
}
event-not_regenerated = { $why ->
    [cant] La créature { $permanent } ne peut pas être régénérée : son bouclier de régénération ne s'applique pas, et elle est détruite.
   *[toughness] La créature { $permanent } a une endurance inférieure ou égale à 0 : elle est mise dans le cimetière de son propriétaire, ce qui n'est pas une destruction, donc son bouclier de régénération ne peut pas le remplacer.
}
event-removed = La créature { $permanent } est retirée du combat : elle reste sur le champ de bataille, mais n'inflige ni ne subit de blessures de combat.
event-stays_blocked = Plus aucune créature ne bloque { $attacker }, mais cette créature reste bloquée : elle n'attribue de blessures de combat que si elle a le piétinement.
event-pump = La créature { $permanent } gagne { $power }/{ $toughness } jusqu'à la fin du tour (désormais { $total_power }/{ $total_toughness }).
event-counters = { $sign ->
    [plus] { $amount ->
        [one] Un marqueur +1/+1 est mis sur { $permanent } (désormais { $total }).
       *[other] { $amount } marqueurs +1/+1 sont mis sur { $permanent } (désormais { $total }).
    }
   *[minus] { $amount ->
        [one] Un marqueur -1/-1 est mis sur { $permanent } (désormais { $total }).
       *[other] { $amount } marqueurs -1/-1 sont mis sur { $permanent } (désormais { $total }).
    }
}
event-annihilate = { $amount ->
    [one] Un marqueur +1/+1 et un marqueur -1/-1 s'annulent sur { $permanent } : une action basée sur un état les retire.
   *[other] { $amount } marqueurs +1/+1 et { $amount } marqueurs -1/-1 s'annulent sur { $permanent } : une action basée sur un état les retire.
}
event-keywords = { $how ->
    [gains] { $permanent } acquiert { $keywords } jusqu'à la fin du tour.
   *[loses] { $permanent } perd { $keywords } jusqu'à la fin du tour.
}
event-static_pump = { $source } donne { $power }/{ $toughness } à la créature { $permanent } (désormais { $total_power }/{ $total_toughness }).
event-static_keywords = { $permanent } a { $keywords } grâce à { $source }.
event-strike_timing = { $why ->
    [gained_first] La créature { $creature } n'avait pas l'initiative au début de l'étape des blessures de combat d'initiative et ne l'a acquise qu'après : elle inflige quand même ses blessures de combat pendant la deuxième étape.
    [lost_first] La créature { $creature } a perdu l'initiative après avoir infligé ses blessures de combat d'initiative : sans la double initiative, elle n'en inflige aucune pendant la deuxième étape.
    [lost_double] La créature { $creature } a perdu la double initiative après la première étape des blessures de combat : elle n'inflige aucune blessure de combat pendant la deuxième étape.
    [gained_double] La créature { $creature } a acquis la double initiative après avoir infligé ses blessures de combat d'initiative : elle inflige à nouveau des blessures de combat pendant la deuxième étape.
   *[double_fresh] La créature { $creature } a acquis la double initiative après la première étape des blessures de combat, pendant laquelle elle n'en a infligé aucune : elle inflige ses blessures de combat pendant la deuxième étape, comme une créature qui n'avait ni l'initiative ni la double initiative.
}
event-shield = { $how ->
    [all] Un effet de prévention : toutes les blessures de combat qui devraient être infligées ce tour-ci sont prévenues.
    [to] Un bouclier de prévention : { $amount ->
        [0] { $amount } blessure à prévenir parmi celles qui devraient être infligées à { $target } ce tour-ci : il ne prévient rien.
        [one] la prochaine blessure qui devrait être infligée à { $target } ce tour-ci est prévenue.
       *[other] les { $amount } prochaines blessures qui devraient être infligées à { $target } ce tour-ci sont prévenues.
    }
    [from] Un bouclier de prévention : { $amount ->
        [0] { $amount } blessure à prévenir parmi celles que devrait infliger { $target } ce tour-ci : il ne prévient rien.
        [one] la prochaine blessure que devrait infliger { $target } ce tour-ci est prévenue.
       *[other] les { $amount } prochaines blessures que devrait infliger { $target } ce tour-ci sont prévenues.
    }
   *[unpreventable] Les blessures que devrait infliger { $target } ce tour-ci ne peuvent pas être prévenues.
}
event-enters = { $how ->
    [attacking] La créature { $permanent } est mise sur le champ de bataille attaquant { $target } : elle n'a jamais été déclarée attaquante, donc aucune restriction d'attaque ni capacité déclenchée par une attaque ne s'applique à elle.
    [attacking_unblocked] La créature { $permanent } est mise sur le champ de bataille attaquant { $target } après la déclaration des bloqueurs : c'est une créature non bloquée.
    [blocking] La créature { $permanent } est mise sur le champ de bataille bloquant { $target } : elle n'a jamais été déclarée bloqueuse, donc aucune restriction de blocage ne s'applique à elle, et { $target } devient une créature bloquée.
    [not_attacking] La créature { $permanent } est mise sur le champ de bataille, mais on ne peut plus attaquer { $target } : elle n'est jamais une créature attaquante.
    [battlefield] La créature { $permanent } est mise sur le champ de bataille, contrôlée par { $target } : elle n'est pas en combat.
   *[not_blocking] La créature { $permanent } est mise sur le champ de bataille, mais { $target } n'attaque plus : elle n'est jamais une créature bloqueuse.
}
summary-left-battlefield = { $count ->
    [one] { $names } quitte le champ de bataille : exil ou retour dans la main de son propriétaire.
   *[other] { $names } quittent le champ de bataille : exil ou retour dans la main de leurs propriétaires.
}
error-illegal_action = Cette action n'est pas possible.
error-detail-expected-moment = Après « ; » vient un moment : { $moments }, puis « : ».
error-detail-moment-colon = Un « : » est attendu après le moment, comme ; après les blocages : détruisez Mur
error-detail-moment-order = Les moments s'écrivent dans l'ordre où ils ont lieu, chacun une fois : { $moments }.
error-detail-expected-action = Je n'arrive pas à lire cette action. Actions : détruisez, exilez, renvoyez, sacrifiez ou retirez NOM ; NOM +N/+N ; mettez un marqueur +1/+1 sur NOM ; NOM acquiert ou perd MOT-CLÉ ; prévenez tout ; prévenez N à NOM ou de NOM ; NOM ne peut pas être prévenu ; mettez CRÉATURE.
error-detail-prevent-shape = Écrivez prévenez tout, prévenez N à NOM ou prévenez N de NOM.
error-detail-put-shape = Écrivez « mettez » et une créature qui bloque ou attaque, comme mettez Esprit 1/1 vol bloque Chevalier ou mettez Soldat 1/1 -> Bob.
error-detail-counter-shape = Les marqueurs sont +1/+1 ou -1/-1, comme mettez un marqueur +1/+1 sur Chevalier ou mettez 2 marqueurs -1/-1 sur Chevalier.
error-detail-action-keyword = « acquiert » et « perd » prennent des mots-clés sans nombre, comme Ours acquiert l'initiative.
error-detail-action-gone = { $name } a déjà quitté le champ de bataille ou la partie : aucune action ne peut l'affecter, c'est désormais un nouvel objet (règle 400.7).
error-detail-action-target = Cette action ne peut pas affecter { $name } : un joueur ne peut recevoir qu'un bouclier de prévention, seule une créature attaquante ou bloqueuse peut être retirée du combat, seule une créature gagne +N/+N, des marqueurs ou des mots-clés, et « mettez … bloque » demande une créature attaquante (règles 506.4, 509.4).
error-detail-no-first-strike-step = Aucune créature attaquante ou bloqueuse n'a l'initiative ou la double initiative au début des blessures de combat : il n'y a donc pas d'étape des blessures de combat d'initiative, ni de moment « après l'initiative » ({ $rule }).
error-detail-put-blocking-early = Redzone ne met une créature sur le champ de bataille en train de bloquer qu'après les blocages ou après l'initiative, quand il y a un blocage à rejoindre : c'est un choix de la notation, pas une règle. Avant la déclaration des bloqueurs, écrivez la créature parmi celles du joueur défenseur : elle bloque comme les autres.
error-detail-block-gone = { $name } ne peut pas bloquer { $attacker } : { $attacker } a quitté le combat après la déclaration des attaquants (règle 506.4).
error-detail-assign-shape = Écrivez la créature, « attribue », puis chaque part (un nombre, « à » et ce qui la reçoit), les parts séparées par des virgules, comme Géant attribue 1 à Bœuf, 4 à Ours.
error-detail-assign-target = { $source } ne peut pas attribuer de blessures de combat à { $name } : une créature bloquée les attribue entre les créatures qui la bloquent (avec le piétinement, aussi à ce qu'elle attaque), une créature bloqueuse entre les créatures qu'elle bloque, une créature non bloquée à ce qu'elle attaque ({ $rule }).
error-detail-assign-total = { $source } attribue des blessures de combat égales à sa force, { $power }, mais les parts écrites font { $amount } en tout ({ $rule }).
error-detail-assign-lethal = { $source } doit attribuer à { $name } des blessures mortelles, { $need }, avant de pouvoir en attribuer au-delà ({ $rule }).
error-detail-assign-unused = { $source } n'inflige plus de blessures de combat après ce moment : aucune répartition de ses blessures ne peut s'écrire ici ({ $rule }).
error-detail-gone-blocks = { $name } a quitté le champ de bataille au début du combat et ne peut donc pas bloquer.
help-actions = Actions pendant le combat, après le plateau : ; après les attaques : … ; après les blocages : … ; après l'initiative : … avec détruisez, exilez, renvoyez, sacrifiez, retirez NOM, NOM +2/+2, mettez un marqueur +1/+1 sur NOM, NOM acquiert l'initiative, prévenez tout, prévenez 3 à NOM, NOM ne peut pas être prévenu, mettez Esprit 1/1 bloque Chevalier. Aussi ; au début du combat : … et ; à la fin du combat : …, et la répartition choisie par un joueur : Géant attribue 1 à Bœuf, 4 à Ours.
event-block_stands = { $why ->
    [evasion] La créature { $creature } a acquis une capacité d'évasion après la déclaration des bloqueurs : les blocages déjà déclarés restent valables.
    [protection] La créature { $creature } bloque une créature que la protection l'empêcherait désormais de bloquer : le blocage déclaré reste valable, et les blessures entre ces deux créatures sont prévenues.
   *[restriction] La créature { $creature } a perdu ce qui lui permettait de bloquer après la déclaration des bloqueurs : elle reste une créature bloqueuse.
}

## Profondeur du combat : protection

event-protection_prevents = { $amount ->
    [one] { $source } infligerait { $amount } blessure à { $target }, qui a la { $quality } : cette blessure est prévenue et n'est pas infligée, elle n'a donc aucun effet (ni lien de vie, ni contact mortel, ni marqueurs).
   *[other] { $source } infligerait { $amount } blessures à { $target }, qui a la { $quality } : ces blessures sont prévenues et ne sont pas infligées, elles n'ont donc aucun effet (ni lien de vie, ni contact mortel, ni marqueurs).
}
protection-from = { $quality ->
    [white] protection contre le blanc
    [blue] protection contre le bleu
    [black] protection contre le noir
    [red] protection contre le rouge
    [green] protection contre le vert
    [creatures] protection contre les créatures
    [everything] protection contre tout
    [multicolored] protection contre le multicolore
    [monocolored] protection contre le monocolore
    [colorless] protection contre l'incolore
    [artifacts] protection contre les artefacts
   *[other] { $player ->
        [yes] protection contre { $quality }
       *[no] protection contre les { $quality }
    }
}
# Un mot-clé dans une phrase : avec son article (« acquiert le vol »), une restriction
# comme la capacité entre guillemets qu'une carte donne.
keyword-held = { $keyword ->
    [first_strike] l'{ $name }
    [double_strike] la { $name }
    [trample] le { $name }
    [trample_over_planeswalkers] le { $name }
    [deathtouch] le { $name }
    [lifelink] le { $name }
    [infect] l'{ $name }
    [wither] la { $name }
    [toxic] { $name }
    [flying] le { $name }
    [reach] la { $name }
    [menace] la { $name }
    [vigilance] la { $name }
    [indestructible] l'{ $name }
    [cipher] le { $name }
    [damage] { $number ->
        [one] { $number } blessure marquée
       *[other] { $number } blessures marquées
    }
    [commander] le statut de commandant
    [exalted] l'{ $name }
    [battle_cry] le { $name }
    [bushido] le { $name }
    [flanking] le { $name }
    [rampage] la { $name }
    [afflict] l'{ $name }
    [melee] la { $name }
    [poisonous] l'{ $name }
    [banding] le { $name }
    [bands_with_other] le { $name }
    [home] « Cette créature n'attaque pas. »
    [band] la bande { $number }
    [protection] la { $name }
    [defender] le { $name }
    [haste] la { $name }
    [summoning_sick] le { $name }
    [tapped] l'état engagé
    [cant_block] « Cette créature ne peut pas bloquer. »
    [cant_be_blocked] « Cette créature ne peut pas être bloquée. »
    [flyers_only] « Cette créature ne peut être bloquée que par des créatures avec le vol. »
    [blocks_only_flyers] « Cette créature ne peut bloquer que des créatures avec le vol. »
    [min_blockers] « Cette créature ne peut pas être bloquée excepté par { $number ->
        [one] { $number } créature
       *[other] { $number } créatures
    } ou plus. »
    [extra_blocks] « Cette créature peut bloquer { $number ->
        [one] une créature supplémentaire
       *[other] { $number } créatures supplémentaires
    } à chaque combat. »
    [any_blocks] « Cette créature peut bloquer n'importe quel nombre de créatures. »
    [skulk] la { $name }
    [shadow] la { $name }
    [horsemanship] l'{ $name }
    [fear] la { $name }
    [intimidate] l'{ $name }
    [plainswalk] la { $name }
    [islandwalk] la { $name }
    [swampwalk] la { $name }
    [mountainwalk] la { $name }
    [forestwalk] la { $name }
    [must_be_blocked] « Cette créature doit être bloquée si possible. »
    [lure] « Toutes les créatures capables de bloquer cette créature le font. »
    [must_block] « Cette créature bloque à chaque combat si possible. »
    [must_attack] « Cette créature attaque à chaque combat si possible. »
    [cant_alone] « Cette créature ne peut pas attaquer ou bloquer seule. »
    [only_alone] « Cette créature ne peut attaquer que seule. »
    [regeneration] un bouclier de régénération
    [cant_be_regenerated] « Cette créature ne peut pas être régénérée. »
   *[other] { $name }
}
keywords-abilities = { $names }
protection-from-type = protection { $types }
protection-from-more = { $types }
event-haste = Son contrôleur ne contrôle { $attacker } que depuis ce tour-ci, et cette créature attaque parce qu'elle a la célérité.
error-detail-protection-shape = Écrivez contre quoi la protection protège après elle : protection contre le rouge, pro(rouge, blanc), protection contre les Gobelins.
error-detail-type-shape = Écrivez les types et sous-types de carte entre parenthèses : type(artefact Golem).
error-detail-lands-shape = Écrivez les types de terrain du joueur défenseur entre parenthèses : Bob terrains(Île, Marais) : …
error-detail-has-defender = { $name } a le défenseur et ne peut pas attaquer ({ $rule }).
error-detail-tapped-attack = La créature { $name } est engagée, et seules les créatures dégagées peuvent être déclarées comme attaquantes ({ $rule }).
error-detail-summoning-sick = Son contrôleur ne contrôle { $name } que depuis ce tour-ci et cette créature n'a pas la célérité : elle ne peut pas attaquer ({ $rule }).
error-detail-tapped-block = La créature { $name } est engagée, et seules les créatures dégagées peuvent bloquer ({ $rule }).
error-detail-cant-block = { $name } ne peut pas bloquer ({ $rule }).
error-detail-cant-be-blocked = La créature { $attacker } ne peut pas être bloquée : { $name } ne peut donc pas la bloquer ({ $rule }).
error-detail-flyers-only = La créature { $attacker } ne peut être bloquée que par des créatures avec le vol, et { $name } n'a pas le vol ({ $rule }).
error-detail-max-blockers = La créature { $attacker } ne peut pas être bloquée par plus { $count ->
    [one] d'une créature
   *[other] de { $count } créatures
} ({ $rule }).
error-detail-min-blockers = La créature { $attacker } ne peut être bloquée que par { $count ->
    [one] au moins { $count } créature
   *[other] { $count } créatures ou plus
} ({ $rule }).
error-detail-alone-attack = La créature { $name } ne peut pas attaquer seule : elle ne peut attaquer que si une autre créature attaque aussi ({ $rule }).
error-detail-only-alone = La créature { $name } ne peut attaquer que seule : aucune autre créature ne peut attaquer avec elle ({ $rule }).
error-detail-attack-unless-land = La créature { $name } ne peut attaquer que si le joueur défenseur contrôle un terrain de type { $land }, et { $player } n'en contrôle aucun sur le plateau (écrivez-le ainsi : terrains({ $land })) ({ $rule }).
error-detail-all-attack = La créature { $name } doit attaquer : { $leader } attaque, et son texte fait attaquer si possible chaque créature de son contrôleur ({ $rule }).
error-detail-alone-block = La créature { $name } ne peut pas bloquer seule : elle ne peut bloquer que si une autre créature bloque aussi ({ $rule }).
error-detail-unless-another = La créature { $name } ne peut attaquer ou bloquer que si son contrôleur contrôle un autre permanent de type { $type }, et il n'y en a aucun sur le plateau (écrivez-en un avec type({ $type })) ({ $rule }).
error-detail-must-attack = { $name } attaque à chaque combat si possible, et rien ne l'empêche d'attaquer ({ $rule }).
error-detail-requirement-must-be-blocked = La créature { $attacker } doit être bloquée si possible, et ces blocages enfreignent cette obligation. Une déclaration légale respecte { $count ->
    [one] une obligation
   *[other] { $count } obligations
} : { $blocks } ({ $rule }).
error-detail-requirement-lure = { $name } peut bloquer { $attacker }, et toutes les créatures capables de bloquer { $attacker } doivent le faire. Une déclaration légale respecte { $count ->
    [one] une obligation
   *[other] { $count } obligations
} : { $blocks } ({ $rule }).
error-detail-requirement-must-block = La créature { $name } doit bloquer si possible, et elle le peut. Une déclaration légale respecte { $count ->
    [one] une obligation
   *[other] { $count } obligations
} : { $blocks } ({ $rule }).
error-detail-protection = { $name } ne peut pas bloquer { $attacker } : une créature attaquante avec la protection ne peut pas être bloquée par des créatures ayant la qualité indiquée ({ $rule }).
error-detail-skulk = { $name } ne peut pas bloquer { $attacker } : une créature avec la furtivité ne peut pas être bloquée par des créatures de force supérieure ({ $rule }).
error-detail-power-at-most = { $name } ne peut pas bloquer { $attacker } : la créature { $attacker } ne peut pas être bloquée par des créatures de force inférieure ou égale à { $count } ({ $rule }).
error-detail-power-at-least = { $name } ne peut pas bloquer { $attacker } : la créature { $attacker } ne peut pas être bloquée par des créatures de force supérieure ou égale à { $count } ({ $rule }).
error-detail-flying-or-reach = { $name } ne peut pas bloquer { $attacker } : la créature { $attacker } ne peut pas être bloquée excepté par des créatures avec le vol ou la portée ({ $rule }).
error-detail-walls = { $name } ne peut pas bloquer { $attacker } : la créature { $attacker } ne peut pas être bloquée par des Murs ({ $rule }).
error-detail-blocks-only-flyers = { $name } ne peut pas bloquer { $attacker } : la créature { $name } ne peut bloquer que des créatures avec le vol ({ $rule }).
error-detail-shadow = { $name } ne peut pas bloquer { $attacker } : une créature avec la distorsion ne peut pas être bloquée par des créatures sans la distorsion ({ $rule }).
error-detail-shadow-blocker = { $name } ne peut pas bloquer { $attacker } : une créature avec la distorsion ne peut bloquer que des créatures avec la distorsion ({ $rule }).
error-detail-horsemanship = { $name } ne peut pas bloquer { $attacker } : une créature avec l'équitation ne peut pas être bloquée par des créatures sans l'équitation ({ $rule }).
error-detail-fear = { $name } ne peut pas bloquer { $attacker } : une créature avec la peur ne peut être bloquée que par des créatures-artefacts et des créatures noires ({ $rule }).
error-detail-intimidate = { $name } ne peut pas bloquer { $attacker } : une créature avec l'intimidation ne peut être bloquée que par des créatures-artefacts et des créatures qui partagent une couleur avec elle ({ $rule }).
error-detail-landwalk = { $name } ne peut pas bloquer { $attacker } : une créature avec la traversée de terrain ne peut pas être bloquée tant que le joueur défenseur contrôle un terrain de ce type ({ $rule }).
error-detail-too-many-blocks = { $name } ne peut bloquer { $count ->
    [one] qu'une seule créature
   *[other] que { $count } créatures
} ({ $rule }) ; écrivez « peut bloquer des créatures supplémentaires N » ou « peut bloquer n'importe quel nombre de créatures » quand un effet en permet davantage.
error-detail-same-attacker = { $name } bloque déjà { $attacker } ({ $rule }).
help-protection = Couleurs, types et restrictions : Gobelin 2/2 rouge type(Gobelin) célérité ; Chevalier 2/2 protection contre le rouge ; Mur 0/4 engagé ; Bob terrains(Île) : pour la traversée de terrain. Un bloqueur, plusieurs attaquants : Garde 2/4 peut bloquer des créatures supplémentaires 1 bloque Chevalier bloque Ours.

## L'image d'un combat (bot/picture) : de courtes étiquettes dessinées dessus

picture-step = { $step ->
    [first_strike] Blessures d'initiative
   *[regular] Blessures normales
}
picture-moment = { $moment ->
    [after_attacks] Après les attaques
    [after_blocks] Après les blocages
   *[after_first_strike] Après l'initiative
}
picture-fate = { $fate ->
    [dies] Meurt
    [destroyed] Destruction
    [sacrificed] Sacrifice
    [exiled] Exil
    [bounced] Retour en main
    [siege] Exil (siège)
    [removed] Retrait du combat
   *[left] A quitté la partie
}
picture-left = { $how ->
    [destroyed] Destruction : { $name }
    [exiled] Exil : { $name }
    [bounced] Retour en main : { $name }
   *[sacrificed] Sacrifice : { $name }
}
picture-not-destroyed = { $name } est indestructible
picture-removed = Retrait du combat : { $name }
picture-pump = { $name } { $power }/{ $toughness }
picture-counters = { $sign ->
    [plus] { $name } : marqueur +1/+1 ×{ $amount }
   *[minus] { $name } : marqueur -1/-1 ×{ $amount }
}
picture-keywords = { $how ->
    [gains] { $name } acquiert : { $keywords }
   *[loses] { $name } perd : { $keywords }
}
picture-shield = { $how ->
    [all] Toutes les blessures de combat sont prévenues
    [to] Prévenir { $amount ->
        [0] { $amount } blessure infligée
        [one] la prochaine blessure infligée
       *[other] les { $amount } prochaines blessures infligées
    } à { $target }
    [from] Prévenir { $amount ->
        [0] { $amount } blessure infligée
        [one] la prochaine blessure infligée
       *[other] les { $amount } prochaines blessures infligées
    } par { $target }
   *[unpreventable] { $target } : ses blessures ne peuvent pas être prévenues
}
picture-enters = { $how ->
    [attacking] { $name } arrive attaquant { $target }
    [attacking_unblocked] { $name } arrive attaquant { $target }
    [blocking] { $name } arrive bloquant { $target }
   *[other] { $name } arrive, hors du combat
}
picture-skipped = La partie est terminée : le reste n'a jamais lieu
picture-loyalty = Loyauté
picture-defense = Défense
picture-protector = Protégée par { $name }
picture-poison = Marqueurs « poison » : { $before } → { $after }
picture-commander = Commandant { $name } : { $before } → { $after }
picture-lost = A perdu la partie
picture-won = Gagne la partie
picture-keyword-short = { $keyword ->
    [first_strike] INI
    [double_strike] DI
    [trample] PIÉT
    [trample_over_planeswalkers] PIÉT PW
    [deathtouch] CM
    [lifelink] LDV
    [flying] VOL
    [vigilance] VIG
    [indestructible] IND
    [menace] MEN
    [reach] PORT
    [commander] CMDT
   *[other] { $name }
}
picture-keyword-legend = { $short } { $name }
picture-left-out = { $count ->
    [one] Un autre permanent n'est pas dessiné.
   *[other] { $count } autres permanents ne sont pas dessinés.
}
opt-combat-picture = image
opt-combat-picture-desc = Joindre une image du plateau (activée sauf si vous ou le serveur la désactivez)
opt-settings-pictures = images
opt-settings-pictures-desc = Si les réponses de combat sur ce serveur portent une image du plateau
settings-pictures = { $on ->
    [yes] Les réponses de combat sur ce serveur portent désormais une image du plateau.
   *[no] Les réponses de combat sur ce serveur ne portent plus d'image du plateau.
}
settings-nothing = Choisissez une langue, activez ou désactivez les images, ou faites les deux.
console-picture = Image : { $path }

## Le bureau de l'arbitre : MTR, IPG, JAR, les changements des règles, la légalité des cartes

cmd-mtr = mtr
cmd-mtr-desc = Consulter les Magic Tournament Rules : une section, un titre ou une question
opt-mtr-section = section
opt-mtr-section-desc = Une section (4.2), un titre (slow play), une question, ou « changements »
cmd-ipg = ipg
cmd-ipg-desc = Consulter l'Infraction Procedure Guide : une infraction, une partie, une question
opt-ipg-section = section
opt-ipg-section-desc = Une infraction (2.1, hce), une partie (hce philosophy), une question, ou « changements »
cmd-jar = jar
cmd-jar-desc = Consulter le Judging at Regular REL : une section ou une question
opt-jar-section = section
opt-jar-section-desc = Une section ou une question (missed trigger) ; rien pour la table des matières
doc-footer = { $document }, en vigueur à partir du { $date }
doc-footer-updated = { $document }, en vigueur à partir du { $date }, mis à jour le { $updated }
doc-link = Sur magicjudges.org : { $url }
doc-contents = Table des matières :
doc-contents-hint = Demandez à /{ $command } une section par son numéro ou son titre, ou posez une question.
doc-sections = Sections :
doc-best-match = Meilleure correspondance pour « { $query } » :
doc-other-matches = Autres correspondances :
doc-none = Le document { $document } n'a pas de section { $query }
doc-none-text = Rien dans le document { $document } ne correspond à « { $query } »
doc-nearest = Sections les plus proches : { $list }
doc-no-part = La section { $section } n'a pas de partie « { $query } »
doc-parts = Ses parties : { $list }
doc-unavailable = Le document { $document } n'est pas disponible
doc-no-copy = Je n'ai pas encore de copie du document { $document }. Lancez « redzone documents update » ou indiquez un fichier local dans { $variable }.
doc-select = Ouvrir une section
doc-changes-none = Aucune version antérieure du document { $document } n'est encore conservée : les changements s'afficheront quand une mise à jour apportera une nouvelle version.
doc-changes-hint = /{ $command } NUMÉRO changements affiche les changements d'une section, mot par mot.
documents-updated = { $document } : la version du { $date } est enregistrée.
documents-update-failed = Le document { $document } n'a pas pu être mis à jour ; la dernière copie valide est conservée : { $reason }
changes-word = changements
changes-cr = Règles complètes
changes-title = Ce qui a changé : { $document }
changes-of = Ce qui a changé dans la règle { $number }
changes-versions = De la version du { $old } à celle du { $new }
changes-counts = { $added ->
        [one] { $added } nouvelle
       *[other] { $added } nouvelles
    }, { $changed ->
        [one] { $changed } reformulée
       *[other] { $changed } reformulées
    }, { $renumbered ->
        [one] { $renumbered } renumérotée
       *[other] { $renumbered } renumérotées
    }, { $removed ->
        [one] { $removed } retirée
       *[other] { $removed } retirées
    }
changes-added = { $count ->
    [one] Nouvelle ({ $count }) :
   *[other] Nouvelles ({ $count }) :
}
changes-changed = { $count ->
    [one] Reformulée ({ $count }) :
   *[other] Reformulées ({ $count }) :
}
changes-renumbered = { $count ->
    [one] Renumérotée ({ $count }) :
   *[other] Renumérotées ({ $count }) :
}
changes-removed = { $count ->
    [one] Retirée ({ $count }) :
   *[other] Retirées ({ $count }) :
}
changes-reworded = (reformulée)
changes-glossary =
    Glossaire ({ $count ->
        [one] { $count } terme
       *[other] { $count } termes
    }) :
changes-legend = Repères : [-mots retirés-] { "{" }+mots ajoutés+{ "}" }
changes-unchanged = { $number } n'a pas changé.
change-added = { $number } est nouvelle :
change-removed = { $number } a été retirée. Son texte était :
change-renumbered = { $old } est désormais { $new } :
change-changed = { $number } a été reformulée :
rule-changes-none = Aucune version antérieure des Règles complètes n'est encore conservée : les changements s'afficheront quand une mise à jour en apportera une nouvelle (« redzone rules update »).
rule-changes-hint = /règle NUMÉRO changements affiche l'ancien et le nouveau texte d'une règle, mot par mot.
rule-changes-select = Voir les changements d'une règle
card-legality = Légalité :
card-legality-legal = Légale : { $formats }
card-legality-restricted = Restreinte : { $formats }
card-legality-banned = Bannie : { $formats }
card-legality-not_legal = Non légale : { $formats }
legality-legal = légale
legality-restricted = restreinte
legality-banned = bannie
legality-not_legal = non légale
card-format-status = { $format } : { $status }
format-alchemy = Alchemy
format-brawl = Brawl
format-commander = Commander
format-duel = Duel Commander
format-explorer = Explorateur
format-future = Future Standard
format-gladiator = Gladiator
format-historic = Historique
format-historicbrawl = Brawl historique
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
format-standardbrawl = Brawl Standard
format-timeless = Intemporel
format-vintage = Vintage
card-on-site = Sur { $site } : { $url }
card-legal-word = légalité
help-judge = Le bureau de l'arbitre : /mtr 4.2, /ipg hce philosophy, /jar missed trigger ; ce qui a changé : /règle changements, /règle 702.19 changements, /mtr changements ; la légalité d'une carte : /carte NOM légalité.

## Profondeur du combat : engager, caractéristiques, blessures hors combat et points de vie
event-tapped = { $how ->
    [tapped] Le permanent { $permanent } est engagé.
    [untapped] Le permanent { $permanent } est dégagé.
    [tapped_in_combat] La créature { $permanent } est engagée : elle reste en combat et inflige quand même ses blessures de combat.
   *[untapped_in_combat] La créature { $permanent } est dégagée : elle reste en combat.
}
event-becomes = { $how ->
    [color] Le permanent { $permanent } devient { $values }, à la place de ses autres couleurs.
   *[type] Le permanent { $permanent } acquiert le type { $values } en plus de ses autres types.
}
event-deals = { $amount ->
    [one] { $source } inflige { $amount } blessure à { $target } (ce n'est pas une blessure de combat).
   *[other] { $source } inflige { $amount } blessures à { $target } (ce ne sont pas des blessures de combat).
}
event-life_changed = { $how ->
    [gains] { $player } gagne { $amount ->
            [one] { $amount } point de vie
           *[other] { $amount } points de vie
        } ({ $pool ->
            [team] équipe { $team } : désormais { $life }
           *[player] désormais { $life }
        }).
   *[loses] { $player } perd { $amount ->
            [one] { $amount } point de vie
           *[other] { $amount } points de vie
        } ({ $pool ->
            [team] équipe { $team } : désormais { $life }
           *[player] désormais { $life }
        }).
}
color-name = { $color ->
    [white] blanc
    [blue] bleu
    [black] noir
    [red] rouge
   *[green] vert
}
error-detail-deals-shape = Écrivez une source, « inflige », un nombre et ce qui subit les blessures, comme Foudre rouge éphémère inflige 3 à Mur.
error-detail-becomes-shape = Après « devient », écrivez des couleurs et des types de carte, comme Chevalier devient rouge ou Chevalier devient un artefact.

## Conseils de blocage et d'attaque (/combat advise, redzone advise)
error-detail-advice-defender = { $name } n'est pas un joueur défenseur sur ce plateau : le conseil de blocage s'adresse à un joueur qui défend.
advice-title-blocks = Conseil de blocage pour { $player }
advice-title-attacks = Conseil d'attaque pour { $player }
advice-label-blocks-most_life = garde le plus de points de vie
advice-label-blocks-best_trade = meilleur échange
advice-label-blocks-no_loss = ne perd aucune créature
advice-label-attacks-most_life = inflige le plus de blessures
advice-label-attacks-best_trade = meilleur échange
advice-label-attacks-no_loss = ne perd aucune créature
advice-why-loses = { $player } perd la partie quel que soit le blocage (règle { $rule }) ; cette déclaration est la moins mauvaise.
advice-why-no-block = Sans bloquer, { $player } { $life ->
    [0] ne perd aucun point de vie
    [one] perd { $life } point de vie
   *[other] perd { $life } points de vie
} et garde toutes ses créatures : les attaquants non bloqués infligent leurs blessures au joueur (règle 510.1a).
advice-why-chump = Les attaquants bloqués sans piétinement n'infligent pas de blessures au joueur { $player } (règle 510.1c) : { $player } { $life ->
    [0] ne perd aucun point de vie
    [one] perd { $life } point de vie
   *[other] perd { $life } points de vie
} et { $count ->
    [0] ne perd aucune créature
    [one] perd une créature
   *[other] perd { $count } créatures
} pour rester dans la partie.
advice-why-trade = Les créatures qui ont subi des blessures mortelles meurent (règle 704.5g) : { $player } { $life ->
    [0] ne perd aucun point de vie
    [one] perd { $life } point de vie
   *[other] perd { $life } points de vie
} et { $count ->
    [0] ne perd aucune créature
    [one] perd une créature
   *[other] perd { $count } créatures
} ; { $killed ->
    [0] l'attaquant n'en perd aucune
    [one] l'attaquant en perd une
   *[other] l'attaquant en perd { $killed }
}.
advice-why-wins = Même contre les meilleurs blocages, { $player } perd la partie (règle { $rule }).
advice-why-attack = Contre les meilleurs blocages, { $player } { $damage ->
    [0] ne perd aucun point de vie
    [one] perd { $damage } point de vie
   *[other] perd { $damage } points de vie
} { $count ->
    [0] et ne perd aucune créature
    [one] et perd une créature
   *[other] et perd { $count } créatures
} (règle 510.1a).
advice-none = Aucune déclaration légale n'a été trouvée.
advice-assumes = On suppose qu'aucun sort ni capacité ne suit la déclaration et que chaque choix laissé ouvert par la notation prend sa valeur par défaut ; les actions écrites sur le plateau s'appliquent à chaque option. Collez un plateau dans /combat pour l'explication complète.
advice-exhaustive = Toutes les déclarations légales ont été examinées ({ $count }).
advice-not-exhaustive = Recherche incomplète : la meilleure des déclarations examinées dans le temps imparti ({ $count }).
advice-busy-title = Un conseil à la fois
advice-busy = Attendez votre conseil précédent : un à la fois.
opt-combat-advise = conseil
opt-combat-advise-desc = Au lieu du résultat, conseiller les meilleurs blocages ou attaques (vous seul le voyez)
advise-blocks = blocages
advise-attacks = attaques
