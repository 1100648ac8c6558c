import "@pocketkit/ui/styles.css";
import { createPocketkit } from "@pocketkit/client";
import { PocketkitProvider } from "@pocketkit/hooks";
import { de, MessagesProvider, RecordTable, SignInForm, Toaster } from "@pocketkit/ui";

const pocketkit = createPocketkit({ url: "https://pb.example.com" });

export function App() {
  return (
    <PocketkitProvider client={pocketkit}>
      <MessagesProvider messages={de}>
        <SignInForm signUpHref="/sign-up" forgotPasswordHref="/forgot-password" />
        <RecordTable collection="albums" defaultSort="-created" realtime />
        <Toaster />
      </MessagesProvider>
    </PocketkitProvider>
  );
}
