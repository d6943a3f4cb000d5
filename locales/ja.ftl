## Redzone の日本語カタログ。原文: en.ftl（同じ ID、同じ変数）。

cite = （ルール{ $rule }）
cited = { $text }{ $cite }{ $end }
rule-ref = { $count ->
   *[other] ルール{ $rules }
}
error-join = { $head }{ $detail }
list-sep = 、
name-aside = { $name }（{ $aside }）

## ゲームの形式

mode-1v1 = 1対1
mode-multiplayer = 多人数戦
mode-2hg = 双頭巨人戦
mode-commander = 統率者戦

## 戦闘の結果

summary-title = 結果（{ $mode }）
summary-life = { $player }：ライフ{ $before }→{ $after }
summary-life-poison = { $player }：ライフ{ $before }→{ $after }、毒カウンター{ $poison_before }→{ $poison_after }
summary-team = { $team }（チーム）：ライフ{ $before }→{ $after }
summary-team-poison = { $team }（チーム）：ライフ{ $before }→{ $after }、毒カウンター{ $poison_before }→{ $poison_after }（{ $limit }個で敗北）
summary-died = 死亡：{ $names }
summary-nothing-died = 死亡したパーマネントはありません。
summary-left = オーナーとともにゲームから離れたもの：{ $names }
summary-copies = 唱えた暗号化カードのコピー（{ $count ->
    [1] 1つ
    [2] 2つ
    [3] 3つ
    [4] 4つ
    [5] 5つ
    [6] 6つ
    [7] 7つ
    [8] 8つ
    [9] 9つ
   *[other] { $count }個
}）：{ $spells }
summary-lost = 敗北：{ $names }
summary-winners = { $names }がゲームに勝利します。
summary-draw = ゲームは引き分けです。
steps-title = 手順

## イベント

event-attack = { $target_kind ->
    [planeswalker] { $attacker }がプレインズウォーカーの{ $target }を攻撃します。
    [battle] { $attacker }がバトルの{ $target }を攻撃します。
   *[player] { $attacker }が{ $target }を攻撃します。
}
event-block = { $blocker }が{ $attacker }をブロックします。
event-step = { $phase ->
    [first] 先制攻撃の戦闘ダメージ・ステップ：先制攻撃か二段攻撃を持つクリーチャーだけがダメージを与えます。該当するクリーチャー：{ $strikers }。
    [second] 第2戦闘ダメージ・ステップ：先制攻撃を持たないクリーチャーがダメージを与え、二段攻撃を持つクリーチャーはもう一度ダメージを与えます。該当するクリーチャー：{ $strikers }。
    [second_late] 第2戦闘ダメージ・ステップ：第1戦闘ダメージ・ステップの開始時に先制攻撃も二段攻撃も持っていなかったクリーチャーが、今は先制攻撃を持っていてもダメージを与え、二段攻撃を持つクリーチャーはもう一度ダメージを与えます。該当するクリーチャー：{ $strikers }。
   *[only] 戦闘ダメージ・ステップ：攻撃クリーチャーとブロック・クリーチャーがそれぞれ戦闘ダメージを割り振り、そのすべてが同時に与えられます。該当するクリーチャー：{ $strikers }。
}
event-step-none = なし
event-assign = { $how ->
    [unblocked] { $source }はブロックされておらず、{ $target }に{ $amount }点のダメージを割り振ります。
    [one_blocker] { $source }は{ $target }だけにブロックされ、{ $amount }点のダメージをすべて{ $target }に割り振ります。
    [divided] { $source }はダメージをブロック・クリーチャーに分けて割り振り、{ $target }には致死ダメージとなる{ $amount }点を割り振ります。
    [divided_partial] { $source }はダメージをブロック・クリーチャーに分けて割り振り、残りの{ $amount }点を{ $target }に割り振ります。これは致死ダメージに足りません。
    [rest] { $source }は最後のブロック・クリーチャーである{ $target }に{ $amount }点のダメージを割り振ります。すべてのブロック・クリーチャーに致死ダメージを割り振った後の残りも、{ $target }に割り振られます。
    [deathtouch] { $source }は{ $target }に{ $amount }点のダメージを割り振ります。{ $source }は接死を持つので、これは致死ダメージです。
    [lethal] { $source }は{ $target }に{ $amount }点のダメージを割り振ります。これは致死ダメージです。
    [partial] { $source }は{ $target }に{ $amount }点のダメージを割り振ります。これは致死ダメージに足りないので、トランプルで超過分を割り振ることはできません。
    [trample_excess] { $source }はトランプルを持つので、ブロック・クリーチャーに致死ダメージを割り振った後、{ $target }に{ $amount }点のダメージを割り振ります。
    [trample_no_blockers] { $source }はブロックされましたが、{ $source }をブロックしているクリーチャーはもういません。{ $source }はトランプルを持つので、{ $target }に{ $amount }点のダメージを割り振ります。
    [trample_at_planeswalker] { $source }はトランプルを持ち、{ $target }に{ $amount }点のダメージを割り振ります。これは{ $target }の忠誠度を超えていますが、{ $source }はプレインズウォーカー越えトランプルを持たないので、超過分を防御プレイヤーに割り振ることはできません。
    [rest_planeswalker_gone] { $source }は最後のブロック・クリーチャーである{ $target }に{ $amount }点のダメージを割り振ります。すべてのブロック・クリーチャーに致死ダメージを割り振った後の残りも、{ $target }に割り振られます。{ $source }の攻撃先のプレインズウォーカーは戦闘から取り除かれており、{ $source }はプレインズウォーカー越えトランプルを持たないので、防御プレイヤーには割り振れません。
    [rest_battle_gone] { $source }は最後のブロック・クリーチャーである{ $target }に{ $amount }点のダメージを割り振ります。{ $source }の攻撃先のバトルは戦闘から取り除かれたので、すべてのブロック・クリーチャーに致死ダメージを割り振った後の残りも、{ $target }に割り振られます。
    [loyalty] { $source }は{ $target }に、その忠誠度と同じ{ $amount }点のダメージを割り振ります。
    [loyalty_others] { $source }は{ $target }に{ $amount }点のダメージを割り振ります。このステップでほかのクリーチャーが割り振るダメージと合わせて、{ $target }の忠誠度と同じ値になります。
    [over_planeswalker] { $source }はプレインズウォーカー越えトランプルを持つので、残りの{ $amount }点のダメージを、そのプレインズウォーカーのコントローラーである{ $target }に割り振ります。
    [over_planeswalker_gone] { $source }の攻撃先のプレインズウォーカーは戦闘から取り除かれました。{ $source }はプレインズウォーカー越えトランプルを持つので、防御プレイヤーである{ $target }に{ $amount }点のダメージを割り振ります。
    [blocker_lethal] { $source }は複数のクリーチャーをブロックしており、そのコントローラーが選んだとおりにダメージを分けて、{ $target }に致死ダメージとなる{ $amount }点を割り振ります。
    [blocker_partial] { $source }は複数のクリーチャーをブロックしており、そのコントローラーが選んだとおりにダメージを分けて、残りの{ $amount }点を{ $target }に割り振ります。これは致死ダメージに足りません。
    [blocker_rest] { $source }は複数のクリーチャーをブロックしており、そのうち最後の{ $target }に{ $amount }点のダメージを割り振ります。これには、ほかの各クリーチャーに致死ダメージを割り振った後の残りも含まれます。
    [chosen] { $source }は、コントローラーが選んだとおりにブロック・クリーチャーの間でダメージを分け、{ $target }に{ $amount }点のダメージを割り振ります。
    [chosen_excess] { $source }はトランプルを持ち、コントローラーが選んだとおり、各ブロック・クリーチャーに致死ダメージを割り振った後、{ $target }に{ $amount }点のダメージを割り振ります。
    [chosen_over] { $source }はプレインズウォーカー越えトランプルを持ち、コントローラーが選んだとおり、ブロック・クリーチャーに致死ダメージを、プレインズウォーカーに忠誠度に等しいダメージを割り振った後、そのコントローラーである{ $target }に{ $amount }点のダメージを割り振ります。
    [chosen_blocker] { $source }は複数のクリーチャーをブロックしており、コントローラーが選んだとおりダメージを分けて、{ $target }に{ $amount }点のダメージを割り振ります。
    [chosen_attacker] { $source }はバンドを持つクリーチャーをブロックしているので、攻撃プレイヤーが選んだとおりダメージを分けて、{ $target }に{ $amount }点のダメージを割り振ります。
    [chosen_defender] { $source }はバンドを持つクリーチャーにブロックされているので、防御プレイヤーが選んだとおりブロック・クリーチャーの間でダメージを分けて、{ $target }に{ $amount }点のダメージを割り振ります。
   *[blocking] { $source }は、自身がブロックしている{ $target }に{ $amount }点のダメージを割り振ります。
}
event-no_damage = { $why ->
    [no_power] { $source }はパワーが0以下なので、戦闘ダメージを割り振りません。
    [blockers_gone] { $source }はブロックされましたが、ブロック・クリーチャーがもういません。トランプルを持たないので、戦闘ダメージを割り振りません。
    [target_gone] { $source }の攻撃先のバトルは戦闘から取り除かれ、{ $source }をブロックしているクリーチャーもいないので、{ $source }は戦闘ダメージを割り振りません。
    [planeswalker_gone] { $source }の攻撃先のプレインズウォーカーは戦闘から取り除かれました。{ $source }はプレインズウォーカー越えトランプルを持たず、防御プレイヤーにもダメージを割り振れないので、戦闘ダメージを割り振りません。
    [player_left] { $source }の攻撃先のプレイヤーはゲームから離れたので、{ $source }は戦闘ダメージを割り振りません。
    [controller_left] { $source }の攻撃先のプレインズウォーカーとそのコントローラーはゲームから離れたので、{ $source }は戦闘ダメージを割り振りません。
    [card_text] { $source }は戦闘ダメージを割り振りません。カードの文章がそう定めており、カードの文章はルールに優先します。
   *[attacker_gone] { $source }がブロックしていたクリーチャーはもういないので、{ $source }は戦闘ダメージを割り振りません。
}
event-life_lost = { $player }は{ $source }によって{ $amount }点のライフを失い、{ $pool ->
        [team] { $team }のチームのライフは{ $life }になります
       *[player] ライフは{ $life }になります
    }。
event-life_gained = { $player }は{ $source }の絆魂によって{ $amount }点のライフを得て、{ $pool ->
        [team] { $team }のチームのライフは{ $life }になります
       *[player] ライフは{ $life }になります
    }。
event-poison = { $player }は{ $source }から毒カウンターを{ $amount }個得て、{ $pool ->
        [team] { $team }のチームの毒カウンターは計{ $poison }個になります
       *[player] 毒カウンターは計{ $poison }個になります
    }。
