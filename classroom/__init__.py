"""The class's screens: the panels and links that keep what a class does in ``class_store``
(docs/design.md, "Layers"): the class experiment's panels, a lesson done together, and the outbox
that sends a child's results when the store can take them.  Above ``widgets`` and
``class_store``, which know nothing of each other."""
