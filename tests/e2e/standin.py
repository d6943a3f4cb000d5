"""A stand-in for Discord's REST API and gateway on 127.0.0.1 (aiohttp), recording what the
bot sends.

It serves HTTPS and WSS with a certificate for Discord's host names, made by its own CA
(trustme): a client reaches it by asking for ``discord.com`` and ``gateway.discord.gg`` as
usual, with ``DISCORD_ADDRESS`` and ``DISCORD_CA_FILE`` set to :attr:`StandIn.env`'s values.

It answers the way Discord does: JSON with ``Content-Type: application/json`` exactly,
interaction callbacks with an ``interaction`` object (and the message as ``resource``),
follow-ups and edits through the webhook routes. Command syncs are checked against
Discord's rules and refused with a 400, as Discord would; the commands kept are returned by
``GET`` as Discord returns them (defaults filled in, localizations only when asked for). Faults can be injected on any
route: a delay, an error status, for the next N requests (:meth:`StandIn.inject`).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import shutil
import ssl
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from socket import create_server
from typing import Any

import orjson
import trustme
from aiohttp import BodyPartReader, WSMsgType, web

from tests.discord_rules import command_problems, message_problems

APP_ID = 900000000000000001
BOT_ID = 900000000000000002
_ids = itertools.count(950000000000000000)


def snowflake() -> str:
    return str(next(_ids))


def user(uid: int | str, name: str, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(uid),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": None,
        "bot": bot,
    }


# the names the stand-in's certificate is good for: the API, the gateways (resume hosts
# included), the CDN its attachments are on
HOSTS = ("discord.com", "gateway.discord.gg", "*.discord.gg", "cdn.discordapp.com")
GATEWAY_URL = "wss://gateway.discord.gg"
RESUME_GATEWAY_URL = "wss://gateway-us-east1-b.discord.gg"
CDN = "https://cdn.discordapp.com"

GUILD_ID = "700000000000000001"
CHANNELS = [str(700000000000000002 + i) for i in range(8)]


@dataclass
class Recorded:
    method: str
    path: str
    body: Any
    at: float = field(default_factory=time.perf_counter)
    # the response went back on a connection the client still held open
    delivered: bool = False
    files: list[Upload] = field(default_factory=list)  # a multipart request's files


@dataclass
class Upload:
    """A file sent in a multipart request: its form field, file name, type and bytes."""

    field: str
    filename: str
    content_type: str
    data: bytes


@dataclass
class Fault:
    """The next ``times`` requests whose path starts with ``path`` wait ``delay`` seconds,
    then get ``status`` (a Discord-shaped error) instead of the real answer, if it is set."""

    method: str
    path: str
    status: int | None = None
    delay: float = 0.0
    times: int = 1


def guild_payload() -> dict[str, Any]:
    """GUILD_CREATE data: a guild with a few text channels."""
    return {
        "id": GUILD_ID,
        "name": "Redzone test",
        "icon": None,
        "owner_id": "1",
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "system_channel_flags": 0,
        "premium_tier": 0,
        "nsfw_level": 0,
        "preferred_locale": "en-US",
        "features": [],
        "emojis": [],
        "stickers": [],
        "roles": [
            {
                "id": GUILD_ID,
                "name": "@everyone",
                "permissions": "0",
                "position": 0,
                "color": 0,
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
        ],
        "channels": [
            {
                "id": cid,
                "type": 0,
                "name": f"table-{i}",
                "position": i,
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
                "guild_id": GUILD_ID,
            }
            for i, cid in enumerate(CHANNELS)
        ],
        "members": [],
        "member_count": 5,
        "large": False,
        "threads": [],
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "unavailable": False,
        "joined_at": "2026-01-01T00:00:00+00:00",
    }


def stored_command(sent: dict[str, Any]) -> dict[str, Any]:
    """A command as Discord keeps and returns it: its ids and version, the defaults of the
    fields left out filled in, and an option's false flags left out."""
    command = {
        "type": 1,
        "default_member_permissions": None,
        "dm_permission": True,
        "nsfw": False,
        "integration_types": [0],
        "contexts": None,
        **sent,
        "id": snowflake(),
        "application_id": str(APP_ID),
        "version": snowflake(),
    }
    if "options" in command:
        command["options"] = [stored_option(option) for option in command["options"]]
    return command


def stored_option(sent: dict[str, Any]) -> dict[str, Any]:
    option = {key: value for key, value in sent.items() if value is not False}
    if "options" in option:
        option["options"] = [stored_option(child) for child in option["options"]]
    return option