event-damage_marked = { $target }は{ $source }から{ $amount }点のダメージを受け、負っているダメージは計{ $total }点になります。
event-minus_counters = { $source }が{ $target }の上に-1/-1カウンターを{ $amount }個置き、{ $target }の上の-1/-1カウンターは計{ $total }個になります。
event-loyalty = { $removed ->
    [0] { $target }は{ $source }から{ $amount }点のダメージを受けますが、取り除く忠誠カウンターはもうなく、忠誠度は0のままです。
   *[other] { $target }は{ $source }から{ $amount }点のダメージを受け、忠誠カウンターが{ $removed }個取り除かれて、忠誠度は{ $loyalty }になります。
}
event-defense = { $removed ->
    [0] { $target }は{ $source }から{ $amount }点のダメージを受けますが、取り除く守備カウンターはもうなく、守備値は0のままです。
   *[other] { $target }は{ $source }から{ $amount }点のダメージを受け、守備カウンターが{ $removed }個取り除かれて、守備値は{ $defense }になります。
}
event-commander_damage = { $player }は統率者である{ $commander }から、これまでに合計{ $total }点の戦闘ダメージを受けています。
event-dies = { $why ->
    [toughness] { $permanent }はタフネスが0以下なので、オーナーの墓地に置かれます。
    [lethal] { $permanent }は致死ダメージを負っているので、破壊されます。
    [deathtouch] { $permanent }は接死を持つ発生源からダメージを受けたので、破壊されます。
    [loyalty] { $permanent }は忠誠度が0なので、オーナーの墓地に置かれます。
    [siege] { $permanent }は守備値が0の包囲戦で、その誘発型能力もスタックに置かれるのを待っていないので、オーナーの墓地に置かれます。
   *[defense] { $permanent }は守備値が0なので、オーナーの墓地に置かれます。
}
event-survives = { $why ->
    [lethal] { $permanent }は致死ダメージを負っていますが、破壊不能なので、ルール{ $ignores }の状況起因処理では破壊されません。
    [deathtouch] { $permanent }は接死を持つ発生源からダメージを受けましたが、破壊不能なので、ルール{ $ignores }の状況起因処理では破壊されません。
   *[both] { $permanent }は接死を持つ発生源からのものを含む致死ダメージを負っていますが、破壊不能なので、ルール{ $ignores }の状況起因処理では破壊されません。
}
event-loses = { $why ->
    [life] { $player }はライフが0以下なので、ゲームに敗北します。
    [poison] { $player }は毒カウンターが10個以上あるので、ゲームに敗北します。
   *[commander] { $player }は1体の統率者から21点以上の戦闘ダメージを受けたので、ゲームに敗北します。
}
event-team_loses = { $why ->
    [life] { $team }のチームはライフが0以下なので、ゲームに敗北します。{ $members }がともに敗北します。
    [poison] { $team }のチームは毒カウンターが多すぎるので、ゲームに敗北します。{ $members }がともに敗北します。
   *[member] プレイヤーの1人が敗北したので、{ $team }のチームはゲームに敗北します。{ $members }がともに敗北します。
}
event-leaves = { $count ->
    [0] { $player }がゲームから離れます。
      *[other] { $player }がゲームから離れ、{ $player }がオーナーであるもの（{ $permanents }）もすべてゲームから離れます。
}
event-game_over = { $outcome ->
    [draw] ゲームは引き分けで終了しました。残っていたプレイヤー全員が同時に敗北しました。
    [team_draw] ゲームは引き分けで終了しました。残っていたチームすべてが同時に敗北しました。
    [team] ゲームは終了しました。{ $team }のチーム（{ $winners }）の勝利です。
   *[player] ゲームは終了しました。{ $winners }の勝利です。
}
event-cipher = { $creature }が{ $player }に戦闘ダメージを与えたので、{ $caster }は{ $creature }に暗号化された{ $spell }のコピーを唱えます。コピーは新しい呪文で、対象は唱えるときに選ばれます。ここでは{ $player }を対象とするものとして結果を示します。
event-copy_resolves = { $outcome ->
    [life] { $spell }のコピーが解決します。
    [partial] { $spell }のコピーが解決します。シミュレートするのはライフの喪失だけで、残りの効果はシミュレートしません。
    [player_left] { $player }はゲームから離れているので、対象にできません。{ $spell }のコピーはほかのプレイヤーを対象にできますが、それはシミュレートしません。
   *[reported] { $spell }のコピーが解決します。その効果はシミュレートしません。
}

## エラー

error-syntax = この盤面は読み取れません。
error-unknown_keyword = 不明なキーワードです。
error-unknown_reference = その名前に当てはまるものが盤面にありません。
error-ambiguous_reference = その名前に当てはまるものが複数あります。
error-illegal_block = そのブロックはできません。
error-illegal_attack = その攻撃はできません。
error-conflicting_life = 1つのチームの合計値が食い違っています。
error-too_large = この盤面は大きすぎます。
error-internal = こちら側で問題が発生しました。申し訳ありません。エラーは記録されました。
error-id = エラーID：{ $id }。ボットの管理者にお伝えください。
error-command-title = コマンドは実行されませんでした
error-command-permissions = このコマンドを使うには、このサーバーで「{ $permissions }」の権限が必要です。
error-command-bot-permissions = このチャンネルではRedzoneに「{ $permissions }」の権限が必要です。サーバーのモデレーターに付与を依頼してください。
error-command-guild-only = このコマンドはサーバーのチャンネルでのみ使えます。
error-command-check = ここではこのコマンドを使えません。
error-command-option = 「{ $value }」はこのオプションの値ではありません。Discordが示す値から選んでください。
error-command-cooldown = このコマンドはクールダウン中です。{ $when }にもう一度お試しください。
error-command-outdated = Discordアプリが読み込んだ後に、このコマンドは変更されました。1分ほど待ってからもう一度お試しください。解決しない場合はDiscordを再起動してください。
permission-manage-guild = サーバー管理

error-detail-empty = 盤面が空です。例：Alice: 熊 2/2 | Bob:
error-detail-expected-side = 区切りの間にプレイヤーがいません。
error-detail-expected-defender = | または 対 の後に、防御側のプレイヤーが必要です。
error-detail-quick-team = チーム（&）にはプレイヤー名を書く完全な形式が必要です。例：Alice: 熊 2/2 | Bob: & Ben:
error-detail-expected-player = & の両側にプレイヤーが必要です。
error-detail-expected-colon = プレイヤー名の後に「:」が必要です。例：Alice: 熊 2/2
error-detail-expected-player-name = 「:」の前にプレイヤー名が必要です。
error-detail-expected-name = ここには名前が必要です。
error-detail-expected-reference = その後に名前、ID、または番号が必要です。
error-detail-player-header = ここにはライフ、p と毒カウンターの数、cd(統率者 N) のいずれかを書きます。「{ $token }」は書けません。
error-detail-cd-shape = 統率者ダメージは cd(名前 N) と書きます。例：cd(Atraxa 15)
error-detail-unclosed = 括弧が閉じていません。
error-detail-expected-pt = 「{ $text }」にパワー/タフネス（2/2 など）、または「PW N」か「バトル N」が必要です。
error-detail-after-permanent = プレインズウォーカーの忠誠度やバトルの守備値の後には何も書けません。
error-detail-toughness = タフネスは1以上でなければなりません。
error-detail-twice = 「{ $token }」が1体のクリーチャーに2回書かれています。
error-detail-unexpected = ここに「{ $token }」は書けません。
error-detail-unknown-keyword = 「{ $token }」というキーワードには対応していません。使えるキーワード：{ $keywords }。
error-detail-keyword-number = { $keyword }の後には数が必要です。例：{ $keyword } 2
error-detail-cipher-shape = 暗号は 暗号(呪文名) と書きます。例：暗号(影切り)
error-detail-extra-colon = ここに2つ目の「:」があります。プレイヤーは |（チームメイトは &）で区切ってください。
error-detail-clause-colon = 「{ $token }」の後に「:」は書きません。「:」を消して、名前を続けてください。
error-detail-number = その数は大きすぎます（最大{ $limit }）。
error-detail-chars = 盤面が長すぎます（最大{ $limit }文字）。
error-detail-sides = | で区切った側が多すぎます（最大{ $limit }）。
error-detail-players = プレイヤーが多すぎます（最大{ $limit }人）。
error-detail-things = パーマネントが多すぎます（最大{ $limit }個）。
error-detail-mode-teams = チーム（&）は双頭巨人戦だけのもので、{ $mode }では使えません。
error-detail-mode-sides = { $mode }では、| で区切る側はちょうど2つです。
error-detail-duplicate-player = { $name }という名前のプレイヤーが2人います。
error-detail-already-dead = { $name }はすでに致死ダメージを負っています。
error-detail-already-lost = { $name }はこの戦闘の前にすでにゲームに敗北しているはずです。
error-detail-conflicting-life = このチームのライフが{ $first }と{ $second }の2通りに書かれています。
error-detail-conflicting-poison = このチームの毒カウンターが{ $first }と{ $second }の2通りに書かれています。
error-detail-unknown-reference = { $suggestion ->
    [none] 盤面に「{ $ref }」という名前のものはありません。
   *[other] 盤面に「{ $ref }」という名前のものはありません。「{ $suggestion }」のことですか？
}
error-detail-ambiguous = 「{ $ref }」に当てはまるものが{ $count }個あります。代わりに ID（a1、b2 など）を使ってください。
error-detail-not-a-commander = { $ref }はクリーチャーではないので、統率者にはなれません。
error-detail-defender-attacks = { $name }は防御側にいます。攻撃するのは最初の | の前の側だけです。
error-detail-attacker-blocks = { $name }は攻撃しているので、ブロックできません。
error-detail-attack-own = クリーチャーが攻撃できるのは対戦相手、そのプレインズウォーカー、またはその対戦相手が守るバトルだけです。{ $name }を攻撃することはできません。
error-detail-attack-creature = { $name }はクリーチャーです。クリーチャーを攻撃することはできません。
error-detail-block-non-attacker = { $name }は攻撃クリーチャーではないので、{ $name }をブロックすることはできません。
error-detail-flying = { $name }は{ $attacker }をブロックできません。飛行を持つクリーチャーは、飛行か到達を持つクリーチャーによってしかブロックされません（{ $rule }）。
error-detail-menace = { $name }だけでは{ $attacker }をブロックできません。威迫を持つクリーチャーは、2体以上のクリーチャーによってしかブロックされません（{ $rule }）。
error-detail-not-attacking-you = { $name }は{ $attacker }をブロックできません。{ $attacker }は{ $defender }を攻撃しています。プレイヤーがブロックできるのは、自分、自分のプレインズウォーカー、自分が守るバトルを攻撃しているクリーチャーだけです。
error-detail-not-your-team = { $name }は{ $attacker }をブロックできません。{ $attacker }が攻撃しているのは{ $defender }のチームで、{ $name }のチームではありません。
error-caret-title = ここ：

## ルールの参照（ルール本文は公開されている英語のままです）

