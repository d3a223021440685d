// "Rated" or "Casual" as the API says, with why a match is casual in the badge's title (the site decides nothing itself).

const WHY: Record<string, string> = {
  BOTS: 'a bot plays in it, so it does not count for the leaderboard',
  OPTIONS: 'its options differ from the standard game, so it does not count for the leaderboard',
  HOST: 'the host chose a casual match, so it does not count for the leaderboard',
};

export function RatedBadge({ rated, casualReason }: { rated?: boolean | null; casualReason?: string | null }) {
  if (rated == null) return null;
  const why = rated
    ? 'the result counts for the leaderboard and the players’ ratings'
    : (WHY[casualReason ?? ''] ?? 'it does not count for the leaderboard');
  const word = rated ? 'Rated' : 'Casual';
  return (
    <span
      className={`badge${rated ? ' badge-ok' : ''}`}
      title={`${word}: ${why}.`}
      data-testid="rated-badge"
      data-casual-reason={casualReason ?? undefined}
    >
      {word}
      <span className="visually-hidden">: {why}</span>
    </span>
  );
}
