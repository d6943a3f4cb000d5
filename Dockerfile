# Redzone's Discord bot. Data (the SQLite database and the rules cache) lives in /data.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    REDZONE_DB=/data/redzone.db \
    REDZONE_DATA=/data \
    REDZONE_LOCALES=/app/locales

WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine ./engine
COPY bot ./bot
COPY locales ./locales
RUN pip install --no-cache-dir . \
    && useradd --create-home --uid 10001 redzone \
    && mkdir -p /data && chown redzone /data

USER redzone
VOLUME ["/data"]
CMD ["redzone", "run"]
