"""The one settings class. Every backend is one URL; the defaults are the embedded profile."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

REPO_ROOT = Path(__file__).resolve().parents[1]
PLACEHOLDER_SECRET = "change-me-local-only"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore", populate_by_name=True)

    environment: Literal["local", "test", "production"] = "local"
    data_dir: Path = Field(default=REPO_ROOT / "data" / "local", validation_alias="GLOWDEX_DATA_DIR")
    shared_data_dir: Path = Field(default=REPO_ROOT.parent / "shared" / "data", validation_alias="GLOWDEX_SHARED_DATA")
    web_dist_dir: Path = REPO_ROOT / "web" / "dist"

    # One URL per backend; empty means "the embedded default under data_dir".
    database_url: str = ""
    broker_url: str = "memory://"
    broker_namespace: str = "glowdex"
    search_url: str = "embedded://"
    mail_url: str = "outbox://"
    files_url: str = "local://"
    public_base_url: str = "http://127.0.0.1:8000"
    # Peers whose X-Forwarded-For / X-Forwarded-Proto are believed (comma-separated IPs or CIDRs). Empty in
    # the embedded run: the peer is the client. The compose profile names the nginx container.
    trusted_proxies: str = Field(default="", validation_alias="GLOWDEX_TRUSTED_PROXIES")

    secret_key: str = PLACEHOLDER_SECRET
    token_ttl_hours: int = 24 * 30
    code_ttl_minutes: int = 15
    activation_ttl_minutes: int = 60  # the activation link/code of a registration
    code_max_attempts: int = 5
    # (max attempts, window seconds) for login and code endpoints, per client and per target.
    login_rate: tuple[int, int] = (10, 300)  # sign-in attempts per client address
    # Failed sign-ins per (address, client): this many are free, then each further one blocks that pair for
    # base * 2**k seconds (capped); the count is forgotten after `forget` seconds without a failure.
    login_backoff_free: int = 5
    login_backoff_base_seconds: int = 30
    login_backoff_cap_seconds: int = 15 * 60
    login_backoff_forget_seconds: int = 24 * 3600
    code_rate: tuple[int, int] = (5, 300)  # per client address, and per (target, client address)
    mail_rate: tuple[int, int] = (10, 3600)  # account e-mails one address receives (api/ratelimit.mail_allowed)
    mail_from: str = "Glowdex <no-reply@glowdex.local>"
    job_max_retries: int = 5
    worker_threads: int = 4
    # How often the sweeper re-sends outbox rows, mail and notification events older than this (their message never
    # reached the broker, or they were written behind the app's back, by an admin command or a migration).
    sweep_seconds: float = 30.0
    # Threads per API process for sync routes. Every request thread takes turns at the process's one GIL, so with
    # many threads every request in the process shares one core: under the mixed load's 32 connections a sign-in
    # (27 ms of CPU) took ~450 ms and a like ~230. With two, the rest wait in the pool's queue, in order, and each runs
    # nearly alone: bench_load's mixed workload (PostgreSQL, quiet machine, paired runs, docs/benchmarks/load.md)
    # went 316 -> 459 req/s, p99 429 -> 282 ms. One thread lost a third of that (no read overlaps another's database
    # wait). Answers kept by the cache, image decoding and OCR hold no request thread.
    request_threads: int = 2
    # Threads of the cheap writes (like, star, follow), apart from the request pool (api/db/write_route.py), so they
    # do not wait in its queue: with two request threads and two of these, the mixed load's writes had p99 43-47 ms
    # (16 request threads, no lane: 184-251 ms). 0: they queue with the rest.
    cheap_write_threads: int = 2
    # Threads of the routes that hash or verify a password (sign-in, sign-up, password change and reset: Argon2id,
    # ~20 ms of CPU each), apart from the request pool: two sign-ins in the request pool held both its threads while
    # every read and state call behind them waited. bench_load's mixed workload (PostgreSQL, 30 s): p99 197 -> 120 ms,
    # the state call's 228 -> 78 ms, a sign-in's 369 -> 200 ms. One thread: the sign-ins queued (p50 700 ms).
    password_threads: int = 2
    # How old the home page's popular-brand counts may be (api/browse/labels.py).
    brand_labels_ttl: float = 60.0
    # How old the order of the home page's random product list may be (api/browse/shuffle.py).
    random_list_ttl: float = 60.0
    # Bytes each API process keeps for its public answers (api/http_cache), counted as they are really held: the
    # encoded answers (four fifths: 40 MB hold ~3,400 product pages at ~11.5 KB with their index) and the public
    # cards lists are built of (a fifth, ~3,000 cards at ~3.4 KB; api/catalog/public_cards.py). 0 switches both off.
    # 40 MB of answers is what the bench's 3,000 product pages need: at 30 MB a cyclic walk of them never hit (an
    # LRU smaller than its working set), 29 % hits. The cards were kept beside the answers before (8,000 of them,
    # ~27 MB RSS): workers reached 420-448 MB RSS after the mixed load (target 400).
    http_cache_bytes: int = 50 * 1024 * 1024
    log_level: str = "INFO"
    search_request_timeout: float = 2.0
    search_bulk_timeout: float = 120.0
    # Bodies and uploads (api/body_limits.py, api/files/storage.py); nginx mirrors the two byte caps.
    max_json_body_bytes: int = 1024 * 1024
    max_upload_bytes: int = 5 * 1024 * 1024
    max_image_pixels: int = 40_000_000
    image_max_side: int = 2048  # stored images are scaled down to fit this box
    image_decode_slots: int = 2
    # Label photos (api/labels/): one OCR at a time per process; this many more may wait for it (then 503 with
    # Retry-After), each at most `label_wait_seconds`. Reads per client address: (max, window seconds).
    label_waiting: int = 4
    label_wait_seconds: float = 20.0
    label_read_rate: tuple[int, int] = (60, 3600)

    # Social sign-in (api/social_login/): a provider without a client id is "not configured". Endpoints come
    # from the issuer's OIDC discovery document; an endpoint setting overrides discovery (Facebook's
    # discovery document names no token endpoint).
    google_client_id: str = ""
    google_client_secret: str = ""
    google_oidc_issuer: str = "https://accounts.google.com"
    google_token_endpoint: str = ""
    facebook_client_id: str = ""
    facebook_client_secret: str = ""
    facebook_oidc_issuer: str = "https://www.facebook.com"
    facebook_token_endpoint: str = "https://graph.facebook.com/v19.0/oauth/access_token"
    social_flow_ttl_seconds: int = 600  # how long a started sign-in may take at the provider
    social_http_timeout: float = 10.0

    @model_validator(mode="after")
    def _refuse_placeholder_secrets(self) -> Settings:
        if self.environment == "production" and self.secret_key == PLACEHOLDER_SECRET:
            raise ValueError(
                "SECRET_KEY still has its local placeholder value; set a real secret before running in production."
            )
        return self

    @property
    def is_production(self) -> bool:
        return self.environment == "production"

    @property
    def resolved_database_url(self) -> str:
        return self.database_url or f"sqlite:///{self.data_dir / 'glowdex.sqlite3'}"

    @property
    def is_sqlite(self) -> bool:
        return self.resolved_database_url.startswith("sqlite")


@lru_cache
def get_settings() -> Settings:
    return Settings()
