import { de, MessagesProvider, SignInForm } from "@pocketkit/ui";

// German, with one key reworded. Any key you leave out stays as the catalogue has it.
const messages = { ...de, "auth.signIn.title": "Willkommen zurück" };

/** The sign-in form in German. */
export function GermanSignIn() {
  return (
    <MessagesProvider messages={messages}>
      <SignInForm signUpHref="/registrieren" />
    </MessagesProvider>
  );
}
