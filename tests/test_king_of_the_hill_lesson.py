"""The sums lesson's question makers (lessons/king_of_the_hill_sums.py, used by the lesson and its
dashboard): every question they make is answerable, and its answer is
the kit's (checked through the quiz's own checker)."""
import numpy as np

from lessons import king_of_the_hill_sums as lesson
from widgets.quiz import check


def lesson_namespace():
    """The question makers the lesson and its dashboard use (lessons/king_of_the_hill_sums.py)."""
    return vars(lesson)


def test_every_question_maker_gives_right_answers():
    ns = lesson_namespace()
    makers = [ns[n] for n in ("sequence_sum", "is_it_an_attack", "which_wins", "possible_total", "cheapest")]
    rng = np.random.default_rng(0)
    for make in makers:
        for _ in range(40):
            q = make(rng)
            assert check(q, q.answer if q.choices else str(q.answer))[0], q.prompt
            if q.choices:
                wrong = [c for c in q.choices if c != q.answer][0]
                assert not check(q, wrong)[0]
            else:
                assert not check(q, str(q.answer + 1))[0]


def test_a_wrong_legality_answer_says_why():
    ns = lesson_namespace()
    rng = np.random.default_rng(1)
    for _ in range(60):
        q = ns["is_it_an_attack"](rng)
        if q.answer == "no":
            ok, text = check(q, "yes")
            assert not ok and ("sequence" in text or "suit" in text or "gap" in text or "missing" in text), text
            return
    raise AssertionError("no illegal set in 60 questions")


def test_every_question_names_a_likely_mistake_and_says_why():
    ns = lesson_namespace()
    rng = np.random.default_rng(2)
    for name in ("sequence_sum", "is_it_an_attack", "which_wins", "possible_total", "cheapest"):
        for _ in range(30):
            q = ns[name](rng)
            assert q.wrong, (name, q.prompt)
            for given, reason in q.wrong.items():
                assert check(q, given if q.choices else str(given)) == (False, reason), (name, q.prompt, given)


def test_cheapest_win_targets_are_real_attacks_and_mostly_need_a_sequence():
    """The other attack is one the other player could make (so its total can be reached), and
    the cheapest winning answer is a sequence in most questions (it was a single card in 92%)."""
    import kit
    from kit.exact.king_of_the_hill import attacks, cheapest_win

    ns = lesson_namespace()
    rng = np.random.default_rng(3)
    sequences = 0
    for _ in range(150):
        q = ns["cheapest"](rng)
        hand_text = q.prompt.split("Your hand: ")[1].split(". ")[0]
        theirs_text = q.prompt.split("attacks with ")[1].split(" (worth")[0]
        hand = [kit.Card.parse(t) for t in hand_text.split()]
        theirs = tuple(kit.Card.parse(t) for t in theirs_text.split())
        assert not set(hand) & set(theirs)
        assert any(set(a["cards"]) == set(theirs) for a in attacks(theirs))      # a legal attack
        best = cheapest_win(hand, theirs)
        assert best is not None and best["value"] == q.answer
        sequences += best["kind"] == "sequence"
    assert sequences >= 0.6 * 150, sequences


def test_equal_single_cards_are_explained_by_rank():
    ns = lesson_namespace()
    rng = np.random.default_rng(4)
    seen = 0
    for _ in range(400):
        q = ns["which_wins"](rng)
        prompt = q.prompt.split(": which wins?")[0]
        a, b = prompt.split(" against ")
        if len(a.split()) == 1 and len(b.split()) == 1 and q.answer != "a tie" and "Both are worth" in q.explain:
            seen += 1
            assert "go by rank" in q.explain and q.explain.rstrip(".").split("the ")[-1].endswith("wins"), q.explain
            winner = (a if q.answer.startswith("First") else b)
            import kit
            assert f"the {kit.Card.parse(winner).rank_name} wins" in q.explain, (q.explain, winner)
    assert seen >= 3, seen
