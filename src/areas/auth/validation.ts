/**
 * Field checks the forms make before calling the server, so that a person sees what to fix at once.
 * The server checks the same and has the last word (its 400 names the field).
 */
import type { AuthTextKey as TextKey } from '../../core/authTexts';

/** Ours, the same rule as the reference server: at least 8 characters with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

export function emailProblem(email: string): TextKey | null {
  if (email.trim() === '') return 'auth.required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : 'auth.invalidEmail';
}

export function passwordProblem(password: string): TextKey | null {
  if (password === '') return 'auth.required';
  const ok = password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
  return ok ? null : 'auth.passwordRule';
}

export function confirmationProblem(password: string, confirmation: string): TextKey | null {
  if (confirmation === '') return 'auth.required';
  return password === confirmation ? null : 'auth.passwordMismatch';
}

export function requiredProblem(value: string): TextKey | null {
  return value.trim() === '' ? 'auth.required' : null;
}
