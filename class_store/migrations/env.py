"""Alembic's entry point for the class store.  It is only ever run by the store itself, on the
connection the store opened and locked (``config.attributes["connection"]``), never from a
command line, so there is no alembic.ini and no database address here."""
from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, transaction_per_migration=True)
with context.begin_transaction():
    context.run_migrations()
