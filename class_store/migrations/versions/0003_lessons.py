"""Lessons a class joins: a session the teacher starts (its lesson, what a record may say, the
pace the teacher holds) and what each child's page sends (class_store/lesson_sessions.py)."""
import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"


def upgrade() -> None:
    op.create_table(
        "lesson_sessions",
        sa.Column("code", sa.String(16), primary_key=True),
        sa.Column("lesson", sa.String(60), nullable=False),
        sa.Column("facts", sa.Text, nullable=False),
        sa.Column("open", sa.Boolean, nullable=False),
        sa.Column("held_at", sa.Integer, nullable=True),
        sa.Column("revealed", sa.Boolean, nullable=False),
        sa.Column("started", sa.Float, nullable=False),
    )
    op.create_table(
        "lesson_records",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("code", sa.String(16), sa.ForeignKey("lesson_sessions.code"), nullable=False),
        sa.Column("child", sa.String(40), nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("item", sa.Integer, nullable=False),
        sa.Column("value", sa.Integer, nullable=False),
        sa.Column("out_of", sa.Integer, nullable=False),
        sa.Column("added", sa.Float, nullable=False),
        sa.UniqueConstraint("code", "child", "kind", "item", name="uq_lesson_records_once"),
    )
