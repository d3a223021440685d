'use client';
// The header's account area: log in / sign up, or the callsign with settings and log out.
import { useMutation } from '@apollo/client/react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { LOG_OUT } from '@/lib/operations';
import { useSessionChanged } from './auth';
import { useAwaitingFavicon, useAwaitingMatches, useAwaitingNotifications, useAwaitingTitle } from './useAwaiting';
import { useViewer } from './useViewer';
import styles from './SiteHeader.module.css';

export function UserMenu() {
  const { viewer, loading } = useViewer();
  const pathname = usePathname();
  const router = useRouter();
  const sessionChanged = useSessionChanged();
  const [logOut, { loading: loggingOut }] = useMutation(LOG_OUT);
  const waiting = useAwaitingMatches();
  const awaiting = waiting.length;
  useAwaitingTitle(awaiting);
  useAwaitingFavicon(awaiting);
  useAwaitingNotifications(waiting);

  if (loading) return <div className={styles.user} aria-hidden="true" />;

  if (!viewer) {
    const next =
      pathname && pathname !== '/login' && pathname !== '/signup' ? `?next=${encodeURIComponent(pathname)}` : '';
    return (
      <div className={styles.user} data-testid="user-menu">
        <Link className={styles.link} href={`/login${next}`}>
          Log in
        </Link>
        <Link className={`${styles.link} ${styles.signup}`} href={`/signup${next}`}>
          Sign up
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.user} data-testid="user-menu">
      {awaiting > 0 ? (
        <Link
          className={`${styles.link} ${styles.awaiting}`}
          href="/#your-matches"
          data-testid="awaiting-badge"
          aria-label={`${awaiting} your move: ${awaiting === 1 ? 'a match awaits' : `${awaiting} matches await`} you`}
        >
          <span className={styles.badgeCount}>{awaiting}</span> your move
        </Link>
      ) : null}
      <Link
        className={styles.link}
        href={`/u/${encodeURIComponent(viewer.username)}`}
        aria-label={`Your profile: ${viewer.username}`}
      >
        <span className={styles.callsign}>{viewer.username}</span>
      </Link>
      <Link className={styles.link} href="/settings">
        Settings
      </Link>
      <button
        type="button"
        className={styles.link}
        disabled={loggingOut}
        onClick={async () => {
          await logOut().catch(() => undefined);
          await sessionChanged();
          router.push('/');
        }}
      >
        Log out
      </button>
    </div>
  );
}
