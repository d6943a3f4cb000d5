## Redzone's English catalog: the source of truth for every user-visible text.
## Keys are grouped by prefix: mode-, summary-, event-, error-.

cite = {" "}(CR { $rule })
# Where a step's citation { $cite } goes: after the sentence and its last mark { $end }, or
# before that mark (inside the sentence).
cited = { $text }{ $end }{ $cite }
# A message's { $rule } when it names one or more rules ("810.1, 810.11", joined the language's
# way; { $count } of them). English writes "CR" in each message, so one form; a language that
# names them with a noun ("regola", "regole") writes the noun here, not in the messages.
rule-ref = { $count ->
   *[other] { $rules }
}
error-join = { $head } { $detail }
list-sep = {", "}
# A name with another name or an id beside it: a card's printed name and its English one, a
# permanent's name and its id.
name-aside = { $name } ({ $aside })

## Modes

mode-1v1 = 1v1
mode-multiplayer = multiplayer
mode-2hg = Two-Headed Giant
mode-commander = Commander

## Summary of a combat

summary-title = Outcome ({ $mode })
summary-life = { $player }: { $before } → { $after } life
summary-life-poison = { $player }: { $before } → { $after } life, { $poison_before } → { $poison_after } poison
summary-team = { $team } (team): { $before } → { $after } life
summary-team-poison = { $team } (team): { $before } → { $after } life, { $poison_before } → { $poison_after } poison (loses at { $limit })
summary-died = { $count ->
    [one] { $names } dies.
   *[other] { $names } die.
}
summary-nothing-died = Nothing died.
summary-left = { $count ->
    [one] { $names } leaves the game with its owner.
   *[other] { $names } leave the game with their owners.
}
summary-copies = { $count ->
    [one] One cipher copy cast: { $spells }
   *[other] { $count } cipher copies cast: { $spells }
}
summary-lost = { $count ->
    [one] { $names } loses the game.
   *[other] { $names } lose the game.
}
summary-winners = { $count ->
    [one] { $names } wins the game.
   *[other] { $names } win the game.
}
summary-draw = The game is a draw.
steps-title = Step by step

## Events: one line each, read aloud by a judge; the renderer adds the rule.

event-attack = { $target_kind ->
    [planeswalker] { $attacker } attacks the planeswalker { $target }.
    [battle] { $attacker } attacks the battle { $target }.
   *[player] { $attacker } attacks { $target }.
}
event-block = { $blocker } blocks { $attacker }.
event-step = { $phase ->
    [first] First-strike combat damage step: only creatures with first strike or double strike deal damage ({ $strikers }).
    [second] Second combat damage step: the creatures without first strike, and double strikers again ({ $strikers }).
    [second_late] Second combat damage step: the creatures that had neither first strike nor double strike as the first step began, even one that has first strike now, and double strikers again ({ $strikers }).
   *[only] Combat damage step: each attacking and blocking creature assigns its combat damage, then all of it is dealt simultaneously ({ $strikers }).
}
event-step-none = nobody
event-assign = { $how ->
    [unblocked] { $source } is unblocked and assigns { $amount } damage to { $target }.
    [one_blocker] { $source } is blocked by { $target } alone and assigns all { $amount } damage to it.
    [divided] { $source } divides its damage among its blockers: { $amount } damage to { $target }, lethal damage.
    [divided_partial] { $source } divides its damage among its blockers: the remaining { $amount } damage to { $target }, less than lethal damage.
    [rest] { $source } assigns { $amount } damage to { $target }, its last blocker, which also takes the damage left once every blocker has lethal damage.
    [deathtouch] { $source } assigns { $amount } damage to { $target }: lethal damage, as { $source } has deathtouch.
    [lethal] { $source } assigns { $amount } damage to { $target }: lethal damage.
    [partial] { $source } assigns { $amount } damage to { $target }: less than lethal damage, so none of its damage tramples over.
    [trample_excess] { $source } tramples over: { $amount } damage to { $target }, once its blockers have lethal damage.
    [trample_no_blockers] { $source } is blocked, but no creature blocks it any more: with trample, { $amount } damage to { $target }.
    [trample_at_planeswalker] { $source } tramples over: { $amount } damage to { $target }, more than its loyalty, as without trample over planeswalkers none can go to the defending player.
    [rest_planeswalker_gone] { $source } assigns { $amount } damage to { $target }, its last blocker, which also takes the damage left once every blocker has lethal damage: the planeswalker it attacks has left combat, and without trample over planeswalkers none can go to the defending player.
    [rest_battle_gone] { $source } assigns { $amount } damage to { $target }, its last blocker, which also takes the damage left once every blocker has lethal damage: the battle it attacks has left combat.
    [loyalty] { $source } assigns { $amount } damage to { $target }, as much as its loyalty.
    [loyalty_others] { $source } assigns { $amount } damage to { $target }: with the damage other creatures assign to it in this step, as much as its loyalty.
    [over_planeswalker] { $source } has trample over planeswalkers: the rest, { $amount } damage, goes to the planeswalker's controller, { $target }.
    [over_planeswalker_gone] The planeswalker { $source } attacks has left combat; with trample over planeswalkers, { $source } assigns { $amount } damage to the defending player, { $target }.
    [blocker_lethal] { $source } blocks several creatures and divides its damage among them as its controller chooses: { $amount } damage to { $target }, lethal damage.
    [blocker_partial] { $source } blocks several creatures and divides its damage among them as its controller chooses: the remaining { $amount } damage to { $target }, less than lethal damage.
    [blocker_rest] { $source } blocks several creatures: { $amount } damage to { $target }, the last of them, which also takes the damage left once each has lethal damage.
    [chosen] { $source } assigns { $amount } damage to { $target }, as its controller chose to divide its damage among its blockers.
    [chosen_excess] { $source } tramples over as its controller chose: { $amount } damage to { $target }, once each blocker has lethal damage.
    [chosen_over] { $source } has trample over planeswalkers, and its controller chose to assign { $amount } damage to { $target }, the planeswalker's controller, once the blockers have lethal damage and the planeswalker damage equal to its loyalty.
    [chosen_blocker] { $source } blocks several creatures and its controller divides its damage among them as they chose: { $amount } damage to { $target }.
    [chosen_attacker] { $source } blocks a creature with banding, so the attacking player divides its damage as they chose: { $amount } damage to { $target }.
    [chosen_defender] { $source } is blocked by a creature with banding, so the defending player divides its damage among its blockers as they chose: { $amount } damage to { $target }.
   *[blocking] { $source } assigns { $amount } damage to { $target }, the creature it blocks.
}
event-no_damage = { $why ->
        [no_power] { $source } has 0 or less power and assigns no combat damage.
    [blockers_gone] { $source } is blocked, its blockers are gone, and without trample it assigns no combat damage.
    [target_gone] { $source } assigns no combat damage: the battle it attacks has left combat, and no creature blocks it.
    [planeswalker_gone] { $source } assigns no combat damage: the planeswalker it attacks has left combat, and without trample over planeswalkers none of its damage can go to the defending player.
    [player_left] { $source } assigns no combat damage: the player it attacks has left the game.
    [controller_left] { $source } assigns no combat damage: the planeswalker it attacks and its controller have left the game.
    [card_text] { $source } assigns no combat damage: its card's text says so, and a card's text takes precedence over the rules.
   *[attacker_gone] { $source } assigns no combat damage: the creature it blocks is gone.
}
event-life_lost = { $player } loses { $amount } life from { $source } ({ $pool ->
        [team] team { $team }: now { $life }
       *[player] now { $life }
    }).
event-life_gained = { $player } gains { $amount } life from { $source }'s lifelink ({ $pool ->
        [team] team { $team }: now { $life }
       *[player] now { $life }
    }).
