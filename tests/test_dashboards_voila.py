"""Every dashboard in notebooks/dashboards renders in standalone Voila, as ./hilltop run serves it,
with nothing but its widgets on screen: no error, no traceback, no warning text."""
import pytest

from conftest import DASHBOARDS, http_get

DASHBOARD_NAMES = sorted(p.stem for p in DASHBOARDS.glob("*.ipynb"))


def test_the_arcade_is_there():
    assert "arcade" in DASHBOARD_NAMES


@pytest.mark.parametrize("name", DASHBOARD_NAMES)
def test_dashboard_renders_without_error(voila_server, name):
    status, html = http_get(voila_server.url(name), timeout=120)
    assert status == 200, html[-2000:]
    for sign in ("There was an error when executing cell", "Traceback (most recent call last)",
                 'data-mime-type="application/vnd.jupyter.stderr"'):
        assert sign not in html, f"{name}.ipynb shows {sign!r} under Voila"
    assert "application/vnd.jupyter.widget-view+json" in html, f"{name}.ipynb shows no widget"
