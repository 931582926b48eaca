"""A lesson remembers where its records stood when the teacher last showed the class's result: a
guess sent after it is no prediction (refused), and the result as shown (the numbers the teacher
said aloud) stays as it was while later experiments are counted apart (None: never shown)."""
import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"


def upgrade() -> None:
    op.add_column("lesson_sessions", sa.Column("shown_upto", sa.Integer, nullable=True))
