"""What a child or a teacher reads in Spanish, left over after the games, lessons and pages moved to
the catalog (issue 42): a count with its noun in the count's own form, refusals of the class store
and the hub's class-results service in the page's language, the page address's refusals, the
comparisons of Anarchy with each rank's article, and the lessons' questions the notebooks ask.
No browser: each check is on the words themselves, in ``speaking("es")``."""
from __future__ import annotations

import re

import pytest

from kit.cards import RANKS
from kit.words import speaking

SPANISH_RANK_PILE = {  # a pile of one and a pile of two, as a Spanish child reads them
    "A": ("As (1)", "Ases (2)"), "2": ("Dos (1)", "Doses (2)"), "7": ("Siete (1)", "Sietes (2)"),
    "T": ("Diez (1)", "Dieces (2)"), "J": ("Jota (1)", "Jotas (2)"), "Q": ("Reina (1)", "Reinas (2)"),
    "K": ("Rey (1)", "Reyes (2)"),
}


def test_a_rank_pile_of_one_card_is_named_in_the_singular():
    """Go Fish's and Authors' hand shows a pile of each rank with its count: "Rey (1)", not "Reyes (1)";
    English stays as it was ("Kings (1)")."""
    from kit.cards import ranks_counted
    from widgets.go_fish import GoFishTable

    with speaking("es"):
        for rank, (one, two) in SPANISH_RANK_PILE.items():
            assert (ranks_counted(rank, 1), ranks_counted(rank, 2)) == (one, two)
        singular = set()
        for seed in range(1, 6):
            t = GoFishTable(players=3, seed=seed)
            for row in t.board.scene["rows"]:
                for z in row:
                    if z["id"].startswith("rank-") and len(z["cards"]) == 1:
                        singular.add(z["label"])
        assert singular and singular <= {one for one, _two in SPANISH_RANK_PILE.values()} | {
            f"{w} (1)" for w in ("Tres", "Cuatro", "Cinco", "Seis", "Ocho", "Nueve")}, singular
    assert [ranks_counted(r, n) for r, n in (("K", 1), ("7", 3), ("A", 2))] == ["Kings (1)", "7s (3)", "Aces (2)"]
    assert all(ranks_counted(r, 1) for r in RANKS)


def test_anarchy_compares_with_each_ranks_article():
    """Anarchy's "the pile goes up/down" refusal names the top card's rank with its article in
    Spanish, for every rank it can name: "más alta que la Jota", "que el Rey", "que el 7"; the top
    card too ("sobre la J♥"); the English is word for word what it was."""
    from kit.cards import Card, RANK_NAME, RANKS, SUIT_SYMBOL
    from kit.games.anarchy import ORDER, rule_why_not

    feminine = {"J": "la Jota", "Q": "la Reina"}
    seen = 0
    for top_rank in RANKS.replace("A", ""):
        top = Card(top_rank, "H")
        for direction in ("up", "down"):
            card = next((Card(r, "H") for r in RANKS if r not in ("A", top_rank)
                         and (ORDER[r] < ORDER[top_rank] if direction == "up" else ORDER[r] > ORDER[top_rank])), None)
            if card is None:
                continue
            trump_rank = next(r for r in RANKS if r not in (top_rank, card.rank))
            with speaking("es"):
                said = rule_why_not(card, top, direction, "S", trump_rank)
            name = feminine.get(top_rank) or "el " + ({"K": "Rey"}.get(top_rank) or str(top)[:-1])
            article = "la" if top_rank in feminine else "el"
            assert said and f"que {name} (o un As)" in said and f"sobre {article} {top}" in said, said
            english = rule_why_not(card, top, direction, "S", trump_rank)
            rank = RANK_NAME[top_rank] if top_rank in "JQK" else str(top)[:-1]
            assert english == (f"The pile goes {direction} {'↑' if direction == 'up' else '↓'}: a {SUIT_SYMBOL['H']} on "
                               f"the {top} must be {'higher' if direction == 'up' else 'lower'} than {rank} (or an Ace).")
            seen += 1
    assert seen == 22


