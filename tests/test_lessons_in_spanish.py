"""The lessons speak through the catalog (issue 42): every word a child reads on a lesson page (the
title, intro, guesses, chart words, worked answer, every practice question with its hint, named
mistakes and explanation, the page's steps and the class box) comes back in the pseudo-language, so
none is English written in place; a Spanish lesson keeps every number of the English one; the
guesses stay the lesson's own (what the page keeps and the class counts) while a Spanish child
reads them in Spanish.  No browser: the pages' one load in the pseudo-language is
tests/test_languages_browser.py."""
from __future__ import annotations

import re
from dataclasses import replace
from html import unescape
from pathlib import Path

import ipywidgets as W
import numpy as np
import pytest
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po

import lessons
from classroom.lesson_class import lesson_facts, news, practice_questions, together_html
from classroom.lesson_dashboard import LessonDashboard
from class_store.lesson_sessions import STEPS, LessonTally, Pace
from kit.words import PSEUDO, _, po_path, speaking
from lessons import LESSONS, king_of_the_hill_sums, levels, run_sums

ROOT = Path(__file__).resolve().parent.parent
PSEUDO_WORD = re.compile(r"\[[^\[\]]*~{3,}\]")
CARD_SIGN = re.compile(r"(10|[2-9AJQKT])[♠♥♦♣]")
# the same in every language: "1 - C(41,8)/C(44,8)" (a count of hands), "K = 10" (a card's worth, kit's sum_text)
FORMULA = re.compile(r"C\(\d+,\d+\)|\b[AJQK] = \d+")
TAG = re.compile(r"<style>.*?</style>|<[^>]*>", re.S)
QUESTIONS = 30       # practice questions a lesson's quiz asks in turn (the class's tally follows 12)


def english_left(text: str) -> str:
    """``text`` (HTML) without its tags, pseudo-words, card signs and formulas: any plain letters left."""
    text = unescape(TAG.sub(" ", text))
    while (shorter := PSEUDO_WORD.sub(" ", text)) != text:
        text = shorter
    rest = FORMULA.sub(" ", CARD_SIGN.sub(" ", text))
    return rest if re.search(r"[A-Za-z]", rest) else ""


def test_the_check_sees_english():
    assert english_left("<b>[Ŵåŕ ~~~]</b> wins") and not english_left("<p>[Ŵåŕ ~~~] 3/51 ≈ 0.059 C(41,8) 9♣</p>")


