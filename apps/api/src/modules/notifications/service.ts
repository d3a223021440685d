// Mail that calls a player back to an async match: "your move" when it starts waiting for them, "deadline near" once
// per deadline. Sent after the move's commit, off the move's path; a failed mail is logged and never blocks play.
import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { matches, matchPlayers, users, type DbHandle, type Match, type UserPreferences } from '@cortex/db';
import type { Mailer } from '../../lib/mailer';
import type { Logger } from '../../logger';
import { seatNamer } from '../matches/names';

export interface NotifiedMatch {
  readonly row: Pick<Match, 'id' | 'timeControl' | 'deadlineAt' | 'toAct'>;
  readonly players: readonly {
    readonly seat: number;
    readonly userId: string | null;
    readonly username: string | null;
    readonly bot: string | null;
    readonly away: boolean;
  }[];
  readonly game: { readonly name: string };
}

/** A deadline is near once this share of the decision's time is left. */
const NEAR_SHARE = 0.25;

export class NotificationsService {
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly db: DbHandle,
    private readonly mailer: Mailer | null,
    private readonly log: Logger,
    private readonly siteUrl: string,
    private readonly gameName: (gameId: string) => string,
  ) {}

  /** Mails the people an async match has just started waiting for, who asked for "my turn" mail. */
  turnsStarted(match: NotifiedMatch, before: readonly number[], after: readonly number[]): void {
    if (!this.mailer || match.row.timeControl.kind !== 'async') return;
    const fresh = new Set(after.filter((s) => !before.includes(s)));
    const people = [
      ...new Set(
        match.players
          .filter((p) => fresh.has(p.seat) && p.userId !== null && p.bot === null && !p.away)
          .map((p) => p.userId!),
      ),
    ];
    if (people.length === 0) return;
    this.track(this.mailPeople(match, people, 'myTurn'));
  }

  /** Called by the sweeper: one "deadline near" mail per awaited person and deadline, across instances. */
  async remindDeadlines(now = new Date()): Promise<void> {
    if (!this.mailer) return;
    // Async matches whose deadline is within a quarter of their hours per decision.
    const due = await this.db.db
      .select({
        matchId: matches.id,
        seat: matchPlayers.seat,
        userId: matchPlayers.userId,
        deadlineAt: matches.deadlineAt,
      })
      .from(matches)
      .innerJoin(
        matchPlayers,
        and(eq(matchPlayers.matchId, matches.id), sql`${matchPlayers.seat} = any(${matches.toAct})`),
      )
      .where(
        and(
          eq(matches.status, 'ACTIVE'),
          sql`${matches.timeControl}->>'kind' = 'async'`,
          gt(matches.deadlineAt, now),
          lt(
            matches.deadlineAt,
            sql`${now.toISOString()}::timestamptz + make_interval(secs => (${matches.timeControl}->>'hours')::float * 3600 * ${NEAR_SHARE})`,
          ),
          isNull(matchPlayers.bot),
          eq(matchPlayers.away, false),
          or(isNull(matchPlayers.remindedFor), ne(matchPlayers.remindedFor, matches.deadlineAt)),
        ),
      )
      .limit(200);
    for (const d of due) {
      if (d.userId === null || d.deadlineAt === null) continue;
      // Claim the reminder first: of several instances sweeping at once, only the one whose update lands sends it.
      const claimed = await this.db.db
        .update(matchPlayers)
        .set({ remindedFor: d.deadlineAt })
        .where(
          and(
            eq(matchPlayers.matchId, d.matchId),
            eq(matchPlayers.seat, d.seat),
            or(isNull(matchPlayers.remindedFor), ne(matchPlayers.remindedFor, d.deadlineAt)),
          ),
        )
        .returning({ seat: matchPlayers.seat });
      if (claimed.length === 0) continue;
      const match = await this.matchFor(d.matchId);
      if (match) this.track(this.mailPeople(match, [d.userId], 'deadlineNear'));
    }
  }

  /** Waits for mail still being sent (shutdown, tests). */
  async settle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  private track(p: Promise<void>): void {
    const done = p
      .catch((error: unknown) => this.log.warn({ err: error }, 'a notification mail failed'))
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  private async matchFor(id: string): Promise<NotifiedMatch | undefined> {
    const [row] = await this.db.db.select().from(matches).where(eq(matches.id, id));
    if (!row) return undefined;
    const players = await this.db.db
      .select({
        seat: matchPlayers.seat,
        userId: matchPlayers.userId,
        username: users.username,
        bot: matchPlayers.bot,
        away: matchPlayers.away,
      })
      .from(matchPlayers)
      .leftJoin(users, eq(users.id, matchPlayers.userId))
      .where(eq(matchPlayers.matchId, id));
    return { row, players, game: { name: this.gameName(row.gameId) } };
  }

  private async mailPeople(
    match: NotifiedMatch,
    userIds: readonly string[],
    why: 'myTurn' | 'deadlineNear',
  ): Promise<void> {
    const rows = await this.db.db
      .select({ id: users.id, username: users.username, preferences: users.preferences })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    const namer = seatNamer(match.players);
    for (const user of rows) {
      const prefs = user.preferences as UserPreferences;
      const wanted = prefs.emailNotify === 'myTurn' || (why === 'deadlineNear' && prefs.emailNotify === 'deadlineNear');
      if (!wanted || !prefs.email) continue;
      const others = match.players.filter((p) => p.userId !== user.id).map((p) => namer(p.seat));
      const url = `${this.siteUrl.replace(/\/$/, '')}/match/${match.row.id}`;
      const deadline = match.row.deadlineAt ? ` Your deadline: ${match.row.deadlineAt.toUTCString()}.` : '';
      const subject =
        why === 'myTurn' ? `Your move in ${match.game.name}` : `Deadline near: your move in ${match.game.name}`;
      const text = [
        `Hello ${user.username},`,
        '',
        `${why === 'myTurn' ? 'It is your move' : 'Your move is still waiting, and its deadline is near'} in ${match.game.name}${others.length ? ` with ${others.join(', ')}` : ''}.${deadline}`,
        '',
        `Open the match: ${url}`,
        '',
        `You get these mails because of your settings (${this.siteUrl.replace(/\/$/, '')}/settings), where you can change or stop them.`,
      ].join('\n');
      await this.mailer!.send({ to: prefs.email, subject, text });
    }
  }
}
