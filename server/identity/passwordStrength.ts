/**
 * Refuses common and context-specific passwords (OWASP ASVS V2.1.7: not in a list of breached or
 * common passwords; NIST SP 800-63B 5.1.1.2: not the service's name or the user's data) with zxcvbn-ts:
 * its common-password and English dictionaries, plus the words of the context (the e-mail address and
 * its local part, the person's names, the event's name and short name).
 *
 * The dictionaries (a few MB) are loaded once, on the first check, so that a server that never sets a
 * password never loads them. The client never loads zxcvbn: it shows the server's reason.
 *
 *   const weak = await passwordWeakness('password1', ['ada@example.org', 'Ada']);
 *   // { warning: 'commons', message: 'This is a commonly used password.' }
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { BadRequestError } from '../http/errors';
import { PASSWORD_CHECKED_LENGTH, PASSWORD_L33T_MAX_SUBSTITUTIONS, PASSWORD_MAX_CONTEXT_SHARE, PASSWORD_MIN_STRENGTH } from './constants';

export interface PasswordWeakness {
  /** zxcvbn's warning key (e.g. 'commons', 'userInputs', 'simpleRepeat'), or 'guessable' when it has none. */
  warning: string;
  /** In English, for developers; clients show their own text for the warning. */
  message: string;
}

/** The machine-readable reason of a 400 for a weak password (BadRequestBody.reason). */
export const WEAK_PASSWORD_REASON = 'weak-password';

interface Checker {
  factory: ZxcvbnFactory;
  warnings: Record<string, string>;
}

let checker: Promise<Checker> | null = null;

function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    // No translations: feedback.warning is then zxcvbn's key, which clients can map to their own texts.
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: PASSWORD_CHECKED_LENGTH,
      l33tMaxSubstitutions: PASSWORD_L33T_MAX_SUBSTITUTIONS,
    });
    return { factory, warnings: en.translations.warnings };
  })();
  return checker;
}

/** The words of a context: each value, and the parts of e-mail addresses and names. */
function contextWords(context: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of context) {
    const trimmed = value?.trim().toLowerCase();
    if (!trimmed) continue;
    words.add(trimmed);
    const [local, domain] = trimmed.split('@');
    if (domain !== undefined) {
      words.add(local!);
      words.add(domain);
    }
    for (const part of trimmed.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * The share of the password's characters that are words of the context: zxcvbn scores "ada-lovelace-1"
 * for Ada Lovelace as strong (the separators add guesses), yet it is her name.
 */
function contextShare(password: string, words: readonly string[]): number {
  const lower = password.toLowerCase();
  const covered = new Array<boolean>(lower.length).fill(false);
  for (const word of words) {
    if (word.length < 3) continue;
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) covered.fill(true, at, at + word.length);
  }
  return lower.length === 0 ? 0 : covered.filter(Boolean).length / lower.length;
}

/** Why a password is too easy to guess, or null when it is good enough. */
export async function passwordWeakness(
  password: string,
  context: readonly (string | null | undefined)[],
): Promise<PasswordWeakness | null> {
  const { factory, warnings } = await loadChecker();
  const words = contextWords(context);
  if (contextShare(password, words) >= PASSWORD_MAX_CONTEXT_SHARE)
    return { warning: 'userInputs', message: warnings.userInputs ?? 'There should not be any personal or page related data.' };
  const result = factory.check(password, words);
  if (result.score >= PASSWORD_MIN_STRENGTH) return null;
  const warning = result.feedback.warning ?? 'guessable';
  return {
    warning,
    message: warnings[warning] ?? 'This password is too easy to guess: add more words or characters that are less common.',
  };
}

/** A 400 naming Password (reason weak-password, and zxcvbn's warning) when the password is weak. */
export async function requireStrongPassword(
  password: string,
  context: readonly (string | null | undefined)[],
  field = 'Password',
): Promise<void> {
  const weak = await passwordWeakness(password, context);
  if (weak) throw new WeakPasswordError(field, weak);
}

export class WeakPasswordError extends BadRequestError {
  constructor(
    field: string,
    readonly weakness: PasswordWeakness,
  ) {
    super(field, `${field}: ${weakness.message}`, WEAK_PASSWORD_REASON);
  }

  override body() {
    return { ...super.body(), warning: this.weakness.warning };
  }
}
