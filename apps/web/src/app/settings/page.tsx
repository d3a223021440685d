// Settings: play preferences, how Cortex calls you back, password and sessions, and personal API tokens.
import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountSecurity } from '@/components/AccountSecurity';
import { ApiTokens } from '@/components/ApiTokens';
import { NotificationSettings } from '@/components/NotificationSettings';
import { Preferences } from '@/components/Preferences';

export const metadata: Metadata = { title: 'Settings' };

export default function SettingsPage() {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Your account</p>
        <h1 className="page-title">Settings</h1>
        <p className="lead">
          How you like to play, how Cortex calls you back to your matches, your password and where you are signed in,
          and your API tokens. Personal API tokens let your own bots and tools play and read on your behalf. See the{' '}
          <Link href="/api">API page</Link> for how to use them.
        </p>
      </header>
      <Preferences />
      <NotificationSettings />
      <AccountSecurity />
      <ApiTokens />
    </>
  );
}
