'use client';
// Play preferences: "pass automatically when I cannot respond", with what switching it on shows the other players.
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { PREFERENCES, UPDATE_PREFERENCES } from '@/lib/operations';
import { serverMessage } from '@/lib/format';
import { InlineError } from './QueryState';
import { useViewer } from './useViewer';

export function Preferences() {
  const { viewer } = useViewer();
  const { data } = useQuery(PREFERENCES, { ssr: false, skip: !viewer });
  const [update, { loading }] = useMutation(UPDATE_PREFERENCES, { refetchQueries: [PREFERENCES] });
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  if (!viewer) return null;
  const autoPass = data?.viewer?.preferences?.autoPass ?? false;
  return (
    <section className="panel stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        Play
      </h2>
      <label className="row" htmlFor={`${id}-auto`} style={{ alignItems: 'flex-start' }}>
        <input
          id={`${id}-auto`}
          type="checkbox"
          checked={autoPass}
          disabled={loading || !data}
          data-testid="pref-auto-pass"
          aria-describedby={`${id}-auto-hint`}
          onChange={async (e) => {
            setProblem(null);
            try {
              await update({ variables: { input: { autoPass: e.target.checked } } });
            } catch (error) {
              setProblem(serverMessage(error));
            }
          }}
        />
        <span>Pass automatically when I cannot respond</span>
      </label>
      <p className="hint" id={`${id}-auto-hint`}>
        When passing is the only thing you can do (say, a deal you have no card to cancel, a fight you have nothing to
        add to), Cortex passes for you at once instead of waiting for your click. The others then see at once that you
        had nothing to play, which waiting would have hidden from them. Off by default.
      </p>
      <InlineError message={problem} testId="pref-error" />
    </section>
  );
}