rule-effective = 総合ルール（{ $date }発効）
rule-example = 例：
rule-see-also = 関連ルール：{ $numbers }
rule-glossary = 用語集：{ $term }
rule-none = ルール{ $query }は存在しません。
rule-none-text = 「{ $query }」に当てはまるルールはありません。
rule-nearest = 近いルール：{ $numbers }
rule-no-cr = 総合ルールの写しがまだありません。「redzone rules update」を実行するか、REDZONE_CR_PATH にルールのファイルを指定してください。
rules-updated = { $date }発効の総合ルールを保存しました（{ $sha }）。
rules-update-failed = ルールの更新に失敗しました（原因：{ $reason }）。最後の正常な写し（{ $date }発効）を使い続けます。
rules-update-failed-none = ルールの更新に失敗しました（原因：{ $reason }）。総合ルールの写しはまだありません。後でもう一度試すか、REDZONE_CR_PATH にルールのファイルを指定してください。
database-unavailable = データベース{ $path }を開けません（原因：{ $reason }）。Redzoneのデータベースであること、ほかのプログラムが使用していないことを確認してください。
database-unreachable = データベースサーバー{ $path }を使用できません（原因：{ $reason }）。サーバーが起動して接続を受け付けていること、URL・ユーザー名・パスワードが正しいことを確認してください。
database-newer = データベース{ $path }のスキーマのバージョンは{ $found }で、このRedzoneの{ $known }より新しいものです。新しいリリースのRedzoneが書き込んだデータベースです。そのリリースを実行するか、このリリース用に作ったバックアップを復元してください。何も変更していません。
database-foreign = データベース{ $path }はRedzoneのものではありません。ほかのプログラムのテーブルがあります。REDZONE_DBには新しいファイルか空のデータベースを指定してください。何も変更していません。
commands-synced = { $count }個のコマンドをDiscordと同期しました。
health-ok = Redzoneは稼働中です。最後の生存確認は{ $seconds }秒前です。
health-missing = Redzoneは動いていません。{ $path }に生存確認の記録がありません。
health-gone = Redzoneは動いていません。{ $path }を書き込んだプロセス{ $pid }はもう存在しません。
health-stale = Redzoneが応答していません。最後の生存確認は{ $seconds }秒前です（上限{ $limit }秒）。
doctor-title = Redzoneの診断：このインストールの動作環境
doctor-settings = 環境変数から読み込んだ設定：
doctor-default = （既定値）
doctor-ok = 正常
doctor-wrong = 要修正
doctor-topic-database = データベース
doctor-topic-rules = ルール
doctor-topic-cards = カード
doctor-topic-shards = シャード
doctor-topic-locales = 言語
doctor-database = { $kind }（{ $where }）、スキーマのバージョン{ $version }（このコードの最新）
doctor-database-older = { $kind }（{ $where }）、スキーマのバージョン{ $version }：起動時にボットが{ $newest }へ移行します
doctor-database-newer = { $kind }（{ $where }）、スキーマのバージョン{ $version }は、このコードの{ $newest }より新しいものです。新しいバージョンのRedzoneで作られています（そのバージョンを使うか、バックアップから戻してください）
doctor-database-missing = { $kind }（{ $where }）はまだありません。起動時にボットが作成します
doctor-database-unusable = { $kind }（{ $where }）を使用できません（原因：{ $reason }）
doctor-rules = { $date }発効、{ $path }から
doctor-rules-none = まだ写しがありません。起動時にボットがダウンロードします（{ $reason }）
doctor-rules-unusable = REDZONE_CR_PATH を使用できません（原因：{ $reason }）
doctor-cards = MTGJSON { $version }（{ $date }）、{ $count }枚、{ $path }から
doctor-cards-none = まだカードデータがありません。起動時にボットがダウンロードします（{ $reason }）
doctor-cards-unusable = REDZONE_CARDS_PATH を使用できず、このファイルから作った写しもありません（原因：{ $reason }）
doctor-cards-kept = REDZONE_CARDS_PATH を使用できません（原因：{ $reason }）。ボットはこのファイルから最後に作った正常な写しを使います：MTGJSON { $version }（{ $date }）、{ $count }枚、{ $path }から
doctor-shards-all = Discordが推奨する数のシャードをすべてこのプロセスで実行
doctor-shards-count = { $count }個のシャードをすべてこのプロセスで実行
doctor-shards-some = { $count }個のうちシャード{ $ids }をこのプロセスで実行
doctor-locales = { $codes }、{ $path }から
doctor-locales-missing = { $path }に{ $codes }のカタログがありません
doctor-verdict = { $count ->
    [0] 問題はありません。
   *[other] { $count }件の問題があります。上の「要修正」を確認してください。
}
config-error = 設定エラー（{ $setting }）：{ $problem }
config-shard-ids-without-count = SHARD_COUNT（デプロイ全体のシャード総数）も指定してください。
config-shard-ids-past-count = シャード{ $highest }まで指定されていますが、SHARD_COUNT={ $count }を超えています（シャードは0から数えます）。
config-shard-ids-part = 「{ $part }」はシャードIDでも、0-3のような範囲でもありません（「{ $input }」の中）。
config-shard-ids-twice = 「{ $value }」は同じシャードを2回指定しています。
config-int-parsing = 「{ $input }」は整数ではありません。
config-float-parsing = 「{ $input }」は数値ではありません。
config-greater-than-equal = { $ge }以上の値にしてください（指定値：{ $input }）。
config-greater-than = { $gt }より大きい値にしてください（指定値：{ $input }）。
config-less-than-equal = { $le }以下の値にしてください（指定値：{ $input }）。
config-token-missing = 設定されていません。Discordの開発者ポータルで取得したボットのトークンを指定してください。
config-fonts-missing = 画像の描画に使うフォント（Noto Sans と Noto Sans CJK）がインストールされていません。Debian の fonts-noto-core と fonts-noto-cjk、または Python パッケージ manimgx-fonts と manimgx-fonts-cjk をインストールしてください。
config-address-form = 「{ $input }」は 127.0.0.1:8443 や [::1]:8443 のような IP アドレスとポートではありません。
config-ca-file-unreadable = 「{ $input }」を読み込めません。
config-ca-file-not-pem = 「{ $input }」に PEM 証明書がありません。
config-setting-replaced = この設定はもう読み込まれません。代わりに DISCORD_ADDRESS（Discordのホストへの接続先）と DISCORD_CA_FILE（その証明書を検証する CA）を使ってください。
cli-combat-nothing = 盤面（BOARD）か --batch FILE を指定してください。
cli-commands-nothing = --json か sync を指定してください。
cli-cannot-read = { $path }を読み込めません（原因：{ $reason }）。
cli-not-text = { $path }はUTF-8のテキストではありません。
cli-cannot-write = { $path }に書き込めません（原因：{ $reason }）。
cli-cards-unusable = --cards を使用できません（原因：{ $reason }）。
cli-unavailable = { $message }（{ $reason }）
cli-no-such-file = ファイル{ $path }が見つかりません
cli-no-copy = 保存された写しはまだありません

## 言語

lang-en = English
lang-it = Italiano
lang-de = Deutsch
lang-ja = 日本語
lang-fr = Français
lang-es = Español

## ヘルプ

help-title = Redzone：1行で書く戦闘の解説
help-intro = 盤面を1行で書いてください。戦闘を手順ごとに、各手順に総合ルールの番号を付けて説明します。
help-shape = 対戦する側は |（最初の側が攻撃）、チームメイトは &、パーマネントは「、」か「,」で区切ります。プレイヤーは 名前 [ライフ] [p毒]: の後にパーマネントを書きます。
help-creature = クリーチャー：[名前] P/T [キーワード] [-> 攻撃先] [ブロック 攻撃クリーチャー]。プレインズウォーカー：名前 PW 忠誠度。バトル：名前 バトル 守備値。
help-refs = パーマネントにはそれぞれ ID があります（攻撃側は a1、a2、次の側は b1）。「ブロック 2」と「ブロック a2」は同じ攻撃クリーチャーを指します。
help-modes = 2人なら1対1、側が3つ以上なら多人数戦、& があれば双頭巨人戦です。統率者戦はモードのオプションで指定し、すでに受けた統率者ダメージは cd(名前 N) で書きます。
help-keywords = キーワード：{ $keywords }
help-examples = 例：
help-example-duel = Alice: 騎士 3/3 二段攻撃 トランプル | Bob: 熊 2/2 ブロック 騎士
help-example-planeswalker = Alice: 天使 4/4 飛行 絆魂 -> Jace | Bob: Jace PW 5、鷹 1/1 飛行 ブロック 天使
help-example-teams = Alice: オーガ 5/5 二段攻撃 -> Ben & Ann: ネズミ 1/1 感染 -> Bob | Bob p3: 壁 0/6 ブロック オーガ & Ben:
help-rule = ルールは /ルール 702.4 や /ルール トランプル で調べられます。英語で質問することもできます。
help-cards = カード名でも書けます：Alice: セラの天使 -> Bob | Bob: 大蜘蛛 ブロック セラの天使。名前の後の数値はカードの値より優先されます（Tarmogoyf 4/5）。/カード 名前 でカードと裁定を表示します。

## コマンド

cmd-combat = 戦闘
cmd-combat-desc = 戦闘を手順ごとに、ルールを引用して説明します
opt-combat-board = 盤面
opt-combat-board-desc = 1行で書いた盤面。例：Alice: 騎士 3/3 二段攻撃 | Bob: 熊 2/2 ブロック 騎士
opt-combat-mode = モード
opt-combat-mode-desc = 盤面から推測せずにモードを指定します
opt-combat-private = 非公開
opt-combat-private-desc = 答えを自分だけに表示します
cmd-rule = ルール
cmd-rule-desc = 総合ルールの項目や用語を調べます。質問もできます
opt-rule-query = 検索
opt-rule-query-desc = ルール番号（702.4）、用語（トランプル）、または質問
opt-rule-examples = 例
opt-rule-examples-desc = ルールの例も表示します
cmd-help = ヘルプ
cmd-help-desc = 盤面の書き方を例とともに表示します
cmd-settings = 設定
cmd-settings-desc = サーバーの設定を変更します（サーバー管理の権限が必要です）
opt-settings-language = 言語
opt-settings-language-desc = このサーバーでRedzoneが返答する言語
cmd-game = ゲーム
cmd-game-desc = このチャンネルでゲームの戦闘を進めます
cmd-game-new = 新規
cmd-game-new-desc = このチャンネルでゲームを始めます
opt-game-new-mode = モード
opt-game-new-mode-desc = 1対1、多人数戦、双頭巨人戦、統率者戦
opt-game-new-players = プレイヤー
opt-game-new-players-desc = 席順のプレイヤー（メンション）
cmd-game-board = 盤面
cmd-game-board-desc = ライフ、毒、統率者ダメージ、すべての戦場を表示します
cmd-game-add = 追加
cmd-game-add-desc = 自分の戦場にパーマネントを置きます
opt-game-add-things = パーマネント
opt-game-add-things-desc = 盤面と同じ書き方で書きます。例：騎士 2/2 二段攻撃、Jace PW 4
cmd-game-remove = 削除
cmd-game-remove-desc = 自分の戦場からパーマネントを取り除きます
opt-game-remove-things = パーマネント
opt-game-remove-things-desc = 名前またはIDを「、」か「,」で区切って書きます
cmd-game-set = 変更
cmd-game-set-desc = 数値を訂正します：ライフ、毒、カウンター、ダメージ、統率者ダメージ
opt-game-set-target = 名前
opt-game-set-target-desc = 変更するプレイヤーまたはパーマネントの名前かID
opt-game-set-field = 項目
opt-game-set-field-desc = 変更するもの
opt-game-set-value = 値
opt-game-set-value-desc = 新しい数値
cmd-game-attack = 攻撃
cmd-game-attack-desc = 攻撃クリーチャーを指定します（アクティブ・プレイヤーかチーム）
opt-game-attack-attacks = 指定
opt-game-attack-attacks-desc = 例：騎士 -> Bob、熊 -> Jace
cmd-game-block = ブロック
cmd-game-block-desc = ブロック・クリーチャーを指定します
opt-game-block-blocks = 指定
opt-game-block-blocks-desc = 例：壁 ブロック 騎士
opt-game-block-player = プレイヤー
opt-game-block-player-desc = 不在のプレイヤーのために、ゲームを作った人かサーバーの管理者が「ブロックしない」と指定します
cmd-game-damage = ダメージ
cmd-game-damage-desc = 戦闘ダメージを解決し、結果を反映します
cmd-game-next = 次へ
cmd-game-next-desc = ターンを終え、次のプレイヤーかチームに渡します
cmd-game-undo = 取り消し
cmd-game-undo-desc = 最後の操作を取り消します
cmd-game-advise = 助言
cmd-game-advise-desc = このゲームの盤面で最良のブロックまたは攻撃を助言します（あなたにだけ表示）
cmd-game-history = 履歴
cmd-game-history-desc = ゲームの操作を表示します
cmd-game-end = 終了
cmd-game-end-desc = このチャンネルのゲームを終了します
cmd-game-leave = 退出
cmd-game-leave-desc = ゲームから退出します（投了して敗北します）

field-life = ライフ
field-poison = 毒カウンター
field-damage = 負っているダメージ
field-counters = -1/-1カウンター
field-loyalty = 忠誠度
field-defense = 守備値
field-commander_damage = 統率者ダメージ

## ボットとコンソールの返答

