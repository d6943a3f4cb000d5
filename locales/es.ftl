## Catálogo en español de Redzone. Fuente: en.ftl (mismos identificadores, mismas variables).
## Términos: glosario de palabras clave de Wizards en español, textos de las cartas impresas y
## Reglas Completas (locales/glossary-es.toml). Comillas latinas «», signos ¿? y ¡! de apertura.

cite = {" "}(regla { $rule })
cited = { $text }{ $end }{ $cite }
rule-ref = { $count ->
    [one] regla { $rules }
   *[other] reglas { $rules }
}
error-join = { $head } { $detail }
list-sep = {", "}
name-aside = { $name } ({ $aside })

## Modos

mode-1v1 = 1 contra 1
mode-multiplayer = multijugador
mode-2hg = Gigante de dos cabezas
mode-commander = Commander

## Resumen del combate

summary-title = Resultado ({ $mode })
summary-life = { $player }: { $before } → { $after ->
    [one] { $after } vida
   *[other] { $after } vidas
}
summary-life-poison = { $player }: { $before } → { $after ->
    [one] { $after } vida
   *[other] { $after } vidas
}, { $poison_before } → { $poison_after ->
    [one] { $poison_after } contador de veneno
   *[other] { $poison_after } contadores de veneno
}
summary-team = { $team } (equipo): { $before } → { $after ->
    [one] { $after } vida
   *[other] { $after } vidas
}
summary-team-poison = { $team } (equipo): { $before } → { $after ->
    [one] { $after } vida
   *[other] { $after } vidas
}, { $poison_before } → { $poison_after ->
    [one] { $poison_after } contador de veneno
   *[other] { $poison_after } contadores de veneno
} (el equipo pierde con { $limit })
summary-died = { $count ->
    [one] { $names } muere.
   *[other] { $names } mueren.
}
summary-nothing-died = No muere ningún permanente.
summary-left = { $count ->
    [one] { $names } deja la partida con su propietario.
   *[other] { $names } dejan la partida con sus propietarios.
}
summary-copies = { $count ->
    [one] Una copia lanzada gracias a cifrar: { $spells }
   *[other] { $count } copias lanzadas gracias a cifrar: { $spells }
}
summary-lost = { $count ->
    [one] { $names } pierde la partida.
   *[other] { $names } pierden la partida.
}
summary-winners = { $count ->
    [one] { $names } gana la partida.
   *[other] { $names } ganan la partida.
}
summary-draw = La partida termina en empate.
steps-title = Paso a paso

## Eventos: una línea cada uno, leída en voz alta por un juez; el formato añade la regla.

