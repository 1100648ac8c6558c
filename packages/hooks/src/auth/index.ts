export type { AuthCollectionOptions, AuthUser, SignInResult } from "./types";
export { useAuth } from "./use-auth";
export type { UseAuthResult } from "./use-auth";
export { authMethodsOptions, useAuthMethods } from "./use-auth-methods";
export type { AuthMethods, AuthProvider, UseAuthMethodsOptions } from "./use-auth-methods";
export { useSignInWithPassword } from "./use-sign-in-with-password";
export type { SignInWithPasswordVariables, UseSignInWithPasswordOptions } from "./use-sign-in-with-password";
export { useSignUp } from "./use-sign-up";
export type { SignUpVariables, UseSignUpOptions } from "./use-sign-up";
export { useRequestOtp } from "./use-request-otp";
export type { RequestOtpResult, RequestOtpVariables, UseRequestOtpOptions } from "./use-request-otp";
export { useSignInWithOtp } from "./use-sign-in-with-otp";
export type { SignInWithOtpVariables, UseSignInWithOtpOptions } from "./use-sign-in-with-otp";
export { useSignInWithOAuth2Popup } from "./use-sign-in-with-oauth2-popup";
export type {
  OAuth2PopupVariables,
  UseSignInWithOAuth2PopupOptions,
  UseSignInWithOAuth2PopupResult,
} from "./use-sign-in-with-oauth2-popup";
export { useStartOAuth2Redirect } from "./use-start-oauth2-redirect";
export type {
  StartOAuth2RedirectVariables,
  UseStartOAuth2RedirectOptions,
} from "./use-start-oauth2-redirect";
export { useCompleteOAuth2Redirect } from "./use-complete-oauth2-redirect";
export type { CompleteOAuth2RedirectVariables } from "./use-complete-oauth2-redirect";
export { useRequestPasswordReset } from "./use-request-password-reset";
export type {
  RequestPasswordResetVariables,
  UseRequestPasswordResetOptions,
} from "./use-request-password-reset";
export { useConfirmPasswordReset } from "./use-confirm-password-reset";
export type {
  ConfirmPasswordResetVariables,
  UseConfirmPasswordResetOptions,
} from "./use-confirm-password-reset";
export { useRequestVerification } from "./use-request-verification";
export type { RequestVerificationVariables, UseRequestVerificationOptions } from "./use-request-verification";
export { useConfirmVerification } from "./use-confirm-verification";
export type { ConfirmVerificationVariables, UseConfirmVerificationOptions } from "./use-confirm-verification";
export { useRequestEmailChange } from "./use-request-email-change";
export type { RequestEmailChangeVariables, UseRequestEmailChangeOptions } from "./use-request-email-change";
export { useConfirmEmailChange } from "./use-confirm-email-change";
export { useChangePassword } from "./use-change-password";
export type { ChangePasswordVariables, UseChangePasswordOptions } from "./use-change-password";
export { useDeleteAccount } from "./use-delete-account";
export type { UseDeleteAccountOptions } from "./use-delete-account";
export type { ConfirmEmailChangeVariables, UseConfirmEmailChangeOptions } from "./use-confirm-email-change";
