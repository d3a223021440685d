// Drizzle schema for Cortex; the single source drizzle-kit diffs to generate the migrations in /drizzle.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Realtime play is timed in seconds, asynchronous (correspondence) play in hours. */
export type TimeControl = { kind: 'realtime'; seconds: number } | { kind: 'async'; hours: number };

export type SessionKind = 'cookie' | 'bearer';
export type LobbyStatus = 'OPEN' | 'STARTED' | 'CLOSED';
export type ApiTokenScope = 'read' | 'play';
/** How a match ended: by its rules, a resignation, timeouts, a draw agreed by the players, or aborted before everyone moved. */
export type MatchEndReason = 'RULES' | 'RESIGNED' | 'TIMEOUT' | 'DRAW_AGREED' | 'ABORTED';
export type ChallengeStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED';
export type MatchStatus = 'ACTIVE' | 'FINISHED' | 'ABORTED';
export type CampaignStatus = 'ACTIVE' | 'FINISHED';

/** A finished campaign game as the campaign keeps it (the engine's CampaignGameRecord plus its match). */
export interface CampaignRecordRow {
  readonly index: number;
  readonly matchId: string;
  readonly won: boolean;
  readonly score: number;
  /** Server-only: what the next game inherits. Never sent to clients. */
  readonly carry: unknown;
  readonly summary: string;
}

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tstz('created_at').notNull().defaultNow();
// $onUpdate only fires for updates made through drizzle's query builder; raw SQL must set it itself.
const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A user's stored preferences; absent keys take their defaults. */
export interface UserPreferences {
  /** Pass automatically when I cannot respond (the server passes for me where passing is my only move). */
  readonly autoPass?: boolean;
  /** Where mail about async matches goes (nothing is sent without it). */
  readonly email?: string;
  /** When to mail: never, each time an async match starts waiting for me, or only when a deadline is near. */
  readonly emailNotify?: 'off' | 'myTurn' | 'deadlineNear';
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    // How the user likes to play (validated by the API: e.g. { autoPass: true }).
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
  },
  // Uniqueness is on lower(username) so 'Alice' and 'alice' cannot both register; lookups should use lower() too.
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the secret, so a leaked table cannot be replayed as cookies or bearer tokens.
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    kind: text('kind').$type<SessionKind>().notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    // What the owner sees in their session list ("Firefox on Linux, from 203.0.113.7"); never used for auth.
    userAgent: text('user_agent'),
    address: text('address'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    check('sessions_kind_check', sql`${t.kind} in ('cookie', 'bearer')`),
  ],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique('api_tokens_token_hash_key'),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
    // What the token may do: 'read' (queries, subscriptions) and/or 'play' (moves, lobbies, chat). Never account changes.
    scopes: text('scopes')
      .array()
      .$type<ApiTokenScope[]>()
      .notNull()
      .default(sql`'{read,play}'::text[]`),
  },
  (t) => [index('api_tokens_user_id_idx').on(t.userId)],
);

export const lobbies = pgTable(
  'lobbies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: text('game_id').notNull(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id),
    seats: integer('seats').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    private: boolean('private').notNull().default(false),
    timeControl: jsonb('time_control').$type<TimeControl>().notNull(),
    // Starting the lobby starts a campaign (several games in a row) instead of a single match.
    campaign: boolean('campaign').notNull().default(false),
    // The host's wish; the match is rated only if it also has no bots and the game's standard options.
    rated: boolean('rated').notNull().default(true),
    status: text('status').$type<LobbyStatus>().notNull().default('OPEN'),
    matchId: uuid('match_id').references((): AnyPgColumn => matches.id, { onDelete: 'set null' }),
    // The finished match this lobby replays; unique so simultaneous "rematch" clicks yield one lobby.
    rematchOf: uuid('rematch_of').references((): AnyPgColumn => matches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // NULLS FIRST because that is what a plain `ORDER BY x DESC` (drizzle's desc()) means; drizzle-kit's
    // default DESC NULLS LAST would not match it and the planner would sort instead of reading the index.
    index('lobbies_listing_idx').on(t.status, t.private, t.createdAt.desc().nullsFirst()),
    uniqueIndex('lobbies_rematch_of_key').on(t.rematchOf),
    check('lobbies_status_check', sql`${t.status} in ('OPEN', 'STARTED', 'CLOSED')`),
    check('lobbies_seats_check', sql`${t.seats} > 0`),
  ],
);

