"""The first tables: the experiments a teacher started and the results children added.

These are the tables the store made before it had migrations (``metadata.create_all``), with the
same names; a database made then is marked as being at this revision before the next ones run.
"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None


def upgrade() -> None:
    op.create_table(
        "experiments",
        sa.Column("code", sa.String(16), primary_key=True),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("open", sa.Boolean, nullable=False),
        sa.Column("started", sa.Float, nullable=False),
    )
    op.create_table(
        "results",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("code", sa.String(16), sa.ForeignKey("experiments.code"), nullable=False),
        sa.Column("value", sa.Integer, nullable=False),
        sa.Column("added", sa.Float, nullable=False),
    )
    op.create_index("ix_results_code", "results", ["code"])
