// The auth components' strings, English and German. Keys start with "auth."; the catalogue in
// ../i18n joins every family's. `{name}` marks a value filled in at run time.

/** What the sign-in form shows, and what every auth component shares (fields, errors, links). */
export const authSignInEn = {
  "auth.field.email": "Email",
  "auth.field.password": "Password",
  "auth.field.newPassword": "New password",
  "auth.field.passwordConfirm": "Confirm password",
  "auth.field.name": "Name",
  "auth.field.code": "Code from the email",
  "auth.field.newEmail": "New email",
  "auth.field.currentPassword": "Current password",

  // The first two are DESIGN §8's sentences, word for word.
  "auth.error.invalidCredentials": "Email or password is incorrect.",
  "auth.error.sessionExpired": "Your session has expired. Please sign in again.",
  "auth.error.invalidCode": "This code is wrong or has expired.",
  "auth.error.rateLimited": "Too many attempts. Wait a moment and try again.",
  "auth.error.notConfigured": "This sign-in method isn't set up on the server.",
  "auth.error.forbidden": "The server doesn't allow this.",
  "auth.error.generic": "Something went wrong. Try again.",
  "auth.error.checkFields": "Check the fields marked below.",
  "auth.error.mfaUnavailable": "Your account needs a second sign-in step that this form can't offer.",
  "auth.error.linkInvalid": "This link has expired or was already used.",
  "auth.error.linkMissing": "This link is incomplete. Open the link from the email again.",
  "auth.error.required": "Fill in this field.",
  "auth.error.invalidEmail": "Enter an email address like ada@example.com.",
  "auth.error.passwordsDiffer": "The passwords don't match.",
  "auth.error.emailTaken": "An account with this email already exists.",
  "auth.error.emailUnavailable": "This email can't be used. It may belong to another account.",
  "auth.error.wrongPassword": "The password is incorrect.",

  "auth.link.signIn": "Sign in",
  "auth.link.signUp": "Sign up",
  "auth.link.forgotPassword": "Forgot password?",
  "auth.link.requestNewLink": "Ask for a new link",

  "auth.signIn.title": "Sign in",
  "auth.signIn.submit": "Sign in",
  "auth.signIn.loading": "Loading the ways to sign in…",
  "auth.signIn.noAccount": "No account yet?",
  "auth.signIn.useCode": "Email me a sign-in code instead",
  "auth.signIn.usePassword": "Sign in with a password instead",
  "auth.signIn.sendCode": "Email me a code",
  "auth.signIn.codeSent": "Enter the code we sent to {email}.",
  "auth.signIn.resendCode": "Send a new code",
  "auth.signIn.startOver": "Use a different email",
  "auth.signIn.mfaCode": "One more step: enter the code we sent to {email}.",
  "auth.signIn.mfaPassword": "One more step: enter the password of {email}.",
  "auth.signIn.mfaOther": "One more step: sign in a second way to finish.",
  "auth.signIn.or": "or",

  "auth.oauth.label": "Sign in with another account",
  "auth.oauth.continueWith": "Continue with {provider}",
  "auth.oauth.waiting": "Finish signing in with {provider} in the window that opened.",
  "auth.oauth.cancel": "Cancel",
  "auth.oauth.popupBlocked": "Your browser blocked the sign-in window.",
  "auth.oauth.useRedirect": "Continue in this window instead",
  "auth.oauth.refused": "The sign-in was cancelled or refused. Try again.",
} satisfies Record<`auth.${string}`, string>;