export const lobbySeats = pgTable(
  'lobby_seats',
  {
    lobbyId: uuid('lobby_id')
      .notNull()
      .references(() => lobbies.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    userId: uuid('user_id').references(() => users.id),
    // Bot level; a seat is taken by a user or a bot, never both.
    bot: text('bot'),
    // A further seat of a user already seated (one person playing several characters of a cooperative game).
    extra: boolean('extra').notNull().default(false),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'lobby_seats_pkey', columns: [t.lobbyId, t.seat] }),
    // Also what stops one user from grabbing two seats through concurrent joins; only an explicit extra seat escapes it.
    uniqueIndex('lobby_seats_lobby_id_user_id_key')
      .on(t.lobbyId, t.userId)
      .where(sql`not ${t.extra}`),
    check('lobby_seats_user_or_bot_check', sql`${t.userId} is null or ${t.bot} is null`),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Unique so a lobby that is started twice concurrently produces one match.
    lobbyId: uuid('lobby_id')
      .references((): AnyPgColumn => lobbies.id, { onDelete: 'set null' })
      .unique('matches_lobby_id_key'),
    gameId: text('game_id').notNull(),
    status: text('status').$type<MatchStatus>().notNull().default('ACTIVE'),
    // Optimistic-concurrency counter: +1 per applied move, guarded by `where version = expected`.
    version: integer('version').notNull().default(0),
    // Kept secret until the match ends; seed_hash is published up front so players can verify it later.
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    players: integer('players').notNull(),
    // A snapshot of the full engine state (hidden information included: never send it to clients as is) after
    // `state_version` moves. The move log is the record: the current state is this snapshot with the moves after it
    // replayed, so a move writes its row and this small row, and the snapshot is rewritten only every few moves.
    state: jsonb('state').$type<unknown>().notNull(),
    stateVersion: integer('state_version').notNull().default(0),
    toAct: integer('to_act')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    result: jsonb('result').$type<unknown>(),
    timeControl: jsonb('time_control').$type<TimeControl>().notNull(),
    campaignId: uuid('campaign_id').references((): AnyPgColumn => campaigns.id),
    // 0-based position in the campaign; unique per campaign so two "next game" clicks start one match.
    campaignGame: integer('campaign_game'),
    // When the awaited seats time out; the sweeper scans (status, deadline_at).
    deadlineAt: tstz('deadline_at'),
    // Decided when the match starts: only rated matches move the rating leaderboard.
    rated: boolean('rated').notNull().default(false),
    // How the match ended (MatchEndReason); null while it is being played.
    endReason: text('end_reason').$type<MatchEndReason>(),
    // Seats offering a draw right now; a move by any other seat clears them (moving on instead of accepting declines).
    drawOffers: integer('draw_offers')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    endedAt: tstz('ended_at'),
  },
  (t) => [
    // Active matches, for the sweeper's deadlines and reminders. Deliberately not on deadline_at: a move changes the
    // deadline, and an update that changes no indexed column is a HOT update (no new index entries, no index bloat),
    // which is what keeps a match row's many updates cheap; the active set is scanned instead.
    index('matches_active_idx')
      .on(t.status)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('matches_game_id_created_at_idx').on(t.gameId, t.createdAt.desc().nullsFirst()),
    check('matches_status_check', sql`${t.status} in ('ACTIVE', 'FINISHED', 'ABORTED')`),
    uniqueIndex('matches_campaign_game_key').on(t.campaignId, t.campaignGame),
    check('matches_campaign_game_check', sql`(${t.campaignId} is null) = (${t.campaignGame} is null)`),
    check('matches_version_check', sql`${t.version} >= 0`),
    check('matches_state_version_check', sql`${t.stateVersion} between 0 and ${t.version}`),
  ],
);

/** Several matches of one game in a row with the same seats, carry-over between them and a campaign score. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: text('game_id').notNull(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<CampaignStatus>().notNull().default('ACTIVE'),
    // The lobby's options; each game's options follow from them and the records (the game's campaign rules).
    options: jsonb('options').$type<Record<string, unknown>>().notNull().default({}),
    private: boolean('private').notNull().default(false),
    timeControl: jsonb('time_control').$type<TimeControl>().notNull(),
    games: integer('games').notNull(),
    records: jsonb('records').$type<CampaignRecordRow[]>().notNull().default([]),
    score: doublePrecision('score').notNull().default(0),
    rating: text('rating'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    endedAt: tstz('ended_at'),
  },
  (t) => [
    index('campaigns_game_id_status_idx').on(t.gameId, t.status),
    check('campaigns_status_check', sql`${t.status} in ('ACTIVE', 'FINISHED')`),
    check('campaigns_games_check', sql`${t.games} > 0`),
  ],
);

export const campaignPlayers = pgTable(
  'campaign_players',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    userId: uuid('user_id').references(() => users.id),
    bot: text('bot'),
  },
  (t) => [
    primaryKey({ name: 'campaign_players_pkey', columns: [t.campaignId, t.seat] }),
    index('campaign_players_user_id_idx').on(t.userId),
    check('campaign_players_user_or_bot_check', sql`${t.userId} is null or ${t.bot} is null`),
  ],
);

export const matchPlayers = pgTable(
  'match_players',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    userId: uuid('user_id').references(() => users.id),
    bot: text('bot'),
    score: doublePrecision('score'),
    winner: boolean('winner'),
    rank: integer('rank'),
    timeoutsInARow: integer('timeouts_in_a_row').notNull().default(0),
    away: boolean('away').notNull().default(false),
    // The person gave this seat up (resigned, or left a cooperative match): a bot plays it out and they cannot take it back.
    resigned: boolean('resigned').notNull().default(false),
    // The deadline a "deadline near" mail was last sent for, so each deadline is announced once (across instances).
    remindedFor: tstz('reminded_for'),
  },
  (t) => [
    primaryKey({ name: 'match_players_pkey', columns: [t.matchId, t.seat] }),
    index('match_players_user_id_idx').on(t.userId),
    check('match_players_user_or_bot_check', sql`${t.userId} is null or ${t.bot} is null`),
  ],
);

/**
 * Counts processes that started listening on this database (each takes the next value as it arrives, before it serves
 * anything). A write that found no other process listening remembers the count it saw and, while it has not moved,
 * need not look again (PeerProbe in client.ts): reading it costs nothing, looking through pg_locks does.
 */
