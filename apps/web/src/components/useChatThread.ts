'use client';
// What a match's and a lobby's chat share: the list kept scrolled to the newest line, and sending a line from a form.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { serverMessage } from '@/lib/format';

export function useChatThread(
  lastId: string | undefined,
  send: (text: string) => Promise<unknown>,
  refetch: () => Promise<unknown>,
) {
  const listRef = useRef<HTMLOListElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text') ?? '').trim();
    if (!text) return;
    try {
      await send(text);
      form.reset();
      setProblem(null);
      await refetch();
    } catch (e) {
      setProblem(serverMessage(e));
    }
  }

  return { listRef, problem, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}