rule-unavailable = ルールを利用できません
rule-title = 「{ $query }」のルール
rule-select = 参照しているルール
settings-title = サーバーの設定
settings-saved = このサーバーでは、これからRedzoneが{ $language }で返答します。
settings-guild-only = 設定はサーバーごとのものです。サーバーのチャンネルでこのコマンドを使ってください。
settings-forbidden = 申し訳ありません。設定を変更できるのは、このサーバーを管理できるメンバーだけです。
settings-unknown-language = 「{ $language }」にはまだ対応していません。English、Italiano、Deutsch、日本語、Français、Españolから選んでください。
page-footer = { $pages }ページ中{ $page }ページ目
pages-not-yours = ページをめくれるのは質問した人だけです。
console-welcome = Redzoneコンソールです。/戦闘 盤面: ...、/ルール 702.4、/ヘルプ、/設定 言語: ja のように入力してください。行頭に @名前 と書くと、別のプレイヤーとして操作できます。Ctrl-D で終了します。
console-unknown = 「{ $command }」というコマンドはありません。/戦闘、/ルール、/ヘルプ、/設定 をお試しください。
console-missing = 「{ $command }」には{ $option }が必要です。
console-not-integer = 「{ $option }」には{ $min }から{ $max }までの整数を指定してください（「{ $value }」は使えません）。
console-not-boolean = 「{ $option }」には「はい」か「いいえ」を指定してください（「{ $value }」は使えません）。
console-not-choice = 「{ $option }」には次のいずれかを指定してください：{ $choices }（「{ $value }」は使えません）。
console-cancelled = 取り消しました。

## チャンネルでのゲーム

opt-game-new-life = ライフ
opt-game-new-life-desc = ルールの初期値と違う場合の開始時のライフ
game-title = ゲーム
game-guild-only = ゲームはサーバーのチャンネルで行います。
game-none = このチャンネルにはゲームがありません。/ゲーム 新規 で始めてください。
game-exists = このチャンネルにはすでにゲームがあります。先に /ゲーム 終了 で終えてください。
game-finished = { $count ->
    [0] このゲームは引き分けで終了しました。/ゲーム 新規 で新しいゲームを始めてください。
   *[other] このゲームは終了しました（{ $winners }の勝利）。/ゲーム 新規 で新しいゲームを始めてください。
}
game-not-seated = 申し訳ありません。それができるのはこのゲームのプレイヤーだけです。
game-you-lost = あなたはこのゲームに敗北したので、もう行動できません。
game-not-yours = 申し訳ありません。{ $name }はあなたのものではありません。
game-not-active = 今それができるのは、アクティブ・プレイヤーかアクティブ・チーム（{ $name }）だけです。
game-not-defending = あなたはこの戦闘の防御プレイヤーではありません。
game-wait-blocks = 先に{ $name }がブロック・クリーチャーを指定します（APNAP順）。
game-no-combat = まだ攻撃クリーチャーが指定されていません。先に /ゲーム 攻撃 を使ってください。
game-not-attacking = { $name }は攻撃していません。
game-only-creator = 申し訳ありません。ほかの人の代わりに操作できるのは、ゲームを作った人かサーバーを管理できる人だけです。
game-nothing-to-undo = 取り消せる操作はありません。
game-changed = 入力中に盤面が変わりました。もう一度お試しください。
game-bad-mode = 「{ $mode }」はモードではありません。1v1、multiplayer、2hg、commander から選んでください。
game-players-none = 席順にプレイヤーをメンションしてください。例：@Alice @Bob
game-players-count = { $mode }には{ $needed }人のプレイヤーが必要です。
game-duplicate-player = { $name }が2回指定されています。
game-unknown = このゲームに「{ $ref }」という名前のものはありません。
game-ambiguous = 「{ $ref }」に当てはまるパーマネントが複数あります。ID（{ $ids }）を使ってください。
game-bad-clause = パーマネントは -> や ブロック を付けずに追加してください。戦闘は /ゲーム 攻撃 と /ゲーム ブロック で指定します。
game-bad-field = { $field }は{ $target }には使えません。
game-bad-declaration = 「{ $text }」は読み取れません。{ $example }のように書いてください。
game-not-creature = { $name }はクリーチャーではないので、攻撃できません。
game-new-title = ゲーム開始（{ $mode }）
game-new-seats = 席順：{ $names }
game-new-life = 開始時のライフは{ $life }です。毒カウンターが{ $limit }個になると敗北します。
game-active = アクティブ：{ $name }
game-board-title = 盤面（ターン{ $turn }）
game-team-line = { $name }：ライフ{ $life }、毒カウンター{ $poison }
game-team-lost = { $name }：ゲームに敗北
game-commander-line = { $name }が受けた統率者ダメージ：{ $list }
game-battlefield-empty = （パーマネントなし）
game-combat-title = 戦闘：
game-combat-attack = { $attacker }→{ $target }
game-combat-block = { $blocker }が{ $attacker }をブロック
game-added = { $name }の戦場に追加したもの：{ $things }
game-removed = 削除したもの：{ $things }
game-set = { $target }の{ $field }を{ $value }にしました。
game-attack-declared = 攻撃クリーチャー：{ $list }
game-blockers-next = 次はブロック・クリーチャーの指定です。指定する順番：{ $names }
game-block-declared = { $name }のブロック：{ $list }
game-block-none = { $name }はブロック・クリーチャーを指定しません。
game-damage-applied = 結果をゲームに反映しました。
game-next = ターン{ $turn }です。アクティブなのは{ $name }です。
game-undone = 取り消しました：{ $action }
game-history-title = 履歴
game-history-line = { $n }. { $who }：{ $what }（{ $when } UTC）
game-history-undone = { $n }. { $who }：{ $what }（{ $when } UTC、取り消し済み）
game-ended = このチャンネルのゲームは終了しました。
game-creator-not-seated = 始められるのは自分が参加するゲームだけです。プレイヤーとして自分もメンションしてください。
game-number-range = { $value }は範囲外です。{ $min }から{ $max }までの数を指定してください。
game-too-many-at-once = 1回の /ゲーム 追加 で戦場に出せるパーマネントは{ $limit }個までですが、これは{ $count }個あります。何も追加しませんでした。
game-too-many = 1つのゲームのパーマネントは{ $limit }個までです。すでに{ $count }個あるので、さらに{ $adding }個は追加できません。何も追加しませんでした。
game-end-who = 申し訳ありません。このゲームを終了できるのは、ゲームを作った人、サーバーを管理できる人、または残っている全プレイヤー（それぞれ /ゲーム 終了 を使用）だけです。
game-end-vote = { $name }がゲームの終了に投票しました（{ $needed }人中{ $votes }人）。残っている全プレイヤーが /ゲーム 終了 を使うと終了します。
game-leave-final = ゲームからの退出は取り消せません。そのプレイヤーは投了しました（ルール104.3a）。
game-left = { $name }はゲームから退出し、敗北します（ルール104.3a）。
game-left-team = { $name }がチームとして投了しました。{ $names }はゲームから退出し、敗北します（ルール810.8b）。
game-bot-player = { $name }はボットです。席に着けるのは人だけです。ボットはブロック・クリーチャーを指定しないので、ゲームが進まなくなります。
game-renamed = { $given }は「{ $name }」としてプレイします。「{ $given }」のままだと、ほかのもの（別のプレイヤー、パーマネントのID、リスト）として読まれてしまうためです。
game-not-attacked = あなたも、あなたのプレインズウォーカーやバトルも攻撃されていないので、指定するブロック・クリーチャーはありません。
game-advise-blocks-not-now = ブロックの助言は、ブロック・クリーチャーを指定する番の防御プレイヤーに向けたものです。
game-advise-attacks-not-now = 攻撃の助言は、攻撃クリーチャーを指定する前のアクティブ・プレイヤーかアクティブ・チーム（{ $name }）に向けたものです。
game-advise-no-creature = 攻撃できるクリーチャーがいません。
game-blocks-declared = ブロック・クリーチャーはすでに指定されています。戦闘のステップは順番に進むので、攻撃クリーチャーをもう一度指定することはできません。攻撃を変えるには、先に /ゲーム 取り消し でブロックを取り消してください。
game-blocks-pending = 戦闘ダメージはブロックの指定を待っています。{ $names }がまだブロック・クリーチャーを指定していません（/ゲーム ブロック、または /ゲーム ブロック なし）。不在のプレイヤーについては、ゲームを作った人かサーバーを管理できる人が /ゲーム ブロック なし プレイヤー: @名前 を使えます。
game-combat-open = 戦闘の途中です。戦闘のステップは順番に進みます。ターンを終える前に、/ゲーム ダメージ で戦闘を解決するか、/ゲーム 取り消し で攻撃を取り消してください。
game-pass-who = 不在のプレイヤーの代わりに指定できるのは、ゲームを作った人かサーバーを管理できる人だけです。
game-pass-only-none = 不在の{ $name }の代わりにできるのは「ブロックしない」という指定だけです。「なし」と書いてください。
game-pass-nothing = { $name }には今、指定するブロック・クリーチャーがありません。
game-block-passed = { $name }は不在です。ゲームを作った人かサーバーの管理者が、{ $name }はブロックしないと指定しました。
game-blocks-done = 防御プレイヤー全員がブロック・クリーチャーを指定しました。次は戦闘ダメージです（{ $name }が /ゲーム ダメージ を使います）。
game-history-pass = 不在の{ $name }の代わりに「ブロックなし」を指定
components-expired = これらのボタンは期限切れです。もう一度コマンドを実行してください。
bot-restarting = Redzoneは再起動中です。少し待ってからもう一度お試しください。

## カード名（README "Cards"）: /card、盤面のカード名、カードデータ

error-unknown_card = そのカードは見つかりません。
error-ambiguous_card = どのカードのことですか？
error-detail-unknown-card = { $count ->
    [0] 「{ $name }」という名前のカードはありません。
   *[other] 「{ $name }」という名前のカードはありません。もしかして：{ $suggestions }？
}
error-detail-ambiguous-card = 「{ $name }」に当てはまるカードが複数あります：{ $suggestions }。名前を最後まで書いてください。
error-detail-card-stats = { $name }のパワーかタフネスは決まった数ではありません（*やX）。{ $name } 4/5 のように数値を書いてください。
error-detail-card-stats-counters = { $name }は印刷されたタフネスが0で、+1/+1カウンターが置かれた状態で戦場に出ることでサイズが決まります。タフネスが0ならオーナーの墓地に置かれます（{ $rule }）。{ $name } { $stats } のように、戦場にあるときの数値を書いてください。
error-detail-card-stats-variable = { $name }のパワーとタフネスはゲームの状況で決まります（「{ $text }」、{ $rule }）。{ $name } 4/4 のように、今の数値とそのとき持つキーワード能力を書いてください。
error-detail-card-chosen-player = { $name }は戦場に出たときに選ばれたプレイヤーからのプロテクションを持ちます（{ $rule }）。対戦相手が2人以上いるときは、プロテクション（{ $player }）のように、どのプレイヤーかを書いてください。
error-detail-card-kind = { $name }はクリーチャーでもプレインズウォーカーでもバトルでもないので、盤面に置けません。
cards-missing = カード名を使うにはカードデータが必要です。「redzone cards update」を実行するか、REDZONE_CARDS_PATH に MTGJSON の AtomicCards ファイルを指定してください。熊 2/2 のような数値での指定はいつでも使えます。
cards-unavailable-now = カード名は現在使えません。熊 2/2 のような数値での指定はいつでも使えます。
cards-updated = { $count }枚のカードを保存しました（MTGJSON { $version }）。
cards-update-failed = カードデータの更新に失敗しました（原因：{ $reason }）。最後の正常なデータ（MTGJSON { $version }）を使い続けます。
cards-update-failed-none = カードデータの更新に失敗しました（原因：{ $reason }）。カードデータはまだありません。後でもう一度試すか、REDZONE_CARDS_PATH に MTGJSON の AtomicCards ファイルを指定してください。
cards-local-unusable = REDZONE_CARDS_PATH を使用できません（原因：{ $reason }）。このファイルから作った写しもないため、カード名は使えません。
cards-local-kept = REDZONE_CARDS_PATH を使用できません（原因：{ $reason }）。このファイルから最後に作った正常な写し（{ $date }）を使います。
card-unavailable = カードデータがありません
card-none = 「{ $query }」という名前のカードはありません
card-ambiguous = 「{ $query }」に当てはまるカードが複数あります
card-suggestions = もしかして：{ $names }
card-pt = パワー/タフネス：{ $pt }
card-loyalty = 忠誠度：{ $loyalty }
card-defense = 守備値：{ $defense }
card-simulated = Redzoneがシミュレートするもの：{ $keywords }
card-activated = 戦闘中のアクションとして書くもの（起動型能力と、能力がプレイヤーに委ねる選択）：{ $actions }
card-action-target = <クリーチャー>
card-not-simulated = { $count ->
    [1] このカードの能力のうち1つは、戦闘ではシミュレートされません。
   *[other] このカードの能力のうち{ $count }個は、戦闘ではシミュレートされません。
}
card-rulings = { $count ->
   *[other] 公式裁定（{ $count }件）
}
card-ruling = { $date }：{ $text }
card-footer = カードデータ：MTGJSON { $version }。オラクル・テキストと裁定は英語です。
summary-unmodeled = { $name }（シミュレートされない能力）：{ $text }
summary-unmodeled-risk = シミュレートされず、この結果を変えうる能力：{ $name }：{ $text }
summary-trigger-asks = アクションとして書かない限りシミュレートされず、この結果を変えうる能力：{ $name }：「{ $text }」は{ $how ->
    [condition] 盤面では示せない条件です
   *[other] そのプレイヤーの選択です
}：{ $actions }
summary-card-assumes = { $how ->
    [keyword] 盤面では示せないための仮定：{ $name }は「{ $text }」を持ちますが、盤面に書かれていないので、条件は満たされていないものとします。
   *[other] 盤面では示せないための仮定：{ $name }は「{ $text }」の条件でのみ{ $how ->
        [attack] 攻撃
       *[block] ブロック
    }でき、盤面ではそうしています。
}
cmd-card = カード
cmd-card-desc = カードのテキスト、Redzoneがシミュレートする内容、公式裁定を表示します
opt-card-name = 名前
opt-card-name-desc = カード名（英語または日本語）

