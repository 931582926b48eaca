"""Exact answers for the lessons: counts and probabilities as ``fractions.Fraction``, computed from
the rules (never typed in).  One module a topic; no screen, no printing."""
