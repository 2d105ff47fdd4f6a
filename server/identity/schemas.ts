/** zod schemas of the identity request bodies (src/contracts) and the shared field rules. */
import { z } from 'zod';
import { text } from '../http/params';
import { passwordProblem } from './password';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed and lower-cased (accounts are unique case-insensitively). */
export const email = () =>
  z
    .string()
    .trim()
    .max(254, 'must be at most 254 characters long')
    .regex(EMAIL_PATTERN, 'must be an e-mail address like name@example.org')
    .transform((value) => value.toLowerCase());

/** Any non-empty value; used where a wrong value is a 401, not a 400 (sign-in). */
export const loginEmail = () =>
  text()
    .max(254, 'must be at most 254 characters long')
    .transform((value) => value.toLowerCase());

export const newPassword = () =>
  z.string().superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const ContextModel = z.object({
  EContext: z.string().optional(),
  Short: text().max(64),
  DefaultReturnUrl: z.string().optional(),
});

const passwordsMatch = <T extends { Password: string; ConfirmPassword: string }>(body: T) => body.Password === body.ConfirmPassword;
const mismatch = { path: ['ConfirmPassword'], message: 'must equal Password' };

export const LoginBody = z.object({
  Email: loginEmail(),
  Password: z.string().min(1, 'must not be empty').max(1024, 'is too long'),
  AcceptTermsOfUse: z.boolean().optional().default(false),
  RememberMe: z.boolean().optional().default(false),
  ContextModel,
});

export const CreateAccountBody = z
  .object({
    Firstname: text().max(100, 'must be at most 100 characters long'),
    Surname: text().max(100, 'must be at most 100 characters long'),
    Email: email(),
    Password: newPassword(),
    ConfirmPassword: z.string(),
    AcceptTermsOfUse: z.boolean(),
    ContextModel,
  })
  .refine(passwordsMatch, mismatch);

export const TransferAccountBody = z
  .object({
    Email: email(),
    Encrypted: text().max(512),
    ManageUserId: text().max(64),
    Password: newPassword(),
    ConfirmPassword: z.string(),
    AcceptTermsOfUse: z.boolean(),
    ContextModel,
  })
  .refine(passwordsMatch, mismatch);

export const EmailBody = z.object({ Email: email() });
export const SendConfirmationBody = z.object({ Email: email(), ContextModel });

export const ResetPasswordBody = z
  .object({
    Email: email(),
    Password: newPassword(),
    ConfirmPassword: z.string(),
    Code: text().max(256),
  })
  .refine(passwordsMatch, mismatch);
