'use client';
// "Show more" for cursor-paginated lists: shown only while the server says there is a next page.
export function LoadMore({
  hasNextPage,
  loading,
  label,
  onMore,
}: {
  hasNextPage: boolean | undefined;
  loading: boolean;
  label: string;
  onMore: () => Promise<unknown>;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="pager">
      <button type="button" className="btn" disabled={loading} onClick={() => void onMore().catch(() => undefined)}>
        {loading ? 'Loading…' : label}
      </button>
    </div>
  );
}
