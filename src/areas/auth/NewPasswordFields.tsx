/**
 * A new password and its confirmation, with the password rule as the hint (the reset page, the single
 * sign-on registration). The form checks them with validation.ts and passes the problems in.
 *
 * Texts: auth.newPassword (or the label given), auth.confirmPassword, auth.passwordRule, the problems'.
 */
import type { AuthTextKey as TextKey } from '../../core/authTexts';
import { TextField } from '../../ui/form';
import { useAuthText } from './useAuthText';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  problems: { password?: TextKey | null; confirmation?: TextKey | null };
  /** Default auth.newPassword. */
  label?: TextKey;
  /** False for an optional password. */
  required?: boolean;
}

export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  problems,
  label = 'auth.newPassword',
  required = true,
}: NewPasswordFieldsProps) {
  const t = useAuthText();
  return (
    <>
      <TextField
        label={t(label)}
        type="password"
        name="password"
        autoComplete="new-password"
        required={required}
        hint={t('auth.passwordRule')}
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={problems.password ? t(problems.password) : null}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required={required}
        value={confirmation}
        onChange={(event) => onConfirmation(event.target.value)}
        error={problems.confirmation ? t(problems.confirmation) : null}
      />
    </>
  );
}