ENGLISH_WORDS = re.compile(r"\b(the|link|game|this|part|should|nothing|but|arcade|from|there|it)\b",
                           re.IGNORECASE)


@pytest.mark.parametrize("query, says", [
    ("seed=", 'no hay nada después de "seed="'),
    ("seed=%20%20", 'no hay nada después de "seed="'),
    ("seed=abc", 'pero es "abc"'),
    ("seed=1234567890123456789012", "pero tiene 22 cifras"),
    ("seed=1&seed=2", 'más de un "seed="'),
    ("seed=+7", "Algo de este enlace no está bien"),          # a space: not the shape a seed has
    ("colour=red", "una parte que ningún juego usa"),
    ("lang=xx", "Algo de este enlace no está bien"),
    ("&".join(f"a{i}=1" for i in range(30)), "demasiadas partes"),
    ("code=" + "A" * 2100, "demasiado largo"),
])
def test_a_bad_page_address_is_refused_in_a_spanish_sentence(query, says):
    """What a child sees for a bad ``?seed=`` (and any other part of a page's address) on a Spanish
    page: one whole Spanish sentence (the server's check before any kernel starts, as
    server/voila_kernels.py runs it, in the request's language), no English and no traceback."""
    from types import SimpleNamespace

    from tornado.web import HTTPError

    from server.voila_kernels import prepare_page

    with speaking("es"), pytest.raises(HTTPError) as refused:
        prepare_page(SimpleNamespace(request=SimpleNamespace(query=query)), None, None)
    said = refused.value.log_message % refused.value.args
    assert refused.value.status_code == 400 and says in said, said
    assert not ENGLISH_WORDS.search(said.replace('"seed="', "")), said
    assert said[0].isupper() and said.endswith("."), said


# English a Spanish refusal of the class store must not show (the class code, a driver's own words
# about the database and the database's address are quoted as they are)
STORE_ENGLISH = re.compile(
    r"\b(the|nothing|was|added|sent|results?|there|is|class|experiment|lesson|teacher|page|token|"
    r"database|please|try|again|choose|one|of|not|at|most|your|code)\b")
# what a page sends, and the experiments, by the names the code gives them (never shown to a child:
# a page only sends these)
NAMES = re.compile(r"(join, step, guess, answer, result|war_length, can_i_play, first_ace)")


def spanish_refusals(calls) -> list[str]:
    """What each call's refusal (a ClassDataError, required) says on a Spanish page."""
    from class_store import ClassDataError

    said = []
    with speaking("es"):
        for call in calls:
            with pytest.raises(ClassDataError) as refused:
                call()
            said.append(str(refused.value))
    return said


