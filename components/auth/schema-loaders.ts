/**
 * The forms' schemas (lib/auth/schemas.ts), loaded when a form is first validated, so that zod is
 * not part of the sign-in page's first script (see useLocalizedZodResolver).
 */
const schemas = () => import('@/lib/auth/schemas');

export const loadLoginSchema = () => schemas().then((module) => module.loginSchema);
export const loadRegisterSchema = () => schemas().then((module) => module.registerSchema);
export const loadOtpSendFields = () => schemas().then((module) => module.otpSendFields);
export const loadOtpLoginFields = () => schemas().then((module) => module.otpLoginFields);
export const loadPasswordResetFields = () => schemas().then((module) => module.passwordResetFields);
export const loadProfileSchema = () => schemas().then((module) => module.profileSchema);
export const loadPasswordChangeSchema = () => schemas().then((module) => module.passwordChangeSchema);
