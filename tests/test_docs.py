"""The project's own documents (docs/): every reference to them points at something there, and
every test docs/rules.md names as pinning a decision exists."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
RULES = REPO / "docs" / "rules.md"
# The founders' two files outside the repository, which code and tests once cited (upper case)
OUTSIDE = re.compile(r"(?<![\w/.])(" + "|".join(("RULES", "DESIGN")) + r")[.]md")


def tracked_text_files() -> list[Path]:
    names = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True).stdout.split()
    if not names:  # not a git checkout (an unpacked archive): every file under the repository
        names = [str(p.relative_to(REPO)) for p in REPO.rglob("*") if p.is_file() and ".venv" not in p.parts]
    return [REPO / n for n in names if n.endswith((".py", ".md", ".js", ".toml", ".ipynb")) or n == "hilltop"]


def rules_sections() -> set[str]:
    """"3" for "## 3. King of the Hill", "0.5" for "### 0.5 The race"."""
    return set(re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.?\s", RULES.read_text(encoding="utf-8"), re.M))


def test_rules_has_a_section_for_every_game():
    import kit

    text = RULES.read_text(encoding="utf-8")
    for name in kit.GAMES:
        assert f"`{name}.py`" in text, f"docs/rules.md has no section for {name}"


def test_every_reference_to_a_section_of_the_rules_finds_it():
    sections = rules_sections()
    assert {"0.5", "1", "10", "12"} <= sections
    cited = []
    for path in tracked_text_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in re.finditer(r"rules\.md(?: sections?)? (\d+(?:\.\d+)?)((?: and \d+| and section \d+)*)", text):
            numbers = [match.group(1), *re.findall(r"\d+", match.group(2))]
            cited += [(path.relative_to(REPO), n.rstrip(".")) for n in numbers]
    assert len(cited) > 20
    missing = [(str(p), n) for p, n in cited if n not in sections]
    assert not missing, f"references to sections docs/rules.md does not have: {missing}"


def test_no_reference_points_outside_the_repository():
    outside = [str(p.relative_to(REPO)) for p in tracked_text_files()
               if p != Path(__file__).resolve() and OUTSIDE.search(p.read_text(encoding="utf-8", errors="replace"))]
    assert not outside, f"these name the founders' rule or design file, which is not in the repository: {outside}"


def test_every_test_the_rules_name_exists():
    current = None
    named = []
    for match in re.finditer(r"`(tests/test_\w+\.py)?(?:::(test_\w+))?`", RULES.read_text(encoding="utf-8")):
        path, test = match.groups()
        if path:
            current = REPO / path
            assert current.exists(), f"docs/rules.md names {path}, which does not exist"
        if test:
            assert current is not None, f"docs/rules.md names ::{test} before any test file"
            named.append((current, test))
    assert len(named) > 100
    for path, test in named:
        assert re.search(rf"^def {test}\(", path.read_text(encoding="utf-8"), re.M), \
            f"docs/rules.md names {path.name}::{test}, which does not exist"


@pytest.mark.parametrize("doc", ["rules.md", "design.md", "performance.md"])
def test_the_documents_link_only_to_what_is_there(doc):
    text = (REPO / "docs" / doc).read_text(encoding="utf-8")
    for target in re.findall(r"\]\(([^)#]+)\)", text):
        if "://" not in target:
            assert (REPO / "docs" / target).exists(), f"docs/{doc} links to {target}, which is not there"
