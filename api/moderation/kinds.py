"""What moderation knows of each thing it decides on: where its verdict and reason live, whose it is, which texts the
automatic check reads. Member texts (reviews, routines, feedback, dupe suggestions, comments, shelves, bios) are
`accepted` at once or held `pending` by the check; member submissions to the catalogue (products, brands) wait as
`pending` until a moderator makes them `active`. Either may end `rejected`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from api.models import Brand, Comment, Dupe, Product, ProductFeedback, Review, Routine, Shelf, User

ACCEPTED, PENDING, REJECTED = "accepted", "pending", "rejected"


@dataclass(frozen=True)
class ModeratedKind:
    name: str  # review, routine, feedback, dupe, comment, shelf, user, product, brand (the CLI's `kind:id`)
    model: Any
    label: str  # "That review": how errors name it
    status: str  # the attribute holding the verdict
    reason: str  # the attribute holding why it is held or was rejected (shown to its author only)
    owner: str  # the attribute naming its author (a member's own id for a profile)
    texts: tuple[str, ...]  # the attributes the automatic check reads
    public: str = ACCEPTED  # the verdict that publishes it ("active" for the catalogue)
    decided_at: str | None = "moderated_at"
    reportable: bool = True  # `POST /api/report` takes it

    def texts_of(self, item: Any) -> list[str]:
        return [getattr(item, name) or "" for name in self.texts]


REVIEW = ModeratedKind("review", Review, "That review", "moderation_status", "held_reason", "user_id",
                       ("title", "content"))
ROUTINE = ModeratedKind("routine", Routine, "That routine", "moderation_status", "held_reason", "user_id",
                        ("title", "description"))
FEEDBACK = ModeratedKind("feedback", ProductFeedback, "That feedback", "feedback_status", "held_reason", "user_id",
                         ("feedback_title", "feedback_text"))
DUPE = ModeratedKind("dupe", Dupe, "That dupe suggestion", "moderation_status", "held_reason", "user_id",
                     ("title", "description"))
COMMENT = ModeratedKind("comment", Comment, "That comment", "moderation_status", "held_reason", "user_id",
                        ("comment",))
SHELF = ModeratedKind("shelf", Shelf, "That shelf", "moderation_status", "held_reason", "user_id",
                      ("name", "description"))
USER = ModeratedKind("user", User, "That member", "bio_status", "bio_held_reason", "id", ("bio",), decided_at=None)
PRODUCT = ModeratedKind("product", Product, "That product", "status", "held_reason", "submitted_by",
                        ("name", "description"), public="active", decided_at=None, reportable=False)
BRAND = ModeratedKind("brand", Brand, "That brand", "status", "held_reason", "submitted_by", ("name",),
                      public="active", decided_at=None, reportable=False)

MODERATED: dict[str, ModeratedKind] = {k.name: k for k in (REVIEW, ROUTINE, FEEDBACK, DUPE, COMMENT, SHELF, USER,
                                                             PRODUCT, BRAND)}
REPORTABLE = tuple(k.name for k in MODERATED.values() if k.reportable)
# A member's posts: the copy check compares a new text with these.
POSTS = (REVIEW, ROUTINE, FEEDBACK, DUPE, COMMENT)
