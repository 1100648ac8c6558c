import { useAuth } from "@pocketkit/hooks";
import {
  Button,
  ChangeEmailForm,
  ChangePasswordForm,
  DeleteAccountDialog,
  RecordForm,
  toast,
} from "@pocketkit/ui";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";

import { MAX_CUSTOM_FIELDS } from "../features/custom-field-rules";
import { CustomFieldsSettings } from "../features/custom-fields-settings";
import { ShareLinksList } from "../features/share-links-list";
import { useDocumentTitle } from "../layout/use-document-title";

export default function SettingsPage() {
  useDocumentTitle("Settings");
  const { user } = useAuth();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;

  return (
    <div className="pk:grid pk:max-w-3xl pk:gap-10">
      <h1 className="pk:m-0 pk:text-2xl pk:font-semibold">Settings</h1>

      <SettingsSection
        id="profile"
        title="Profile"
        description="Your name and picture, as the Gallery shows them."
      >
        <RecordForm
          collection="users"
          recordId={user.id}
          fields={["name", "avatar"]}
          labels={{ avatar: "Picture" }}
          submitLabel="Save profile"
          onSaved={() => toast({ title: "Profile saved" })}
        />
      </SettingsSection>

      {/* The account forms carry their own heading and text: one heading per section. */}
      <ChangeEmailForm title="Email" />

      <ChangePasswordForm
        title="Password"
        description="You stay signed in on this device; other devices are signed out."
        onChanged={() => toast({ title: "Password changed" })}
      />

      <SettingsSection
        id="shared-links"
        title="Shared links"
        description="Links to albums and photos you shared. Revoke one, and it stops working at once."
      >
        <ShareLinksList />
      </SettingsSection>

      <SettingsSection
        id="custom-fields"
        title="Custom fields"
        description={`Your own details for each photo, such as a film stock, a lens or a rating, filled in from a photo's info panel. Up to ${MAX_CUSTOM_FIELDS} fields.`}
      >
        <CustomFieldsSettings />
      </SettingsSection>

      <SettingsSection
        id="delete-account"
        title="Delete account"
        description="Deletes your account, albums and photos for good."
      >
        <div>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            Delete my account…
          </Button>
        </div>
        <DeleteAccountDialog
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => navigate("/sign-up", { replace: true })}
        />
      </SettingsSection>
    </div>
  );
}

function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="pk:grid pk:gap-4">
      <div className="pk:grid pk:gap-1">
        <h2 id={`${id}-title`} className="pk:m-0 pk:text-lg pk:font-semibold">
          {title}
        </h2>
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
