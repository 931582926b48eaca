"""A lesson a class joins (class_store/lesson_sessions.py, classroom/lesson_class.py): what each
child's page sends is counted once, anything a lesson cannot produce is refused in words, and the
teacher's pace holds every child's page."""
from __future__ import annotations

import pytest

import lessons
from class_store import ClassDataError, ClassStore
from class_store.lesson_sessions import (MISTAKE, MOST_RECORDS_PER_CHILD, MOST_RUNS_PER_CHILD, RIGHT, WRONG,
                                         LessonFacts, LessonSessions)
from classroom.lesson_dashboard import LessonDashboard
from classroom.lesson_class import LessonTeacherPanel, lesson_facts, practice_questions, shared_here

FACTS = LessonFacts("war_odds", guesses=4, questions=3, mistakes=(2, 1, 0), games=600)


@pytest.fixture
def sessions(tmp_path):
    return LessonSessions(ClassStore(f"sqlite:///{tmp_path / 'class.db'}"))


def joined(sessions, *children):
    code = sessions.start(FACTS)
    for child in children:
        sessions.join(code, child)
    return code


def test_a_class_tallies_guesses_steps_answers_and_results(sessions):
    code = joined(sessions, "ann", "bob", "cat")
    sessions.record(code, "ann", "guess", 0, 2)
    sessions.record(code, "bob", "guess", 0, 2)
    sessions.record(code, "cat", "guess", 0, 0)
    sessions.record(code, "ann", "step", 2, 0)
    sessions.record(code, "ann", "step", 3, 0)
    sessions.record(code, "bob", "step", 2, 0)
    sessions.record(code, "ann", "answer", 0, RIGHT)
    sessions.record(code, "bob", "answer", 0, MISTAKE + 1)
    sessions.record(code, "cat", "answer", 0, WRONG)
    sessions.record(code, "ann", "result", 0, 35, 600)
    sessions.record(code, "bob", "result", 0, 40, 600)
    t = sessions.tally(code)
    assert t.joined == 3
    assert t.at_step == {1: 1, 2: 1, 3: 1}
    assert t.guesses == {0: 1, 2: 2}
    q = t.questions[0]
    assert (q.first_tries, q.right, dict(q.mistakes), q.other_wrong) == (3, 1, {1: 1}, 1)
    assert (t.hits, t.games) == (75, 1200)


def test_a_first_answer_a_guess_and_a_step_count_once(sessions):
    code = joined(sessions, "ann")
    assert sessions.record(code, "ann", "guess", 0, 1)
    assert not sessions.record(code, "ann", "guess", 0, 3)       # a second guess is not kept
    assert sessions.record(code, "ann", "answer", 1, WRONG)
    assert not sessions.record(code, "ann", "answer", 1, RIGHT)  # only the first try counts
    assert not sessions.join(code, "ann").revealed and sessions.tally(code).joined == 1
    t = sessions.tally(code)
    assert t.guesses == {1: 1} and t.questions[1].right == 0 and t.questions[1].other_wrong == 1


@pytest.mark.parametrize("kind, item, value, out_of, words", [
    ("guess", 0, 4, 0, "one of the lesson's 4 guesses"),
    ("guess", 0, -1, 0, "one of the lesson's 4 guesses"),
    ("answer", 3, RIGHT, 0, "questions 1 to 3"),
    ("answer", 0, MISTAKE + 2, 0, "mistakes the question names"),
    ("answer", 2, MISTAKE, 0, "mistakes the question names"),      # question 3 names no mistake
    ("answer", 0, 7, 0, "mistakes the question names"),
    ("result", 0, 601, 600, "no more hits than games"),
    ("result", 0, 10, 601, "at most 600 games"),
    ("step", 4, 0, 0, "a step is 1 to 3"),
    ("cheat", 0, 0, 0, "not 'cheat'"),
    ("guess", 0, 10**12, 0, "small whole numbers"),
    ("guess", 0, True, 0, "small whole numbers"),
    ("guess", 0, "2", 0, "small whole numbers"),
])
def test_a_forged_record_is_refused_in_words_and_changes_nothing(sessions, kind, item, value, out_of, words):
    code = joined(sessions, "ann")
    before = sessions.tally(code)
    with pytest.raises(ClassDataError, match=words):
        sessions.record(code, "ann", kind, item, value, out_of)
    assert sessions.tally(code) == before


def test_unknown_closed_and_unjoined_sessions_refuse(sessions):
    with pytest.raises(ClassDataError, match="no lesson with the code 'ZZZ-ZZZ'"):
        sessions.join("ZZZ-ZZZ", "ann")
    with pytest.raises(ClassDataError, match="no lesson with the code 'AAAAAAAAAAAAAAAA…'"):
        sessions.join("A" * 5000, "ann")
    code = joined(sessions, "ann")
    with pytest.raises(ClassDataError, match="join the lesson"):
        sessions.record(code, "bob", "guess", 0, 1)
    with pytest.raises(ClassDataError, match="another lesson"):
        sessions.join(code, "bob", lesson="run_sums")
    with pytest.raises(ClassDataError, match="token"):
        sessions.join(code, "<script>")
    sessions.close(code)
    with pytest.raises(ClassDataError, match="closed"):
        sessions.record(code, "ann", "guess", 0, 1)
    assert sessions.tally(code).guesses == {}


