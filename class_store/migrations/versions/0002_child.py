"""Each result remembers which child's page sent it (a random token the page made, never a
name), so that the store can hold each child to a most-results-per-experiment."""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"


def upgrade() -> None:
    op.add_column("results", sa.Column("child", sa.String(40), nullable=True))
    op.create_index("ix_results_code_child", "results", ["code", "child"])
