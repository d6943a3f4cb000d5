# Redzone's Discord bot. Data (the SQLite database, the rules cache, the heartbeat) lives in /data.
# The base image is pinned by digest (python:3.11.10-slim-bookworm); bump tag and digest together.
FROM python:3.11.10-slim-bookworm@sha256:5148c0e4bbb64271bca1d3322360ebf4bfb7564507ae32dd639322e4952a6b16

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    REDZONE_DB=/data/redzone.db \
    REDZONE_DATA=/data

# tini as PID 1: it forwards SIGTERM to the bot (which then stops cleanly) and reaps zombies.
# Noto Sans (with its script companions) and Noto Sans CJK draw the combat pictures' names in
# every language (bot/picture/fonts.py finds them there).
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini fonts-noto-core fonts-noto-cjk \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --create-home --uid 10001 redzone \
    && mkdir -p /data && chown redzone /data

WORKDIR /app
# Dependencies first, pinned: this layer changes only with requirements.lock (`make lock`).
COPY requirements.lock ./
RUN pip install --no-cache-dir -r requirements.lock

COPY pyproject.toml README.md ./
COPY engine ./engine
COPY bot ./bot
COPY locales ./locales
RUN pip install --no-cache-dir --no-deps .
# The catalogs' parse kept beside them (bot.i18n.catalog), where the bot's user can read it:
# each process then reads it back instead of parsing the six catalogs again. -P: the
# installed package, not the source copied into the working directory (which has no
# bot.locales: pyproject.toml maps locales/ onto it at install).
RUN python -P -m bot.i18n

USER redzone
VOLUME ["/data"]
# Healthy while the bot touches /data/heartbeat (every 30 s, while connected to the gateway).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["redzone", "health"]
# SIGTERM (docker stop): commands in flight get SHUTDOWN_GRACE (8 s) seconds, inside
# Docker's 10 s stop timeout; then the gateway and the database are closed and it exits 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["redzone", "run"]