## combat depth: fixes
event-siege_exiled = 包囲戦である{ $battle }から最後の守備カウンターが取り除かれました。その誘発型能力によって追放され、その後{ $controller }はそれを変身した状態でマナ・コストを支払うことなく唱えることができます。墓地には置かれません。その能力がスタックに置かれるのを待っている間、ルール704.5vは適用されません。
event-exiled_instead = { $permanent }は死亡するところですが、カードの置換効果により代わりに追放されます。死亡しないので、死亡したときに誘発する能力は誘発しません。
event-protector_leaves = { $how ->
    [chosen] { $battle }は戦場に残ります。オーナーは{ $left }ではなく{ $controller }です（ルール800.4a）。{ $controller }は別の対戦相手である{ $protector }をそれを守る者に選びます。
   *[attacked] { $battle }は戦場に残ります。オーナーは{ $left }ではなく{ $controller }です（ルール800.4a）。ほかのプレイヤーがそれを守る者になったわけではないので、{ $battle }は戦闘から取り除かれず（ルール506.4）、攻撃しているクリーチャーは引き続き戦闘ダメージを与えます。攻撃しているクリーチャーがいなくなったら、{ $controller }が別の対戦相手をそれを守る者に選びます。
}
event-commander_game = { $commander }は統率者なので、これは統率者戦です。特に書かれていなければ各プレイヤーのライフは{ $life }点から始まり、同じ統率者から21点以上の戦闘ダメージを受けたプレイヤーはゲームに敗北します。
summary-exiled = 自身の能力で追放：{ $names }
error-detail-mode-2hg-no-teams = 双頭巨人戦は2人ずつの2チームで行います（{ $rule }）。Alice: & Ann: | Bob: & Ben: のように、チームメイトを & でつないでください。
error-detail-mode-2hg-sides = 双頭巨人戦はちょうど2チームで行います（{ $rule }）。{ $count }チームではできません。
error-detail-mode-2hg-unequal = 双頭巨人戦には、同じ人数で2人以上ずつの2チームが必要です（{ $rule }）。2つのチームの人数が{ $first }人と{ $second }人です。
error-detail-ambiguous-which = 「{ $ref }」に当てはまるものが{ $count }個あります：{ $things }。意図したものの ID を書いてください。
help-fixes = バトルは包囲戦です。プレイヤーの欄（そのプレイヤーの「:」の後）に書いたバトルはそのプレイヤーが守り、対戦相手がコントロールします。コントローラー自身が守るバトルは守備値の後に「非包囲戦」と書きます。統率者が盤面にあれば統率者戦（ライフ40点）です。「-> 名前」は、その名前のプレイヤーがいればそのプレイヤーを指します。
error-detail-after-battle = バトルの守備値の後に書けるのは「非包囲戦」（バトル・タイプを持たないバトル、{ $rule }）だけです。書かなければ、そのバトルは包囲戦です。

## combat depth: triggers（賛美、喊声、会戦、武士道、ランページ、側面攻撃、加虐、有毒、バンド）

event-exalted = { $creature }が単独で攻撃しているので、そのコントローラーのパーマネント（{ $sources }）の賛美能力がそれぞれ誘発し、{ $creature }は合計+{ $power_change }/+{ $toughness_change }の修整を受け、{ $power }/{ $toughness }になります。
event-battle_cry = { $count ->
    [0] { $source }は喊声を持って攻撃していますが、他に攻撃しているクリーチャーはいません。
   *[other] { $source }が喊声を持って攻撃しているので、他の攻撃クリーチャー（{ $creatures }）はそれぞれターン終了時まで+1/+0の修整を受けます。
}
event-melee = { $count ->
    [0] { $creature }は会戦を持って攻撃していますが、そのコントローラーはクリーチャーで対戦相手を攻撃していないので（プレインズウォーカーとバトルは数えません）、修整はありません。
   *[other] { $creature }は会戦を持って攻撃しているので、そのコントローラーがクリーチャーで攻撃した対戦相手（{ $opponents }）1人につき+1/+1、合計+{ $power_change }/+{ $toughness_change }の修整を受け、{ $power }/{ $toughness }になります。
}
event-bushido = { $why ->
    [blocks] { $creature }がブロックしたので、武士道によりターン終了時まで+{ $power_change }/+{ $toughness_change }の修整を受け、{ $power }/{ $toughness }になります。
   *[blocked] { $creature }がブロックされたので、武士道によりターン終了時まで+{ $power_change }/+{ $toughness_change }の修整を受け、{ $power }/{ $toughness }になります。
}
event-rampage = { $beyond ->
    [0] { $creature }は1体のクリーチャーにしかブロックされていません。ランページ{ $number }は2体目以降のブロック・クリーチャーしか数えないので、修整はありません。
   *[other] { $creature }がブロックされたので、ランページ{ $number }により、解決時に数えた2体目以降のブロック・クリーチャー（{ $beyond }体）1体につき+{ $number }/+{ $number }、合計+{ $power_change }/+{ $toughness_change }の修整を受け、{ $power }/{ $toughness }になります。
}
event-flanking = { $creature }は側面攻撃を持つ{ $source }をブロックし、自身は側面攻撃を持たないので、ターン終了時まで-1/-1の修整を受け、{ $power }/{ $toughness }になります。
event-afflict = { $source }がブロックされたので、加虐により防御プレイヤーの{ $player }は{ $amount }点のライフを失います。残りのライフは{ $life }です。
event-card_trigger = { $when ->
    [attacks] { $creature }が攻撃したので
    [blocks] { $creature }がブロックしたので
    [blocked] { $creature }がブロックされたので
    [blocked_by] { $source }が{ $creature }にブロックされ、{ $creature }は戦闘終了時に破壊されることになったので
    [blocks_creature] { $source }が{ $creature }をブロックし、{ $creature }は戦闘終了時に破壊されることになったので
    [end_of_combat] 戦闘終了ステップが始まったので
    [hits] { $creature }がプレイヤーに戦闘ダメージを与えたので
    [dealt] { $creature }が戦闘ダメージを受けたので
    [damaged] { $creature }がダメージを受けたので
    [deals] { $creature }がプレイヤーにダメージを与えたので
    [dies] { $creature }が死亡したので
    [loses] 対戦相手の{ $creature }がライフを失ったので
   *[unblocked] { $creature }が攻撃してブロックされなかったので
}、{ $source }の誘発型能力が誘発し、解決されます{ $when ->
    [end_of_combat] 。その結果、{ $creature }は破壊されます。
   *[other] 。
}
event-trigger_says = { $source }の能力には「{ $text }」ともあります。この戦闘には何の影響もないので、伝えるだけでシミュレートはしません。
event-trigger_asks = { $source }の能力には「{ $text }」とあります。{ $how ->
    [condition] これは盤面では示せない条件なので、Redzoneは推測しません。
   *[other] これはそのプレイヤーの選択なので、Redzoneは選びません。
}*を選ばれたもの、Nを数として、「{ $actions }」を次の時点のアクションとして書けばシミュレートされます。
event-card_assumes = { $how ->
    [keyword] 仮定として、{ $permanent }は「{ $text }」を持ちますが、盤面では示せません。盤面に書かれていないので、条件は満たされていないものとします。満たされているならクリーチャーに書いてください。
   *[other] 仮定として、{ $permanent }のカードには、盤面では示せない条件（{ $text }）がなければ{ $how ->
        [attack] 攻撃
       *[block] ブロック
    }できないとあります。盤面では{ $how ->
        [attack] 攻撃
       *[block] ブロック
    }しているので、条件は満たされているものとします。
}
event-poisonous = { $source }が{ $player }に戦闘ダメージを与えたので、有毒により{ $player }は毒カウンターを{ $amount }個得ます。毒カウンターは計{ $poison }個です。
event-trigger_order = { $count ->
    [1] { $players }の誘発型能力が{ $abilities }個、スタックに置かれるのを待っています。そのプレイヤーが好きな順にスタックに置き（Redzoneはそのプレイヤーに最も有利な順を選びます）、1つずつ解決し、そのたびに状況起因処理が行われます。
   *[other] 誘発型能力が{ $abilities }個、スタックに置かれるのを待っています。各プレイヤーはアクティブ・プレイヤーから順にAPNAP順で自分の能力をスタックに置くので、プレイヤーごとにこの順で1つずつ解決し、そのたびに状況起因処理が行われます。解決する順：{ $players }。
}
event-band = { $members }はバンドを組んで{ $target }を攻撃します。
event-band_block = { $blocker }は{ $via }をブロックしたので、同じバンドにいる{ $attacker }もブロックします。
event-band_assign = { $how ->
    [defender] { $source }はバンドを持つクリーチャーにブロックされているので、そのダメージをブロック・クリーチャーにどう割り振るかは、コントローラーではなく防御プレイヤーの{ $divider }が決めます。トランプルを持っていてもプレイヤーには割り振りません。Redzoneは、そのプレイヤーのクリーチャーの死亡が最も少なくなるよう、{ $amount }点をすべて{ $target }に割り振ります。
    [attacker] { $source }はバンドを持つクリーチャーをブロックしているので、そのダメージを自身がブロックしているクリーチャーにどう割り振るかは、コントローラーではなく攻撃プレイヤーの{ $divider }が決めます。Redzoneは、そのプレイヤーのクリーチャーの死亡が最も少なくなるよう、{ $amount }点をすべて{ $target }に割り振ります。
   *[blocker] { $source }はバンド全体をブロックしているので、そのダメージはコントローラーの{ $divider }が、自身がブロックしているクリーチャーに割り振ります。{ $target }に{ $amount }点を割り振ります。
}
error-detail-home-attacks = { $name }には「攻撃しない」と攻撃先の両方が書かれています。「攻撃しない」か「-> 攻撃先」のどちらか一方だけを書いてください。
error-detail-band-defender = { $name }は防御側にいます。バンドを組めるのは攻撃プレイヤーだけです（ルール702.22c）。
error-detail-band-home = { $name }は攻撃しないので、攻撃バンドに入れません（ルール702.22c）。
error-detail-band-banding = { $name }はバンド{ $band }に入れません。バンドはバンドを持つクリーチャー1体以上と持たないクリーチャー最大1体、または「他の～とのバンド」を持つクリーチャーと同じ性質の他のクリーチャーで組みます（ルール702.22c）。
error-detail-band-target = { $name }と{ $other }は同じバンドにいるので、同じプレイヤー、プレインズウォーカー、バトルを攻撃しなければなりません（ルール702.22d）。
help-triggers = 戦闘の誘発：賛美、喊声、会戦、武士道N、ランページN、側面攻撃、加虐N、有毒N。「攻撃しない」は攻撃側のクリーチャーを攻撃に参加させません（その賛美は数えます）。バンドを組むときは、バンドか他とのバンドを持つ各クリーチャーに「組 1」と書きます。滅殺による生け贄はシミュレートしません。

