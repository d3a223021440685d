// Accounts: sign-up, sign-in with rate limits, sessions and scoped personal API tokens (stored hashed), revocation.
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  apiTokens,
  sessions,
  users,
  type ApiTokenScope,
  type DbHandle,
  type User,
  type UserPreferences,
} from '@cortex/db';
import { z } from 'zod';
import { apiError, badInput, isUuid, notFound } from '../../lib/errors';
import type { PubSub } from '../../lib/pubsub';
import { newToken, sha256Hex, tokenKind } from '../../lib/secrets';
import { passwordProblem } from './passwordPolicy';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { HOUR_MS, type AbuseLimits } from '../../lib/limits';
import { inWords, withdrawTicket, withQuotas } from '../../lib/throttle';
import { takeLoginTicket } from './rate-limit';

export const SESSION_DAYS = 30;
const USERNAME = /^[a-z0-9_-]{3,24}$/;
/** What a username lookup may be given: the username alphabet in any case. */
const LOOKUP_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** Who is calling, and with which credential (so revoking it can close that caller's sockets). */
export interface Caller {
  readonly userId: string;
  readonly username: string;
  readonly credentialId: string;
  readonly credential: 'session' | 'personal';
  /** What the credential may do: sessions may do everything a person may; API tokens what they were given. */
  readonly scopes: readonly ApiTokenScope[];
  /** The session's expiry was just moved on (a browser's cookie is then sent again with the new lifetime). */
  readonly renewed?: boolean;
}

/** Where a request came from, recorded with the sessions it opens (for the owner's session list) and for limits. */
export interface ClientInfo {
  readonly ip: string;
  readonly userAgent?: string | undefined;
}

export const ALL_SCOPES: readonly ApiTokenScope[] = ['read', 'play'];
/** A session's last use is written at most this often: authenticating stays a read. */
const TOUCH_MS = 5 * 60_000;

export function validateCredentials(username: string, password: string): void {
  if (!USERNAME.test(username)) {
    throw badInput('Usernames are 3-24 characters of lowercase letters a-z, digits 0-9, _ and -.', {
      field: 'username',
    });
  }
  const problem = passwordProblem(username, password);
  if (problem) throw badInput(problem, { field: 'password' });
}

/** How long, and for how many users, publicUser keeps what it read. */
const PUBLIC_USER_MS = 60_000;
const PUBLIC_USERS_KEPT = 10_000;

export class AccountsService {
  readonly #publicUsers = new Map<string, { user: Promise<User | undefined>; at: number }>();
  /**
   * The credential lookups every signed-in HTTP request makes, prepared once: built by the query builder at each
   * request, the session's select took about 6 % of the API's busy time on signed-in HTTP queries (a CPU profile under
   * `npm run bench -- --only paths`).
   */
  readonly #sessionByHash;
  readonly #tokenByHash;

  constructor(
    private readonly db: DbHandle,
    private readonly pubsub: PubSub,
    private readonly limits: AbuseLimits,
  ) {
    const hash = sql.placeholder('hash');
    this.#sessionByHash = db.db
      .select({ id: sessions.id, userId: users.id, username: users.username, lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .prepare('cortex_session_by_hash');
    this.#tokenByHash = db.db
      .select({
        id: apiTokens.id,
        userId: users.id,
        username: users.username,
        scopes: apiTokens.scopes,
        lastUsedAt: apiTokens.lastUsedAt,
      })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(and(eq(apiTokens.tokenHash, hash), isNull(apiTokens.revokedAt)))
      .prepare('cortex_api_token_by_hash');
  }

  async signUp(
    username: string,
    password: string,
    client: ClientInfo,
  ): Promise<{ token: string; user: User; sessionId: string }> {
    validateCredentials(username, password);
    const quota = {
      key: `signup:${client.ip}`,
      max: this.limits.signUpsPerAddressPerHour,
      windowMs: HOUR_MS,
      refusal: (s: number) => `Too many accounts were created from your network lately. Try again in ${inWords(s)}.`,
    };
    // Only accounts made count against the address: a taken name hands the taking back.
    return withQuotas(this.db, [quota], async () => {
      const passwordHash = await hashPassword(password);
      const token = newToken('session');
      return this.db.db.transaction(async (tx) => {
        const taken = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = lower(${username})`);
        if (taken.length > 0) throw apiError('CONFLICT', `The username "${username}" is taken.`, { field: 'username' });
        const [user] = await tx.insert(users).values({ username, passwordHash }).returning();
        const [session] = await tx
          .insert(sessions)
          .values(newSession(user!.id, token, client))
          .returning({ id: sessions.id });
        return { token, user: user!, sessionId: session!.id };
      });
    });
  }

  async logIn(
    username: string,
    password: string,
    client: ClientInfo,
  ): Promise<{ token: string; user: User; sessionId: string }> {
    if (typeof username !== 'string' || !LOOKUP_NAME.test(username) || password.length > 256)
      throw badInput('Wrong username or password.');
    const [user] = await this.db.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    const ticket = await takeLoginTicket(
      this.db,
      this.limits,
      username,
      client.ip,
      user ? await this.signedInFrom(user.id, client.ip) : false,
    );
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
    if (!user || !ok) throw apiError('UNAUTHENTICATED', 'Wrong username or password.');
    await withdrawTicket(this.db, ticket);
    const token = newToken('session');
    const [session] = await this.db.db
      .insert(sessions)
      .values(newSession(user.id, token, client))
      .returning({ id: sessions.id });
    return { token, user, sessionId: session!.id };
  }

  /** Whether the user has ever signed in from this address (their own devices are never held back by strangers). */
  private async signedInFrom(userId: string, ip: string): Promise<boolean> {
    const rows = await this.db.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.address, ip)))
      .limit(1);
    return rows.length > 0;
  }

  /** Changes the caller's password after checking the current one (throttled like a sign-in); ends their other sessions. */
  async changePassword(
    caller: Caller,
    currentPassword: string,
    newPassword: string,
    client: ClientInfo,
  ): Promise<number> {
    if (currentPassword.length > 256) throw badInput('Wrong current password.', { field: 'currentPassword' });
    const [user] = await this.db.db.select().from(users).where(eq(users.id, caller.userId));
    if (!user) throw notFound('Your account');
    const ticket = await takeLoginTicket(this.db, this.limits, user.username, client.ip, true);
    if (!(await verifyPassword(user.passwordHash, currentPassword)))
      throw apiError('UNAUTHENTICATED', 'Wrong current password.', { field: 'currentPassword' });
    await withdrawTicket(this.db, ticket);
    const problem = passwordProblem(user.username, newPassword);
    if (problem) throw badInput(problem, { field: 'newPassword' });
    if (newPassword === currentPassword)
      throw badInput('The new password is the one you have.', { field: 'newPassword' });
    const passwordHash = await hashPassword(newPassword);
    const ended = await this.db.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      return tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, caller.credentialId)))
        .returning({ id: sessions.id });
    });
    for (const { id } of ended) await this.pubsub.publish('revoked', { credentialId: id });
    return ended.length;
  }

  /** The caller's live sessions, newest use first. */
  listSessions(caller: Caller) {
    return this.db.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, caller.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .orderBy(desc(sessions.lastUsedAt));
  }

  async revokeSession(caller: Caller, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound('That session');
    const rows = await this.db.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, id), eq(sessions.userId, caller.userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (rows.length === 0) throw notFound('That session');
    await this.pubsub.publish('revoked', { credentialId: id });
  }

  /** Ends every session of the caller's (this one too) and, when asked, every API token; returns how many ended. */
  async logOutEverywhere(caller: Caller, includeApiTokens: boolean): Promise<number> {
    const now = new Date();
    const ended = await this.db.db.transaction(async (tx) => {
      const s = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, caller.userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      const t = includeApiTokens
        ? await tx
            .update(apiTokens)
            .set({ revokedAt: now })
            .where(and(eq(apiTokens.userId, caller.userId), isNull(apiTokens.revokedAt)))
            .returning({ id: apiTokens.id })
        : [];
      return [...s, ...t];
    });
    for (const { id } of ended) await this.pubsub.publish('revoked', { credentialId: id });
    return ended.length;
  }

  /** Resolves a bearer or cookie secret to its caller, or null when unknown, expired or revoked. */
  async authenticate(token: string | undefined): Promise<Caller | null> {
    if (!token || token.length > 200) return null;
    const kind = tokenKind(token);
    const hash = sha256Hex(token);
    if (kind === 'session') {
      const [row] = await this.#sessionByHash.execute({ hash });
      if (!row) return null;
      // Sessions expire after SESSION_DAYS without use, not SESSION_DAYS after sign-in: each touch moves the end on.
      const renewed = Date.now() - row.lastUsedAt.getTime() > TOUCH_MS;
      if (renewed)
        await this.db.db
          .update(sessions)
          .set({ lastUsedAt: new Date(), expiresAt: daysFromNow(SESSION_DAYS) })
          .where(eq(sessions.id, row.id));
      return {
        userId: row.userId,
        username: row.username,
        credentialId: row.id,
        credential: 'session',
        scopes: ALL_SCOPES,
        ...(renewed ? { renewed } : {}),
      };
    }
    if (kind === 'personal') {
      const [row] = await this.#tokenByHash.execute({ hash });
      if (!row) return null;
      if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_MS)
        await this.db.db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.id));
      return {
        userId: row.userId,
        username: row.username,
        credentialId: row.id,
        credential: 'personal',
        scopes: row.scopes,
      };
    }
    return null;
  }

  async logOut(caller: Caller): Promise<void> {
    if (caller.credential === 'session') {
      await this.db.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, caller.credentialId));
    } else {
      await this.db.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, caller.credentialId));
    }
    await this.pubsub.publish('revoked', { credentialId: caller.credentialId });
  }

  async createApiToken(
    caller: Caller,
    name: string,
    scopes: readonly ApiTokenScope[] = ALL_SCOPES,
  ): Promise<{ token: string; row: typeof apiTokens.$inferSelect }> {
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 60)
      throw badInput('Token names are 1-60 characters.', { field: 'name' });
    if (!scopes.includes('read'))
      throw badInput('Every token may read (a bot must see the board to play): give READ, or READ and PLAY.', {
        field: 'scopes',
      });
    const active = await this.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, caller.userId), isNull(apiTokens.revokedAt)));
    if ((active[0]?.n ?? 0) >= 50) throw badInput('You have 50 active tokens; revoke one first.');
    const token = newToken('personal');
    const [row] = await this.db.db
      .insert(apiTokens)
      .values({
        userId: caller.userId,
        name: trimmed,
        tokenHash: sha256Hex(token),
        scopes: ALL_SCOPES.filter((s) => scopes.includes(s)),
      })
      .returning();
    return { token, row: row! };
  }

  listApiTokens(caller: Caller) {
    return this.db.db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, caller.userId), isNull(apiTokens.revokedAt)))
      .orderBy(desc(apiTokens.createdAt));
  }

  async revokeApiToken(caller: Caller, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound('That API token');
    const rows = await this.db.db
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, caller.userId), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id });
    if (rows.length === 0) throw notFound('That API token');
    await this.pubsub.publish('revoked', { credentialId: id });
  }

  /** A list's "username" filter: no filter, the user's id, or null when nobody has that name (an empty list). */
  async userFilter(username: string | null | undefined): Promise<{ userId?: string } | null> {
    if (!username) return {};
    const user = await this.userByName(username);
    return user ? { userId: user.id } : null;
  }

  async userByName(username: string): Promise<User | undefined> {
    // Only username characters can name a user (any case: lookups ignore it); NUL bytes would make Postgres throw.
    if (!LOOKUP_NAME.test(username)) return undefined;
    const [row] = await this.db.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    return row;
  }

  async userById(id: string): Promise<User | undefined> {
    const [row] = await this.db.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /**
   * A user as others see them (id, name, when they joined), kept a minute: names never change, and a match's pushes
   * name its players on every move. Anything private is read afresh by its own resolver (User.preferences).
   */
  publicUser(id: string): Promise<User | undefined> {
    const now = Date.now();
    const held = this.#publicUsers.get(id);
    if (held && now - held.at < PUBLIC_USER_MS) return held.user;
    const user = this.userById(id);
    this.#publicUsers.set(id, { user, at: now });
    user.catch(() => this.#publicUsers.delete(id));
    if (this.#publicUsers.size > PUBLIC_USERS_KEPT) this.#publicUsers.delete(this.#publicUsers.keys().next().value!);
    return user;
  }

  /** Changes the caller's preferences (fields given as null or left out keep their value); returns them all. */
  async updatePreferences(
    caller: Caller,
    input: {
      readonly autoPass?: boolean | null;
      readonly email?: string | null;
      readonly emailNotify?: 'OFF' | 'MY_TURN' | 'DEADLINE_NEAR' | null;
    },
  ): Promise<Preferences> {
    const change: Record<string, unknown> = {};
    if (input.autoPass != null) change['autoPass'] = input.autoPass;
    if (input.email != null) {
      const email = input.email.trim();
      if (email !== '' && !EMAIL.safeParse(email).success)
        throw badInput('That is not an e-mail address we can send to (like you@example.com).', { field: 'email' });
      change['email'] = email === '' ? null : email;
    }
    if (input.emailNotify != null) change['emailNotify'] = NOTIFY_IN[input.emailNotify];
    const [row] = await this.db.db
      .update(users)
      .set({ preferences: sql`${users.preferences} || ${JSON.stringify(change)}::jsonb` })
      .where(eq(users.id, caller.userId))
      .returning({ preferences: users.preferences });
    if (!row) throw notFound('Your account');
    return preferencesOf(row.preferences);
  }
}

const EMAIL = z.email().max(254);
const NOTIFY_IN = { OFF: 'off', MY_TURN: 'myTurn', DEADLINE_NEAR: 'deadlineNear' } as const;
const NOTIFY_OUT = { off: 'OFF', myTurn: 'MY_TURN', deadlineNear: 'DEADLINE_NEAR' } as const;

/** Preferences as the API shows them. */
export interface Preferences {
  readonly autoPass: boolean;
  readonly email: string | null;
  readonly emailNotify: 'OFF' | 'MY_TURN' | 'DEADLINE_NEAR';
}

/** Stored preferences with their defaults. */
export function preferencesOf(stored: UserPreferences | null | undefined): Preferences {
  return {
    autoPass: stored?.autoPass === true,
    email: stored?.email ?? null,
    emailNotify: NOTIFY_OUT[stored?.emailNotify ?? 'off'],
  };
}

function newSession(userId: string, token: string, client: ClientInfo) {
  return {
    userId,
    tokenHash: sha256Hex(token),
    kind: 'bearer' as const,
    expiresAt: daysFromNow(SESSION_DAYS),
    address: client.ip,
    userAgent: client.userAgent?.slice(0, 200) ?? null,
  };
}

function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * 24 * 3600 * 1000);
}