event-poison = { $amount ->
    [one] { $player } gets a poison counter from { $source } ({ $pool ->
            [team] team { $team }: now { $poison }
           *[player] now { $poison }
        }).
   *[other] { $player } gets { $amount } poison counters from { $source } ({ $pool ->
            [team] team { $team }: now { $poison }
           *[player] now { $poison }
        }).
}
event-damage_marked = { $target } is dealt { $amount } damage by { $source } (marked: { $total }).
event-minus_counters = { $amount ->
    [one] { $source } puts a -1/-1 counter on { $target } (now { $total }).
   *[other] { $source } puts { $amount } -1/-1 counters on { $target } (now { $total }).
}
event-loyalty = { $removed ->
    [0] { $target } is dealt { $amount } damage by { $source }; it has no loyalty counters left to remove (loyalty 0).
    [one] { $target } is dealt { $amount } damage by { $source }, which removes a loyalty counter (loyalty { $loyalty }).
   *[other] { $target } is dealt { $amount } damage by { $source }, which removes { $removed } loyalty counters (loyalty { $loyalty }).
}
event-defense = { $removed ->
    [0] { $target } is dealt { $amount } damage by { $source }; it has no defense counters left to remove (defense 0).
    [one] { $target } is dealt { $amount } damage by { $source }, which removes a defense counter (defense { $defense }).
   *[other] { $target } is dealt { $amount } damage by { $source }, which removes { $removed } defense counters (defense { $defense }).
}
event-commander_damage = { $player } has now been dealt { $total } combat damage by the commander { $commander }.
event-dies = { $why ->
    [toughness] { $permanent } has 0 or less toughness and is put into its owner's graveyard.
    [lethal] { $permanent } has lethal damage marked on it and is destroyed.
    [deathtouch] { $permanent } was dealt damage by a source with deathtouch and is destroyed.
    [loyalty] { $permanent } has no loyalty left and is put into its owner's graveyard.
    [siege] { $permanent } is a Siege with no defense left, and no ability of it is waiting: it is put into its owner's graveyard.
   *[defense] { $permanent } has no defense left and is put into its owner's graveyard.
}
event-survives = { $why ->
    [lethal] { $permanent } has lethal damage but is indestructible: the state-based action of rule { $ignores } doesn't destroy it.
    [deathtouch] { $permanent } was dealt damage by a source with deathtouch but is indestructible: the state-based action of rule { $ignores } doesn't destroy it.
   *[both] { $permanent } has lethal damage, some from a source with deathtouch, but is indestructible: the state-based actions of rules { $ignores } don't destroy it.
}
event-loses = { $why ->
    [life] { $player } has 0 or less life and loses the game.
    [poison] { $player } has 10 or more poison counters and loses the game.
   *[commander] { $player } has been dealt 21 or more combat damage by one commander and loses the game.
}
event-team_loses = { $why ->
    [life] The team { $team } has 0 or less life and loses the game: { $members } lose together.
    [poison] The team { $team } has too many poison counters and loses the game: { $members } lose together.
   *[member] One of its players lost, so the team { $team } loses the game: { $members } lose together.
}
event-leaves = { $count ->
    [0] { $player } leaves the game.
   *[other] { $player } leaves the game, and what they own leaves with them: { $permanents }.
}
event-game_over = { $outcome ->
    [draw] The game is over, and it is a draw: every player left lost at once.
    [team_draw] The game is over, and it is a draw: every team left lost at once.
    [team] The game is over: the team { $team } wins, and with it { $winners }.
   *[player] The game is over: { $winners } wins.
}
event-cipher = { $creature } dealt combat damage to { $player }: { $caster } casts a copy of { $spell }, encoded on it. The copy is a new spell with its own targets; the outcome assumes it targets { $player }.
event-copy_resolves = { $outcome ->
    [life] The copy of { $spell } resolves.
    [partial] The copy of { $spell } resolves; only its life loss is simulated, not the rest of its effect.
    [player_left] { $player } has left the game and can't be targeted: the copy of { $spell } may target another player instead, which is not simulated.
   *[reported] The copy of { $spell } resolves; its effect is not simulated.
}

## Errors: a headline per code, then the precise reason, then the board with a caret.

error-syntax = I can't read this board.
error-unknown_keyword = Unknown keyword.
error-unknown_reference = That name points at nothing on the board.
error-ambiguous_reference = That name points at more than one thing.
error-illegal_block = That block is not allowed.
error-illegal_attack = That attack is not allowed.
error-conflicting_life = Two different totals for one team.
error-too_large = This board is too large.
error-internal = Something went wrong on our side. Sorry! The error has been logged.
error-id = Error id: { $id }. Quote it to the bot's operator.
# A user's mistake that discord.py catches before a command runs (the error handler).
error-command-title = This command did not run
error-command-permissions = You need the { $permissions } permission on this server to use this command.
error-command-bot-permissions = Redzone needs the { $permissions } permission in this channel: ask the server's moderators to grant it.
error-command-guild-only = This command works only in a server channel.
error-command-check = You cannot use this command here.
error-command-option = "{ $value }" is not one of this option's values: choose one of those Discord offers.
error-command-cooldown = This command is cooling down: try again { $when }.
error-command-outdated = This command has changed since your Discord app loaded it. Try again in a minute, or restart Discord if it persists.
permission-manage-guild = Manage Server

error-detail-empty = The board is empty. Try: Alice: Bear 2/2 | Bob:
error-detail-expected-side = Expected a side between the separators.
error-detail-expected-defender = Expected a defending side after | or vs.
error-detail-quick-team = Teams (&) need the full form with player names, like Alice: Bear 2/2 | Bob: & Ben:
error-detail-expected-player = Expected a player on both sides of &.
error-detail-expected-colon = Expected a : after the player's name, like Alice: Bear 2/2
error-detail-expected-player-name = Expected a player's name before the :
error-detail-expected-name = Expected a name here.
error-detail-expected-reference = Expected a name, id or number after it.
error-detail-player-header = Expected the player's life, p and poison, or cd(commander N) here, not "{ $token }".
error-detail-cd-shape = Commander damage is written cd(NAME N), like cd(Atraxa 15).
error-detail-unclosed = A parenthesis is not closed.
error-detail-expected-pt = Expected power/toughness (like 2/2), or "pw N" or "battle N", in "{ $text }".
error-detail-after-permanent = Nothing can follow a planeswalker's loyalty or a battle's defense.
error-detail-toughness = Toughness must be at least 1.
error-detail-twice = "{ $token }" is written twice for one creature.
error-detail-unexpected = Unexpected "{ $token }" here.
error-detail-unknown-keyword = "{ $token }" is not a keyword I know. Keywords: { $keywords }.
error-detail-keyword-number = { $keyword } needs a number after it, like { $keyword } 2.
error-detail-cipher-shape = Cipher is written cipher(SPELL NAME), like cipher(Shadow Slice).
error-detail-extra-colon = A second : here: separate players with | (or & for teammates).
error-detail-clause-colon = No ":" after "{ $token }": write the name right after it ({ $token } NAME).
error-detail-number = That number is too large (at most { $limit }).
error-detail-chars = The board is too long (at most { $limit ->
    [one] one character
   *[other] { $limit } characters
}).
error-detail-sides = Too many sides (at most { $limit }).
error-detail-players = Too many players (at most { $limit }).
error-detail-things = Too many permanents (at most { $limit }).
error-detail-mode-teams = Teams (&) are only for Two-Headed Giant, not { $mode }.
error-detail-mode-sides = { $mode } has exactly two sides.
error-detail-duplicate-player = Two players are named { $name }.
error-detail-already-dead = { $name } already has lethal damage marked on it.
error-detail-already-lost = { $name } would already have lost the game before this combat.
error-detail-conflicting-life = This team's life is written as both { $first } and { $second }.
error-detail-conflicting-poison = This team's poison is written as both { $first } and { $second }.
error-detail-unknown-reference = { $suggestion ->
    [none] Nothing on the board is called "{ $ref }".
   *[other] Nothing on the board is called "{ $ref }". Did you mean "{ $suggestion }"?
}
error-detail-ambiguous = "{ $ref }" matches { $count ->
    [one] one thing
   *[other] { $count } things
}: use its id (a1, b2, ...) instead.
error-detail-not-a-commander = { $ref } is not a creature, so it can't be a commander.
error-detail-defender-attacks = { $name } is on a defending side: only the first side attacks.
error-detail-attacker-blocks = { $name } is attacking, so it can't block.
error-detail-attack-own = A creature can attack only an opponent, their planeswalker or a battle they protect, not { $name }.
error-detail-attack-creature = Creatures can't be attacked: { $name } is a creature.
error-detail-block-non-attacker = { $name } is not an attacking creature, so it can't be blocked.
error-detail-flying = { $name } can't block { $attacker }: a creature with flying can be blocked only by creatures with flying or reach (CR { $rule }).
error-detail-menace = { $name } can't block { $attacker } alone: a creature with menace needs two or more blockers (CR { $rule }).
error-detail-not-attacking-you = { $name } can't block { $attacker }: it attacks { $defender }, and a player blocks only creatures attacking them, their planeswalkers or their battles.
error-detail-not-your-team = { $name } can't block { $attacker }: it attacks { $defender }'s team, not { $name }'s.
error-caret-title = Here:

## Rule lookups: headings and labels around the rule text (the text stays as the CR has it).

