"""Ingredient-list analyses a member saved (issue 24): private to their owner unless shared by an unguessable link."""

from __future__ import annotations

from sqlalchemy import ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from api.db.base import Base, BigIntId, Created, IdPK, Updated


class SavedAnalysis(Base):
    __tablename__ = "saved_analyses"

    id: Mapped[IdPK]
    user_id: Mapped[int] = mapped_column(BigIntId, ForeignKey("users.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(120))
    # The list as the member confirmed it (pasted, or read from a photo and corrected): it is analysed again when
    # shown, so a saved analysis follows the engine's current rules.
    ingredient_list: Mapped[str] = mapped_column(Text)
    source: Mapped[str] = mapped_column(String(10), default="paste")  # "paste" | "photo"
    ingredient_count: Mapped[int] = mapped_column(Integer, default=0)  # as read when saved (for the list)
    # Set while the member shares it: whoever has the link reads it. None: private (the default).
    share_token: Mapped[str | None] = mapped_column(String(43), unique=True)
    created_at: Mapped[Created]
    updated_at: Mapped[Updated]
