"""The class store's schema, one Alembic revision at a time (see ``class_store.store.ClassStore``
for when and how they are run: once per database, under a lock)."""