rule-effective = Comprehensive Rules, effective { $date }
rule-example = Example:
rule-see-also = See also: { $numbers }
rule-glossary = Glossary: { $term }
rule-none = There is no rule { $query }.
rule-none-text = No rule matches "{ $query }".
rule-nearest = Nearest rules: { $numbers }
rule-no-cr = I have no copy of the Comprehensive Rules yet. Run "redzone rules update", or set REDZONE_CR_PATH to a rules file.
rules-updated = Stored the Comprehensive Rules effective { $date } ({ $sha }).
rules-update-failed = The rules update failed: { $reason }. The last good copy (effective { $date }) is kept.
rules-update-failed-none = The rules update failed: { $reason }. There is no copy of the Comprehensive Rules yet: try again later, or set REDZONE_CR_PATH to a rules file.
database-unavailable = Cannot open the database { $path }: { $reason }. Check that it is Redzone's database and that no other program holds it.
database-unreachable = Cannot use the database server { $path }: { $reason }. Check that the server runs and accepts connections, and that the URL, user and password are right.
database-newer = The database { $path } has schema version { $found }, newer than this Redzone's { $known }: a newer release of Redzone wrote it. Run that release, or restore a backup made for this one. Nothing was changed.
database-foreign = The database { $path } is not Redzone's: it holds another program's tables. Point REDZONE_DB at a new file or an empty database. Nothing was changed.
commands-synced = { $count ->
    [one] Synced one command with Discord.
   *[other] Synced { $count } commands with Discord.
}
health-ok = Redzone is up: last heartbeat { $seconds } s ago.
health-missing = Redzone is not running: no heartbeat at { $path }.
health-gone = Redzone is not running: the process { $pid } that wrote { $path } is gone.
health-stale = Redzone is not answering: last heartbeat { $seconds } s ago (limit { $limit } s).
doctor-title = Redzone doctor: what this installation runs with
doctor-settings = Settings, from the environment:
doctor-default = (default)
doctor-ok = ok
doctor-wrong = WRONG
doctor-topic-database = database
doctor-topic-rules = rules
doctor-topic-cards = cards
doctor-topic-shards = shards
doctor-topic-locales = languages
doctor-database = { $kind } { $where }, schema version { $version } (this code's newest)
doctor-database-older = { $kind } { $where }, schema version { $version }: the bot migrates it to { $newest } at start
doctor-database-newer = { $kind } { $where }, schema version { $version }, newer than this code's { $newest }: a newer Redzone made it (run that version, or restore a backup)
doctor-database-missing = { $kind } { $where } does not exist yet: the bot creates it at start
doctor-database-unusable = { $kind } { $where } cannot be used: { $reason }
doctor-rules = effective { $date }, from { $path }
doctor-rules-none = no copy yet, the bot downloads them at start ({ $reason })
doctor-rules-unusable = REDZONE_CR_PATH cannot be used: { $reason }
doctor-cards = MTGJSON { $version } of { $date }, { $count ->
    [one] one card
   *[other] { $count } cards
}, from { $path }
doctor-cards-none = no card data yet, the bot downloads it at start ({ $reason })
doctor-cards-unusable = REDZONE_CARDS_PATH cannot be used, and no copy was made from it before: { $reason }
doctor-cards-kept = REDZONE_CARDS_PATH cannot be used ({ $reason }); the bot serves the last good copy made from it: MTGJSON { $version } of { $date }, { $count ->
    [one] one card
   *[other] { $count } cards
}, from { $path }
doctor-shards-all = every shard in this process, as many as Discord recommends
doctor-shards-count = { $count ->
    [one] the one shard, in this process
   *[other] all { $count } shards in this process
}
doctor-shards-some = shards { $ids } of { $count } in this process
doctor-locales = { $codes }, from { $path }
doctor-locales-missing = catalogs missing for { $codes } in { $path }
doctor-verdict = { $count ->
    [0] Nothing is wrong.
    [one] One thing is wrong: see WRONG above.
   *[other] { $count } things are wrong: see WRONG above.
}
config-error = Configuration error in { $setting }: { $problem }
config-shard-ids-without-count = it needs SHARD_COUNT too, the deployment's total number of shards.
config-shard-ids-past-count = it goes up to shard { $highest }, past SHARD_COUNT={ $count } (shards are numbered from 0).
config-shard-ids-part = "{ $part }" is not a shard id or a range like 0-3 (in "{ $input }").
config-shard-ids-twice = "{ $value }" names a shard twice.
config-int-parsing = "{ $input }" is not a whole number.
config-float-parsing = "{ $input }" is not a number.
config-greater-than-equal = it must be { $ge } or more, not { $input }.
config-greater-than = it must be more than { $gt }, not { $input }.
config-less-than-equal = it must be { $le } or less, not { $input }.
config-token-missing = it is not set: give the bot's token from the Discord developer portal.
config-fonts-missing = the fonts the pictures are drawn in (Noto Sans and Noto Sans CJK) are not installed: install Debian's fonts-noto-core and fonts-noto-cjk, or the Python packages manimgx-fonts and manimgx-fonts-cjk.
config-address-form = "{ $input }" is not an IP address and a port like 127.0.0.1:8443 or [::1]:8443.
config-ca-file-unreadable = "{ $input }" cannot be read.
config-ca-file-not-pem = "{ $input }" holds no PEM certificate.
config-setting-replaced = it is no longer read: DISCORD_ADDRESS (where Discord's hosts are reached) and DISCORD_CA_FILE (the CA their certificates are checked against) replace it.
cli-combat-nothing = give a BOARD, or --batch FILE.
cli-commands-nothing = give --json, or sync.
cli-cannot-read = cannot read { $path }: { $reason }.
cli-not-text = { $path } is not UTF-8 text.
cli-cannot-write = cannot write { $path }: { $reason }.
cli-cards-unusable = --cards cannot be used: { $reason }.
cli-unavailable = { $message } ({ $reason })
cli-no-such-file = no such file: { $path }
cli-no-copy = no copy is stored yet

## Languages (each in its own language, as a picker shows them)

lang-en = English
lang-it = Italiano
lang-de = Deutsch
lang-ja = 日本語
lang-fr = Français
lang-es = Español

## Help

help-title = Redzone: combat in one line
help-intro = Type the board in one line; I explain the combat step by step, with the Comprehensive Rules number on every step.
help-shape = Sides are separated by | (the first side attacks), teammates by &, permanents by commas. A player is NAME [LIFE] [pPOISON]: then their permanents.
help-creature = A creature: [NAME] P/T [keywords] [-> TARGET] [blocks ATTACKER]. A planeswalker: NAME pw LOYALTY. A battle: NAME battle DEFENSE.
help-refs = Every permanent has an id (a1, a2 on the attacking side, b1 on the next): "blocks 2" and "blocks a2" are the same attacker.
help-modes = Two players is 1v1; three or more sides is multiplayer; any & is Two-Headed Giant. Commander: the mode option, cd(NAME N) for commander damage already dealt.
help-keywords = Keywords: { $keywords }
help-examples = Examples:
help-example-duel = Alice: Knight 3/3 ds trample | Bob: Bear 2/2 blocks Knight
help-example-planeswalker = Alice: Angel 4/4 flying lifelink -> Jace | Bob: Jace pw 5, Hawk 1/1 flying blocks Angel
help-example-teams = Alice: Ogre 5/5 ds -> Ben & Ann: Rat 1/1 infect -> Bob | Bob p3: Wall 0/6 blocks Ogre & Ben:
help-rule = Look up a rule: /rule 702.4, /rule trample, or ask a question.
help-cards = Cards by name: Alice: Serra Angel -> Bob | Bob: Giant Spider blocks Serra Angel. Stats after a name override it (Tarmogoyf 4/5). /card NAME shows a card and its rulings.

## Slash commands: names (lower case, no spaces) and descriptions (at most 100 characters)

cmd-combat = combat
cmd-combat-desc = Explain a combat step by step, with the rules cited
opt-combat-board = board
opt-combat-board-desc = The board in one line, like: Alice: Knight 3/3 ds | Bob: Bear 2/2 blocks Knight
opt-combat-mode = mode
opt-combat-mode-desc = Force a mode instead of inferring it from the board
opt-combat-private = private
opt-combat-private-desc = Show the answer only to you
cmd-rule = rule
cmd-rule-desc = Look up a Comprehensive Rules entry, a glossary term, or ask a question
opt-rule-query = query
opt-rule-query-desc = A rule number (702.4), a term (trample) or a question
opt-rule-examples = examples
opt-rule-examples-desc = Include the rules' examples
cmd-help = help
cmd-help-desc = How to write a board, with examples
cmd-settings = settings
cmd-settings-desc = Server settings (Manage Server only)
opt-settings-language = language
opt-settings-language-desc = The language of Redzone's replies on this server
cmd-game = game
cmd-game-desc = Run a game's combats in this channel
cmd-game-new = new
cmd-game-new-desc = Start a game in this channel
opt-game-new-mode = mode
opt-game-new-mode-desc = 1v1, multiplayer, Two-Headed Giant or Commander
opt-game-new-players = players
opt-game-new-players-desc = The players in seat order (mentions)
cmd-game-board = board
cmd-game-board-desc = Show life, poison, commander damage and every battlefield
cmd-game-add = add
cmd-game-add-desc = Put permanents onto your battlefield
opt-game-add-things = things
opt-game-add-things-desc = In board notation, like: Knight 2/2 ds, Jace pw 4
cmd-game-remove = remove
cmd-game-remove-desc = Remove permanents from your battlefield
opt-game-remove-things = things
opt-game-remove-things-desc = Names or ids, separated by commas
cmd-game-set = set
cmd-game-set-desc = Correct a number: life, poison, counters, damage, commander damage
opt-game-set-target = target
opt-game-set-target-desc = A player or a permanent (name or id)
opt-game-set-field = field
opt-game-set-field-desc = What to set
opt-game-set-value = value
opt-game-set-value-desc = The new number
cmd-game-attack = attack
cmd-game-attack-desc = Declare attackers (active player or team)
opt-game-attack-attacks = attacks
opt-game-attack-attacks-desc = Like: Knight -> Bob, Bear -> Jace
cmd-game-block = block
cmd-game-block-desc = Declare your blockers
opt-game-block-blocks = blocks
opt-game-block-blocks-desc = Like: Wall blocks Knight
opt-game-block-player = player
opt-game-block-player-desc = For an away player: the creator or a server manager declares no blockers for them
cmd-game-damage = damage
cmd-game-damage-desc = Resolve combat damage and apply the result
cmd-game-next = next
cmd-game-next-desc = End the turn and pass to the next player or team
cmd-game-undo = undo
cmd-game-undo-desc = Undo the last action
cmd-game-advise = advise
cmd-game-advise-desc = Advise the best blocks or attacks on this game's board (only you see it)
cmd-game-history = history
cmd-game-history-desc = Show the game's actions
cmd-game-end = end
cmd-game-end-desc = End the game in this channel
cmd-game-leave = leave
cmd-game-leave-desc = Leave this game: you concede and lose it

field-life = life
field-poison = poison counters
field-damage = damage marked
field-counters = -1/-1 counters
field-loyalty = loyalty
field-defense = defense
field-commander_damage = commander damage

## Bot and console replies

rule-unavailable = The rules are not available
rule-title = Rules for "{ $query }"
rule-select = Rules it refers to
settings-title = Server settings
settings-saved = Redzone will now answer in { $language } on this server.
settings-guild-only = Settings belong to a server: use this command in a server channel.
settings-forbidden = Sorry, only members who can manage this server can change its settings.
settings-unknown-language = I don't speak "{ $language }" yet: choose English, Italiano, Deutsch, 日本語, Français or Español.
page-footer = Page { $page } of { $pages }
pages-not-yours = Only the person who asked can turn these pages.
console-welcome = Redzone console. Type /combat board: ..., /rule 702.4, /help, or /settings language: it. Start a line with @Name to act as another player. Ctrl-D quits.
console-unknown = Unknown command "{ $command }". Try /combat, /rule, /help or /settings.
console-missing = "{ $command }" needs { $option }.
console-not-integer = "{ $option }" takes a whole number from { $min } to { $max }, not "{ $value }".
console-not-boolean = "{ $option }" takes true or false, not "{ $value }".
console-not-choice = "{ $option }" takes one of { $choices }, not "{ $value }".
console-cancelled = Cancelled.

## Channel games

opt-game-new-life = life
opt-game-new-life-desc = Starting life, if not the rules' default
game-title = Game
game-guild-only = Games are played in a server channel.
game-none = There is no game in this channel. Start one with /game new.
game-exists = This channel already has a game. End it first with /game end.
game-finished = { $count ->
    [0] This game is over: it ended in a draw. Start a new one with /game new.
   *[other] This game is over ({ $winners } won). Start a new one with /game new.
}
game-not-seated = Sorry, only the game's players can do that.
game-you-lost = You have lost this game, so you can't act in it any more.
game-not-yours = Sorry, { $name } is not yours.
game-not-active = Only the active player or team ({ $name }) can do that now.
game-not-defending = You are not a defending player in this combat.
game-wait-blocks = { $name } declares blockers first (APNAP order).
game-no-combat = No attackers are declared yet. Use /game attack first.
game-not-attacking = { $name } is not attacking.
game-only-creator = Sorry, only the game's creator or someone who can manage the server can do that for others.
game-nothing-to-undo = There is nothing to undo.
game-changed = The board changed while you were typing. Please try again.
game-bad-mode = "{ $mode }" is not a mode: choose 1v1, multiplayer, 2hg or commander.
game-players-none = Mention the players in seat order, like: @Alice @Bob
game-players-count = { $needed ->
    [one] { $mode } needs one player.
   *[other] { $mode } needs { $needed } players.
}
game-duplicate-player = { $name } is seated twice.
game-unknown = Nothing in this game is called "{ $ref }".
game-ambiguous = "{ $ref }" matches more than one permanent: use its id ({ $ids }).
game-bad-clause = Add permanents without -> or blocks: declare combat with /game attack and /game block.
game-bad-field = { $field } does not apply to { $target }.
game-bad-declaration = I can't read "{ $text }": write it like { $example }.
game-not-creature = { $name } is not a creature, so it can't attack.
game-new-title = A { $mode } game begins
game-new-seats = Seat order: { $names }
game-new-life = Starting life { $life }; { $limit ->
    [one] one poison counter loses.
   *[other] { $limit } poison counters lose.
}
game-active = Active: { $name }
game-board-title = The board, turn { $turn }
game-team-line = { $name }: { $life } life, { $poison } poison
game-team-lost = { $name }: lost the game
game-commander-line = { $name } has taken commander damage: { $list }
game-battlefield-empty = (no permanents)
game-combat-title = Combat:
game-combat-attack = { $attacker } → { $target }
game-combat-block = { $blocker } blocks { $attacker }
game-added = Onto { $name }'s battlefield: { $things }
game-removed = Removed: { $things }
game-set = { $target }: { $field } set to { $value }.
game-attack-declared = Attackers: { $list }
game-blockers-next = Blockers next, in this order: { $names }
game-block-declared = { $name } blocks: { $list }
game-block-none = { $name } declares no blockers.
game-damage-applied = The result is applied to the game.
game-next = Turn { $turn }: { $name } is active.
game-undone = Undone: { $action }
game-history-title = History
game-history-line = { $n }. { $who }: { $what } ({ $when } UTC)
game-history-undone = { $n }. { $who }: { $what } ({ $when } UTC, undone)
game-ended = The game in this channel has ended.
game-creator-not-seated = You can only start a game you play in: mention yourself among the players.
game-number-range = { $value } is out of range: use a number from { $min } to { $max }.
game-too-many-at-once = One /game add puts at most { $limit ->
    [one] one permanent
   *[other] { $limit } permanents
} onto the battlefield, and this one has { $count }. Nothing was added.
game-too-many = A game holds at most { $limit ->
    [one] one permanent
   *[other] { $limit } permanents
}: it has { $count }, so { $adding ->
    [one] one more doesn't fit
   *[other] { $adding } more don't fit
}. Nothing was added.
game-end-who = Sorry, only the game's creator, someone who can manage the server, or all remaining players together (each with /game end) can end this game.
game-end-vote = { $name } votes to end the game ({ $votes } of { $needed }). It ends when every remaining player has used /game end.
game-leave-final = Leaving a game can't be undone: the player conceded (rule 104.3a).
game-left = { $name } leaves the game and loses it (rule 104.3a).
game-left-team = { $name } concedes for the team: { $names } leave the game and lose it (rule 810.8b).
game-bot-player = { $name } is a bot, and only people can be seated: a bot would never declare its blockers.
game-renamed = { $given } plays as "{ $name }", since "{ $given }" would be read as something else (another player, a permanent's id, or a list).
game-not-attacked = Nobody attacks you, your planeswalkers or your battles, so you have no blockers to declare.
game-advise-blocks-not-now = Advice on blocks is for the defending player whose turn it is to declare blockers.
game-advise-attacks-not-now = Advice on attacks is for the active player or team ({ $name }), before attackers are declared.
game-advise-no-creature = You have no creature to attack with.
game-blocks-declared = Blockers are already declared, and the combat's steps proceed in order: attackers can't be declared again. To change the attacks, take the blocks back first with /game undo.
game-blocks-pending = { $count ->
    [one] Combat damage waits for the blockers: { $names } has not declared blockers yet (/game block, or /game block none). For a player who is away, the game's creator or a server manager can use /game block none player: @name.
   *[other] Combat damage waits for the blockers: { $names } have not declared blockers yet (/game block, or /game block none). For a player who is away, the game's creator or a server manager can use /game block none player: @name.
}
game-combat-open = A combat is in progress, and its steps proceed in order: resolve it with /game damage, or take the attacks back with /game undo, before ending the turn.
game-pass-who = Only the game's creator or someone who can manage the server can declare for a player who is away.
game-pass-only-none = For { $name }, who is away, the only declaration you can make is no blockers: write none.
game-pass-nothing = { $name } has no blockers to declare now.
game-block-passed = { $name } is away: the game's creator or a server manager declares no blockers for them.
game-blocks-done = Every defending player has declared blockers: the combat damage is next (/game damage, by { $name }).
game-history-pass = no blockers for { $name }, who was away
components-expired = These buttons have expired. Run the command again.
bot-restarting = Redzone is restarting. Try again in a moment.

## Cards by name (README "Cards"): /card, card names in boards, the card data

error-unknown_card = I don't know that card.
error-ambiguous_card = Which card do you mean?
error-detail-unknown-card = { $count ->
    [0] No card is named "{ $name }".
   *[other] No card is named "{ $name }". Did you mean: { $suggestions }?
}
error-detail-ambiguous-card = "{ $name }" fits more than one card: { $suggestions }. Write the whole name.
error-detail-card-stats = The power or toughness of { $name } is not a fixed number (* or X): write its stats, like { $name } 4/5.
error-detail-card-stats-counters = { $name } is printed with toughness 0 and gets its size from the +1/+1 counters it enters with; with toughness 0 it would be put into its owner's graveyard (CR { $rule }). Write its stats as it is on the battlefield, like { $name } { $stats }.
error-detail-card-stats-variable = The power and toughness of { $name } depend on the game ("{ $text }", CR { $rule }): write its stats as they are now, and any keyword it has then, like { $name } 4/4.
error-detail-card-chosen-player = { $name } has protection from the player chosen as it entered (CR { $rule }): with more than one opponent, write which one, like { $name } protection from { $player }.
error-detail-card-kind = { $name } is not a creature, a planeswalker or a battle, so it can't be on the board.
cards-missing = Card names need the card data: run "redzone cards update", or set REDZONE_CARDS_PATH to an MTGJSON AtomicCards file. Stats always work, like Bear 2/2.
cards-unavailable-now = Card names are unavailable right now. Stats always work, like Bear 2/2.
cards-updated = { $count ->
    [one] Stored one card (MTGJSON { $version }).
   *[other] Stored { $count } cards (MTGJSON { $version }).
}
cards-update-failed = The card data update failed: { $reason }. The last good copy (MTGJSON { $version }) is kept.
cards-update-failed-none = The card data update failed: { $reason }. There is no card data yet: try again later, or set REDZONE_CARDS_PATH to an MTGJSON AtomicCards file.
cards-local-unusable = REDZONE_CARDS_PATH cannot be used ({ $reason }), and no copy was made from it before: card names are not available.
cards-local-kept = REDZONE_CARDS_PATH cannot be used ({ $reason }): the last good copy made from it ({ $date }) is used.
card-unavailable = The card data is not available
card-none = No card is named "{ $query }"
card-ambiguous = "{ $query }" fits more than one card
card-suggestions = Did you mean: { $names }?
card-pt = Power/toughness: { $pt }
card-loyalty = Loyalty: { $loyalty }
card-defense = Defense: { $defense }
card-simulated = Redzone simulates: { $keywords }
card-activated = Written as actions during combat (its activated abilities, and the choices its abilities leave to its player): { $actions }
card-action-target = <creature>
card-not-simulated = { $count ->
    [one] One of its abilities is not simulated in combat.
   *[other] { $count } of its abilities are not simulated in combat.
}
card-rulings = { $count ->
    [one] Ruling
   *[other] Rulings ({ $count })
}
card-ruling = { $date }: { $text }
card-footer = Card data: MTGJSON { $version }. Oracle text and rulings are in English.
summary-unmodeled = { $name }, not simulated: { $text }
summary-unmodeled-risk = Not simulated, and it could change this outcome: { $name }: { $text }
summary-trigger-asks = Not simulated unless written as actions, and it could change this outcome: { $name }: “{ $text }” is { $how ->
    [condition] a condition the board can't show
   *[other] its player's choice
}: { $actions }
summary-card-assumes = { $how ->
    [keyword] Assumed, as the board can't show it: { $name } has { $text }, and the board doesn't write it, so it is taken not to hold.
   *[other] Assumed, as the board can't show it: { $name } can { $how ->
        [attack] attack
       *[block] block
    } only { $text }, and the board has it do so.
}
cmd-card = card
cmd-card-desc = Show a card: its text, what Redzone simulates, its official rulings
opt-card-name = name
opt-card-name-desc = The card's name, in English or in your language

## combat depth: fixes
event-siege_exiled = The last defense counter was removed from { $battle }, a Siege: its own ability exiles it, then { $controller } may cast it transformed without paying its mana cost. It is not put into a graveyard: rule 704.5v doesn't apply while that ability waits.
event-exiled_instead = { $permanent } would die, but its card exiles it instead: it never dies, so nothing waiting for a death triggers.
event-protector_leaves = { $how ->
    [chosen] { $battle } stays on the battlefield: { $controller } owns it, not { $left } (800.4a). { $controller } chooses another opponent, { $protector }, to protect it.
   *[attacked] { $battle } stays on the battlefield: { $controller } owns it, not { $left } (800.4a). No other player has become its protector, so it stays in combat (506.4) and the creatures attacking it still deal it combat damage; once no creature attacks it, { $controller } chooses another opponent to protect it.
}
event-commander_game = { $commander } is a commander, so this is a Commander game: each player starts at { $life } life unless written otherwise, and a player dealt 21 or more combat damage by one commander loses the game.
summary-exiled = { $count ->
    [one] { $names } is exiled by its own ability.
   *[other] { $names } are exiled by their own abilities.
}
error-detail-mode-2hg-no-teams = Two-Headed Giant is played by two teams of two (CR { $rule }): join teammates with &, like Alice: & Ann: | Bob: & Ben:.
error-detail-mode-2hg-sides = Two-Headed Giant is played by exactly two teams (CR { $rule }), not { $count }.
error-detail-mode-2hg-unequal = Two-Headed Giant needs two teams of the same size, two or more players each (CR { $rule }); these teams have { $first } and { $second ->
    [one] { $second } player
   *[other] { $second } players
}.
error-detail-ambiguous-which = "{ $ref }" could mean { $count ->
    [one] one thing
   *[other] { $count } things
}: { $things }. Write the id of the one you mean.
help-fixes = Battles are Sieges: a battle written under a player is protected by them and controlled by an opponent; add "nonsiege" after the defense for a battle its controller protects. A commander on the board makes a Commander game (40 life). "-> NAME" names the player when a player has that name.
error-detail-after-battle = Only "nonsiege" can follow a battle's defense (a battle with no battle type, CR { $rule }); without it the battle is a Siege.

## combat depth: triggers (exalted, battle cry, melee, bushido, rampage, flanking, afflict, poisonous, banding)

event-exalted = { $creature } attacks alone, so each exalted ability among its controller's permanents triggers: +{ $power_change }/+{ $toughness_change } from { $sources } (now { $power }/{ $toughness }).
event-battle_cry = { $count ->
    [0] { $source } attacks with battle cry, but no other creature is attacking.
   *[other] { $source } attacks with battle cry: each other attacking creature gets +1/+0 until end of turn ({ $creatures }).
}
event-melee = { $count ->
    [0] { $creature } attacks with melee, but its controller attacked no opponent with a creature (planeswalkers and battles don't count): no bonus.
   *[other] { $creature } attacks with melee: +1/+1 for each opponent its controller attacked with a creature ({ $opponents }), so +{ $power_change }/+{ $toughness_change } (now { $power }/{ $toughness }).
}
event-bushido = { $why ->
    [blocks] { $creature } blocks: its bushido gives it +{ $power_change }/+{ $toughness_change } until end of turn (now { $power }/{ $toughness }).
   *[blocked] { $creature } becomes blocked: its bushido gives it +{ $power_change }/+{ $toughness_change } until end of turn (now { $power }/{ $toughness }).
}
event-rampage = { $beyond ->
    [0] { $creature } becomes blocked by one creature: rampage { $number } counts only the blockers beyond the first, so it gives nothing.
    [one] { $creature } becomes blocked: rampage { $number } gives +{ $number }/+{ $number } for its one blocker beyond the first, counted as it resolves: +{ $power_change }/+{ $toughness_change } (now { $power }/{ $toughness }).
   *[other] { $creature } becomes blocked: rampage { $number } gives +{ $number }/+{ $number } for each of its { $beyond } blockers beyond the first, counted as it resolves: +{ $power_change }/+{ $toughness_change } (now { $power }/{ $toughness }).
}
event-flanking = { $creature } blocks { $source }, which has flanking, and has no flanking itself: it gets -1/-1 until end of turn (now { $power }/{ $toughness }).
event-afflict = { $source } becomes blocked: its afflict makes the defending player, { $player }, lose { $amount } life (now { $life }).
event-card_trigger = { $when ->
    [attacks] { $creature } attacks
    [blocks] { $creature } blocks
    [blocked] { $creature } becomes blocked
    [blocked_by] { $source } becomes blocked by { $creature }, which will be destroyed at end of combat
    [blocks_creature] { $source } blocks { $creature }, which will be destroyed at end of combat
    [end_of_combat] The end of combat step begins and { $creature } is destroyed
    [hits] { $creature } deals combat damage to a player
    [dealt] { $creature } is dealt combat damage
    [damaged] { $creature } is dealt damage
    [deals] { $creature } deals damage to a player
    [dies] { $creature } dies
    [loses] { $creature }, an opponent, loses life
   *[unblocked] { $creature } attacks and isn't blocked
}: the ability of { $source }'s text that waits for it triggers and resolves.
event-trigger_says = The ability of { $source } also says “{ $text }”: that changes nothing in this combat, so it is told, not simulated.
event-trigger_asks = The ability of { $source } says “{ $text }”: { $how ->
    [condition] a condition the board can't show, which Redzone does not guess
   *[other] a choice its player makes, which Redzone does not make for them
}; written as actions at the next moment, it is simulated: { $actions } (* the one chosen, N the number).
event-card_assumes = { $how ->
    [keyword] Assumed: { $permanent } has { $text }, which the board can't show; the board doesn't write it on { $permanent }, so it is taken not to hold (write it on the creature if it does).
   *[other] Assumed: { $permanent }'s card says it can't { $how ->
        [attack] attack
       *[block] block
    } { $text }; the board can't show that, and it has { $permanent } { $how ->
        [attack] attacking
       *[block] blocking
    }, so the condition is taken to hold.
}
event-poisonous = { $amount ->
    [one] { $source } dealt combat damage to { $player }: its poisonous gives them a poison counter (now { $poison }).
   *[other] { $source } dealt combat damage to { $player }: its poisonous gives them { $amount } poison counters (now { $poison }).
}
event-trigger_order = { $count ->
    [1] { $abilities ->
        [one] One triggered ability of { $players } waits: it goes on the stack and resolves, with state-based actions checked after it.
       *[other] { $abilities } triggered abilities of { $players } wait: they put them on the stack in the order they choose (Redzone: the order best for them), and each resolves alone, with state-based actions checked after it.
    }
   *[other] { $abilities } triggered abilities wait: each player puts theirs on the stack in APNAP order, the active player first, so they resolve player by player in this order, each alone with state-based actions checked after it: { $players }.
}
event-band = { $members } attack { $target } as a band.
event-band_block = { $blocker } blocks { $via }, so it blocks { $attacker } too: they are in one band.
event-band_assign = { $how ->
    [defender] { $source } is blocked by a creature with banding, so the defending player, { $divider }, divides its damage among its blockers instead of its controller, none to the player even with trample: { $amount } damage to { $target } (Redzone's choice: all of it where it kills the fewest of their creatures).
    [attacker] { $source } blocks a creature with banding, so the attacking player, { $divider }, divides its damage among the creatures it blocks instead of its controller: { $amount } damage to { $target } (Redzone's choice: all of it where it kills the fewest of their creatures).
   *[blocker] { $source } blocks a whole band, and its controller, { $divider }, divides its damage among the creatures it blocks: { $amount } damage to { $target }.
}
error-detail-home-attacks = { $name } stays home, so it attacks nothing: write either "home" or "-> TARGET".
error-detail-band-defender = { $name } is on a defending side: only the attacking player declares bands (702.22c).
error-detail-band-home = { $name } stays home, so it can't be in an attacking band (702.22c).
error-detail-band-banding = Band { $band } can't hold { $name }: a band is one or more creatures with banding and at most one without, or creatures with "bands with other" and others of their quality (702.22c).
error-detail-band-target = { $name } and { $other } are in one band, so they must attack the same player, planeswalker or battle (702.22d).
help-triggers = Combat triggers: exalted, battle cry, melee, bushido N, rampage N, flanking, afflict N, poisonous N. "home" keeps a creature of the attacking side out of the attack (its exalted still counts). A band: "band 1" on each of its creatures, with banding or bands with other. Annihilator's sacrifice is not simulated.

## combat depth: actions

event-card_prevents = { $how ->
    [to] The text of { $card } prevents all the damage dealt to it: { $amount ->
        [one] the 1 damage { $source } would deal to { $target } is not dealt.
       *[other] the { $amount } damage { $source } would deal to { $target } is not dealt.
    }
    [by] The text of { $card } prevents all the damage it would deal: { $amount ->
        [one] the 1 damage { $source } would deal to { $target } is not dealt.
       *[other] the { $amount } damage { $source } would deal to { $target } is not dealt.
    }
   *[half] The text of { $card } prevents half the damage, rounded up, dealt to its controller and their permanents: { $amount ->
        [one] 1 of the damage { $source } would deal to { $target } is prevented.
       *[other] { $amount } of the damage { $source } would deal to { $target } are prevented.
    }
}
event-damage_doubled = The text of { $card } doubles the damage { $source } would deal to { $target }: { $total ->
    [one] 1 damage is dealt instead.
   *[other] { $total } damage are dealt instead.
}
event-prevented = { $how ->
    [all] All combat damage is prevented this turn: the { $amount } damage { $source } would deal to { $target } is not dealt.
    [to] A prevention shield on { $target } prevents { $amount } of the damage { $source } would deal to it ({ $left } left on the shield).
   *[from] A prevention shield on { $source } prevents { $amount } of the damage it would deal to { $target } ({ $left } left on the shield).
}
event-unpreventable = The { $amount } damage { $source } deals to { $target } can't be prevented: the prevention effects apply but prevent none of it, and no shield is used up.
event-moment = { $moment ->
    [after_attacks] After attackers are declared, the active player gets priority: the actions written for this moment happen now, in order.
    [after_blocks] After blockers are declared, the active player gets priority: the actions written for this moment happen now, in order.
    [beginning_of_combat] At the beginning of combat, before attackers are declared, the active player gets priority: the actions written for this moment happen now, in order.
    [end_of_combat] At end of combat, after all combat damage, the active player gets priority: the actions written for this moment happen now, in order.
   *[after_first_strike] After first-strike combat damage, before the second combat damage step, the active player gets priority: the actions written for this moment happen now, in order.
}
event-actions_skipped = { $remaining ->
    [0] { $moment ->
        [after_attacks] The game is already over, so the actions written after attacks never happen.
        [after_blocks] The game is already over, so the actions written after blocks never happen.
        [beginning_of_combat] The game is already over, so the actions written at the beginning of combat never happen.
        [end_of_combat] The game is already over, so the actions written at end of combat never happen.
       *[after_first_strike] The game is already over, so the actions written after first strike never happen.
    }
    [one] The game is now over, so the last action written for this moment never happens.
   *[other] The game is now over, so the last { $remaining } actions written for this moment never happen.
}
event-left_battlefield = { $how ->
    [destroyed] { $permanent } is destroyed: it leaves the battlefield, and with it combat.
    [exiled] { $permanent } is exiled: it leaves the battlefield, and with it combat.
    [bounced] { $permanent } is returned to its owner's hand: it leaves the battlefield, and with it combat.
   *[sacrificed] { $permanent } is sacrificed: it leaves the battlefield, and with it combat.
}
event-not_destroyed = { $permanent } is indestructible and can't be destroyed: it stays on the battlefield and in combat.
event-regeneration_shield = A regeneration shield protects { $permanent } the next time it would be destroyed this turn.
event-regenerated = { $why ->
    [lethal] { $permanent } has lethal damage and would be destroyed
    [deathtouch] { $permanent } was dealt damage by a source with deathtouch and would be destroyed
   *[destroy] { $permanent } would be destroyed
}, but it regenerates instead: all damage is removed from it and it is tapped{ $how ->
    [removed] , and it is removed from combat.
   *[tapped] .
}
event-not_regenerated = { $why ->
    [cant] { $permanent } can't be regenerated: its regeneration shield is not applied, and it is destroyed.
   *[toughness] { $permanent } has toughness 0 or less: it is put into its owner's graveyard, which is not destruction, so its regeneration shield can't replace it.
}
event-removed = { $permanent } is removed from combat: it stays on the battlefield, but it deals and is dealt no combat damage.
event-stays_blocked = No creature blocks { $attacker } any more, but it remains a blocked creature: it assigns combat damage only if it has trample.
event-pump = { $permanent } gets { $power }/{ $toughness } until end of turn (now { $total_power }/{ $total_toughness }).
event-counters = { $sign ->
    [plus] { $amount ->
        [one] A +1/+1 counter is put on { $permanent } (now { $total }).
       *[other] { $amount } +1/+1 counters are put on { $permanent } (now { $total }).
    }
   *[minus] { $amount ->
        [one] A -1/-1 counter is put on { $permanent } (now { $total }).
       *[other] { $amount } -1/-1 counters are put on { $permanent } (now { $total }).
    }
}
event-annihilate = { $amount ->
    [one] A +1/+1 counter and a -1/-1 counter on { $permanent } are removed as a state-based action.
   *[other] { $amount } +1/+1 counters and { $amount } -1/-1 counters on { $permanent } are removed as a state-based action.
}
event-keywords = { $how ->
    [gains] { $permanent } gains { $keywords } until end of turn.
   *[loses] { $permanent } loses { $keywords } until end of turn.
}
event-static_pump = { $permanent } gets { $power }/{ $toughness } from { $source } (now { $total_power }/{ $total_toughness }).
event-static_keywords = { $permanent } has { $keywords } from { $source }.
event-strike_timing = { $why ->
    [gained_first] { $creature } gained first strike after the first-strike combat damage step began without it: it still deals combat damage in the second step.
    [lost_first] { $creature } lost first strike after dealing first-strike combat damage: without double strike, it deals none in the second step.
    [lost_double] { $creature } lost double strike after the first combat damage step: it deals no combat damage in the second step.
    [gained_double] { $creature } gained double strike after dealing first-strike combat damage: it deals combat damage again in the second step.
   *[double_fresh] { $creature } gained double strike after the first combat damage step, in which it dealt none: it deals combat damage in the second step, as a creature that had neither first strike nor double strike.
}
event-shield = { $how ->
    [all] A prevention effect: all combat damage that would be dealt this turn is prevented.
    [to] A prevention shield: the next { $amount } damage that would be dealt to { $target } this turn is prevented.
    [from] A prevention shield: the next { $amount } damage { $target } would deal this turn is prevented.
   *[unpreventable] The damage { $target } would deal this turn can't be prevented.
}
event-enters = { $how ->
    [attacking] { $permanent } is put onto the battlefield attacking { $target }: it never attacked, so no attack restriction or attack trigger applies to it.
    [attacking_unblocked] { $permanent } is put onto the battlefield attacking { $target } after blockers were declared: it is an unblocked creature.
    [blocking] { $permanent } is put onto the battlefield blocking { $target }: it never blocked, so no block restriction applies to it, and { $target } is blocked.
    [not_attacking] { $permanent } is put onto the battlefield, but { $target } can't be attacked any more: it is never an attacking creature.
    [battlefield] { $permanent } is put onto the battlefield under the control of { $target }: it is not in combat.
   *[not_blocking] { $permanent } is put onto the battlefield, but { $target } is not attacking any more: it is never a blocking creature.
}
summary-left-battlefield = { $count ->
    [one] { $names } leaves the battlefield: exiled or returned to its owner's hand.
   *[other] { $names } leave the battlefield: exiled or returned to their owners' hands.
}
error-illegal_action = That action is not possible.
error-detail-expected-moment = After ";" comes a moment: { $moments }, then ":".
error-detail-moment-colon = Expected a : after the moment, like ; after blocks: destroy Wall
error-detail-moment-order = The moments go in the order they happen, each once: { $moments }.
error-detail-expected-action = I can't read this action. Actions: destroy, exile, bounce, sacrifice or remove NAME; NAME +N/+N; NAME +1/+1 counter; NAME gains or loses KEYWORD; prevent all; prevent N to NAME or from NAME; NAME can't be prevented; put CREATURE.
error-detail-prevent-shape = Write prevent all, prevent N to NAME or prevent N from NAME.
error-detail-put-shape = Write put and a creature that blocks or attacks, like put Spirit 1/1 flying blocks Knight or put Soldier 1/1 -> Bob.
error-detail-counter-shape = Counters are +1/+1 or -1/-1, like Knight +1/+1 counter or Knight -1/-1 counter x2.
error-detail-action-keyword = gains and loses take keywords without a number, like Bear gains first strike.
error-detail-action-gone = { $name } has already left the battlefield or the game, so no action can affect it: it is a new object now (rule 400.7).
error-detail-action-target = That action can't affect { $name }: a player can only get a prevention shield, only an attacking or blocking creature can be removed from combat, only a creature gets +N/+N, counters or keywords, and put ... blocks needs an attacking creature (rules 506.4, 509.4).
error-detail-no-first-strike-step = No attacking or blocking creature has first strike or double strike as combat damage begins, so there is no first-strike combat damage step and no "after first strike" (CR { $rule }).
error-detail-put-blocking-early = Redzone puts a creature onto the battlefield blocking only after blocks or after first strike, once there is a block to join: this is the notation's choice, not a rule. Before blockers are declared, write the creature with the defending player's creatures, blocking as any other.
error-detail-block-gone = { $name } can't block { $attacker }: it left combat after attackers were declared (rule 506.4).
error-detail-assign-shape = Write a division as the creature, assigns, then each share as a number, to and what is dealt it, separated by commas, like Giant assigns 1 to Ox, 4 to Bear.
error-detail-assign-target = { $source } can't assign combat damage to { $name }: a blocked creature assigns it among the creatures blocking it (with trample also to what it attacks), a blocking creature among the creatures it blocks, an unblocked one to what it attacks (CR { $rule }).
error-detail-assign-total = { $source } assigns combat damage equal to its power, { $power }, but the shares written add up to { $amount } (CR { $rule }).
error-detail-assign-lethal = { $source } can assign damage past { $name } only once { $name } is assigned lethal damage, { $need } (CR { $rule }).
error-detail-assign-unused = { $source } deals no combat damage after this moment, so a division of its damage can't be written here (CR { $rule }).
error-detail-gone-blocks = { $name } left the battlefield at the beginning of combat, so it can't block.
help-actions = Actions during combat, after the board: ; after attacks: … ; after blocks: … ; after first strike: … with destroy, exile, bounce, sacrifice, remove NAME, NAME +2/+2, NAME +1/+1 counter, NAME gains first strike, prevent all, prevent 3 to NAME, NAME can't be prevented, put Spirit 1/1 blocks Knight. Also ; at beginning of combat: … and ; at end of combat: …, and the division a player chooses: Giant assigns 1 to Ox, 4 to Bear.
event-block_stands = { $why ->
    [evasion] { $creature } gained an evasion ability after blockers were declared: the blocks already declared stand.
    [protection] { $creature } blocks a creature that protection now stops it from blocking: the declared block stands, and the damage between them is prevented.
   *[restriction] { $creature } lost what let it block after blockers were declared: it stays a blocking creature.
}

## combat depth: protection

event-protection_prevents = { $source } would deal { $amount } damage to { $target }, which has { $quality }: that damage is prevented and not dealt, so it has no result (no lifelink, deathtouch or counters).
protection-from = { $quality ->
    [white] protection from white
    [blue] protection from blue
    [black] protection from black
    [red] protection from red
    [green] protection from green
    [creatures] protection from creatures
    [everything] protection from everything
    [multicolored] protection from multicolored
    [monocolored] protection from monocolored
    [colorless] protection from colorless
    [artifacts] protection from artifacts
   *[other] { $player ->
        [yes] protection from { $quality }
       *[no] protection from { $quality }
    }
}
# A keyword inside a sentence ("{ $permanent } gains { $keywords }"): its name with its number,
# or the form a language writes there (French: with its article; a restriction: the quoted
# ability a card grants). $keyword: its id; $number: its number (0 when it takes none).
keyword-held = { $keyword ->
    [min_blockers] can't be blocked except by { $number }
   *[other] { $name }
}
# The keyword abilities (CR 702) among the keywords of such a sentence, together, before the
# rest: Spanish writes them after "la habilidad de" / "las habilidades de".
keywords-abilities = { $count ->
   *[other] { $names }
}
# A creature type's protection (locales/subtypes.toml gives $types, the words after
# "protection": "from Demons and from Dragons"); each further type repeats
# protection-from-more's words, as cards print it.
protection-from-type = protection { $types }
protection-from-more = { $types }
event-haste = { $attacker } came under its controller's control this turn, and attacks as it has haste.
error-detail-protection-shape = Write what protection is from after it: protection from red, pro(red, white), protection from Goblins.
error-detail-type-shape = Write card types and subtypes in parentheses: type(Artifact Golem).
error-detail-lands-shape = Write the defending player's land types in parentheses: Bob lands(Island, Swamp): ...
error-detail-has-defender = { $name } has defender and can't attack (CR { $rule }).
error-detail-tapped-attack = { $name } is tapped, and only untapped creatures can be declared as attackers (CR { $rule }).
error-detail-summoning-sick = { $name } came under its controller's control this turn and has no haste, so it can't attack (CR { $rule }).
error-detail-tapped-block = { $name } is tapped, and only untapped creatures can block (CR { $rule }).
error-detail-cant-block = { $name } can't block (CR { $rule }).
error-detail-cant-be-blocked = { $attacker } can't be blocked, so { $name } can't block it (CR { $rule }).
error-detail-flyers-only = { $attacker } can't be blocked except by creatures with flying, and { $name } has no flying (CR { $rule }).
error-detail-max-blockers = { $attacker } can't be blocked by more than { $count ->
    [one] one creature
   *[other] { $count } creatures
} (CR { $rule }).
error-detail-min-blockers = { $attacker } can't be blocked except by { $count ->
    [one] one or more creatures
   *[other] { $count } or more creatures
} (CR { $rule }).
error-detail-alone-attack = { $name } can't attack alone: it may attack only if another creature attacks too (CR { $rule }).
error-detail-only-alone = { $name } can only attack alone: no other creature may attack with it (CR { $rule }).
error-detail-attack-unless-land = { $name } can't attack unless the defending player controls a land of type { $land }, and { $player } controls none on the board (write it as lands({ $land })) (CR { $rule }).
error-detail-unless-another = { $name } can't attack or block unless its controller controls another { $type }, and none is on the board (write one with type({ $type })) (CR { $rule }).
error-detail-all-attack = { $name } must attack: { $leader } attacks, and its text makes every creature its controller controls attack if able (CR { $rule }).
error-detail-alone-block = { $name } can't block alone: it may block only if another creature blocks too (CR { $rule }).
error-detail-must-attack = { $name } attacks each combat if able, and nothing stops it from attacking (CR { $rule }).
error-detail-requirement-must-be-blocked = { $attacker } must be blocked if able, and these blocks break that requirement. A legal declaration obeys { $count ->
    [one] one requirement
   *[other] { $count } requirements
}: { $blocks } (CR { $rule }).
error-detail-requirement-lure = { $name } is able to block { $attacker }, and all creatures able to block { $attacker } must do so. A legal declaration obeys { $count ->
    [one] one requirement
   *[other] { $count } requirements
}: { $blocks } (CR { $rule }).
error-detail-requirement-must-block = { $name } must block if able, and it is able to. A legal declaration obeys { $count ->
    [one] one requirement
   *[other] { $count } requirements
}: { $blocks } (CR { $rule }).
error-detail-protection = { $name } can't block { $attacker }: an attacking creature with protection can't be blocked by creatures with the stated quality (CR { $rule }).
error-detail-skulk = { $name } can't block { $attacker }: a creature with skulk can't be blocked by creatures with greater power (CR { $rule }).
error-detail-power-at-most = { $name } can't block { $attacker }: { $attacker } can't be blocked by creatures with power { $count } or less (CR { $rule }).
error-detail-power-at-least = { $name } can't block { $attacker }: { $attacker } can't be blocked by creatures with power { $count } or greater (CR { $rule }).
error-detail-flying-or-reach = { $name } can't block { $attacker }: { $attacker } can't be blocked except by creatures with flying or reach (CR { $rule }).
error-detail-walls = { $name } can't block { $attacker }: { $attacker } can't be blocked by Walls (CR { $rule }).
error-detail-blocks-only-flyers = { $name } can't block { $attacker }: { $name } can block only creatures with flying (CR { $rule }).
error-detail-shadow = { $name } can't block { $attacker }: a creature with shadow can't be blocked by creatures without shadow (CR { $rule }).
error-detail-shadow-blocker = { $name } can't block { $attacker }: a creature with shadow can block only creatures with shadow (CR { $rule }).
error-detail-horsemanship = { $name } can't block { $attacker }: a creature with horsemanship can't be blocked by creatures without horsemanship (CR { $rule }).
error-detail-fear = { $name } can't block { $attacker }: a creature with fear can be blocked only by artifact creatures and black creatures (CR { $rule }).
error-detail-intimidate = { $name } can't block { $attacker }: a creature with intimidate can be blocked only by artifact creatures and creatures that share a color with it (CR { $rule }).
error-detail-landwalk = { $name } can't block { $attacker }: a creature with landwalk can't be blocked while the defending player controls a land of that type (CR { $rule }).
error-detail-too-many-blocks = { $name } can block only { $count ->
    [one] one creature
   *[other] { $count } creatures
} (CR { $rule }); write "can block additional N" or "can block any number" when an effect allows more.
error-detail-same-attacker = { $name } already blocks { $attacker } (CR { $rule }).
help-protection = Colours, types and restrictions: Goblin 2/2 red type(Goblin) haste; Knight 2/2 protection from red; Wall 0/4 tapped; Bob lands(Island): for landwalk. One blocker, several attackers: Guard 2/4 can block additional 1 blocks Knight blocks Bear.

## The picture of a combat (bot/picture): short labels drawn on it

picture-step = { $step ->
    [first_strike] First-strike damage
   *[regular] Regular damage
}
picture-moment = { $moment ->
    [after_attacks] After attacks
    [after_blocks] After blocks
   *[after_first_strike] After first strike
}
picture-fate = { $fate ->
    [dies] Dies
    [destroyed] Destroyed
    [sacrificed] Sacrificed
    [exiled] Exiled
    [bounced] Returned to hand
    [siege] Exiled (Siege)
    [removed] Removed from combat
   *[left] Left the game
}
picture-left = { $how ->
    [destroyed] Destroyed: { $name }
    [exiled] Exiled: { $name }
    [bounced] Returned to hand: { $name }
   *[sacrificed] Sacrificed: { $name }
}
picture-not-destroyed = { $name } is indestructible
picture-removed = Removed from combat: { $name }
picture-pump = { $name } { $power }/{ $toughness }
picture-counters = { $sign ->
    [plus] { $name }: +1/+1 counter ×{ $amount }
   *[minus] { $name }: -1/-1 counter ×{ $amount }
}
picture-keywords = { $how ->
    [gains] { $name } gains { $keywords }
   *[loses] { $name } loses { $keywords }
}
picture-shield = { $how ->
    [all] All combat damage is prevented
    [to] Prevent the next { $amount } damage to { $target }
    [from] Prevent the next { $amount } damage from { $target }
   *[unpreventable] { $target }: damage can't be prevented
}
picture-enters = { $how ->
    [attacking] { $name } enters attacking { $target }
    [attacking_unblocked] { $name } enters attacking { $target }
    [blocking] { $name } enters blocking { $target }
   *[other] { $name } enters, in no combat
}
picture-skipped = The game is over: the rest never happens
picture-loyalty = Loyalty
picture-defense = Defense
picture-protector = Protected by { $name }
picture-poison = Poison { $before } → { $after }
picture-commander = Commander { $name }: { $before } → { $after }
picture-lost = Lost the game
picture-won = Wins the game
# A keyword as a card of the picture shows it when the names do not fit on its line (the
# picture's legend gives each one's name); a keyword without one is shown by its name.
picture-keyword-short = { $keyword ->
    [first_strike] FS
    [double_strike] DS
    [trample] TR
    [trample_over_planeswalkers] TR PW
    [deathtouch] DT
    [lifelink] LL
    [flying] FLY
    [vigilance] VIG
    [indestructible] IND
    [menace] MEN
    [reach] RCH
    [commander] CMD
   *[other] { $name }
}
picture-keyword-legend = { $short } { $name }
picture-left-out = { $count ->
    [one] One more permanent is not drawn.
   *[other] { $count } more permanents are not drawn.
}
opt-combat-picture = picture
opt-combat-picture-desc = Attach a picture of the board (on unless you or the server turn it off)
opt-settings-pictures = pictures
opt-settings-pictures-desc = Whether combat answers on this server carry a picture of the board
settings-pictures = { $on ->
    [yes] Combat answers on this server now carry a picture of the board.
   *[no] Combat answers on this server no longer carry a picture of the board.
}
settings-nothing = Choose a language, pictures on or off, or both.
console-picture = Picture: { $path }

## The tournament documents: /mtr, /ipg, /jar. Their text is shown as published (English).
cmd-mtr = mtr
cmd-mtr-desc = Look up the Magic Tournament Rules: a section, a title or a question
opt-mtr-section = section
opt-mtr-section-desc = A section (4.2), a title (slow play), a question, or "changes"
cmd-ipg = ipg
cmd-ipg-desc = Look up the Infraction Procedure Guide: an infraction, a part of it, a question
opt-ipg-section = section
opt-ipg-section-desc = An infraction (2.1, hce), a part of one (hce philosophy), a question, or "changes"
cmd-jar = jar
cmd-jar-desc = Look up Judging at Regular REL: a section or a question
opt-jar-section = section
opt-jar-section-desc = A section or a question (missed trigger); nothing for the contents
doc-footer = { $document }, effective { $date }
doc-footer-updated = { $document }, effective { $date }, updated { $updated }
doc-link = On magicjudges.org: { $url }
doc-contents = Contents:
doc-contents-hint = Ask /{ $command } for a section by its number or title, or ask a question.
doc-sections = Sections:
doc-best-match = Best match for "{ $query }":
doc-other-matches = Other matches:
doc-none = The { $document } has no section { $query }
doc-none-text = Nothing in the { $document } matches "{ $query }"
doc-nearest = Nearest sections: { $list }
doc-no-part = { $section } has no part "{ $query }"
doc-parts = Its parts: { $list }
doc-unavailable = The { $document } is not available
doc-no-copy = I have no copy of the { $document } yet. Run "redzone documents update", or set { $variable } to a local file.
doc-select = Open a section
doc-changes-none = No earlier version of the { $document } is kept yet: the changes show once an update brings a new version.
doc-changes-hint = /{ $command } NUMBER changes shows one section's changes, word by word.
documents-updated = { $document }: the version of { $date } is stored.
documents-update-failed = The { $document } could not be updated; the last good copy stays: { $reason }

## What changed between two versions (the Comprehensive Rules, the MTR, the IPG)
changes-word = changes
changes-cr = Comprehensive Rules
changes-title = What changed in the { $document }
changes-of = What changed in { $number }
changes-versions = From the version of { $old } to that of { $new }
changes-counts = { $added } new, { $changed } reworded, { $renumbered } renumbered, { $removed } removed
changes-added = New ({ $count }):
changes-changed = Reworded ({ $count }):
changes-renumbered = Renumbered ({ $count }):
changes-removed = Removed ({ $count }):
changes-reworded = (reworded)
changes-glossary = Glossary ({ $count ->
    [one] one term
   *[other] { $count } terms
}):
changes-legend = Marks: [-words removed-] {"{"}+words added+{"}"}
changes-unchanged = { $number } did not change.
change-added = { $number } is new:
change-removed = { $number } was removed. Its text was:
change-renumbered = { $old } is now { $new }:
change-changed = { $number } was reworded:
rule-changes-none = No earlier version of the Comprehensive Rules is kept yet: the changes show once an update brings a new one ("redzone rules update").
rule-changes-hint = /rule NUMBER changes shows one rule's old and new text, word by word.
rule-changes-select = See one rule's changes

## /card: legality, picture, pages
card-legality = Legality:
card-legality-legal = Legal: { $formats }
card-legality-restricted = Restricted: { $formats }
card-legality-banned = Banned: { $formats }
card-legality-not_legal = Not legal: { $formats }
legality-legal = legal
legality-restricted = restricted
legality-banned = banned
legality-not_legal = not legal
card-format-status = { $format }: { $status }
# The formats by MTGJSON's keys, named as Wizards names them in the language (magic.wizards.com's
# format pages and banned and restricted announcements); players' own formats keep their names.
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
card-on-site = On { $site }: { $url }
card-legal-word = legal
help-judge = The judge's desk: /mtr 4.2, /ipg hce philosophy, /jar missed trigger; what changed: /rule changes, /rule 702.19 changes, /mtr changes; a card's legality: /card NAME legal.

## combat depth: tapping, characteristics, noncombat damage and life
event-tapped = { $how ->
    [tapped] { $permanent } is tapped.
    [untapped] { $permanent } is untapped.
    [tapped_in_combat] { $permanent } is tapped: it stays in combat and still deals its combat damage.
   *[untapped_in_combat] { $permanent } is untapped: it stays in combat.
}
event-becomes = { $how ->
    [color] { $permanent } becomes { $values }, instead of its other colours.
   *[type] { $permanent } becomes { $values } in addition to its other types.
}
event-deals = { $source } deals { $amount } damage to { $target } (not combat damage).
event-life_changed = { $how ->
    [gains] { $player } gains { $amount } life ({ $pool ->
            [team] team { $team }: now { $life }
           *[player] now { $life }
        }).
   *[loses] { $player } loses { $amount } life ({ $pool ->
            [team] team { $team }: now { $life }
           *[player] now { $life }
        }).
}
color-name = { $color ->
    [white] white
    [blue] blue
    [black] black
    [red] red
   *[green] green
}
error-detail-deals-shape = Write a source, deals, a number and what it damages, like Bolt red instant deals 3 to Wall.
error-detail-becomes-shape = becomes takes colours and card types, like Knight becomes red or Knight becomes an artifact.

## Advice on blocks and attacks (/combat advise, redzone advise)
error-detail-advice-defender = { $name } is not a defending player on this board: advice on blocks is for a player on a side after the first.
advice-title-blocks = Block advice for { $player }
advice-title-attacks = Attack advice for { $player }
advice-label-blocks-most_life = keeps the most life
advice-label-blocks-best_trade = best trade
advice-label-blocks-no_loss = loses no creature
advice-label-attacks-most_life = deals the most damage
advice-label-attacks-best_trade = best trade
advice-label-attacks-no_loss = loses no creature
advice-why-loses = { $player } loses the game whatever they block (CR { $rule }); this declaration is the least bad.
advice-why-no-block = Without a block { $player } takes { $life } and keeps every creature: unblocked attackers deal their damage to the player (CR 510.1a).
advice-why-chump = Blocked attackers without trample deal no damage to { $player } (CR 510.1c): { $player } loses { $life ->
    [0] no life
   *[other] { $life } life
} and { $count ->
    [0] no creature
    [one] one creature
   *[other] { $count } creatures
} to stay in the game.
advice-why-trade = Creatures dealt lethal damage die (CR 704.5g): { $player } loses { $life ->
    [0] no life
   *[other] { $life } life
} and { $count ->
    [0] no creature
    [one] one creature
   *[other] { $count } creatures
}; the attacker loses { $killed ->
    [0] no creature
    [one] one creature
   *[other] { $killed } creatures
}.
advice-why-wins = Even against the best blocks, { $player } loses the game (CR { $rule }).
advice-why-attack = Against the best blocks, { $player } takes { $damage } and loses { $count ->
    [0] no creature
    [one] one creature
   *[other] { $count } creatures
} (CR 510.1a).
advice-none = No legal declaration was found.
advice-assumes = Assumes no spell or ability after the declaration, and every choice the notation leaves open at its default; actions written on the board are applied to every option. Paste a board into /combat for the full explanation.
advice-exhaustive = Every legal declaration examined ({ $count }).
advice-not-exhaustive = Not exhaustive: the best of { $count } declarations examined in the time allowed.
advice-busy-title = One advice at a time
advice-busy = Wait for your previous advice: one at a time.
opt-combat-advise = advise
opt-combat-advise-desc = Instead of the outcome, advise the best blocks or attacks (only you see it)
advise-blocks = blocks
advise-attacks = attacks