def without_localizations(value: Any) -> Any:
    """What ``GET .../commands`` returns without ``with_localizations=true``."""
    if isinstance(value, list):
        return [without_localizations(item) for item in value]
    if isinstance(value, dict):
        return {
            key: without_localizations(item)
            for key, item in value.items()
            if key not in ("name_localizations", "description_localizations")
        }
    return value


@dataclass
class StandIn:
    """The server's state: requests seen, messages posted, commands synced."""

    requests: list[Recorded] = field(default_factory=list)
    messages: dict[str, dict[str, Any]] = field(default_factory=dict)
    commands: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    # interaction id -> message id, for component presses that edit their message
    component_messages: dict[str, str] = field(default_factory=dict)
    # interaction id -> the message its response created
    responses: dict[str, str] = field(default_factory=dict)
    # interaction token -> its original response message (``@original``)
    originals: dict[str, str] = field(default_factory=dict)
    # tokens whose original is still "thinking": the first follow-up replaces it
    loading: set[str] = field(default_factory=set)
    # user id -> display name, for GET /users/{id}
    users: dict[str, str] = field(default_factory=dict)
    changed: asyncio.Condition = field(default_factory=asyncio.Condition)
    runner: web.AppRunner | None = None
    port: int = 0
    home: Path | None = None  # the CA file's folder, while the stand-in runs
    sockets: list[web.WebSocketResponse] = field(default_factory=list)
    sequence: int = 0
    identified: asyncio.Event = field(default_factory=asyncio.Event)
    identify_count: int = 0
    heartbeats: int = 0
    # GET /gateway/bot: the shard count Discord recommends to a client that asks
    recommended_shards: int = 1
    # each IDENTIFY's shard, [id, count] (none when the client does not shard)
    shards_identified: list[list[int] | None] = field(default_factory=list)
    # the socket of each shard, for routing guild events as Discord does
    shard_sockets: dict[int, tuple[web.WebSocketResponse, int]] = field(default_factory=dict)
    faults: list[Fault] = field(default_factory=list)
    uploads: dict[str, bytes] = field(default_factory=dict)  # attachment id -> its bytes

    @property
    def address(self) -> str:
        """Where Discord's host names are to be reached: DISCORD_ADDRESS."""
        return f"127.0.0.1:{self.port}"

    @property
    def ca_file(self) -> Path:
        """The stand-in's CA certificate (PEM): DISCORD_CA_FILE."""
        assert self.home is not None, "the stand-in is not started"
        return self.home / "ca.pem"

    @property
    def env(self) -> dict[str, str]:
        """The settings that send a bot's Discord connections here."""
        return {"DISCORD_ADDRESS": self.address, "DISCORD_CA_FILE": str(self.ca_file)}

    async def start(self) -> None:
        self.home = Path(tempfile.mkdtemp(prefix="standin-"))
        authority = trustme.CA()
        authority.cert_pem.write_to_path(str(self.ca_file))
        tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        authority.issue_cert(*HOSTS).configure_cert(tls)
        app = web.Application()
        app.router.add_get("/", self.gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.handle)
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        listening = create_server(("127.0.0.1", 0))
        self.port = listening.getsockname()[1]
        await web.SockSite(self.runner, listening, ssl_context=tls).start()

    def asked_for(self, request: web.Request, *hosts: str) -> None:
        """A problem unless the client asked for one of Discord's host names (its ``Host``):
        the bot names Discord's hosts, and only the network under it is redirected."""
        if request.host not in {host.removeprefix("wss://") for host in hosts}:
            self.problems.append(f"{request.method} {request.path} asked for {request.host}")

    async def stop(self) -> None:
        for socket in list(self.sockets):
            await socket.close()
        if self.runner is not None:
            await self.runner.cleanup()
        if self.home is not None:
            shutil.rmtree(self.home, ignore_errors=True)

    # -- the gateway -----------------------------------------------------------------

    async def gateway(self, request: web.Request) -> web.WebSocketResponse:
        """HELLO, heartbeat acks, IDENTIFY -> READY and GUILD_CREATE, then dispatches."""
        self.asked_for(request, GATEWAY_URL, RESUME_GATEWAY_URL)
        socket = web.WebSocketResponse(autoping=True)
        await socket.prepare(request)
        self.sockets.append(socket)
        await socket.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}}))
        try:
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(message.data)
                op = frame.get("op")
                if op == 1:
                    self.heartbeats += 1
                    await socket.send_str(json.dumps({"op": 11}))
                elif op == 2:
                    self.identify_count += 1
                    shard = frame["d"].get("shard")
                    self.shards_identified.append(shard)
                    if shard is not None:
                        self.shard_sockets[shard[0]] = (socket, shard[1])
                    await self._send(
                        socket,
                        "READY",
                        {
                            "v": 10,
                            "user": user(BOT_ID, "Redzone", bot=True),
                            "guilds": [{"id": GUILD_ID, "unavailable": True}],
                            "session_id": f"session-{self.identify_count}",
                            "resume_gateway_url": RESUME_GATEWAY_URL,
                            "application": {"id": str(APP_ID), "flags": 0},
                            **({"shard": shard} if shard is not None else {}),
                        },
                    )
                    await self._send(socket, "GUILD_CREATE", guild_payload())
                    self.identified.set()
        finally:
            if socket in self.sockets:
                self.sockets.remove(socket)
            for shard, (held, _) in list(self.shard_sockets.items()):
                if held is socket:
                    del self.shard_sockets[shard]
        return socket

    async def _send(self, socket: web.WebSocketResponse, event: str, data: Any) -> None:
        self.sequence += 1
        await socket.send_str(
            orjson.dumps({"op": 0, "t": event, "s": self.sequence, "d": data}).decode()
        )

    async def dispatch(self, event: str, data: Any, shard: int | None = None) -> None:
        """Send a gateway event to the connected clients: to every one, or when they shard,
        as Discord does, to the shard of the event's guild, ``(guild_id >> 22) % count``;
        ``shard`` sends it on that shard instead (a guild moved by a resharding)."""
        if shard is None and self.shard_sockets and isinstance(data, dict) and "guild_id" in data:
            count = next(iter(self.shard_sockets.values()))[1]
            shard = (int(data["guild_id"]) >> 22) % count
        if shard is None:
            targets = list(self.sockets)
        else:
            targets = [self.shard_sockets[shard][0]] if shard in self.shard_sockets else []
        for socket in targets:
            await self._send(socket, event, data)

    async def wait_shards(self, shards: set[int], timeout: float = 60.0) -> None:
        """Until a client has identified on each of ``shards``."""
        deadline = time.monotonic() + timeout
        while not shards <= self.shard_sockets.keys():
            if time.monotonic() > deadline:
                raise TimeoutError(f"shards {sorted(shards - self.shard_sockets.keys())} missing")
            await asyncio.sleep(0.05)

    async def interact(
        self, payload: dict[str, Any], timeout: float = 10.0, shard: int | None = None
    ) -> tuple[Any, float]:
        """Send INTERACTION_CREATE; return the callback body and the seconds it took."""
        start = time.perf_counter()
        await self.dispatch("INTERACTION_CREATE", payload, shard)
        path = f"/interactions/{payload['id']}/{payload['token']}/callback"
        record = await self.wait_for(lambda r: r.path == path, timeout)
        return record.body, record.at - start

    @staticmethod
    def json(data: Any, status: int = 200) -> web.Response:
        return web.Response(
            status=status,
            body=orjson.dumps(data),
            headers={"Content-Type": "application/json"},
        )

    def message(
        self,
        body: dict[str, Any],
        channel_id: str = "0",
        mid: str | None = None,
        files: list[Upload] | None = None,
        kept: list[dict[str, Any]] | None = None,
    ) -> dict[str, Any]:
        """A message posted (or rewritten by an edit, with the attachments it ``kept``)."""
        mid = mid or snowflake()
        problems = message_problems(body)
        attachments = [*(kept or []), *self.attach(body, files or [])]
        names = {a["filename"] for a in attachments}
        for embed in body.get("embeds") or []:
            url = (embed.get("image") or {}).get("url", "")
            if url.startswith("attachment://") and url.removeprefix("attachment://") not in names:
                problems.append(f"embed image {url} has no attachment of that name")
        self.problems += problems
        message = {
            "id": mid,
            "channel_id": channel_id,
            "author": user(BOT_ID, "Redzone", bot=True),
            "content": body.get("content") or "",
            "timestamp": "2026-11-22T00:00:00+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": body.get("embeds") or [],
            "pinned": False,
            "type": 0,
            "flags": body.get("flags") or 0,
            "components": body.get("components") or [],
        }
        self.messages[mid] = message
        return message

    def edit(self, mid: str | None, body: dict[str, Any], files: list[Upload]) -> dict[str, Any]:
        """A message edited as Discord edits one: the fields the edit leaves out stay as they
        were; its ``attachments`` list the ones kept (by id) and describe the new files."""
        old = self.messages.get(mid or "")
        if old is None:
            return self.message(body, mid=mid, files=files)
        merged = {key: body.get(key, old[key]) for key in ("content", "embeds", "components")}
        merged["flags"] = body.get("flags", old["flags"])
        kept = old["attachments"]
        if "attachments" in body:
            listed = {str(a.get("id")) for a in body["attachments"]}
            kept = [a for a in kept if a["id"] in listed]
            merged["attachments"] = body["attachments"]
        return self.message(merged, old["channel_id"], mid, files, kept)

    def attach(self, body: dict[str, Any], files: list[Upload]) -> list[dict[str, Any]]:
        """The message's attachments, as Discord stores them: each file uploaded in
        ``files[N]`` and described in the payload's ``attachments`` (its bytes are kept in
        ``uploads`` by the attachment's id)."""
        described = {str(a.get("id")): a for a in body.get("attachments") or []}
        out = []
        for upload in files:
            number = upload.field.removeprefix("files[").removesuffix("]")
            meta = described.get(number, {})
            filename = meta.get("filename") or upload.filename
            aid = snowflake()
            self.uploads[aid] = upload.data
            out.append(
                {
                    "id": aid,
                    "filename": filename,
                    "size": len(upload.data),
                    "url": f"{CDN}/attachments/{aid}/{filename}",
                    "proxy_url": f"{CDN}/attachments/{aid}/{filename}",
                    "content_type": upload.content_type,
                }
            )
        return out

    def inject(
        self,
        method: str,
        path: str,
        *,
        status: int | None = None,
        delay: float = 0.0,
        times: int = 1,
    ) -> Fault:
        """Make a route misbehave for its next ``times`` requests (see :class:`Fault`)."""
        fault = Fault(method, path, status, delay, times)
        self.faults.append(fault)
        return fault

    def _fault(self, method: str, path: str) -> Fault | None:
        for fault in self.faults:
            if fault.times > 0 and fault.method == method and path.startswith(fault.path):
                fault.times -= 1
                return fault
        return None

    async def handle(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        self.asked_for(request, "discord.com")
        body: Any = None
        files: list[Upload] = []
        if request.content_type == "multipart/form-data":
            body, files = await self._multipart(request)
        elif request.can_read_body:
            raw = await request.read()
            if raw:
                body = orjson.loads(raw)
        record = Recorded(request.method, path, body, files=files)
        self.requests.append(record)
        fault = self._fault(request.method, path)
        if fault is not None and fault.delay:
            async with self.changed:  # seen arriving, answered later
                self.changed.notify_all()
            await asyncio.sleep(fault.delay)
        if fault is not None and fault.status == 429:  # as Discord limits a route's rate
            response = self.json(
                {"message": "You are being rate limited.", "retry_after": 0.2, "global": False},
                429,
            )
            response.headers["Via"] = "1.1 google"
        elif fault is not None and fault.status is not None:
            response = self.json({"code": 0, "message": "injected fault"}, fault.status)
        else:
            response = self.route(request.method, path, body, request.query, files)
        record.delivered = request.transport is not None and not request.transport.is_closing()
        async with self.changed:
            self.changed.notify_all()
        return response

    @staticmethod
    async def _multipart(request: web.Request) -> tuple[Any, list[Upload]]:
        """A multipart request as Discord reads it: the JSON of ``payload_json`` and the
        files of the other parts."""
        body: Any = None
        files: list[Upload] = []
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            assert isinstance(part, BodyPartReader)
            data = bytes(await part.read())
            if part.name == "payload_json":
                body = orjson.loads(data)
            else:
                kind = part.headers.get("Content-Type", "application/octet-stream")
                files.append(Upload(part.name or "", part.filename or "", kind, data))
        return body, files

    def route(
        self,
        method: str,
        path: str,
        body: Any,
        query: Mapping[str, str] | None = None,
        files: list[Upload] | None = None,
    ) -> web.Response:
        parts = path.strip("/").split("/")
        if path == "/users/@me":
            return self.json(user(BOT_ID, "Redzone", bot=True))
        if method == "GET" and path in ("/gateway", "/gateway/bot"):
            return self.json(
                {
                    "url": GATEWAY_URL,
                    "shards": self.recommended_shards,
                    "session_start_limit": {
                        "total": 1000,
                        "remaining": 1000,
                        "reset_after": 0,
                        "max_concurrency": 1,
                    },
                }
            )
        if method == "GET" and parts[0] == "users" and len(parts) == 2 and parts[1] in self.users:
            return self.json(user(parts[1], self.users[parts[1]]))
        if path == "/oauth2/applications/@me":
            return self.json(
                {
                    "id": str(APP_ID),
                    "name": "Redzone",
                    "icon": None,
                    "description": "",
                    "bot_public": True,
                    "bot_require_code_grant": False,
                    "verify_key": "0" * 64,
                    "flags": 0,
                    "owner": user(1, "owner"),
                    "team": None,
                }
            )
        if method == "PUT" and parts[:1] == ["applications"] and parts[-1] == "commands":
            problems = command_problems(body)
            if problems:
                self.problems += problems
                return self.json({"code": 50035, "message": "Invalid Form Body"}, 400)
            self.commands = [stored_command(c) for c in body]
            return self.json(self.commands)
        if method == "GET" and parts[:1] == ["applications"] and parts[-1] == "commands":
            # Discord sends the localization dictionaries only when asked for them
            if (query or {}).get("with_localizations") == "true":
                return self.json(self.commands)
            return self.json([without_localizations(c) for c in self.commands])
        if method == "POST" and parts[0] == "interactions" and parts[-1] == "callback":
            return self.callback(parts[1], parts[2], body, files or [])
        if parts[0] == "webhooks":
            return self.webhook(method, parts, body, files or [])
        return self.json({"code": 0, "message": "404: Not Found"}, 404)

    def callback(
        self, interaction_id: str, token: str, body: dict[str, Any], files: list[Upload]
    ) -> web.Response:
        kind = body["type"]
        data = body.get("data") or {}
        interaction: dict[str, Any] = {"id": interaction_id, "type": 2}
        resource: dict[str, Any] = {"type": kind}
        if kind in (4, 5, 7):  # message, deferred message, message update
            mid = self.component_messages.get(interaction_id) if kind == 7 else None
            message = self.message(data, mid=mid, files=files)
            self.responses[interaction_id] = self.originals[token] = message["id"]
            if kind == 5:
                self.loading.add(token)
            interaction.update(
                response_message_id=message["id"],
                response_message_loading=kind == 5,
                response_message_ephemeral=bool((data.get("flags") or 0) & 64),
            )
            resource["message"] = message
        return self.json({"interaction": interaction, "resource": resource})

    def webhook(
        self, method: str, parts: list[str], body: Any, files: list[Upload]
    ) -> web.Response:
        token = parts[2]
        if method == "POST":  # the first follow-up after a defer is the "thinking" message
            thinking = token in self.loading
            self.loading.discard(token)
            return self.json(
                self.message(
                    body or {}, mid=self.originals.get(token) if thinking else None, files=files
                )
            )
        if method == "PATCH":
            target = parts[-1]
            mid = self.originals.get(token) if target == "@original" else target
            self.loading.discard(token)
            return self.json(self.edit(mid, body or {}, files))
        if method == "GET":
            return self.json(next(iter(self.messages.values()), self.message({})))
        if method == "DELETE" and parts[-1] == "@original":  # a follow-up is a new message now
            self.messages.pop(self.originals.pop(token, ""), None)
            self.loading.discard(token)
        return web.Response(status=204)  # as Discord: no body, no content type

    async def final(
        self, payload: dict[str, Any], callback: dict[str, Any], timeout: float = 10.0
    ) -> dict[str, Any]:
        """What the user ends up seeing for an interaction: the callback's own message, or
        after a defer (type 5) the follow-up that replaces the "thinking" message."""
        if callback["type"] != 5:
            return {**callback, "deferred": False}
        path = f"/webhooks/{APP_ID}/{payload['token']}"
        record = await self.wait_for(lambda r: r.method == "POST" and r.path == path, timeout)
        return {"type": 4, "deferred": True, "data": record.body}

    async def wait_for(self, predicate: Any, timeout: float = 5.0) -> Recorded:
        """The first recorded request matching ``predicate`` (waiting for it if needed)."""

        async def find() -> Recorded:
            async with self.changed:
                while True:
                    for record in self.requests:
                        if predicate(record):
                            return record
                    await self.changed.wait()

        return await asyncio.wait_for(find(), timeout)