export const listenerArrivals = pgSequence('cortex_listener_arrivals');

/**
 * Secrets shared by every API instance on this database, made by the first that needs one. `peer_links`: the key that
 * instances prove to each other before a direct link between them carries any change (apps/api/src/lib/peerLinks.ts).
 */
export const instanceKeys = pgTable('instance_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const matchMoves = pgTable(
  'match_moves',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    // 1-based and equal to matches.version after the move; the primary key makes a move apply exactly once.
    seq: integer('seq').notNull(),
    seat: integer('seat').notNull(),
    move: jsonb('move').$type<unknown>().notNull(),
    // Structured engine log for this move; may mention hidden information, so it stays server-side.
    log: jsonb('log').$type<unknown[]>().notNull().default([]),
    byBot: boolean('by_bot').notNull().default(false),
    timedOut: boolean('timed_out').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'match_moves_pkey', columns: [t.matchId, t.seq] }),
    check('match_moves_seq_check', sql`${t.seq} >= 1`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    // Identity rather than uuid: ids are monotonic, so (match_id, id) pages chat in order.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    seat: integer('seat'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_match_id_id_idx').on(t.matchId, t.id)],
);

// A lobby's chat before its match starts; ids are monotonic like chat_messages', so (lobby_id, id) pages in order.
export const lobbyMessages = pgTable(
  'lobby_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lobbyId: uuid('lobby_id')
      .notNull()
      .references(() => lobbies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    // The writer's lobby seat when they wrote.
    seat: integer('seat'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lobby_messages_lobby_id_id_idx').on(t.lobbyId, t.id)],
);

// People a lobby's host removed: they are told so, and a private lobby does not take them back.
export const lobbyRemovals = pgTable(
  'lobby_removals',
  {
    lobbyId: uuid('lobby_id')
      .notNull()
      .references(() => lobbies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'lobby_removals_pkey', columns: [t.lobbyId, t.userId] })],
);

export const ratings = pgTable(
  'ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    // Conservative skill estimate (mu - k*sigma) stored so leaderboards can sort on an index.
    ordinal: doublePrecision('ordinal').notNull(),
    matches: integer('matches').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    bestScore: doublePrecision('best_score'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'ratings_pkey', columns: [t.userId, t.gameId] }),
    index('ratings_game_id_ordinal_idx').on(t.gameId, t.ordinal.desc().nullsFirst()),
  ],
);

/** A user's invitation to another to play: a private lobby held for the challenged user until answered. */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengerId: uuid('challenger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengedId: uuid('challenged_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lobbyId: uuid('lobby_id')
      .notNull()
      .references(() => lobbies.id, { onDelete: 'cascade' }),
    status: text('status').$type<ChallengeStatus>().notNull().default('PENDING'),
    createdAt: createdAt(),
    answeredAt: tstz('answered_at'),
  },
  (t) => [
    index('challenges_challenged_id_status_idx').on(t.challengedId, t.status),
    index('challenges_challenger_id_status_idx').on(t.challengerId, t.status),
    uniqueIndex('challenges_lobby_id_key').on(t.lobbyId),
    check('challenges_status_check', sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED')`),
  ],
);

// Failed logins live in the database (not memory) so the rate limit holds across API instances.
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_at_idx').on(t.key, t.at)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type ApiToken = typeof apiTokens.$inferSelect;
export type NewApiToken = typeof apiTokens.$inferInsert;
export type Lobby = typeof lobbies.$inferSelect;
export type NewLobby = typeof lobbies.$inferInsert;
export type LobbySeat = typeof lobbySeats.$inferSelect;
export type NewLobbySeat = typeof lobbySeats.$inferInsert;
export type Match = typeof matches.$inferSelect;
export type Campaign = typeof campaigns.$inferSelect;
export type CampaignPlayer = typeof campaignPlayers.$inferSelect;
export type NewMatch = typeof matches.$inferInsert;
export type MatchPlayer = typeof matchPlayers.$inferSelect;
export type NewMatchPlayer = typeof matchPlayers.$inferInsert;
export type MatchMove = typeof matchMoves.$inferSelect;
export type NewMatchMove = typeof matchMoves.$inferInsert;
export type ChatMessage = typeof chatMessages.$inferSelect;
export type LobbyMessage = typeof lobbyMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
export type Rating = typeof ratings.$inferSelect;
export type NewRating = typeof ratings.$inferInsert;
export type Challenge = typeof challenges.$inferSelect;
export type LoginAttempt = typeof loginAttempts.$inferSelect;
export type NewLoginAttempt = typeof loginAttempts.$inferInsert;
