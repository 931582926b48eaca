"""server/voila_templates.py: the server compiles each page template once, not once per page."""
import nbformat
from jinja2 import Environment
from nbconvert import HTMLExporter

from server.voila_templates import CACHE, share_compiled_templates


def test_a_second_exporter_compiles_no_template(monkeypatch):
    share_compiled_templates()
    share_compiled_templates()  # twice is once
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("Hello")])
    first, _ = HTMLExporter(template_name="lab").from_notebook_node(notebook)
    assert CACHE.store, "the first page's templates are kept"
    compiled = []
    original = Environment.compile

    def counting(self, source, name=None, filename=None, raw=False, defer_init=False):
        compiled.append(name)
        return original(self, source, name, filename, raw, defer_init)

    monkeypatch.setattr(Environment, "compile", counting)
    second, _ = HTMLExporter(template_name="lab").from_notebook_node(notebook)
    assert compiled == []  # every template came from the cache
    assert len(second) == len(first)  # the same page (ids aside)
