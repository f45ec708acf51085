"""Sign-in checks the password before its write transaction begins (issue 10 §3: the mixed load).

Argon2id at production cost is ~0.16 s of CPU a login; a transaction open through it held SQLite's one write lock
(BEGIN IMMEDIATE) or a pooled PostgreSQL connection idle in a transaction for that long."""

from __future__ import annotations

import dataclasses

import api.users.service as users_service
from api.models import AuthToken, User
from tests.api.helpers import PASSWORD, signed_in


def test_the_password_is_checked_with_no_write_transaction_open(app, client, session, monkeypatch):
    email = "hash-first@example.com"
    signed_in(client, session, email)
    user_id = session.query(User.id).filter(User.email == email).scalar()
    tokens = session.query(AuthToken).filter(AuthToken.user_id == user_id).count()  # activation's and sign-in's
    makers = app.state.runtimes.db.makers
    writes = []

    def recording_write():  # the sessions the write dependency opens, to look at while the password is checked
        s = makers.write()
        writes.append(s)
        return s

    app.state.runtimes.db.makers = dataclasses.replace(makers, write=recording_write)
    open_while_hashing = []
    real_verify = users_service.verify_password

    def verify_and_look(password_hash, password):  # type: ignore[no-untyped-def]
        open_while_hashing.extend(w.in_transaction() for w in writes)
        return real_verify(password_hash, password)

    monkeypatch.setattr(users_service, "verify_password", verify_and_look)
    body = client.post("/api/user/login", json={"email": email, "password": PASSWORD}).json()
    assert body["status"] is True, body
    assert len(writes) == 1 and open_while_hashing == [False]
    # The write still happened: the new token is stored for that member.
    assert session.query(AuthToken).filter(AuthToken.user_id == user_id).count() == tokens + 1
    # A wrong password writes nothing and answers the same refusal as before.
    refused = client.post("/api/user/login", json={"email": email, "password": "wrong1guess"}).json()
    assert refused["status"] is False
    assert session.query(AuthToken).filter(AuthToken.user_id == user_id).count() == tokens + 1
