"""products keep Glowdex members' rating (one per member) apart from the retailer's and from all reviews'

Revision ID: 0010_phones
Revises: 0009_retail
Create Date: 2026-11-27 04:30:00
"""
from collections import defaultdict
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = '0010_phones'
down_revision: str | None = '0009_retail'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# The rule of api/products/ratings.py when this was written, for the products members already rated: a
# member's overall rating from the rating form (its post accepted and public), else the average of their public
# reviews' stars; imported reviews never count; members who left never count.
_REVIEWS = sa.text(
    "SELECT r.product_id, r.user_id, AVG(r.rating) FROM reviews r JOIN users u ON u.id = r.user_id "
    "WHERE r.source IS NULL AND r.is_private = :no AND r.rating IS NOT NULL AND u.deleted_at IS NULL "
    "GROUP BY r.product_id, r.user_id")
_RATINGS = sa.text(
    "SELECT pr.product_id, pr.user_id, pr.general_rating FROM product_ratings pr "
    "JOIN product_feedback f ON f.rating_id = pr.id JOIN users u ON u.id = f.user_id "
    "WHERE pr.general_rating IS NOT NULL AND f.is_private = :no AND f.feedback_status = 'accepted' "
    "AND u.deleted_at IS NULL")


def upgrade() -> None:
    with op.batch_alter_table('products') as batch:
        batch.add_column(sa.Column('member_rating', sa.Float(), nullable=True))
        batch.add_column(sa.Column('member_rating_count', sa.Integer(), nullable=False, server_default='0'))
    bind = op.get_bind()
    per_member: dict[tuple[int, int], float] = {}
    for query in (_REVIEWS, _RATINGS):  # the rating form's overall rating replaces the member's reviews' stars
        for product_id, user_id, stars in bind.execute(query, {"no": False}):
            per_member[(product_id, user_id)] = float(stars)
    by_product: dict[int, list[float]] = defaultdict(list)
    for (product_id, _user), stars in per_member.items():
        by_product[product_id].append(stars)
    for product_id, ratings in by_product.items():
        bind.execute(sa.text("UPDATE products SET member_rating = :avg, member_rating_count = :n WHERE id = :id"),
                     {"avg": round(sum(ratings) / len(ratings), 2), "n": len(ratings), "id": product_id})


def downgrade() -> None:
    with op.batch_alter_table('products') as batch:
        batch.drop_column('member_rating_count')
        batch.drop_column('member_rating')
