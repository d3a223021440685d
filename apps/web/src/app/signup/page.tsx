// Sign up page: the form is a client component; the cookie the API sets is the whole session.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthForm } from '@/components/AuthForm';

export const metadata: Metadata = { title: 'Sign up' };

export default function SignupPage() {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Crew manifest</p>
        <h1 className="page-title">Sign up</h1>
        <p className="lead">Claim a callsign: your matches, ratings and history follow it.</p>
      </header>
      <Suspense>
        <AuthForm mode="signup" />
      </Suspense>
    </>
  );
}
