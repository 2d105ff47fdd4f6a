/**
 * The text field above a searchable list (the programme's search view, the exhibitor list, the products):
 * labelled, full width (listControls.styles' SearchField), a search input with no autocomplete; each
 * keystroke goes to onChange.
 */
import { SearchField } from './listControls.styles';

interface SearchTextFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

export function SearchTextField({ label, placeholder, value, onChange }: SearchTextFieldProps) {
  return (
    <SearchField>
      {label}
      <input type="search" value={value} placeholder={placeholder} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
    </SearchField>
  );
}