def test_a_flood_from_one_child_stops_and_the_class_keeps_what_came(sessions):
    code = joined(sessions, "ann", "bob")
    for run in range(MOST_RUNS_PER_CHILD):
        sessions.record(code, "ann", "result", run, 1, 10)
    with pytest.raises(ClassDataError, match="the most for one child"):
        sessions.record(code, "ann", "result", MOST_RUNS_PER_CHILD, 1, 10)
    sessions.record(code, "bob", "result", 0, 3, 10)          # the others are not held up
    assert (sessions.tally(code).hits, sessions.tally(code).games) == (MOST_RUNS_PER_CHILD + 3,
                                                                       10 * MOST_RUNS_PER_CHILD + 10)
    assert MOST_RUNS_PER_CHILD < MOST_RECORDS_PER_CHILD


def test_the_pace_is_the_teachers(sessions):
    code = joined(sessions, "ann")
    assert sessions.pace(code).allows(3)
    assert not sessions.hold(code, 1).allows(2)
    assert sessions.hold(code, 2).allows(2) and not sessions.pace(code).allows(3)
    assert sessions.hold(code, None).allows(3)
    assert sessions.reveal(code).revealed and not sessions.reveal(code, False).revealed
    with pytest.raises(ClassDataError, match="steps 1 to 3"):
        sessions.hold(code, 7)


@pytest.mark.parametrize("name", list(lessons.LESSONS))
def test_every_lesson_can_be_joined_and_its_practice_is_the_same_on_every_page(name):
    """Every lesson (the day it is added) gives the store what its records may say, and its
    practice questions come in the same order on every child's page, so a question's number
    means the same question on the teacher's page."""
    spec = lessons.spec(name)
    facts = lesson_facts(spec)
    assert facts.lesson == name and facts.guesses == len(spec.choices) >= 2 and facts.questions >= 1
    first, again = practice_questions(spec), practice_questions(spec)
    assert [q.text for q in first] == [q.text for q in again]


def play_answer(board: LessonDashboard, answer) -> None:
    board.quiz.answer_box.value = str(answer)
    board.quiz.submit()


def test_three_children_and_a_teacher_through_the_war_lesson(sessions):
    """The teacher holds the class at step 1; a child who locked a guess cannot start the
    experiment until the teacher opens step 2; first answers reach the teacher's tallies as
    right, a named mistake, or wrong; the revealed result appears on a child's page."""
    spec = lessons.spec("war_odds")
    teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
    code = teacher.start("war_odds")
    teacher.set_hold(1)
    children = [LessonDashboard(spec, seed=s, class_code=code, sessions=sessions, refresh=False) for s in range(3)]
    for child, guess in zip(children, ["about 1 in 20", "about 1 in 20", "about 1 in 4"]):
        child.prediction.lock(guess)
        assert child.run_button.disabled and not child.run()          # held at step 1
    teacher.update()
    assert 'data-joined="3"' in teacher.where.value and "Predict: <b>3</b>" in teacher.where.value
    assert 'data-guess="3">2<' in teacher.together.value and 'data-guess="1">1<' in teacher.together.value

    teacher.set_hold(2)
    for child in children:
        child.link.look()
        assert not child.run_button.disabled and child.run()
        assert child.practise_box.layout.display == "none"             # step 3 not open yet
    teacher.set_hold(None)
    for child in children:
        child.link.look()
        assert child.practise_box.layout.display is None
    question = practice_questions(spec)[0]
    right = question.answer
    named = next(iter(question.wrong))                                  # the question's first named mistake
    play_answer(children[0], f"{right.numerator}/{right.denominator}")
    play_answer(children[1], f"{named.numerator}/{named.denominator}")
    play_answer(children[1], f"{right.numerator}/{right.denominator}")  # right at the second try: not counted
    teacher.update()
    assert 'data-right="0">1<' in teacher.answers.value
    assert question.wrong[named][:40] in teacher.answers.value
    assert 'data-mistake="0-0"><b>1</b> child' in teacher.answers.value
    t = sessions.tally(code)
    assert t.games == 3 * spec.total and t.at_step == {3: 3}

    teacher.reveal(True)
    children[2].link.look()
    assert "We guessed this" in children[2].link.together.value
    assert f'data-games="{3 * spec.total}"' in children[2].link.together.value


def test_a_late_child_catches_up_and_sends_what_they_did(sessions):
    spec = lessons.spec("war_odds")
    code = sessions.start(lesson_facts(spec))
    child = LessonDashboard(spec, sessions=sessions, refresh=False)
    child.prediction.lock("about 1 in 20")
    child.run()
    assert child.join(code)
    t = sessions.tally(code)
    assert t.guesses == {3: 1} and t.games == spec.total and t.at_step == {3: 1}


def test_on_binder_the_page_says_the_class_cannot_join(monkeypatch):
    monkeypatch.setenv("BINDER_LAUNCH_HOST", "https://mybinder.org/")
    assert "Binder" in shared_here()
    board = LessonDashboard(lessons.spec("run_sums"), refresh=False)
    assert "Binder" in board.link.message.value and "works just the same" in board.link.message.value


def test_a_lesson_page_without_a_class_works_alone(tmp_path):
    """No code typed: nothing is sent and nothing waits (the store is never even opened)."""
    board = LessonDashboard(lessons.spec("war_odds"), refresh=False)
    board.prediction.lock("about 1 in 20")
    assert board.run() and board.practise_box.layout.display is None
    assert board.link._sessions is None
