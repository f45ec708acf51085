FROM python:3.11-slim
WORKDIR /app
# Label photos: Debian's Tesseract English model (the tesserocr wheel brings the engine library).
RUN apt-get update && apt-get install -y --no-install-recommends tesseract-ocr-eng && rm -rf /var/lib/apt/lists/*
COPY pyproject.toml README.md ./
COPY api api
COPY indexer indexer
COPY ingredient_engine ingredient_engine
COPY data data
RUN pip install --no-cache-dir . && useradd -m glowdex && mkdir -p /srv/data /srv/files && chown glowdex /srv/*
USER glowdex
EXPOSE 8000
