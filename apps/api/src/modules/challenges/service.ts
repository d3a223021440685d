// Challenges: one user invites another to a private lobby held for them; accepting seats them (and starts a full lobby).
import { and, desc, eq, lt, or } from 'drizzle-orm';
import {
  challenges,
  lobbies,
  lobbySeats,
  type Challenge,
  type ChallengeStatus,
  type DbHandle,
  type Executor,
  type Lobby,
} from '@cortex/db';
import { badInput, conflict, forbidden, isUuid, notFound } from '../../lib/errors';
import type { PubSub } from '../../lib/pubsub';
import type { AccountsService, Caller } from '../accounts/service';
import { publishLobbyEvents, publishUserEvents } from '../events/publish';
import type { CreateLobbyInput, LobbiesService } from '../lobbies/service';
import { isCode } from '../matches/service';

type Answer = Exclude<ChallengeStatus, 'PENDING'>;

export class ChallengesService {
  constructor(
    private readonly db: DbHandle,
    private readonly pubsub: PubSub,
    private readonly accounts: AccountsService,
    private readonly lobbies: LobbiesService,
  ) {}

  async get(id: string): Promise<Challenge | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.db.select().from(challenges).where(eq(challenges.id, id));
    return row;
  }

  /**
   * Opens a private lobby hosted by the caller (LobbiesService.create: its checks and the per-address lobby limit) with
   * the challenge in the same transaction, and tells the challenged user. The lobby keeps a seat free for them only in
   * that nobody else knows its link; the host may still seat bots in the other seats.
   */
  async challenge(caller: Caller, username: string, input: CreateLobbyInput, ip: string): Promise<Challenge> {
    const target = await this.accounts.userByName(username);
    if (!target) throw notFound(`A user named "${username}"`);
    if (target.id === caller.userId)
      throw badInput('You cannot challenge yourself: open a lobby and seat bots instead.', { field: 'username' });
    if (!Number.isInteger(input.seats) || input.seats < 2)
      throw badInput(`A challenge needs a seat for ${target.username}: ask for at least 2 seats.`, {
        field: 'input.seats',
      });
    let created: Challenge | undefined;
    await this.lobbies.create(caller, { ...input, private: true }, ip, async (tx, lobby) => {
      const [row] = await tx
        .insert(challenges)
        .values({ challengerId: caller.userId, challengedId: target.id, lobbyId: lobby.id })
        .returning();
      created = row!;
      await publishUserEvents(this.pubsub, tx, [
        { userId: target.id, kind: 'CHALLENGE_RECEIVED', ids: { challengeId: row!.id, lobbyId: lobby.id } },
      ]);
    });
    return created!;
  }

  /**
   * Seats the challenged user in the challenge's lobby. When that fills the last seat the match starts at once, as the
   * host would start it: the challenger chose everything when challenging, and a bot answering a challenge should not
   * have to wait for a second click. With seats still free (a 3+ seat lobby), the host starts it as usual.
   */
  async accept(caller: Caller, id: string): Promise<Challenge> {
    const challenge = await this.theirs(caller, id);
    if (challenge.challengedId !== caller.userId)
      throw forbidden('Only the challenged player can accept a challenge; you can cancel yours (cancelChallenge).');
    pending(challenge);
    const { lobby, full } = await this.db.db.transaction(async (tx) => {
      // Locks the lobby row against a start or a close committing meanwhile.
      const [open] = await tx
        .update(lobbies)
        .set({ updatedAt: new Date() })
        .where(and(eq(lobbies.id, challenge.lobbyId), eq(lobbies.status, 'OPEN')))
        .returning();
      if (!open)
        throw conflict("The challenge's lobby has already started or closed: the challenge can no longer be accepted.");
      await this.claim(tx, challenge, 'ACCEPTED');
      const seats = await tx
        .select({ seat: lobbySeats.seat, userId: lobbySeats.userId })
        .from(lobbySeats)
        .where(eq(lobbySeats.lobbyId, open.id));
      let seated = seats.length;
      if (!seats.some((s) => s.userId === caller.userId)) {
        const taken = new Set(seats.map((s) => s.seat));
        const free = Array.from({ length: open.seats }, (_, i) => i).find((i) => !taken.has(i));
        if (free === undefined) throw conflict("The challenge's lobby is full: its host filled every seat.");
        const inserted = await tx
          .insert(lobbySeats)
          .values({ lobbyId: open.id, seat: free, userId: caller.userId })
          .onConflictDoNothing()
          .returning({ seat: lobbySeats.seat });
        if (inserted.length === 0) throw conflict("The challenge's lobby changed while you accepted; try again.");
        seated++;
      }
      await this.pubsub.publish('lobby', { lobbyId: open.id }, tx);
      await publishUserEvents(this.pubsub, tx, [
        {
          userId: challenge.challengerId,
          kind: 'CHALLENGE_ANSWERED',
          ids: { challengeId: challenge.id, lobbyId: open.id },
        },
      ]);
      await publishLobbyEvents(this.pubsub, tx, open.id);
      return { lobby: open, full: seated === open.seats };
    });
    if (full) await this.startAccepted(lobby);
    return (await this.get(challenge.id))!;
  }

  /** The challenged user says no: the challenge's lobby closes (it was opened for them). */
  async decline(caller: Caller, id: string): Promise<Challenge> {
    const challenge = await this.theirs(caller, id);
    if (challenge.challengedId !== caller.userId)
      throw forbidden('Only the challenged player can decline a challenge; you can cancel yours (cancelChallenge).');
    return this.close(challenge, 'DECLINED', challenge.challengerId);
  }

  /** The challenger takes it back: the challenge's lobby closes. */
  async cancel(caller: Caller, id: string): Promise<Challenge> {
    const challenge = await this.theirs(caller, id);
    if (challenge.challengerId !== caller.userId)
      throw forbidden('Only the challenger can cancel a challenge; you can decline it (declineChallenge).');
    return this.close(challenge, 'CANCELLED', challenge.challengedId);
  }

  /** The caller's pending challenges, incoming and outgoing, whose lobby is still open; newest first. */
  list(caller: Caller, opts: { limit: number; after?: { at: string; id: string } }): Promise<Challenge[]> {
    const conditions = [
      eq(challenges.status, 'PENDING'),
      eq(lobbies.status, 'OPEN'),
      or(eq(challenges.challengerId, caller.userId), eq(challenges.challengedId, caller.userId))!,
    ];
    if (opts.after) {
      const at = new Date(opts.after.at);
      conditions.push(
        or(lt(challenges.createdAt, at), and(eq(challenges.createdAt, at), lt(challenges.id, opts.after.id)))!,
      );
    }
    return this.db.db
      .select({ challenge: challenges })
      .from(challenges)
      .innerJoin(lobbies, eq(lobbies.id, challenges.lobbyId))
      .where(and(...conditions))
      .orderBy(desc(challenges.createdAt), desc(challenges.id))
      .limit(opts.limit)
      .then((rows) => rows.map((r) => r.challenge));
  }

  /** A challenge the caller is a party to; to anyone else it does not exist. */
  private async theirs(caller: Caller, id: string): Promise<Challenge> {
    const challenge = await this.get(id);
    if (!challenge || (challenge.challengerId !== caller.userId && challenge.challengedId !== caller.userId))
      throw notFound('That challenge');
    return challenge;
  }

  /** Answers the challenge in `tx`, unless another answer got there first. */
  private async claim(tx: Executor, challenge: Challenge, status: Answer): Promise<void> {
    const claimed = await tx
      .update(challenges)
      .set({ status, answeredAt: new Date() })
      .where(and(eq(challenges.id, challenge.id), eq(challenges.status, 'PENDING')))
      .returning({ id: challenges.id });
    if (claimed.length === 0) {
      const [now] = await tx
        .select({ status: challenges.status })
        .from(challenges)
        .where(eq(challenges.id, challenge.id));
      pending({ status: now?.status ?? 'CANCELLED' });
    }
  }

  private async close(challenge: Challenge, status: Answer, tell: string): Promise<Challenge> {
    pending(challenge);
    await this.db.db.transaction(async (tx) => {
      await this.claim(tx, challenge, status);
      const closed = await tx
        .update(lobbies)
        .set({ status: 'CLOSED', updatedAt: new Date() })
        .where(and(eq(lobbies.id, challenge.lobbyId), eq(lobbies.status, 'OPEN')))
        .returning({ id: lobbies.id });
      if (closed.length > 0) await this.pubsub.publish('lobby', { lobbyId: challenge.lobbyId }, tx);
      await publishUserEvents(this.pubsub, tx, [
        { userId: tell, kind: 'CHALLENGE_ANSWERED', ids: { challengeId: challenge.id, lobbyId: challenge.lobbyId } },
      ]);
    });
    return (await this.get(challenge.id))!;
  }

  /** Starts the accepted challenge's full lobby; when the host started it meanwhile (or it cannot start), it stays as it is. */
  private async startAccepted(lobby: Lobby): Promise<void> {
    try {
      await this.lobbies.startOpen(lobby);
    } catch (error) {
      if (!isCode(error, 'CONFLICT') && !isCode(error, 'BAD_USER_INPUT')) throw error;
    }
  }
}

/** Refuses an answer to a challenge that already has one, naming it. */
function pending(challenge: { status: ChallengeStatus }): void {
  if (challenge.status !== 'PENDING') throw conflict(`That challenge was already ${challenge.status.toLowerCase()}.`);
}
