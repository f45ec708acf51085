FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY api api
COPY indexer indexer
COPY ingredient_engine ingredient_engine
COPY data data
RUN pip install --no-cache-dir . && useradd -m glowdex && mkdir -p /srv/data /srv/files && chown glowdex /srv/*
USER glowdex
EXPOSE 8000
