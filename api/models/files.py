"""Uploaded files and the images attached to member content."""

from __future__ import annotations

from sqlalchemy import CheckConstraint, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from api.db.base import Base, BigIntId, Created, IdPK


class UploadedFile(Base):
    __tablename__ = "uploaded_files"

    id: Mapped[IdPK]
    user_id: Mapped[int | None] = mapped_column(BigIntId, ForeignKey("users.id", ondelete="SET NULL"), index=True)
    # "uploads" or "imgs": the two URL prefixes of the file host (spec §9).
    prefix: Mapped[str] = mapped_column(String(10), default="uploads")
    path: Mapped[str] = mapped_column(String(300), unique=True)
    url: Mapped[str] = mapped_column(String(500))
    content_type: Mapped[str] = mapped_column(String(60))
    size_bytes: Mapped[int] = mapped_column(Integer)
    width: Mapped[int | None] = mapped_column(Integer)
    height: Mapped[int | None] = mapped_column(Integer)
    sha256: Mapped[str] = mapped_column(String(64), index=True)
    created_at: Mapped[Created]


class ContentImage(Base):
    """An uploaded image on a review, feedback post or dupe, in display order."""

    __tablename__ = "content_images"
    __table_args__ = (
        CheckConstraint(
            "(CASE WHEN review_id IS NULL THEN 0 ELSE 1 END + CASE WHEN feedback_id IS NULL THEN 0 ELSE 1 END"
            " + CASE WHEN dupe_id IS NULL THEN 0 ELSE 1 END) = 1",
            name="one_target",
        ),
    )

    id: Mapped[IdPK]
    file_id: Mapped[int] = mapped_column(ForeignKey("uploaded_files.id", ondelete="CASCADE"), index=True)
    review_id: Mapped[int | None] = mapped_column(ForeignKey("reviews.id", ondelete="CASCADE"), index=True)
    feedback_id: Mapped[int | None] = mapped_column(ForeignKey("product_feedback.id", ondelete="CASCADE"), index=True)
    dupe_id: Mapped[int | None] = mapped_column(ForeignKey("dupes.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer, default=0)
