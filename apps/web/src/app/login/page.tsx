// Log in page: the form is a client component; the cookie the API sets is the whole session.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AuthForm } from '@/components/AuthForm';

export const metadata: Metadata = { title: 'Log in' };

export default function LoginPage() {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">Crew manifest</p>
        <h1 className="page-title">Log in</h1>
        <p className="lead">Welcome back. Your matches are waiting.</p>
      </header>
      <Suspense>
        <AuthForm mode="login" />
      </Suspense>
    </>
  );
}