def words_of(spec) -> list[str]:
    """Everything a lesson page shows of ``spec``, in the language spoken now."""
    out = [spec.title, spec.intro, spec.prompt, spec.chart_title, spec.what, spec.hit_words, *spec.think,
           *(_(c) for c in spec.choices)]
    out += [spec.explain(hits, spec.total) for hits in (0, spec.total // 3, spec.total)]
    for q in practice_questions(spec, QUESTIONS):
        out += [q.text, q.hint or "", q.explain or "", *q.wrong.values(), *(map(str, q.choices or []))]
    return out


LESSON_LEVELS = [(name, level) for name in LESSONS for level in (levels(name) or (None,))]


@pytest.mark.parametrize("name,level", LESSON_LEVELS)
def test_every_word_of_a_lesson_comes_from_the_catalog(name, level):
    with speaking(PSEUDO):
        leaks = sorted({english_left(t) for t in words_of(lessons.spec(name, level)) if english_left(t)})
    assert not leaks, f"{name} says words that are not in the catalog:\n" + "\n".join(leaks[:20])


@pytest.mark.parametrize("module,makers", [
    (king_of_the_hill_sums, [m for ms in king_of_the_hill_sums.MAKERS.values() for m in ms]),
    (run_sums, [m for ms in run_sums.KINDS.values() for m in ms])])
def test_every_kind_of_made_question_comes_from_the_catalog(module, makers):
    """The question makers of the 7 to 9 lessons (the notebook asks those the page does not)."""
    leaks = set()
    with speaking(PSEUDO):
        for make in makers:
            rng = np.random.default_rng(3)
            for _i in range(15):
                q = make(rng)
                for t in (q.text, q.hint or "", q.explain or "", *q.wrong.values(), *map(str, q.choices or [])):
                    if english_left(t):
                        leaks.add(f"{make.__name__}: {english_left(t)}")
    assert not leaks, "\n".join(sorted(leaks)[:20])


def test_the_lesson_page_and_its_class_box_come_from_the_catalog():
    with speaking(PSEUDO):
        d = LessonDashboard(lessons.spec("war_odds"), seed=1, refresh=False, keeper=None)
        d.prediction.lock(d.spec.choices[1])
        assert d.run()
        shown = [w.value for w in d.children if isinstance(w, W.HTML)]
        shown += [d.run_button.description, d.waiting.value, d.verdict.value, d.explain.value,
                  d.link.code_box.description, d.link.code_box.placeholder, d.link.join_button.description,
                  d.prediction.message.value, d.quiz.title.value, d.quiz.prompt.value,
                  *(label for label, _value in d.prediction.choices.options)]
        shown += [w.value for w in (*d.practise_box.children, *d.link.children) if isinstance(w, W.HTML)]
        tally = LessonTally(pace=Pace(code="KT7-MAP", lesson="war_odds", open=True, held_at=None, revealed=True),
                            facts=lesson_facts(d.spec), joined=3, at_step={1: 3}, guesses={0: 1, 1: 2},
                            questions={}, hits=70, games=1200)
        shown.append(together_html(d.spec, tally, exact=True))
        pace = tally.pace
        for before, now in [(replace(pace, held_at=1, revealed=False), replace(pace, held_at=2, revealed=False)),
                            (replace(pace, held_at=2), replace(pace, held_at=3)),
                            (replace(pace, held_at=3), replace(pace, held_at=1)),
                            (replace(pace, held_at=3), pace), (replace(pace, revealed=False), pace),
                            (pace, replace(pace, open=False))]:
            said = news(d.spec, before, now, tally)
            assert said
            shown.append(said)
    leaks = sorted({english_left(t) for t in shown if english_left(t)})
    assert not leaks, "\n".join(leaks[:20])


def test_a_guess_stays_the_lessons_own_and_is_shown_in_spanish():
    """What the page keeps and the class counts is the lesson's guess, whatever the page's language;
    the child reads it in Spanish (the lock, the verdict, the locked mark)."""
    with speaking("es"):
        spec = lessons.spec("war_odds")
        d = LessonDashboard(spec, seed=1, refresh=False, keeper=None)
        labels = [label for label, _value in d.prediction.choices.options]
        assert labels[0] == "aproximadamente 1 de cada 2" and d.prediction.guesses == list(spec.choices)
        assert d.prediction.lock("about 1 in 20") and d.prediction.value == "about 1 in 20"
        assert "aproximadamente 1 de cada 20" in d.prediction.message.value
        assert "tu predicción" in d.prediction.prompt.value and "your guess" not in d.prediction.prompt.value
        assert d.run()
        assert "aproximadamente 1 de cada 20" in d.verdict.value and "about" not in d.verdict.value
        assert d.progress()["guess"] == 3


def lesson_messages() -> list[object]:
    """The messages of the lessons' files (lessons/, the lesson widgets and pages)."""
    files = [*sorted((ROOT / "lessons").glob("*.py")), ROOT / "widgets/lesson.py",
             ROOT / "classroom/lesson_dashboard.py", ROOT / "classroom/lesson_class.py"]
    keywords = {"_": None, "N_": None, "n_": (1, 2)}
    return [m if isinstance(m, str) else tuple(m) for f in files
            for _l, m, _c, _ctx in extract_from_file("python", str(f), keywords=keywords)]


def numbers(text: str) -> list[str]:
    return sorted(re.findall(r"\d+", re.sub(r"\{[^{}]*\}", " ", text)))


def test_a_spanish_lesson_says_the_same_numbers():
    """Every sentence is a claim a teacher repeats: the Spanish has each number of the English."""
    with po_path("es").open("rb") as f:
        catalog = {m.id if isinstance(m.id, str) else tuple(m.id): m for m in read_po(f) if m.id}
    wrong = []
    for key in lesson_messages():
        m = catalog[key]
        english = [key] if isinstance(key, str) else list(key)
        spanish = [m.string] if isinstance(m.string, str) else list(m.string)
        if numbers(english[-1]) != numbers(spanish[-1]):
            wrong.append(f"{english[-1]!r} -> {spanish[-1]!r}")
    assert not wrong, "\n".join(wrong)


def test_a_spanish_lesson_writes_numbers_the_spanish_way():
    with speaking("es"):
        page = lessons.war_odds.explain(32, 600)
        assert "= 0,05 (aproximadamente 1 de cada 19)" in page and "0,059" in page and "1 de cada 17" in page and "0.0" not in page
        assert "Tu experimento: 32 de 600 primeras batallas" in page
        assert "aproximadamente 2,94 cartas" in lessons.can_i_play.practise()[2].explain
        assert "1.326" in run_sums.explain(9, 100, level=9)


def test_the_teachers_lesson_page_comes_from_the_catalog(tmp_path):
    """The teacher's live page of a lesson (on the projector): its controls, the class's place,
    guesses and first answers, with a child who joined, guessed, ran and answered."""
    from class_store import ClassStore
    from class_store.lesson_sessions import LessonSessions
    from classroom.lesson_class import STEP_WORDS, LessonTeacherPanel

    assert list(STEP_WORDS.values()) == list(STEPS.values())   # the English of the class store's steps
    sessions = LessonSessions(ClassStore(f"sqlite:///{tmp_path / 'class.db'}"))
    with speaking(PSEUDO):
        spec = lessons.spec("war_odds")
        teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
        before = [teacher.title.value, teacher.choice.description, teacher.start_button.description,
                  *(label for label, _v in teacher.choice.options)]
        code = teacher.start("war_odds")
        child = LessonDashboard(spec, seed=1, class_code=code, sessions=sessions, refresh=False, keeper=None)
        child.prediction.lock("about 1 in 20")
        child.run()
        child.quiz.submit("1/13")
        teacher.set_hold(2)
        teacher.reveal()
        late = LessonDashboard(spec, seed=2, class_code=code, sessions=sessions, refresh=False, keeper=None)
        assert late.run()                   # after the reveal: no guess, counted apart from the result shown
        teacher.update()
        from class_store import ClassDataError
        with pytest.raises(ClassDataError) as refused:
            sessions.record(code, late.link.child, "guess", 0, 0)
        child.link.look()
        shown_late = [late.prediction.message.value, late.link.notice_words.value, str(refused.value),
                      child.link.notice_words.value]
        assert 'data-later-games' in teacher.together.value and "data-guesses-closed" in teacher.together.value
        shown = [*before, *shown_late, teacher.title.value, teacher.header.value, teacher.where.value, teacher.together.value,
                 teacher.answers.value, teacher.hold.description, *(label for label, _v in teacher.hold.options),
                 teacher.reveal_button.description, teacher.end_button.description]
        shown += [w.value for w in teacher.children if isinstance(w, W.HTML)]
        teacher.end()
        shown += [teacher.title.value, teacher.header.value, teacher.where.value]
    shown = [t.replace(code, " ") for t in shown]      # the lesson code is a code, in no language
    leaks = sorted({english_left(t) for t in shown if english_left(t)})
    assert not leaks, "\n".join(leaks[:20])


@pytest.mark.parametrize("name", list(LESSONS))
def test_a_warm_kernels_lesson_is_made_in_its_pages_language(name, monkeypatch):
    """A warm kernel (./hilltop run, ./hilltop class) runs the lesson's notebook before its child
    comes, and learns the page's language only when it reads the page's address.  The notebook
    makes the lesson (``spec``) before it reads the seed: a Spanish page showed the lesson's title,
    chart title and counted words in English ("Games won by the faster player", "games") among
    Spanish words (found in a screenshot of the race lesson on a phone)."""
    import widgets.address as address
    from kit.words import language, set_language

    def the_child_comes():
        monkeypatch.setenv("QUERY_STRING", "lang=es")

    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.delenv("QUERY_STRING", raising=False)
    monkeypatch.delenv("HILLTOP_LANG", raising=False)
    monkeypatch.delenv("HTTP_ACCEPT_LANGUAGE", raising=False)
    monkeypatch.setattr(address, "_request_arrived", False)
    monkeypatch.setattr(address, "_wait_for_the_child", the_child_comes)
    before = language()
    set_language("en")
    try:
        made = lessons.spec(name)
        assert language() == "es"
        with speaking("es"):
            spanish = lessons.spec(name)
        with speaking("en"):
            english = lessons.spec(name)
        assert (made.title, made.chart_title, made.what) == (spanish.title, spanish.chart_title, spanish.what)
        assert made.chart_title != english.chart_title, made.chart_title
    finally:
        set_language(before)