/** The other forms' own strings (sign-up, password reset, email change, account). */
export const authFormsEn = {
  "auth.signUp.title": "Create an account",
  "auth.signUp.submit": "Create account",
  "auth.signUp.haveAccount": "Already have an account?",
  "auth.signUp.created": "Your account is ready. Sign in to continue.",

  "auth.forgotPassword.title": "Reset your password",
  "auth.forgotPassword.description": "Enter your email and we'll send you a link to choose a new password.",
  "auth.forgotPassword.submit": "Send link",
  "auth.forgotPassword.sent":
    "If an account exists for {email}, we sent it a link to reset the password. Check your inbox.",
  "auth.forgotPassword.again": "Use a different email",

  "auth.resetPassword.title": "Choose a new password",
  "auth.resetPassword.submit": "Change password",
  "auth.resetPassword.done": "Your password has been changed. Sign in with your new password.",

  "auth.verifyEmail.title": "Verify your email",
  "auth.verifyEmail.pending": "Verifying your email…",
  "auth.verifyEmail.success": "Your email is verified.",
  "auth.verifyEmail.failed": "This verification link has expired or is invalid.",
  "auth.verifyEmail.unverified": "Your email {email} isn't verified yet. Open the link we sent to it.",
  "auth.verifyEmail.resend": "Send the link again",
  "auth.verifyEmail.resent": "We sent a new link to {email}.",

  "auth.changeEmail.title": "Change your email",
  "auth.changeEmail.current": "Your email now: {email}",
  "auth.changeEmail.hint": "We'll send a link to the new address. Your email changes when you open it.",
  "auth.changeEmail.submit": "Send confirmation link",
  "auth.changeEmail.sent": "We sent a confirmation link to {email}. Your email changes when you open it.",

  "auth.confirmEmailChange.title": "Confirm your new email",
  "auth.confirmEmailChange.description": "Enter your password to change your email to {email}.",
  "auth.confirmEmailChange.descriptionPlain": "Enter your password to confirm your new email.",
  "auth.confirmEmailChange.submit": "Confirm new email",
  "auth.confirmEmailChange.done": "Your email has been changed. Sign in with {email}.",
  "auth.confirmEmailChange.donePlain": "Your email has been changed. Sign in with your new email.",

  "auth.accountMenu.signOut": "Sign out",
  "auth.changePassword.title": "Change your password",
  "auth.changePassword.submit": "Change password",
  "auth.changePassword.done": "Your password has been changed. Other devices were signed out.",

  "auth.deleteAccount.title": "Delete your account?",
  "auth.deleteAccount.description":
    "Your account and everything in it are deleted for good. This can't be undone.",
  "auth.deleteAccount.confirmLabel": "Type {email} to confirm",
  "auth.deleteAccount.submit": "Delete account",
} satisfies Record<`auth.${string}`, string>;

// Pure, so that an app with only the sign-in form carries none of the other forms' strings.
export const authEn = /* @__PURE__ */ Object.assign({}, authSignInEn, authFormsEn);

