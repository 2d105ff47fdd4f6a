/**
 * Labelled form fields. Each input has its label, its hint and its error tied to it (aria-describedby),
 * so that a screen reader reads what is wrong with the field it is on.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { CheckboxBox, FieldBox, FieldError, Hint, Notice } from './Form.styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
}

/** A labelled multi-line field (the form gives textareas their look: ui/fieldStyles' textAreaField). */
export function TextAreaField({ label, error, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...textarea} />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </FieldBox>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
}

export function CheckboxField({ label, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <CheckboxBox>
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </CheckboxBox>
  );
}

/** A message about the whole form: an alert for errors, a status for the rest. */
export function FormNotice({ tone, children }: { tone: 'danger' | 'success' | 'info'; children: ReactNode }) {
  return (
    <Notice $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </Notice>
  );
}
