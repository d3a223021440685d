'use client';
// Site header: needs the current path (client hook) to mark the active section for assistive tech.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { UserMenu } from './UserMenu';
import { Wordmark } from './Wordmark';
import styles from './SiteHeader.module.css';

export const NAV_ITEMS = [
  { href: '/', label: 'Home' },
  { href: '/lobbies', label: 'Lobbies' },
  { href: '/history', label: 'History' },
  { href: '/leaderboards', label: 'Leaderboards' },
  { href: '/api', label: 'API' },
] as const;

function isActive(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

export function SiteHeader() {
  const pathname = usePathname();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand} aria-label="Cortex home">
          <Wordmark />
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.list}>
            {NAV_ITEMS.map((item) => {
              const active = isActive(pathname, item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={active ? `${styles.link} ${styles.active}` : styles.link}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <UserMenu />
      </div>
    </header>
  );
}
