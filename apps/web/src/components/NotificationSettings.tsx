'use client';
// How Cortex calls a player back to async matches: browser notifications in this browser, and mail through the server.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { EmailNotify } from '@/gql/graphql';
import { PREFERENCES, UPDATE_PREFERENCES } from '@/lib/operations';
import { serverMessage } from '@/lib/format';
import { InlineError } from './QueryState';
import { NOTIFY_KEY } from './useAwaiting';
import { useViewer } from './useViewer';

const EMAIL_CHOICES: readonly { value: EmailNotify; label: string }[] = [
  { value: 'OFF', label: 'Never' },
  { value: 'MY_TURN', label: 'When an async match waits for my move, and when its deadline is near' },
  { value: 'DEADLINE_NEAR', label: 'Only when a deadline is near' },
];

function parseEmailNotify(value: FormDataEntryValue | null): EmailNotify {
  return EMAIL_CHOICES.find((c) => c.value === value)?.value ?? 'OFF';
}

type BrowserState = 'unsupported' | 'denied' | 'off' | 'on';

function readBrowserState(): BrowserState {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && window.localStorage.getItem(NOTIFY_KEY) === 'on' ? 'on' : 'off';
}

export function NotificationSettings() {
  const { viewer } = useViewer();
  const { data } = useQuery(PREFERENCES, { ssr: false, skip: !viewer });
  const [update, { loading }] = useMutation(UPDATE_PREFERENCES, { refetchQueries: [PREFERENCES] });
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [browser, setBrowser] = useState<BrowserState>('off');
  const id = useId();
  useEffect(() => setBrowser(readBrowserState()), []);
  if (!viewer) return null;
  const prefs = data?.viewer?.preferences;

  async function onSave(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const emailNotify = parseEmailNotify(form.get('emailNotify'));
    setProblem(null);
    setSaved(null);
    try {
      await update({ variables: { input: { email, emailNotify } } });
      setSaved(
        email === ''
          ? 'Saved: no mail.'
          : emailNotify === 'OFF'
            ? `Saved: ${email}, but no mail until you pick when.`
            : `Saved: mail goes to ${email}.`,
      );
    } catch (error) {
      setProblem(serverMessage(error));
    }
  }

  async function toggleBrowser(on: boolean) {
    setProblem(null);
    if (!on) {
      window.localStorage.removeItem(NOTIFY_KEY);
      setBrowser(readBrowserState());
      return;
    }
    const permission = await Notification.requestPermission();
    if (permission === 'granted') {
      await navigator.serviceWorker.register('/sw.js');
      window.localStorage.setItem(NOTIFY_KEY, 'on');
    }
    setBrowser(readBrowserState());
  }

  return (
    <section className="panel stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        Calling you back
      </h2>
      <p className="hint">
        Your tab&apos;s title and icon always count the matches waiting for your move. Cortex can also tell you when you
        are not looking.
      </p>
      <label className="row" htmlFor={`${id}-browser`} style={{ alignItems: 'flex-start' }}>
        <input
          id={`${id}-browser`}
          type="checkbox"
          checked={browser === 'on'}
          disabled={browser === 'unsupported' || browser === 'denied'}
          data-testid="pref-browser-notify"
          aria-describedby={`${id}-browser-hint`}
          onChange={(e) => void toggleBrowser(e.target.checked)}
        />
        <span>Notify me in this browser when a match waits for my move</span>
      </label>
      <p className="hint" id={`${id}-browser-hint`}>
        {browser === 'unsupported'
          ? 'This browser cannot show notifications from a site.'
          : browser === 'denied'
            ? 'This browser blocks notifications from Cortex; allow them in its site settings, then come back.'
            : 'Works while a Cortex tab is open anywhere in this browser; this setting belongs to this browser only.'}
      </p>
      {/* The form appears once the saved values are known, so nothing typed is replaced by them arriving late. */}
      {!prefs ? (
        <p className="hint" data-testid="pref-notify-loading">
          Loading your mail settings…
        </p>
      ) : (
        <form className="form stack" onSubmit={(e) => void onSave(e)} noValidate>
          <div className="field">
            <label htmlFor={`${id}-email`}>E-mail address</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={prefs.email ?? ''}
              data-testid="pref-email"
              aria-describedby={`${id}-email-hint`}
            />
            <p className="hint" id={`${id}-email-hint`}>
              Only for mail about your async (play-by-post) matches; never shown to anyone. Leave empty for no mail.
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-when`}>Mail me</label>
            <select
              id={`${id}-when`}
              name="emailNotify"
              defaultValue={prefs.emailNotify}
              data-testid="pref-email-notify"
            >
              {EMAIL_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <InlineError message={problem} testId="pref-notify-error" />
          {saved ? (
            <p className="notice notice-ok" role="status" data-testid="pref-notify-saved">
              {saved}
            </p>
          ) : null}
          <div>
            <button type="submit" className="btn btn-primary" disabled={loading}>
              Save mail settings
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
