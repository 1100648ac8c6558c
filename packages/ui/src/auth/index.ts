// The auth components: each a view (pure props) and a connected version (through @pocketkit/hooks).
export { AccountMenu } from "./account-menu";
export type { AccountMenuProps } from "./account-menu";
export { AccountMenuView } from "./account-menu-view";
export type { AccountMenuItem, AccountMenuUser, AccountMenuViewProps } from "./account-menu-view";
export type { AuthLinkProps, RenderAuthLink } from "./auth-parts";
export { ChangeEmailForm } from "./change-email-form";
export type { ChangeEmailFormProps } from "./change-email-form";
export { ChangeEmailFormView } from "./change-email-form-view";
export type { ChangeEmailFormViewProps } from "./change-email-form-view";
export { ConfirmEmailChange } from "./confirm-email-change";
export type { ConfirmEmailChangeProps } from "./confirm-email-change";
export { ConfirmEmailChangeView } from "./confirm-email-change-view";
export type { ConfirmEmailChangeViewProps } from "./confirm-email-change-view";
export { ForgotPasswordForm } from "./forgot-password-form";
export type { ForgotPasswordFormProps } from "./forgot-password-form";
export { ForgotPasswordFormView } from "./forgot-password-form-view";
export type { ForgotPasswordFormViewProps } from "./forgot-password-form-view";
export { OAuthButtons } from "./oauth-buttons";
export type { OAuthButtonsProps } from "./oauth-buttons";
export { OAuthButtonsView } from "./oauth-buttons-view";
export type { OAuthButtonsViewProps, OAuthProviderOption } from "./oauth-buttons-view";
export { ResetPasswordForm } from "./reset-password-form";
export type { ResetPasswordFormProps } from "./reset-password-form";
export { ResetPasswordFormView } from "./reset-password-form-view";
export type { ResetPasswordFormViewProps, ResetPasswordValues } from "./reset-password-form-view";
export { SignInForm } from "./sign-in-form";
export type { SignInFormProps } from "./sign-in-form";
export { SignInFormView } from "./sign-in-form-view";
export type {
  SignInFormViewProps,
  SignInMethod,
  SignInMethods,
  SignInStep,
  SignInValues,
} from "./sign-in-form-view";
export { SignUpForm } from "./sign-up-form";
export type { SignUpFormProps } from "./sign-up-form";
export { SignUpFormView } from "./sign-up-form-view";
export type { SignUpFormViewProps, SignUpValues } from "./sign-up-form-view";
export type { FormValuesProps } from "../form";
export { VerifyEmail } from "./verify-email";
export type { VerifyEmailProps } from "./verify-email";
export { VerifyEmailView } from "./verify-email-view";
export type { VerifyEmailStatus, VerifyEmailViewProps } from "./verify-email-view";
export { ChangePasswordForm } from "./change-password-form";
export type { ChangePasswordFormProps } from "./change-password-form";
export { ChangePasswordFormView } from "./change-password-form-view";
export type { ChangePasswordFormViewProps, ChangePasswordValues } from "./change-password-form-view";
export { DeleteAccountDialog } from "./delete-account-dialog";
export type { DeleteAccountDialogProps } from "./delete-account-dialog";
export { DeleteAccountDialogView } from "./delete-account-dialog-view";
export type { DeleteAccountDialogViewProps } from "./delete-account-dialog-view";