def test_the_class_stores_refusals_are_spanish(tmp_path):
    """A child's or a teacher's page in Spanish reads the class store's refusals (the class
    experiment, the lessons a class joins, a database that is away) in Spanish, whole."""
    from class_store import ClassStore, EXPERIMENTS
    from class_store.lesson_sessions import LessonFacts, LessonSessions

    store = ClassStore(f"sqlite:///{tmp_path / 'class.db'}")
    kind = next(iter(EXPERIMENTS))
    code = store.start(kind)
    lessons = LessonSessions(store)
    lesson = lessons.start(LessonFacts("war_odds", guesses=4, questions=2, mistakes=(1, 1), games=100))
    lessons.join(lesson, "child1")
    lessons.hold(lesson, 1)
    said = spanish_refusals([
        lambda: store.start("juggling"),
        lambda: store.add(code, [1], child="not a token!"),
        lambda: store.add(code, [1], batch="?"),
        lambda: store.add(code, ["seven"]),
        lambda: store.add(code, [10**9]),
        lambda: store.add(code, [1] * 10_001),
        lambda: store.tally("ZZZ-ZZZ"),
        lambda: lessons.hold(lesson, 7),
        lambda: lessons.join(lesson, "child2", "patience_luck"),
        lambda: lessons.record(lesson, "not a token!", "join", 0, 0),
        lambda: lessons.record(lesson, "child1", "shout", 0, 0),
        lambda: lessons.record(lesson, "child1", "guess", 0, 9),
        lambda: lessons.record(lesson, "child1", "step", 5, 0),
        lambda: lessons.record(lesson, "child1", "answer", 7, 0),
        lambda: lessons.record(lesson, "child1", "answer", 0, 9),
        lambda: lessons.record(lesson, "child1", "result", 0, 5, 500),
        lambda: lessons.record(lesson, "child1", "result", 0, 5, 10),      # held at step 1
        lambda: lessons.record(lesson, "child9", "guess", 0, 1),           # never joined
        lambda: lessons.record(lesson, "child1", "guess", 0, 1.5),
        lambda: lessons.pace("ZZZ-ZZZ"),
    ])
    lessons.close(lesson)
    said += spanish_refusals([lambda: lessons.record(lesson, "child1", "guess", 0, 1)])
    away = ClassStore(f"sqlite:///{tmp_path / 'no such folder' / 'class.db'}")
    with speaking("es"):
        from class_store import ClassStoreUnavailable
        with pytest.raises(ClassStoreUnavailable) as refused:
            away.tally(code)
        teacher = refused.value.for_teacher
    said += [str(refused.value), teacher.replace(away.address, "")
             .replace(refused.value.detail, "")]
    english = [s for s in said if STORE_ENGLISH.search(NAMES.sub("", s.replace(code, "").replace(lesson, "")))]
    assert not english, "\n".join(english)
    assert "(la base de datos de la clase" in teacher and away.address in teacher
    assert len(set(said)) == len(said)
    store.dispose()
    away.dispose()


# The questions only the lessons' notebooks ask (a lesson played in JupyterLab, not as a dashboard):
# the lesson module's maker and the arguments the notebook gives it.
def notebook_questions():
    from lessons import (can_i_play, game_notebooks, go_fish_chances, patience_luck, patience_skill, race_speed,
                         run_sums, war_odds)

    return {
        "can_i_play": [can_i_play.one_card, can_i_play.two_cards, can_i_play.seven_cards, can_i_play.anarchy],
        "go_fish_chances": [go_fish_chances.hidden_cards, go_fish_chances.one_card_then_two,
                            go_fish_chances.thirteen_cards, go_fish_chances.use_it, go_fish_chances.sam_said_go_fish,
                            go_fish_chances.after_go_fish_kims_chance, go_fish_chances.kim_asked,
                            go_fish_chances.authors_one_card],
        "patience_luck": [patience_luck.two_careful_players],
        "patience_skill": [patience_skill.first_ace_wait, patience_skill.two_chances_about_aces,
                           lambda: patience_skill.foundations("the hard player", 3, 100),
                           lambda: patience_skill.foundations("neither: they are the same", 30, 100)],
        "race_speed": [lambda: race_speed.equal_speed([4, 5, 6, 7, 8], race_speed.SLOW),
                       lambda: race_speed.experiment_practise(130, 200)],
        "run_sums": [run_sums.find_the_pairs],
        "war_odds": [war_odds.step_by_step, war_odds.chance_of_a_war,
                     lambda: war_odds.shortest_war(war_odds.STYLES, "by_rank"),
                     lambda: war_odds.four_aces(0.78, 3000), war_odds.three_players],
        # the game notebooks' own questions (notebooks/games)
        "game_notebooks": [game_notebooks.conjugal_patience, game_notebooks.progressive_patience_first_ace,
                           game_notebooks.progressive_patience],
    }


def asked(make) -> list:
    made = make()
    return made if isinstance(made, list) else [made]


@pytest.mark.parametrize("lesson", ["can_i_play", "go_fish_chances", "patience_luck", "patience_skill",
                                    "race_speed", "run_sums", "war_odds", "game_notebooks"])