## combat depth: actions

event-card_prevents = { $how ->
    [to] { $card }の文章により、それに与えられるダメージはすべて軽減されます。{ $source }が{ $target }に与えるはずだった{ $amount }点のダメージは与えられません。
    [by] { $card }の文章により、それが与えるダメージはすべて軽減されます。{ $source }が{ $target }に与えるはずだった{ $amount }点のダメージは与えられません。
   *[half] { $card }の文章により、そのコントローラーとそのパーマネントに与えられるダメージの半分（端数切り上げ）が軽減されます。{ $source }が{ $target }に与えるはずだったダメージのうち{ $amount }点が軽減されます。
}
event-damage_doubled = { $card }の文章により、{ $source }が{ $target }に与えるダメージは2倍になります。代わりに{ $total }点のダメージが与えられます。
event-prevented = { $how ->
    [all] このターン、戦闘ダメージはすべて軽減されるので、{ $source }が{ $target }に与えるはずだった{ $amount }点のダメージは与えられません。
    [to] { $target }の軽減の盾が、{ $source }から与えられるはずだったダメージのうち{ $amount }点を軽減し、盾の残りは{ $left }点になります。
   *[from] { $source }が与えるダメージへの軽減の盾が、{ $source }が{ $target }に与えるはずだったダメージのうち{ $amount }点を軽減し、盾の残りは{ $left }点になります。
}
event-unpreventable = { $source }が{ $target }に与える{ $amount }点のダメージは軽減されません。軽減効果は適用されますが何も軽減せず、盾も減りません。
event-moment = { $moment ->
    [after_attacks] 攻撃クリーチャーの指定後、アクティブ・プレイヤーが優先権を得ます。この時点に書かれたアクションを、書かれた順にここで行います。
    [after_blocks] ブロック・クリーチャーの指定後、アクティブ・プレイヤーが優先権を得ます。この時点に書かれたアクションを、書かれた順にここで行います。
    [beginning_of_combat] 戦闘開始ステップで、攻撃クリーチャーの指定より前に、アクティブ・プレイヤーが優先権を得ます。この時点に書かれたアクションを、書かれた順にここで行います。
    [end_of_combat] 戦闘終了ステップで、すべての戦闘ダメージの後に、アクティブ・プレイヤーが優先権を得ます。この時点に書かれたアクションを、書かれた順にここで行います。
   *[after_first_strike] 先制攻撃の戦闘ダメージの後、第2戦闘ダメージ・ステップの前に、アクティブ・プレイヤーが優先権を得ます。この時点に書かれたアクションを、書かれた順にここで行います。
}
event-actions_skipped = { $remaining ->
    [0] { $moment ->
        [after_attacks] ゲームはすでに終了しているので、攻撃後に書かれたアクションは行われません。
        [after_blocks] ゲームはすでに終了しているので、ブロック後に書かれたアクションは行われません。
        [beginning_of_combat] ゲームはすでに終了しているので、戦闘開始時に書かれたアクションは行われません。
        [end_of_combat] ゲームはすでに終了しているので、戦闘終了時に書かれたアクションは行われません。
       *[after_first_strike] ゲームはすでに終了しているので、先制攻撃後に書かれたアクションは行われません。
    }
   *[other] ここでゲームが終了したので、この時点に書かれた残りの{ $remaining }個のアクションは行われません。
}
event-left_battlefield = { $how ->
    [destroyed] { $permanent }は破壊されます。戦場を離れるので、戦闘からも取り除かれます。
    [exiled] { $permanent }は追放されます。戦場を離れるので、戦闘からも取り除かれます。
    [bounced] { $permanent }はオーナーの手札に戻ります。戦場を離れるので、戦闘からも取り除かれます。
   *[sacrificed] { $permanent }は生け贄に捧げられます。戦場を離れるので、戦闘からも取り除かれます。
}
event-not_destroyed = { $permanent }は破壊不能なので破壊されず、戦場にも戦闘にも残ります。
event-regeneration_shield = 再生の盾により、このターン次に{ $permanent }が破壊される場合、代わりに{ $permanent }は再生します。
event-regenerated = { $why ->
    [lethal] { $permanent }は致死ダメージを負っていて破壊されるところですが
    [deathtouch] { $permanent }は接死を持つ発生源からダメージを受けていて破壊されるところですが
   *[destroy] { $permanent }は破壊されるところですが
}、代わりに再生します。すべてのダメージが取り除かれ、タップされます{ $how ->
    [removed] 。また、戦闘から取り除かれます。
   *[tapped] 。
}
event-not_regenerated = { $why ->
    [cant] { $permanent }は再生できません。再生の盾は適用されず、破壊されます。
   *[toughness] { $permanent }はタフネスが0以下なので、オーナーの墓地に置かれます。これは破壊ではないので、再生の盾では置換できません。
}
event-removed = { $permanent }は戦闘から取り除かれます。戦場には残りますが、戦闘ダメージを与えることも受けることもありません。
event-stays_blocked = { $attacker }をブロックしているクリーチャーはいなくなりましたが、{ $attacker }はブロックされたクリーチャーのままです。トランプルを持つ場合にのみ戦闘ダメージを割り振ります。
event-pump = { $permanent }はターン終了時まで{ $power }/{ $toughness }の修整を受け、{ $total_power }/{ $total_toughness }になります。
event-counters = { $sign ->
    [plus] { $permanent }に+1/+1カウンターが{ $amount }個置かれ、計{ $total }個になります。
   *[minus] { $permanent }に-1/-1カウンターが{ $amount }個置かれ、計{ $total }個になります。
}
event-annihilate = { $permanent }の+1/+1カウンターと-1/-1カウンターが{ $amount }個ずつ、状況起因処理で取り除かれます。
event-keywords = { $how ->
    [gains] { $permanent }はターン終了時まで{ $keywords }を得ます。
   *[loses] { $permanent }はターン終了時まで{ $keywords }を失います。
}
event-static_pump = { $permanent }は{ $source }により{ $power }/{ $toughness }の修整を受け、{ $total_power }/{ $total_toughness }になります。
event-static_keywords = { $permanent }は{ $source }により{ $keywords }を持ちます。
event-strike_timing = { $why ->
    [gained_first] { $creature }は先制攻撃を持たずに先制攻撃の戦闘ダメージ・ステップを迎えた後で先制攻撃を得ましたが、それでも第2戦闘ダメージ・ステップで戦闘ダメージを与えます。
    [lost_first] { $creature }は先制攻撃の戦闘ダメージを与えた後で先制攻撃を失いました。二段攻撃を持たないので、第2戦闘ダメージ・ステップでは戦闘ダメージを与えません。
    [lost_double] { $creature }は第1戦闘ダメージ・ステップの後で二段攻撃を失いました。第2戦闘ダメージ・ステップでは戦闘ダメージを与えません。
    [gained_double] { $creature }は先制攻撃の戦闘ダメージを与えた後で二段攻撃を得ました。第2戦闘ダメージ・ステップで再び戦闘ダメージを与えます。
   *[double_fresh] { $creature }はダメージを与えなかった第1戦闘ダメージ・ステップの後で二段攻撃を得ました。先制攻撃も二段攻撃も持っていなかったクリーチャーとして、第2戦闘ダメージ・ステップで戦闘ダメージを与えます。
}
event-shield = { $how ->
    [all] 軽減効果により、このターン与えられるすべての戦闘ダメージが軽減されます。
    [to] 軽減の盾により、このターン、{ $target }に与えられる次の{ $amount }点のダメージが軽減されます。
    [from] 軽減の盾により、このターン、{ $target }が与える次の{ $amount }点のダメージが軽減されます。
   *[unpreventable] このターン、{ $target }が与えるダメージは軽減されません。
}
event-enters = { $how ->
    [attacking] { $permanent }は{ $target }を攻撃している状態で戦場に出ます。攻撃したことにはならないので、攻撃の制限も攻撃時の誘発も適用されません。
    [attacking_unblocked] { $permanent }はブロック・クリーチャーの指定後に{ $target }を攻撃している状態で戦場に出ます。ブロックされていないクリーチャーです。
    [blocking] { $permanent }は{ $target }をブロックしている状態で戦場に出ます。ブロックしたことにはならないので、ブロックの制限は適用されず、{ $target }はブロックされた状態になります。
    [not_attacking] { $permanent }は戦場に出ますが、{ $target }はもう攻撃できないので、{ $permanent }は攻撃クリーチャーにはなりません。
    [battlefield] { $permanent }は{ $target }のコントロール下で戦場に出ます。戦闘には参加していません。
   *[not_blocking] { $permanent }は戦場に出ますが、{ $target }はもう攻撃していないので、{ $permanent }はブロック・クリーチャーにはなりません。
}
summary-left-battlefield = 追放されたか手札に戻ったもの：{ $names }
error-illegal_action = そのアクションはできません。
error-detail-expected-moment = 「;」の後には時点（{ $moments }）と「:」を書きます。
error-detail-moment-colon = 時点の後に「:」が必要です。例：; ブロック後: 壁 破壊
error-detail-moment-order = 時点は起こる順に、それぞれ1回だけ書きます：{ $moments }。
error-detail-expected-action = このアクションを読めません。アクション：名前 破壊／追放／バウンス／生け贄／戦闘から取り除く、名前 +N/+N、名前 +1/+1カウンター、名前 能力 を得る／を失う、軽減 すべて、軽減 N 名前 に／から、名前 軽減されない、出す クリーチャー。
error-detail-prevent-shape = 軽減 すべて、軽減 N 名前 に、軽減 N 名前 から のように書いてください。
error-detail-put-shape = 出す の後に、ブロックまたは攻撃するクリーチャーを書いてください。例：出す 霊 1/1 飛行 ブロック 騎士、出す 兵士 1/1 -> Bob。
error-detail-counter-shape = カウンターは+1/+1か-1/-1です。例：騎士 +1/+1カウンター、騎士 -1/-1カウンター ×2。
error-detail-action-keyword = 「を得る」「を失う」には数値のない能力を書きます（例：「騎士 先制攻撃 を得る」）。
error-detail-action-gone = { $name }はすでに戦場かゲームを離れているので、どのアクションも影響を与えられません。今は新しいオブジェクトです（ルール400.7）。
error-detail-action-target = そのアクションは{ $name }に影響を与えられません。プレイヤーには軽減の盾しか与えられず、戦闘から取り除けるのは攻撃クリーチャーかブロック・クリーチャーだけで、+N/+N・カウンター・能力を得るのはクリーチャーだけで、出す … ブロック には攻撃クリーチャーが必要です（ルール506.4、509.4）。
error-detail-no-first-strike-step = 戦闘ダメージ・ステップの開始時に先制攻撃や二段攻撃を持つ攻撃クリーチャーもブロック・クリーチャーもいないので、先制攻撃の戦闘ダメージ・ステップも「先制攻撃後」もありません（{ $rule }）。
error-detail-put-blocking-early = Redzoneでブロックしている状態でクリーチャーを戦場に出せるのは、ブロック後か先制攻撃後だけです。これはルールではなく記法上の決まりです。ブロック・クリーチャーの指定前なら、そのクリーチャーを防御プレイヤーのクリーチャーとして書き、ほかのクリーチャーと同じようにブロックさせてください。
error-detail-block-gone = { $name }は{ $attacker }をブロックできません。攻撃クリーチャーの指定後に戦闘から取り除かれています（ルール506.4）。
error-detail-assign-shape = 割り振る の前にクリーチャーを、後に各割り当てを「数 に 受けるもの」の形で書き、コンマで区切ってください。例：巨人 割り振る 1 に 牛, 4 に 騎士。
error-detail-assign-target = { $source }は{ $name }に戦闘ダメージを割り振れません。ブロックされたクリーチャーはそれをブロックしているクリーチャーの間で（トランプルを持つなら攻撃先にも）、ブロック・クリーチャーは自身がブロックしているクリーチャーの間で、ブロックされていないクリーチャーは攻撃先に割り振ります（{ $rule }）。
error-detail-assign-total = { $source }はパワーに等しい{ $power }点の戦闘ダメージを割り振りますが、書かれた割り当ての合計は{ $amount }点です（{ $rule }）。
error-detail-assign-lethal = { $source }が{ $name }以外にダメージを割り振れるのは、{ $name }に致死ダメージ（{ $need }点）を割り振った後だけです（{ $rule }）。
error-detail-assign-unused = { $source }はこの時点の後に戦闘ダメージを与えないので、ここにダメージの割り振りは書けません（{ $rule }）。
error-detail-gone-blocks = { $name }は戦闘開始時に戦場を離れたので、ブロックできません。
help-actions = 戦闘中のアクションは盤面の後に書きます：; 攻撃後: … ; ブロック後: … ; 先制攻撃後: …。使えるもの：名前 破壊、追放、バウンス、生け贄、戦闘から取り除く、名前 +2/+2、名前 +1/+1カウンター、名前 先制攻撃 を得る、軽減 すべて、軽減 3 名前 に、名前 軽減されない、出す 霊 1/1 ブロック 騎士。「; 戦闘開始時: …」と「; 戦闘終了時: …」も書けます。プレイヤーが選ぶダメージの割り振り：巨人 割り振る 1 に 牛, 4 に 騎士。
event-block_stands = { $why ->
    [evasion] { $creature }はブロック・クリーチャーの指定後に回避能力を得ました。すでに指定されたブロックはそのままです。
    [protection] { $creature }は、今ではプロテクションによってブロックできないクリーチャーをブロックしています。指定されたブロックはそのままで、両者の間のダメージは軽減されます。
   *[restriction] { $creature }はブロック・クリーチャーの指定後に、ブロックを可能にしていたものを失いましたが、ブロック・クリーチャーのままです。
}

