/** One choice of a FilterSelect: the value the URL and the API carry, and the text a person reads. */
export interface FilterChoice {
  value: string;
  label: string;
}

/** Props of a filter's select: `value` '' means no filter ("Any"). */
export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  choices: readonly FilterChoice[];
  onChange: (value: string) => void;
  /** The text of the first choice, value '' (default "Any"): what the list shows without this filter. */
  anyLabel?: string;
}

/**
 * A labelled native select of a filter form, its first choice "Any" or `anyLabel` (value ''): the filter bars of the lists (findings,
 * compliance items) share it, so each filter is one line and every bar reads alike.
 */
export function FilterSelect({ id, label, value, choices, onChange, anyLabel = 'Any' }: FilterSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The value of a yes/no filter as the select holds it ('' when unset). */
export function booleanChoiceValue(value: boolean | undefined): string {
  return value === undefined ? '' : String(value);
}

/** A yes/no filter's value from its select ('' clears it). */
export function booleanFromChoice(value: string): boolean | undefined {
  return value === '' ? undefined : value === 'true';
}
