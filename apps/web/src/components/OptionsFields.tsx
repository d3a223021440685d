'use client';
// Renders a game's options as real form controls, generated from its JSON Schema.
import { humanizeKey } from '@/lib/format';
import type { OptionField, OptionValue } from '@/lib/options-schema';

/** Words for a choice the game gave none for: "ep-train-job" → "Ep train job", never the bare internal value. */
function choiceWords(choice: OptionValue): string {
  return typeof choice === 'string' ? humanizeKey(choice) : String(choice);
}

export function OptionsFields({ fields, prefix }: { fields: OptionField[]; prefix: string }) {
  if (fields.length === 0) return <p className="hint">This game has no options to set.</p>;
  return (
    <>
      {fields.map((field) => {
        const id = `${prefix}${field.key}`;
        const hintId = `${id}-hint`;
        const range =
          field.kind === 'integer' || field.kind === 'number'
            ? [field.min !== undefined ? `from ${field.min}` : '', field.max !== undefined ? `to ${field.max}` : '']
                .filter(Boolean)
                .join(' ')
            : '';
        const hint = [field.hint, range ? `Allowed ${range}.` : '', defaultText(field)].filter(Boolean).join(' ');
        if (field.kind === 'boolean') {
          return (
            <div className="field" key={field.key}>
              <label
                className="check"
                htmlFor={id}
                style={{ textTransform: 'none', letterSpacing: 0, fontFamily: 'inherit', fontSize: '1rem' }}
              >
                <input
                  id={id}
                  name={id}
                  type="checkbox"
                  defaultChecked={field.defaultValue ?? false}
                  aria-describedby={hint ? hintId : undefined}
                />
                {field.label}
              </label>
              {hint ? (
                <p className="hint" id={hintId}>
                  {hint}
                </p>
              ) : null}
            </div>
          );
        }
        return (
          <div className="field" key={field.key}>
            <label htmlFor={id} className={field.label.length > 40 ? 'label-sentence' : undefined}>
              {field.label}
            </label>
            {field.kind === 'enum' ? (
              <select
                id={id}
                name={id}
                defaultValue={field.defaultValue !== undefined ? String(field.defaultValue) : ''}
                aria-describedby={hint ? hintId : undefined}
              >
                {field.defaultValue === undefined && !field.required ? <option value="">Game default</option> : null}
                {field.choices.map((choice) => (
                  <option key={String(choice)} value={String(choice)}>
                    {field.choiceLabels?.[String(choice)] ?? choiceWords(choice)}
                  </option>
                ))}
              </select>
            ) : field.kind === 'string' ? (
              <input
                id={id}
                name={id}
                type="text"
                defaultValue={field.defaultValue ?? ''}
                minLength={field.minLength}
                maxLength={field.maxLength}
                required={field.required}
                aria-describedby={hint ? hintId : undefined}
              />
            ) : (
              <input
                id={id}
                name={id}
                type="number"
                inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
                step={field.kind === 'integer' ? 1 : 'any'}
                min={field.min}
                max={field.max}
                defaultValue={field.defaultValue ?? ''}
                required={field.required}
                aria-describedby={hint ? hintId : undefined}
              />
            )}
            {hint ? (
              <p className="hint" id={hintId}>
                {hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </>
  );
}

/** The default in words: "On by default.", "Default: Standard supply.", nothing for an empty text or a value without words. */
export function defaultText(field: OptionField): string {
  if (field.defaultValue === undefined) return '';
  if (field.kind === 'boolean') return field.defaultValue ? 'On by default.' : 'Off by default.';
  if (field.kind === 'string') return field.defaultValue.trim() === '' ? '' : `Default: ${field.defaultValue}.`;
  if (field.kind === 'enum') {
    const words = field.choiceLabels?.[String(field.defaultValue)];
    return words ? `Default: ${words}.` : '';
  }
  return `Default: ${field.defaultValue}.`;
}