## combat depth: protection

event-protection_prevents = { $source }は{ $target }に{ $amount }点のダメージを与えるはずですが、{ $target }は{ $quality }を持つので、そのダメージは軽減され、与えられません。そのため、絆魂によるライフの獲得も、接死による破壊も、カウンターも生じません。
protection-from = { $quality ->
    [white] プロテクション（白）
    [blue] プロテクション（青）
    [black] プロテクション（黒）
    [red] プロテクション（赤）
    [green] プロテクション（緑）
    [creatures] プロテクション（クリーチャー）
    [everything] プロテクション（すべて）
    [multicolored] プロテクション（多色）
    [monocolored] プロテクション（単色）
    [colorless] プロテクション（無色）
    [artifacts] プロテクション（アーティファクト）
   *[other] プロテクション（{ $quality }）
}
keyword-held = { $keyword ->
    [min_blockers] 最少ブロック数 { $number }
   *[other] { $name }
}
keywords-abilities = { $names }
protection-from-type = プロテクション{ $types }
protection-from-more = プロテクション{ $types }
event-haste = { $attacker }はこのターンにコントローラーのコントロール下に置かれましたが、速攻を持つので攻撃できます。
error-detail-protection-shape = プロテクションの後に、何からのプロテクションかを括弧で書いてください。例：プロテクション（赤）、プロテクション(赤, 白)、プロテクション（ゴブリン）。
error-detail-type-shape = カード・タイプとサブタイプは括弧の中に書いてください。例：タイプ(アーティファクト ゴーレム)。
error-detail-lands-shape = 防御プレイヤーの土地タイプは括弧の中に書いてください。例：Bob 土地(島, 沼)：…
error-detail-has-defender = { $name }は防衛を持つので攻撃できません（{ $rule }）。
error-detail-tapped-attack = { $name }はタップ状態です。攻撃クリーチャーとして指定できるのはアンタップ状態のクリーチャーだけです（{ $rule }）。
error-detail-summoning-sick = { $name }はこのターンにコントローラーのコントロール下に置かれ、速攻を持たないので攻撃できません（{ $rule }）。
error-detail-tapped-block = { $name }はタップ状態です。ブロックできるのはアンタップ状態のクリーチャーだけです（{ $rule }）。
error-detail-cant-block = { $name }はブロックできません（{ $rule }）。
error-detail-cant-be-blocked = { $attacker }はブロックされないので、{ $name }はブロックできません（{ $rule }）。
error-detail-flyers-only = { $attacker }は飛行を持つクリーチャーでしかブロックされず、{ $name }は飛行を持ちません（{ $rule }）。
error-detail-max-blockers = { $count ->
    [1] { $attacker }は2体以上のクリーチャーによってはブロックされません（{ $rule }）。
   *[other] { $attacker }は{ $count }体より多くのクリーチャーによってはブロックされません（{ $rule }）。
}
error-detail-min-blockers = { $attacker }は{ $count }体以上のクリーチャーでしかブロックされません（{ $rule }）。
error-detail-alone-attack = { $name }は単独では攻撃できません。他のクリーチャーも攻撃する場合にのみ攻撃できます（{ $rule }）。
error-detail-only-alone = { $name }は単独でしか攻撃できません。他のクリーチャーはいっしょに攻撃できません（{ $rule }）。
error-detail-attack-unless-land = { $name }は、防御プレイヤーが{ $land }をコントロールしていないかぎり攻撃できません（{ $rule }）。盤面の{ $player }は{ $land }をコントロールしていません。コントロールしているなら、土地({ $land })のように書いてください。
error-detail-unless-another = { $name }は、コントローラーが他の{ $type }をコントロールしていないかぎり攻撃もブロックもできません（{ $rule }）。盤面にはありません。コントロールしているなら、タイプ({ $type })のように書いてください。
error-detail-all-attack = { $name }は攻撃しなければなりません。{ $leader }が攻撃しており、その文章によりそのコントローラーのクリーチャーはすべて可能なら攻撃します（{ $rule }）。
error-detail-alone-block = { $name }は単独ではブロックできません。他のクリーチャーもブロックする場合にのみブロックできます（{ $rule }）。
error-detail-must-attack = { $name }は可能なら各戦闘で攻撃しなければならず、攻撃を妨げるものもありません（{ $rule }）。
error-detail-requirement-must-be-blocked = { $attacker }は可能ならブロックされなければならず、このブロックはその要求に反しています。適正な指定は{ $count }件の要求に従います：{ $blocks }（{ $rule }）。
error-detail-requirement-lure = { $name }は{ $attacker }をブロックでき、{ $attacker }をブロックできるすべてのクリーチャーはそれをブロックしなければなりません。適正な指定は{ $count }件の要求に従います：{ $blocks }（{ $rule }）。
error-detail-requirement-must-block = { $name }は可能ならブロックしなければならず、ブロックできます。適正な指定は{ $count }件の要求に従います：{ $blocks }（{ $rule }）。
error-detail-protection = { $name }は{ $attacker }をブロックできません。プロテクションを持つ攻撃クリーチャーは、記述された性質を持つクリーチャーによってはブロックされません（{ $rule }）。
error-detail-skulk = { $name }は{ $attacker }をブロックできません。潜伏を持つクリーチャーは、それよりパワーの大きいクリーチャーによってはブロックされません（{ $rule }）。
error-detail-power-at-most = { $name }は{ $attacker }をブロックできません。{ $attacker }はパワーが{ $count }以下のクリーチャーによってはブロックされません（{ $rule }）。
error-detail-power-at-least = { $name }は{ $attacker }をブロックできません。{ $attacker }はパワーが{ $count }以上のクリーチャーによってはブロックされません（{ $rule }）。
error-detail-flying-or-reach = { $name }は{ $attacker }をブロックできません。{ $attacker }は飛行か到達を持たないクリーチャーによってはブロックされません（{ $rule }）。
error-detail-walls = { $name }は{ $attacker }をブロックできません。{ $attacker }は壁によってはブロックされません（{ $rule }）。
error-detail-blocks-only-flyers = { $name }は{ $attacker }をブロックできません。{ $name }は飛行を持つクリーチャーしかブロックできません（{ $rule }）。
error-detail-shadow = { $name }は{ $attacker }をブロックできません。シャドーを持つクリーチャーは、シャドーを持たないクリーチャーによってはブロックされません（{ $rule }）。
error-detail-shadow-blocker = { $name }は{ $attacker }をブロックできません。シャドーを持つクリーチャーは、シャドーを持つクリーチャーしかブロックできません（{ $rule }）。
error-detail-horsemanship = { $name }は{ $attacker }をブロックできません。馬術を持つクリーチャーは、馬術を持たないクリーチャーによってはブロックされません（{ $rule }）。
error-detail-fear = { $name }は{ $attacker }をブロックできません。畏怖を持つクリーチャーは、アーティファクト・クリーチャーか黒のクリーチャーでしかブロックされません（{ $rule }）。
error-detail-intimidate = { $name }は{ $attacker }をブロックできません。威嚇を持つクリーチャーは、アーティファクト・クリーチャーかそれと共通の色を持つクリーチャーでしかブロックされません（{ $rule }）。
error-detail-landwalk = { $name }は{ $attacker }をブロックできません。土地渡りを持つクリーチャーは、防御プレイヤーがその種類の土地をコントロールしているかぎりブロックされません（{ $rule }）。
error-detail-too-many-blocks = { $name }がブロックできるのは{ $count }体のクリーチャーだけです（{ $rule }）。効果でそれ以上ブロックできるときは「追加でブロックできる N」か「好きな数のクリーチャーをブロックできる」と書いてください。
error-detail-same-attacker = { $name }はすでに{ $attacker }をブロックしています（{ $rule }）。
help-protection = 色、タイプ、制限：ゴブリン 2/2 赤 タイプ(ゴブリン) 速攻、騎士 2/2 プロテクション（赤）、壁 0/4 タップ状態、Bob 土地(島)：土地渡り用。1体で複数をブロック：衛兵 2/4 追加でブロックできる 1 ブロック 騎士 ブロック 狼。

## 戦闘の画像（bot/picture）：画像に描く短いラベル