event-attack = { $target_kind ->
    [planeswalker] { $attacker } ataca al planeswalker { $target }.
    [battle] { $attacker } ataca a la batalla { $target }.
   *[player] { $attacker } ataca a { $target }.
}
event-block = { $blocker } bloquea a { $attacker }.
event-step = { $phase ->
    [first] Primer paso de daño de combate: solo hacen daño las criaturas con las habilidades de dañar primero o dañar dos veces ({ $strikers }).
    [second] Segundo paso de daño de combate: hacen daño las criaturas sin la habilidad de dañar primero, y las que tienen la habilidad de dañar dos veces vuelven a hacerlo ({ $strikers }).
    [second_late] Segundo paso de daño de combate: hacen daño las criaturas que no tenían ni la habilidad de dañar primero ni la de dañar dos veces cuando empezó el primer paso, aunque ahora tengan la de dañar primero, y las que tienen la habilidad de dañar dos veces vuelven a hacerlo ({ $strikers }).
   *[only] Paso de daño de combate: cada criatura atacante y bloqueadora asigna su daño de combate, y luego todo ese daño se hace a la vez ({ $strikers }).
}
event-step-none = ninguna
event-assign = { $how ->
    [unblocked] Ninguna criatura bloquea a { $source }, que asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }.
    [one_blocker] { $target } es la única criatura que bloquea a { $source }, que le asigna { $amount ->
        [one] su único punto de daño
       *[other] sus { $amount } puntos de daño
    }.
    [divided] { $source } divide su daño entre sus bloqueadoras: { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, daño letal.
    [divided_partial] { $source } divide su daño entre sus bloqueadoras: { $amount ->
        [one] el punto de daño restante
       *[other] los { $amount } puntos de daño restantes
    } a { $target }, menos del daño letal.
    [rest] { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, su última bloqueadora, que recibe también el daño restante una vez que cada bloqueadora tiene asignado daño letal.
    [deathtouch] { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }: daño letal, porque { $source } tiene la habilidad de toque mortal.
    [lethal] { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }: daño letal.
    [partial] { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }: menos del daño letal, así que arrollar no deja pasar nada de su daño.
    [trample_excess] Gracias a arrollar, { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, una vez que sus bloqueadoras tienen asignado daño letal.
    [trample_no_blockers] { $source } es una criatura bloqueada, pero ya no la bloquea ninguna criatura: gracias a arrollar, asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }.
    [trample_at_planeswalker] Gracias a arrollar, { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, más que su lealtad: sin arrollar planeswalkers, nada del daño puede ir al jugador defensor.
    [rest_planeswalker_gone] { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, su última bloqueadora, que recibe también el daño restante una vez que cada bloqueadora tiene asignado daño letal: el planeswalker al que ataca { $source } salió del combate, y sin arrollar planeswalkers nada del daño puede ir al jugador defensor.
    [rest_battle_gone] { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, su última bloqueadora, que recibe también el daño restante una vez que cada bloqueadora tiene asignado daño letal: la batalla a la que ataca { $source } salió del combate.
    [loyalty] { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, tanto como su lealtad.
    [loyalty_others] { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }: junto con el daño que otras criaturas le asignan en este paso, tanto como su lealtad.
    [over_planeswalker] { $source } tiene la habilidad de arrollar planeswalkers: el resto, { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    }, va al controlador del planeswalker, { $target }.
    [over_planeswalker_gone] El planeswalker al que ataca { $source } salió del combate; con arrollar planeswalkers, { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } al jugador defensor, { $target }.
    [blocker_lethal] { $source } bloquea a varias criaturas y su controlador divide su daño entre ellas como quiere: { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, daño letal.
    [blocker_partial] { $source } bloquea a varias criaturas y su controlador divide su daño entre ellas como quiere: { $amount ->
        [one] el punto de daño restante
       *[other] los { $amount } puntos de daño restantes
    } a { $target }, menos del daño letal.
    [blocker_rest] { $source } bloquea a varias criaturas: { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, la última de ellas, que recibe también el daño restante una vez que cada una tiene asignado daño letal.
    [chosen] { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, según la división que eligió su controlador.
    [chosen_excess] { $source } arrolla según la división que eligió su controlador: { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, una vez que cada bloqueadora tiene asignado daño letal.
    [chosen_over] { $source } tiene arrollar planeswalkers y su controlador eligió asignar { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, el controlador del planeswalker, una vez asignado daño letal a las bloqueadoras y daño igual a su lealtad al planeswalker.
    [chosen_blocker] { $source } bloquea a varias criaturas y su controlador divide su daño entre ellas como eligió: { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }.
    [chosen_attacker] { $source } bloquea a una criatura con agrupar, así que el jugador atacante divide su daño como eligió: { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }.
    [chosen_defender] La criatura { $source } está bloqueada por una criatura con agrupar, así que el jugador defensor divide su daño entre sus bloqueadoras como eligió: { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }.
   *[blocking] { $source } asigna { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, la criatura a la que bloquea { $source }.
}
event-no_damage = { $why ->
    [no_power] { $source } tiene fuerza de 0 o menos y no asigna daño de combate.
    [blockers_gone] { $source } es una criatura bloqueada, sus bloqueadoras ya no están y, sin arrollar, no asigna daño de combate.
    [target_gone] { $source } no asigna daño de combate: la batalla a la que ataca salió del combate y ninguna criatura bloquea a { $source }.
    [planeswalker_gone] { $source } no asigna daño de combate: el planeswalker al que ataca salió del combate y, sin arrollar planeswalkers, nada de su daño puede ir al jugador defensor.
    [player_left] { $source } no asigna daño de combate: el jugador al que ataca dejó la partida.
    [controller_left] { $source } no asigna daño de combate: el planeswalker al que ataca y su controlador dejaron la partida.
    [card_text] { $source } no asigna daño de combate: lo dice el texto de su carta, y el texto de una carta prevalece sobre las reglas.
   *[attacker_gone] { $source } no asigna daño de combate: la criatura a la que bloquea ya no está.
}
event-life_lost = { $source } le hace perder { $amount ->
        [one] { $amount } vida
       *[other] { $amount } vidas
    } a { $player } ({ $pool ->
        [team] equipo { $team }: ahora { $life }
       *[player] ahora { $life }
    }).
event-life_gained = { $player } gana { $amount ->
        [one] { $amount } vida
       *[other] { $amount } vidas
    } gracias al vínculo vital de { $source } ({ $pool ->
        [team] equipo { $team }: ahora { $life }
       *[player] ahora { $life }
    }).
event-poison = { $amount ->
    [one] { $source } le da un contador de veneno a { $player } ({ $pool ->
            [team] equipo { $team }: ahora { $poison }
           *[player] ahora { $poison }
        }).
   *[other] { $source } le da { $amount } contadores de veneno a { $player } ({ $pool ->
            [team] equipo { $team }: ahora { $poison }
           *[player] ahora { $poison }
        }).
}
event-damage_marked = { $source } le hace { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target } (daño marcado: { $total }).
event-minus_counters = { $amount ->
    [one] { $source } pone un contador -1/-1 sobre { $target } (ahora { $total }).
   *[other] { $source } pone { $amount } contadores -1/-1 sobre { $target } (ahora { $total }).
}
event-loyalty = { $removed ->
    [0] { $source } le hace { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, que ya no tiene contadores de lealtad que quitar (lealtad 0).
    [one] { $source } le hace { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, lo que le quita un contador de lealtad (lealtad { $loyalty }).
   *[other] { $source } le hace { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, lo que le quita { $removed } contadores de lealtad (lealtad { $loyalty }).
}
event-defense = { $removed ->
    [0] { $source } le hace { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, que ya no tiene contadores de defensa que quitar (defensa 0).
    [one] { $source } le hace { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, lo que le quita un contador de defensa (defensa { $defense }).
   *[other] { $source } le hace { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }, lo que le quita { $removed } contadores de defensa (defensa { $defense }).
}
event-commander_damage = El comandante { $commander } ya le hizo a { $player } { $total ->
        [one] { $total } punto de daño de combate
       *[other] { $total } puntos de daño de combate
    } en total.
event-dies = { $why ->
    [toughness] La criatura { $permanent } tiene resistencia de 0 o menos y va al cementerio de su propietario.
    [lethal] La criatura { $permanent } tiene daño letal marcado y es destruida.
    [deathtouch] La criatura { $permanent } recibió daño de una fuente con la habilidad de toque mortal y es destruida.
    [loyalty] El planeswalker { $permanent } ya no tiene lealtad y va al cementerio de su propietario.
    [siege] La batalla { $permanent } es un Asedio sin defensa y ninguna de sus habilidades está esperando: va al cementerio de su propietario.
   *[defense] La batalla { $permanent } ya no tiene defensa y va al cementerio de su propietario.
}
event-survives = { $why ->
    [lethal] La criatura { $permanent } tiene daño letal, pero es indestructible: la acción basada en estado de la regla { $ignores } no la destruye.
    [deathtouch] La criatura { $permanent } recibió daño de una fuente con la habilidad de toque mortal, pero es indestructible: la acción basada en estado de la regla { $ignores } no la destruye.
   *[both] La criatura { $permanent } tiene daño letal, parte de él de una fuente con la habilidad de toque mortal, pero es indestructible: las acciones basadas en estado de las reglas { $ignores } no la destruyen.
}
event-loses = { $why ->
    [life] { $player } tiene 0 vidas o menos y pierde la partida.
    [poison] { $player } tiene 10 contadores de veneno o más y pierde la partida.
   *[commander] { $player } recibió 21 puntos de daño de combate o más de un mismo comandante y pierde la partida.
}
event-team_loses = { $why ->
    [life] El equipo { $team } tiene 0 vidas o menos y pierde la partida: { $members } pierden juntos.
    [poison] El equipo { $team } tiene demasiados contadores de veneno y pierde la partida: { $members } pierden juntos.
   *[member] Uno de sus jugadores perdió, así que el equipo { $team } pierde la partida: { $members } pierden juntos.
}
event-leaves = { $count ->
    [0] { $player } deja la partida.
   *[other] { $player } deja la partida, y lo que posee también la deja: { $permanents }.
}
event-game_over = { $outcome ->
    [draw] La partida terminó en empate: todos los jugadores que quedaban perdieron a la vez.
    [team_draw] La partida terminó en empate: todos los equipos que quedaban perdieron a la vez.
    [team] La partida terminó: gana el equipo { $team }, y con él { $winners }.
   *[player] La partida terminó: { $winners } gana.
}
event-cipher = { $creature } le hizo daño de combate a { $player }: { $caster } lanza una copia de { $spell }, la carta cifrada en esa criatura. La copia es un hechizo nuevo con sus propios objetivos; el resultado supone que tiene como objetivo a { $player }.
event-copy_resolves = { $outcome ->
    [life] La copia de { $spell } se resuelve.
    [partial] La copia de { $spell } se resuelve; solo se simula su pérdida de vidas, no el resto de su efecto.
    [player_left] { $player } dejó la partida y ya no puede ser objetivo de la copia de { $spell }: la copia puede tener como objetivo a otro jugador, lo que no se simula.
   *[reported] La copia de { $spell } se resuelve; su efecto no se simula.
}

## Errores: un titular por código, luego la razón precisa, luego el tablero con una marca.

error-syntax = No puedo leer este tablero.
error-unknown_keyword = Palabra clave desconocida.
error-unknown_reference = Ese nombre no corresponde a nada del tablero.
error-ambiguous_reference = Ese nombre corresponde a más de una cosa.
error-illegal_block = Ese bloqueo no está permitido.
error-illegal_attack = Ese ataque no está permitido.
error-conflicting_life = Dos totales distintos para un mismo equipo.
error-too_large = Este tablero es demasiado grande.
error-internal = Algo salió mal de nuestro lado. ¡Lo sentimos! El error quedó registrado.
error-id = Identificador del error: { $id }. Indícaselo al operador del bot.
error-command-title = El comando no se ejecutó
error-command-permissions = Necesitas el permiso { $permissions } en este servidor para usar este comando.
error-command-bot-permissions = Redzone necesita el permiso { $permissions } en este canal: pide a los moderadores del servidor que se lo concedan.
error-command-guild-only = Este comando solo funciona en un canal de servidor.
error-command-check = No puedes usar este comando aquí.
error-command-option = «{ $value }» no es uno de los valores de esta opción: elige uno de los que ofrece Discord.
error-command-cooldown = Este comando está en pausa: vuelve a intentarlo { $when }.
error-command-outdated = Este comando cambió desde que tu aplicación de Discord lo cargó. Vuelve a intentarlo en un minuto, o reinicia Discord si el problema continúa.
permission-manage-guild = Gestionar servidor

error-detail-empty = El tablero está vacío. Prueba: Alice: Oso 2/2 | Bob:
error-detail-expected-side = Se esperaba un bando entre los separadores.
error-detail-expected-defender = Se esperaba un bando defensor después de | o vs.
error-detail-quick-team = Los equipos (&) necesitan la forma completa con los nombres de los jugadores, como Alice: Oso 2/2 | Bob: & Ben:
error-detail-expected-player = Se esperaba un jugador a cada lado de &.
error-detail-expected-colon = Se esperaban dos puntos (:) después del nombre del jugador, como Alice: Oso 2/2
error-detail-expected-player-name = Se esperaba el nombre de un jugador antes de los dos puntos (:).
error-detail-expected-name = Se esperaba un nombre aquí.
error-detail-expected-reference = Se esperaba a continuación un nombre, un identificador o un número.
error-detail-player-header = Aquí se esperaban las vidas del jugador, p seguida del número de contadores de veneno, o cd(comandante N), no «{ $token }».
error-detail-cd-shape = El daño de comandante se escribe cd(NOMBRE N), como cd(Atraxa 15).
error-detail-unclosed = Falta cerrar un paréntesis.
error-detail-expected-pt = Se esperaba fuerza/resistencia (como 2/2), o «pw N» o «batalla N», en «{ $text }».
error-detail-after-permanent = Nada puede ir después de la lealtad de un planeswalker o de la defensa de una batalla.
error-detail-toughness = La resistencia debe ser por lo menos 1.
error-detail-twice = «{ $token }» está escrito dos veces para una misma criatura.
error-detail-unexpected = «{ $token }» no se esperaba aquí.
error-detail-unknown-keyword = «{ $token }» no es una palabra clave que conozca. Palabras clave: { $keywords }.
error-detail-keyword-number = La palabra clave { $keyword } necesita un número después, como { $keyword } 2.
error-detail-cipher-shape = Cifrar se escribe cifrar(NOMBRE DEL HECHIZO), como cifrar(Corte sombrío).
error-detail-extra-colon = Otros dos puntos (:) aquí: separa a los jugadores con | (o con & a los compañeros de equipo).
error-detail-clause-colon = Sin «:» después de «{ $token }»: escribe el nombre justo detrás ({ $token } NOMBRE).
error-detail-number = Ese número es demasiado grande (como máximo { $limit }).
error-detail-chars = El tablero es demasiado largo (como máximo { $limit ->
    [one] { $limit } carácter
   *[other] { $limit } caracteres
}).
error-detail-sides = Demasiados bandos (como máximo { $limit }).
error-detail-players = Demasiados jugadores (como máximo { $limit }).
error-detail-things = Demasiados permanentes (como máximo { $limit }).
error-detail-mode-teams = Los equipos (&) son solo para Gigante de dos cabezas, no para el modo { $mode }.
error-detail-mode-sides = El modo { $mode } se juega con exactamente dos bandos.
error-detail-duplicate-player = Hay dos jugadores llamados { $name }.
error-detail-already-dead = { $name } ya tiene daño letal marcado.
error-detail-already-lost = { $name } ya habría perdido la partida antes de este combate.
error-detail-conflicting-life = Las vidas de este equipo están escritas como { $first } y también como { $second }.
error-detail-conflicting-poison = Los contadores de veneno de este equipo están escritos como { $first } y también como { $second }.
error-detail-unknown-reference = { $suggestion ->
    [none] Nada en el tablero se llama «{ $ref }».
   *[other] Nada en el tablero se llama «{ $ref }». ¿Quisiste decir «{ $suggestion }»?
}
error-detail-ambiguous = «{ $ref }» coincide con { $count ->
    [one] { $count } cosa
   *[other] { $count } cosas
}: usa su identificador (a1, b2…) en su lugar.
error-detail-not-a-commander = { $ref } no es una criatura, así que no puede ser un comandante.
error-detail-defender-attacks = { $name } está en un bando defensor: solo ataca el primer bando.
error-detail-attacker-blocks = { $name } está atacando, así que no puede bloquear.
error-detail-attack-own = Una criatura solo puede atacar a un oponente, a sus planeswalkers o a una batalla que ese oponente protege, no a { $name }.
error-detail-attack-creature = No se puede atacar a las criaturas: { $name } es una criatura.
error-detail-block-non-attacker = Solo se puede bloquear a una criatura atacante, y { $name } no lo es.
error-detail-flying = { $name } no puede bloquear a { $attacker }: una criatura con la habilidad de volar solo puede ser bloqueada por criaturas con las habilidades de volar o alcance ({ $rule }).
error-detail-menace = { $name } no puede bloquear a { $attacker } sin otra bloqueadora: una criatura con la habilidad de amenaza solo puede ser bloqueada por dos o más criaturas ({ $rule }).
error-detail-not-attacking-you = { $name } no puede bloquear a { $attacker }: { $attacker } ataca a { $defender }, y un jugador solo bloquea a las criaturas que lo atacan a él, a sus planeswalkers o a sus batallas.
error-detail-not-your-team = { $name } no puede bloquear a { $attacker }: { $attacker } ataca al equipo de { $defender }, no al equipo que controla a { $name }.
error-caret-title = Aquí:

## Consultas de reglas: títulos y etiquetas alrededor del texto (el texto queda como en las Reglas Completas).

rule-effective = Reglas Completas, vigentes desde el { $date }
rule-example = Ejemplo:
rule-see-also = Ver también: { $numbers }
rule-glossary = Glosario: { $term }
rule-none = No existe la regla { $query }.
rule-none-text = Ninguna regla coincide con «{ $query }».
rule-nearest = Reglas más cercanas: { $numbers }
rule-no-cr = Todavía no tengo una copia de las Reglas Completas. Ejecuta «redzone rules update» o indica un archivo de reglas en REDZONE_CR_PATH.
rules-updated = Se guardaron las Reglas Completas vigentes desde el { $date } ({ $sha }).
rules-update-failed = La actualización de las reglas falló: { $reason }. Se conserva la última copia válida (vigente desde el { $date }).
rules-update-failed-none = La actualización de las reglas falló: { $reason }. Todavía no hay ninguna copia de las Reglas Completas: inténtalo más tarde o indica un archivo de reglas en REDZONE_CR_PATH.
database-unavailable = No se puede abrir la base de datos { $path }: { $reason }. Comprueba que es la base de datos de Redzone y que ningún otro programa la tiene abierta.
database-unreachable = No se puede usar el servidor de base de datos { $path }: { $reason }. Comprueba que el servidor está en marcha y acepta conexiones, y que la URL, el usuario y la contraseña son correctos.
database-newer = La base de datos { $path } tiene la versión de esquema { $found }, más reciente que la { $known } de este Redzone: la escribió una versión más nueva de Redzone. Ejecuta esa versión o restaura una copia de seguridad hecha para esta. No se ha cambiado nada.
database-foreign = La base de datos { $path } no es de Redzone: contiene las tablas de otro programa. Indica en REDZONE_DB un archivo nuevo o una base de datos vacía. No se ha cambiado nada.
commands-synced = { $count ->
    [one] Se sincronizó { $count } comando con Discord.
   *[other] Se sincronizaron { $count } comandos con Discord.
}
health-ok = Redzone está en marcha: última señal de vida hace { $seconds } s.
health-missing = Redzone no está en marcha: no hay señal de vida en { $path }.
health-gone = Redzone no está en marcha: el proceso { $pid } que escribió { $path } ya no existe.
health-stale = Redzone no responde: última señal de vida hace { $seconds } s (límite { $limit } s).
doctor-title = Redzone doctor: con qué funciona esta instalación
doctor-settings = Ajustes, leídos del entorno:
doctor-default = (predeterminado)
doctor-ok = bien
doctor-wrong = ERROR
doctor-topic-database = base de datos
doctor-topic-rules = reglas
doctor-topic-cards = cartas
doctor-topic-shards = shards
doctor-topic-locales = idiomas
doctor-database = { $kind } { $where }, versión de esquema { $version } (la más reciente de este código)
doctor-database-older = { $kind } { $where }, versión de esquema { $version }: el bot la migra a la versión { $newest } al arrancar
doctor-database-newer = { $kind } { $where }, versión de esquema { $version }, más reciente que la versión { $newest } de este código: la creó una versión más nueva de Redzone (ejecuta esa versión o restaura una copia de seguridad)
doctor-database-missing = { $kind } { $where } todavía no existe: el bot la crea al arrancar
doctor-database-unusable = { $kind } { $where } no se puede usar: { $reason }
doctor-rules = vigentes desde el { $date }, de { $path }
doctor-rules-none = todavía no hay copia, el bot las descarga al arrancar ({ $reason })
doctor-rules-unusable = REDZONE_CR_PATH no se puede usar: { $reason }
doctor-cards = { $count ->
    [one] MTGJSON { $version } del { $date }, { $count } carta, de { $path }
   *[other] MTGJSON { $version } del { $date }, { $count } cartas, de { $path }
}
doctor-cards-none = todavía no hay datos de cartas, el bot los descarga al arrancar ({ $reason })
doctor-cards-unusable = REDZONE_CARDS_PATH no se puede usar y nunca se hizo una copia a partir de él: { $reason }
doctor-cards-kept = { $count ->
    [one] REDZONE_CARDS_PATH no se puede usar ({ $reason }); el bot usa la última copia válida hecha a partir de él: MTGJSON { $version } del { $date }, { $count } carta, de { $path }
   *[other] REDZONE_CARDS_PATH no se puede usar ({ $reason }); el bot usa la última copia válida hecha a partir de él: MTGJSON { $version } del { $date }, { $count } cartas, de { $path }
}
doctor-shards-all = todos los shards en este proceso, tantos como recomienda Discord
doctor-shards-count = { $count ->
    [one] el único shard, en este proceso
   *[other] los { $count } shards, todos en este proceso
}
doctor-shards-some = { $count ->
    [one] el shard { $ids } de { $count } en este proceso
   *[other] los shards { $ids } de { $count } en este proceso
}
doctor-locales = { $codes }, de { $path }
doctor-locales-missing = faltan catálogos para { $codes } en { $path }
doctor-verdict = { $count ->
    [0] Todo está bien.
    [one] Hay un problema: mira ERROR más arriba.
   *[other] Hay { $count } problemas: mira ERROR más arriba.
}
config-error = Error de configuración en { $setting }: { $problem }
config-shard-ids-without-count = también hace falta SHARD_COUNT, el número total de shards del despliegue.
config-shard-ids-past-count = llega hasta el shard { $highest }, más allá de SHARD_COUNT={ $count } (los shards se numeran desde 0).
config-shard-ids-part = «{ $part }» no es un id de shard ni un rango como 0-3 (en «{ $input }»).
config-shard-ids-twice = «{ $value }» nombra dos veces el mismo shard.
config-int-parsing = «{ $input }» no es un número entero.
config-float-parsing = «{ $input }» no es un número.
config-greater-than-equal = debe ser { $ge } o más, no { $input }.
config-greater-than = debe ser mayor que { $gt }, no { $input }.
config-less-than-equal = debe ser { $le } o menos, no { $input }.
config-token-missing = no está definido: indica el token del bot, que da el portal de desarrolladores de Discord.
config-fonts-missing = las fuentes con las que se dibujan las imágenes (Noto Sans y Noto Sans CJK) no están instaladas: instala los paquetes de Debian fonts-noto-core y fonts-noto-cjk, o los paquetes de Python manimgx-fonts y manimgx-fonts-cjk.
config-address-form = «{ $input }» no es una dirección IP con un puerto, como 127.0.0.1:8443 o [::1]:8443.
config-ca-file-unreadable = «{ $input }» no se puede leer.
config-ca-file-not-pem = «{ $input }» no contiene ningún certificado PEM.
config-setting-replaced = ya no se lee: lo sustituyen DISCORD_ADDRESS (dónde se llega a los hosts de Discord) y DISCORD_CA_FILE (la CA con la que se comprueban sus certificados).
cli-combat-nothing = indica un tablero (BOARD) o --batch FILE.
cli-commands-nothing = indica --json o sync.
cli-cannot-read = no se puede leer { $path }: { $reason }.
cli-not-text = { $path } no es texto UTF-8.
cli-cannot-write = no se puede escribir { $path }: { $reason }.
cli-cards-unusable = --cards no se puede usar: { $reason }.
cli-unavailable = { $message } ({ $reason })
cli-no-such-file = no existe el archivo { $path }
cli-no-copy = todavía no hay ninguna copia guardada

## Idiomas (cada uno en su propio idioma, como los muestra un selector)

lang-en = English
lang-it = Italiano
lang-de = Deutsch
lang-ja = 日本語
lang-fr = Français
lang-es = Español

## Ayuda

help-title = Redzone: el combate en una línea
help-intro = Escribe el tablero en una línea; te explico el combate paso a paso, con el número de las Reglas Completas en cada paso.
help-shape = Los bandos se separan con | (ataca el primer bando), los compañeros de equipo con & y los permanentes con comas. Un jugador es NOMBRE [VIDAS] [pVENENO]: y luego sus permanentes.
help-creature = Una criatura: [NOMBRE] F/R [palabras clave] [-> OBJETIVO] [bloquea ATACANTE]. Un planeswalker: NOMBRE pw LEALTAD. Una batalla: NOMBRE batalla DEFENSA.
help-refs = Cada permanente tiene un identificador (a1, a2 en el bando atacante, b1 en el siguiente): «bloquea 2» y «bloquea a2» son el mismo atacante.
help-modes = Con dos jugadores, 1 contra 1; con tres bandos o más, multijugador; con cualquier &, Gigante de dos cabezas. Commander: la opción de modo, y cd(NOMBRE N) para el daño de comandante ya recibido.
help-keywords = Palabras clave: { $keywords }
help-examples = Ejemplos:
help-example-duel = Alice: Caballero 3/3 dañar dos veces arrollar | Bob: Oso 2/2 bloquea Caballero
help-example-planeswalker = Alice: Ángel 4/4 vuela vínculo vital -> Jace | Bob: Jace pw 5, Halcón 1/1 vuela bloquea Ángel
help-example-teams = Alice: Ogro 5/5 dañar dos veces -> Ben & Ann: Rata 1/1 infectar -> Bob | Bob p3: Muro 0/6 bloquea Ogro & Ben:
help-rule = Consulta una regla: /regla 702.4, /regla arrollar, o haz una pregunta.
help-cards = Cartas por su nombre: Alice: Ángel de Serra -> Bob | Bob: Araña gigante bloquea Ángel de Serra. La fuerza/resistencia escrita después de un nombre reemplaza la de la carta (Tarmogoyf 4/5). /carta NOMBRE muestra una carta y sus reglamentaciones.

## Comandos: nombres (minúsculas, sin espacios) y descripciones (100 caracteres como máximo)

cmd-combat = combate
cmd-combat-desc = Explicar un combate paso a paso, con las reglas citadas
opt-combat-board = tablero
opt-combat-board-desc = El tablero en una línea, como: Alice: Caballero 3/3 | Bob: Oso 2/2 bloquea Caballero
opt-combat-mode = modo
opt-combat-mode-desc = Forzar un modo en vez de deducirlo del tablero
opt-combat-private = privado
opt-combat-private-desc = Mostrar la respuesta solo a ti
cmd-rule = regla
cmd-rule-desc = Consultar una regla de las Reglas Completas, un término del glosario o hacer una pregunta
opt-rule-query = consulta
opt-rule-query-desc = Un número de regla (702.4), un término (arrollar) o una pregunta
opt-rule-examples = ejemplos
opt-rule-examples-desc = Incluir los ejemplos de las reglas
cmd-help = ayuda
cmd-help-desc = Cómo escribir un tablero, con ejemplos
cmd-settings = ajustes
cmd-settings-desc = Ajustes del servidor (solo con el permiso Gestionar servidor)
opt-settings-language = idioma
opt-settings-language-desc = El idioma de las respuestas de Redzone en este servidor
cmd-game = partida
cmd-game-desc = Jugar los combates de una partida en este canal
cmd-game-new = nueva
cmd-game-new-desc = Empezar una partida en este canal
opt-game-new-mode = modo
opt-game-new-mode-desc = 1 contra 1, multijugador, Gigante de dos cabezas o Commander
opt-game-new-players = jugadores
opt-game-new-players-desc = Los jugadores en el orden de los asientos (menciones)
cmd-game-board = tablero
cmd-game-board-desc = Mostrar vidas, veneno, daño de comandante y cada campo de batalla
cmd-game-add = añadir
cmd-game-add-desc = Poner permanentes en tu campo de batalla
opt-game-add-things = permanentes
opt-game-add-things-desc = En notación de tablero, como: Caballero 2/2 dañar dos veces, Jace pw 4
cmd-game-remove = quitar
cmd-game-remove-desc = Quitar permanentes de tu campo de batalla
opt-game-remove-things = permanentes
opt-game-remove-things-desc = Nombres o identificadores, separados por comas
cmd-game-set = corregir
cmd-game-set-desc = Corregir un número: vidas, veneno, contadores, daño, daño de comandante
opt-game-set-target = elemento
opt-game-set-target-desc = Un jugador o un permanente (nombre o identificador)
opt-game-set-field = campo
opt-game-set-field-desc = Qué corregir
opt-game-set-value = valor
opt-game-set-value-desc = El número nuevo
cmd-game-attack = atacar
cmd-game-attack-desc = Declarar atacantes (jugador o equipo activo)
opt-game-attack-attacks = ataques
opt-game-attack-attacks-desc = Como: Caballero -> Bob, Oso -> Jace
cmd-game-block = bloquear
cmd-game-block-desc = Declarar tus bloqueadoras
opt-game-block-blocks = bloqueos
opt-game-block-blocks-desc = Como: Muro bloquea Caballero
opt-game-block-player = jugador
opt-game-block-player-desc = Jugador ausente: quien creó la partida o gestiona el servidor declara que no bloquea
cmd-game-damage = daño
cmd-game-damage-desc = Resolver el daño de combate y aplicar el resultado
cmd-game-next = siguiente
cmd-game-next-desc = Terminar el turno y pasar al siguiente jugador o equipo
cmd-game-undo = deshacer
cmd-game-undo-desc = Deshacer la última acción
cmd-game-advise = consejo
cmd-game-advise-desc = Aconsejar los mejores bloqueos o ataques en el tablero de esta partida (solo tú lo ves)
cmd-game-history = historial
cmd-game-history-desc = Mostrar las acciones de la partida
cmd-game-end = terminar
cmd-game-end-desc = Terminar la partida de este canal
cmd-game-leave = abandonar
cmd-game-leave-desc = Abandonar esta partida: concedes y la pierdes

field-life = vidas
field-poison = contadores de veneno
field-damage = daño marcado
field-counters = contadores -1/-1
field-loyalty = lealtad
field-defense = defensa
field-commander_damage = daño de comandante

## Respuestas del bot y de la consola

rule-unavailable = Las reglas no están disponibles
rule-title = Reglas sobre «{ $query }»
rule-select = Reglas a las que remite
settings-title = Ajustes del servidor
settings-saved = En este servidor, Redzone responderá ahora en este idioma: { $language }.
settings-guild-only = Los ajustes pertenecen a un servidor: usa este comando en un canal de un servidor.
settings-forbidden = Lo sentimos, solo los miembros que pueden gestionar este servidor pueden cambiar sus ajustes.
settings-unknown-language = Todavía no hablo «{ $language }»: elige English, Italiano, Deutsch, 日本語, Français o Español.
page-footer = Página { $page } de { $pages }
pages-not-yours = Solo quien hizo la consulta puede pasar estas páginas.
console-welcome = Consola de Redzone. Escribe /combate tablero: …, /regla 702.4, /ayuda o /ajustes idioma: es. Empieza una línea con @Nombre para actuar como otro jugador. Ctrl-D para salir.
console-unknown = Comando «{ $command }» desconocido. Prueba /combate, /regla, /ayuda o /ajustes.
console-missing = «{ $command }» necesita la opción { $option }.
console-not-integer = «{ $option }» admite un número entero de { $min } a { $max }, no «{ $value }».
console-not-boolean = «{ $option }» admite verdadero o falso, no «{ $value }».
console-not-choice = «{ $option }» admite uno de estos valores: { $choices }, no «{ $value }».
console-cancelled = Cancelado.

## Partidas en un canal

opt-game-new-life = vidas
opt-game-new-life-desc = Vidas iniciales, si no son las que dan las reglas
game-title = Partida
game-guild-only = Las partidas se juegan en un canal de un servidor.
game-none = No hay ninguna partida en este canal. Empieza una con /partida nueva.
game-exists = Este canal ya tiene una partida. Termínala primero con /partida terminar.
game-finished = { $count ->
    [0] Esta partida terminó en empate. Empieza una nueva con /partida nueva.
    [one] Esta partida terminó ({ $winners } ganó). Empieza una nueva con /partida nueva.
   *[other] Esta partida terminó ({ $winners } ganaron). Empieza una nueva con /partida nueva.
}
game-not-seated = Lo sentimos, solo los jugadores de la partida pueden hacer eso.
game-you-lost = Perdiste esta partida, así que ya no puedes actuar en ella.
game-not-yours = Lo sentimos, { $name } no te pertenece.
game-not-active = Solo el jugador o equipo activo ({ $name }) puede hacer eso ahora.
game-not-defending = No eres un jugador defensor en este combate.
game-wait-blocks = { $name } declara primero sus bloqueadoras (orden APNAP).
game-no-combat = Todavía no hay atacantes declarados. Usa primero /partida atacar.
game-not-attacking = { $name } no está atacando.
game-only-creator = Lo sentimos, solo quien creó la partida o alguien que puede gestionar el servidor puede hacer eso por otros jugadores.
game-nothing-to-undo = No hay nada que deshacer.
game-changed = El tablero cambió mientras escribías. Vuelve a intentarlo.
game-bad-mode = «{ $mode }» no es un modo: elige 1v1, multiplayer, 2hg o commander.
game-players-none = Menciona a los jugadores en el orden de los asientos, como: @Alice @Bob
game-players-count = El modo { $mode } necesita { $needed ->
    [one] { $needed } jugador
   *[other] { $needed } jugadores
}.
game-duplicate-player = { $name } ocupa dos asientos.
game-unknown = Nada en esta partida se llama «{ $ref }».
game-ambiguous = «{ $ref }» coincide con más de un permanente: usa su identificador ({ $ids }).
game-bad-clause = Añade permanentes sin «->» ni «bloquea»: declara el combate con /partida atacar y /partida bloquear.
game-bad-field = { $field } no se aplica a { $target }.
game-bad-declaration = No puedo leer «{ $text }»: escríbelo como { $example }.
game-not-creature = { $name } no es una criatura, así que no puede atacar.
game-new-title = Empieza una partida: { $mode }
game-new-seats = Orden de los asientos: { $names }
game-new-life = Vidas iniciales: { $life }; se pierde con { $limit ->
    [one] { $limit } contador de veneno.
   *[other] { $limit } contadores de veneno.
}
game-active = Jugador o equipo activo: { $name }
game-board-title = El tablero, turno { $turn }
game-team-line = { $name }: { $life ->
        [one] { $life } vida
       *[other] { $life } vidas
    }, { $poison ->
        [one] { $poison } contador de veneno
       *[other] { $poison } contadores de veneno
    }
game-team-lost = { $name }: perdió la partida
game-commander-line = { $name } recibió daño de comandante: { $list }
game-battlefield-empty = (ningún permanente)
game-combat-title = Combate:
game-combat-attack = { $attacker } → { $target }
game-combat-block = { $blocker } bloquea a { $attacker }
game-added = Al campo de batalla de { $name }: { $things }
game-removed = Permanentes quitados: { $things }
game-set = { $target }: { $field } pasa a { $value }.
game-attack-declared = Atacantes: { $list }
game-blockers-next = Siguen las bloqueadoras, en este orden: { $names }
game-block-declared = { $name } bloquea: { $list }
game-block-none = { $name } no declara bloqueadoras.
game-damage-applied = El resultado se aplicó a la partida.
game-next = Turno { $turn }: le toca a { $name }.
game-undone = Acción deshecha: { $action }
game-history-title = Historial
game-history-line = { $n }. { $who }: { $what } ({ $when } UTC)
game-history-undone = { $n }. { $who }: { $what } ({ $when } UTC, deshecha)
game-ended = La partida de este canal terminó.
game-creator-not-seated = Solo puedes empezar una partida en la que juegues: menciónate entre los jugadores.
game-number-range = { $value } está fuera de rango: usa un número de { $min } a { $max }.
game-too-many-at-once = Un /partida añadir pone como máximo { $limit ->
    [one] { $limit } permanente
   *[other] { $limit } permanentes
} en el campo de batalla, y este tiene { $count }. No se añadió nada.
game-too-many = Una partida tiene como máximo { $limit ->
    [one] { $limit } permanente
   *[other] { $limit } permanentes
}: tiene { $count }, así que { $adding ->
    [one] { $adding } más no cabe
   *[other] { $adding } más no caben
}. No se añadió nada.
game-end-who = Lo sentimos, solo quien creó la partida, alguien que puede gestionar el servidor, o todos los jugadores que quedan juntos (cada uno con /partida terminar) pueden terminar esta partida.
game-end-vote = { $name } vota por terminar la partida ({ $votes } de { $needed }). Termina cuando cada jugador que queda haya usado /partida terminar.
game-leave-final = Abandonar una partida no se puede deshacer: el jugador concedió (regla 104.3a).
game-left = { $name } deja la partida y la pierde (regla 104.3a).
game-left-team = { $name } concede por el equipo: { $names } dejan la partida y la pierden (regla 810.8b).
game-bot-player = { $name } es un bot, y solo pueden sentarse personas: un bot nunca declararía sus bloqueadoras.
game-renamed = { $given } juega como «{ $name }», ya que «{ $given }» se leería como otra cosa (otro jugador, el id de un permanente o una lista).
game-not-attacked = Nadie ataca ni a ti ni a tus planeswalkers ni a tus batallas, así que no tienes bloqueadoras que declarar.
game-advise-blocks-not-now = El consejo sobre bloqueos es para el jugador defensor al que le toca declarar sus bloqueadoras.
game-advise-attacks-not-now = El consejo sobre ataques es para el jugador o equipo activo ({ $name }), antes de declarar los atacantes.
game-advise-no-creature = No tienes ninguna criatura con la que atacar.
game-blocks-declared = Las bloqueadoras ya están declaradas y los pasos del combate siguen su orden: ya no se pueden declarar atacantes. Para cambiar los ataques, deshaz primero los bloqueos con /partida deshacer.
game-blocks-pending = { $count ->
    [one] El daño de combate espera a las bloqueadoras: { $names } aún no ha declarado sus bloqueadoras (/partida bloquear, o /partida bloquear ninguna). Para un jugador ausente, quien creó la partida o alguien que puede gestionar el servidor puede usar /partida bloquear ninguna jugador: @nombre.
   *[other] El daño de combate espera a las bloqueadoras: { $names } aún no han declarado sus bloqueadoras (/partida bloquear, o /partida bloquear ninguna). Para un jugador ausente, quien creó la partida o alguien que puede gestionar el servidor puede usar /partida bloquear ninguna jugador: @nombre.
}
game-combat-open = Hay un combate en curso y sus pasos siguen su orden: resuélvelo con /partida daño, o deshaz los ataques con /partida deshacer, antes de terminar el turno.
game-pass-who = Solo quien creó la partida o alguien que puede gestionar el servidor puede declarar por un jugador ausente.
game-pass-only-none = Por el jugador ausente { $name } solo puedes declarar que no bloquea: escribe «ninguna».
game-pass-nothing = El jugador { $name } no tiene bloqueadoras que declarar ahora.
game-block-passed = El jugador { $name } está ausente: quien creó la partida o gestiona el servidor declara que no bloquea.
game-blocks-done = Todos los jugadores defensores han declarado sus bloqueadoras: ahora toca el daño de combate (/partida daño, por parte de { $name }).
game-history-pass = ninguna bloqueadora para el jugador ausente { $name }
components-expired = Estos botones caducaron. Vuelve a ejecutar el comando.
bot-restarting = Redzone se está reiniciando. Vuelve a intentarlo en un momento.

## Cartas por su nombre: /carta, nombres de cartas en los tableros, datos de las cartas

error-unknown_card = No conozco esa carta.
error-ambiguous_card = ¿A qué carta te refieres?
error-detail-unknown-card = { $count ->
    [0] Ninguna carta se llama «{ $name }».
   *[other] Ninguna carta se llama «{ $name }». ¿Quisiste decir: { $suggestions }?
}
error-detail-ambiguous-card = «{ $name }» coincide con más de una carta: { $suggestions }. Escribe el nombre completo.
error-detail-card-stats = La fuerza o la resistencia de { $name } no es un número fijo (* o X): escribe sus valores, como { $name } 4/5.
error-detail-card-stats-counters = La carta { $name } tiene una resistencia impresa de 0 y obtiene su tamaño de los contadores +1/+1 con los que entra al campo de batalla; con resistencia 0, se pondría en el cementerio de su propietario ({ $rule }). Escribe sus valores tal como está en el campo de batalla, como { $name } { $stats }.
error-detail-card-stats-variable = La fuerza y la resistencia de { $name } dependen de la partida («{ $text }», { $rule }): escribe sus valores actuales, y las habilidades de palabra clave que tenga entonces, como { $name } 4/4.
error-detail-card-chosen-player = { $name } tiene protección contra el jugador elegido al entrar al campo de batalla ({ $rule }): con más de un oponente, escribe cuál, como { $name } protección contra { $player }.
error-detail-card-kind = { $name } no es una criatura, un planeswalker ni una batalla, así que no puede estar en el tablero.
cards-missing = Los nombres de cartas necesitan los datos de las cartas: ejecuta «redzone cards update» o indica un archivo AtomicCards de MTGJSON en REDZONE_CARDS_PATH. Los valores siempre funcionan, como Oso 2/2.
cards-unavailable-now = Los nombres de cartas no están disponibles en este momento. Los valores siempre funcionan, como Oso 2/2.
cards-updated = { $count ->
    [one] Se guardó { $count } carta (MTGJSON { $version }).
   *[other] Se guardaron { $count } cartas (MTGJSON { $version }).
}
cards-update-failed = La actualización de los datos de las cartas falló: { $reason }. Se conserva la última copia válida (MTGJSON { $version }).
cards-update-failed-none = La actualización de los datos de las cartas falló: { $reason }. Todavía no hay datos de cartas: inténtalo más tarde o indica un archivo AtomicCards de MTGJSON en REDZONE_CARDS_PATH.
cards-local-unusable = REDZONE_CARDS_PATH no se puede usar ({ $reason }) y nunca se hizo una copia a partir de él: los nombres de cartas no están disponibles.
cards-local-kept = REDZONE_CARDS_PATH no se puede usar ({ $reason }): se usa la última copia válida hecha a partir de él ({ $date }).
card-unavailable = Los datos de las cartas no están disponibles
card-none = Ninguna carta se llama «{ $query }»
card-ambiguous = «{ $query }» coincide con más de una carta
card-suggestions = ¿Quisiste decir: { $names }?
card-pt = Fuerza/resistencia: { $pt }
card-loyalty = Lealtad: { $loyalty }
card-defense = Defensa: { $defense }
card-simulated = Redzone simula: { $keywords }
card-activated = Se escriben como acciones durante el combate (sus habilidades activadas y las elecciones que sus habilidades dejan a su jugador): { $actions }
card-action-target = <criatura>
card-not-simulated = { $count ->
    [one] Una de sus habilidades no se simula en combate.
   *[other] { $count } de sus habilidades no se simulan en combate.
}
card-rulings = { $count ->
    [one] Reglamentación
   *[other] Reglamentaciones ({ $count })
}
card-ruling = { $date }: { $text }
card-footer = Datos de las cartas: MTGJSON { $version }. El texto de Oracle y las reglamentaciones están en inglés.
summary-unmodeled = { $name }, texto no simulado: { $text }
summary-unmodeled-risk = Texto no simulado que podría cambiar este resultado: { $name }: { $text }
summary-trigger-asks = No simulado salvo si se escribe como acciones, y podría cambiar este resultado: { $name }: «{ $text }» es { $how ->
    [condition] una condición que el tablero no muestra
   *[other] la elección de su jugador
}: { $actions }
summary-card-assumes = { $how ->
    [keyword] Supuesto, pues el tablero no puede mostrarlo: { $name } tiene «{ $text }», y el tablero no lo escribe, así que se da la condición por no cumplida.
   *[other] Supuesto, pues el tablero no puede mostrarlo: { $name } solo puede { $how ->
        [attack] atacar
       *[block] bloquear
    } bajo la condición «{ $text }», y el tablero la hace actuar así.
}
cmd-card = carta
cmd-card-desc = Mostrar una carta: su texto, lo que Redzone simula y sus reglamentaciones oficiales
opt-card-name = nombre
opt-card-name-desc = El nombre de la carta, en inglés o en tu idioma

## Profundidad del combate: correcciones
event-siege_exiled = Se quitó el último contador de defensa de la batalla { $battle }, un Asedio: su propia habilidad la exilia, y luego { $controller } puede lanzarla transformada sin pagar su coste de maná. No va a un cementerio: la regla 704.5v no se aplica mientras esa habilidad espera.
event-exiled_instead = La criatura { $permanent } moriría, pero su propio texto la exilia en su lugar: nunca muere, así que no se dispara ninguna habilidad que dependa de su muerte.
event-protector_leaves = { $how ->
    [chosen] La batalla { $battle } se queda en el campo de batalla: su propietario es { $controller }, no { $left } (800.4a). { $controller } elige a otro oponente, { $protector }, para protegerla.
   *[attacked] La batalla { $battle } se queda en el campo de batalla: su propietario es { $controller }, no { $left } (800.4a). Ningún otro jugador se ha convertido en su protector, así que sigue en el combate (506.4) y las criaturas que la atacan aún le hacen daño de combate; cuando ya ninguna criatura la ataque, { $controller } elige a otro oponente para protegerla.
}
event-commander_game = { $commander } es un comandante, así que esta es una partida de Commander: cada jugador empieza con { $life ->
    [one] { $life } vida
   *[other] { $life } vidas
} salvo que se indique otra cosa, y un jugador que recibió 21 puntos de daño de combate o más de un mismo comandante pierde la partida.
summary-exiled = { $count ->
    [one] { $names } se exilia por su propia habilidad.
   *[other] { $names } se exilian por sus propias habilidades.
}
error-detail-mode-2hg-no-teams = Gigante de dos cabezas se juega con dos equipos de dos ({ $rule }): une a los compañeros de equipo con &, como Alice: & Ann: | Bob: & Ben:.
error-detail-mode-2hg-sides = Gigante de dos cabezas se juega con exactamente dos equipos ({ $rule }), no { $count }.
error-detail-mode-2hg-unequal = Gigante de dos cabezas necesita dos equipos del mismo tamaño, de dos o más jugadores cada uno ({ $rule }); estos equipos tienen { $first } y { $second ->
    [one] { $second } jugador
   *[other] { $second } jugadores
}.
error-detail-ambiguous-which = «{ $ref }» podría referirse a { $count ->
    [one] { $count } cosa
   *[other] { $count } cosas
}: { $things }. Escribe el identificador de la que quieres decir.
help-fixes = Las batallas son Asedios: una batalla escrita bajo un jugador está protegida por ese jugador y la controla un oponente; añade «no-asedio» después de la defensa para una batalla que protege su controlador. Un comandante en el tablero hace que sea una partida de Commander (40 vidas). «-> NOMBRE» se refiere al jugador cuando un jugador tiene ese nombre.
error-detail-after-battle = Solo «no-asedio» puede ir después de la defensa de una batalla (una batalla sin tipo de batalla, { $rule }); sin él, la batalla es un Asedio.

## Profundidad del combate: habilidades disparadas (exaltado, grito de batalla, reyerta, bushido, ímpetu, flanquear, afligir, venenoso, agrupar)

event-exalted = { $creature } es la única criatura que ataca, así que se dispara cada habilidad de exaltado de los permanentes de su controlador: +{ $power_change }/+{ $toughness_change } gracias a { $sources } (ahora { $power }/{ $toughness }).
event-battle_cry = { $count ->
    [0] { $source } ataca con grito de batalla, pero no ataca ninguna otra criatura.
   *[other] { $source } ataca con grito de batalla: cada otra criatura atacante obtiene +1/+0 hasta el final del turno ({ $creatures }).
}
event-melee = { $count ->
    [0] { $creature } ataca con reyerta, pero su controlador no atacó a ningún oponente con una criatura (los planeswalkers y las batallas no cuentan): no hay bonificación.
   *[other] { $creature } ataca con reyerta: +1/+1 por cada oponente al que su controlador atacó con una criatura ({ $opponents }), así que +{ $power_change }/+{ $toughness_change } (ahora { $power }/{ $toughness }).
}
event-bushido = { $why ->
    [blocks] { $creature } bloquea: su bushido le da +{ $power_change }/+{ $toughness_change } hasta el final del turno (ahora { $power }/{ $toughness }).
   *[blocked] La criatura { $creature } queda bloqueada: su bushido le da +{ $power_change }/+{ $toughness_change } hasta el final del turno (ahora { $power }/{ $toughness }).
}
event-rampage = { $beyond ->
    [0] Solo una criatura bloquea a { $creature }: ímpetu { $number } cuenta solo las bloqueadoras más allá de la primera, así que no da nada.
    [one] La criatura { $creature } queda bloqueada: ímpetu { $number } da +{ $number }/+{ $number } por su única bloqueadora más allá de la primera, contada al resolverse: +{ $power_change }/+{ $toughness_change } (ahora { $power }/{ $toughness }).
   *[other] La criatura { $creature } queda bloqueada: ímpetu { $number } da +{ $number }/+{ $number } por cada una de sus bloqueadoras más allá de la primera ({ $beyond }), contadas al resolverse: +{ $power_change }/+{ $toughness_change } (ahora { $power }/{ $toughness }).
}
event-flanking = La criatura { $creature } bloquea a { $source }, que tiene la habilidad de flanquear, sin tener ella misma esa habilidad: obtiene -1/-1 hasta el final del turno (ahora { $power }/{ $toughness }).
event-afflict = La criatura { $source } queda bloqueada: su habilidad de afligir hace que el jugador defensor, { $player }, pierda { $amount ->
        [one] { $amount } vida
       *[other] { $amount } vidas
    } (ahora { $life }).
event-card_trigger = { $when ->
    [attacks] La criatura { $creature } ataca
    [blocks] La criatura { $creature } bloquea
    [blocked] La criatura { $creature } queda bloqueada
    [blocked_by] La criatura { $source } queda bloqueada por { $creature }, que será destruida al final del combate
    [blocks_creature] La criatura { $source } bloquea a { $creature }, que será destruida al final del combate
    [end_of_combat] Comienza el paso de final de combate y la criatura { $creature } es destruida
    [hits] La criatura { $creature } hace daño de combate a un jugador
    [dealt] La criatura { $creature } recibe daño de combate
    [damaged] La criatura { $creature } recibe daño
    [deals] La criatura { $creature } hace daño a un jugador
    [dies] La criatura { $creature } muere
    [loses] { $creature }, un oponente, pierde vidas
   *[unblocked] La criatura { $creature } ataca y no es bloqueada
}: la habilidad disparada escrita en { $source } se dispara y se resuelve.
event-trigger_says = La habilidad de { $source } también dice «{ $text }»: eso no cambia nada en este combate, así que se indica pero no se simula.
event-trigger_asks = La habilidad de { $source } dice «{ $text }»: { $how ->
    [condition] una condición que el tablero no muestra, que Redzone no adivina
   *[other] una elección de su jugador, que Redzone no hace por él
}; escrita como acciones en el momento siguiente, se simula: { $actions } (* lo elegido, N el número).
event-card_assumes = { $how ->
    [keyword] Supuesto: la carta { $permanent } tiene «{ $text }», que el tablero no muestra; el tablero no lo escribe, así que se da la condición por no cumplida (escríbelo en la criatura si se cumple).
   *[other] Supuesto: la carta { $permanent } dice que solo puede { $how ->
        [attack] atacar
       *[block] bloquear
    } bajo una condición ({ $text }) que el tablero no muestra; el tablero la hace { $how ->
        [attack] atacar
       *[block] bloquear
    }, así que se da la condición por cumplida.
}
event-poisonous = { $amount ->
    [one] { $source } le hizo daño de combate a { $player }: su habilidad de venenoso le da un contador de veneno (ahora { $poison }).
   *[other] { $source } le hizo daño de combate a { $player }: su habilidad de venenoso le da { $amount } contadores de veneno (ahora { $poison }).
}
event-trigger_order = { $count ->
    [1] { $abilities ->
        [one] { $players } tiene { $abilities } habilidad disparada esperando: la pone en la pila y se resuelve sola, y después se comprueban las acciones basadas en estado.
       *[other] { $players } tiene { $abilities } habilidades disparadas esperando: las pone en la pila en el orden que elija (Redzone: el orden más favorable para ese jugador) y cada una se resuelve sola, y después de cada una se comprueban las acciones basadas en estado.
    }
   *[other] { $abilities ->
        [one] { $abilities } habilidad disparada espera
       *[other] { $abilities } habilidades disparadas esperan
    }: cada jugador pone las suyas en la pila en orden APNAP, primero el jugador activo, así que se resuelven jugador por jugador en este orden, cada una sola, y después de cada una se comprueban las acciones basadas en estado: { $players }.
}
event-band = { $members } atacan a { $target } formando un grupo.
event-band_block = { $blocker } bloquea a { $via }, así que también bloquea a { $attacker }: esas criaturas atacantes forman un mismo grupo.
event-band_assign = { $how ->
    [defender] La criatura { $source } está bloqueada por una criatura con la habilidad de agrupar, así que es el jugador defensor, { $divider }, y no su controlador, quien divide su daño entre sus bloqueadoras, sin nada para el jugador ni siquiera con arrollar: { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target } (elección de Redzone: todo donde mata menos criaturas de ese jugador).
    [attacker] La criatura { $source } bloquea a una criatura con la habilidad de agrupar, así que es el jugador atacante, { $divider }, y no su controlador, quien divide su daño entre las criaturas que bloquea: { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target } (elección de Redzone: todo donde mata menos criaturas de ese jugador).
   *[blocker] La criatura { $source } bloquea a todo un grupo, y su controlador, { $divider }, divide su daño entre las criaturas que bloquea: { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target }.
}
error-detail-home-attacks = { $name } se queda en casa, así que no ataca a nada: escribe «se queda en casa» o «-> OBJETIVO», no ambos.
error-detail-band-defender = { $name } está en un bando defensor: solo el jugador atacante declara grupos (702.22c).
error-detail-band-home = { $name } se queda en casa, así que no puede estar en un grupo atacante (702.22c).
error-detail-band-banding = El grupo { $band } no puede incluir a { $name }: un grupo es una o más criaturas con la habilidad de agrupar y como máximo una sin ella, o criaturas con «agrupar con otros» y otras de su misma cualidad (702.22c).
error-detail-band-target = { $name } y { $other } están en el mismo grupo, así que deben atacar al mismo jugador, planeswalker o batalla (702.22d).
help-triggers = Habilidades disparadas en combate: exaltado, grito de batalla, reyerta, bushido N, ímpetu N, flanquear, afligir N, venenoso N. «se queda en casa» deja fuera del ataque a una criatura del bando atacante (su exaltado sigue contando). Un grupo: «grupo 1» en cada una de sus criaturas, con agrupar o agrupar con otros. El sacrificio de aniquilador no se simula.

## Profundidad del combate: acciones

event-card_prevents = { $how ->
    [to] El texto de { $card } previene todo el daño que se le haría: { $amount ->
        [one] el punto de daño que { $source } le haría a { $target } no se hace.
       *[other] los { $amount } puntos de daño que { $source } le haría a { $target } no se hacen.
    }
    [by] El texto de { $card } previene todo el daño que haría: { $amount ->
        [one] el punto de daño que { $source } le haría a { $target } no se hace.
       *[other] los { $amount } puntos de daño que { $source } le haría a { $target } no se hacen.
    }
   *[half] El texto de { $card } previene la mitad del daño, redondeando hacia arriba, que se le haría a su controlador y a sus permanentes: { $amount ->
        [one] se previene 1 punto del daño que { $source } le haría a { $target }.
       *[other] se previenen { $amount } puntos del daño que { $source } le haría a { $target }.
    }
}
event-damage_doubled = El texto de { $card } duplica el daño que { $source } le haría a { $target }: { $total ->
    [one] en su lugar se hace 1 punto de daño.
   *[other] en su lugar se hacen { $total } puntos de daño.
}
event-prevented = { $how ->
    [all] Se previene todo el daño de combate este turno: { $amount ->
        [one] el punto de daño que { $source } le haría a { $target } no se hace.
       *[other] los { $amount } puntos de daño que { $source } le haría a { $target } no se hacen.
    }
    [to] Un escudo de prevención sobre { $target } previene { $amount ->
        [one] { $amount } punto
       *[other] { $amount } puntos
    } del daño que { $source } le haría ({ $left ->
    [one] queda { $left } punto en el escudo
   *[other] quedan { $left } puntos en el escudo
}).
   *[from] Un escudo de prevención sobre { $source } previene { $amount ->
        [one] { $amount } punto
       *[other] { $amount } puntos
    } del daño que { $source } le haría a { $target } ({ $left ->
    [one] queda { $left } punto en el escudo
   *[other] quedan { $left } puntos en el escudo
}).
}
event-unpreventable = { $amount ->
    [one] El punto de daño que { $source } le hace a { $target } no se puede prevenir: los efectos de prevención se aplican pero no lo previenen, y no se gasta ningún escudo.
   *[other] Los { $amount } puntos de daño que { $source } le hace a { $target } no se pueden prevenir: los efectos de prevención se aplican pero no previenen nada, y no se gasta ningún escudo.
}
event-moment = { $moment ->
    [after_attacks] Después de declarar los atacantes, el jugador activo recibe la prioridad: las acciones escritas para este momento ocurren ahora, en orden.
    [after_blocks] Después de declarar las bloqueadoras, el jugador activo recibe la prioridad: las acciones escritas para este momento ocurren ahora, en orden.
    [beginning_of_combat] Al comienzo del combate, antes de declarar los atacantes, el jugador activo recibe la prioridad: las acciones escritas para este momento ocurren ahora, en orden.
    [end_of_combat] Al final del combate, después de todo el daño de combate, el jugador activo recibe la prioridad: las acciones escritas para este momento ocurren ahora, en orden.
   *[after_first_strike] Después del daño de combate de dañar primero, antes del segundo paso de daño de combate, el jugador activo recibe la prioridad: las acciones escritas para este momento ocurren ahora, en orden.
}
event-actions_skipped = { $remaining ->
    [0] { $moment ->
        [after_attacks] La partida ya terminó, así que las acciones escritas para después de los ataques nunca ocurren.
        [after_blocks] La partida ya terminó, así que las acciones escritas para después de los bloqueos nunca ocurren.
        [beginning_of_combat] La partida ya terminó, así que las acciones escritas para el comienzo del combate nunca ocurren.
        [end_of_combat] La partida ya terminó, así que las acciones escritas para el final del combate nunca ocurren.
       *[after_first_strike] La partida ya terminó, así que las acciones escritas para después de dañar primero nunca ocurren.
    }
    [one] La partida acaba de terminar, así que la última acción escrita para este momento nunca ocurre.
   *[other] La partida acaba de terminar, así que las últimas { $remaining } acciones escritas para este momento nunca ocurren.
}
event-left_battlefield = { $how ->
    [destroyed] Se destruye { $permanent }: deja el campo de batalla y, con él, el combate.
    [exiled] Se exilia { $permanent }: deja el campo de batalla y, con él, el combate.
    [bounced] { $permanent } regresa a la mano de su propietario: deja el campo de batalla y, con él, el combate.
   *[sacrificed] Se sacrifica { $permanent }: deja el campo de batalla y, con él, el combate.
}
event-not_destroyed = { $permanent } es indestructible, así que no se destruye: se queda en el campo de batalla y en el combate.
event-regeneration_shield = Se crea un escudo de regeneración para { $permanent }: la próxima vez que se fuera a destruir este turno, se regenera en su lugar.
event-regenerated = { $why ->
    [lethal] La criatura { $permanent } tiene daño letal e iba a ser destruida
    [deathtouch] La criatura { $permanent } recibió daño de una fuente con la habilidad de toque mortal e iba a ser destruida
   *[destroy] Se iba a destruir { $permanent }
}, pero se regenera en su lugar: se le quita todo el daño{ $how ->
    [removed] , se gira y se retira del combate.
   *[tapped] {" "}y se gira.
}
event-not_regenerated = { $why ->
    [cant] { $permanent } no se puede regenerar: su escudo de regeneración no se aplica, y se destruye.
   *[toughness] { $permanent } tiene resistencia 0 o menos: se pone en el cementerio de su propietario, lo cual no es una destrucción, así que su escudo de regeneración no puede reemplazarlo.
}
event-removed = { $permanent } sale del combate: se queda en el campo de batalla, pero no hace ni recibe daño de combate.
event-stays_blocked = Ya ninguna criatura bloquea a { $attacker }, pero sigue siendo una criatura bloqueada: solo asigna daño de combate si tiene la habilidad de arrollar.
event-pump = { $permanent } obtiene { $power }/{ $toughness } hasta el final del turno (ahora { $total_power }/{ $total_toughness }).
event-counters = { $sign ->
    [plus] { $amount ->
        [one] Se pone un contador +1/+1 sobre { $permanent } (ahora { $total }).
       *[other] Se ponen { $amount } contadores +1/+1 sobre { $permanent } (ahora { $total }).
    }
   *[minus] { $amount ->
        [one] Se pone un contador -1/-1 sobre { $permanent } (ahora { $total }).
       *[other] Se ponen { $amount } contadores -1/-1 sobre { $permanent } (ahora { $total }).
    }
}
event-annihilate = { $amount ->
    [one] Como acción basada en estado, se quitan de { $permanent } un contador +1/+1 y un contador -1/-1.
   *[other] Como acción basada en estado, se quitan de { $permanent } { $amount } contadores +1/+1 y { $amount } contadores -1/-1.
}
event-keywords = { $how ->
    [gains] { $permanent } gana { $keywords } hasta el final del turno.
   *[loses] { $permanent } pierde { $keywords } hasta el final del turno.
}
event-static_pump = { $permanent } obtiene { $power }/{ $toughness } por efecto de { $source } (ahora { $total_power }/{ $total_toughness }).
event-static_keywords = { $permanent } tiene { $keywords } por efecto de { $source }.
event-strike_timing = { $why ->
    [gained_first] { $creature } ganó la habilidad de dañar primero cuando ya había empezado sin ella el primer paso de daño de combate: aun así hace su daño de combate en el segundo paso.
    [lost_first] { $creature } perdió la habilidad de dañar primero después de hacer daño de combate en el primer paso: sin la habilidad de dañar dos veces, no hace daño en el segundo paso.
    [lost_double] { $creature } perdió la habilidad de dañar dos veces después del primer paso de daño de combate: no hace daño de combate en el segundo paso.
    [gained_double] { $creature } ganó la habilidad de dañar dos veces después de hacer daño de combate en el primer paso: vuelve a hacer daño de combate en el segundo paso.
   *[double_fresh] { $creature } ganó la habilidad de dañar dos veces después del primer paso de daño de combate, en el que no hizo daño: hace su daño de combate en el segundo paso, como una criatura que no tenía ni dañar primero ni dañar dos veces.
}
event-shield = { $how ->
    [all] Un efecto de prevención: se previene todo el daño de combate que se fuera a hacer este turno.
    [to] Un escudo de prevención: { $amount ->
        [one] se previene el siguiente punto de daño que se le fuera a hacer a { $target } este turno.
       *[other] se previenen los siguientes { $amount } puntos de daño que se le fueran a hacer a { $target } este turno.
    }
    [from] Un escudo de prevención: se { $amount ->
        [one] previene el siguiente punto de daño
       *[other] previenen los siguientes { $amount } puntos de daño
    } que { $target } fuera a hacer este turno.
   *[unpreventable] El daño que { $target } fuera a hacer este turno no se puede prevenir.
}
event-enters = { $how ->
    [attacking] { $permanent } se pone en el campo de batalla atacando a { $target }: nunca se declaró como atacante, así que no se le aplica ninguna restricción de ataque ni habilidad que se dispare al atacar.
    [attacking_unblocked] { $permanent } se pone en el campo de batalla atacando a { $target } después de declarar las bloqueadoras: es una criatura no bloqueada.
    [blocking] { $permanent } se pone en el campo de batalla bloqueando a { $target }: nunca se declaró como bloqueadora, así que no se le aplica ninguna restricción de bloqueo, y { $target } pasa a ser una criatura bloqueada.
    [not_attacking] { $permanent } se pone en el campo de batalla, pero ya no se puede atacar a { $target }: nunca es una criatura atacante.
    [battlefield] { $permanent } se pone en el campo de batalla bajo el control de { $target }: no está en combate.
   *[not_blocking] { $permanent } se pone en el campo de batalla, pero { $target } ya no está atacando: nunca es una criatura bloqueadora.
}
summary-left-battlefield = { $count ->
    [one] { $names } deja el campo de batalla: va al exilio o a la mano de su propietario.
   *[other] { $names } dejan el campo de batalla: van al exilio o a la mano de sus propietarios.
}
error-illegal_action = Esa acción no es posible.
error-detail-expected-moment = Después de «;» va un momento: { $moments }, y luego «:».
error-detail-moment-colon = Se esperaban dos puntos (:) después del momento, como ; tras los bloqueos: destruye Muro
error-detail-moment-order = Los momentos van en el orden en que ocurren, cada uno una vez: { $moments }.
error-detail-expected-action = No puedo leer esta acción. Acciones: destruye, exilia, regresa, sacrifica o quita NOMBRE; NOMBRE +N/+N; pon un contador +1/+1 sobre NOMBRE; NOMBRE gana o pierde PALABRA CLAVE; prevén todo; prevén N a NOMBRE o de NOMBRE; NOMBRE no puede ser prevenido; pon CRIATURA.
error-detail-prevent-shape = Escribe «prevén todo», «prevén N a NOMBRE» o «prevén N de NOMBRE».
error-detail-put-shape = Escribe «pon» y una criatura que bloquee o ataque, como pon Espíritu 1/1 vuela bloquea Caballero o pon Soldado 1/1 -> Bob.
error-detail-counter-shape = Los contadores son +1/+1 o -1/-1, como pon un contador +1/+1 sobre Caballero o pon 2 contadores -1/-1 sobre Caballero.
error-detail-action-keyword = «gana» y «pierde» llevan palabras clave sin número, como Oso gana la habilidad de dañar primero.
error-detail-action-gone = { $name } ya dejó el campo de batalla o la partida, así que ya no le afecta ninguna acción: ahora es un objeto nuevo (regla 400.7).
error-detail-action-target = Esa acción no puede afectar a { $name }: un jugador solo puede recibir un escudo de prevención, solo una criatura atacante o bloqueadora puede salir del combate, solo una criatura obtiene +N/+N, contadores o palabras clave, y «pon … bloquea» necesita una criatura atacante (reglas 506.4, 509.4).
error-detail-no-first-strike-step = Ninguna criatura atacante o bloqueadora tiene las habilidades de dañar primero o dañar dos veces cuando empieza el daño de combate, así que no hay primer paso de daño de combate ni «tras dañar primero» ({ $rule }).
error-detail-put-blocking-early = Redzone solo pone una criatura en el campo de batalla bloqueando tras los bloqueos o tras dañar primero, cuando hay un bloqueo al que unirse: es una elección de la notación, no una regla. Antes de declarar las bloqueadoras, escribe la criatura con las del jugador defensor: bloquea como cualquier otra.
error-detail-block-gone = { $name } no puede bloquear a { $attacker }: una de las dos criaturas salió del combate después de declarar los atacantes (regla 506.4).
error-detail-assign-shape = Escribe la criatura, «asigna» y luego cada parte (un número, «a» y lo que la recibe), con las partes separadas por comas, como Gigante asigna 1 a Buey, 4 a Oso.
error-detail-assign-target = { $source } no puede asignar daño de combate a { $name }: una criatura bloqueada lo asigna entre las criaturas que la bloquean (con arrollar, también a lo que ataca), una criatura bloqueadora entre las criaturas que bloquea y una no bloqueada a lo que ataca ({ $rule }).
error-detail-assign-total = { $source } asigna daño de combate igual a su fuerza, { $power }, pero las partes escritas suman { $amount } ({ $rule }).
error-detail-assign-lethal = { $source } solo puede asignar daño más allá de { $name } una vez que { $name } tiene asignado daño letal, { $need } ({ $rule }).
error-detail-assign-unused = { $source } no hace daño de combate después de este momento, así que aquí no se puede escribir una división de su daño ({ $rule }).
error-detail-gone-blocks = { $name } dejó el campo de batalla al comienzo del combate, así que no puede bloquear.
help-actions = Acciones durante el combate, después del tablero: ; tras los ataques: … ; tras los bloqueos: … ; tras dañar primero: … con destruye, exilia, regresa, sacrifica, quita NOMBRE, NOMBRE +2/+2, pon un contador +1/+1 sobre NOMBRE, NOMBRE gana la habilidad de dañar primero, prevén todo, prevén 3 a NOMBRE, NOMBRE no puede ser prevenido, pon Espíritu 1/1 bloquea Caballero. También ; al comienzo del combate: … y ; al final del combate: …, y la división que elige un jugador: Gigante asigna 1 a Buey, 4 a Oso.
event-block_stands = { $why ->
    [evasion] { $creature } ganó una habilidad de evasión después de declarar las bloqueadoras: los bloqueos ya declarados se mantienen.
    [protection] { $creature } bloquea a una criatura que ahora la protección le impediría bloquear: el bloqueo declarado se mantiene, y se previene el daño entre ambas criaturas.
   *[restriction] { $creature } perdió lo que le permitía bloquear después de declarar las bloqueadoras: sigue siendo una criatura bloqueadora.
}

## Profundidad del combate: protección

event-protection_prevents = { $amount ->
    [one] { $source } le haría { $amount } punto de daño a { $target }, que tiene { $quality }: ese daño se previene y no se hace, así que no tiene ningún efecto (ni vínculo vital, ni toque mortal, ni contadores).
   *[other] { $source } le haría { $amount } puntos de daño a { $target }, que tiene { $quality }: ese daño se previene y no se hace, así que no tiene ningún efecto (ni vínculo vital, ni toque mortal, ni contadores).
}
protection-from = { $quality ->
    [white] protección contra blanco
    [blue] protección contra azul
    [black] protección contra negro
    [red] protección contra rojo
    [green] protección contra verde
    [creatures] protección contra criaturas
    [everything] protección contra todo
    [multicolored] protección contra multicolor
    [monocolored] protección contra monocolor
    [colorless] protección contra incoloro
    [artifacts] protección contra artefactos
   *[other] protección contra { $quality }
}
# Una palabra clave dentro de una frase: las habilidades de palabra clave van tras «la habilidad de»;
# una restricción, como la habilidad entre comillas que da una carta.
keyword-held = { $keyword ->
    [protection] { $name }
    [damage] { $number ->
        [one] { $number } punto de daño marcado
       *[other] { $number } puntos de daño marcados
    }
    [commander] la condición de comandante
    [home] «Esta criatura no ataca.»
    [band] el grupo { $number }
    [summoning_sick] el mareo de invocación
    [tapped] el estado girado
    [cant_block] «Esta criatura no puede bloquear.»
    [cant_be_blocked] «Esta criatura no puede ser bloqueada.»
    [flyers_only] «Esta criatura no puede ser bloqueada excepto por criaturas con la habilidad de volar.»
    [blocks_only_flyers] «Esta criatura solo puede bloquear criaturas con la habilidad de volar.»
    [min_blockers] «Esta criatura no puede ser bloqueada excepto por { $number } o más criaturas.»
    [extra_blocks] «Esta criatura puede bloquear { $number ->
        [one] una criatura adicional
       *[other] { $number } criaturas adicionales
    } en cada combate.»
    [any_blocks] «Esta criatura puede bloquear a cualquier cantidad de criaturas.»
    [must_be_blocked] «Esta criatura debe ser bloqueada si es posible.»
    [lure] «Todas las criaturas capaces de bloquear a esta criatura lo hacen.»
    [must_block] «Esta criatura bloquea en cada combate si es posible.»
    [must_attack] «Esta criatura ataca en cada combate si es posible.»
    [cant_alone] «Esta criatura no puede atacar ni bloquear sola.»
    [only_alone] «Esta criatura solo puede atacar sola.»
    [regeneration] un escudo de regeneración
    [cant_be_regenerated] «Esta criatura no puede ser regenerada.»
   *[other] { $name }
}
keywords-abilities = { $count ->
    [one] la habilidad de { $names }
   *[other] las habilidades de { $names }
}
protection-from-type = protección { $types }
protection-from-more = { $types }
event-haste = { $attacker } está bajo el control de su controlador solo desde este turno, y ataca porque tiene la habilidad de prisa.
error-detail-protection-shape = Escribe después de la protección contra qué protege: protección contra rojo, pro(rojo, blanco), protección contra Trasgos.
error-detail-type-shape = Escribe los tipos y subtipos de carta entre paréntesis: tipo(artefacto Gólem).
error-detail-lands-shape = Escribe los tipos de tierra del jugador defensor entre paréntesis: Bob tierras(Isla, Pantano): …
error-detail-has-defender = { $name } tiene la habilidad de defensor y no puede atacar ({ $rule }).
error-detail-tapped-attack = La criatura { $name } está girada, y solo las criaturas enderezadas pueden declararse como atacantes ({ $rule }).
error-detail-summoning-sick = { $name } está bajo el control de su controlador solo desde este turno y no tiene la habilidad de prisa, así que no puede atacar ({ $rule }).
error-detail-tapped-block = La criatura { $name } está girada, y solo las criaturas enderezadas pueden bloquear ({ $rule }).
error-detail-cant-block = { $name } no puede bloquear ({ $rule }).
error-detail-cant-be-blocked = La criatura { $attacker } no puede ser bloqueada, así que { $name } no puede bloquearla ({ $rule }).
error-detail-flyers-only = La criatura { $attacker } solo puede ser bloqueada por criaturas con la habilidad de volar, y { $name } no la tiene ({ $rule }).
error-detail-max-blockers = La criatura { $attacker } no puede ser bloqueada por más de { $count ->
    [one] una criatura
   *[other] { $count } criaturas
} ({ $rule }).
error-detail-min-blockers = La criatura { $attacker } solo puede ser bloqueada por { $count ->
    [one] una o más criaturas
   *[other] { $count } o más criaturas
} ({ $rule }).
error-detail-alone-attack = La criatura { $name } no puede atacar sola: solo puede atacar si otra criatura también ataca ({ $rule }).
error-detail-only-alone = La criatura { $name } solo puede atacar sola: ninguna otra criatura puede atacar con ella ({ $rule }).
error-detail-attack-unless-land = La criatura { $name } no puede atacar a menos que el jugador defensor controle una tierra de tipo { $land }, y { $player } no controla ninguna en el tablero (escríbela como tierras({ $land })) ({ $rule }).
error-detail-unless-another = La criatura { $name } no puede atacar ni bloquear a menos que su controlador controle otro { $type }, y no hay ninguno en el tablero (escribe uno con tipo({ $type })) ({ $rule }).
error-detail-all-attack = La criatura { $name } debe atacar: { $leader } ataca, y su texto hace que cada criatura de su controlador ataque si es posible ({ $rule }).
error-detail-alone-block = La criatura { $name } no puede bloquear sola: solo puede bloquear si otra criatura también bloquea ({ $rule }).
error-detail-must-attack = { $name } ataca en cada combate si es posible, y nada le impide atacar ({ $rule }).
error-detail-requirement-must-be-blocked = La criatura { $attacker } debe ser bloqueada si es posible, y estos bloqueos incumplen esa obligación. Una declaración legal cumple { $count ->
    [one] una obligación
   *[other] { $count } obligaciones
}: { $blocks } ({ $rule }).
error-detail-requirement-lure = { $name } puede bloquear a { $attacker }, y todas las criaturas capaces de bloquear a { $attacker } deben hacerlo. Una declaración legal cumple { $count ->
    [one] una obligación
   *[other] { $count } obligaciones
}: { $blocks } ({ $rule }).
error-detail-requirement-must-block = { $name } debe bloquear si es posible, y puede hacerlo. Una declaración legal cumple { $count ->
    [one] una obligación
   *[other] { $count } obligaciones
}: { $blocks } ({ $rule }).
error-detail-protection = { $name } no puede bloquear a { $attacker }: una criatura atacante con protección no puede ser bloqueada por criaturas con la cualidad indicada ({ $rule }).
error-detail-skulk = { $name } no puede bloquear a { $attacker }: una criatura con la habilidad de escurridizo no puede ser bloqueada por criaturas con mayor fuerza que ella ({ $rule }).
error-detail-power-at-most = { $name } no puede bloquear a { $attacker }: la criatura { $attacker } no puede ser bloqueada por criaturas con fuerza de { $count } o menos ({ $rule }).
error-detail-power-at-least = { $name } no puede bloquear a { $attacker }: la criatura { $attacker } no puede ser bloqueada por criaturas con fuerza de { $count } o más ({ $rule }).
error-detail-flying-or-reach = { $name } no puede bloquear a { $attacker }: la criatura { $attacker } no puede ser bloqueada excepto por criaturas con la habilidad de volar o alcance ({ $rule }).
error-detail-walls = { $name } no puede bloquear a { $attacker }: la criatura { $attacker } no puede ser bloqueada por Muros ({ $rule }).
error-detail-blocks-only-flyers = { $name } no puede bloquear a { $attacker }: la criatura { $name } solo puede bloquear criaturas con la habilidad de volar ({ $rule }).
error-detail-shadow = { $name } no puede bloquear a { $attacker }: una criatura con la habilidad de desvanecerse no puede ser bloqueada por criaturas sin esa habilidad ({ $rule }).
error-detail-shadow-blocker = { $name } no puede bloquear a { $attacker }: una criatura con la habilidad de desvanecerse solo puede bloquear a criaturas con esa misma habilidad ({ $rule }).
error-detail-horsemanship = { $name } no puede bloquear a { $attacker }: una criatura con la habilidad de equitación no puede ser bloqueada por criaturas sin equitación ({ $rule }).
error-detail-fear = { $name } no puede bloquear a { $attacker }: una criatura con la habilidad de inspirar temor solo puede ser bloqueada por criaturas artefacto y criaturas negras ({ $rule }).
error-detail-intimidate = { $name } no puede bloquear a { $attacker }: una criatura con la habilidad de intimidar solo puede ser bloqueada por criaturas artefacto y criaturas que compartan un color con ella ({ $rule }).
error-detail-landwalk = { $name } no puede bloquear a { $attacker }: una criatura con una habilidad de cruzar tierras no puede ser bloqueada mientras el jugador defensor controle una tierra de ese tipo ({ $rule }).
error-detail-too-many-blocks = { $name } solo puede bloquear { $count ->
    [one] a una criatura
   *[other] a { $count } criaturas
} ({ $rule }); escribe «puede bloquear criaturas adicionales N» o «puede bloquear a cualquier cantidad de criaturas» cuando un efecto permite más.
error-detail-same-attacker = { $name } ya bloquea a { $attacker } ({ $rule }).
help-protection = Colores, tipos y restricciones: Trasgo 2/2 rojo tipo(Trasgo) prisa; Caballero 2/2 protección contra rojo; Muro 0/4 girado; Bob tierras(Isla): para cruzar tierras. Una bloqueadora, varios atacantes: Guardia 2/4 puede bloquear criaturas adicionales 1 bloquea Caballero bloquea Oso.

## La imagen de un combate (bot/picture): etiquetas cortas dibujadas en ella

picture-step = { $step ->
    [first_strike] Daño de combate: dañar primero
   *[regular] Daño de combate normal
}
picture-moment = { $moment ->
    [after_attacks] Tras los ataques
    [after_blocks] Tras los bloqueos
   *[after_first_strike] Tras dañar primero
}
picture-fate = { $fate ->
    [dies] Muere
    [destroyed] Destrucción
    [sacrificed] Sacrificio
    [exiled] Exilio
    [bounced] Regresa a la mano
    [siege] Exilio (Asedio)
    [removed] Sale del combate
   *[left] Dejó la partida
}
picture-left = { $how ->
    [destroyed] Destrucción: { $name }
    [exiled] Exilio: { $name }
    [bounced] Regresa a la mano: { $name }
   *[sacrificed] Sacrificio: { $name }
}
picture-not-destroyed = { $name } es indestructible
picture-removed = Sale del combate: { $name }
picture-pump = { $name } { $power }/{ $toughness }
picture-counters = { $sign ->
    [plus] { $name }: contador +1/+1 ×{ $amount }
   *[minus] { $name }: contador -1/-1 ×{ $amount }
}
picture-keywords = { $how ->
    [gains] { $name } gana: { $keywords }
   *[loses] { $name } pierde: { $keywords }
}
picture-shield = { $how ->
    [all] Se previene todo el daño de combate
    [to] Prevenir { $amount ->
        [one] el siguiente punto de daño
       *[other] los siguientes { $amount } puntos de daño
    } a { $target }
    [from] Prevenir { $amount ->
        [one] el siguiente punto de daño
       *[other] los siguientes { $amount } puntos de daño
    } de { $target }
   *[unpreventable] { $target }: su daño no se puede prevenir
}
picture-enters = { $how ->
    [attacking] { $name } entra atacando a { $target }
    [attacking_unblocked] { $name } entra atacando a { $target }
    [blocking] { $name } entra bloqueando a { $target }
   *[other] { $name } entra, fuera del combate
}
picture-skipped = La partida terminó: el resto nunca ocurre
picture-loyalty = Lealtad
picture-defense = Defensa
picture-protector = Protegida por { $name }
picture-poison = Veneno { $before } → { $after }
picture-commander = Comandante { $name }: { $before } → { $after }
picture-lost = Perdió la partida
picture-won = Gana la partida
picture-keyword-short = { $keyword ->
    [first_strike] DP
    [double_strike] DDV
    [trample] ARR
    [trample_over_planeswalkers] ARR PW
    [deathtouch] TM
    [lifelink] VV
    [flying] VOL
    [vigilance] VIG
    [indestructible] IND
    [menace] AME
    [reach] ALC
    [commander] COM
   *[other] { $name }
}
picture-keyword-legend = { $short } { $name }
picture-left-out = { $count ->
    [one] Otro permanente no se dibuja.
   *[other] Otros { $count } permanentes no se dibujan.
}
opt-combat-picture = imagen
opt-combat-picture-desc = Adjuntar una imagen del tablero (activada salvo que tú o el servidor la desactiven)
opt-settings-pictures = imágenes
opt-settings-pictures-desc = Si las respuestas de combate en este servidor llevan una imagen del tablero
settings-pictures = { $on ->
    [yes] Las respuestas de combate en este servidor ahora llevan una imagen del tablero.
   *[no] Las respuestas de combate en este servidor ya no llevan una imagen del tablero.
}
settings-nothing = Elige un idioma, activa o desactiva las imágenes, o ambas cosas.
console-picture = Imagen: { $path }

## El escritorio del juez: MTR, IPG, JAR, los cambios de las reglas, la legalidad de las cartas

cmd-mtr = mtr
cmd-mtr-desc = Consultar las Magic Tournament Rules: una sección, un título o una pregunta
opt-mtr-section = sección
opt-mtr-section-desc = Una sección (4.2), un título (slow play), una pregunta o «cambios»
cmd-ipg = ipg
cmd-ipg-desc = Consultar la Infraction Procedure Guide: una infracción, una parte, una pregunta
opt-ipg-section = sección
opt-ipg-section-desc = Una infracción (2.1, hce), una de sus partes (hce philosophy), una pregunta o «cambios»
cmd-jar = jar
cmd-jar-desc = Consultar el Judging at Regular REL: una sección o una pregunta
opt-jar-section = sección
opt-jar-section-desc = Una sección o una pregunta (missed trigger); nada para el índice
doc-footer = { $document }, vigente desde el { $date }
doc-footer-updated = { $document }, vigente desde el { $date }, actualizado el { $updated }
doc-link = En magicjudges.org: { $url }
doc-contents = Índice:
doc-contents-hint = Pide a /{ $command } una sección por su número o su título, o haz una pregunta.
doc-sections = Secciones:
doc-best-match = Mejor coincidencia con «{ $query }»:
doc-other-matches = Otras coincidencias:
doc-none = El documento { $document } no tiene la sección { $query }
doc-none-text = Nada en el documento { $document } coincide con «{ $query }»
doc-nearest = Secciones más cercanas: { $list }
doc-no-part = La sección { $section } no tiene la parte «{ $query }»
doc-parts = Sus partes: { $list }
doc-unavailable = El documento { $document } no está disponible
doc-no-copy = Todavía no tengo una copia del documento { $document }. Ejecuta «redzone documents update» o indica un archivo local en { $variable }.
doc-select = Abrir una sección
doc-changes-none = Todavía no se conserva ninguna versión anterior del documento { $document }: los cambios se mostrarán cuando una actualización traiga una versión nueva.
doc-changes-hint = /{ $command } NÚMERO cambios muestra los cambios de una sección, palabra por palabra.
documents-updated = { $document }: se guardó la versión del { $date }.
documents-update-failed = No se pudo actualizar el documento { $document } y se conserva la última copia válida: { $reason }
changes-word = cambios
changes-cr = Reglas Completas
changes-title = Qué cambió: { $document }
changes-of = Qué cambió en la regla { $number }
changes-versions = De la versión del { $old } a la del { $new }
changes-counts = { $added ->
        [one] { $added } nueva
       *[other] { $added } nuevas
    }, { $changed ->
        [one] { $changed } reformulada
       *[other] { $changed } reformuladas
    }, { $renumbered ->
        [one] { $renumbered } renumerada
       *[other] { $renumbered } renumeradas
    }, { $removed ->
        [one] { $removed } eliminada
       *[other] { $removed } eliminadas
    }
changes-added = { $count ->
    [one] Nueva ({ $count }):
   *[other] Nuevas ({ $count }):
}
changes-changed = { $count ->
    [one] Reformulada ({ $count }):
   *[other] Reformuladas ({ $count }):
}
changes-renumbered = { $count ->
    [one] Renumerada ({ $count }):
   *[other] Renumeradas ({ $count }):
}
changes-removed = { $count ->
    [one] Eliminada ({ $count }):
   *[other] Eliminadas ({ $count }):
}
changes-reworded = (reformulada)
changes-glossary =
    Glosario ({ $count ->
        [one] { $count } término
       *[other] { $count } términos
    }):
changes-legend = Marcas: [-palabras eliminadas-] { "{" }+palabras añadidas+{ "}" }
changes-unchanged = { $number } no cambió.
change-added = { $number } es nueva:
change-removed = { $number } se eliminó. Su texto era:
change-renumbered = { $old } ahora es { $new }:
change-changed = { $number } se reformuló:
rule-changes-none = Todavía no se conserva ninguna versión anterior de las Reglas Completas: los cambios se mostrarán cuando una actualización traiga una nueva («redzone rules update»).
rule-changes-hint = /regla NÚMERO cambios muestra el texto anterior y el nuevo de una regla, palabra por palabra.
rule-changes-select = Ver los cambios de una regla
card-legality = Legalidad:
card-legality-legal = Permitida en: { $formats }
card-legality-restricted = Restringida en: { $formats }
card-legality-banned = Prohibida en: { $formats }
card-legality-not_legal = No permitida en: { $formats }
legality-legal = permitida
legality-restricted = restringida
legality-banned = prohibida
legality-not_legal = no permitida
card-format-status = { $format }: { $status }
format-alchemy = Alquimia
format-brawl = Brawl
format-commander = Commander
format-duel = Duel Commander
format-explorer = Explorer
format-future = Estándar futuro
format-gladiator = Gladiator
format-historic = Histórico
format-historicbrawl = Brawl histórico
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
format-standard = Estándar
format-standardbrawl = Brawl estándar
format-timeless = Intemporal
format-vintage = Vintage
card-on-site = En { $site }: { $url }
card-legal-word = legalidad
help-judge = El escritorio del juez: /mtr 4.2, /ipg hce philosophy, /jar missed trigger; qué cambió: /regla cambios, /regla 702.19 cambios, /mtr cambios; la legalidad de una carta: /carta NOMBRE legalidad.

## Profundidad del combate: girar y enderezar, características, daño que no es de combate y vidas
event-tapped = { $how ->
    [tapped] Se gira { $permanent }.
    [untapped] Se endereza { $permanent }.
    [tapped_in_combat] Se gira { $permanent }: sigue en el combate y aun así hace su daño de combate.
   *[untapped_in_combat] Se endereza { $permanent }: sigue en el combate.
}
event-becomes = { $how ->
    [color] El permanente { $permanent } pasa a ser { $values } en lugar de sus otros colores.
   *[type] El permanente { $permanent } pasa a ser { $values } además de sus otros tipos.
}
event-deals = { $source } le hace { $amount ->
        [one] { $amount } punto de daño
       *[other] { $amount } puntos de daño
    } a { $target } (no es daño de combate).
event-life_changed = { $how ->
    [gains] { $player } gana { $amount ->
            [one] { $amount } vida
           *[other] { $amount } vidas
        } ({ $pool ->
            [team] equipo { $team }: ahora { $life }
           *[player] ahora { $life }
        }).
   *[loses] { $player } pierde { $amount ->
            [one] { $amount } vida
           *[other] { $amount } vidas
        } ({ $pool ->
            [team] equipo { $team }: ahora { $life }
           *[player] ahora { $life }
        }).
}
color-name = { $color ->
    [white] blanco
    [blue] azul
    [black] negro
    [red] rojo
   *[green] verde
}
error-detail-deals-shape = Escribe una fuente, «hace», un número y lo que recibe el daño, como Rayo rojo instantáneo hace 3 a Muro.
error-detail-becomes-shape = «se convierte en» lleva colores y tipos de carta, como Caballero se convierte en rojo o Caballero se convierte en artefacto.

## Consejos de bloqueo y ataque (/combat advise, redzone advise)
error-detail-advice-defender = { $name } no es un jugador defensor en este tablero: el consejo de bloqueo es para un jugador que defiende.
advice-title-blocks = Consejo de bloqueo para { $player }
advice-title-attacks = Consejo de ataque para { $player }
advice-label-blocks-most_life = conserva más vidas
advice-label-blocks-best_trade = mejor intercambio
advice-label-blocks-no_loss = no pierde ninguna criatura
advice-label-attacks-most_life = hace más daño
advice-label-attacks-best_trade = mejor intercambio
advice-label-attacks-no_loss = no pierde ninguna criatura
advice-why-loses = { $player } pierde la partida bloquee como bloquee (regla { $rule }); esta declaración es la menos mala.
advice-why-no-block = Sin bloquear, { $player } { $life ->
    [0] no pierde vidas
    [one] pierde { $life } vida
   *[other] pierde { $life } vidas
} y conserva todas sus criaturas: los atacantes no bloqueados hacen su daño al jugador (regla 510.1a).
advice-why-chump = Los atacantes bloqueados sin arrollar no hacen daño al jugador { $player } (regla 510.1c): { $player } { $life ->
    [0] no pierde vidas
    [one] pierde { $life } vida
   *[other] pierde { $life } vidas
} y { $count ->
    [0] conserva todas sus criaturas
    [one] pierde una criatura
   *[other] pierde { $count } criaturas
} para seguir en la partida.
advice-why-trade = Las criaturas con daño letal mueren (regla 704.5g): { $player } { $life ->
    [0] no pierde vidas
    [one] pierde { $life } vida
   *[other] pierde { $life } vidas
} y { $count ->
    [0] conserva todas sus criaturas
    [one] pierde una criatura
   *[other] pierde { $count } criaturas
}; el jugador atacante { $killed ->
    [0] no pierde ninguna
    [one] pierde una
   *[other] pierde { $killed }
}.
advice-why-wins = Incluso contra los mejores bloqueos, { $player } pierde la partida (regla { $rule }).
advice-why-attack = Contra los mejores bloqueos, { $player } { $damage ->
    [0] no recibe daño
    [one] recibe { $damage } punto de daño
   *[other] recibe { $damage } puntos de daño
} y { $count ->
    [0] no pierde ninguna criatura
    [one] pierde una criatura
   *[other] pierde { $count } criaturas
} (regla 510.1a).
advice-none = No se encontró ninguna declaración legal.
advice-assumes = Se supone que no hay hechizos ni habilidades después de la declaración y que cada elección que la notación deja abierta toma su valor predeterminado; las acciones escritas en el tablero se aplican a cada opción. Pega un tablero en /combate para la explicación completa.
advice-exhaustive = Se examinaron todas las declaraciones legales ({ $count }).
advice-not-exhaustive = Búsqueda incompleta: la mejor de las declaraciones examinadas en el tiempo permitido ({ $count }).
advice-busy-title = Un consejo a la vez
advice-busy = Espera a tu consejo anterior: uno a la vez.
opt-combat-advise = consejo
opt-combat-advise-desc = En lugar del resultado, aconseja los mejores bloqueos o ataques (solo tú lo ves)
advise-blocks = bloqueos
advise-attacks = ataques
