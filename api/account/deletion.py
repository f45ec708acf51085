"""Deleting an account (`/user/delete`): what happens to everything a member made, decided once.

- Their reviews, routines, feedback (with its ratings) and dupe suggestions are REMOVED, exactly as if they
  removed each one (comments and reactions on them go too; product ratings and search documents follow).
- Their comments on other members' content are removed by the comment rule (a thread root with replies
  stays as a "removed" placeholder, so the replies keep their thread).
- Every like, star, dislike and collect they made is taken back, each counter moved with its row.
- Their shelves, saved analyses (shared links included), follows (both ways), notifications (theirs, and the ones their actions caused), sessions,
  codes, linked Google/Facebook identities and mailing-list subscription go.
- Their uploads go from the file host, except an image a catalogue product still shows.
- The account row stays as an empty tombstone (no e-mail, password or profile; `deleted_at` set), so
  old references stay valid and the e-mail address can sign up again.
The privacy policy screen says the same in plain words (web/src/app/routes/privacy-policy.tsx).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import delete, or_, select, update
from sqlalchemy.orm import Session

from api.comments import service as comments
from api.comments.service import COMMENT_LIKES
from api.content import service as content
from api.content.kinds import KINDS
from api.inci.repository import INCI_REACTIONS
from api.models import (
    AuthToken,
    Comment,
    ContentImage,
    Follow,
    NotificationEvent,
    NotificationMessage,
    NotificationSetting,
    Product,
    ProductGroupReport,
    SavedAnalysis,
    Shelf,
    SocialAccount,
    Subscription,
    UploadedFile,
    User,
    VerificationCode,
)
from api.products.repository import PRODUCT_REACTIONS

DELETED_NICKNAME = "deleted member"


def delete_account(session: Session, user: User, files_root: Path) -> list[Path]:
    """Erase the member as the module says; answers the uploaded files to unlink AFTER the commit (a rolled-back
    deletion must not lose files)."""
    for kind in KINDS.values():
        for item_id in session.scalars(select(kind.model.id).where(kind.model.user_id == user.id)).all():
            content.remove(session, kind, user, item_id)
    for comment_id in session.scalars(select(Comment.id).where(Comment.user_id == user.id, Comment.removed_at.is_(None))
                                      .order_by(Comment.parent_id.is_(None), Comment.id)).all():
        comment = session.get(Comment, comment_id)
        if comment is not None:  # a placeholder root may have gone with its last reply
            comments.erase(session, comment)
    for reactions in (*(k.reactions for k in KINDS.values()), COMMENT_LIKES, PRODUCT_REACTIONS, INCI_REACTIONS):
        reactions.remove_all_by(session, user.id)
    session.execute(delete(Shelf).where(Shelf.user_id == user.id))
    session.execute(delete(ProductGroupReport).where(ProductGroupReport.user_id == user.id))  # their notes are theirs
    session.execute(delete(SavedAnalysis).where(SavedAnalysis.user_id == user.id))  # shared links die with them
    session.execute(delete(Follow).where(or_(Follow.follower_id == user.id, Follow.followed_id == user.id)))
    session.execute(delete(NotificationMessage).where(or_(NotificationMessage.user_id == user.id,
                                                          NotificationMessage.actor_id == user.id)))
    session.execute(delete(NotificationEvent).where(or_(NotificationEvent.recipient_id == user.id,
                                                        NotificationEvent.actor_id == user.id)))
    session.execute(delete(NotificationSetting).where(NotificationSetting.user_id == user.id))
    session.execute(delete(SocialAccount).where(SocialAccount.user_id == user.id))
    session.execute(delete(VerificationCode).where(VerificationCode.user_id == user.id))
    session.execute(update(AuthToken).where(AuthToken.user_id == user.id, AuthToken.revoked_at.is_(None))
                    .values(revoked_at=datetime.now(UTC)))
    if user.email:
        session.execute(delete(Subscription).where(Subscription.email == user.email))
    files = _drop_uploads(session, user.id, files_root)
    user.email = None
    user.password_hash = None
    user.nickname, user.bio, user.location, user.avatar = DELETED_NICKNAME, "", "", ""
    user.skin_type, user.concerns, user.city_id = None, [], None
    user.is_active, user.is_collection_private = False, True
    user.deleted_at = datetime.now(UTC)
    session.flush()
    return files


def _drop_uploads(session: Session, user_id: int, files_root: Path) -> list[Path]:
    shown = select(Product.image_url).where(Product.image_url == UploadedFile.url).exists()
    attached = select(ContentImage.id).where(ContentImage.file_id == UploadedFile.id).exists()
    rows = session.execute(select(UploadedFile.id, UploadedFile.path)
                           .where(UploadedFile.user_id == user_id, ~shown, ~attached)).all()
    if rows:
        session.execute(delete(UploadedFile).where(UploadedFile.id.in_([r.id for r in rows])))
    root = files_root.resolve()
    return [p for p in ((root / r.path).resolve() for r in rows) if p.is_relative_to(root)]


def unlink_files(paths: list[Path]) -> None:
    for path in paths:
        path.unlink(missing_ok=True)
