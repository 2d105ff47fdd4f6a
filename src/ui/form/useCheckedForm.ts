/**
 * A form whose fields are checked before they are sent (the contact form, the message to a speaker, the
 * symposia leads dialog): check() stops the browser's submit, runs the form's rules (a pure function in
 * core), shows what they found and, when they found something, moves focus to the first invalid field
 * (useFocusFirstInvalid). It answers whether the fields may be sent. Give form to the <form>'s ref.
 */
import { useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

export function useCheckedForm<F, K extends string, E>(validate: (fields: F) => Partial<Record<K, E>>) {
  const { form, refused } = useFocusFirstInvalid();
  const [errors, setErrors] = useState<Partial<Record<K, E>>>({});

  function check(event: FormEvent, fields: F): boolean {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    refused();
    return false;
  }

  return { form, errors, setErrors, refused, check };
}
