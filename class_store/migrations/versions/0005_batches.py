"""Each batch of results a child's page sends carries an id the page made, kept here with the
page's token: a batch sent again (its answer was lost, or the page tried again after the store came
back) is recognised and not counted twice."""
import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"


def upgrade() -> None:
    op.create_table(
        "result_batches",
        sa.Column("code", sa.String(16), sa.ForeignKey("experiments.code"), primary_key=True),
        sa.Column("child", sa.String(40), primary_key=True),
        sa.Column("batch", sa.String(40), primary_key=True),
        sa.Column("added", sa.Float, nullable=False),
    )
