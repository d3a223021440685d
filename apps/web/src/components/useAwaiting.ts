'use client';
// Matches awaiting the signed-in user's move: polled while the tab is open, shown in the header, the tab title and
// the favicon, and announced by a browser notification (through the service worker) when the user switched them on.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { AWAITING_QUERY } from '@/lib/operations';
import { useViewer } from './useViewer';

const POLL_MS = 15_000;
const PREFIX = /^\(\d+\) /;
/** This browser's choice (notifications are per device): "on" once the user allowed them in Settings. */
export const NOTIFY_KEY = 'cortex:notify-my-turn';

export interface AwaitingMatch {
  id: string;
  version: number;
  gameName: string;
}

/** Matches awaiting the viewer ([] when signed out). */
export function useAwaitingMatches(): AwaitingMatch[] {
  const { viewer } = useViewer();
  const { data, refetch } = useQuery(AWAITING_QUERY, {
    ssr: false,
    skip: !viewer,
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
  });
  // A tab coming back into view asks at once instead of waiting for the next poll.
  useEffect(() => {
    if (!viewer) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [viewer, refetch]);
  if (!viewer || !data) return [];
  return data.myActiveMatches
    .filter((m) => m.toAct.some((s) => m.viewerSeats.includes(s)))
    .map((m) => ({ id: m.id, version: m.version, gameName: m.game.name }));
}

/** Keeps "(N) " in front of the tab title while N matches await the viewer, whatever title the page sets. */
export function useAwaitingTitle(count: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(PREFIX, '');
      const wanted = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(apply);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, [count]);
}

/** The site's icon with the count in an amber badge, as an SVG data URL. */
export function badgeIcon(count: number): string {
  const label = count > 9 ? '9+' : String(count);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b0e10"/>' +
    '<circle cx="16" cy="16" r="11" fill="none" stroke="#b8893e" stroke-width="2.5"/>' +
    `<circle cx="23" cy="9" r="9" fill="#f2a93b"/><text x="23" y="13" font-size="${label.length > 1 ? 9 : 12}" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#0b0e10">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Shows the count on the favicon too, so a pinned or background tab says "your move". */
export function useAwaitingFavicon(count: number): void {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[data-cortex-badge]');
    if (count === 0) {
      link?.remove();
      return;
    }
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      link.type = 'image/svg+xml';
      link.dataset['cortexBadge'] = '';
      document.head.appendChild(link);
    }
    link.href = badgeIcon(count);
  }, [count]);
}

/** Announces each match that newly awaits the viewer, when they switched notifications on in this browser. */
export function useAwaitingNotifications(matches: readonly AwaitingMatch[]): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const keys = new Set(matches.map((m) => m.id));
    const before = seen.current;
    seen.current = keys;
    // The first answer is what was already waiting when the page opened: nothing new to announce.
    if (before === null || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    if (window.localStorage.getItem(NOTIFY_KEY) !== 'on' || !('serviceWorker' in navigator)) return;
    const fresh = matches.filter((m) => !before.has(m.id));
    if (fresh.length === 0) return;
    void navigator.serviceWorker.ready.then((registration) => {
      for (const m of fresh) {
        void registration.showNotification('Your move on Cortex', {
          body: `${m.gameName} is waiting for you.`,
          tag: `cortex-${m.id}`,
          data: { url: `/match/${m.id}` },
        });
      }
    });
  }, [matches]);
}
