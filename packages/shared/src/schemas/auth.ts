import { z } from 'zod';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { languages } from '../i18n/locales.ts';
import { displayNameField } from './community.ts';
import { currentUser } from './user.ts';

export const passwordLimits = { min: 8, max: 256 } as const;

/** Trimmed and lower case, so one address is one account however it is typed. */
export const emailField = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.maxLength' })
  .pipe(z.email({ error: 'validation.email' }));

/** A new password: long enough, not absurdly long (argon2 does not truncate), and not a common one. */
export const newPasswordField = z
  .string({ error: 'validation.required' })
  .min(passwordLimits.min, { error: 'auth.passwordTooShort' })
  .max(passwordLimits.max, { error: 'validation.maxLength' })
  .refine((password) => !isCommonPassword(password), { error: 'auth.passwordCommon' });

/** A password typed to prove who you are: only required, so nothing about the policy leaks. */
const givenPassword = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(passwordLimits.max, { error: 'validation.maxLength' });

export const nameField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(100, { error: 'validation.maxLength' });

export const languageField = z.enum(languages as [string, ...string[]]).optional();

/** A solved captcha (ALTCHA payload or reCAPTCHA token), single-use. */
const captchaToken = z
  .string({ error: 'auth.captchaRequired' })
  .min(1, { error: 'auth.captchaRequired' })
  .max(20_000, { error: 'auth.captchaFailed' });

export const registerRequest = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  captchaToken,
  language: languageField,
});
export type RegisterRequest = z.input<typeof registerRequest>;

/** The captcha is asked for only after many failed sign-ins (CAPTCHA_REQUIRED); then every attempt sends one. */
export const loginRequest = z.object({
  email: emailField,
  password: givenPassword,
  captchaToken: captchaToken.optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const authResponse = z.object({
  user: currentUser,
  token: z.string(),
  authToken: z.string(),
  message: z.string(),
  emailSent: z.boolean().optional(),
});
export type AuthResponse = z.infer<typeof authResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const resendVerificationResponse = z.object({
  message: z.string(),
  retryAfter: z.number().int().nonnegative(),
});
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponse>;

export const verifyEmailRequest = z.object({
  token: z
    .string({ error: 'auth.verifyInvalid' })
    .min(10, { error: 'auth.verifyInvalid' })
    .max(200, { error: 'auth.verifyInvalid' }),
});
export const verifyEmailResponse = z.object({ message: z.string(), user: currentUser.optional() });

export const forgotPasswordRequest = z.object({ email: emailField });
export const resetPasswordRequest = z.object({
  token: z
    .string({ error: 'auth.resetInvalid' })
    .min(10, { error: 'auth.resetInvalid' })
    .max(200, { error: 'auth.resetInvalid' }),
  password: newPasswordField,
});

export const updateProfileRequest = z.object({
  name: nameField.optional(),
  language: languageField,
  displayName: displayNameField.optional(),
});
export const changeEmailRequest = z.object({ email: emailField, currentPassword: givenPassword });
export const changePasswordRequest = z.object({
  currentPassword: givenPassword,
  newPassword: newPasswordField,
});
export const changePasswordResponse = z.object({
  message: z.string(),
  token: z.string(),
  authToken: z.string(),
});
export const deleteAccountRequest = z.object({ password: givenPassword });

export const captchaConfigResponse = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  /** The reCAPTCHA site key; null when the self-hosted ALTCHA is used. */
  siteKey: z.string().nullable(),
});
export type CaptchaConfigResponse = z.infer<typeof captchaConfigResponse>;

export const adminLoginRequest = z.object({
  username: z
    .string({ error: 'admin.usernameRequired' })
    .trim()
    .min(1, { error: 'admin.usernameRequired' })
    .max(64, { error: 'validation.maxLength' }),
  password: z
    .string({ error: 'admin.passwordTooShort' })
    .min(6, { error: 'admin.passwordTooShort' })
    .max(passwordLimits.max, { error: 'validation.maxLength' }),
  captchaToken: captchaToken.optional(),
});
export const adminProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
});
export type AdminProfile = z.infer<typeof adminProfile>;
/**
 * The password step's answer: no session, only a short-lived token for the second step, which is
 * the authenticator's code (`code`) or, at an admin's first sign-in, enrolling one (`enrol`).
 */
export const adminLoginResponse = z.object({
  secondStep: z.enum(['code', 'enrol']),
  stepToken: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;
export const adminSessionResponse = z.object({ token: z.string(), admin: adminProfile });
export type AdminSessionResponse = z.infer<typeof adminSessionResponse>;
export const adminCurrentResponse = z.object({ admin: adminProfile });

const stepToken = z
  .string({ error: 'admin.stepExpired' })
  .min(1, { error: 'admin.stepExpired' })
  .max(2000, { error: 'admin.stepExpired' });
/** Six digits; spaces typed between them (as apps show them: `123 456`) do not matter. */
export const authenticatorCode = z
  .string({ error: 'admin.codeFormat' })
  .max(20, { error: 'admin.codeFormat' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'admin.codeFormat' }));

export const adminStepRequest = z.object({ stepToken });
export const adminEnrolmentResponse = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The same URI as a QR code (an SVG document). */
  qrSvg: z.string(),
});
export type AdminEnrolment = z.infer<typeof adminEnrolmentResponse>;
export const adminConfirmEnrolmentRequest = z.object({ stepToken, code: authenticatorCode });
/** The recovery codes appear here once, never again. */
export const adminConfirmEnrolmentResponse = adminSessionResponse.extend({
  recoveryCodes: z.array(z.string()),
});
export const adminCodeRequest = z
  .object({
    stepToken,
    code: authenticatorCode.optional(),
    recoveryCode: z
      .string({ error: 'admin.codeRequired' })
      .trim()
      .min(1, { error: 'admin.codeRequired' })
      .max(40, { error: 'admin.recoveryCodeWrong' })
      .optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    error: 'admin.codeRequired',
    path: ['code'],
  });
export const adminCodeResponse = adminSessionResponse.extend({
  recoveryCodesLeft: z.number().int(),
});