picture-step = { $step ->
    [first_strike] 先制攻撃ダメージ
   *[regular] 通常のダメージ
}
picture-moment = { $moment ->
    [after_attacks] 攻撃の後
    [after_blocks] ブロックの後
   *[after_first_strike] 先制攻撃の後
}
picture-fate = { $fate ->
    [dies] 死亡
    [destroyed] 破壊
    [sacrificed] 生け贄
    [exiled] 追放
    [bounced] 手札に戻る
    [siege] 追放（包囲戦）
    [removed] 戦闘から取り除かれた
   *[left] ゲームから離れた
}
picture-left = { $how ->
    [destroyed] 破壊：{ $name }
    [exiled] 追放：{ $name }
    [bounced] 手札に戻る：{ $name }
   *[sacrificed] 生け贄：{ $name }
}
picture-not-destroyed = { $name }は破壊されない
picture-removed = 戦闘から取り除く：{ $name }
picture-pump = { $name }：{ $power }/{ $toughness }
picture-counters = { $sign ->
    [plus] { $name }：+1/+1カウンター ×{ $amount }
   *[minus] { $name }：-1/-1カウンター ×{ $amount }
}
picture-keywords = { $how ->
    [gains] { $name }は{ $keywords }を得る
   *[loses] { $name }は{ $keywords }を失う
}
picture-shield = { $how ->
    [all] すべての戦闘ダメージを軽減
    [to] { $target }に与えられる次の{ $amount }点のダメージを軽減
    [from] { $target }が与える次の{ $amount }点のダメージを軽減
   *[unpreventable] { $target }：ダメージは軽減されない
}
picture-enters = { $how ->
    [attacking] { $name }が{ $target }を攻撃している状態で戦場に出る
    [attacking_unblocked] { $name }が{ $target }を攻撃している状態で戦場に出る
    [blocking] { $name }が{ $target }をブロックしている状態で戦場に出る
   *[other] { $name }が戦場に出る（戦闘には参加しない）
}
picture-skipped = ゲームが終了したため、残りは行われない
picture-loyalty = 忠誠度
picture-defense = 守備値
picture-protector = 守る者：{ $name }
picture-poison = 毒 { $before } → { $after }
picture-commander = { $name }からの統率者ダメージ：{ $before } → { $after }
picture-lost = 敗北
picture-won = 勝利
picture-keyword-short = { $keyword ->
    [first_strike] 先制
    [double_strike] 二段
    [trample] トランプル
    [trample_over_planeswalkers] PWトランプル
    [deathtouch] 接死
    [lifelink] 絆魂
    [flying] 飛行
    [vigilance] 警戒
    [indestructible] 破壊不能
    [menace] 威迫
    [reach] 到達
    [commander] 統率者
   *[other] { $name }
}
picture-keyword-legend = { $short }：{ $name }
picture-left-out = { $count ->
   *[other] ほかに{ $count }個のパーマネントは描かれていません。
}
opt-combat-picture = 画像
opt-combat-picture-desc = 盤面の画像を添付します（あなたかサーバーがオフにしない限りオン）
opt-settings-pictures = 画像
opt-settings-pictures-desc = このサーバーの戦闘の返答に盤面の画像を付けるかどうか
settings-pictures = { $on ->
    [yes] このサーバーの戦闘の返答に、これから盤面の画像を付けます。
   *[no] このサーバーの戦闘の返答に、もう盤面の画像を付けません。
}
settings-nothing = 言語か、画像のオン・オフか、その両方を選んでください。
console-picture = 画像：{ $path }

## イベント文書：/mtr、/ipg、/jar。本文は公開されたまま（英語）で表示します。
cmd-mtr = mtr
cmd-mtr-desc = マジック・イベント規定を、番号、タイトル、質問で調べます
opt-mtr-section = 項目
opt-mtr-section-desc = セクション（4.2）、タイトル（slow play）、質問、または「変更」
cmd-ipg = ipg
cmd-ipg-desc = マジック違反処置指針の違反やその一部を、番号、タイトル、質問で調べます
opt-ipg-section = 項目
opt-ipg-section-desc = 違反（2.1、hce）、その一部（hce philosophy）、質問、または「変更」
cmd-jar = jar
cmd-jar-desc = 『ルール適用度が一般の場合のジャッジ法』を、セクションや質問で調べます
opt-jar-section = 項目
opt-jar-section-desc = セクションまたは質問（missed trigger）。空欄なら目次
doc-footer = { $document }（{ $date }発効）
doc-footer-updated = { $document }（{ $date }発効、{ $updated }更新）
doc-link = magicjudges.org：{ $url }
doc-contents = 目次：
doc-contents-hint = /{ $command }に番号かタイトルでセクションを指定するか、質問してください（英語）。
doc-sections = セクション：
doc-best-match = 「{ $query }」に最も合うもの：
doc-other-matches = ほかの候補：
doc-none = { $document }にセクション{ $query }はありません
doc-none-text = 「{ $query }」に当てはまるものは{ $document }にありません
doc-nearest = 近いセクション：{ $list }
doc-no-part = { $section }に「{ $query }」という部分はありません
doc-parts = その部分：{ $list }
doc-unavailable = { $document }を利用できません
doc-no-copy = { $document }の写しがまだありません。「redzone documents update」を実行するか、{ $variable }にローカルのファイルを指定してください。
doc-select = 開くセクションを選んでください
doc-changes-none = { $document }の以前の版はまだ保存されていません。更新で新しい版が届くと変更点を表示できます。
doc-changes-hint = /{ $command } 2.1 変更 のように書くと、セクションの変更点を語ごとに表示します。
documents-updated = { $document }：{ $date }の版を保存しました。
documents-update-failed = { $document }の更新に失敗したため、最後の正常な写しを使い続けます（原因：{ $reason }）。

## 2つの版の間の変更点（総合ルール、MTR、IPG）
changes-word = 変更
changes-cr = 総合ルール
changes-title = 変更点：{ $document }
changes-of = { $number }の変更点
changes-versions = { $old }の版から{ $new }の版へ
changes-counts = 新規{ $added }、文言変更{ $changed }、番号変更{ $renumbered }、削除{ $removed }
changes-added = 新規（{ $count }）：
changes-changed = 文言変更（{ $count }）：
changes-renumbered = 番号変更（{ $count }）：
changes-removed = 削除（{ $count }）：
changes-reworded = （文言変更あり）
changes-glossary = 用語集（{ $count }語）：
changes-legend = 記号：[-削除された語-] {"{"}+追加された語+{"}"}
changes-unchanged = { $number }は変更されていません。
change-added = { $number }は新規です：
change-removed = { $number }は削除されました。以前の文：
change-renumbered = { $old }は{ $new }になりました：
change-changed = { $number }の文言が変わりました：
rule-changes-none = 総合ルールの以前の版はまだ保存されていません。更新で新しい版が届くと変更点を表示できます（「redzone rules update」）。
rule-changes-hint = /ルール 702.19 変更 のように書くと、ルールの新旧の文を語ごとに表示します。
rule-changes-select = 変更点を見るルールを選んでください

## /カード：使用可否、画像、ページ
card-legality = 使用可否：
card-legality-legal = 使用可能：{ $formats }
card-legality-restricted = 制限：{ $formats }
card-legality-banned = 禁止：{ $formats }
card-legality-not_legal = 使用不可：{ $formats }
legality-legal = 使用可能
legality-restricted = 制限
legality-banned = 禁止
legality-not_legal = 使用不可
card-format-status = { $format }：{ $status }
format-alchemy = アルケミー
format-brawl = ブロール
format-commander = 統率者戦
format-duel = デュエル・コマンダー
format-explorer = エクスプローラー
format-future = 次期スタンダード
format-gladiator = グラディエーター
format-historic = ヒストリック
format-historicbrawl = ヒストリック・ブロール
format-legacy = レガシー
format-modern = モダン
format-oathbreaker = オースブレイカー
format-oldschool = オールドスクール
format-pauper = パウパー
format-paupercommander = パウパー統率者戦
format-penny = ペニー・ドレッドフル
format-pioneer = パイオニア
format-predh = PreDH
format-premodern = プレモダン
format-standard = スタンダード
format-standardbrawl = スタンダード・ブロール
format-timeless = タイムレス
format-vintage = ヴィンテージ
card-on-site = { $site }：{ $url }
card-legal-word = 使用可否
help-judge = ジャッジの机：/mtr 4.2、/ipg hce philosophy、/jar missed trigger。変更点：/ルール 変更、/ルール 702.19 変更、/mtr 変更。カードの使用可否：/カード 名前 使用可否。

## combat depth: tapping, characteristics, noncombat damage and life
event-tapped = { $how ->
    [tapped] { $permanent }はタップされます。
    [untapped] { $permanent }はアンタップされます。
    [tapped_in_combat] { $permanent }はタップされます。戦闘に残り、戦闘ダメージも与えます。
   *[untapped_in_combat] { $permanent }はアンタップされます。戦闘に残ります。
}
event-becomes = { $how ->
    [color] { $permanent }は他の色の代わりに{ $values }になります。
   *[type] { $permanent }は他のタイプに加えて{ $values }になります。
}
event-deals = { $source }は{ $target }に{ $amount }点のダメージを与えます。これは戦闘ダメージではありません。
event-life_changed = { $how ->
    [gains] { $player }は{ $amount }点のライフを得て、{ $pool ->
            [team] { $team }のチームのライフは{ $life }になります
           *[player] ライフは{ $life }になります
        }。
   *[loses] { $player }は{ $amount }点のライフを失い、{ $pool ->
            [team] { $team }のチームのライフは{ $life }になります
           *[player] ライフは{ $life }になります
        }。
}
color-name = { $color ->
    [white] 白
    [blue] 青
    [black] 黒
    [red] 赤
   *[green] 緑
}
error-detail-deals-shape = 発生源、ダメージを受けるもの、点数の順に書いてください（例：「ショック 赤 インスタントは壁に2点のダメージを与える」）。
error-detail-becomes-shape = 「になる」には色とカード・タイプだけを書きます。「騎士は赤になる」「騎士 は アーティファクト になる」のように書いてください。

## ブロックと攻撃の助言（/combat advise、redzone advise）
error-detail-advice-defender = { $name }はこの盤面の防御プレイヤーではありません。ブロックの助言は、最初の側より後の側（最初の | の後）にいるプレイヤーのためのものです。
advice-title-blocks = { $player }への助言：ブロック
advice-title-attacks = { $player }への助言：攻撃
advice-label-blocks-most_life = ライフ最優先
advice-label-blocks-best_trade = 最良の交換
advice-label-blocks-no_loss = クリーチャーの損失なし
advice-label-attacks-most_life = ダメージ最優先
advice-label-attacks-best_trade = 最良の交換
advice-label-attacks-no_loss = クリーチャーの損失なし
advice-why-loses = どうブロックしても{ $player }はゲームに敗北します（ルール{ $rule }）。この指定が最も損失の少ないものです。
advice-why-no-block = ブロックしなければ、{ $player }は{ $life }点のダメージを受け、クリーチャーはすべて残ります。ブロックされていない攻撃クリーチャーはプレイヤーにダメージを与えます（ルール510.1a）。
advice-why-chump = トランプルを持たないブロックされた攻撃クリーチャーは{ $player }にダメージを与えません（ルール510.1c）。{ $life ->
    [0] { $player }はライフを失わず、失うのはクリーチャー{ $count }体で、ゲームには残ります。
   *[other] { $player }が失うのはライフ{ $life }点とクリーチャー{ $count }体で、ゲームには残ります。
}
advice-why-trade = 致死ダメージを負ったクリーチャーは死亡します（ルール704.5g）。{ $life ->
    [0] { $count ->
        [0] { $player }はライフもクリーチャーも失わず
       *[other] { $player }はライフを失わず、クリーチャー{ $count }体を失い
    }
   *[other] { $count ->
        [0] { $player }はライフ{ $life }点を失い、クリーチャーは失わず
       *[other] { $player }が失うのはライフ{ $life }点とクリーチャー{ $count }体で
    }
}、{ $killed ->
    [0] 攻撃側もクリーチャーを失いません。
   *[other] 攻撃側が失うクリーチャーは{ $killed }体です。
}
advice-why-wins = 最良のブロックに対しても、{ $player }はゲームに敗北します（ルール{ $rule }）。
advice-why-attack = 最良のブロックに対して、{ $damage ->
    [0] { $count ->
        [0] { $player }はダメージを受けず、クリーチャーも失いません
       *[other] { $player }はダメージを受けませんが、失うクリーチャーは{ $count }体です
    }
   *[other] { $count ->
        [0] { $player }が受けるダメージは{ $damage }点で、クリーチャーは失いません
       *[other] { $player }が受けるダメージは{ $damage }点、失うクリーチャーは{ $count }体です
    }
}（ルール510.1a）。
advice-none = 適正な指定が見つかりませんでした。
advice-assumes = 指定の後に呪文や能力は使われず、記法で決められていない選択はすべて既定のままと仮定しています。盤面に書かれたアクションはすべての選択肢に適用されます。詳しい説明は、盤面を /戦闘 に貼り付けてください。
advice-exhaustive = 適正な指定をすべて調べました（{ $count }件）。
advice-not-exhaustive = 網羅的ではありません：制限時間内に調べた{ $count }件の指定のうち最良のものです。
advice-busy-title = 前の助言の処理中
advice-busy = 前の助言が終わるまでお待ちください。一度に一つです。
opt-combat-advise = 助言
opt-combat-advise-desc = 結果の代わりに、最良のブロックまたは攻撃を助言します（あなたにだけ表示）
advise-blocks = ブロック
advise-attacks = 攻撃
