/**
 * A choice of stars (a session's or a product's rating): a fieldset of radio buttons, one per value,
 * each drawn as a star; the stars up to the chosen one are lit. Arrow keys move between them as in any
 * radio group.
 *
 * Texts: none of its own (the legend and each star's label come from the caller). Theme tokens:
 * --vmx-space, --vmx-color-primary, --vmx-color-muted, --vmx-color-focus.
 */
import { Star, Stars } from './StarChoice.styles';

export interface StarChoiceProps {
  /** The radio group's name (unique on the page). */
  name: string;
  values: readonly number[];
  value: number | null;
  onChange: (value: number) => void;
  legend: string;
  /** Each star's accessible name ("4 stars of 5"). */
  starLabel: (value: number) => string;
  'aria-describedby'?: string;
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export function StarChoice({ name, values, value, onChange, legend, starLabel, 'aria-describedby': describedBy }: StarChoiceProps) {
  return (
    <Stars aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {values.map((option) => {
        const lit = value !== null && option <= value;
        return (
          <Star key={option} $lit={lit}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-label={starLabel(option)}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR} fill={lit ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
            </svg>
          </Star>
        );
      })}
    </Stars>
  );
}
