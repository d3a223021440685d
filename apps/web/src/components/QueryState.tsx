'use client';
// Loading, error and empty states shared by every query, so each page says in words what is happening.
import type { ReactNode } from 'react';
import { describeApiError, serverMessage } from '@/lib/format';

export function Loading({ label, testId }: { label: string; testId?: string }) {
  return (
    <div className="notice" role="status" aria-live="polite" data-testid={testId ?? 'loading'}>
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export function ErrorNotice({
  error,
  onRetry,
  what,
  testId,
}: {
  error: unknown;
  onRetry?: () => void;
  what?: string;
  testId?: string;
}) {
  const text = error instanceof Error ? describeApiError(error) : serverMessage(error);
  return (
    <div className="notice notice-error" role="alert" data-testid={testId ?? 'error'}>
      <p className="notice-text">
        {what ? `${what}: ` : ''}
        {text}
      </p>
      {onRetry ? (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

export function InlineError({ message, testId }: { message: string | null; testId?: string }) {
  // The live region is always rendered so screen readers announce the message when it appears.
  return (
    <p
      role="alert"
      className={message ? 'notice notice-error' : 'visually-hidden'}
      data-testid={testId ?? 'form-error'}
    >
      {message ?? ''}
    </p>
  );
}

export function Empty({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="notice" role="status" data-testid={testId ?? 'empty'}>
      <p className="notice-text">
        <strong>{title}</strong>
        {children ? <> {children}</> : null}
      </p>
    </div>
  );
}