export const authDe: Record<keyof typeof authEn, string> = {
  "auth.field.email": "E-Mail",
  "auth.field.password": "Passwort",
  "auth.field.newPassword": "Neues Passwort",
  "auth.field.passwordConfirm": "Passwort bestätigen",
  "auth.field.name": "Name",
  "auth.field.code": "Code aus der E-Mail",
  "auth.field.newEmail": "Neue E-Mail",
  "auth.field.currentPassword": "Aktuelles Passwort",

  "auth.error.invalidCredentials": "E-Mail oder Passwort ist falsch.",
  "auth.error.sessionExpired": "Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.",
  "auth.error.invalidCode": "Dieser Code ist falsch oder abgelaufen.",
  "auth.error.rateLimited": "Zu viele Versuche. Warte einen Moment und versuche es erneut.",
  "auth.error.notConfigured": "Diese Anmeldeart ist auf dem Server nicht eingerichtet.",
  "auth.error.forbidden": "Der Server erlaubt das nicht.",
  "auth.error.generic": "Etwas ist schiefgegangen. Versuche es erneut.",
  "auth.error.checkFields": "Prüfe die markierten Felder.",
  "auth.error.mfaUnavailable":
    "Dein Konto braucht einen zweiten Anmeldeschritt, den dieses Formular nicht anbietet.",
  "auth.error.linkInvalid": "Dieser Link ist abgelaufen oder wurde schon benutzt.",
  "auth.error.linkMissing": "Dieser Link ist unvollständig. Öffne den Link aus der E-Mail erneut.",
  "auth.error.required": "Fülle dieses Feld aus.",
  "auth.error.invalidEmail": "Gib eine E-Mail-Adresse wie ada@example.com ein.",
  "auth.error.passwordsDiffer": "Die Passwörter stimmen nicht überein.",
  "auth.error.emailTaken": "Es gibt schon ein Konto mit dieser E-Mail.",
  "auth.error.emailUnavailable":
    "Diese E-Mail kann nicht verwendet werden. Vielleicht gehört sie zu einem anderen Konto.",
  "auth.error.wrongPassword": "Das Passwort ist falsch.",

  "auth.link.signIn": "Anmelden",
  "auth.link.signUp": "Registrieren",
  "auth.link.forgotPassword": "Passwort vergessen?",
  "auth.link.requestNewLink": "Neuen Link anfordern",

  "auth.signIn.title": "Anmelden",
  "auth.signIn.submit": "Anmelden",
  "auth.signIn.loading": "Anmeldearten werden geladen…",
  "auth.signIn.noAccount": "Noch kein Konto?",
  "auth.signIn.useCode": "Stattdessen einen Anmeldecode per E-Mail",
  "auth.signIn.usePassword": "Stattdessen mit Passwort anmelden",
  "auth.signIn.sendCode": "Code per E-Mail senden",
  "auth.signIn.codeSent": "Gib den Code ein, den wir an {email} gesendet haben.",
  "auth.signIn.resendCode": "Neuen Code senden",
  "auth.signIn.startOver": "Andere E-Mail verwenden",
  "auth.signIn.mfaCode": "Noch ein Schritt: Gib den Code ein, den wir an {email} gesendet haben.",
  "auth.signIn.mfaPassword": "Noch ein Schritt: Gib das Passwort von {email} ein.",
  "auth.signIn.mfaOther": "Noch ein Schritt: Melde dich zusätzlich auf eine zweite Art an.",
  "auth.signIn.or": "oder",

  "auth.oauth.label": "Mit einem anderen Konto anmelden",
  "auth.oauth.continueWith": "Weiter mit {provider}",
  "auth.oauth.waiting": "Schließe die Anmeldung bei {provider} im geöffneten Fenster ab.",
  "auth.oauth.cancel": "Abbrechen",
  "auth.oauth.popupBlocked": "Dein Browser hat das Anmeldefenster blockiert.",
  "auth.oauth.useRedirect": "Stattdessen in diesem Fenster fortfahren",
  "auth.oauth.refused": "Die Anmeldung wurde abgebrochen oder abgelehnt. Versuche es erneut.",

  "auth.signUp.title": "Konto erstellen",
  "auth.signUp.submit": "Konto erstellen",
  "auth.signUp.haveAccount": "Schon ein Konto?",
  "auth.signUp.created": "Dein Konto ist bereit. Melde dich an, um fortzufahren.",

  "auth.forgotPassword.title": "Passwort zurücksetzen",
  "auth.forgotPassword.description":
    "Gib deine E-Mail ein, und wir senden dir einen Link, mit dem du ein neues Passwort wählst.",
  "auth.forgotPassword.submit": "Link senden",
  "auth.forgotPassword.sent":
    "Falls es ein Konto für {email} gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet. Sieh in deinem Posteingang nach.",
  "auth.forgotPassword.again": "Andere E-Mail verwenden",

  "auth.resetPassword.title": "Neues Passwort wählen",
  "auth.resetPassword.submit": "Passwort ändern",
  "auth.resetPassword.done": "Dein Passwort wurde geändert. Melde dich mit dem neuen Passwort an.",

  "auth.verifyEmail.title": "E-Mail bestätigen",
  "auth.verifyEmail.pending": "Deine E-Mail wird bestätigt…",
  "auth.verifyEmail.success": "Deine E-Mail ist bestätigt.",
  "auth.verifyEmail.failed": "Dieser Bestätigungslink ist abgelaufen oder ungültig.",
  "auth.verifyEmail.unverified":
    "Deine E-Mail {email} ist noch nicht bestätigt. Öffne den Link, den wir dorthin gesendet haben.",
  "auth.verifyEmail.resend": "Link erneut senden",
  "auth.verifyEmail.resent": "Wir haben einen neuen Link an {email} gesendet.",

  "auth.changeEmail.title": "E-Mail ändern",
  "auth.changeEmail.current": "Deine E-Mail jetzt: {email}",
  "auth.changeEmail.hint":
    "Wir senden einen Link an die neue Adresse. Deine E-Mail ändert sich, sobald du ihn öffnest.",
  "auth.changeEmail.submit": "Bestätigungslink senden",
  "auth.changeEmail.sent":
    "Wir haben einen Bestätigungslink an {email} gesendet. Deine E-Mail ändert sich, sobald du ihn öffnest.",

  "auth.confirmEmailChange.title": "Neue E-Mail bestätigen",
  "auth.confirmEmailChange.description": "Gib dein Passwort ein, um deine E-Mail in {email} zu ändern.",
  "auth.confirmEmailChange.descriptionPlain": "Gib dein Passwort ein, um deine neue E-Mail zu bestätigen.",
  "auth.confirmEmailChange.submit": "Neue E-Mail bestätigen",
  "auth.confirmEmailChange.done": "Deine E-Mail wurde geändert. Melde dich mit {email} an.",
  "auth.confirmEmailChange.donePlain": "Deine E-Mail wurde geändert. Melde dich mit der neuen E-Mail an.",

  "auth.accountMenu.signOut": "Abmelden",
  "auth.changePassword.title": "Passwort ändern",
  "auth.changePassword.submit": "Passwort ändern",
  "auth.changePassword.done": "Dein Passwort wurde geändert. Andere Geräte wurden abgemeldet.",

  "auth.deleteAccount.title": "Konto löschen?",
  "auth.deleteAccount.description":
    "Dein Konto und alles darin werden endgültig gelöscht. Das lässt sich nicht rückgängig machen.",
  "auth.deleteAccount.confirmLabel": "Gib {email} ein, um zu bestätigen",
  "auth.deleteAccount.submit": "Konto löschen",
};
