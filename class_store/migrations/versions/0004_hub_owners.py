"""Who a class experiment started through a school hub belongs to: its teacher and the hub groups
(classes) whose children may add to it (class_store/service.py).  The service made this table
itself before it was a migration, so a hub's database may have it already: it is kept as it is."""
import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"


def upgrade() -> None:
    if sa.inspect(op.get_bind()).has_table("hub_experiment_owners"):
        return
    op.create_table(
        "hub_experiment_owners",
        sa.Column("code", sa.String(16), primary_key=True),
        sa.Column("teacher", sa.String(255), nullable=False),
        sa.Column("classes", sa.Text, nullable=False),   # group names, one a line; empty: every child
    )