def test_the_notebooks_own_questions_come_from_the_catalog(lesson):
    """Every word of the questions a lesson's notebook asks (and the dashboard does not): the
    question, hint, named mistakes, worked answer and choices, in the pseudo-language; in Spanish a
    choice question is still answered by its own (Spanish) choice, and English is as it was."""
    from test_lessons_in_spanish import english_left

    from kit.words import PSEUDO

    makers = notebook_questions()[lesson]
    with speaking(PSEUDO):
        leaks = sorted({english_left(t) for make in makers for q in asked(make)
                        for t in (q.text, q.hint or "", q.explain or "", *q.wrong.values(),
                                  *map(str, q.choices or [])) if english_left(t)})
    assert not leaks, "\n".join(leaks[:20])
    english = [q for make in makers for q in asked(make)]
    with speaking("es"):
        spanish = [q for make in makers for q in asked(make)]
    for en, es in zip(english, spanish):   # judged the same way: the same answer, places and kind
        assert (en.exact, en.judged, en.chance, len(en.wrong)) == (es.exact, es.judged, es.chance, len(es.wrong)), es.text
        if es.choices:
            assert es.answer in es.choices and len(set(es.choices)) == len(en.choices)
            same = {c for c in en.choices if c in ("no", "No") or re.fullmatch(r"(10|[2-9AJQK])[♠♥♦♣]", c)}
            assert not set(es.choices) & (set(en.choices) - same), es.choices   # "no" and "K♠" are Spanish too


def test_the_notebooks_quiz_titles_come_from_the_catalog():
    """Each quiz a notebook asks has its title said through the catalog (``title=_("Practise")``,
    a message with its Spanish), and no cell of the notebook takes the name ``_`` for anything else
    (``for x, _ in ...`` would leave the next title unsayable)."""
    import ast
    from pathlib import Path

    from kit.words import _ as say

    root = Path(__file__).resolve().parent.parent / "notebooks"
    titles, problems = 0, []
    for path in sorted([*root.glob("lessons/*.py"), *root.glob("games/*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        own_scope = {id(n) for f in ast.walk(tree) if isinstance(f, (ast.FunctionDef, ast.Lambda, ast.ListComp,
                                                                      ast.SetComp, ast.DictComp, ast.GeneratorExp))
                     for n in ast.walk(f)}   # a function's or a comprehension's _ is its own
        says = any(isinstance(n, ast.ImportFrom) and n.module == "kit.words" and any(a.name == "_" for a in n.names)
                   for n in ast.walk(tree))
        for node in ast.walk(tree):
            if (says and isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store)
                    and id(node) not in own_scope):
                problems.append(f"{path.name}:{node.lineno}: the name _ is taken for something else")
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Quiz"):
                continue
            for k in node.keywords:
                if k.arg != "title":
                    continue
                titles += 1
                v = k.value
                if not (isinstance(v, ast.Call) and getattr(v.func, "id", None) == "_" and len(v.args) == 1):
                    problems.append(f"{path.name}:{node.lineno}: title {ast.unparse(v)} is not said through the catalog")
                    continue
                english = eval(compile(ast.Expression(v.args[0]), str(path), "eval"),
                               {"questions": __import__("lessons.game_notebooks").game_notebooks})
                with speaking("es"):
                    if say(english) == english:
                        problems.append(f"{path.name}:{node.lineno}: {english!r} has no Spanish")
    assert titles >= 30 and not problems, "\n".join(problems)


def test_a_count_of_one_never_stands_before_a_plural_noun_in_spit():
    """Spit's line above the board and its end of a deal, with one card left: no "1 cartas"."""
    from kit.words import _

    with speaking("es"):
        said = [_("Deal {deal} · you hold {mine} cards, {name} {theirs}").format(deal=2, mine=1, name="Sam", theirs=1),
                _("The deal is over: you {mine}, {name} {theirs} cards.").format(mine=1, name="Sam", theirs=1)]
    assert not [s for s in said if re.search(r"\b1 cartas\b", s)], said
