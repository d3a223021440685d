'use client';
// A ticking deadline; fixed-width digits so the text never nudges the layout as it counts down.
import { useEffect, useState } from 'react';
import { formatCountdown } from '@/lib/format';

export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function Countdown({ deadline, label = 'Deadline' }: { deadline: string | null | undefined; label?: string }) {
  const now = useNow();
  if (!deadline) return null;
  const end = new Date(deadline).getTime();
  if (Number.isNaN(end)) return null;
  const left = end - now;
  const urgent = left < 30_000;
  return (
    <span
      className={`badge tnum ${urgent ? 'badge-danger' : ''}`}
      data-testid="countdown"
      title={new Date(end).toUTCString()}
    >
      <span>{label}</span>
      <time dateTime={deadline}>{left > 0 ? formatCountdown(left) : 'time is up'}</time>
      {urgent && left > 0 ? <span>· hurry</span> : null}
    </span>
  );
}
